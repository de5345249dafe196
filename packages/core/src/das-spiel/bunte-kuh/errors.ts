/** The refusals of Bunte Kuh, with their stable codes. @module */
import { defineErrors, type ErrorCatalogue, type Errors } from '../../errors/index.js';

const catalogue = {
  'round-over': {
    en: 'Round {round} is over; this is round {current}.',
    nl: 'Ronde {round} is voorbij; dit is ronde {current}.',
  },
  'no-such-cell': {
    en: 'There is no cell {cell}: the pyramid has cells 0..164.',
    nl: 'Er is geen vak {cell}: de piramide heeft de vakken 0..164.',
  },
  'invalid-orientation': {
    en: 'Orientation {orientation} is not one of the 24 (0..23).',
    nl: 'Oriëntatie {orientation} is niet een van de 24 (0..23).',
  },
} as const satisfies ErrorCatalogue;

export const bunteKuhErrors: Errors<typeof catalogue> = defineErrors(catalogue);
