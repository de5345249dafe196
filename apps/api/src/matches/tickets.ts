/**
 * Stream tickets: a short-lived, single-use word that stands for a caller's token in a match's events URL
 * (`?ticket=`), for browsers' `EventSource`, which cannot send an `Authorization` header. Kept in memory (a
 * ticket is used within a minute of being asked for, by the same process).
 *
 * @module
 */
import type { Seat } from '@tafel/core';
import type { Clock } from '@tafel/core/match';
import { newToken } from '../auth/index.js';
import { apiError } from '../errors/index.js';

/**
 * The stream tickets of one process.
 *
 * @example
 * ```ts
 * const { ticket } = tickets.issue('m1', 0);
 * tickets.redeem(ticket, 'm1'); // 0; a second time: 401 invalid-ticket
 * ```
 */
export class Tickets {
  readonly #clock: Clock;
  readonly #ms: number;
  readonly #tickets = new Map<string, { id: string; seat: Seat | null; until: number }>();

  /** Tickets of `clock`'s time, valid for `ms`. */
  constructor(clock: Clock, ms: number) {
    this.#clock = clock;
    this.#ms = ms;
  }

  /** A new ticket for `seat` (`null`: a spectator) of match `id`, and when it expires; expired ones are dropped. */
  issue(id: string, seat: Seat | null): { ticket: string; expires: number } {
    const now = this.#clock.now();
    for (const [t, entry] of this.#tickets) if (entry.until <= now) this.#tickets.delete(t);
    const { token } = newToken();
    const until = now + this.#ms;
    this.#tickets.set(token, { id, seat, until });
    return { ticket: token, expires: until };
  }

  /** The seat a ticket stands for, used up; 401 `invalid-ticket` for an unknown, used, expired or other match's. */
  redeem(ticket: string, id: string): Seat | null {
    const entry = this.#tickets.get(ticket);
    this.#tickets.delete(ticket);
    if (!entry || entry.id !== id || entry.until <= this.#clock.now()) throw apiError('invalid-ticket');
    return entry.seat;
  }
}
