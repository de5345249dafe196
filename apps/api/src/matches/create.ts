/**
 * Hosting a table: the request checked (bots by level, no turn clock in real time, a chosen seed or stacked deck
 * only without open seats, the caps), a token and a rejoin code for every person's seat and a token for the host
 * (each shown once, stored as its SHA-256), bots seated by level, open seats to take (with an invite code at a
 * private table), the table's settings, and the commitment to its deal. It begins at once when no seat is open.
 *
 * @module
 */
import { type AnyGame, type GameId, gameOf, games, type Seat } from '@tafel/core';
import { DEFAULT_LEVEL, type TableRequest } from '@tafel/core/match';
import { hashToken, newToken } from '../auth/index.js';
import { apiError } from '../errors/index.js';
import type { SeatEntry, StoredMatch, TableSettings } from '../store/index.js';
import { checkAllBotCap, checkOpenTableCap } from './caps.js';
import { commitmentOf, dealt, stacked } from './deal.js';
import { planSweep } from './expiry.js';
import type { Hall } from './hall.js';
import { relist } from './lobby.js';
import { personOf } from './seating.js';
import { openSeats } from './views.js';

/** How long a person may be gone before a bot plays the seat, by default: real-time games go faster. */
export const GRACE_MS = { turns: 90_000, realtime: 20_000 } as const;

/** What hosting a table gives back: the host's token, each seat's token and rejoin code, the commitment. */
export interface Created {
  id: string;
  host: string;
  seats: { seat: Seat; token?: string; rejoin?: string }[];
  commitment: string;
  invite?: string;
}

/**
 * A new table's settings from the request (times in s there, in ms here): the grace (by default by the game's
 * pace; `null` never), the turn clock, hints (by default with one person only; open seats count as people) and
 * whether spectators may chat.
 *
 * @example
 * ```ts
 * tableSettings({ game: 'wiezen', seats }, false, seats, undefined).grace; // 90_000
 * ```
 */
export function tableSettings(
  args: TableRequest,
  realtime: boolean,
  seats: readonly SeatEntry[],
  invite: string | undefined,
): TableSettings {
  return {
    visibility: args.visibility ?? 'private',
    level: args.level ?? DEFAULT_LEVEL,
    grace:
      args.grace === null
        ? null
        : args.grace !== undefined
          ? args.grace * 1000
          : realtime
            ? GRACE_MS.realtime
            : GRACE_MS.turns,
    turn: args.turn == null ? null : args.turn * 1000,
    ...(invite ? { invite } : {}),
    ...(args.name ? { name: args.name } : {}),
    hints: args.hints ?? seats.filter((s) => s.kind !== 'bot').length <= 1,
    spectatorChat: args.spectatorChat ?? false,
  };
}

/**
 * Creates a table for `client` (who asked, for the caps); see the module comment.
 *
 * @example
 * ```ts
 * const { id, host, seats } = await create(hall,
 *   { game: 'wiezen', seats: [{ kind: 'human', name: 'An' }, { kind: 'open' }, { kind: 'bot' }, { kind: 'bot' }], visibility: 'public' },
 *   '203.0.113.7');
 * ```
 */
export async function create(hall: Hall, args: TableRequest, client: string): Promise<Created> {
  const game: AnyGame = gameOf(games, args.game);
  const level = args.level ?? DEFAULT_LEVEL;
  // Check the bots before anything is stored: an unknown level is the client's mistake.
  hall.checkBot(game.id as GameId, level);
  for (const s of args.seats)
    if (s.kind === 'bot') hall.checkBot(game.id as GameId, s.level ?? DEFAULT_LEVEL);
  // A turn clock needs turns: in real time nobody waits for anyone.
  if (args.turn != null && game.realtime) throw apiError('turn-clock-realtime');
  const seedChosen = args.seed !== undefined || stacked(args.options);
  if (seedChosen && args.seats.some((s) => s.kind === 'open')) throw apiError('seed-not-allowed');
  const allBots = args.seats.every((s) => s.kind === 'bot');
  const creator = hashToken(client);
  if (allBots) await checkAllBotCap(hall, creator);
  if (args.seats.some((s) => s.kind === 'open')) await checkOpenTableCap(hall, creator);
  const tokens: { seat: Seat; token?: string; rejoin?: string }[] = [];
  const people = await Promise.all(
    args.seats.map((s) => (s.kind === 'human' && s.person !== undefined ? personOf(hall, s.person) : null)),
  );
  const seats: SeatEntry[] = args.seats.map((s, seat) => {
    if (s.kind === 'human') {
      const { token, hash } = newToken();
      const rejoin = newToken();
      tokens.push({ seat, token, rejoin: rejoin.token });
      const person = people[seat];
      const name = person?.name ?? s.name;
      return {
        kind: 'human',
        hash,
        rejoin: rejoin.hash,
        ...(name ? { name } : {}),
        ...(person ? { person: person.id } : {}),
        ...(s.contribution ? { contribution: s.contribution } : {}),
      };
    }
    tokens.push({ seat });
    return s.kind === 'bot' ? { kind: 'bot', level: s.level ?? DEFAULT_LEVEL } : { kind: 'open' };
  });
  const visibility = args.visibility ?? 'private';
  const invite = visibility === 'private' && openSeats(seats) > 0 ? newToken().token : undefined;
  const table = tableSettings(args, game.realtime === true, seats, invite);
  // The deal is made when the table begins; a table that begins now is dealt now.
  const { header, state, bots } = await dealt(
    game,
    seats,
    level,
    args.options ?? {},
    args.seed ?? newToken().token,
    !seedChosen,
  );
  const host = newToken();
  const id = hall.newId();
  const now = hall.clock.now();
  const stored: StoredMatch = {
    id,
    header,
    seats,
    state,
    version: 0,
    over: false,
    host: host.hash,
    creator,
    allBots,
    seedChosen,
    created: now,
    touched: now,
    bots,
    started: openSeats(seats) === 0,
    table,
  };
  await hall.store.create(stored);
  relist(hall, stored);
  if (stored.started) {
    // A table that has its players begins at once: its bots take their turns.
    await hall.match(id);
    planSweep(hall, now + hall.idleMs);
  } else {
    // A waiting table is only a row until someone comes: memory does not grow with tables nobody joins.
    planSweep(hall, now + hall.waitMs);
  }
  return {
    id,
    host: host.token,
    seats: tokens,
    commitment: header.deal?.commitment ?? commitmentOf(header),
    ...(invite ? { invite } : {}),
  };
}
