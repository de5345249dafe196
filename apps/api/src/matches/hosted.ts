/**
 * Hosted matches, whatever the runtime: create, join, read a seat's view, play a move with its version, stream
 * changes, delete and expire. Each match being played is core's match engine (`@tafel/core/match`) with this
 * runtime's ports: the store keeps every change (the move, the state, the bots' generators) before it counts,
 * bots think through the {@link BotRunner} (worker threads on Node) on their creator's line, time comes from a
 * {@link Clock} (timers on Node, a Durable Object's alarm), and every change goes to the match's streams. The
 * turns, the real-time race and the version guard are the engine's.
 *
 * Fairness: the creator may choose the seed (or stack the deck) only at a table without open seats, since
 * whoever joins must not face a deal another person knows; every match publishes at its creation a commitment
 * (SHA-256 of its seed and options) and, with the record at its end, the seed, so any seat can check that the
 * deal was fixed before anyone sat down. `seedChosen` tells every seat whether the creator chose it.
 *
 * An engine lives in memory while its match is played here; the store's version guard makes a move apply at
 * most once even across processes (a process that finds the match moved on reads it again). A refused request
 * changes nothing.
 *
 * @module
 */
import {
  type AnyGame,
  commonErrors,
  type GameId,
  gameOf,
  games,
  type MatchRecord,
  RuleError,
  type Seat,
} from '@tafel/core';
import {
  type BotRunner,
  type Clock,
  DEFAULT_LEVEL,
  MatchEngine,
  type MatchSnapshot,
  type SeatSpec,
  startSnapshot,
  systemClock,
} from '@tafel/core/match';
import { bearer, hashToken, newMatchId, newToken, tokenMatches } from '../auth/index.js';
import { ApiError, apiError, notFound } from '../errors/index.js';
import type { MatchStore, SeatEntry, StoredMatch } from '../store/index.js';

export type { Clock } from '@tafel/core/match';
export { DEFAULT_LEVEL, systemClock } from '@tafel/core/match';

/** What a seat asks for when a match is created. */
export type SeatRequest = { kind: 'human' } | { kind: 'open' } | { kind: 'bot'; level?: string };

/** What a seat (or a spectator) sees of a match now. */
export interface MatchView {
  id: string;
  game: string;
  version: number;
  /** Who sits where (never a token): people, open seats, bots by level. */
  seats: { kind: 'human' | 'open' | 'bot'; level?: string }[];
  seat: Seat | null;
  /** The seats that may move now (empty once the match is over). */
  active: Seat[];
  view: unknown;
  legal: unknown[];
  outcome: { scores: number[]; winners: Seat[] } | null;
  /** Whether the creator chose the seed or the deck (then every other seat is his own). */
  seedChosen: boolean;
  /** SHA-256 (hex) of `JSON.stringify([seed, options])`, published at creation; the record shows both at the end. */
  commitment: string;
}

/** What a stream of a match carries: the seat's view after a change; the last view; or why the stream ends. */
export type MatchEvent =
  | { event: 'view'; view: MatchView }
  | { event: 'end'; view: MatchView }
  | { event: 'gone'; reason: 'deleted' | 'expired' | 'shutdown' };

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
  /** How long a finished match (and its record) is kept, in ms (default 30 days). */
  keepMs?: number;
  /** How long a stream ticket stays valid, in ms (default 60 s). */
  ticketMs?: number;
  /** A failure of a bot or the store that a match got past (default: written to the console). */
  onError?: (error: unknown, match: string) => void;
}

type Listener = { seat: Seat | null; send: (event: MatchEvent) => void };

/** A match being played here: its engine and what the store keeps beside it. */
interface Live {
  engine: MatchEngine;
  stored: StoredMatch;
}

const DAY = 24 * 60 * 60 * 1000;
/** The longest a timer is set for: beyond it, the sweep simply looks again (Node's timers overflow at 24.8 days). */
const LONGEST_TIMER = 6 * 60 * 60 * 1000;

