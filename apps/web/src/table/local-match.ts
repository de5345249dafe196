/**
 * A match played in the page: people at this screen against bots. The rules are core's, the loop is core's
 * match record (`startMatch`/`playMatch`): this module only keeps the positions for undo, asks the bots for
 * their moves (through a {@link BotRunner}, off the main thread in a page) and says why a move is refused.
 *
 * Timing: {@link LocalMatch.runBots} waits `botDelay` ms before each bot move, so a person can follow; 0 in tests.
 *
 * @module
 */

import type { BotClient as BotRunner } from '@tafel/bots/client';
import {
  type AnyGame,
  afterMove,
  arrive,
  type Bot,
  type GameId,
  isLegal,
  type Lang,
  type Match,
  type MatchRecord,
  nextDue,
  type Outcome,
  playMatch,
  type Race,
  Rng,
  RuleError,
  reactionOf,
  replay,
  type Seat,
  setOut,
  startMatch,
  startRace,
  waiting,
} from '@tafel/core';
import type { SeatSpec } from './seats.js';

/** What a bot is asked: the game, which bot, the seat's position and a seed for its generator. */
/** What a table asks its bots for: `@tafel/bots`' request (the bot by level or name, the state, the seat, a seed). */
/** Runs bots somewhere (`@tafel/bots`' Web Worker client in a page): resolves to the bot's move. */
export type { BotClient as BotRunner, BotRequest } from '@tafel/bots/client';

/** A move made at the table. */
export interface Played {
  seat: Seat;
  move: unknown;
}

/** Options of a local match. */
export interface LocalMatchOptions {
  game: AnyGame;
  seats: readonly SeatSpec[];
  seed: string;
  options?: Record<string, unknown>;
  bots: BotRunner;
  /**
   * Milliseconds before each bot move (default 600). In a real-time game the bots keep their reaction times,
   * scaled by `botDelay / 600`: 600 (the default) is the bots' own pace, 0 makes them react at once.
   */
  botDelay?: number;
  /**
   * Real-time games: the bot of a level or name, whose `react` says when it would move. Its reactions are cheap
   * (reaction-time models over the game's heuristic), so the race runs on the page's own thread.
   */
  racer?: (bot: string) => Bot;
}

/** A real-time bot's pace at `botDelay` 600: its own reaction times. */
const OWN_PACE_MS = 600;
/** The soonest a real-time bot that has nothing to claim looks again, in ms. */
const LOOK_AGAIN_MS = 100;

/** A refused move, in the table's language. */
export interface Refusal {
  code: string;
  message: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A match at this screen; see the module comment. */
export class LocalMatch {
  readonly game: AnyGame;
  readonly seats: readonly SeatSpec[];
  #match: Match;
  /** Every earlier match, for undo (the newest last). */
  #past: Match[] = [];
  readonly #bots: BotRunner;
  readonly #botDelay: number;
  #running = false;
  #stopped = false;
  readonly #racer: ((bot: string) => Bot) | undefined;
  /** Wakes a race that waits for a bot's reaction: a person moved, or the match was taken back or stopped. */
  #wake: (() => void) | null = null;

