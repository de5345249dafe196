/**
 * Wiezen's bots: the levels and the named tournament bots (`heuristic`, `ismcts`), and the search tuning that
 * fits Wiezen to `@tafel/ai` ({@link WIEZEN_SEARCH}).
 *
 * - `easy`: the heuristic, but a share of its cards are played at random (its bids stay sound, so it does
 *   not throw away whole deals on a wild abondance).
 * - `normal`: the heuristic: bids and plays like a sound club player.
 * - `strong`: ISMCTS over drawn hands with heuristic playouts (duplicate: significantly above the heuristic).
 *
 * @example
 * ```ts
 * import { wiezenRoster } from '@tafel/bots/wiezen';
 * const bot = wiezenRoster.strong!.make({ iterations: 300 });
 * ```
 *
 * @module
 */
import { ismcts } from '@tafel/ai';
import type { Bot } from '@tafel/core';
import { type WiezenState, wiezenBot } from '@tafel/core/wiezen';
import { blundering } from '../roster/blunders.js';
import { type BotSettings, budget, type Roster, randomSpec } from '../roster/index.js';
import { WIEZEN_SEARCH } from './search.js';

/** The share of `easy`'s cards played at random. */
export const EASY_BLUNDERS = 0.5;

const searching = (settings: BotSettings, name: string): Bot =>
  ismcts({ ...WIEZEN_SEARCH, name, ...budget(settings, WIEZEN_SEARCH.iterations) });

/** Wiezen's bots by name. */
export const wiezenRoster: Roster = {
  easy: {
    description: `sound bids, but ${100 * EASY_BLUNDERS}% of its cards played at random`,
    make: () =>
      blundering(wiezenBot, EASY_BLUNDERS, 'easy', (state: WiezenState) => state.phase === 'play') as Bot,
  },
  normal: {
    description: 'the heuristic: bids and plays like a sound club player',
    make: () => ({ ...(wiezenBot as Bot), name: 'normal' }),
  },
  strong: {
    description: `ISMCTS over drawn hands, heuristic playouts (${WIEZEN_SEARCH.iterations} playouts a move)`,
    make: (settings) => searching(settings, 'strong'),
  },
  random: randomSpec,
  heuristic: {
    description: 'bids and plays like a sound club player: counts trumps, sees made and lost contracts',
    make: () => wiezenBot as Bot,
  },
  ismcts: {
    description: `ISMCTS over determinized deals, heuristic playouts (budget: iterations, default ${WIEZEN_SEARCH.iterations})`,
    make: (settings) => searching(settings, 'ismcts'),
  },
};

export { dealCutoff, dealReward, REWARD_SCALE, rootCandidates, WIEZEN_SEARCH } from './search.js';