const unauthorized = () => apiError('invalid-token');
const tokenRequired = () => apiError('token-required');

/** SHA-256 (hex) of the seed and the options: the match's commitment to its deal. */
export function commitmentOf(header: Pick<MatchRecord, 'seed' | 'options'>): string {
  return hashToken(JSON.stringify([header.seed, header.options]));
}

/** Whether options fix the deal (a stacked deck), as a chosen seed does. */
function stacked(options: Record<string, unknown> | undefined): boolean {
  return options?.deck !== undefined && options.deck !== null;
}

/** A stored seat in the engine's words. */
const specOf = (s: SeatEntry): SeatSpec =>
  s.kind === 'bot' ? { kind: 'bot', bot: s.level } : s.kind === 'open' ? { kind: 'open' } : { kind: 'human' };

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
  readonly #ticketMs: number;
  readonly #onError: (error: unknown, match: string) => void;
  /** Operations on one match that are not moves (joins, deletes) run one after the other. */
  readonly #queues = new Map<string, Promise<unknown>>();
  readonly #live = new Map<string, Promise<Live>>();
  readonly #listeners = new Map<string, Set<Listener>>();
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
    this.#ticketMs = options.ticketMs ?? 60_000;
    this.#onError =
      options.onError ?? ((e, id) => console.error(`tafel: match ${id}: a bot or the store failed`, e));
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
    const seats = stored.seats.map(specOf);
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
    const live: Live = { stored, engine: null as unknown as MatchEngine };
    live.engine = new MatchEngine(
      {
        game,
        seats,
        bots: this.#bots,
        clock: this.#clock,
        owner: stored.creator,
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
          live.stored = { ...live.stored, state: next.state, version: version + 1, over, touched: now, bots };
        },
        onChange: () => this.#notify(id, live),
        onError: (e) => this.#onError(e, id),
      },
      snapshot,
    );
    if (!stored.over && !this.#closed) live.engine.start();
    return live;
  }

  /** Forgets the engine of a match (it is read again from the store when next asked for). */
  #drop(id: string): void {
    const live = this.#live.get(id);
    this.#live.delete(id);
    void live?.then((l) => l.engine.stop()).catch(() => undefined);
  }

  /** The seat a bearer token belongs to; `null` without a token; 401 for a token of no seat. */
  #seatOf(stored: StoredMatch, authorization: string | undefined): Seat | null {
    const token = bearer(authorization);
    if (token === null) {
      if (authorization) throw unauthorized();
      return null;
    }
    const seat = stored.seats.findIndex((s) => s.hash !== undefined && tokenMatches(token, s.hash));
    if (seat < 0) throw unauthorized();
    return seat;
  }

  #viewOf(live: Live, seat: Seat | null): MatchView {
    const { engine, stored } = live;
    return {
      id: stored.id,
      game: engine.game.id,
      version: engine.version,
      seats: stored.seats.map((s) =>
        s.kind === 'bot' ? { kind: s.kind, level: s.level } : { kind: s.kind },
      ),
      seat,
      active: engine.active(),
      view: engine.view(seat),
      legal: seat === null ? [] : engine.legal(seat),
      outcome: engine.outcome,
      seedChosen: stored.seedChosen,
      commitment: commitmentOf(stored.header),
    };
  }

  /**
   * Creates a match for `client` (who asked, for the cap on all-bot matches): a token for every human seat and
   * one for the host (shown once), bots seated by level, the commitment to its deal.
   *
   * @example
   * ```ts
   * const { id, host, seats } = await hosted.create(
   *   { game: 'wine-cellar', seats: [{ kind: 'human' }, { kind: 'bot' }] }, '203.0.113.7');
   * ```
   */
  async create(
    args: { game: string; seats: SeatRequest[]; seed?: string; options?: Record<string, unknown> },
    client: string,
  ): Promise<{ id: string; host: string; seats: { seat: Seat; token?: string }[]; commitment: string }> {
    const game: AnyGame = gameOf(games, args.game);
    // Check the bots before anything is stored: an unknown level is the client's mistake.
    for (const s of args.seats)
      if (s.kind === 'bot') this.#checkBot(game.id as GameId, s.level ?? DEFAULT_LEVEL);
    const seedChosen = args.seed !== undefined || stacked(args.options);
    if (seedChosen && args.seats.some((s) => s.kind === 'open')) throw apiError('seed-not-allowed');
    const allBots = args.seats.every((s) => s.kind === 'bot');
    const creator = hashToken(client);
    if (allBots && (await this.#store.allBotMatches(creator)) >= this.#allBotCap) {
      throw apiError('too-many-matches', { cap: this.#allBotCap }, {}, { 'retry-after': '60' });
    }
    const tokens: { seat: Seat; token?: string }[] = [];
    const seats: SeatEntry[] = args.seats.map((s, seat) => {
      if (s.kind === 'human') {
        const { token, hash } = newToken();
        tokens.push({ seat, token });
        return { kind: 'human', hash };
      }
      tokens.push({ seat });
      return s.kind === 'bot' ? { kind: 'bot', level: s.level ?? DEFAULT_LEVEL } : { kind: 'open' };
    });
    const snapshot = startSnapshot(game, {
      seed: args.seed ?? newMatchId(),
      seats: seats.map(specOf),
      options: args.options ?? {},
    });
    const host = newToken();
    const id = this.#newId();
    const { moves: _moves, ...header } = snapshot.record;
    const now = this.#clock.now();
    await this.#store.create({
      id,
      header,
      seats,
      state: snapshot.state,
      version: 0,
      over: false,
      host: host.hash,
      creator,
      allBots,
      seedChosen,
      created: now,
      touched: now,
      bots: { rngs: snapshot.rngs, order: snapshot.order },
    });
    // The bots take their turns at once.
    await this.#match(id);
    this.#planSweep(now + this.#idleMs);
    return { id, host: host.token, seats: tokens, commitment: commitmentOf(header) };
  }

  /** Takes an open seat: its token (shown once). 403 when the seat is not open. */
  join(id: string, seat: Seat): Promise<{ seat: Seat; token: string }> {
    return this.#queued(id, async () => {
      const live = await this.#match(id);
      const { stored } = live;
      if (!Number.isInteger(seat) || seat < 0 || seat >= stored.seats.length) {
        throw commonErrors.error('invalid-seat', { seat });
      }
      if (stored.seats[seat]!.kind !== 'open') throw apiError('seat-taken');
      const { token, hash } = newToken();
      const seats = stored.seats.map((s, i): SeatEntry => (i === seat ? { kind: 'human', hash } : s));
      if (!(await this.#store.setSeats(id, live.engine.version, seats, this.#clock.now()))) {
        this.#drop(id);
        throw this.#stale(live.engine.version + 1);
      }
      live.stored = { ...stored, seats };
      await live.engine.seat(seat, { kind: 'human' });
      return { seat, token };
    });
  }

  /** The caller's view (a spectator's without a token). */
  async read(id: string, authorization?: string): Promise<MatchView> {
    const live = await this.#match(id);
    return this.#viewOf(live, this.#seatOf(live.stored, authorization));
  }

  #stale(current: number): ApiError {
    return apiError('stale-version', { version: current }, { version: current });
  }

  /**
   * Plays the caller's move. Turn-based games: only on the version the caller saw (409 with the current one
   * otherwise). Real-time games: a move still legal now applies whatever version it names; one that is not gets
   * 409 with the current version and the rule's code.
   */
  async move(
    id: string,
    authorization: string | undefined,
    json: unknown,
    version: number,
  ): Promise<MatchView> {
    const live = await this.#match(id);
    const seat = this.#seatOf(live.stored, authorization);
    if (seat === null) throw tokenRequired();
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
    return this.#viewOf(live, seat);
  }

  /** The match record, once the match is over (before, it would tell hidden cards and the seed). */
  async record(id: string): Promise<MatchRecord> {
    const stored = await this.#stored(id);
    if (!stored.over) throw apiError('match-not-over');
    return { ...stored.header, moves: await this.#store.moves(id) };
  }

  /** Deletes a match: only its host may (401 without a token, 403 with another). Its bots stop, its streams end. */
  remove(id: string, authorization: string | undefined): Promise<void> {
    return this.#queued(id, async () => {
      const stored = await this.#stored(id);
      const token = bearer(authorization);
      if (token === null) throw tokenRequired();
      if (!tokenMatches(token, stored.host)) throw apiError('not-host');
      await this.#store.remove(id);
      this.#forget(id, 'deleted');
    });
  }

  /** Stops the match's engine, forgets it, and ends its streams. */
  #forget(id: string, reason: 'deleted' | 'expired'): void {
    this.#drop(id);
    for (const l of this.#listeners.get(id) ?? []) l.send({ event: 'gone', reason });
    this.#listeners.delete(id);
  }

  /**
   * A stream ticket: a short-lived, single-use word that stands for the caller's token in the events URL
   * (`?ticket=`), for browsers' `EventSource`, which cannot send an `Authorization` header.
   */
  async ticket(id: string, authorization: string | undefined): Promise<{ ticket: string; expires: number }> {
    const stored = await this.#stored(id);
    const seat = this.#seatOf(stored, authorization);
    const now = this.#clock.now();
    for (const [t, entry] of this.#tickets) if (entry.until <= now) this.#tickets.delete(t);
    const { token } = newToken();
    const until = now + this.#ticketMs;
    this.#tickets.set(token, { id, seat, until });
    return { ticket: token, expires: until };
  }

  /**
   * Calls `send` with the seat's view now and after every change, then `end` with the last view when the match
   * is over (or `gone` when it is deleted, expires or the server stops); returns the unsubscribe function. The
   * seat comes from a bearer token or a stream ticket.
   */
  async subscribe(
    id: string,
    auth: { authorization?: string | undefined; ticket?: string | undefined },
    send: (event: MatchEvent) => void,
  ): Promise<() => void> {
    const live = await this.#match(id);
    let seat: Seat | null;
    if (auth.ticket !== undefined) {
      const entry = this.#tickets.get(auth.ticket);
      this.#tickets.delete(auth.ticket);
      if (!entry || entry.id !== id || entry.until <= this.#clock.now()) throw apiError('invalid-ticket');
      seat = entry.seat;
    } else {
      seat = this.#seatOf(live.stored, auth.authorization);
    }
    const first = this.#viewOf(live, seat);
    if (first.outcome !== null) {
      send({ event: 'end', view: first });
      return () => {};
    }
    const listener: Listener = { seat, send };
    const set = this.#listeners.get(id) ?? new Set();
    set.add(listener);
    this.#listeners.set(id, set);
    send({ event: 'view', view: first });
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.#listeners.get(id) === set) this.#listeners.delete(id);
    };
  }

  /** Every stream of the match hears of a change (the last view, and the end, once it is over). */
  #notify(id: string, live: Live): void {
    const over = live.engine.outcome !== null;
    const set = this.#listeners.get(id);
    if (set) {
      for (const l of set) {
        const view = this.#viewOf(live, l.seat);
        l.send(over ? { event: 'end', view } : { event: 'view', view });
      }
      if (over) this.#listeners.delete(id);
    }
    // A finished match needs no engine: its record is in the store.
    if (over) this.#drop(id);
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
    const { ids, next } = await this.#store.expired(now, this.#idleMs, this.#keepMs);
    for (const id of ids) {
      await this.#queued(id, async () => {
        await this.#store.remove(id);
        this.#forget(id, 'expired');
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
    if (this.#sweep !== null) this.#clock.clearTimeout(this.#sweep);
    this.#sweep = null;
    for (const set of this.#listeners.values())
      for (const l of set) l.send({ event: 'gone', reason: 'shutdown' });
    this.#listeners.clear();
  }
}
