/** The refusals of Raffzahn, with their stable codes. @module */
import { defineErrors, type ErrorCatalogue, type Errors } from '../../errors/index.js';

const catalogue = {
  'not-free': {
    en: 'Cell {cell} holds no free die.',
    nl: 'In vak {cell} ligt geen vrij liggende dobbelsteen.',
  },
  'wrong-face': {
    en: 'That die shows {face} to your side, not the roll {roll}.',
    nl: 'Die dobbelsteen toont {face} naar jouw zijde, niet de worp {roll}.',
  },
  'wrong-round': {
    en: 'Round {round} is over; this is round {now}.',
    nl: 'Ronde {round} is voorbij; dit is ronde {now}.',
  },
  'only-roller': {
    en: 'Only the player who rolled may call STOP.',
    nl: 'Alleen de speler die gedobbeld heeft, mag "STOP!" roepen.',
  },
  'late-already': {
    en: 'You took late once this round already: wait for the next roll.',
    nl: 'Je hebt deze ronde al één keer te laat gepakt: wacht op de volgende worp.',
  },
  'not-your-roll': {
    en: 'The turquoise die goes to seat {seat}.',
    nl: 'De turkooizen dobbelsteen gaat naar plaats {seat}.',
  },
} as const satisfies ErrorCatalogue;

export const raffzahnErrors: Errors<typeof catalogue> = defineErrors(catalogue);
