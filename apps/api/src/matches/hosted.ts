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
import {
  type AnyGame,
  commonErrors,
  type GameId,
  gameOf,
  games,
  type Lang,
  type MatchRecord,
  type Outcome,
  RuleError,
  type Seat,
} from '@tafel/core';
import {
  type BotRunner,
  type Clock,
  DEFAULT_LEVEL,
  dealSeed,
  MatchEngine,
  type HostedEvent as MatchEvent,
  type MatchSnapshot,
  type HostedView as MatchView,
  type Seated,
  type TableSeat as SeatInfo,
  type SeatSpec,
  startSnapshot,
  systemClock,
  type TableListing,
  type TableRequest,
} from '@tafel/core/match';
import { bearer, hashToken, newMatchId, newToken, tokenMatches } from '../auth/index.js';
import { ApiError, apiError, notFound } from '../errors/index.js';
import type { MatchStore, SeatEntry, StoredMatch, TableEntry, TableSettings } from '../store/index.js';
import { Audience, type Listener, STREAM_LIMITS, type StreamLimits } from './audience.js';
import { history, type MilestoneEntry, type MoveEntry, milestoneEntry, moveEntry } from './log.js';
import { Presence } from './presence.js';
import { TURN_EXPIRIES_TO_LEAVE, TurnClock } from './turns.js';

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

