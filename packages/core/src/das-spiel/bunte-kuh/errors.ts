/** The refusals of Bunte Kuh, with their stable codes. @module */
import { defineErrors, type ErrorCatalogue, type Errors } from '../../errors/index.js';

const catalogue = {
  'round-over': {
    en: 'Round {round} is over; this is round {current}.',
    nl: 'Ronde {round} is voorbij; dit is ronde {current}.',
  },
  'not-a-funnel': {
    en: 'Cell {cell} is no funnel above the base plate: no die can go there.',
    nl: 'Vak {cell} is geen trechter boven de grondplaat: daar kan geen dobbelsteen liggen.',
  },
  'invalid-orientation': {
    en: 'Orientation {orientation} is not one of the 24 (0..23).',
    nl: 'Oriëntatie {orientation} is niet een van de 24 (0..23).',
  },
} as const satisfies ErrorCatalogue;

export const bunteKuhErrors: Errors<typeof catalogue> = defineErrors(catalogue);
