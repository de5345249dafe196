/**
 * Hosted matches, whatever the runtime: create, join, read a seat's view, play a move with its version, stream
 * changes, delete, expire, and let the bots move by themselves — turn-based bots right after the move that makes
 * them active, real-time bots (Bunte Kuh, Raffzahn) after their modelled reaction time, raced by core's
 * real-time scheduler. Bots think through a {@link BotRunner} (worker threads on Node), never on the thread that
 * answers requests; time comes from a {@link Clock} so tests and other runtimes can drive it.
 *
 * Fairness: the creator may choose the seed (or stack the deck) only at a table without open seats, since
 * whoever joins must not face a deal another person knows; every match publishes at its creation a commitment
 * (SHA-256 of its seed and options) and, with the record at its end, the seed, so any seat can check that the
 * deal was fixed before anyone sat down. `seedChosen` tells every seat whether the creator chose it.
 *
 * Every operation on one match runs after the previous one (a queue per match), and the store's version guard
 * makes a move apply at most once even across processes. A refused request changes nothing.
 *
 * @module
 */
import {
  type AnyGame,
  afterMove,
  applyMove,
  arrive,
  commonErrors,
  DEFAULT_REACTION_MS,
  type GameId,
  gameOf,
  games,
  isLegal,
  type Match,
  type MatchRecord,
  nextDue,
  type Race,
  Rng,
  RuleError,
  type Seat,
  setOut,
  startMatch,
  startRace,
  waiting,
} from '@tafel/core';
import { bearer, hashToken, newMatchId, newToken, tokenMatches } from '../auth/index.js';
import type { BotRunner } from '../bots/runner.js';
import type { BotAnswer, BotTask } from '../bots/think.js';
import { ApiError, apiError, notFound } from '../errors/index.js';
import type { MatchStore, SeatEntry, StoredMatch } from '../store/index.js';

/** Time, for bot moves and expiry: real timers on Node, alarms elsewhere, a fake one in tests. */
export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The system clock. */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

/** What a seat asks for when a match is created. */
export type SeatRequest = { kind: 'human' } | { kind: 'open' } | { kind: 'bot'; level?: string };

/** The level a bot seat gets when it names none. */
export const DEFAULT_LEVEL = 'normal';

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
}

