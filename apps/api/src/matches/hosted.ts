/**
 * Hosted matches, whatever the runtime: a table is created with a seat for each person, bot or open place, waits
 * until every seat is taken (or its host fills the open ones with bots), and then plays; people join, leave and
 * come back; a seat whose person is gone longer than the table's grace, or (with the table's optional turn clock)
 * was to move longer than its turn, is played by a bot until they return;
 * everyone reads the public history; "play again" seats the same people at a new table. Each match being
 * played is core's match engine (`@tafel/core/match`) with this runtime's ports: the store keeps every change
 * (the move, the state, the bots' generators) before it counts, bots think through the {@link BotRunner} on
 * their creator's line, time comes from a {@link Clock}, and every change goes to the match's streams.
 *
 * This class is the face of it; each concern has its own module beside it, all working on one `Hall` (the
 * matches being played here, their queues, streams, presence and clocks: `hall.ts`): `create.ts` (hosting a
 * table), `seating.ts` (taking seats, the table beginning), `away.ts` (leaving, the grace, coming back, rejoin
 * codes), `clock.ts` (a run-out turn clock), `deal.ts` (the fair deal), `caps.ts`, `rematch.ts` ("play
 * again"), `events.ts` (the streams), `tickets.ts`, `lobby.ts` (what the lobby hears), `expiry.ts`, `views.ts`
 * and `callers.ts` (who asks, what they see).
 *
 * Fairness: the creator may choose the seed (or stack the deck) only at a table without open seats, since
 * whoever joins must not face a deal another person knows; every match publishes at its creation a commitment
 * (SHA-256 of its seed and options) and, with the record at its end, the seed.
 *
 * Secrets: a person's seat has a token (every request of that seat) and a rejoin code (the link that gives the
 * seat a new token on another device); a private table has an invite code (joining needs it); the host has a
 * token of his own (delete, fill a seat with a bot, start early, the invite). Each is shown once where it is
 * made, and stored only as its SHA-256 — but the invite, which the host may ask for again.
 *
 * @module
 */
import { type GameId, type Lang, type MatchRecord, type Outcome, RuleError, type Seat } from '@tafel/core';
import type {
  BotRunner,
  Clock,
  HostedEvent as MatchEvent,
  HostedView as MatchView,
  Seated,
  TableListing,
  TableRequest,
} from '@tafel/core/match';
import { ApiError, apiError } from '../errors/index.js';
import type { MatchStore, StoredMatch } from '../store/index.js';
import type { StreamLimits } from './audience.js';
import { arrived, graceOver, leave, rejoin } from './away.js';
import { callerOf, hostOnly, seatOf } from './callers.js';
import { turnOver } from './clock.js';
import { type Created, create } from './create.js';
import { broadcast, type StreamAuth, subscribe, ticket, told } from './events.js';
import { sweep, wakeAll } from './expiry.js';
import { Hall, staleVersion } from './hall.js';
import { tablesPage, unlist } from './lobby.js';
import { history, type MilestoneEntry, type MoveEntry } from './log.js';
import { claim, insert, rematch } from './rematch.js';
import { type JoinRequest, join, seatBot, startNow } from './seating.js';
import { openSeats } from './views.js';

// The shapes on the wire live in core, where the web's hosted table reads them too.
export type {
  Clock,
  HostedEvent as MatchEvent,
  HostedView as MatchView,
  Seated,
  SeatRequest,
  TableListing,
  TableRequest,
  TableSeat as SeatInfo,
} from '@tafel/core/match';
export { DEFAULT_LEVEL, systemClock } from '@tafel/core/match';
export { commitmentOf } from './deal.js';
export { TABLES_PAGE } from './lobby.js';

