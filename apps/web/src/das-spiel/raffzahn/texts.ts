/** Raffzahn's words on the board, in English and Dutch (the same keys and placeholders). @module */
import { defineCatalogue } from '../../i18n/index.js';

/** The catalogue (tests check that both languages have the same keys and placeholders). */
export const raffzahnTexts = defineCatalogue(
  {
    rules:
      'The roller rolls the turquoise die; then everyone grabs at once any free die whose face towards their own side shows that number. Only the roller may call STOP; a take after STOP is late: the die goes back and the late taker gives each other player a die (once a round: then he waits for the roll). When only the bottom layer is left, most dice wins.',
    take: 'Take the {colour} die {cell}',
    round: 'Round {round} · roller: {name}',
    roll: '· Roll:',
    stop: 'STOP',
    late: {
      select: 'who',
      you: 'You were too late and give {n}',
      other: '{name} was too late and gives {n}',
    },
    taken: '{name}: {n} · ',
    plate: { count: 'n', one: '{n} die taken', other: '{n} dice taken' },
    rollLabel: 'Roll the turquoise die',
    rollButton: 'Roll',
    stopLabel: 'Call STOP',
  },
  {
    rules:
      'De gooier gooit de turkooise steen; dan grijpt iedereen tegelijk elke vrije steen waarvan het vlak naar de eigen kant dat getal toont. Alleen de gooier mag STOP roepen; wie na STOP nog pakt is te laat: de steen gaat terug en hij geeft elke andere speler een steen (één keer per ronde: daarna wacht hij op de worp). Is alleen de onderste laag nog over, dan wint wie de meeste stenen heeft.',
    take: 'Pak de {colour} steen {cell}',
    round: 'Ronde {round} · gooier: {name}',
    roll: '· Worp:',
    stop: 'STOP',
    late: { select: 'who', you: 'Jij was te laat en geeft {n}', other: '{name} was te laat en geeft {n}' },
    taken: '{name}: {n} · ',
    plate: { count: 'n', one: '{n} steen genomen', other: '{n} stenen genomen' },
    rollLabel: 'Gooi de turkooise steen',
    rollButton: 'Gooien',
    stopLabel: 'Roep STOP',
  },
);
