/**
 * A match played in the page: core's match engine (`@tafel/core/match`) with the page's ports — the game's bots
 * in their Worker as the runner, the page's clock, and memory as the store: the engine's snapshot is the match,
 * the snapshots before each move made at this screen are its undo, and its record is the engine's. A record
 * loaded to continue is a snapshot from `replay` (its bots' generators fresh from the record's seed: a record
 * keeps moves, not generators).
 *
 * Bots: one generator per bot seat for the whole match (`<seed>:bot:<seat>:<bot>`), so a seed plays in the page
 * exactly as in the CLI and the API. `botDelay` is the engine's pause before a turn-based bot moves, and sets the
 * real-time pace: `botDelay / 600` of the bots' own reaction times (600, the default, is their pace; 0 instant).
 *
 * People's pace: `pause` (the board's) lets the bots wait after a move so that people can take in what it did (a
 * trick won, a round's result before the next roll), and {@link LocalMatch.hold} stops them while a person reads
 * a summary; both are the engine's (a simulated tournament has neither).
 *
 * A bot that cannot move (its Worker and the page's copy both failed, or it answered a move the rules refuse)
 * does not stall in silence: the table is told (`failure`, with `retry`) and the bot waits until asked again.
 *
 * @module
 */
import {
  type AnyGame,
  type HiddenMove,
  type Lang,
  type MatchRecord,
  type Milestone,
  RuleError,
  replay,
  type Seat,
  seenBy,
} from '@tafel/core';
import {
  type BotAnswer,
  type BotRunner,
  type BotTask,
  type Change,
  isBot,
  MatchEngine,
  type MatchSnapshot,
  type SeatSpec,
  startSnapshot,
} from '@tafel/core/match';
import type { MatchEvent, MatchStatus, MoveOf, SeenMove, StateOf, TableMatch, ViewOf } from './match.js';
import { pageClock } from './page-clock.js';

/** The bots' own pace: `botDelay` 600 plays real time at their reaction times. */
const OWN_PACE_MS = 600;
/** The soonest a real-time bot with nothing to claim looks again, so the page never spins at full speed. */
const LOOK_AGAIN_MS = 100;

/** How a match in the page is played. */
export interface LocalMatchOptions<G extends AnyGame> {
  readonly game: G;
  readonly seats: readonly SeatSpec[];
  /** Where the bots think (the game's Worker). */
  readonly bots: BotRunner;
  /** Milliseconds before a turn-based bot moves; the real-time pace (see the module comment). Default 600. */
  readonly botDelay?: number;
  /** The bots' delay now, when the person may change it during the game (the table's speed); `botDelay` else. */
  readonly delayNow?: () => number;
  /** A pause after a move before the bots go on, in ms (see the module comment). Default none. */
  readonly pause?: (before: StateOf<G>, after: StateOf<G>) => number;
}

/** A move played, the state it was played on, and the stage of the game it closed. */
interface Played<G extends AnyGame> {
  readonly seat: Seat;
  readonly move: MoveOf<G>;
  readonly before: StateOf<G>;
  readonly milestone: Milestone | null;
}

/** A match in the page; see the module comment. */
export class LocalMatch<G extends AnyGame> implements TableMatch<G> {
  readonly game: G;
  readonly restartable = true;
  readonly #engine: MatchEngine;
  readonly #listeners = new Set<(event: MatchEvent<G>) => void>();
  /** The snapshot before each move made at this screen, the newest last. */
  #past: MatchSnapshot[] = [];
  /** Every move of the record with the state it was played on. */
  #played: Played<G>[];
  #current: MatchSnapshot;
  #thinking: Seat | null = null;
  #stopped = false;
  /** Bot tasks waiting for the table to ask again after a failure; stopping rejects them. */
  readonly #held = new Set<(reason: Error) => void>();

