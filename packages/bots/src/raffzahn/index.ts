/**
 * Raffzahn's bots. The game is a race, so a level is a reaction time as well as a way of choosing:
 *
 * - `easy`: 1,000 ± 300 ms a claim, and any legal claim (late takes too): a person can beat it.
 * - `normal`: 600 ± 200 ms, taking the dice that free most for itself.
 * - `strong`: 400 ± 100 ms, claiming like `normal`.
 *
 * The named bots (`heuristic`, `random`) claim in 600 ± 200 ms.
 *
 * @example
 * ```ts
 * import { raffzahnRoster } from '@tafel/bots/raffzahn';
 * const bot = raffzahnRoster.easy!.make({});
 * ```
 *
 * @module
 */
import type { Bot } from '@tafel/core';
import type { RaffzahnRacer } from '@tafel/core/das-spiel/raffzahn';
import { raffzahnBot, raffzahnRandom } from '@tafel/core/das-spiel/raffzahn';
import type { Roster } from '../roster/index.js';

/** Reaction times (ms, uniform in mean ± spread) of the levels. */
export const REACTION = Object.freeze({
  easy: { reactionMs: 1000, spreadMs: 300 },
  normal: { reactionMs: 600, spreadMs: 200 },
  strong: { reactionMs: 400, spreadMs: 100 },
});

/** A racer as a contract bot (it reacts through core's real-time scheduler). */
const asBot = (racer: RaffzahnRacer): Bot => racer as Bot;

/** Raffzahn's bots by name. */
export const raffzahnRoster: Roster = {
  easy: {
    description: '1,000 ± 300 ms a claim, any legal claim',
    make: () => asBot(raffzahnRandom({ ...REACTION.easy, name: 'easy' })),
  },
  normal: {
    description: '600 ± 200 ms a claim, takes the dice that free most for itself',
    make: () => asBot(raffzahnBot({ ...REACTION.normal, name: 'normal' })),
  },
  strong: {
    description: '400 ± 100 ms a claim, takes the dice that free most for itself',
    make: () => asBot(raffzahnBot({ ...REACTION.strong, name: 'strong' })),
  },
  heuristic: {
    description: 'takes the dice that free most for itself, 600 ± 200 ms per claim',
    make: () => asBot(raffzahnBot()),
  },
  random: { description: 'any legal claim, 600 ± 200 ms', make: () => asBot(raffzahnRandom()) },
};