/** A match being played here: its engine and what the store keeps beside it. */
interface Live {
  engine: MatchEngine;
  stored: StoredMatch;
  /** The state before the change being told (for what a move showed to whom, and the milestones). */
  before: unknown;
}

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** The longest a timer is set for: beyond it, the sweep simply looks again (Node's timers overflow at 24.8 days). */
const LONGEST_TIMER = 6 * 60 * 60 * 1000;
/** How long a person may be gone before a bot plays the seat, by default: real-time games go faster. */
const GRACE_MS = { turns: 90_000, realtime: 20_000 } as const;
/** The most tables a lobby page lists. */
export const TABLES_PAGE = 20;

const unauthorized = () => apiError('invalid-token');
const tokenRequired = () => apiError('token-required');

/** SHA-256 (hex) of the seed and the options: the match's commitment to its deal. */
export function commitmentOf(header: Pick<MatchRecord, 'seed' | 'options'>): string {
  return hashToken(JSON.stringify([header.seed, header.options]));
}

/**
 * Options without a stacked deck: what a lobby may show and a rematch may keep (the deck of a table whose
 * creator chose it would tell every hand to anyone with `/setup`, and a rematch deals afresh).
 */
function unstacked(options: Record<string, unknown>): Record<string, unknown> {
  if (!stacked(options)) return options;
  const { deck: _deck, ...rest } = options;
  return rest;
}

/** Whether options fix the deal (a stacked deck), as a chosen seed does. */
function stacked(options: Record<string, unknown> | undefined): boolean {
  return options?.deck !== undefined && options.deck !== null;
}

/** A stored seat in the engine's words: a person gone is played by the table's bot. */
const specOf = (s: SeatEntry, level: string): SeatSpec =>
  s.kind === 'bot'
    ? { kind: 'bot', bot: s.level }
    : s.kind === 'open'
      ? { kind: 'open' }
      : s.away !== undefined
        ? { kind: 'bot', bot: level }
        : { kind: 'human', ...(s.name ? { name: s.name } : {}) };

/** Whether a table lets people ask for hints: its host's choice, or (tables from before) with one person only. */
const hintsAllowed = (stored: StoredMatch): boolean =>
  stored.table.hints ?? stored.seats.filter((s) => s.kind !== 'bot').length <= 1;

/**
 * What a rematch keeps a person's seat by: the hash of their seat's rejoin code, which stays the same when the
 * person takes a new token with it (the token's own hash, for a seat without one).
 */
const keeper = (s: Extract<SeatEntry, { kind: 'human' }>): string => s.rejoin ?? s.hash;

/**
 * Deals a match: with a fair deal (see `@tafel/core/match`'s `fair-deal.ts`), from the server's seed and every
 * seat's contribution so far, with the proof in its record header; with a chosen seed, from that seed alone.
 */
async function dealt(
  game: AnyGame,
  seats: readonly SeatEntry[],
  level: string,
  options: Record<string, unknown>,
  serverSeed: string,
  fair: boolean,
): Promise<Pick<StoredMatch, 'header' | 'state'> & { bots: NonNullable<StoredMatch['bots']> }> {
  const contributions = seats.map((s) => (s.kind === 'human' ? (s.contribution ?? null) : null));
  const snapshot = startSnapshot(game, {
    seed: fair ? await dealSeed(serverSeed, contributions) : serverSeed,
    seats: seats.map((s) => specOf(s, level)),
    options,
  });
  const { moves: _moves, ...header } = snapshot.record;
  const bots = { rngs: snapshot.rngs, order: snapshot.order };
  if (!fair) return { header, state: snapshot.state, bots };
  const commitment = commitmentOf({ seed: serverSeed, options: header.options });
  return {
    header: { ...header, deal: { serverSeed, commitment, contributions } },
    state: snapshot.state,
    bots,
  };
}

/** A table's open seats. */
const openSeats = (seats: readonly SeatEntry[]) => seats.filter((s) => s.kind === 'open').length;

/** Who a request is: a seat (by its token), the host (by his), or a spectator (no token); 401 for another. */
interface Caller {
  seat: Seat | null;
  host: boolean;
}

/** The hosted matches of one store; see the module comment. */
export class HostedMatches {
  readonly #store: MatchStore;
  readonly #clock: Clock;
  readonly #bots: BotRunner;
  readonly #checkBot: HostedOptions['checkBot'];
  readonly #newId: () => string;
  readonly #allBotCap: number;
  readonly #idleMs: number;
  readonly #keepMs: number;
  readonly #openTableCap: number;
  readonly #waitMs: number;
  readonly #ticketMs: number;
  readonly #onListing: HostedOptions['onListing'];
  readonly #elsewhere: Elsewhere;
  readonly #onError: (error: unknown, match: string) => void;
  readonly #people: HostedOptions['people'];
  readonly #onFinished: HostedOptions['onFinished'];
  readonly #presence: Presence;
  readonly #turns: TurnClock;
  /**
   * Seats a bot took over when their turn ran out, with the match's version then: until the bot has moved for
   * them, only a move of the person's own gives the seat back (a page that reads or listens does not).
   */
  readonly #late = new Map<string, number>();
  /** Turns in a row each seat (`id:seat`) let its clock run out. */
  readonly #expiries = new Map<string, number>();
  /** Operations on one match that change its seats run one after the other. */
  readonly #queues = new Map<string, Promise<unknown>>();
  readonly #live = new Map<string, Promise<Live>>();
  readonly #audience: Audience;
  readonly #tickets = new Map<string, { id: string; seat: Seat | null; until: number }>();
  #sweep: unknown = null;
  #closed = false;

  constructor(options: HostedOptions) {
    this.#store = options.store;
    this.#clock = options.clock ?? systemClock;
    this.#bots = options.bots;
    this.#checkBot = options.checkBot;
    this.#newId = options.newId ?? newMatchId;
    this.#allBotCap = options.allBotCap ?? 2;
    this.#idleMs = options.idleMs ?? 7 * DAY;
    this.#keepMs = options.keepMs ?? 30 * DAY;
    this.#openTableCap = options.openTableCap ?? 5;
    this.#waitMs = options.waitMs ?? 6 * HOUR;
    this.#ticketMs = options.ticketMs ?? 60_000;
    this.#onListing = options.onListing;
    this.#elsewhere = options.elsewhere ?? {
      create: (match) => this.insert(match),
      claim: (id, hash) => this.claim(id, hash),
    };
    this.#onError =
      options.onError ?? ((e, id) => console.error(`tafel: match ${id}: a bot or the store failed`, e));
    this.#people = options.people;
    this.#audience = new Audience({
      perClient: options.streams?.perClient ?? STREAM_LIMITS.perClient,
      perMatch: options.streams?.perMatch ?? STREAM_LIMITS.perMatch,
    });
    this.#onFinished = options.onFinished;
    this.#presence = new Presence(
      this.#clock,
      (id, seat) => {
        void this.#queued(id, () => this.#takeOver(id, seat)).catch((e) => this.#onError(e, id));
      },
      // A seat whose tab closed: everyone at the table sees it gone.
      (id) =>
        void this.#live
          .get(id)
          ?.then((l) => this.#tellSeats(l))
          .catch(() => undefined),
    );
    this.#turns = new TurnClock(this.#clock, (id, seat) => {
      void this.#queued(id, () => this.#outOfTime(id, seat)).catch((e) => this.#onError(e, id));
    });
  }

  /** Runs `fn` after every earlier queued operation on match `id`. */
  #queued<T>(id: string, fn: () => Promise<T>): Promise<T> {
    const previous = this.#queues.get(id) ?? Promise.resolve();
    const next = previous.then(fn, fn);
    const settled = next.catch(() => undefined);
    this.#queues.set(id, settled);
    void settled.then(() => {
      if (this.#queues.get(id) === settled) this.#queues.delete(id);
    });
    return next;
  }

  /** The match as stored, or 404. */
  async #stored(id: string): Promise<StoredMatch> {
    const stored = await this.#store.get(id);
    if (!stored) throw notFound('match');
    return stored;
  }

  /** The match being played here: its engine, made from the store the first time (404 if there is none). */
  #match(id: string): Promise<Live> {
    let live = this.#live.get(id);
    if (!live) {
      live = this.#load(id);
      this.#live.set(id, live);
      live.catch(() => this.#live.delete(id));
    }
    return live;
  }

  async #load(id: string): Promise<Live> {
    const stored = await this.#stored(id);
    const game = gameOf(games, stored.header.game);
    const record: MatchRecord = { ...stored.header, moves: await this.#store.moves(id) };
    const seats = stored.seats.map((s) => specOf(s, stored.table.level));
    const fresh = startSnapshot(game, {
      seed: record.seed,
      seats,
      options: record.options as Record<string, unknown>,
    });
    const snapshot: MatchSnapshot = {
      record,
      state: stored.state,
      rngs: stored.bots?.rngs ?? fresh.rngs,
      order: stored.bots?.order ?? fresh.order,
    };
    const live: Live = { stored, engine: null as unknown as MatchEngine, before: stored.state };
    live.engine = this.#engine(id, live, game, seats, snapshot);
    // A table every person left past its creator's cap waits for someone to come back.
    if (stored.started && !stored.over && !this.#closed && stored.unattended !== 'paused') {
      live.engine.start();
      this.#watch(id, live);
    }
    return live;
  }

  /** The engine of a live match, from `snapshot`: it stores every change before it counts and tells the streams. */
  #engine(id: string, live: Live, game: AnyGame, seats: SeatSpec[], snapshot: MatchSnapshot): MatchEngine {
    return new MatchEngine(
      {
        game,
        seats,
        bots: this.#bots,
        clock: this.#clock,
        owner: live.stored.creator,
        commit: async ({ move, snapshot: next }) => {
          const over = game.outcome(next.state) !== null;
          const now = this.#clock.now();
          const version = next.record.moves.length - 1;
          const bots = { rngs: next.rngs, order: next.order };
          if (!(await this.#store.append(id, version, move, next.state, over, now, bots))) {
            // Another process moved this match on: read it again next time.
            this.#drop(id);
            throw this.#stale(version + 1);
          }
          live.before = live.engine.state;
          live.stored = { ...live.stored, state: next.state, version: version + 1, over, touched: now, bots };
          if (over && this.#onFinished) {
            const ended = live.stored;
            void this.#onFinished(ended, game.outcome(next.state)!).catch((e) => this.#onError(e, id));
          }
        },
        onChange: ({ move }) => this.#told(id, live, move),
        onError: (e) => this.#onError(e, id),
      },
      snapshot,
    );
  }

  /** Forgets the engine of a match (it is read again from the store when next asked for). */
  #drop(id: string): void {
    const live = this.#live.get(id);
    this.#live.delete(id);
    this.#turns.forget(id);
    for (const key of [...this.#late.keys()]) if (key.startsWith(`${id}:`)) this.#late.delete(key);
    for (const key of [...this.#expiries.keys()]) if (key.startsWith(`${id}:`)) this.#expiries.delete(key);
    void live?.then((l) => l.engine.stop()).catch(() => undefined);
  }

  /** Who the caller is: a seat by its token, the host by his, a spectator without one (401 for another token). */
  #caller(stored: StoredMatch, authorization: string | undefined): Caller {
    const token = bearer(authorization);
    if (token === null) {
      if (authorization) throw unauthorized();
      return { seat: null, host: false };
    }
    const seat = stored.seats.findIndex((s) => s.hash !== undefined && tokenMatches(token, s.hash));
    if (seat >= 0) return { seat, host: tokenMatches(token, stored.host) };
    if (tokenMatches(token, stored.host)) return { seat: null, host: true };
    throw unauthorized();
  }

  /** The caller's seat, which it must have (401 without a token). */
  #seatOf(stored: StoredMatch, authorization: string | undefined): Seat {
    if (bearer(authorization) === null) throw tokenRequired();
    const { seat } = this.#caller(stored, authorization);
    if (seat === null) throw unauthorized();
    return seat;
  }

  /** 401/403 unless the caller is the host. */
  #host(stored: StoredMatch, authorization: string | undefined): void {
    const token = bearer(authorization);
    if (token === null) throw tokenRequired();
    if (!tokenMatches(token, stored.host)) throw apiError('not-host');
  }

  /** The seats as everyone sees them (no token, no code). */
  #seatInfo(id: string, stored: StoredMatch): SeatInfo[] {
    return stored.seats.map((s, seat): SeatInfo => {
      if (s.kind === 'bot') return { kind: 'bot', level: s.level };
      if (s.kind === 'open') return { kind: 'open', ...(s.reserved ? { reserved: true } : {}) };
      return {
        kind: 'human',
        ...(s.name ? { name: s.name } : {}),
        connected: this.#presence.connected(id, seat),
        ...(s.away !== undefined ? { away: true, level: stored.table.level } : {}),
      };
    });
  }

  #viewOf(live: Live, caller: Caller): MatchView {
    const { engine, stored } = live;
    const { seat } = caller;
    const started = stored.started;
    return {
      id: stored.id,
      game: engine.game.id,
      version: engine.version,
      seats: this.#seatInfo(stored.id, stored),
      seat,
      started,
      active: started ? engine.active() : [],
      // Before the table begins there is no deal to see: it is made as the last seat is taken.
      view: started ? engine.view(seat) : null,
      legal: seat === null || !started || stored.seats[seat]?.kind !== 'human' ? [] : engine.legal(seat),
      outcome: engine.outcome,
      seedChosen: stored.seedChosen,
      commitment: stored.header.deal?.commitment ?? commitmentOf(stored.header),
      table: {
        visibility: stored.table.visibility,
        level: stored.table.level,
        grace: stored.table.grace === null ? null : stored.table.grace / 1000,
        turn: stored.table.turn == null ? null : stored.table.turn / 1000,
        ...(stored.table.name ? { name: stored.table.name } : {}),
        hints: hintsAllowed(stored),
        spectatorChat: stored.table.spectatorChat === true,
      },
      ...(stored.table.next ? { next: stored.table.next } : {}),
      ...(caller.host && stored.table.invite ? { invite: stored.table.invite } : {}),
      turnEndsAt: started ? this.#turns.endsAt(stored.id) : null,
    };
  }

  /** The lobby's line of a table. */
  #listing(entry: TableEntry | StoredMatch): TableListing {
    const seats = entry.seats.map(
      (s): SeatInfo =>
        s.kind === 'bot'
          ? { kind: 'bot', level: s.level }
          : s.kind === 'open'
            ? { kind: 'open', ...(s.reserved ? { reserved: true } : {}) }
            : { kind: 'human', ...(s.name ? { name: s.name } : {}) },
    );
    const header = 'header' in entry ? entry.header : null;
    const name = 'table' in entry ? entry.table.name : entry.name;
    return {
      id: entry.id,
      game: header ? header.game : (entry as TableEntry).game,
      ...(name ? { name } : {}),
      options: unstacked(
        (header ? header.options : (entry as TableEntry).options) as Record<string, unknown>,
      ),
      seats,
      open: openSeats(entry.seats),
      created: entry.created,
    };
  }

  /** Tells the lobby (elsewhere) what a table looks like now: listed while public and waiting. */
  #relist(stored: StoredMatch): void {
    if (!this.#onListing || stored.table.visibility !== 'public') return;
    this.#onListing(stored.id, stored.started || stored.over ? null : this.#listing(stored));
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
  async create(
    args: TableRequest,
    client: string,
  ): Promise<{
    id: string;
    host: string;
    seats: { seat: Seat; token?: string; rejoin?: string }[];
    commitment: string;
    invite?: string;
  }> {
    const game: AnyGame = gameOf(games, args.game);
    const level = args.level ?? DEFAULT_LEVEL;
    // Check the bots before anything is stored: an unknown level is the client's mistake.
    this.#checkBot(game.id as GameId, level);
    for (const s of args.seats)
      if (s.kind === 'bot') this.#checkBot(game.id as GameId, s.level ?? DEFAULT_LEVEL);
    // A turn clock needs turns: in real time nobody waits for anyone.
    if (args.turn != null && game.realtime) throw apiError('turn-clock-realtime');
    const seedChosen = args.seed !== undefined || stacked(args.options);
    if (seedChosen && args.seats.some((s) => s.kind === 'open')) throw apiError('seed-not-allowed');
    const allBots = args.seats.every((s) => s.kind === 'bot');
    const creator = hashToken(client);
    if (allBots && (await this.#store.allBotMatches(creator)) >= this.#allBotCap) {
      throw apiError('too-many-matches', { cap: this.#allBotCap }, {}, { 'retry-after': '60' });
    }
    if (
      args.seats.some((s) => s.kind === 'open') &&
      (await this.#store.waitingTables(creator)) >= this.#openTableCap
    )
      throw apiError('too-many-tables', { cap: this.#openTableCap }, {}, { 'retry-after': '60' });
    const tokens: { seat: Seat; token?: string; rejoin?: string }[] = [];
    const people = await Promise.all(
      args.seats.map((s) => (s.kind === 'human' && s.person !== undefined ? this.#person(s.person) : null)),
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
    const table: TableSettings = {
      visibility,
      level,
      grace:
        args.grace === null
          ? null
          : args.grace !== undefined
            ? args.grace * 1000
            : game.realtime
              ? GRACE_MS.realtime
              : GRACE_MS.turns,
      turn: args.turn == null ? null : args.turn * 1000,
      ...(invite ? { invite } : {}),
      ...(args.name ? { name: args.name } : {}),
      hints: args.hints ?? seats.filter((s) => s.kind !== 'bot').length <= 1,
      spectatorChat: args.spectatorChat ?? false,
    };
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
    const id = this.#newId();
    const now = this.#clock.now();
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
    await this.#store.create(stored);
    this.#relist(stored);
    if (stored.started) {
      // A table that has its players begins at once: its bots take their turns.
      await this.#match(id);
      this.#planSweep(now + this.#idleMs);
    } else {
      // A waiting table is only a row until someone comes: memory does not grow with tables nobody joins.
      this.#planSweep(now + this.#waitMs);
    }
    return {
      id,
      host: host.token,
      seats: tokens,
      commitment: header.deal?.commitment ?? commitmentOf(header),
      ...(invite ? { invite } : {}),
    };
  }

  /**
   * Takes an open seat: its token and rejoin code (shown once). A private table's seat needs its invite code; a
   * seat kept for a player of the match before is taken through "play again". When it was the last open seat,
   * the game begins.
   */
  join(
    id: string,
    seat: Seat,
    args: { name?: string; invite?: string; person?: string; contribution?: string } = {},
  ): Promise<{ seat: Seat; token: string; rejoin: string }> {
    return this.#queued(id, async () => {
      const person = args.person === undefined ? undefined : await this.#person(args.person);
      const live = await this.#match(id);
      const { stored } = live;
      if (!Number.isInteger(seat) || seat < 0 || seat >= stored.seats.length) {
        throw commonErrors.error('invalid-seat', { seat });
      }
      const entry = stored.seats[seat]!;
      if (entry.kind !== 'open') throw apiError('seat-taken');
      if (entry.reserved) throw apiError('seat-reserved');
      if (stored.table.invite !== undefined && args.invite !== stored.table.invite)
        throw apiError('invite-required');
      return this.#seatPerson(live, seat, person?.name ?? args.name, person?.id, args.contribution);
    });
  }

  /** The person behind a key, or 401 `invalid-person-key` (also where this server keeps no people). */
  async #person(key: string): Promise<{ id: string; name: string }> {
    if (!this.#people) throw apiError('invalid-person-key');
    return this.#people(key);
  }

  /** Puts a person at an open seat of a live match: its new token and rejoin code; the game begins when full. */
  async #seatPerson(
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
    await this.#setSeats(live, seats);
    this.#presence.seen(live.stored.id, seat, live.stored.table.grace);
    this.#tellSeats(live);
    return { seat, token, rejoin: rejoin.token };
  }

  /** Stores new seats; the game begins when none is open. */
  async #setSeats(live: Live, seats: SeatEntry[]): Promise<void> {
    const started = live.stored.started || openSeats(seats) === 0;
    const begins = started && !live.stored.started;
    if (!(await this.#store.setSeats(live.stored.id, seats, started, this.#clock.now())))
      throw notFound('match');
    live.stored = { ...live.stored, seats, started };
    this.#relist(live.stored);
    if (begins && !this.#closed) {
      if (live.stored.header.deal) await this.#deal(live);
      live.engine.start();
      this.#watch(live.stored.id, live);
    }
  }

  /**
   * Deals a fair table as it begins: from the server's seed and every seat's contribution (the deal made while
   * it waited was never shown), stored, and played from by a new engine.
   */
  async #deal(live: Live): Promise<void> {
    const { stored } = live;
    const game = live.engine.game;
    const { header, state, bots } = await dealt(
      game,
      stored.seats,
      stored.table.level,
      stored.header.options as Record<string, unknown>,
      stored.header.deal!.serverSeed,
      true,
    );
    if (!(await this.#store.redeal(stored.id, header, state, bots))) throw notFound('match');
    live.stored = { ...live.stored, header, state, bots };
    live.before = state;
    const seats = live.stored.seats.map((s) => specOf(s, live.stored.table.level));
    live.engine.stop();
    live.engine = this.#engine(stored.id, live, game, seats, {
      record: { ...header, moves: [] },
      state,
      rngs: bots.rngs,
      order: bots.order,
    });
  }

  /** The host gives an open seat to a bot (of the table's level, or `level`): the game begins when none is left. */
  seatBot(id: string, seat: Seat, authorization: string | undefined, level?: string): Promise<MatchView> {
    return this.#queued(id, async () => {
      const live = await this.#match(id);
      this.#host(live.stored, authorization);
      if (!Number.isInteger(seat) || seat < 0 || seat >= live.stored.seats.length)
        throw commonErrors.error('invalid-seat', { seat });
      if (live.stored.seats[seat]!.kind !== 'open') throw apiError('seat-taken');
      const bot = level ?? live.stored.table.level;
      this.#checkBot(live.engine.game.id as GameId, bot);
      const seats = live.stored.seats.map(
        (s, i): SeatEntry => (i === seat ? { kind: 'bot', level: bot } : s),
      );
      await live.engine.seat(seat, { kind: 'bot', bot });
      await this.#setSeats(live, seats);
      this.#tellSeats(live);
      return this.#viewOf(live, { seat: null, host: true });
    });
  }

  /** The host begins the game now: every open seat gets a bot of the table's level. */
  start(id: string, authorization: string | undefined): Promise<MatchView> {
    return this.#queued(id, async () => {
      const live = await this.#match(id);
      this.#host(live.stored, authorization);
      const level = live.stored.table.level;
      const seats = live.stored.seats.map((s): SeatEntry => (s.kind === 'open' ? { kind: 'bot', level } : s));
      for (const [seat, s] of live.stored.seats.entries())
        if (s.kind === 'open') await live.engine.seat(seat, { kind: 'bot', bot: level });
      await this.#setSeats(live, seats);
      this.#tellSeats(live);
      return this.#viewOf(live, { seat: null, host: true });
    });
  }

  /** A person leaves the table: a bot of the table's level plays the seat until the person comes back. */
  leave(id: string, authorization: string | undefined): Promise<MatchView> {
    return this.#queued(id, async () => {
      const live = await this.#match(id);
      const seat = this.#seatOf(live.stored, authorization);
      await this.#away(live, seat);
      return this.#viewOf(live, { seat, host: false });
    });
  }

  /**
   * The turn clock of a seat ran out: a bot takes it over (if the seat is still to move, with no new clock since,
   * and a person still plays it).
   */
  async #outOfTime(id: string, seat: Seat): Promise<void> {
    const live = await this.#match(id);
    if (this.#turns.running(id, seat) || !live.engine.active().includes(seat)) return;
    await this.#away(live, seat, false);
    const entry = live.stored.seats[seat];
    if (entry?.kind === 'human' && entry.away !== undefined)
      this.#late.set(`${id}:${seat}`, live.engine.version);
  }

  /**
   * Plans the turn clocks of a live match after a change (`fresh`: seats whose clock starts anew whatever the
   * turn): the seats to move that a person plays have one; none before the game begins or after it ends.
   */
  #planTurns(live: Live, fresh: readonly Seat[] = []): void {
    const { stored, engine } = live;
    const turn = stored.table.turn ?? null;
    if (turn === null || this.#closed || !stored.started || stored.over || engine.outcome !== null) {
      this.#turns.forget(stored.id);
      return;
    }
    const people = stored.seats.flatMap((s, seat) =>
      s.kind === 'human' && s.away === undefined ? [seat] : [],
    );
    this.#turns.plan(stored.id, turn, engine.active(), people, fresh);
  }

  /** The grace of a seat ran out: a bot takes it over (if the person is still gone, the match still on). */
  async #takeOver(id: string, seat: Seat): Promise<void> {
    const live = await this.#match(id);
    if (this.#presence.connected(id, seat)) return;
    await this.#away(live, seat);
  }

  /**
   * A bot of the table's level plays `seat` until its person is back. `left`: the person left or is gone past
   * the grace (not a turn that ran out, after which the seat is theirs again at once).
   */
  async #away(live: Live, seat: Seat, left = true): Promise<void> {
    const entry = live.stored.seats[seat];
    if (entry?.kind !== 'human' || entry.away !== undefined || live.stored.over || !live.stored.started)
      return;
    const seats = live.stored.seats.map(
      (s, i): SeatEntry => (i === seat ? { ...entry, away: this.#clock.now() } : s),
    );
    await this.#setSeats(live, seats);
    await live.engine.seat(seat, { kind: 'bot', bot: live.stored.table.level });
    if (left) await this.#attended(live);
    this.#planTurns(live);
    this.#tellSeats(live);
  }

  /**
   * Notes whether anybody is still at the table. A table every person left plays itself, as an all-bot match
   * does, and counts towards its creator's cap on them; past the cap it waits (its bots stop) until someone is
   * back — so leaving tables cannot run more matches between bots than hosting them could.
   */
  async #attended(live: Live): Promise<void> {
    const { stored } = live;
    if (stored.allBots) return;
    const people = stored.seats.filter((s) => s.kind === 'human');
    const nobody = people.length > 0 && people.every((s) => s.away !== undefined);
    const was = stored.unattended ?? 'no';
    let now: NonNullable<StoredMatch['unattended']> = 'no';
    if (nobody)
      now =
        was !== 'no'
          ? was
          : (await this.#store.allBotMatches(stored.creator)) >= this.#allBotCap
            ? 'paused'
            : 'playing';
    if (now === was) return;
    await this.#store.setUnattended(stored.id, now);
    live.stored = { ...live.stored, unattended: now };
    if (now === 'paused') live.engine.stop();
    else if (was === 'paused' && !this.#closed) live.engine.start();
  }

  /**
   * After move `n` of `seat`: whether a bot made it because the seat's turn clock ran out. Then the move is noted
   * for the log, and the seat is its person's again with a fresh clock, unless its clock ran out
   * {@link TURN_EXPIRIES_TO_LEAVE} turns in a row: then it counts as left (a bot plays on until the person is
   * back, by a request or a stream). A move of the person's own starts the count again.
   */
  #clockMoved(live: Live, seat: Seat, n: number, over: boolean): boolean {
    const id = live.stored.id;
    const key = `${id}:${seat}`;
    const entry = live.stored.seats[seat];
    if (!this.#late.has(key)) {
      if (entry?.kind === 'human' && entry.away === undefined) this.#expiries.delete(key);
      return false;
    }
    this.#late.delete(key);
    const expiries = (this.#expiries.get(key) ?? 0) + 1;
    this.#expiries.set(key, expiries);
    const table = { ...live.stored.table, timeouts: [...(live.stored.table.timeouts ?? []), n] };
    live.stored = { ...live.stored, table };
    void this.#queued(id, async () => {
      await this.#store.setTable(id, table);
      if (!over && expiries < TURN_EXPIRIES_TO_LEAVE) await this.#back(live, seat);
    }).catch((e) => this.#onError(e, id));
    return true;
  }

  /** The person of a seat a bot played is back: the seat is theirs again. */
  async #back(live: Live, seat: Seat): Promise<void> {
    const entry = live.stored.seats[seat];
    if (entry?.kind !== 'human' || entry.away === undefined) return;
    this.#late.delete(`${live.stored.id}:${seat}`);
    const { away: _away, ...person } = entry;
    const seats = live.stored.seats.map((s, i): SeatEntry => (i === seat ? person : s));
    await this.#setSeats(live, seats);
    await live.engine.seat(seat, { kind: 'human', ...(person.name ? { name: person.name } : {}) });
    await this.#attended(live);
    // Back at a seat that is to move: a whole turn from now.
    this.#planTurns(live, [seat]);
    this.#tellSeats(live);
  }

  /**
   * A request of a seat: it is there (back, if a bot was playing for it; after its turn ran out, once the bot has
   * moved for it, or at once with a move of its own: `moving`).
   */
  async #arrived(live: Live, seat: Seat | null, moving = false): Promise<void> {
    if (seat === null) return;
    this.#presence.seen(live.stored.id, seat, live.stored.table.grace);
    const key = `${live.stored.id}:${seat}`;
    const late = this.#late.get(key);
    if (late !== undefined) {
      if (!moving && late === live.engine.version) return;
      this.#late.delete(key);
    }
    if (live.stored.seats[seat]?.kind === 'human' && live.stored.seats[seat].away !== undefined)
      await this.#queued(live.stored.id, () => this.#back(live, seat));
  }

  /** Watches the people's seats of a game that began: each has its grace from now, and the turn clock starts. */
  #watch(id: string, live: Live): void {
    this.#planTurns(
      live,
      live.stored.seats.map((_, seat) => seat),
    );
    const { grace } = live.stored.table;
    if (grace === null) return;
    live.stored.seats.forEach((s, seat) => {
      if (s.kind === 'human' && s.away === undefined) this.#presence.expect(id, seat, grace);
    });
  }

  /**
   * Gives the seat of a rejoin code a new token (the old one stops working): a person who lost the token (another
   * device, cleared storage) is back at the seat.
   */
  rejoin(id: string, code: string): Promise<{ seat: Seat; token: string }> {
    return this.#queued(id, async () => {
      const live = await this.#match(id);
      const seat = live.stored.seats.findIndex(
        (s) => s.kind === 'human' && s.rejoin && tokenMatches(code, s.rejoin),
      );
      if (seat < 0) throw apiError('invalid-rejoin');
      const { token, hash } = newToken();
      const entry = live.stored.seats[seat] as Extract<SeatEntry, { kind: 'human' }>;
      const seats = live.stored.seats.map((s, i): SeatEntry => (i === seat ? { ...entry, hash } : s));
      await this.#setSeats(live, seats);
      this.#presence.seen(id, seat, live.stored.table.grace);
      if (entry.away !== undefined) await this.#back(live, seat);
      return { seat, token };
    });
  }

  /** The caller's view (a spectator's without a token; the host's with the invite). */
  async read(id: string, authorization?: string): Promise<MatchView> {
    const live = await this.#match(id);
    const caller = this.#caller(live.stored, authorization);
    await this.#arrived(live, caller.seat);
    return this.#viewOf(live, caller);
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
    const stored = await this.#stored(id);
    const caller = this.#caller(stored, authorization);
    if (caller.seat !== null) {
      const entry = stored.seats[caller.seat];
      const name = entry && 'name' in entry ? entry.name : undefined;
      return { seat: caller.seat, ...(name ? { name } : {}), host: caller.host, may: true };
    }
    return { seat: null, host: caller.host, may: caller.host || stored.table.spectatorChat === true };
  }

  /** Sends `event` to every open stream of match `id` (a chat message). */
  broadcast(id: string, event: MatchEvent): void {
    this.#audience.tell(id, () => [event]);
  }

  /** The public history from move `from` on, as the caller's seat (or a spectator) saw it, in `lang`. */
  async log(
    id: string,
    authorization: string | undefined,
    from: number,
    lang: Lang,
  ): Promise<{ version: number; moves: MoveEntry[]; milestones: MilestoneEntry[] }> {
    const live = await this.#match(id);
    const { seat } = this.#caller(live.stored, authorization);
    await this.#arrived(live, seat);
    return {
      version: live.engine.version,
      ...history(live.engine.game, live.engine.record, from, seat, lang, live.stored.table.timeouts),
    };
  }

  #stale(current: number): ApiError {
    return apiError('stale-version', { version: current }, { version: current });
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
    const live = await this.#match(id);
    const seat = this.#seatOf(live.stored, authorization);
    await this.#arrived(live, seat, true);
    if (!live.stored.started) throw apiError('not-started', { open: openSeats(live.stored.seats) });
    try {
      await live.engine.play(seat, json, version);
    } catch (e) {
      if (e instanceof RuleError && e.code === 'stale-version') throw this.#stale(live.engine.version);
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
    return this.#viewOf(live, { seat, host: false });
  }

  /** The match record, once the match is over (before, it would tell hidden cards and the seed). */
  async record(id: string): Promise<MatchRecord> {
    const stored = await this.#stored(id);
    if (!stored.over) throw apiError('match-not-over');
    return { ...stored.header, moves: await this.#store.moves(id) };
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
    return this.#queued(id, async () => {
      const stored = await this.#stored(id);
      const caller = this.#caller(stored, authorization);
      if (caller.seat === null && !caller.host) throw tokenRequired();
      if (!stored.over) throw apiError('match-not-over');
      const n = stored.seats.length;
      let next = stored.table.next;
      if (!next) {
        // Another all-bot match is another all-bot match, however it is made.
        if (stored.allBots && (await this.#store.allBotMatches(stored.creator)) >= this.#allBotCap)
          throw apiError('too-many-matches', { cap: this.#allBotCap }, {}, { 'retry-after': '60' });
        next = newMatchId();
        const seats: SeatEntry[] = Array.from({ length: n }, (_, to): SeatEntry => {
          const from = stored.seats[(to - 1 + n) % n]!;
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
        await this.#createNext(stored, next, seats);
        const table = { ...stored.table, next };
        await this.#store.setTable(id, table);
        // Whoever still has the table open sees where "play again" went.
        void this.#live.get(id)?.then((l) => {
          l.stored = { ...l.stored, table };
          this.#tellSeats(l);
        });
      }
      if (caller.seat === null) return { id: next };
      const mine = stored.seats[caller.seat];
      if (mine?.kind !== 'human') throw apiError('seat-taken');
      return { id: next, ...(await this.#elsewhere.claim(next, keeper(mine))) };
    });
  }

  /** Makes the next match of a rematch: `seats` already turned one seat on. */
  async #createNext(before: StoredMatch, id: string, seats: SeatEntry[]): Promise<void> {
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
    const now = this.#clock.now();
    const { next: _next, ...table } = before.table;
    await this.#elsewhere.create({
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

  /**
   * Stores a match made whole elsewhere (the next match of "play again") and lets it begin if it may.
   *
   * @example
   * ```ts
   * await hosted.insert(nextMatch); // a Durable Object's own match, made by the object of the match before
   * ```
   */
  async insert(match: StoredMatch): Promise<void> {
    await this.#store.create(match);
    await this.#match(match.id);
    this.#relist(match);
  }

  /** Takes the seat of match `id` kept for the person whose old token hashes to `hash`. */
  claim(id: string, hash: string): Promise<Seated> {
    return this.#queued(id, async () => {
      const live = await this.#match(id);
      const seat = live.stored.seats.findIndex((s) => s.kind === 'open' && s.reserved === hash);
      if (seat < 0) throw apiError('seat-taken');
      const { name, person } = live.stored.seats[seat] as { name?: string; person?: string };
      return this.#seatPerson(live, seat, name, person);
    });
  }

  /** The public tables waiting for players, the newest first: a page of them, and where the next page starts. */
  async tables(filter: {
    game?: string;
    before?: number;
  }): Promise<{ tables: TableListing[]; next?: number }> {
    if (filter.game !== undefined) gameOf(games, filter.game);
    const rows = await this.#store.tables({ ...filter, limit: TABLES_PAGE + 1 });
    const page = rows.slice(0, TABLES_PAGE).map((r) => this.#listing(r));
    return { tables: page, ...(rows.length > TABLES_PAGE ? { next: page[page.length - 1]!.created } : {}) };
  }

  /** The host's invite code of a private table (for its links), and the seats still open. */
  async invite(id: string, authorization: string | undefined): Promise<{ invite?: string; open: Seat[] }> {
    const stored = await this.#stored(id);
    this.#host(stored, authorization);
    const open = stored.seats.flatMap((s, seat) => (s.kind === 'open' && !s.reserved ? [seat] : []));
    return { ...(stored.table.invite ? { invite: stored.table.invite } : {}), open };
  }

  /** Deletes a match: only its host may (401 without a token, 403 with another). Its bots stop, its streams end. */
  remove(id: string, authorization: string | undefined): Promise<void> {
    return this.#queued(id, async () => {
      const stored = await this.#stored(id);
      this.#host(stored, authorization);
      await this.#store.remove(id);
      this.#forget(id, 'deleted');
      if (stored.table.visibility === 'public') this.#onListing?.(id, null);
    });
  }

  /** Stops the match's engine, forgets it, and ends its streams. */
  #forget(id: string, reason: 'deleted' | 'expired'): void {
    this.#drop(id);
    this.#presence.forget(id);
    this.#audience.end(id, { event: 'gone', reason });
  }

  /**
   * A stream ticket: a short-lived, single-use word that stands for the caller's token in the events URL
   * (`?ticket=`), for browsers' `EventSource`, which cannot send an `Authorization` header.
   */
  async ticket(id: string, authorization: string | undefined): Promise<{ ticket: string; expires: number }> {
    const stored = await this.#stored(id);
    const { seat } = this.#caller(stored, authorization);
    const now = this.#clock.now();
    for (const [t, entry] of this.#tickets) if (entry.until <= now) this.#tickets.delete(t);
    const { token } = newToken();
    const until = now + this.#ticketMs;
    this.#tickets.set(token, { id, seat, until });
    return { ticket: token, expires: until };
  }

  /**
   * Calls `send` with the seat's view now and after every change (with each move as the seat saw it, and each
   * milestone, in `lang`), then `end` with the last view when the match is over (or `gone` when it is deleted,
   * expires or the server stops); returns the unsubscribe function. The seat comes from a bearer token or a
   * stream ticket. While the stream is open, the seat counts as there.
   */
  async subscribe(
    id: string,
    auth: { authorization?: string | undefined; ticket?: string | undefined },
    lang: Lang,
    send: (event: MatchEvent) => void,
    client = 'anyone',
  ): Promise<() => void> {
    const live = await this.#match(id);
    let caller: Caller;
    if (auth.ticket !== undefined) {
      const entry = this.#tickets.get(auth.ticket);
      this.#tickets.delete(auth.ticket);
      if (!entry || entry.id !== id || entry.until <= this.#clock.now()) throw apiError('invalid-ticket');
      caller = { seat: entry.seat, host: false };
    } else {
      caller = this.#caller(live.stored, auth.authorization);
    }
    const { seat } = caller;
    const first = this.#viewOf(live, caller);
    if (first.outcome !== null) {
      send({ event: 'end', view: first });
      return () => {};
    }
    const listener: Listener = { seat, lang, send };
    // Past the limits nothing is opened: no presence, no stream.
    const leave = this.#audience.join(id, client, listener);
    const stop = seat === null ? () => {} : this.#presence.stream(id, seat, live.stored.table.grace);
    await this.#arrived(live, seat);
    send({ event: 'view', view: this.#viewOf(live, caller) });
    // The others see that the seat is there.
    if (seat !== null) this.#tellSeats(live, listener);
    return () => {
      stop();
      leave();
      if (seat !== null)
        void this.#match(id)
          .then((l) => this.#tellSeats(l))
          .catch(() => undefined);
    };
  }

  /** Every stream of the match hears of a move: the move as its seat saw it, a milestone, the new view. */
  #told(id: string, live: Live, move: { seat: Seat; move: unknown }): void {
    const over = live.engine.outcome !== null;
    const n = live.engine.version - 1;
    const timedOut = this.#clockMoved(live, move.seat, n, over);
    const game = live.engine.game;
    // Once per audience (a seat, or the spectators, in a language), the same events for all its streams.
    this.#audience.tell(id, (seat, lang) => {
      const events: MatchEvent[] = [
        { event: 'move', entry: moveEntry(game, live.before, move, n, seat, lang, timedOut) },
      ];
      const m = milestoneEntry(game, live.before, live.engine.state, n, lang);
      if (m) events.push({ event: 'milestone', entry: m });
      const view = this.#viewOf(live, { seat, host: false });
      events.push(over ? { event: 'end', view } : { event: 'view', view });
      return events;
    });
    if (over) this.#audience.end(id);
    // Whose turn it is may have changed: the clocks of the seats to move.
    if (!over) this.#planTurns(live, [move.seat]);
    // A finished match needs no engine: its record is in the store.
    if (over) {
      this.#presence.forget(id);
      this.#drop(id);
    }
  }

  /** Every stream (but `except`) hears that the seats changed: who sits where, who is there. */
  #tellSeats(live: Live, except?: Listener): void {
    this.#audience.tell(
      live.stored.id,
      (seat) => [{ event: 'view', view: this.#viewOf(live, { seat, host: false }) }],
      except,
    );
  }

  /** Lets every unfinished match's bots move (after a restart), and removes what expired meanwhile. */
  async wakeAll(): Promise<number> {
    await this.sweep();
    const ids = await this.#store.unfinished();
    for (const id of ids) await this.#match(id).catch((e) => this.#onError(e, id));
    return ids.length;
  }

  /** Removes every match that expired, and sets the next sweep for when the next one will. */
  async sweep(): Promise<string[]> {
    if (this.#closed) return [];
    const now = this.#clock.now();
    const { ids, next } = await this.#store.expired(now, this.#idleMs, this.#keepMs, this.#waitMs);
    for (const id of ids) {
      await this.#queued(id, async () => {
        await this.#store.remove(id);
        this.#forget(id, 'expired');
        this.#onListing?.(id, null);
      });
    }
    if (this.#sweep !== null) this.#clock.clearTimeout(this.#sweep);
    this.#sweep = null;
    if (next !== null) this.#planSweep(next);
    return ids;
  }

  /** Makes sure a sweep comes by `at` (or sooner). */
  #planSweep(at: number): void {
    if (this.#closed || this.#sweep !== null) return;
    const ms = Math.min(Math.max(0, at - this.#clock.now()), LONGEST_TIMER);
    this.#sweep = this.#clock.setTimeout(() => {
      this.#sweep = null;
      void this.sweep().catch((e) => console.error('tafel: sweeping expired matches failed', e));
    }, ms);
  }

  /** Stops every engine and timer and ends every stream (the server is shutting down). */
  close(): void {
    this.#closed = true;
    for (const id of [...this.#live.keys()]) this.#drop(id);
    this.#presence.close();
    this.#turns.close();
    if (this.#sweep !== null) this.#clock.clearTimeout(this.#sweep);
    this.#sweep = null;
    this.#audience.endAll({ event: 'gone', reason: 'shutdown' });
  }
}
