/**
 * The page's clock for the match engine: monotonic time (`performance.now`, which a change of the computer's
 * clock does not move, unlike `Date.now`) and the page's own timers.
 *
 * @module
 */
import type { Clock } from '@tafel/core/match';

/**
 * The page's clock.
 *
 * @example
 * ```ts
 * MatchEngine.create({ game, seats, bots, clock: pageClock }, { seed });
 * ```
 */
export const pageClock: Clock = {
  now: () => performance.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};
