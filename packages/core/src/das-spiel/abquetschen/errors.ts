/** The refusals of Abquetschen, with their stable codes. @module */
import { defineErrors, type ErrorCatalogue, type Errors } from '../../errors/index.js';

const catalogue = {
  'wrong-count': {
    en: 'Build exactly {n} dice, not {got}.',
    nl: 'Bouw precies {n} dobbelstenen in, niet {got}.',
  },
  'cell-taken': { en: 'Cell {cell} already holds a die.', nl: 'In vak {cell} ligt al een dobbelsteen.' },
  'no-funnel': {
    en: 'Cell {cell} is no funnel: a die there would not rest on three dice.',
    nl: 'Vak {cell} is geen trechter: een dobbelsteen daar ligt niet op drie dobbelstenen.',
  },
  'not-together': {
    en: 'The new dice must hang together: every new die touches another new die by a face.',
    nl: 'De nieuwe dobbelstenen moeten samenhangen: elke nieuwe dobbelsteen raakt met een zijde een andere.',
  },
  'no-contact': {
    en: 'At least one new die must touch one of your dice built earlier.',
    nl: 'Minstens één nieuwe dobbelsteen moet een eigen, eerder ingebouwde dobbelsteen raken.',
  },
  'start-pyramid-covered': {
    en: 'A die of the start pyramid must stay free until the start player has built again.',
    nl: 'Een dobbelsteen van de startpiramide moet vrij blijven tot de startspeler opnieuw heeft ingebouwd.',
  },
  'not-a-start-pyramid': {
    en: 'The start pyramid is three dice on the base plate, away from its edge, and one die on them{where}.',
    nl: 'De startpiramide is drie dobbelstenen op de grondplaat, niet aan de rand, en één erop{where}.',
  },
  'build-possible': {
    en: 'You can build {n} dice, so you must.',
    nl: 'Je kunt {n} dobbelstenen inbouwen, dus moet je dat doen.',
  },
} as const satisfies ErrorCatalogue;

export const abquetschenErrors: Errors<typeof catalogue> = defineErrors(catalogue);
