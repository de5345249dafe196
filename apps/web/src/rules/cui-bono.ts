/**
 * Cui bono?'s short rules (the full rules: `docs/rules/cui-bono.md`), in English and Dutch.
 *
 * @module
 */
import { defineRules } from './short-rules.js';

/** Cui bono? in short: pull from the bottom, put back or keep. */
export const cuiBonoRules = defineRules(
  {
    goal: 'Pull dice from the bottom of the full pyramid and keep as few minus points as you can.',
    turn: [
      'Pull a die of the bottom layer with at least two free faces; when one die rests on it, the row above slides down into the gap.',
      'Then you may put it back into a funnel above the bottom layer whose three dice are all of different colours, or all of one colour other than your die’s (and not closing an edge of one colour). Otherwise you keep it.',
    ],
    scoring: ['Each die kept costs minus points by colour: red 3, yellow 2, pearl 1.'],
    end: 'The game ends when a player must take his 10th die (2 to 4 players) or his 7th (5 or 6 players). Fewest minus points wins; on a tie, fewer dice.',
  },
  {
    goal: 'Trek stenen uit de onderkant van de volle piramide en houd zo weinig mogelijk minpunten.',
    turn: [
      'Trek een steen uit de onderste laag met minstens twee vrije vlakken; rust er één steen op, dan zakt de rij erboven in het gat.',
      'Daarna mag je hem terugzetten in een trechter boven de onderste laag waarvan de drie stenen alle drie een andere kleur hebben, of alle drie één kleur die niet die van je steen is (en die geen ribbe van één kleur sluit). Anders houd je hem.',
    ],
    scoring: ['Elke gehouden steen kost minpunten naar kleur: rood 3, geel 2, parelmoer 1.'],
    end: 'Het spel eindigt als een speler zijn 10e steen moet nemen (2 tot 4 spelers) of zijn 7e (5 of 6 spelers). De minste minpunten winnen; bij gelijkspel de minste stenen.',
  },
  { pull: ['turn', 0], return: ['turn', 1], keep: ['turn', 1] },
);
