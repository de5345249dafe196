/**
 * The hall where one store's hosted tables stand: what every concern of a hosted match (seating, the turn clock,
 * the lobby, "play again", the streams…) works on. It keeps the settings, the matches being played here (each
 * loaded from the store once, as core's match engine with this runtime's ports: the store keeps every change
 * before it counts, bots think through the runner, time comes from the clock), one queue of seat changes per
 * match, the matches' audiences, the seats' presence and turn clocks. `HostedMatches` makes one and composes the
 * concern modules around it (the hooks); nothing outside `matches/` sees it.
 *
 * @module
 */
import { type AnyGame, gameOf, games, type MatchRecord, type Seat } from '@tafel/core';
import {
  type BotRunner,
  type Clock,
  MatchEngine,
  type MatchSnapshot,
  type HostedView as MatchView,
  type SeatSpec,
  startSnapshot,
  systemClock,
} from '@tafel/core/match';
import { newMatchId } from '../auth/index.js';
import { type ApiError, apiError, notFound } from '../errors/index.js';
import type { MatchStore, StoredMatch } from '../store/index.js';
import { Audience, type Listener, STREAM_LIMITS } from './audience.js';
import type { Caller } from './callers.js';
import { LateSeats } from './clock.js';
import { specOf } from './deal.js';
import type { Elsewhere, HostedOptions } from './hosted.js';
import { Presence } from './presence.js';
import { Tickets } from './tickets.js';
import { TurnClock } from './turns.js';
import { viewOf } from './views.js';

/** A match being played here: its engine and what the store keeps beside it. */
export interface Live {
  engine: MatchEngine;
  stored: StoredMatch;
  /** The state before the change being told (for what a move showed to whom, and the milestones). */
  before: unknown;
}

/** What the hall calls on the concerns composed around it (see `HostedMatches`). */
export interface HallHooks {
  /** A move of match `id` was stored and counts: its streams hear of it (`events.ts`). */
  moved(id: string, live: Live, move: { seat: Seat; move: unknown }): void;
  /** A seat's person was gone longer than the table's grace (`away.ts`); run in the match's queue. */
  graceOver(id: string, seat: Seat): Promise<void>;
  /** A seat's turn clock ran out (`clock.ts`); run in the match's queue. */
  turnOver(id: string, seat: Seat): Promise<void>;
}

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** 409 `stale-version`, naming the match's current version. */
export function staleVersion(current: number): ApiError {
  return apiError('stale-version', { version: current }, { version: current });
}

/** The hall of one store's hosted matches; see the module comment. */
export class Hall {
  readonly store: MatchStore;
  readonly clock: Clock;
  readonly bots: BotRunner;
  readonly checkBot: HostedOptions['checkBot'];
  readonly newId: () => string;
  readonly allBotCap: number;
  readonly idleMs: number;
  readonly keepMs: number;
  readonly openTableCap: number;
  readonly waitMs: number;
  readonly onListing: HostedOptions['onListing'];
  readonly elsewhere: Elsewhere;
  readonly onError: (error: unknown, match: string) => void;
  readonly people: HostedOptions['people'];
  readonly onFinished: HostedOptions['onFinished'];
  readonly presence: Presence;
  readonly turns: TurnClock;
  /** Seats whose turn ran out and the count of such turns in a row (see `clock.ts`). */
  readonly late = new LateSeats();
  readonly audience: Audience;
  readonly tickets: Tickets;
  /** The timer of the next sweep of expired matches (see `expiry.ts`). */
  sweep: unknown = null;
  /** The server is shutting down: no engine starts, no timer is set. */
  closed = false;
  readonly #hooks: HallHooks;
  /** Operations on one match that change its seats run one after the other. */
  readonly #queues = new Map<string, Promise<unknown>>();
  readonly #live = new Map<string, Promise<Live>>();

  /** `elsewhere`: where "play again" makes the next match (the default of `options.elsewhere`, made by the caller). */
  constructor(options: HostedOptions, hooks: HallHooks, elsewhere: Elsewhere) {
    this.store = options.store;
    this.clock = options.clock ?? systemClock;
    this.bots = options.bots;
    this.checkBot = options.checkBot;
    this.newId = options.newId ?? newMatchId;
    this.allBotCap = options.allBotCap ?? 2;
    this.idleMs = options.idleMs ?? 7 * DAY;
    this.keepMs = options.keepMs ?? 30 * DAY;
    this.openTableCap = options.openTableCap ?? 5;
    this.waitMs = options.waitMs ?? 6 * HOUR;
    this.tickets = new Tickets(this.clock, options.ticketMs ?? 60_000);
    this.onListing = options.onListing;
    this.elsewhere = options.elsewhere ?? elsewhere;
    this.onError =
      options.onError ?? ((e, id) => console.error(`tafel: match ${id}: a bot or the store failed`, e));
    this.people = options.people;
    this.audience = new Audience({
      perClient: options.streams?.perClient ?? STREAM_LIMITS.perClient,
      perMatch: options.streams?.perMatch ?? STREAM_LIMITS.perMatch,
    });
    this.onFinished = options.onFinished;
    this.#hooks = hooks;
    this.presence = new Presence(
      this.clock,
      (id, seat) => {
        void this.queued(id, () => hooks.graceOver(id, seat)).catch((e) => this.onError(e, id));
      },
      // A seat whose tab closed: everyone at the table sees it gone.
      (id) =>
        void this.#live
          .get(id)
          ?.then((l) => this.tellSeats(l))
          .catch(() => undefined),
    );
    this.turns = new TurnClock(this.clock, (id, seat) => {
      void this.queued(id, () => hooks.turnOver(id, seat)).catch((e) => this.onError(e, id));
    });
  }

