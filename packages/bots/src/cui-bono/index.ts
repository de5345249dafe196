/**
 * Cui bono?'s bots: the levels and the named tournament bots (`heuristic`, `mcts`, `ismcts`). The game hides
 * nothing, so plain MCTS on the true state is fair play.
 *
 * - `easy`: the heuristic with half its moves random.
 * - `normal`: the heuristic: weighs its own cost against what the next player must pay.
 * - `strong`: MCTS with random playouts.
 *
 * @example
 * ```ts
 * import { cuiBonoRoster } from '@tafel/bots/cui-bono';
 * const bot = cuiBonoRoster.strong!.make({ ms: 500 });
 * ```
 *
 * @module
 */
import { ismcts, mcts } from '@tafel/ai';
import type { Bot } from '@tafel/core';
import { cuiBonoBot } from '@tafel/core/das-spiel/cui-bono';
import { blundering } from '../roster/blunders.js';
import { budget, type Roster, randomSpec } from '../roster/index.js';

/** The share of random moves of `easy`. */
export const EASY_BLUNDERS = 0.5;
/** Iterations a move of `strong`. */
export const STRONG_ITERATIONS = 1000;

const heuristic = cuiBonoBot as Bot;

/** Cui bono?'s bots by name. */
export const cuiBonoRoster: Roster = {
  easy: {
    description: `the heuristic with ${100 * EASY_BLUNDERS}% of its moves random`,
    make: () => blundering(heuristic, EASY_BLUNDERS, 'easy'),
  },
  normal: {
    description: 'the heuristic: weighs its own cost against what the next player must pay',
    make: () => ({ ...heuristic, name: 'normal' }),
  },
  strong: {
    description: `MCTS, random playouts (${STRONG_ITERATIONS} iterations a move)`,
    make: (settings) => mcts({ name: 'strong', ...budget(settings, STRONG_ITERATIONS) }),
  },
  random: randomSpec,
  heuristic: {
    description: 'weighs its own cost against what the next player must pay',
    make: () => heuristic,
  },
  mcts: {
    description: 'MCTS (budget: iterations, default 400)',
    make: (settings) => mcts(budget(settings, 400)),
  },
  ismcts: {
    description: 'ISMCTS with random playouts (budget: iterations, default 400)',
    make: (settings) => ismcts(budget(settings, 400)),
  },
};
