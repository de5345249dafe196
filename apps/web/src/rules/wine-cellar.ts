/**
 * Wine Cellar's short rules (the full rules: `docs/rules/wine-cellar.md`), in English and Dutch.
 *
 * @module
 */
import { defineRules } from './short-rules.js';

/** Wine Cellar in short: sealed bids for two prizes, a cellar stack, a bonus card. */
export const wineCellarRules = defineRules(
  {
    goal: '18 wine cards, 8 in each hand. Win prizes with your bids and stack them in your cellar so that each bottle sits where its track scores most.',
    turn: [
      'Eight tricks. Both players choose a card and reveal together; the higher bid takes one of the two prizes, the other player gets the other.',
      'Put your prize on top of your cellar or at its bottom, never in between. The two bid cards are the next prizes.',
      'The card you bid in the 8th trick is your bonus card; after the last trick you may swap it with one card of your cellar.',
      'Solo: the automaton’s top card is turned after your bid; when it wins it takes the right prize for an even bid, the left for an odd one.',
    ],
    scoring: [
      'The bottle at place 1 to 8 from the top scores that number of its cellar track.',
      'The bonus card adds its two bonuses over the eight cellar cards: +1, +2 or +4 per wine of one type and +3 per wine of one country.',
      'Solo ranks: more than 72 Master Sommelier, more than 67 Sommelier, at least 60 Wine Geek.',
    ],
    end: 'After the eighth trick and the swap, the higher total wins; equal totals tie.',
  },
  {
    goal: '18 wijnkaarten, 8 in elke hand. Win prijzen met je biedingen en stapel ze in je kelder zo dat elke fles staat waar zijn spoor het meest oplevert.',
    turn: [
      'Acht slagen. Beide spelers kiezen een kaart en tonen ze tegelijk; het hoogste bod neemt een van de twee prijzen, de ander krijgt de andere.',
      'Leg je prijs boven op je kelder of onderaan, nooit ertussen. De twee biedkaarten zijn de volgende prijzen.',
      'De kaart die je in de 8e slag biedt, is je bonuskaart; na de laatste slag mag je hem ruilen met een kaart uit je kelder.',
      'Solo: de bovenste kaart van de automaat wordt na jouw bod omgedraaid; wint hij, dan neemt hij de rechterprijs bij een even bod en de linker bij een oneven.',
    ],
    scoring: [
      'De fles op plaats 1 tot 8 van boven levert dat getal van zijn kelderspoor op.',
      'De bonuskaart telt zijn twee bonussen over de acht kelderkaarten: +1, +2 of +4 per wijn van één soort en +3 per wijn uit één land.',
      'Solo-rangen: meer dan 72 Master Sommelier, meer dan 67 Sommelier, minstens 60 Wine Geek.',
    ],
    end: 'Na de achtste slag en de ruil wint het hoogste totaal; gelijke totalen spelen gelijk.',
  },
  { bid: ['turn', 0], take: ['turn', 1], place: ['turn', 1], reserve: ['turn', 2], swap: ['turn', 2] },
);
