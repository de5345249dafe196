/**
 * Who a request to a hosted match is, by its `Authorization` header: a seat (by the seat's token), the host (by
 * the host's token), or a spectator (no token). A token of nobody at the table is refused (401 `invalid-token`),
 * never taken for a spectator; a route that needs a seat or the host says so (401 `token-required`, 403
 * `not-host`). Tokens are compared with their stored SHA-256 only.
 *
 * @module
 */
import type { Seat } from '@tafel/core';
import { bearer, tokenMatches } from '../auth/index.js';
import { apiError } from '../errors/index.js';
import type { StoredMatch } from '../store/index.js';

/** Who a request is: a seat (by its token), the host (by his), or a spectator (no token). */
export interface Caller {
  seat: Seat | null;
  host: boolean;
}

/**
 * Who the caller is: a seat by its token, the host by his, a spectator without one (401 for another token).
 *
 * @example
 * ```ts
 * callerOf(stored, 'Bearer ' + token); // { seat: 1, host: false }
 * callerOf(stored, undefined); // { seat: null, host: false }: a spectator
 * ```
 */
export function callerOf(stored: StoredMatch, authorization: string | undefined): Caller {
  const token = bearer(authorization);
  if (token === null) {
    if (authorization) throw apiError('invalid-token');
    return { seat: null, host: false };
  }
  const seat = stored.seats.findIndex((s) => s.hash !== undefined && tokenMatches(token, s.hash));
  if (seat >= 0) return { seat, host: tokenMatches(token, stored.host) };
  if (tokenMatches(token, stored.host)) return { seat: null, host: true };
  throw apiError('invalid-token');
}

/** The caller's seat, which it must have (401 `token-required` without a token, `invalid-token` without a seat). */
export function seatOf(stored: StoredMatch, authorization: string | undefined): Seat {
  if (bearer(authorization) === null) throw apiError('token-required');
  const { seat } = callerOf(stored, authorization);
  if (seat === null) throw apiError('invalid-token');
  return seat;
}

/** 401/403 unless the caller is the host. */
export function hostOnly(stored: StoredMatch, authorization: string | undefined): void {
  const token = bearer(authorization);
  if (token === null) throw apiError('token-required');
  if (!tokenMatches(token, stored.host)) throw apiError('not-host');
}
