/**
 * The Eintrichtern bot: a memory of announced sums. It reads only its own view (which holds the announcements,
 * never a yellow face) and remembers either every announcement (`memory: 'perfect'`) or only the last `n`.
 *
 * - Choosing: take over the failed total when it remembers a covered funnel of that sum, else roll.
 * - Lifting: a remembered covered funnel of the total if there is one; else a funnel it remembers nothing of
 *   (a gamble, which also tells everyone its sum); else (all remembered, none fits) any covered funnel.
 *
 * @module
 */
import type { Bot } from '../../contract/index.js';
import type { Rng } from '../../random/index.js';
import { FIRST } from './funnels.js';
import type { EintrichternMove, EintrichternState, EintrichternView } from './types.js';
import { view as viewOf } from './view.js';

/** How much a bot remembers: every announced sum, or only the last `n` announcements. */
export type Memory = 'perfect' | number;

export interface EintrichternBotOptions {
  memory?: Memory;
  name?: string;
}

/** The covered funnels whose sum the bot remembers, cell → sum. */
export function remembered(v: EintrichternView, memory: Memory): Map<number, number> {
  const heard =
    memory === 'perfect'
      ? v.announcements
      : v.announcements.slice(Math.max(0, v.announcements.length - memory));
  const out = new Map<number, number>();
  for (const a of heard) if (v.covered[a.cell - FIRST]) out.set(a.cell, a.sum);
  return out;
}

/** Chooses a move from a view with the given memory. */
export function eintrichternMove(
  v: EintrichternView,
  legal: readonly EintrichternMove[],
  rng: Rng,
  memory: Memory = 'perfect',
): EintrichternMove {
  const known = remembered(v, memory);
  if (v.phase === 'choose') {
    const fits = [...known.values()].includes(v.failed!);
    return fits ? { type: 'take-over' } : { type: 'roll' };
  }
  const lifts = legal.filter((m): m is Extract<EintrichternMove, { type: 'lift' }> => m.type === 'lift');
  const sure = lifts.filter((m) => known.get(m.cell) === v.total);
  if (sure.length > 0) return sure[0]!;
  const unknown = lifts.filter((m) => !known.has(m.cell));
  return rng.pick(unknown.length > 0 ? unknown : lifts);
}

/**
 * A bot with a memory of announced sums.
 *
 * @example
 * ```ts
 * const perfect = eintrichternBot();
 * const forgetful = eintrichternBot({ memory: 6 }); // remembers the last six announcements
 * ```
 */
export function eintrichternBot(
  options: EintrichternBotOptions = {},
): Bot<EintrichternState, EintrichternMove> {
  const memory = options.memory ?? 'perfect';
  return {
    name: options.name ?? (memory === 'perfect' ? 'memory' : `memory-${memory}`),
    choose({ state, seat, legal, rng }) {
      return eintrichternMove(viewOf(state, seat), legal, rng, memory);
    },
  };
}

/** The bot with a perfect memory. */
export const eintrichternMemoryBot: Bot<EintrichternState, EintrichternMove> = eintrichternBot();
