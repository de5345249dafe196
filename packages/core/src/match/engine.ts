/**
 * The match engine: one home for *a match being played*. It owns the seats, whose turn it is, the real-time
 * race (reaction times from the bots themselves), the bots' turns through a {@link BotRunner}, time through a
 * {@link Clock}, the version guard and the record; what the match is kept in and who hears of a change are the
 * caller's (`commit`, `onChange`). The page's table (a Web Worker for bots, the page's clock, memory), a hosted
 * match (worker threads, timers or a Durable Object's alarm, SQLite) and a tournament (the calling thread,
 * simulated time) are this engine with other ports, so one seed plays the same match in all three.
 *
 * Bots: every bot seat has a generator of its own for the whole match (`<seed>:bot:<seat>:<bot>`), handed to
 * the runner with each task and kept as the bot left it; bots to move at once in a turn-based game go in an
 * order drawn from `<seed>:order`; in real time every bot seat sets out on a move with its reaction time and
 * the earliest arrival is played (core's scheduler, `realtime/`), a person's move arriving when it is made.
 *
 * Operations on one engine run one after the other: a person's move never interleaves with a bot's.
 *
 * People's pace (for a table; a simulated tournament has neither): a `pause` after a move lets them take in what
 * it did before any bot moves again — the trick it won, the round it ended before the next roll — and `hold`
 * stops the bots until `release` (a summary being read); in real time the race's clock stands still meanwhile,
 * so no seat gains or loses by it.
 *
 * @module
 */
import type { AnyGame, Outcome, Seat } from '../contract/index.js';
import { DEFAULT_REACTION_MS } from '../contract/index.js';
import { RuleError } from '../errors/index.js';
import { Rng, type RngState } from '../random/index.js';
import {
  afterMove,
  arrive,
  delay,
  isLegal,
  nextDue,
  type Race,
  setOut,
  startRace,
  waiting,
} from '../realtime/index.js';
import { applyMove, type MatchRecord, type MoveRecord, startMatch } from '../record/index.js';
import { matchErrors } from './errors.js';
import { type BotAnswer, type BotRunner, type Clock, systemClock } from './ports.js';
import { isBot, type SeatSpec, seatRecordOf } from './seats.js';

/** All a match is, as plain JSON: what a store keeps and what `undo` goes back to. */
export interface MatchSnapshot {
  readonly record: MatchRecord;
  readonly state: unknown;
  /** Each seat's bot generator as it stands (a seat without a bot keeps one it has not used). */
  readonly rngs: readonly RngState[];
  /** The generator of the order in which bots to move at once take their turns. */
  readonly order: RngState;
}

/** A change the engine made: the move played and the match after it. */
export interface Change {
  readonly move: MoveRecord;
  readonly snapshot: MatchSnapshot;
}

/** How an engine runs; every field but the game, the seats and the bots has a default. */
export interface EngineOptions {
  readonly game: AnyGame;
  readonly seats: readonly SeatSpec[];
  readonly bots: BotRunner;
  /** Default: the system clock. */
  readonly clock?: Clock;
  /**
   * Milliseconds a turn-based bot waits before it thinks, after any move (a person's or a bot's), so a person
   * can follow (default 0).
   */
  readonly botDelay?: number;
  /** A factor on real-time reaction times: 1 (default) is the bots' own pace, 0 at once. */
  readonly pace?: number;
  /** The soonest a real-time bot with nothing to claim looks again, in ms (default 0: at its reaction time). */
  readonly lookAgainMs?: number;
  /**
   * Makes a change last (a store). Throwing refuses it: the engine stays where it was and the error goes to the
   * caller of `play` (or to `onError` for a bot's move).
   */
  readonly commit?: (change: Change) => void | Promise<void>;
  /** After every change: tell whoever listens. */
  readonly onChange?: (change: Change) => void;
  /** Which bot seat is thinking now (`null`: none). */
  readonly onThinking?: (seat: Seat | null) => void;
  /** A failure the engine got past (a bot that failed plays a random legal move instead). */
  readonly onError?: (error: unknown) => void;
  /** For whom the bots think (a runner with a fair queue serves owners in turn). */
  readonly owner?: string;
  /**
   * A pause after a move before any bot moves again, so that people can take in what it did (a trick won, a
   * round's result before the next roll): the milliseconds after the move from `before` to `after`, or 0.
   * Turn-based bots wait for it as well as for `botDelay`; in real time every plan is put off by it and no bot
   * sets out before it has passed. Default none: a simulated tournament plays on at once, as it always has.
   */
  readonly pause?: (before: unknown, after: unknown) => number;
}

