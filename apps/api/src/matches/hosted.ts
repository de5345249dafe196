/**
 * Hosted matches, whatever the runtime: create, join, read a seat's view, play a move with its version, stream
 * changes, and let the bots move by themselves — turn-based bots right after the move that makes them active,
 * real-time bots (Bunte Kuh, Raffzahn) after their modelled reaction time, raced by core's real-time scheduler.
 * Time comes from a {@link Clock} so tests and other runtimes can drive it.
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
import { bearer, newMatchId, newToken, tokenMatches } from '../auth/index.js';
import { ApiError, notFound } from '../errors/index.js';
import type { MatchStore, SeatEntry, StoredMatch } from '../store/index.js';

/** Time, for bot moves: real timers on Node, alarms elsewhere, a fake one in tests. */
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

/** What a seat (or a spectator) sees of a match now. */
export interface MatchView {
  id: string;
  game: string;
  version: number;
  /** Who sits where (never a token): people, open seats, bots by level. */
  seats: { kind: 'human' | 'open' | 'bot'; level?: string }[];
  seat: Seat | null;
  view: unknown;
  legal: unknown[];
  outcome: { scores: number[]; winners: Seat[] } | null;
}

export interface HostedOptions {
  store: MatchStore;
  clock?: Clock;
  /** A bot by game and level (`@tafel/bots`' `makeBot`). */
  makeBot: (game: GameId, level: string) => import('@tafel/core').Bot;
  /**
   * The id of a new match (default: 96 random bits). A runtime that routes by id before the match exists (a
   * Durable Object per match) chooses it itself.
   */
  newId?: () => string;
}

type Listener = { seat: Seat | null; send: (view: MatchView) => void };

const unauthorized = () =>
  new ApiError(401, 'invalid-token', {
    en: 'This token belongs to no seat of this match.',
    nl: 'Dit token hoort bij geen plaats van deze wedstrijd.',
  });

/** The hosted matches of one store; see the module comment. */
export class HostedMatches {
  readonly #store: MatchStore;
  readonly #clock: Clock;
  readonly #makeBot: HostedOptions['makeBot'];
  readonly #newId: () => string;
  readonly #queues = new Map<string, Promise<unknown>>();
  readonly #listeners = new Map<string, Set<Listener>>();
  readonly #timers = new Map<string, unknown>();
  readonly #races = new Map<string, Race>();
  #closed = false;

  constructor(options: HostedOptions) {
    this.#store = options.store;
    this.#clock = options.clock ?? systemClock;
    this.#makeBot = options.makeBot;
    this.#newId = options.newId ?? newMatchId;
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
    const outcome = game.outcome(stored.state);
    return {
      id: stored.id,
      game: game.id,
      version: stored.version,
      seats: stored.seats.map((s) =>
        s.kind === 'bot' ? { kind: s.kind, level: s.level } : { kind: s.kind },
      ),
      seat,
      view: game.view(stored.state, seat),
      legal:
        seat !== null && game.active(stored.state).includes(seat) ? game.legalMoves(stored.state, seat) : [],
      outcome,
    };
  }

  /**
   * Creates a match: a token for every human seat (shown once), bots seated by level.
   *
   * @example
   * ```ts
   * const { id, seats } = await hosted.create({ game: 'wine-cellar', seats: [{ kind: 'human' }, { kind: 'bot' }] });
   * ```
   */
  async create(args: {
    game: string;
    seats: SeatRequest[];
    seed?: string;
    options?: Record<string, unknown>;
  }): Promise<{ id: string; seats: { seat: Seat; token?: string }[] }> {
    const game = gameOf(games, args.game);
    // Check the bots before anything is stored: an unknown level is the client's mistake.
    for (const s of args.seats) if (s.kind === 'bot') this.#makeBot(game.id as GameId, s.level ?? 'normal');
    const seed = args.seed ?? newMatchId();
    const match: Match = startMatch(game, {
      seed,
      seats: args.seats.map((s) => (s.kind === 'bot' ? { bot: s.level ?? 'normal' } : {})),
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
      return s.kind === 'bot' ? { kind: 'bot', level: s.level ?? 'normal' } : { kind: 'open' };
    });
    const id = this.#newId();
    const { moves: _moves, ...header } = match.record;
    await this.#store.create({ id, header, seats, state: match.state, version: 0, over: false });
    this.#wake(id);
    return { id, seats: tokens };
  }

  /** Takes an open seat: its token (shown once). 403 when the seat is not open. */
  join(id: string, seat: Seat): Promise<{ seat: Seat; token: string }> {
    return this.#queued(id, async () => {
      const { stored } = await this.#load(id);
      if (!Number.isInteger(seat) || seat < 0 || seat >= stored.seats.length) {
        throw new RuleError('invalid-seat', {
          en: `There is no seat ${seat} at this table.`,
          nl: `Er is geen plaats ${seat} aan deze tafel.`,
        });
      }
      if (stored.seats[seat]!.kind !== 'open') {
        throw new ApiError(403, 'seat-taken', {
          en: 'That seat is not open.',
          nl: 'Die plaats is niet vrij.',
        });
      }
      const { token, hash } = newToken();
      const seats = stored.seats.map((s, i): SeatEntry => (i === seat ? { kind: 'human', hash } : s));
      if (!(await this.#store.setSeats(id, stored.version, seats))) throw this.#stale(stored.version + 1);
      return { seat, token };
    });
  }