  /**
   * A new match from `seed` and `options`.
   *
   * @example
   * ```ts
   * const match = LocalMatch.create({ game: wineCellar, seats, bots: wineCellarBots() }, { seed: 'table-7' });
   * match.start();
   * ```
   */
  static create<G extends AnyGame>(
    options: LocalMatchOptions<G>,
    args: { seed: string; options?: Record<string, unknown> },
  ): LocalMatch<G> {
    return new LocalMatch(options, startSnapshot(options.game, { ...args, seats: options.seats }));
  }

  /**
   * A saved record of this game, to continue from its last move; throws the `RuleError` of a record that does
   * not replay.
   *
   * @example
   * ```ts
   * const match = LocalMatch.fromRecord({ game: wiezen, seats, bots }, record);
   * ```
   */
  static fromRecord<G extends AnyGame>(options: LocalMatchOptions<G>, record: MatchRecord): LocalMatch<G> {
    const state = replay(options.game, record);
    const start = startSnapshot(options.game, {
      seed: record.seed,
      seats: options.seats,
      options: record.options as Record<string, unknown>,
    });
    return new LocalMatch(options, { ...start, record, state });
  }

  private constructor(options: LocalMatchOptions<G>, snapshot: MatchSnapshot) {
    this.game = options.game;
    const delay = options.botDelay ?? OWN_PACE_MS;
    this.#current = snapshot;
    this.#played = LocalMatch.#replayed(options.game, snapshot.record);
    this.#engine = new MatchEngine(
      {
        game: options.game,
        seats: options.seats,
        bots: this.#patient(options.bots),
        clock: pageClock,
        // Read at each bot move, so that a speed chosen during the game holds from the next move on.
        get botDelay() {
          return options.delayNow?.() ?? delay;
        },
        get pace() {
          return (options.delayNow?.() ?? delay) / OWN_PACE_MS;
        },
        lookAgainMs: LOOK_AGAIN_MS,
        onChange: (change) => this.#changed(change),
        onThinking: (seat) => {
          this.#thinking = seat;
          this.#emit({ type: 'change' });
        },
        onError: (error) => this.#failed(error),
        ...(options.pause
          ? {
              pause: (before: unknown, after: unknown) =>
                options.pause!(before as StateOf<G>, after as StateOf<G>),
            }
          : {}),
      },
      snapshot,
    );
  }

  /** Every move of `record` with the state it was played on. */
  static #replayed<G extends AnyGame>(game: G, record: MatchRecord): Played<G>[] {
    let state: StateOf<G> = game.setup({
      players: record.seats.length,
      seed: record.seed,
      options: record.options,
    });
    return record.moves.map(({ seat, move }) => {
      const before = state;
      state = game.play(state, seat, move);
      return { seat, move: move as MoveOf<G>, before, milestone: game.milestone?.(before, state) ?? null };
    });
  }

  /**
   * The runner the engine sees: the table's, except that a task that fails is held until the table asks again
   * (the engine would play a random move in its place: right for a server, not for a person watching a bot).
   */
  #patient(bots: BotRunner): BotRunner {
    const run = (task: BotTask): Promise<BotAnswer> =>
      bots.run(task).catch(
        (error: unknown) =>
          new Promise<BotAnswer>((resolve, reject) => {
            if (this.#stopped) {
              reject(error);
              return;
            }
            const stop = (reason: Error) => reject(reason);
            this.#held.add(stop);
            this.#emit({
              type: 'failure',
              code: 'bot-failed',
              seat: task.seat,
              error,
              retry: () => {
                this.#held.delete(stop);
                resolve(run(task));
              },
            });
          }),
      );
    return { run };
  }

  #changed(change: Change): void {
    // The engine's snapshot just before this move: the generators as they stood when it was played.
    const before: MatchSnapshot = {
      ...change.snapshot,
      record: this.#current.record,
      state: this.#current.state,
    };
    this.#current = change.snapshot;
    const { seat, move } = change.move;
    if (!isBot(this.#engine.seats[seat])) this.#past.push(before);
    const milestone = this.game.milestone?.(before.state, change.snapshot.state) ?? null;
    const played = { seat, move: move as MoveOf<G>, before: before.state as StateOf<G>, milestone };
    this.#played.push(played);
    this.#emit({ type: 'move', ...played });
  }

  /** A failure the engine got past or stopped at: a bot's move the rules refused, a change that failed. */
  #failed(error: unknown): void {
    if (this.#stopped) return;
    const seat = this.#thinking ?? this.#engine.active().find((s) => isBot(this.#engine.seats[s])) ?? null;
    this.#emit({
      type: 'failure',
      code: 'bot-failed',
      seat,
      error,
      retry: () => this.#engine.start(),
    });
  }

  #emit(event: MatchEvent<G>): void {
    if (this.#stopped) return;
    for (const listener of this.#listeners) listener(event);
  }

  get status(): MatchStatus {
    return this.outcome ? 'over' : 'live';
  }

  get seats(): readonly SeatSpec[] {
    return this.#engine.seats;
  }

  get here(): readonly Seat[] {
    return this.#engine.seats.flatMap((s, seat) => (s.kind === 'human' ? [seat] : []));
  }

  get version(): number {
    return this.#engine.version;
  }

  get record(): MatchRecord {
    return this.#engine.record;
  }

  get outcome() {
    return this.#engine.outcome;
  }

  get thinking(): Seat | null {
    return this.#thinking;
  }

  get canUndo(): boolean {
    return this.#past.length > 0;
  }

  active(): Seat[] {
    return this.#engine.active();
  }

  view(seat: Seat | null): ViewOf<G> {
    return this.#engine.view(seat) as ViewOf<G>;
  }

  legal(seat: Seat): MoveOf<G>[] {
    return this.here.includes(seat) ? (this.#engine.legal(seat) as MoveOf<G>[]) : [];
  }

  position(_seat: Seat): StateOf<G> {
    return this.#engine.state as StateOf<G>;
  }

  refusal(seat: Seat, move: MoveOf<G>, lang: Lang): string | null {
    try {
      this.game.play(this.#engine.state, seat, move);
      return null;
    } catch (e) {
      if (e instanceof RuleError) return e.text(lang);
      throw e;
    }
  }

  /** A person's move: checked by the rules in the engine; a refusal rejects and changes nothing. */
  play(seat: Seat, move: MoveOf<G>): Promise<void> {
    return this.#engine.play(seat, move);
  }

  async undo(): Promise<void> {
    const before = this.#past.pop();
    if (!before) return;
    this.#current = before;
    this.#played = this.#played.slice(0, before.record.moves.length);
    await this.#engine.restore(before);
    this.#emit({ type: 'change' });
  }

  log(viewer: Seat | null): SeenMove<G>[] {
    const played = this.#played;
    const current = this.#engine.state as StateOf<G>;
    return played.map(({ seat, move, before, milestone }, i) => ({
      seat,
      move: seenBy(this.game, before, seat, move, viewer) as MoveOf<G> | HiddenMove,
      milestone,
      views: () => ({
        before: this.game.view(before, viewer) as ViewOf<G>,
        after: this.game.view(played[i + 1]?.before ?? current, viewer) as ViewOf<G>,
      }),
    }));
  }

  hold(): void {
    this.#engine.hold();
  }

  release(): void {
    this.#engine.release();
  }

  get resumesAt(): number | null {
    return this.#engine.resumesAt;
  }

  views(viewer: Seat | null): ViewOf<G>[] {
    return [...this.#played.map((p) => this.game.view(p.before, viewer)), this.view(viewer)];
  }

  subscribe(listener: (event: MatchEvent<G>) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  start(): void {
    this.#engine.start();
  }

  stop(): void {
    this.#stopped = true;
    this.#engine.stop();
    for (const stop of this.#held) stop(new Error('the match was stopped'));
    this.#held.clear();
    this.#listeners.clear();
  }
}
