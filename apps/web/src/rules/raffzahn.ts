/**
 * Raffzahn's short rules (the full rules: `docs/rules/raffzahn.md`), in English and Dutch.
 *
 * @module
 */
import { defineRules } from './short-rules.js';

/** Raffzahn in short: a race to grab free dice showing the roll. */
export const raffzahnRules = defineRules(
  {
    goal: 'A race for 2 or 3 players, one per side of the full pyramid (its apex removed): grab the most dice.',
    turn: [
      'The roller rolls the turquoise die; then everybody grabs at once any free die whose face towards their own side shows that number.',
      'Only the roller may call STOP. A take after STOP is late: the die goes back and the late taker gives each other player one of his dice (once a round; then he waits for the next roll).',
      'Then the next player to the left rolls.',
    ],
    scoring: ['Every die you took counts one; a late take costs one die for each other player.'],
    end: 'When the roller calls STOP and only the bottom layer is left, most dice wins; a tie shares the win.',
  },
  {
    goal: 'Een race voor 2 of 3 spelers, één per zijde van de volle piramide (zonder top): pak de meeste stenen.',
    turn: [
      'De gooier gooit de turkooizen steen; dan grijpt iedereen tegelijk elke vrije steen waarvan het vlak naar de eigen kant dat getal toont.',
      'Alleen de gooier mag STOP roepen. Wie na STOP nog pakt, is te laat: de steen gaat terug en hij geeft elke andere speler een van zijn stenen (één keer per ronde; daarna wacht hij op de volgende worp).',
      'Dan gooit de volgende speler links.',
    ],
    scoring: ['Elke steen die je pakte telt één; te laat pakken kost een steen voor elke andere speler.'],
    end: 'Als de gooier STOP roept en alleen de onderste laag nog over is, wint wie de meeste stenen heeft; bij gelijkspel delen ze de winst.',
  },
  { roll: ['turn', 0], take: ['turn', 0], stop: ['turn', 1] },
);
