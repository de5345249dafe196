/** The refusals of Cui bono?, with their stable codes. @module */
import { defineErrors, type ErrorCatalogue, type Errors } from '../../errors/index.js';

const catalogue = {
  'not-base': {
    en: 'Pull a die from the bottom layer; cell {cell} holds none.',
    nl: 'Trek een dobbelsteen uit de onderste laag; in vak {cell} ligt er geen.',
  },
  'not-loose': {
    en: 'A die is pulled only with at least two free faces; that one has fewer.',
    nl: 'Een dobbelsteen trek je alleen met minstens twee vrij liggende zijdes; deze heeft er minder.',
  },
  'no-funnel': {
    en: 'Cell {cell} is no funnel above the base plate.',
    nl: 'Vak {cell} is geen trechter boven de grondplaat.',
  },
  'base-plate': {
    en: 'A die never goes back into an empty funnel of the base plate.',
    nl: 'Een dobbelsteen mag nooit in een lege trechter van de grondplaat worden teruggelegd.',
  },
  'wrong-colours': {
    en: 'The funnel must be of three colours, or of one colour other than the die’s (rule A).',
    nl: 'De trechter moet uit drie kleuren bestaan, of uit één kleur die niet die van de dobbelsteen is (regel A).',
  },
  'one-colour-edge': {
    en: 'The die would end an edge of the pyramid that is all one colour (rule B).',
    nl: 'De dobbelsteen zou het einde vormen van een kant die uit één kleur bestaat (regel B).',
  },
} as const satisfies ErrorCatalogue;

export const cuiBonoErrors: Errors<typeof catalogue> = defineErrors(catalogue);