  /** Runs `fn` after every earlier queued operation on match `id`. */
  queued<T>(id: string, fn: () => Promise<T>): Promise<T> {
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
  async stored(id: string): Promise<StoredMatch> {
    const stored = await this.store.get(id);
    if (!stored) throw notFound('match');
    return stored;
  }

  /** The match being played here: its engine, made from the store the first time (404 if there is none). */
  match(id: string): Promise<Live> {
    let live = this.#live.get(id);
    if (!live) {
      live = this.#load(id);
      this.#live.set(id, live);
      live.catch(() => this.#live.delete(id));
    }
    return live;
  }

  /** The match if it is being played here now (it is not loaded for this). */
  loaded(id: string): Promise<Live> | undefined {
    return this.#live.get(id);
  }

  async #load(id: string): Promise<Live> {
    const stored = await this.stored(id);
    const game = gameOf(games, stored.header.game);
    const record: MatchRecord = { ...stored.header, moves: await this.store.moves(id) };
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
    live.engine = this.engine(id, live, game, seats, snapshot);
    // A table every person left past its creator's cap waits for someone to come back.
    if (stored.started && !stored.over && !this.closed && stored.unattended !== 'paused') this.begin(live);
    return live;
  }

  /** The engine of a live match, from `snapshot`: it stores every change before it counts and tells the streams. */
  engine(id: string, live: Live, game: AnyGame, seats: SeatSpec[], snapshot: MatchSnapshot): MatchEngine {
    return new MatchEngine(
      {
        game,
        seats,
        bots: this.bots,
        clock: this.clock,
        owner: live.stored.creator,
        commit: async ({ move, snapshot: next }) => {
          const over = game.outcome(next.state) !== null;
          const now = this.clock.now();
          const version = next.record.moves.length - 1;
          const bots = { rngs: next.rngs, order: next.order };
          if (!(await this.store.append(id, version, move, next.state, over, now, bots))) {
            // Another process moved this match on: read it again next time.
            this.drop(id);
            throw staleVersion(version + 1);
          }
          live.before = live.engine.state;
          live.stored = { ...live.stored, state: next.state, version: version + 1, over, touched: now, bots };
          if (over && this.onFinished) {
            const ended = live.stored;
            void this.onFinished(ended, game.outcome(next.state)!).catch((e) => this.onError(e, id));
          }
        },
        onChange: ({ move }) => this.#hooks.moved(id, live, move),
        onError: (e) => this.onError(e, id),
      },
      snapshot,
    );
  }

  /**
   * The game of a live match begins (or goes on after a restart): its engine starts, every person's seat has its
   * grace from now, and the turn clock starts.
   */
  begin(live: Live): void {
    const id = live.stored.id;
    live.engine.start();
    this.planTurns(
      live,
      live.stored.seats.map((_, seat) => seat),
    );
    const { grace } = live.stored.table;
    if (grace === null) return;
    live.stored.seats.forEach((s, seat) => {
      if (s.kind === 'human' && s.away === undefined) this.presence.expect(id, seat, grace);
    });
  }

  /**
   * Plans the turn clocks of a live match after a change (`fresh`: seats whose clock starts anew whatever the
   * turn): the seats to move that a person plays have one; none before the game begins or after it ends.
   */
  planTurns(live: Live, fresh: readonly Seat[] = []): void {
    const { stored, engine } = live;
    const turn = stored.table.turn ?? null;
    if (turn === null || this.closed || !stored.started || stored.over || engine.outcome !== null) {
      this.turns.forget(stored.id);
      return;
    }
    const people = stored.seats.flatMap((s, seat) =>
      s.kind === 'human' && s.away === undefined ? [seat] : [],
    );
    this.turns.plan(stored.id, turn, engine.active(), people, fresh);
  }

  /** Forgets the engine of a match (it is read again from the store when next asked for). */
  drop(id: string): void {
    const live = this.#live.get(id);
    this.#live.delete(id);
    this.turns.forget(id);
    this.late.forget(id);
    void live?.then((l) => l.engine.stop()).catch(() => undefined);
  }

  /** Stops the match's engine, forgets it, and ends its streams. */
  forget(id: string, reason: 'deleted' | 'expired'): void {
    this.drop(id);
    this.presence.forget(id);
    this.audience.end(id, { event: 'gone', reason });
  }

  /** The match as `caller` sees it now. */
  view(live: Live, caller: Caller): MatchView {
    return viewOf(live, caller, {
      connected: (id, seat) => this.presence.connected(id, seat),
      turnEndsAt: (id) => this.turns.endsAt(id),
    });
  }

  /** Every stream (but `except`) hears that the seats changed: who sits where, who is there. */
  tellSeats(live: Live, except?: Listener): void {
    this.audience.tell(
      live.stored.id,
      (seat) => [{ event: 'view', view: this.view(live, { seat, host: false }) }],
      except,
    );
  }

  /** Stops every engine and timer and ends every stream (the server is shutting down). */
  close(): void {
    this.closed = true;
    for (const id of [...this.#live.keys()]) this.drop(id);
    this.presence.close();
    this.turns.close();
    if (this.sweep !== null) this.clock.clearTimeout(this.sweep);
    this.sweep = null;
    this.audience.endAll({ event: 'gone', reason: 'shutdown' });
  }
}
