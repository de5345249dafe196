/**
 * "Play again": the same people at a new table, each one seat further on (who deals or starts moves round), the
 * same options (never a stacked deck) and bots, a fresh fair deal. The first to ask makes it and the finished
 * match names it (`next`); each person then asks with their own token and is given their seat's token there, the
 * seat having been kept for them by the hash of their rejoin code; the host may begin it early (bots fill the
 * seats not taken). The next match may live elsewhere (a Durable Object of its own: `Elsewhere`).
 *
 * @module
 */
import { gameOf, games, type Seat } from '@tafel/core';
import type { Seated } from '@tafel/core/match';
import { newMatchId, newToken } from '../auth/index.js';
import { apiError } from '../errors/index.js';
import type { SeatEntry, StoredMatch } from '../store/index.js';
import { callerOf } from './callers.js';
import { checkAllBotCap } from './caps.js';
import { dealt, unstacked } from './deal.js';
import type { Hall } from './hall.js';
import { relist } from './lobby.js';
import { seatPerson } from './seating.js';
import { openSeats } from './views.js';

/**
 * What a rematch keeps a person's seat by: the hash of their seat's rejoin code, which stays the same when the
 * person takes a new token with it (the token's own hash, for a seat without one).
 */
export const keeper = (s: Extract<SeatEntry, { kind: 'human' }>): string => s.rejoin ?? s.hash;

/**
 * The seats of the next table: each one seat further on (the last to the first), a person's seat kept open for
 * them (by {@link keeper}, with their name and person), a bot's the same bot, an open seat open.
 *
 * @example
 * ```ts
 * rematchSeats([anna, { kind: 'bot', level: 'easy' }]); // [bot easy, open seat kept for Anna]
 * ```
 */
export function rematchSeats(seats: readonly SeatEntry[]): SeatEntry[] {
  const n = seats.length;
  return Array.from({ length: n }, (_, to): SeatEntry => {
    const from = seats[(to - 1 + n) % n]!;
    if (from.kind === 'bot') return from;
    if (from.kind === 'human')
      return {
        kind: 'open',
        reserved: keeper(from),
        ...(from.name ? { name: from.name } : {}),
        ...(from.person ? { person: from.person } : {}),
      };
    return { kind: 'open' };
  });
}

/**
 * "Play again" for the caller of finished match `id`: makes the next match if nobody did yet, and gives the
 * caller their seat there (its token and rejoin code); a spectator host gets the new match's id only.
 */
export function rematch(
  hall: Hall,
  id: string,
  authorization: string | undefined,
): Promise<{ id: string; seat?: Seat; token?: string; rejoin?: string }> {
  return hall.queued(id, async () => {
    const stored = await hall.stored(id);
    const caller = callerOf(stored, authorization);
    if (caller.seat === null && !caller.host) throw apiError('token-required');
    if (!stored.over) throw apiError('match-not-over');
    let next = stored.table.next;
    if (!next) {
      // Another all-bot match is another all-bot match, however it is made.
      if (stored.allBots) await checkAllBotCap(hall, stored.creator);
      next = newMatchId();
      await createNext(hall, stored, next, rematchSeats(stored.seats));
      const table = { ...stored.table, next };
      await hall.store.setTable(id, table);
      // Whoever still has the table open sees where "play again" went.
      void hall.loaded(id)?.then((l) => {
        l.stored = { ...l.stored, table };
        hall.tellSeats(l);
      });
    }
    if (caller.seat === null) return { id: next };
    const mine = stored.seats[caller.seat];
    if (mine?.kind !== 'human') throw apiError('seat-taken');
    return { id: next, ...(await hall.elsewhere.claim(next, keeper(mine))) };
  });
}

/** Makes the next match of a rematch: `seats` already turned one seat on. */
async function createNext(hall: Hall, before: StoredMatch, id: string, seats: SeatEntry[]): Promise<void> {
  const game = gameOf(games, before.header.game);
  // A fresh, fair deal: never the seed or the stacked deck the table before was made with.
  const { header, state, bots } = await dealt(
    game,
    seats,
    before.table.level,
    unstacked(before.header.options as Record<string, unknown>),
    newToken().token,
    true,
  );
  const now = hall.clock.now();
  const { next: _next, ...table } = before.table;
  await hall.elsewhere.create({
    ...before,
    id,
    header,
    seats,
    state,
    version: 0,
    over: false,
    seedChosen: false,
    created: now,
    touched: now,
    bots,
    started: openSeats(seats) === 0,
    table,
  });
}

/** Stores a match made whole elsewhere (the next match of "play again") and lets it begin if it may. */
export async function insert(hall: Hall, match: StoredMatch): Promise<void> {
  await hall.store.create(match);
  await hall.match(match.id);
  relist(hall, match);
}

/** Takes the seat of match `id` kept for the person whose old token hashes to `hash`. */
export function claim(hall: Hall, id: string, hash: string): Promise<Seated> {
  return hall.queued(id, async () => {
    const live = await hall.match(id);
    const seat = live.stored.seats.findIndex((s) => s.kind === 'open' && s.reserved === hash);
    if (seat < 0) throw apiError('seat-taken');
    const { name, person } = live.stored.seats[seat] as { name?: string; person?: string };
    return seatPerson(hall, live, seat, name, person);
  });
}