export interface HostedOptions {
  store: MatchStore;
  clock?: Clock;
  /** Where bots think. */
  bots: BotRunner;
  /** Checks a bot level or name for a game before a match is stored (throws its `RuleError`). */
  checkBot: (game: GameId, level: string) => void;
  /**
   * The id of a new match (default: 96 random bits). A runtime that routes by id before the match exists (a
   * Durable Object per match) chooses it itself.
   */
  newId?: () => string;
  /** Unfinished all-bot matches one client may host at a time (default 2). */
  allBotCap?: number;
  /** How long an unfinished match may go untouched before it expires, in ms (default 7 days). */
  idleMs?: number;
  /** Tables waiting for players one client may host at a time (default 5). */
  openTableCap?: number;
  /** How long a table waiting for players may go untouched (nobody joins) before it expires, in ms (default 6 h). */
  waitMs?: number;
  /** How long a finished match (and its record) is kept, in ms (default 30 days). */
  keepMs?: number;
  /** How long a stream ticket stays valid, in ms (default 60 s). */
  ticketMs?: number;
  /** Called when a public table's listing changes (`null`: it left the lobby): a lobby elsewhere keeps it. */
  onListing?: (id: string, listing: TableListing | null) => void;
  /**
   * Where other matches live, for "play again": a runtime with a store of its own per match (a Durable Object)
   * makes the next match in its own object and takes a seat there. Default: this store.
   */
  elsewhere?: Elsewhere;
  /**
   * The person a person's key belongs to (claimed names, ratings): a seat taken with a key plays under the
   * person's name. Without it, keys are refused (`invalid-person-key`).
   */
  people?: (key: string) => Promise<{ id: string; name: string }>;
  /** Event streams one client address, and one match, may have open (default 20 and 200). */
  streams?: Partial<StreamLimits>;
  /** A match just ended (called once, after its last move is stored): ratings are made here. */
  onFinished?: (match: StoredMatch, outcome: Outcome) => Promise<void>;
  /** A failure of a bot or the store that a match got past (default: written to the console). */
  onError?: (error: unknown, match: string) => void;
}

/** Other matches, wherever they are kept (see {@link HostedOptions.elsewhere}). */
export interface Elsewhere {
  /** Stores a new match, made whole here (its seats, its table, its first state). */
  create(match: StoredMatch): Promise<void>;
  /** Takes the seat of match `id` kept for the person whose old token hashes to `hash`. */
  claim(id: string, hash: string): Promise<Seated>;
}

/** The hosted matches of one store; see the module comment. */
export class HostedMatches {
  readonly #hall: Hall;

  constructor(options: HostedOptions) {
    const hall: Hall = new Hall(
      options,
      {
        moved: (id, live, move) => told(hall, id, live, move),
        graceOver: (id, seat) => graceOver(hall, id, seat),
        turnOver: (id, seat) => turnOver(hall, id, seat),
      },
      { create: (match) => this.insert(match), claim: (id, hash) => this.claim(id, hash) },
    );
    this.#hall = hall;
  }

