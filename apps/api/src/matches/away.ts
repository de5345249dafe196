/**
 * A person away from a hosted table, and back: a person who leaves, or is gone (no stream, no request) longer than
 * the table's grace, has their seat played by a bot of the table's level until they are back — by any request or
 * stream of the seat, or by the seat's rejoin code, which gives the seat a new token on another device (the old
 * one stops working). A seat whose turn clock ran out is the person's again only once the bot has moved for it,
 * or at once with a move of their own (see `clock.ts`).
 *
 * @module
 */
import type { Seat } from '@tafel/core';
import type { HostedView as MatchView } from '@tafel/core/match';
import { newToken, tokenMatches } from '../auth/index.js';
import { apiError } from '../errors/index.js';
import type { SeatEntry } from '../store/index.js';
import { seatOf } from './callers.js';
import { attended } from './caps.js';
import type { Hall, Live } from './hall.js';
import { setSeats } from './seating.js';

/** A person leaves the table: a bot of the table's level plays the seat until the person comes back. */
export function leave(hall: Hall, id: string, authorization: string | undefined): Promise<MatchView> {
  return hall.queued(id, async () => {
    const live = await hall.match(id);
    const seat = seatOf(live.stored, authorization);
    await away(hall, live, seat);
    return hall.view(live, { seat, host: false });
  });
}

/** The grace of a seat ran out: a bot takes it over (if the person is still gone, the match still on). */
export async function graceOver(hall: Hall, id: string, seat: Seat): Promise<void> {
  const live = await hall.match(id);
  if (hall.presence.connected(id, seat)) return;
  await away(hall, live, seat);
}

/**
 * A bot of the table's level plays `seat` until its person is back. `left`: the person left or is gone past
 * the grace (not a turn that ran out, after which the seat is theirs again at once).
 */
export async function away(hall: Hall, live: Live, seat: Seat, left = true): Promise<void> {
  const entry = live.stored.seats[seat];
  if (entry?.kind !== 'human' || entry.away !== undefined || live.stored.over || !live.stored.started) return;
  const seats = live.stored.seats.map(
    (s, i): SeatEntry => (i === seat ? { ...entry, away: hall.clock.now() } : s),
  );
  await setSeats(hall, live, seats);
  await live.engine.seat(seat, { kind: 'bot', bot: live.stored.table.level });
  if (left) await attended(hall, live);
  hall.planTurns(live);
  hall.tellSeats(live);
}

/** The person of a seat a bot played is back: the seat is theirs again. */
export async function back(hall: Hall, live: Live, seat: Seat): Promise<void> {
  const entry = live.stored.seats[seat];
  if (entry?.kind !== 'human' || entry.away === undefined) return;
  hall.late.clear(live.stored.id, seat);
  const { away: _away, ...person } = entry;
  const seats = live.stored.seats.map((s, i): SeatEntry => (i === seat ? person : s));
  await setSeats(hall, live, seats);
  await live.engine.seat(seat, { kind: 'human', ...(person.name ? { name: person.name } : {}) });
  await attended(hall, live);
  // Back at a seat that is to move: a whole turn from now.
  hall.planTurns(live, [seat]);
  hall.tellSeats(live);
}

/**
 * A request of a seat: it is there (back, if a bot was playing for it; after its turn ran out, once the bot has
 * moved for it, or at once with a move of its own: `moving`).
 */
export async function arrived(hall: Hall, live: Live, seat: Seat | null, moving = false): Promise<void> {
  if (seat === null) return;
  hall.presence.seen(live.stored.id, seat, live.stored.table.grace);
  if (hall.late.waits(live.stored.id, seat, live.engine.version, moving)) return;
  if (live.stored.seats[seat]?.kind === 'human' && live.stored.seats[seat].away !== undefined)
    await hall.queued(live.stored.id, () => back(hall, live, seat));
}

/**
 * Gives the seat of a rejoin code a new token (the old one stops working): a person who lost the token (another
 * device, cleared storage) is back at the seat.
 */
export function rejoin(hall: Hall, id: string, code: string): Promise<{ seat: Seat; token: string }> {
  return hall.queued(id, async () => {
    const live = await hall.match(id);
    const seat = live.stored.seats.findIndex(
      (s) => s.kind === 'human' && s.rejoin && tokenMatches(code, s.rejoin),
    );
    if (seat < 0) throw apiError('invalid-rejoin');
    const { token, hash } = newToken();
    const entry = live.stored.seats[seat] as Extract<SeatEntry, { kind: 'human' }>;
    const seats = live.stored.seats.map((s, i): SeatEntry => (i === seat ? { ...entry, hash } : s));
    await setSeats(hall, live, seats);
    hall.presence.seen(id, seat, live.stored.table.grace);
    if (entry.away !== undefined) await back(hall, live, seat);
    return { seat, token };
  });
}
