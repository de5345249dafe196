/**
 * Weaker players made from a good one: with a given share of its moves the bot plays a uniformly random legal
 * move instead. That is how the `easy` and `normal` levels are made from a game's heuristic; the shares are
 * calibrated with `tafel simulate` so that each level beats the one below it significantly.
 *
 * @module
 */
import type { Bot } from '@tafel/core';

/**
 * The bot `bot`, but a `share` of its moves (drawn from the move's `rng`, so still deterministic) are random.
 * `when` limits the blunders to some moves (e.g. Wiezen's card play, not its bids); by default any move.
 *
 * @example
 * ```ts
 * const easy = blundering(wiezenBot, 0.5, 'easy');
 * ```
 */
export function blundering<S, M>(
  bot: Bot<S, M>,
  share: number,
  name: string,
  when: (state: S, seat: number) => boolean = () => true,
): Bot<S, M> {
  return {
    name,
    choose(input) {
      if (input.legal.length > 1 && when(input.state, input.seat) && input.rng.float() < share)
        return input.rng.pick(input.legal);
      return bot.choose(input);
    },
  };
}
