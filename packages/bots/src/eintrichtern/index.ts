/**
 * Eintrichtern's bots: the levels are memories a person understands, and the named tournament bots
 * (`heuristic`, `forgetful`, `ismcts`).
 *
 * - `easy`: remembers only the last two announced sums.
 * - `normal`: remembers the last six (the `forgetful` bot).
 * - `strong`: remembers every announcement (the `heuristic`).
 *
 * @example
 * ```ts
 * import { eintrichternRoster } from '@tafel/bots/eintrichtern';
 * const bot = eintrichternRoster.easy!.make({});
 * ```
 *
 * @module
 */
import { ismcts } from '@tafel/ai';
import type { Bot } from '@tafel/core';
import { eintrichternBot } from '@tafel/core/das-spiel/eintrichtern';
import { budget, type Roster, randomSpec } from '../roster/index.js';

/** How many of the latest announcements `easy` and `normal` remember. */
export const MEMORY = Object.freeze({ easy: 2, normal: 6 });

/** Eintrichtern's bots by name. */
export const eintrichternRoster: Roster = {
  easy: {
    description: `remembers only the last ${MEMORY.easy} announced sums`,
    make: () => eintrichternBot({ memory: MEMORY.easy, name: 'easy' }) as Bot,
  },
  normal: {
    description: `remembers the last ${MEMORY.normal} announced sums`,
    make: () => eintrichternBot({ memory: MEMORY.normal, name: 'normal' }) as Bot,
  },
  strong: {
    description: 'remembers every announced sum',
    make: () => eintrichternBot({ name: 'strong' }) as Bot,
  },
  random: randomSpec,
  heuristic: {
    description: 'remembers every announced sum',
    make: () => eintrichternBot({ name: 'heuristic' }) as Bot,
  },
  forgetful: {
    description: 'remembers only the last six announcements',
    make: () => eintrichternBot({ memory: 6, name: 'forgetful' }) as Bot,
  },
  ismcts: {
    description: 'ISMCTS with random playouts (budget: iterations, default 400)',
    make: (settings) => ismcts(budget(settings, 400)),
  },
};
