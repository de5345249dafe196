/** The refusals of Würfelmarsch, with their stable codes. @module */
import { defineErrors, type ErrorCatalogue, type Errors } from '../../errors/index.js';

const catalogue = {
  'not-your-die': {
    en: 'Cell {cell} holds no die of yours.',
    nl: 'In vak {cell} ligt geen dobbelsteen van jou.',
  },
  'not-adjacent': {
    en: 'A die tilts over one edge into a neighbouring funnel of the base plate; {to} is not one.',
    nl: 'Een dobbelsteen kantelt over één ribbe naar een naburige trechter van de grondplaat; {to} is dat niet.',
  },
  backwards: {
    en: 'You may never tilt a die backwards, towards your own side.',
    nl: 'Je mag een dobbelsteen nooit achterwaarts kantelen, naar je eigen zijde.',
  },
  'funnel-taken': {
    en: 'The funnel {to} is not empty.',
    nl: 'De trechter {to} is niet leeg.',
  },
  'same-orientation': {
    en: 'Turning must give the die another orientation.',
    nl: 'Draaien moet de dobbelsteen een andere oriëntatie geven.',
  },
} as const satisfies ErrorCatalogue;

export const wuerfelmarschErrors: Errors<typeof catalogue> = defineErrors(catalogue);