/**
 * The snapshot of a new match: the game set up from `seed` and `options`, a generator for every seat.
 *
 * @example
 * ```ts
 * const snapshot = startSnapshot(wineCellar, { seed: 's', seats: [{ kind: 'human' }, { kind: 'bot', bot: 'easy' }] });
 * ```
 */
export function startSnapshot(
  game: AnyGame,
  args: { seed: string; seats: readonly SeatSpec[]; options?: Record<string, unknown> },
): MatchSnapshot {
  const { record, state } = startMatch(game, {
    seed: args.seed,
    seats: args.seats.map(seatRecordOf),
    options: args.options ?? {},
  });
  return {
    record,
    state,
    rngs: args.seats.map((seat, i) => botRng(args.seed, i, seat)),
    order: Rng.fromSeed(`${args.seed}:order`).state(),
  };
}

/** The generator of the bot at `seat` (named by its bot, so another bot at the seat draws otherwise). */
function botRng(seed: string, seat: Seat, spec: SeatSpec): RngState {
  return Rng.fromSeed(`${seed}:bot:${seat}:${isBot(spec) ? spec.bot : ''}`).state();
}

/** The engine of one match; see the module comment. */
export class MatchEngine {
  readonly game: AnyGame;
  #seats: SeatSpec[];
  #snapshot: MatchSnapshot;
  readonly #options: EngineOptions;
  readonly #clock: Clock;
  #queue: Promise<unknown> = Promise.resolve();
  #pending = 0;
  #idle: Array<() => void> = [];
  #timer: unknown = null;
  #race: Race | null = null;
  #stopped = true;
  #thinking = false;
  /** Counts the changes to the match (moves, undo, seats): a bot's answer to an earlier count is dropped. */
  #changes = 0;
  /** The clock time before which no bot moves (a pause after a move; 0: none). */
  #resumeAt = 0;
  /** Since when the bots are held ({@link MatchEngine.hold}), or `null`. */
  #heldSince: number | null = null;

  constructor(options: EngineOptions, snapshot: MatchSnapshot) {
    this.game = options.game;
    this.#options = options;
    this.#seats = [...options.seats];
    this.#snapshot = snapshot;
    this.#clock = options.clock ?? systemClock;
  }

  /**
   * A new match's engine (not started: call {@link MatchEngine.start} to let the bots move).
   *
   * @example
   * ```ts
   * const engine = MatchEngine.create({ game: wineCellar, seats, bots }, { seed: 's' });
   * engine.start();
   * ```
   */
  static create(
    options: EngineOptions,
    args: { seed: string; options?: Record<string, unknown> },
  ): MatchEngine {
    return new MatchEngine(options, startSnapshot(options.game, { ...args, seats: options.seats }));
  }

  get snapshot(): MatchSnapshot {
    return this.#snapshot;
  }

  get state(): unknown {
    return this.#snapshot.state;
  }

  get record(): MatchRecord {
    return this.#snapshot.record;
  }

  /** The number of moves played: a person's move names the version it was chosen on. */
  get version(): number {
    return this.#snapshot.record.moves.length;
  }

  get seats(): readonly SeatSpec[] {
    return this.#seats;
  }

