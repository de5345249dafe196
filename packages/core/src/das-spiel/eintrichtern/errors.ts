/** The refusals of Eintrichtern, with their stable codes. @module */
import { defineErrors, type ErrorCatalogue, type Errors } from '../../errors/index.js';

const catalogue = {
  'not-covering': {
    en: 'Cell {cell} holds no red die covering a funnel.',
    nl: 'In vak {cell} ligt geen rode dobbelsteen die een trechter bedekt.',
  },
  'nothing-to-take-over': {
    en: 'There is no failed total to take over: roll.',
    nl: 'Er is geen mislukte worp om over te nemen: dobbel.',
  },
} as const satisfies ErrorCatalogue;

export const eintrichternErrors: Errors<typeof catalogue> = defineErrors(catalogue);
