/**
 * The random bot: a uniformly random legal move. The baseline every other bot must beat.
 *
 * @module
 */
import type { Bot } from '@tafel/core';

/**
 * Picks a legal move uniformly at random from its `rng`.
 *
 * @example
 * ```ts
 * const move = randomBot.choose({ game, state, seat: 0, legal: game.legalMoves(state, 0), rng });
 * ```
 */
export const randomBot: Bot = {
  name: 'random',
  choose({ legal, rng }) {
    return rng.pick(legal);
  },
};
