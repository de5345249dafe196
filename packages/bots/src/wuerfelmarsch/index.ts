/**
 * Würfelmarsch's bots: the levels and the named tournament bots (`heuristic`, `mcts`, `ismcts`).
 *
 * The heuristic (a two-ply search of its own) is the best bot measured here, so `strong` is the heuristic and
 * the lower levels play a share of random moves.
 *
 * @example
 * ```ts
 * import { wuerfelmarschRoster } from '@tafel/bots/wuerfelmarsch';
 * const bot = wuerfelmarschRoster.normal!.make({});
 * ```
 *
 * @module
 */
import { ismcts, mcts, type RolloutPolicy } from '@tafel/ai';
import type { Bot } from '@tafel/core';
import { wuerfelmarschBot, wuerfelmarschRollout } from '@tafel/core/das-spiel/wuerfelmarsch';
import { blundering } from '../roster/blunders.js';
import { budget, type Roster, randomSpec } from '../roster/index.js';

/** The share of random moves of `easy` and `normal`. */
export const BLUNDERS = Object.freeze({ easy: 0.6, normal: 0.2 });

const heuristic = wuerfelmarschBot as Bot;

/** Würfelmarsch's bots by name. */
export const wuerfelmarschRoster: Roster = {
  easy: {
    description: `the heuristic with ${100 * BLUNDERS.easy}% of its moves random`,
    make: () => blundering(heuristic, BLUNDERS.easy, 'easy'),
  },
  normal: {
    description: `the heuristic with ${100 * BLUNDERS.normal}% of its moves random`,
    make: () => blundering(heuristic, BLUNDERS.normal, 'normal'),
  },
  strong: {
    description: 'the heuristic: two-ply search over captures, ties and the race',
    make: () => ({ ...heuristic, name: 'strong' }),
  },
  random: randomSpec,
  heuristic: {
    description: 'two-ply search over captures, ties and the race',
    make: () => heuristic,
  },
  mcts: {
    description: "MCTS with the game's playout policy (budget: iterations, default 400)",
    make: (settings) => mcts({ ...budget(settings, 400), rollout: wuerfelmarschRollout as RolloutPolicy }),
  },
  ismcts: {
    description: 'ISMCTS with random playouts (budget: iterations, default 400)',
    make: (settings) => ismcts(budget(settings, 400)),
  },
};