  get outcome(): Outcome | null {
    return this.game.outcome(this.#snapshot.state);
  }

  /** The seats that may move now. */
  active(): Seat[] {
    return this.game.active(this.#snapshot.state);
  }

  /** What `seat` sees now (`null`: a spectator). */
  view(seat: Seat | null): unknown {
    return this.game.view(this.#snapshot.state, seat);
  }

  /** `seat`'s legal moves now (none when it may not move). */
  legal(seat: Seat): unknown[] {
    return this.active().includes(seat) ? this.game.legalMoves(this.#snapshot.state, seat) : [];
  }

  /** Runs `fn` after every earlier operation on this match. */
  #queued<T>(fn: () => Promise<T> | T): Promise<T> {
    this.#pending++;
    const next = this.#queue.then(fn, fn);
    this.#queue = next.then(
      () => this.#settle(),
      () => this.#settle(),
    );
    return next;
  }

  #settle(): void {
    this.#pending--;
    if (this.#pending === 0) for (const resolve of this.#idle.splice(0)) resolve();
  }

  /** Resolves once nothing is under way (no move being played, no bot thinking). */
  idle(): Promise<void> {
    return this.#pending === 0 ? Promise.resolve() : new Promise((resolve) => this.#idle.push(resolve));
  }

  /**
   * Plays a person's move for `seat`: checked by the game (`parseMove`, then `play`), made lasting (`commit`),
   * told (`onChange`); the bots then take their turns. Turn-based games: only on the version it was chosen on,
   * when one is named (`stale-version` otherwise). Real-time games: a move still legal applies whatever version
   * it names; one that is not is refused with the rule's code and `details.version`. A refused move changes
   * nothing.
   */
  play(seat: Seat, json: unknown, version?: number): Promise<void> {
    return this.#queued(async () => {
      if (isBot(this.#seats[seat])) matchErrors.fail('not-your-seat', { seat });
      const move = this.game.parseMove(json);
      const current = this.version;
      if (!this.game.realtime && version !== undefined && version !== current)
        matchErrors.fail('stale-version', { version: current });
      try {
        await this.#apply(seat, move);
      } catch (e) {
        if (this.game.realtime && e instanceof RuleError && version !== undefined && version !== current)
          throw new RuleError(e.code, e.messages, { ...e.details, version: current, stale: true });
        throw e;
      }
      // A person's move arrives now: a bot waiting for a later arrival looks again.
      if (this.#race) this.#race = arrive(this.#race, seat, this.#clock.now());
      this.#afterMove();
      this.#wake(this.#delay());
    });
  }

  /** Plays `move` (parsed) for `seat`, makes it last and tells of it. Throws (and changes nothing) if refused. */
  async #apply(seat: Seat, move: unknown): Promise<void> {
    const before = this.#snapshot;
    const next = applyMove(this.game, { state: before.state, record: before.record }, seat, move);
    const snapshot: MatchSnapshot = { ...before, record: next.record, state: next.state };
    const change: Change = { move: next.record.moves[next.record.moves.length - 1]!, snapshot };
    await this.#options.commit?.(change);
    this.#snapshot = snapshot;
    this.#changes++;
    const pause = this.#options.pause?.(before.state, next.state) ?? 0;
    if (pause > 0) {
      const now = this.#clock.now();
      this.#resumeAt = Math.max(this.#resumeAt, now + pause);
      if (this.#race) this.#race = delay(this.#race, pause);
    }
    this.#options.onChange?.(change);
  }

  /** After a move: plans that no longer fit are given up (real time). */
  #afterMove(): void {
    if (!this.#race) return;
    const state = this.#snapshot.state;
    this.#race = afterMove(this.#race, this.active(), (seat, move) => isLegal(this.game, state, seat, move));
    if (this.outcome !== null) this.#race = null;
  }

  /**
   * Seat `seat` changes hands (an open seat taken, a person replaced by a bot or back): a bot seat gets its
   * generator anew, named by its bot, and the bots look again.
   */
  seat(seat: Seat, spec: SeatSpec): Promise<void> {
    return this.#queued(() => {
      this.#seats = this.#seats.map((s, i) => (i === seat ? spec : s));
      const rngs = [...this.#snapshot.rngs];
      rngs[seat] = botRng(this.#snapshot.record.seed, seat, spec);
      this.#snapshot = { ...this.#snapshot, rngs };
      this.#changes++;
      this.#wake(this.#delay());
    });
  }

  /** Goes back to an earlier snapshot of this match (undo): a bot's move under way is dropped. */
  restore(snapshot: MatchSnapshot): Promise<void> {
    return this.#queued(() => {
      this.#snapshot = snapshot;
      this.#changes++;
      this.#resumeAt = 0;
      if (this.#race) this.#race = startRace(this.#seats.length, this.#clock.now());
      this.#wake(this.#delay());
    });
  }

  /** The clock time a pause after the last move ends, while it lasts (`null`: no pause now). */
  get resumesAt(): number | null {
    return this.#resumeAt > this.#clock.now() ? this.#resumeAt : null;
  }

  /** Whether the bots are held ({@link MatchEngine.hold}). */
  get held(): boolean {
    return this.#heldSince !== null;
  }

  /**
   * Holds the bots: none moves (nor, in real time, arrives) until {@link MatchEngine.release}. A person's move
   * is still played. A table holds them while a person reads what a stage of the game came to.
   */
  hold(): void {
    if (this.#heldSince !== null) return;
    this.#heldSince = this.#clock.now();
    if (this.#timer !== null) this.#clock.clearTimeout(this.#timer);
    this.#timer = null;
  }

  /**
   * Lets held bots go on. The time held does not count: a pause under way goes on for what was left of it, and
   * in real time every plan is put off by it.
   */
  release(): void {
    const since = this.#heldSince;
    if (since === null) return;
    this.#heldSince = null;
    const held = this.#clock.now() - since;
    if (this.#resumeAt > since) this.#resumeAt += held;
    if (this.#race) this.#race = delay(this.#race, held);
    this.#wake(0);
  }

  /** Lets the bots take their turns whenever they are due, until {@link MatchEngine.stop}. */
  start(): void {
    this.#stopped = false;
    this.#wake(this.#delay());
  }

  /** Stops the bots: no timer is left, and a bot's answer still under way is dropped. */
  stop(): void {
    this.#stopped = true;
    if (this.#timer !== null) this.#clock.clearTimeout(this.#timer);
    this.#timer = null;
  }

  /**
   * How long a bot waits after a change before it looks: a turn-based bot its delay, after a person's move as
   * after a bot's (so that a person sees each move land); the real-time race runs on its own times.
   */
  #delay(): number {
    return this.game.realtime ? 0 : (this.#options.botDelay ?? 0);
  }

  /** Schedules the next bot step in `ms` (sooner if one is set already for later: a change came meanwhile). */
  #wake(ms: number): void {
    if (this.#stopped || this.#heldSince !== null || this.outcome !== null) return;
    if (this.#timer !== null) this.#clock.clearTimeout(this.#timer);
    this.#timer = this.#clock.setTimeout(() => {
      this.#timer = null;
      void this.#step().catch((e) => this.#options.onError?.(e));
    }, ms);
  }

  /**
   * One bot step: a turn-based bot to move moves; in real time, bots set out and the earliest arrives. Bots
   * think outside the match's queue (a person's move is never held up by a bot's thinking); what they answer
   * is played in the queue, and dropped if the match changed meanwhile (a person moved, a move was taken back,
   * a seat changed hands): then the bots look again.
   */
  async #step(): Promise<void> {
    if (this.#thinking || this.#stopped || this.#heldSince !== null || this.outcome !== null) return;
    // A pause after the last move: nobody moves before it ends.
    const wait = this.#resumeAt - this.#clock.now();
    if (wait > 0) {
      this.#wake(wait);
      return;
    }
    this.#thinking = true;
    this.#pending++;
    let next = -1;
    try {
      next = this.game.realtime ? await this.#raceStep() : await this.#turnStep();
    } finally {
      this.#thinking = false;
      this.#settle();
    }
    if (next >= 0) this.#wake(next);
  }

  /** A turn-based bot's move. Returns when to look again (ms), or -1: not until something changes. */
  async #turnStep(): Promise<number> {
    const before = this.#snapshot;
    const changes = this.#changes;
    const bots = this.active().filter((seat) => isBot(this.#seats[seat]));
    if (bots.length === 0) return -1;
    // Bots to move at once go in the order's turn (its generator moves on only if the move is played).
    const order = new Rng(before.order);
    const seat = bots.length === 1 ? bots[0]! : order.pick(bots);
    this.#options.onThinking?.(seat);
    const answer = await this.#think(before, seat, false);
    this.#options.onThinking?.(null);
    return this.#queued(async () => {
      if (this.#stopped || this.#heldSince !== null) return -1;
      if (this.#changes !== changes) return 0;
      this.#snapshot = {
        ...this.#snapshot,
        order: order.state(),
        rngs: withRng(this.#snapshot.rngs, seat, answer.rng),
      };
      await this.#apply(seat, answer.move);
      return this.#options.botDelay ?? 0;
    });
  }

  /**
   * The answer of the bot at `seat`. A runner that fails (a bot stopped at its time limit) gets a random legal
   * move in its place, so that a match never stalls on a bot; the failure goes to `onError`.
   */
  async #think(snapshot: MatchSnapshot, seat: Seat, react: boolean): Promise<BotAnswer> {
    const spec = this.#seats[seat] as { kind: 'bot'; bot: string };
    const rng = snapshot.rngs[seat]!;
    try {
      return await this.#options.bots.run(
        {
          game: this.game.id,
          bot: spec.bot,
          state: snapshot.state,
          seat,
          rng,
          ...(react ? { react } : {}),
        },
        this.#options.owner,
        { patient: true },
      );
    } catch (e) {
      if (this.#stopped) throw e;
      this.#options.onError?.(e);
      const legal: unknown[] = this.game.legalMoves(snapshot.state, seat);
      const fallback = new Rng(rng);
      const move = legal.length > 0 ? legal[fallback.int(legal.length)] : null;
      return { move, ms: DEFAULT_REACTION_MS, rng: fallback.state() };
    }
  }

  /**
   * One event of the race: every bot seat without a plan sets out (its reaction, scaled by the pace); the
   * earliest plan arrives when its time comes (sooner, a person's move wakes the race), and is played if it
   * still fits. Returns when to look again (ms), or -1: not until something changes.
   */
  async #raceStep(): Promise<number> {
    const before = this.#snapshot;
    const changes = this.#changes;
    const bots = this.active().filter((seat) => isBot(this.#seats[seat]));
    if (bots.length === 0) return -1;
    const now = this.#clock.now();
    let race = this.#race ?? startRace(this.#seats.length, now);
    race = { ...race, now: Math.max(race.now, now) };
    let rngs = before.rngs;
    for (const seat of waiting(race, bots)) {
      const answer = await this.#think({ ...before, rngs }, seat, true);
      rngs = withRng(rngs, seat, answer.rng);
      const ms = (answer.ms ?? DEFAULT_REACTION_MS) * (this.#options.pace ?? 1);
      race = setOut(race, seat, {
        move: answer.move,
        ms: answer.move === null ? Math.max(this.#options.lookAgainMs ?? 0, ms) : ms,
      });
    }
    return this.#queued(async () => {
      if (this.#stopped) return -1;
      // Held while the bots set out: their plans wait for the release (put off by the time held).
      if (this.#heldSince !== null) {
        if (this.#changes === changes) {
          this.#snapshot = { ...this.#snapshot, rngs };
          this.#race = race;
        }
        return -1;
      }
      // The match changed while the bots set out: their plans were made on another position.
      if (this.#changes !== changes) return 0;
      this.#snapshot = { ...this.#snapshot, rngs };
      this.#race = race;
      const due = nextDue(race, bots);
      if (!due) return -1;
      const wait = due.at - this.#clock.now();
      if (wait > 0) return wait;
      this.#race = arrive(race, due.seat, due.at);
      if (due.move !== null && isLegal(this.game, this.#snapshot.state, due.seat, due.move)) {
        await this.#apply(due.seat, due.move);
        this.#afterMove();
      }
      return 0;
    });
  }
}

/** `rngs` with `seat`'s generator as the bot left it. */
function withRng(rngs: readonly RngState[], seat: Seat, rng: RngState): RngState[] {
  const out = [...rngs];
  out[seat] = rng;
  return out;
}
