/** The refusals of Die Weinhändler, with their stable codes. @module */
import { defineErrors, type ErrorCatalogue, type Errors } from '../errors/index.js';

const catalogue = {
  'unknown-card': { en: 'There is no card "{card}".', nl: 'Er is geen kaart "{card}".' },
  'card-not-in-hand': {
    en: 'You do not hold {card}.',
    nl: 'Je hebt {card} niet in de hand.',
  },
  'empty-bid': { en: 'A bid adds at least one card.', nl: 'Een bod voegt minstens één kaart toe.' },
  'bid-not-unique': {
    en: 'Your bid would total {amount}, the same as another bid: bids must differ.',
    nl: 'Je bod zou {amount} zijn, net zoveel als een ander bod: biedingen moeten verschillen.',
  },
  'draw-not-allowed': {
    en: 'You may draw only as your first move of the round, before any bid, while the pile has cards.',
    nl: 'Je mag alleen trekken als eerste zet van de ronde, zonder bod, zolang de stapel kaarten heeft.',
  },
  'must-place': {
    en: 'You hold {cards} cards: place cards into your cellar until you hold at most 6.',
    nl: 'Je hebt {cards} kaarten: leg kaarten in je kelder tot je er hoogstens 6 hebt.',
  },
  'must-place-all': {
    en: 'In the last round every card in hand goes into the cellar.',
    nl: 'In de laatste ronde gaan alle handkaarten in de kelder.',
  },
  'slot-outside-cellar': {
    en: 'The cellar has no slot at row {row}, position {pos}.',
    nl: 'De kelder heeft geen plaats in laag {row}, positie {pos}.',
  },
  'first-card-at-origin': {
    en: 'The first card of a cellar goes at row 0, position 0.',
    nl: 'De eerste kaart van een kelder komt in laag 0, positie 0.',
  },
  'bottom-row-gap': {
    en: 'The bottom row has no gaps: place next to its ends.',
    nl: 'De onderste laag heeft geen gaten: leg naast de uiteinden.',
  },
  'bottom-row-full': {
    en: 'The bottom row holds at most five cards.',
    nl: 'De onderste laag heeft hoogstens vijf kaarten.',
  },
  'not-supported': {
    en: 'A card above the bottom row needs both cards under it.',
    nl: 'Een kaart boven de onderste laag heeft beide kaarten eronder nodig.',
  },
  'slot-taken': {
    en: 'That slot is taken: only a wine card may cover an empty bottle.',
    nl: 'Die plaats is bezet: alleen een volle fles mag een lege fles bedekken.',
  },
  'empty-bottle-no-place': {
    en: 'Your full cellar still holds an empty bottle: only wine may go in, so this empty bottle stays in hand.',
    nl: 'Je volle kelder heeft nog een lege fles: alleen wijn mag erin, dus deze lege fles blijft in je hand.',
  },
} as const satisfies ErrorCatalogue;

export const weinhaendlerErrors: Errors<typeof catalogue> = defineErrors(catalogue);
