/**
 * Abquetschen's bots: the levels and the named tournament bots (`heuristic`, `ismcts`).
 *
 * Search does not beat the heuristic here (ISMCTS at 100 iterations: no clear difference), so `strong` is the
 * heuristic and the lower levels play a share of random moves.
 *
 * @example
 * ```ts
 * import { abquetschenRoster } from '@tafel/bots/abquetschen';
 * const bot = abquetschenRoster.easy!.make({});
 * ```
 *
 * @module
 */
import { ismcts } from '@tafel/ai';
import type { Bot } from '@tafel/core';
import { abquetschenBot } from '@tafel/core/das-spiel';
import { blundering } from '../roster/blunders.js';
import { budget, type Roster, randomSpec } from '../roster/index.js';

/** The share of random moves of `easy` and `normal`. */
export const BLUNDERS = Object.freeze({ easy: 1, normal: 0.5 });

const heuristic = abquetschenBot as Bot;

/** Abquetschen's bots by name. */
export const abquetschenRoster: Roster = {
  easy: {
    description: 'random builds',
    make: () => blundering(heuristic, BLUNDERS.easy, 'easy'),
  },
  normal: {
    description: `the heuristic with ${100 * BLUNDERS.normal}% of its moves random`,
    make: () => blundering(heuristic, BLUNDERS.normal, 'normal'),
  },
  strong: {
    description: 'the heuristic (search does not beat it here)',
    make: () => ({ ...heuristic, name: 'strong' }),
  },
  random: randomSpec,
  heuristic: {
    description: 'keeps its own dice reachable and buries the others',
    make: () => heuristic,
  },
  ismcts: {
    description: 'ISMCTS with random playouts (budget: iterations, default 400)',
    make: (settings) => ismcts(budget(settings, 400)),
  },
};
