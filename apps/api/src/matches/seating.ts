/**
 * Taking the seats of a hosted table: a person joins an open seat (with the invite code at a private table; a seat
 * kept for a player of the match before only through "play again") and is given the seat's token and rejoin code,
 * shown once and stored as their SHA-256; the host gives an open seat to a bot, or begins at once with bots in
 * every open seat. When no seat is left open the table begins: a fair table is dealt then, its engine starts.
 *
 * @module
 */
import { commonErrors, type GameId, type Seat } from '@tafel/core';
import type { HostedView as MatchView } from '@tafel/core/match';
import { newToken } from '../auth/index.js';
import { apiError, notFound } from '../errors/index.js';
import type { SeatEntry } from '../store/index.js';
import { hostOnly } from './callers.js';
import { redeal } from './deal.js';
import type { Hall, Live } from './hall.js';
import { relist } from './lobby.js';
import { openSeats } from './views.js';

/** What joining a seat may carry: the name the table shows, the invite, a person's key, a share of the deal. */
export interface JoinRequest {
  name?: string;
  invite?: string;
  person?: string;
  contribution?: string;
}

/** The person behind a key, or 401 `invalid-person-key` (also where this server keeps no people). */
export async function personOf(hall: Hall, key: string): Promise<{ id: string; name: string }> {
  if (!hall.people) throw apiError('invalid-person-key');
  return hall.people(key);
}

/** 400 `invalid-seat` unless `seat` is one of the table's. */
function checkSeat(live: Live, seat: Seat): void {
  if (!Number.isInteger(seat) || seat < 0 || seat >= live.stored.seats.length)
    throw commonErrors.error('invalid-seat', { seat });
}

/**
 * Takes an open seat: its token and rejoin code (shown once). A private table's seat needs its invite code; a
 * seat kept for a player of the match before is taken through "play again". When it was the last open seat,
 * the game begins.
 */
export function join(
  hall: Hall,
  id: string,
  seat: Seat,
  args: JoinRequest = {},
): Promise<{ seat: Seat; token: string; rejoin: string }> {
  return hall.queued(id, async () => {
    const person = args.person === undefined ? undefined : await personOf(hall, args.person);
    const live = await hall.match(id);
    const { stored } = live;
    checkSeat(live, seat);
    const entry = stored.seats[seat]!;
    if (entry.kind !== 'open') throw apiError('seat-taken');
    if (entry.reserved) throw apiError('seat-reserved');
    if (stored.table.invite !== undefined && args.invite !== stored.table.invite)
      throw apiError('invite-required');
    return seatPerson(hall, live, seat, person?.name ?? args.name, person?.id, args.contribution);
  });
}

/** Puts a person at an open seat of a live match: its new token and rejoin code; the game begins when full. */
export async function seatPerson(
  hall: Hall,
  live: Live,
  seat: Seat,
  name?: string,
  person?: string,
  contribution?: string,
): Promise<{ seat: Seat; token: string; rejoin: string }> {
  const { token, hash } = newToken();
  const rejoin = newToken();
  const seats = live.stored.seats.map(
    (s, i): SeatEntry =>
      i === seat
        ? {
            kind: 'human',
            hash,
            rejoin: rejoin.hash,
            ...(name ? { name } : {}),
            ...(person ? { person } : {}),
            ...(contribution ? { contribution } : {}),
          }
        : s,
  );
  await live.engine.seat(seat, { kind: 'human', ...(name ? { name } : {}) });
  await setSeats(hall, live, seats);
  hall.presence.seen(live.stored.id, seat, live.stored.table.grace);
  hall.tellSeats(live);
  return { seat, token, rejoin: rejoin.token };
}

/** Stores new seats; the game begins when none is open (a fair table is dealt then). */
export async function setSeats(hall: Hall, live: Live, seats: SeatEntry[]): Promise<void> {
  const started = live.stored.started || openSeats(seats) === 0;
  const begins = started && !live.stored.started;
  if (!(await hall.store.setSeats(live.stored.id, seats, started, hall.clock.now()))) throw notFound('match');
  live.stored = { ...live.stored, seats, started };
  relist(hall, live.stored);
  if (begins && !hall.closed) {
    if (live.stored.header.deal) await redeal(hall, live);
    hall.begin(live);
  }
}

/** The host gives an open seat to a bot (of the table's level, or `level`): the game begins when none is left. */
export function seatBot(
  hall: Hall,
  id: string,
  seat: Seat,
  authorization: string | undefined,
  level?: string,
): Promise<MatchView> {
  return hall.queued(id, async () => {
    const live = await hall.match(id);
    hostOnly(live.stored, authorization);
    checkSeat(live, seat);
    if (live.stored.seats[seat]!.kind !== 'open') throw apiError('seat-taken');
    const bot = level ?? live.stored.table.level;
    hall.checkBot(live.engine.game.id as GameId, bot);
    const seats = live.stored.seats.map((s, i): SeatEntry => (i === seat ? { kind: 'bot', level: bot } : s));
    await live.engine.seat(seat, { kind: 'bot', bot });
    await setSeats(hall, live, seats);
    hall.tellSeats(live);
    return hall.view(live, { seat: null, host: true });
  });
}

/** The host begins the game now: every open seat gets a bot of the table's level. */
export function startNow(hall: Hall, id: string, authorization: string | undefined): Promise<MatchView> {
  return hall.queued(id, async () => {
    const live = await hall.match(id);
    hostOnly(live.stored, authorization);
    const level = live.stored.table.level;
    const seats = live.stored.seats.map((s): SeatEntry => (s.kind === 'open' ? { kind: 'bot', level } : s));
    for (const [seat, s] of live.stored.seats.entries())
      if (s.kind === 'open') await live.engine.seat(seat, { kind: 'bot', bot: level });
    await setSeats(hall, live, seats);
    hall.tellSeats(live);
    return hall.view(live, { seat: null, host: true });
  });
}
