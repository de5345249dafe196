/** Raffzahn's words on the board, in English and Dutch (the same keys and placeholders). @module */
import { defineCatalogue } from '../../i18n/index.js';

/** The catalogue (tests check that both languages have the same keys and placeholders). */
export const raffzahnTexts = defineCatalogue(
  {
    take: 'Take the {colour} die {cell}',
    round: 'Round {round} · roller: {name}',
    roll: '· Roll:',
    stop: 'STOP',
    late: {
      select: 'who',
      you: 'You were too late and give {n}',
      other: '{name} was too late and gives {n}',
    },
    taken: '{name}: {n}',
    plate: { count: 'n', one: '{n} die taken', other: '{n} dice taken' },
    rollLabel: 'Roll the turquoise die',
    rollButton: 'Roll',
    stopLabel: 'Call STOP',
  },
  {
    take: 'Pak de {colour} steen {cell}',
    round: 'Ronde {round} · gooier: {name}',
    roll: '· Worp:',
    stop: 'STOP',
    late: { select: 'who', you: 'Jij was te laat en geeft {n}', other: '{name} was te laat en geeft {n}' },
    taken: '{name}: {n}',
    plate: { count: 'n', one: '{n} steen genomen', other: '{n} stenen genomen' },
    rollLabel: 'Gooi de turkooise steen',
    rollButton: 'Gooien',
    stopLabel: 'Roep STOP',
  },
);
