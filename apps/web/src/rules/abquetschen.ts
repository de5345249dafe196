/**
 * Abquetschen's short rules (the full rules: `docs/rules/abquetschen.md`), in English and Dutch.
 *
 * @module
 */
import { defineRules } from './short-rules.js';

/** Abquetschen in short: build exactly the roll, squeeze the others. */
export const abquetschenRules = defineRules(
  {
    goal: '2 or 3 players, 55 dice each in one colour: build next to your own dice and squeeze the others’ dice inside the pyramid.',
    turn: [
      'The turquoise die is rolled for you (1 to 6): build exactly that many of your dice, or pass when nothing can be built.',
      'The new dice hang together face to face, at least one touches a die of yours from an earlier turn, and each goes into a hollow of the base plate or onto three dice.',
    ],
    scoring: ['Bonus: 4, 5 or 6 new dice in one row earn 1, 2 or 3 bonus dice, built at once beside them.'],
    end: 'The game ends when all of a player’s dice have vanished inside the pyramid (fewest dice left in stock wins), or when someone rolls more than he has left (he wins).',
  },
  {
    goal: '2 of 3 spelers, elk 55 dobbelstenen van één kleur: bouw naast je eigen stenen en knijp die van de anderen in de piramide weg.',
    turn: [
      'De turkooizen dobbelsteen wordt voor je gegooid (1 tot 6): bouw precies zoveel van je stenen in, of pas als er niets in te bouwen is.',
      'De nieuwe stenen hangen met een zijde aan elkaar, minstens één raakt een eigen steen van een eerdere beurt, en elk komt in een kuiltje van de grondplaat of op drie stenen.',
    ],
    scoring: [
      'Bonus: 4, 5 of 6 nieuwe stenen op één rij leveren 1, 2 of 3 bonusstenen op, meteen ernaast gebouwd.',
    ],
    end: 'Het spel eindigt als alle stenen van een speler in de piramide verdwenen zijn (wie de minste stenen over heeft, wint), of als iemand meer gooit dan hij nog heeft (hij wint).',
  },
  { build: ['turn', 1] },
);
