/**
 * Who sits at a table, in one vocabulary for every front end: a person (at this screen, or elsewhere with a
 * token), an open seat someone may take, or a bot by level (`easy`, `normal`, `strong`) or by name. A match
 * record keeps the seats as `{ name }` or `{ bot }`.
 *
 * @module
 */
import type { SeatRecord } from '../record/index.js';

/** One seat of a table. */
export type SeatSpec =
  | { readonly kind: 'human'; readonly name?: string }
  | { readonly kind: 'open' }
  | { readonly kind: 'bot'; readonly bot: string };

/** The bot level a seat gets when it names none. */
export const DEFAULT_LEVEL = 'normal';

/**
 * A seat as a match record keeps it.
 *
 * @example
 * ```ts
 * seatRecordOf({ kind: 'bot', bot: 'strong' }); // { bot: 'strong' }
 * ```
 */
export function seatRecordOf(seat: SeatSpec): SeatRecord {
  if (seat.kind === 'bot') return { bot: seat.bot };
  return seat.kind === 'human' && seat.name !== undefined ? { name: seat.name } : {};
}

/** Whether a seat is a bot's (its moves come from the match's bot runner). */
export const isBot = (seat: SeatSpec | undefined): seat is { kind: 'bot'; bot: string } =>
  seat?.kind === 'bot';
