/** The refusals of Wiezen, with their stable codes. @module */
import { defineErrors, type ErrorCatalogue, type Errors } from '../errors/index.js';

const catalogue = {
  'card-not-in-hand': { en: 'You do not hold card {card}.', nl: 'Je hebt kaart {card} niet in de hand.' },
  'must-follow-suit': {
    en: 'You must follow {suitName}: play one of your {suitName}.',
    nl: 'Je moet {suitName} bekennen: speel een van je {suitName}.',
  },
  'must-lead-called-card': {
    en: 'In troel the partner leads {card} to the first trick.',
    nl: 'Bij troel komt de partner in de eerste slag uit met {card}.',
  },
  'bid-too-low': {
    en: 'That bid does not beat the highest bid so far.',
    nl: 'Dat bod is niet hoger dan het hoogste bod tot nu toe.',
  },
  'already-asked': {
    en: 'Someone has already asked, or a special game was bid.',
    nl: 'Er is al gevraagd, of er is al iets speciaals geboden.',
  },
  'nobody-to-join': {
    en: 'You can only join while someone has asked, nobody has joined and no special game was bid.',
    nl: 'Meegaan kan alleen als iemand vroeg, niemand meeging en niets speciaals geboden is.',
  },
  'troel-stands': {
    en: 'Troel stands: only miserie op tafel, solo or solo slim can beat it.',
    nl: 'Er is troel: alleen miserie op tafel, solo of solo slim gaan erboven.',
  },
  'card-in-own-hand': {
    en: 'You already hold {card}: name a card you do not have.',
    nl: 'Je hebt {card} al: noem een kaart die je niet hebt.',
  },
  'card-already-named': {
    en: '{card} was already named and refused.',
    nl: '{card} werd al gevraagd en geweigerd.',
  },
} as const satisfies ErrorCatalogue;

/** Wiezen's refusals (the shared ones such as `not-your-turn` come from `commonErrors`). */
export const wiezenErrors: Errors<typeof catalogue> = defineErrors(catalogue);
