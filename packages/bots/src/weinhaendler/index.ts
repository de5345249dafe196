/**
 * Die Weinhändler's bots: the levels and the named tournament bots (`heuristic`, `ismcts`), and the search
 * tuning that fits the game to `@tafel/ai` ({@link searchGame}, {@link marginReward}).
 *
 * Search does not beat the heuristic here yet (its playouts of the wide bidding space are too noisy at a
 * budget of about a second a move), so `strong` is the heuristic, and the lower levels are the heuristic with a
 * share of random moves.
 *
 * @example
 * ```ts
 * import { weinhaendlerRoster } from '@tafel/bots/weinhaendler';
 * const bot = weinhaendlerRoster.normal!.make({});
 * ```
 *
 * @module
 */
import { ismcts } from '@tafel/ai';
import type { Bot } from '@tafel/core';
import { heuristicRollout, weinhaendler, weinhaendlerBot } from '@tafel/core/weinhaendler';
import { blundering } from '../roster/blunders.js';
import { type BotSettings, budget, type Roster, randomSpec } from '../roster/index.js';
import { marginReward, searchGame } from './search.js';

/** The share of random moves of `easy` and `normal`. */
export const BLUNDERS = Object.freeze({ easy: 0.5, normal: 0.15 });

/**
 * ISMCTS for Die Weinhändler: heuristic playouts, a reward for the score margin as well as the win, and a search
 * narrowed to the heuristic's best `width` moves per turn (the raw move space is wide and mostly poor).
 */
function weinhaendlerIsmcts(settings: BotSettings, width = 3): Bot {
  const search = ismcts({
    ...budget(settings, 30),
    rollout: heuristicRollout,
    name: 'ismcts',
    reward: marginReward,
  });
  const narrow = searchGame(weinhaendler, width);
  return {
    name: 'ismcts',
    choose: (input) =>
      search.choose({ ...input, game: narrow, legal: narrow.legalMoves(input.state as never, input.seat) }),
  };
}

/** Die Weinhändler's bots by name. */
export const weinhaendlerRoster: Roster = {
  easy: {
    description: `the heuristic with ${100 * BLUNDERS.easy}% of its moves random`,
    make: () => blundering(weinhaendlerBot as Bot, BLUNDERS.easy, 'easy'),
  },
  normal: {
    description: `the heuristic with ${100 * BLUNDERS.normal}% of its moves random`,
    make: () => blundering(weinhaendlerBot as Bot, BLUNDERS.normal, 'normal'),
  },
  strong: {
    description: 'the heuristic (search does not beat it here yet)',
    make: () => ({ ...(weinhaendlerBot as Bot), name: 'strong' }),
  },
  random: randomSpec,
  heuristic: {
    description:
      'bids what the swap would bring it, underbids for a wanted bid, places for points and open trios',
    make: () => weinhaendlerBot as Bot,
  },
  ismcts: {
    description:
      "ISMCTS over the heuristic's best 3 moves, heuristic playouts (budget: iterations, default 30)",
    make: (settings) => weinhaendlerIsmcts(settings),
  },
};

export { MARGIN_SCALE, marginReward, prunedMoves, searchGame } from './search.js';
