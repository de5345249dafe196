/**
 * Die Weinhändler's short rules (the full rules: `docs/rules/weinhaendler.md`), in English and Dutch.
 *
 * @module
 */
import { defineRules } from './short-rules.js';

/** Die Weinhändler in short: bid, swap, build the cellar pyramid. */
export const weinhaendlerRules = defineRules(
  {
    goal: 'Bid your hand cards for the 4 wines on display and build a cellar pyramid where colours and bottle shapes score. Each player starts with 5 cards; wines are worth €5 to €25.',
    turn: [
      'Bidding, clockwise: add one or more hand cards to your bid (its total must differ from every other bid; bidding low is allowed) or pass and be out for the round. On your first turn, before any bid, you may pass and draw: reveal two cards from the pile and keep the lower.',
      'Swap, from the highest bid down: the highest bidder takes the display, each next bidder takes the bid just above his, and the lowest bid becomes the new display.',
      'Cellar: with more than 6 cards in hand you must place cards into your cellar until you hold 6 or fewer; you may always place more. The cellar is a pyramid of 5, 4, 3, 2 and 1 slots; a card above the bottom row needs both cards under it.',
    ],
    scoring: [
      'A placed wine scores its stars: 1 (narrow), 2 (angular) or 3 (round).',
      'A colour trio it completes — three of one colour in a line or a triangle — adds +4 for three identical bottles or +1 for three different ones. Empty bottles score nothing.',
    ],
    end: 'The round in which the pile’s last card goes to the display is the last: then everyone places all his hand cards. Most points wins.',
  },
  {
    goal: 'Bied je handkaarten op de 4 wijnen in de uitstalling en bouw een kelderpiramide waarin kleuren en flesvormen punten geven. Elke speler begint met 5 kaarten; wijnen zijn €5 tot €25 waard.',
    turn: [
      'Bieden, met de klok mee: leg een of meer handkaarten bij je bod (het totaal moet verschillen van elk ander bod; laag bieden mag) of pas en doe deze ronde niet meer mee. In je eerste beurt, vóór elk bod, mag je passen en trekken: draai twee kaarten van de stapel om en houd de laagste.',
      'Ruilen, van het hoogste bod omlaag: de hoogste bieder neemt de uitstalling, elke volgende bieder neemt het bod net boven het zijne, en het laagste bod wordt de nieuwe uitstalling.',
      'Kelder: met meer dan 6 kaarten in de hand moet je kaarten in je kelder leggen tot je er 6 of minder hebt; meer mag altijd. De kelder is een piramide van 5, 4, 3, 2 en 1 plaatsen; een kaart boven de onderste rij heeft beide kaarten eronder nodig.',
    ],
    scoring: [
      'Een gelegde wijn levert zijn sterren op: 1 (smal), 2 (hoekig) of 3 (rond).',
      'Elk kleurentrio dat hij voltooit — drie van één kleur op een lijn of in een driehoek — geeft +4 voor drie gelijke flessen of +1 voor drie verschillende. Lege flessen tellen niet.',
    ],
    end: 'De ronde waarin de laatste kaart van de stapel in de uitstalling komt, is de laatste: dan legt iedereen al zijn handkaarten. De meeste punten winnen.',
  },
  { bid: ['turn', 0], pass: ['turn', 0], draw: ['turn', 0], place: ['turn', 2], stop: ['turn', 2] },
);