  constructor(options: LocalMatchOptions) {
    this.game = options.game;
    this.seats = options.seats;
    this.#bots = options.bots;
    this.#botDelay = options.botDelay ?? 600;
    this.#racer = options.racer;
    this.#match = startMatch(options.game, {
      seed: options.seed,
      seats: options.seats.map((s) => (s.kind === 'bot' ? { bot: s.bot } : { name: s.kind })),
      options: options.options ?? {},
    });
  }

  /** Loads a saved record of this game: the match continues from its last move. Throws a `RuleError`. */
  static fromRecord(options: Omit<LocalMatchOptions, 'seed' | 'options'>, record: MatchRecord): LocalMatch {
    const state = replay(options.game, record);
    const m = new LocalMatch({
      ...options,
      seed: record.seed,
      options: record.options as Record<string, unknown>,
    });
    m.#match = { record, state };
    return m;
  }

  get state(): unknown {
    return this.#match.state;
  }

  get record(): MatchRecord {
    return this.#match.record;
  }

  get outcome(): Outcome | null {
    return this.game.outcome(this.#match.state);
  }

  /** The seats to move now. */
  active(): Seat[] {
    return this.game.active(this.#match.state);
  }

  /** What `seat` sees now (`null`: a spectator). */
  view(seat: Seat | null): unknown {
    return this.game.view(this.#match.state, seat);
  }

  /** `seat`'s legal moves now (empty when it is not to move). */
  legal(seat: Seat): unknown[] {
    return this.active().includes(seat) ? this.game.legalMoves(this.#match.state, seat) : [];
  }

  /** Why `move` would be refused for `seat` now, or `null` when it is legal. Changes nothing. */
  why(seat: Seat, move: unknown, lang: Lang): Refusal | null {
    try {
      this.game.play(this.#match.state, seat, move);
      return null;
    } catch (e) {
      if (e instanceof RuleError) return { code: e.code, message: e.text(lang) };
      throw e;
    }
  }

  /** Plays a person's move. A refused move changes nothing and returns the refusal. */
  play(seat: Seat, move: unknown, lang: Lang = 'en'): Refusal | null {
    if (this.seats[seat]?.kind === 'bot') return { code: 'not-your-seat', message: 'That seat is a bot’s.' };
    try {
      const next = playMatch(this.game, this.#match, seat, this.game.parseMove(move));
      this.#past.push(this.#match);
      this.#match = next;
      this.#wake?.();
      return null;
    } catch (e) {
      if (e instanceof RuleError) return { code: e.code, message: e.text(lang) };
      throw e;
    }
  }

  /** The bot seats that are to move now. */
  botsToMove(): Seat[] {
    return this.active().filter((seat) => this.seats[seat]?.kind === 'bot');
  }

  /** Whether a person at this screen is to move. */
  peopleToMove(): Seat[] {
    return this.active().filter((seat) => this.seats[seat]?.kind !== 'bot');
  }

  /**
   * Lets the bots move while it is their turn, each after `botDelay` ms; `onMove` after each. One loop at a time:
   * a call while the loop runs returns at once, and the loop looks again after every move. A bot move that was
   * computed on a position that changed meanwhile (a person moved at the same time, or took a move back) is
   * dropped and the bot thinks again. Stops when no bot is to move, or after {@link stop}.
   */
  async runBots(onMove: (played: Played) => void, onThinking: (seat: Seat | null) => void): Promise<void> {
    if (this.#running) return;
    this.#running = true;
    try {
      if (this.game.realtime && this.#racer) {
        await this.#race(onMove);
        return;
      }
      for (let seats = this.botsToMove(); seats.length > 0 && !this.#stopped; seats = this.botsToMove()) {
        const seat = seats[0]!;
        const spec = this.seats[seat] as { kind: 'bot'; bot: string };
        const before = this.#match;
        onThinking(seat);
        const [move] = await Promise.all([
          this.#bots.choose({
            gameId: this.game.id as GameId,
            bot: spec.bot,
            state: before.state,
            seat,
            seed: `${before.record.seed}:bot:${seat}:${before.record.moves.length}`,
          }),
          sleep(this.#botDelay),
        ]);
        if (this.#stopped || this.#match !== before) continue;
        this.#match = playMatch(this.game, before, seat, move);
        onMove({ seat, move });
      }
    } finally {
      this.#running = false;
      onThinking(null);
    }
  }

  /**
   * A real-time race, on core's scheduler with the page's clock: every bot seat that may move sets out with its
   * reaction (move and time), the earliest arrives first; a person's move arrives when it is made and the bots'
   * plans that no longer fit are dropped and made again. Runs while any bot may move.
   */
  async #race(onMove: (played: Played) => void): Promise<void> {
    const scale = this.#botDelay / OWN_PACE_MS;
    let race: Race = startRace(this.seats.length, performance.now());
    while (!this.#stopped) {
      const bots = this.botsToMove();
      if (bots.length === 0) return;
      const { state, record } = this.#match;
      race = afterMove({ ...race, now: performance.now() }, bots, (seat, move) =>
        isLegal(this.game, state, seat, move),
      );
      for (const seat of waiting(race, bots)) {
        const spec = this.seats[seat] as { kind: 'bot'; bot: string };
        const input = {
          game: this.game,
          state,
          seat,
          legal: this.game.legalMoves(state, seat),
          rng: Rng.fromSeed(`${record.seed}:bot:${seat}:${record.moves.length}`),
        };
        const reaction = reactionOf(this.#racer!(spec.bot), input);
        // A bot that only looks again does so after a moment even at full speed, so the page never spins.
        const ms =
          reaction.move === null ? Math.max(LOOK_AGAIN_MS, reaction.ms * scale) : reaction.ms * scale;
        race = setOut(race, seat, { move: reaction.move, ms });
      }
      const due = nextDue(race, bots);
      const before = this.#match;
      // Wait for the earliest bot, or for a person's move (whichever comes first). A bot already due arrived
      // before anything a person does from now on: it applies at once.
      const wait = due ? due.at - performance.now() : Number.POSITIVE_INFINITY;
      if (wait > 0) {
        await new Promise<void>((resolve) => {
          const timer = Number.isFinite(wait) ? setTimeout(resolve, wait) : undefined;
          this.#wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        this.#wake = null;
      }
      if (this.#stopped || this.#match !== before || !due) continue;
      race = arrive(race, due.seat, due.at);
      if (due.move === null || !isLegal(this.game, state, due.seat, due.move)) continue;
      this.#match = playMatch(this.game, before, due.seat, due.move);
      onMove({ seat: due.seat, move: due.move });
    }
  }

  /**
   * Takes back the last move a person at this screen made, and every bot move after it: the table is back where
   * that person was to move. False when there is nothing to take back.
   */
  undo(): boolean {
    const before = this.#past.pop();
    if (!before) return false;
    this.#match = before;
    this.#wake?.();
    return true;
  }

  /** Ends this match's bot loop: a bot move under way is dropped. */
  stop(): void {
    this.#stopped = true;
    this.#wake?.();
  }

  get canUndo(): boolean {
    return this.#past.length > 0;
  }
}