  /** The caller's view (a spectator's without a token). */
  async read(id: string, authorization?: string): Promise<MatchView> {
    const { stored, game } = await this.#load(id);
    return this.#viewOf(stored, game, this.#seatOf(stored, authorization));
  }

  #stale(current: number, code = 'stale-version'): ApiError {
    return new ApiError(
      409,
      code,
      {
        en: `The match has moved on: it is at version ${current}.`,
        nl: `De wedstrijd is verder: hij staat op versie ${current}.`,
      },
      { version: current },
    );
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
      if (seat === null) {
        throw new ApiError(401, 'token-required', {
          en: 'Moves need the seat token: Authorization: Bearer <token>.',
          nl: 'Zetten vragen het token van de plaats: Authorization: Bearer <token>.',
        });
      }
      const move = game.parseMove(json);
      if (!game.realtime && version !== stored.version) throw this.#stale(stored.version);
      const match: Match = { state: stored.state, record: { ...stored.header, moves: [] } };
      let next: Match;
      try {
        next = applyMove(game, match, seat, move);
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
      const updated = await this.#commit(stored, game, seat, move, next.state);
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
    if (!(await this.#store.append(stored.id, stored.version, { seat, move }, state, over))) {
      throw this.#stale(stored.version + 1);
    }
    const updated = { ...stored, state, version: stored.version + 1, over };
    this.#notify(updated, game);
    // The position changed: a bot waiting for a later arrival looks again now.
    const pending = this.#timers.get(stored.id);
    if (pending !== undefined) {
      this.#clock.clearTimeout(pending);
      this.#timers.delete(stored.id);
    }
    this.#wake(stored.id);
    return updated;
  }

  /** The match record, once the match is over (before, it would tell hidden cards and the seed). */
  async record(id: string): Promise<MatchRecord> {
    const { stored } = await this.#load(id);
    if (!stored.over) {
      throw new ApiError(403, 'match-not-over', {
        en: 'The record is published when the match is over.',
        nl: 'Het verslag wordt gepubliceerd als de wedstrijd voorbij is.',
      });
    }
    return { ...stored.header, moves: await this.#store.moves(id) };
  }

  /** Calls `send` with the seat's view after every change; returns the unsubscribe function. */
  async subscribe(
    id: string,
    authorization: string | undefined,
    send: (view: MatchView) => void,
  ): Promise<() => void> {
    const { stored, game } = await this.#load(id);
    const listener: Listener = { seat: this.#seatOf(stored, authorization), send };
    const set = this.#listeners.get(id) ?? new Set();
    set.add(listener);
    this.#listeners.set(id, set);
    send(this.#viewOf(stored, game, listener.seat));
    return () => {
      set.delete(listener);
      if (set.size === 0) this.#listeners.delete(id);
    };
  }

  #notify(stored: StoredMatch, game: AnyGame): void {
    for (const l of this.#listeners.get(stored.id) ?? []) l.send(this.#viewOf(stored, game, l.seat));
  }

  /** Lets every unfinished match's bots move (after a restart). */
  async wakeAll(): Promise<number> {
    const ids = await this.#store.unfinished();
    for (const id of ids) this.#wake(id);
    return ids.length;
  }

  /** Schedules the next bot step of a match. */
  #wake(id: string): void {
    if (this.#closed || this.#timers.has(id)) return;
    this.#timers.set(
      id,
      this.#clock.setTimeout(() => {
        this.#timers.delete(id);
        void this.#queued(id, () => this.#botStep(id)).catch((e) => {
          if (!(e instanceof ApiError || e instanceof RuleError)) console.error(e);
        });
      }, 0),
    );
  }

  /** One bot step: a turn-based bot to move moves now; in real time, bots set out and the earliest arrives. */
  async #botStep(id: string): Promise<void> {
    const { stored, game } = await this.#load(id);
    if (stored.over) return;
    const active: Seat[] = game.active(stored.state);
    const bots = active.filter((seat) => stored.seats[seat]?.kind === 'bot');
    if (bots.length === 0) return;
    const rngOf = (seat: Seat) => Rng.fromSeed(`${stored.header.seed}:bot:${seat}:${stored.version}`);
    const botAt = (seat: Seat) =>
      this.#makeBot(game.id as GameId, (stored.seats[seat] as { level: string }).level);
    if (!game.realtime) {
      const seat = bots[0]!;
      const legal = game.legalMoves(stored.state, seat);
      const move = botAt(seat).choose({ game, state: stored.state, seat, legal, rng: rngOf(seat) });
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
    for (const seat of waiting(race, bots)) {
      const legal = game.legalMoves(stored.state, seat);
      const input = { game, state: stored.state, seat, legal, rng: rngOf(seat) };
      const bot = botAt(seat);
      race = setOut(race, seat, bot.react ? bot.react(input) : { move: bot.choose(input), ms: 2000 });
    }
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

  /** Stops every timer (the server is shutting down). */
  close(): void {
    this.#closed = true;
    for (const handle of this.#timers.values()) this.#clock.clearTimeout(handle);
    this.#timers.clear();
  }
}