  /**
   * Creates a table for `client` (who asked, for the cap on all-bot matches): a token and a rejoin code for every
   * person's seat and a token for the host (each shown once), bots seated by level, open seats to take (with an
   * invite code at a private table), the commitment to its deal. It begins at once when no seat is open.
   *
   * @example
   * ```ts
   * const { id, host, seats } = await hosted.create(
   *   { game: 'wiezen', seats: [{ kind: 'human', name: 'An' }, { kind: 'open' }, { kind: 'bot' }, { kind: 'bot' }], visibility: 'public' },
   *   '203.0.113.7');
   * ```
   */
  create(args: TableRequest, client: string): Promise<Created> {
    return create(this.#hall, args, client);
  }

  /**
   * Takes an open seat: its token and rejoin code (shown once). A private table's seat needs its invite code; a
   * seat kept for a player of the match before is taken through "play again". When it was the last open seat,
   * the game begins.
   */
  join(
    id: string,
    seat: Seat,
    args: JoinRequest = {},
  ): Promise<{ seat: Seat; token: string; rejoin: string }> {
    return join(this.#hall, id, seat, args);
  }

  /** The host gives an open seat to a bot (of the table's level, or `level`): the game begins when none is left. */
  seatBot(id: string, seat: Seat, authorization: string | undefined, level?: string): Promise<MatchView> {
    return seatBot(this.#hall, id, seat, authorization, level);
  }

  /** The host begins the game now: every open seat gets a bot of the table's level. */
  start(id: string, authorization: string | undefined): Promise<MatchView> {
    return startNow(this.#hall, id, authorization);
  }

  /** A person leaves the table: a bot of the table's level plays the seat until the person comes back. */
  leave(id: string, authorization: string | undefined): Promise<MatchView> {
    return leave(this.#hall, id, authorization);
  }

  /**
   * Gives the seat of a rejoin code a new token (the old one stops working): a person who lost the token (another
   * device, cleared storage) is back at the seat.
   */
  rejoin(id: string, code: string): Promise<{ seat: Seat; token: string }> {
    return rejoin(this.#hall, id, code);
  }

  /** The caller's view (a spectator's without a token; the host's with the invite). */
  async read(id: string, authorization?: string): Promise<MatchView> {
    const live = await this.#hall.match(id);
    const caller = callerOf(live.stored, authorization);
    await arrived(this.#hall, live, caller.seat);
    return this.#hall.view(live, caller);
  }

  /**
   * Who is writing in the chat of match `id`: the caller's seat and its person's name (a seat's token), the host
   * (the host's token) or a spectator (no token; 401 for a token of nobody here), and whether they may write:
   * seats and the host may, spectators where the host allowed it.
   */
  async chatter(
    id: string,
    authorization: string | undefined,
  ): Promise<{ seat: Seat | null; name?: string; host: boolean; may: boolean }> {
    const stored = await this.#hall.stored(id);
    const caller = callerOf(stored, authorization);
    if (caller.seat !== null) {
      const entry = stored.seats[caller.seat];
      const name = entry && 'name' in entry ? entry.name : undefined;
      return { seat: caller.seat, ...(name ? { name } : {}), host: caller.host, may: true };
    }
    return { seat: null, host: caller.host, may: caller.host || stored.table.spectatorChat === true };
  }

  /** Sends `event` to every open stream of match `id` (a chat message). */
  broadcast(id: string, event: MatchEvent): void {
    broadcast(this.#hall, id, event);
  }

  /** The public history from move `from` on, as the caller's seat (or a spectator) saw it, in `lang`. */
  async log(
    id: string,
    authorization: string | undefined,
    from: number,
    lang: Lang,
  ): Promise<{ version: number; moves: MoveEntry[]; milestones: MilestoneEntry[] }> {
    const live = await this.#hall.match(id);
    const { seat } = callerOf(live.stored, authorization);
    await arrived(this.#hall, live, seat);
    return {
      version: live.engine.version,
      ...history(live.engine.game, live.engine.record, from, seat, lang, live.stored.table.timeouts),
    };
  }

  /**
   * Plays the caller's move. Turn-based games: only on the version the caller saw (409 with the current one
   * otherwise). Real-time games: a move still legal now applies whatever version it names; one that is not gets
   * 409 with the current version and the rule's code. Before the game began: 409 `not-started`.
   */
  async move(
    id: string,
    authorization: string | undefined,
    json: unknown,
    version: number,
  ): Promise<MatchView> {
    const live = await this.#hall.match(id);
    const seat = seatOf(live.stored, authorization);
    await arrived(this.#hall, live, seat, true);
    if (!live.stored.started) throw apiError('not-started', { open: openSeats(live.stored.seats) });
    try {
      await live.engine.play(seat, json, version);
    } catch (e) {
      if (e instanceof RuleError && e.code === 'stale-version') throw staleVersion(live.engine.version);
      if (e instanceof RuleError && e.details?.stale === true) {
        const current = live.engine.version;
        throw new ApiError(
          409,
          e.code,
          {
            en: `${e.messages.en} (the match is at version ${current})`,
            nl: `${e.messages.nl} (de wedstrijd staat op versie ${current})`,
          },
          { version: current },
        );
      }
      throw e;
    }
    return this.#hall.view(live, { seat, host: false });
  }

  /** The match record, once the match is over (before, it would tell hidden cards and the seed). */
  async record(id: string): Promise<MatchRecord> {
    const stored = await this.#hall.stored(id);
    if (!stored.over) throw apiError('match-not-over');
    return { ...stored.header, moves: await this.#hall.store.moves(id) };
  }

  /**
   * "Play again": the same people at a new table, each one seat further on (who deals or starts moves round),
   * the same options and bots. The first to ask makes it; each person then asks with their own token and is
   * given their seat's token there; the host may begin it early (bots fill the seats not taken). Returns the new
   * match, and the caller's seat there.
   */
  rematch(
    id: string,
    authorization: string | undefined,
  ): Promise<{ id: string; seat?: Seat; token?: string; rejoin?: string }> {
    return rematch(this.#hall, id, authorization);
  }

  /**
   * Stores a match made whole elsewhere (the next match of "play again") and lets it begin if it may.
   *
   * @example
   * ```ts
   * await hosted.insert(nextMatch); // a Durable Object's own match, made by the object of the match before
   * ```
   */
  insert(match: StoredMatch): Promise<void> {
    return insert(this.#hall, match);
  }

  /** Takes the seat of match `id` kept for the person whose old token hashes to `hash`. */
  claim(id: string, hash: string): Promise<Seated> {
    return claim(this.#hall, id, hash);
  }

  /** The public tables waiting for players, the newest first: a page of them, and where the next page starts. */
  tables(filter: { game?: string; before?: number }): Promise<{ tables: TableListing[]; next?: number }> {
    return tablesPage(this.#hall, filter);
  }

  /** The host's invite code of a private table (for its links), and the seats still open. */
  async invite(id: string, authorization: string | undefined): Promise<{ invite?: string; open: Seat[] }> {
    const stored = await this.#hall.stored(id);
    hostOnly(stored, authorization);
    const open = stored.seats.flatMap((s, seat) => (s.kind === 'open' && !s.reserved ? [seat] : []));
    return { ...(stored.table.invite ? { invite: stored.table.invite } : {}), open };
  }

  /** Deletes a match: only its host may (401 without a token, 403 with another). Its bots stop, its streams end. */
  remove(id: string, authorization: string | undefined): Promise<void> {
    const hall = this.#hall;
    return hall.queued(id, async () => {
      const stored = await hall.stored(id);
      hostOnly(stored, authorization);
      await hall.store.remove(id);
      hall.forget(id, 'deleted');
      if (stored.table.visibility === 'public') unlist(hall, id);
    });
  }

  /**
   * A stream ticket: a short-lived, single-use word that stands for the caller's token in the events URL
   * (`?ticket=`), for browsers' `EventSource`, which cannot send an `Authorization` header.
   */
  ticket(id: string, authorization: string | undefined): Promise<{ ticket: string; expires: number }> {
    return ticket(this.#hall, id, authorization);
  }

  /**
   * Calls `send` with the seat's view now and after every change (with each move as the seat saw it, and each
   * milestone, in `lang`), then `end` with the last view when the match is over (or `gone` when it is deleted,
   * expires or the server stops); returns the unsubscribe function. The seat comes from a bearer token or a
   * stream ticket. While the stream is open, the seat counts as there.
   */
  subscribe(
    id: string,
    auth: StreamAuth,
    lang: Lang,
    send: (event: MatchEvent) => void,
    client = 'anyone',
  ): Promise<() => void> {
    return subscribe(this.#hall, id, auth, lang, send, client);
  }

  /** Lets every unfinished match's bots move (after a restart), and removes what expired meanwhile. */
  wakeAll(): Promise<number> {
    return wakeAll(this.#hall);
  }

  /** Removes every match that expired, and sets the next sweep for when the next one will. */
  sweep(): Promise<string[]> {
    return sweep(this.#hall);
  }

  /** Stops every engine and timer and ends every stream (the server is shutting down). */
  close(): void {
    this.#hall.close();
  }
}