type Listener = { seat: Seat | null; send: (event: MatchEvent) => void };

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
  readonly #queues = new Map<string, Promise<unknown>>();
  readonly #listeners = new Map<string, Set<Listener>>();
  readonly #timers = new Map<string, unknown>();
  readonly #races = new Map<string, Race>();
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
  }

  /** Runs `fn` after every earlier operation on match `id`. */
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

  async #load(id: string): Promise<{ stored: StoredMatch; game: AnyGame }> {
    const stored = await this.#store.get(id);
    if (!stored) throw notFound('match');
    return { stored, game: gameOf(games, stored.header.game) };
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

  #viewOf(stored: StoredMatch, game: AnyGame, seat: Seat | null): MatchView {
    const active: Seat[] = game.active(stored.state);
    return {
      id: stored.id,
      game: game.id,
      version: stored.version,
      seats: stored.seats.map((s) =>
        s.kind === 'bot' ? { kind: s.kind, level: s.level } : { kind: s.kind },
      ),
      seat,
      active,
      view: game.view(stored.state, seat),
      legal: seat !== null && active.includes(seat) ? game.legalMoves(stored.state, seat) : [],
      outcome: game.outcome(stored.state),
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
    const game = gameOf(games, args.game);
    // Check the bots before anything is stored: an unknown level is the client's mistake.
    for (const s of args.seats)
      if (s.kind === 'bot') this.#checkBot(game.id as GameId, s.level ?? DEFAULT_LEVEL);
    const seedChosen = args.seed !== undefined || stacked(args.options);
    if (seedChosen && args.seats.some((s) => s.kind === 'open')) {
      throw apiError('seed-not-allowed');
    }
    const allBots = args.seats.every((s) => s.kind === 'bot');
    const creator = hashToken(client);
    if (allBots && (await this.#store.allBotMatches(creator)) >= this.#allBotCap) {
      throw apiError('too-many-matches', { cap: this.#allBotCap }, {}, { 'retry-after': '60' });
    }
    const match: Match = startMatch(game, {
      seed: args.seed ?? newMatchId(),
      seats: args.seats.map((s) => (s.kind === 'bot' ? { bot: s.level ?? DEFAULT_LEVEL } : {})),
      options: args.options ?? {},
    });
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
    const host = newToken();
    const id = this.#newId();
    const { moves: _moves, ...header } = match.record;
    const now = this.#clock.now();
    await this.#store.create({
      id,
      header,
      seats,
      state: match.state,
      version: 0,
      over: false,
      host: host.hash,
      creator,
      allBots,
      seedChosen,
      created: now,
      touched: now,
    });
    this.#wake(id);
    this.#planSweep(now + this.#idleMs);
    return { id, host: host.token, seats: tokens, commitment: commitmentOf(header) };
  }

  /** Takes an open seat: its token (shown once). 403 when the seat is not open. */
  join(id: string, seat: Seat): Promise<{ seat: Seat; token: string }> {
    return this.#queued(id, async () => {
      const { stored } = await this.#load(id);
      if (!Number.isInteger(seat) || seat < 0 || seat >= stored.seats.length) {
        throw commonErrors.error('invalid-seat', { seat });
      }
      if (stored.seats[seat]!.kind !== 'open') {
        throw apiError('seat-taken');
      }
      const { token, hash } = newToken();
      const seats = stored.seats.map((s, i): SeatEntry => (i === seat ? { kind: 'human', hash } : s));
      if (!(await this.#store.setSeats(id, stored.version, seats, this.#clock.now())))
        throw this.#stale(stored.version + 1);
      return { seat, token };
    });
  }

  /** The caller's view (a spectator's without a token). */
  async read(id: string, authorization?: string): Promise<MatchView> {
    const { stored, game } = await this.#load(id);
    return this.#viewOf(stored, game, this.#seatOf(stored, authorization));
  }

  #stale(current: number): ApiError {
    return apiError('stale-version', { version: current }, { version: current });
  }

  /**
   * Plays the caller's move. Turn-based games: only on the version the caller saw (409 with the current one
   * otherwise). Real-time games: a move still legal now applies whatever version it names; one that is not gets
   * 409 with the current version and the rule's code.
   */
  move(id: string, authorization: string | undefined, json: unknown, version: number): Promise<MatchView> {
    return this.#queued(id, async () => {
      const { stored, game } = await this.#load(id);
      const seat = this.#seatOf(stored, authorization);
      if (seat === null) throw tokenRequired();
      const move = game.parseMove(json);
      if (!game.realtime && version !== stored.version) throw this.#stale(stored.version);
      let next: Match;
      try {
        next = applyMove(game, { state: stored.state, record: { ...stored.header, moves: [] } }, seat, move);
      } catch (e) {
        if (game.realtime && e instanceof RuleError && version !== stored.version) {
          throw new ApiError(
            409,
            e.code,
            {
              en: `${e.messages.en} (the match is at version ${stored.version})`,
              nl: `${e.messages.nl} (de wedstrijd staat op versie ${stored.version})`,
            },
            { version: stored.version },
          );
        }
        throw e;
      }
      const updated = await this.#commit(stored, game, seat, next.record.moves[0]!.move, next.state);
      return this.#viewOf(updated, game, seat);
    });
  }

  async #commit(
    stored: StoredMatch,
    game: AnyGame,
    seat: Seat,
    move: unknown,
    state: unknown,
  ): Promise<StoredMatch> {
    const over = game.outcome(state) !== null;
    const now = this.#clock.now();
    if (!(await this.#store.append(stored.id, stored.version, { seat, move }, state, over, now))) {
      throw this.#stale(stored.version + 1);
    }
    const updated = { ...stored, state, version: stored.version + 1, over, touched: now };
    this.#notify(updated, game);
    // The position changed: a bot waiting for a later arrival looks again now.
    const pending = this.#timers.get(stored.id);
    if (pending !== undefined) {
      this.#clock.clearTimeout(pending);
      this.#timers.delete(stored.id);
    }
    if (over) this.#races.delete(stored.id);
    else this.#wake(stored.id);
    return updated;
  }

  /** The match record, once the match is over (before, it would tell hidden cards and the seed). */
  async record(id: string): Promise<MatchRecord> {
    const { stored } = await this.#load(id);
    if (!stored.over) {
      throw apiError('match-not-over');
    }
    return { ...stored.header, moves: await this.#store.moves(id) };
  }

  /** Deletes a match: only its host may (401 otherwise). Its bots stop and its streams end. */
  remove(id: string, authorization: string | undefined): Promise<void> {
    return this.#queued(id, async () => {
      const { stored } = await this.#load(id);
      const token = bearer(authorization);
      if (token === null) throw tokenRequired();
      if (!tokenMatches(token, stored.host)) {
        throw apiError('not-host');
      }
      await this.#store.remove(id);
      this.#forget(id, 'deleted');
    });
  }

  /** Stops everything the process holds for a match, and ends its streams. */
  #forget(id: string, reason: 'deleted' | 'expired'): void {
    const pending = this.#timers.get(id);
    if (pending !== undefined) this.#clock.clearTimeout(pending);
    this.#timers.delete(id);
    this.#races.delete(id);
    for (const l of this.#listeners.get(id) ?? []) l.send({ event: 'gone', reason });
    this.#listeners.delete(id);
  }

  /**
   * A stream ticket: a short-lived, single-use word that stands for the caller's token in the events URL
   * (`?ticket=`), for browsers' `EventSource`, which cannot send an `Authorization` header.
   */
  async ticket(id: string, authorization: string | undefined): Promise<{ ticket: string; expires: number }> {
    const { stored } = await this.#load(id);
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
    const { stored, game } = await this.#load(id);
    let seat: Seat | null;
    if (auth.ticket !== undefined) {
      const entry = this.#tickets.get(auth.ticket);
      this.#tickets.delete(auth.ticket);
      if (!entry || entry.id !== id || entry.until <= this.#clock.now()) {
        throw apiError('invalid-ticket');
      }
      seat = entry.seat;
    } else {
      seat = this.#seatOf(stored, auth.authorization);
    }
    const first = this.#viewOf(stored, game, seat);
    if (stored.over) {
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

  #notify(stored: StoredMatch, game: AnyGame): void {
    const set = this.#listeners.get(stored.id);
    if (!set) return;
    for (const l of set) {
      const view = this.#viewOf(stored, game, l.seat);
      l.send(stored.over ? { event: 'end', view } : { event: 'view', view });
    }
    if (stored.over) this.#listeners.delete(stored.id);
  }

  /** Lets every unfinished match's bots move (after a restart), and removes what expired meanwhile. */
  async wakeAll(): Promise<number> {
    await this.sweep();
    const ids = await this.#store.unfinished();
    for (const id of ids) this.#wake(id);
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

  /** Schedules the next bot step of a match. */
  #wake(id: string): void {
    if (this.#closed || this.#timers.has(id)) return;
    this.#timers.set(
      id,
      this.#clock.setTimeout(() => {
        this.#timers.delete(id);
        void this.#queued(id, () => this.#botStep(id)).catch((e) => {
          if (!(e instanceof ApiError || e instanceof RuleError))
            console.error('tafel: a bot step failed', e);
        });
      }, 0),
    );
  }

  /**
   * A bot's answer from the runner. Should the runner fail (a bot past its time limit), the seat plays a random
   * legal move instead, so that a match never stalls on a bot; the failure is logged.
   */
  async #think(stored: StoredMatch, task: BotTask, legal: unknown[]): Promise<BotAnswer> {
    try {
      return await this.#bots.run(task, stored.creator, { patient: true });
    } catch (e) {
      if (this.#closed) throw e;
      console.error(
        `tafel: the bot of seat ${task.seat} in match ${stored.id} failed; it plays at random`,
        e,
      );
      const move = legal.length > 0 ? legal[Rng.fromSeed(task.seed).int(legal.length)] : null;
      return task.react ? { move, ms: DEFAULT_REACTION_MS } : { move };
    }
  }

  /** One bot step: a turn-based bot to move moves now; in real time, bots set out and the earliest arrives. */
  async #botStep(id: string): Promise<void> {
    const { stored, game } = await this.#load(id);
    if (stored.over) return;
    const active: Seat[] = game.active(stored.state);
    const bots = active.filter((seat) => stored.seats[seat]?.kind === 'bot');
    if (bots.length === 0) return;
    const taskOf = (seat: Seat, react = false): BotTask => ({
      game: game.id as GameId,
      bot: (stored.seats[seat] as { level: string }).level,
      settings: {},
      state: stored.state,
      seat,
      seed: `${stored.header.seed}:bot:${seat}:${stored.version}`,
      ...(react ? { react } : {}),
    });
    if (!game.realtime) {
      const seat = bots[0]!;
      const legal: unknown[] = game.legalMoves(stored.state, seat);
      const { move } = await this.#think(stored, taskOf(seat), legal);
      if (this.#closed) return;
      const next = applyMove(
        game,
        { state: stored.state, record: { ...stored.header, moves: [] } },
        seat,
        move,
      );
      await this.#commit(stored, game, seat, next.record.moves[0]!.move, next.state);
      return;
    }
    // Real time: plans that still fit keep their time; the others (and new bot seats) set out now.
    const now = this.#clock.now();
    let race = this.#races.get(id) ?? startRace(stored.seats.length, now);
    race = afterMove({ ...race, now }, bots, (seat, move) => isLegal(game, stored.state, seat, move));
    const setting = waiting(race, bots);
    const reactions = await Promise.all(
      setting.map((seat) => this.#think(stored, taskOf(seat, true), game.legalMoves(stored.state, seat))),
    );
    if (this.#closed) return;
    setting.forEach((seat, i) => {
      const { move, ms } = reactions[i]!;
      race = setOut(race, seat, { move, ms: ms ?? DEFAULT_REACTION_MS });
    });
    const due = nextDue(race, bots);
    this.#races.set(id, race);
    if (!due) return;
    if (due.at > now) {
      // Not yet: look again when it arrives (a person's move meanwhile wakes the match earlier).
      this.#timers.set(
        id,
        this.#clock.setTimeout(() => {
          this.#timers.delete(id);
          void this.#queued(id, () => this.#botStep(id)).catch(() => undefined);
        }, due.at - now),
      );
      return;
    }
    this.#races.set(id, arrive(race, due.seat, due.at));
    if (due.move === null || !isLegal(game, stored.state, due.seat, due.move)) {
      this.#wake(id);
      return;
    }
    const next = applyMove(
      game,
      { state: stored.state, record: { ...stored.header, moves: [] } },
      due.seat,
      due.move,
    );
    await this.#commit(stored, game, due.seat, next.record.moves[0]!.move, next.state);
  }

  /** Stops every timer and ends every stream (the server is shutting down). */
  close(): void {
    this.#closed = true;
    for (const handle of this.#timers.values()) this.#clock.clearTimeout(handle);
    this.#timers.clear();
    if (this.#sweep !== null) this.#clock.clearTimeout(this.#sweep);
    this.#sweep = null;
    for (const set of this.#listeners.values())
      for (const l of set) l.send({ event: 'gone', reason: 'shutdown' });
    this.#listeners.clear();
  }
}
