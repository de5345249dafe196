/**
 * The game contract: one small interface every Tafel game implements, close to OpenSpiel's game API.
 *
 * States, moves and views are plain JSON. `play` is pure and throws a {@link RuleError} for an illegal move,
 * leaving the state untouched. All chance comes from a seeded generator kept inside the state, so
 * `setup` plus the list of moves reproduces a match exactly.
 *
 * @module
 */
import type { Lang } from '../errors/index.js';
import type { Rng } from '../random/index.js';
import type { Schema } from '../schema/index.js';

/** A seat at the table, 0-based, clockwise. */
export type Seat = number;

/** What another seat saw of a move made face down: its kind, nothing else (see {@link Game.seen}). */
export interface HiddenMove {
  readonly type: string;
  readonly hidden: true;
}

/**
 * What `viewer` saw of `seat`'s `move` played on `state`: the game's {@link Game.seen}, or the move itself.
 *
 * @example
 * ```ts
 * seenBy(wineCellar, state, 0, { type: 'bid', card: 7 }, 1); // { type: 'bid', hidden: true } while bids are sealed
 * ```
 */
export function seenBy<State, Move>(
  game: Pick<Game<State, Move, unknown, unknown>, 'seen'>,
  state: State,
  seat: Seat,
  move: Move,
  viewer: Seat | null,
): Move | HiddenMove {
  return viewer === seat || !game.seen ? move : game.seen(state, seat, move, viewer);
}

/** A stage of a game closed (a deal scored, an auction settled): its kind and what every seat learnt, as JSON. */
export interface Milestone {
  readonly kind: string;
}

/** The end of a game: a score per seat, and the seats that won (several on a tie). */
export interface Outcome {
  scores: number[];
  winners: Seat[];
}

/** What {@link Game.setup} takes. */
export interface SetupArgs<Options> {
  players: number;
  seed: string;
  options?: Partial<Options> | undefined;
}

/** A game's names, in every language Tafel speaks. */
export type Title = Readonly<Record<Lang, string>>;

/**
 * One game's complete rules.
 *
 * - `active` lists who may move now: one seat for turn-based play, several for simultaneous or real-time play,
 *   none when the game is over.
 * - `legalMoves` lists a seat's legal moves (empty for a seat that may not move). Games with huge move spaces
 *   also offer lazy enumeration, counting and sampling in their own module, and `steps` for a UI.
 * - `view` is all a seat may see at the table (`null`: a spectator). It never holds a hidden card, face or order.
 * - `fromView` rebuilds a full state consistent with a view, drawing the hidden part from `rng`; `determinize`
 *   is `fromView(view(state, seat), rng)` (see {@link determinizeFrom}), so it reads nothing the seat could not
 *   see. Search bots use it.
 * - `describeMove` and `describePhase` put a move and a phase into words (English and Dutch) for a move log,
 *   screen readers and the API's messages; `steps` lets a UI build a move one choice at a time.
 */
export interface Game<State, Move, View, Options, Step = unknown> {
  readonly id: string;
  readonly title: Title;
  readonly players: { readonly min: number; readonly max: number };
  /**
   * Real-time games (Bunte Kuh, Raffzahn): every active seat may move at any moment and moves apply in the order
   * they arrive. Simulators ask each seat's bot when it would move ({@link Bot.react}) and apply the earliest.
   */
  readonly realtime?: boolean;
  /** The options a game gets when none are given (`parseOptions({})`). */
  readonly defaults: Readonly<Options>;
  /**
   * The schemas of what players and sites send: a move and the options (valibot; the move and option types are
   * inferred from them, and `toJsonSchema` of `@valibot/to-json-schema` describes them, as the API does).
   */
  readonly schemas: {
    readonly move: Schema<Move>;
    readonly options: Schema<Options>;
    /** A whole state, as a client that holds one sends it back (see {@link Game.parseState}). */
    readonly state: Schema<State>;
    /** A seat's (or a spectator's) view, as {@link Game.view} gives it: what API clients can rely on. */
    readonly view: Schema<View>;
  };
  /** Checks and completes options, every default filled in; throws `RuleError('invalid-options')`. */
  parseOptions(json: unknown): Options;
  /**
   * The version of the rules as this engine plays them, from 1: raised whenever a change makes a recorded match
   * play differently. Match records keep it, and `replay` refuses a record of other rules.
   */
  readonly rulesVersion: number;
  setup(args: SetupArgs<Options>): State;
  /** How many seats play this state (solo games: 1). */
  seats(state: State): number;
  active(state: State): Seat[];
  legalMoves(state: State, seat: Seat): Move[];
  /**
   * The state after `seat`'s move, or a `RuleError` and `state` unchanged. Pure: `state` is not changed. The
   * state returned is a value too: it may share parts with `state`, and a game may know it again by its arrays
   * (Bunte Kuh keeps its pyramid in the kernels' memory from one call to the next), so change a state by playing
   * a move, or change a copy of it, never the state itself.
   */
  play(state: State, seat: Seat, move: Move): State;
  view(state: State, seat: Seat | null): View;
  outcome(state: State): Outcome | null;
  /** Checks untrusted JSON against the move schema; throws `RuleError('invalid-move')`. */
  parseMove(json: unknown): Move;
  /**
   * Checks a state a client held: the state schema, then the invariants the rules rely on (cards dealt once,
   * counts that agree). Throws `RuleError('invalid-state')` naming the place (`details.at`). Every function of
   * the game works, and ends, on a state this accepts.
   */
  parseState(json: unknown): State;
  /**
   * Whether a seat's view leaves out part of the state: cards, faces, or only the generator that rolls the
   * future dice. `false` (Cui bono?, Würfelmarsch): `fromView(view(state, seat))` is the state itself.
   */
  readonly hidesInformation: boolean;
  /**
   * A full state consistent with `view`, every hidden part (cards, faces, the generator) drawn from `rng`. It
   * reads the view alone. A spectator's view of a card game has no hand to start from: a `RangeError`.
   */
  fromView(view: View, rng: Rng): State;
  /** A state consistent with what `seat` sees: `fromView(view(state, seat), rng)` in every game so far. */
  determinize?(state: State, seat: Seat, rng: Rng): State;
  /**
   * A move in words, short enough for a move log line and a screen reader (`'play ♥Q'`, `'speel ♥V'`); a
   * {@link HiddenMove} (what another seat saw of a move made face down) as its kind (`'bid a sealed card'`).
   */
  describeMove(move: Move | HiddenMove, lang: Lang): string;
  /**
   * What `viewer` (`null`: a spectator) saw of `seat`'s `move`, played on `state`: the move itself, or only its
   * kind ({@link HiddenMove}) for a move made face down (a sealed bid, a card put aside). A move log, an event
   * stream or a history shows each viewer this and nothing more. Without it, every move is public.
   */
  seen?(state: State, seat: Seat, move: Move, viewer: Seat | null): Move | HiddenMove;
  /**
   * What the table learnt when a move closed a stage of the game (a deal scored, an auction settled), from the
   * states before and after it; `null` for any other move. Everything in it is public: every seat saw it.
   */
  milestone?(before: State, after: State): Milestone | null;
  /** A milestone in words (a log line, a summary's heading), in English and Dutch. */
  describeMilestone?(milestone: Milestone, lang: Lang): string;
  /** A short label of the phase a view shows (`'auction'`, `'bieden'`); every phase of the game has one. */
  describePhase(view: View, lang: Lang): string;
  /** Games whose moves are sets or sequences: the legal next steps of a partial move (see {@link MoveSteps}). */
  readonly steps?: MoveSteps<State, Move, Step>;
  /**
   * Optional fast path for search bots and benchmarks: plays `state` to its end with uniformly random legal
   * moves and returns the final state, leaving `state` unchanged. It must give exactly what the move-by-move
   * loop gives with an equal `rng`: the lowest active seat moves, `legal[rng.int(legal.length)]` of its
   * `legalMoves` (the contract property tests check this). Games implement it as an in-place kernel.
   */
  randomPlayout?(state: State, rng: Rng): State;
}

/**
 * A move built one step at a time, for a UI that enables exactly the legal next choices (Abquetschen: the cells
 * of a build; Bunte Kuh: the call, the funnel, the die's orientation).
 *
 * `next` is complete whatever the size of the move space: every step that some move `play` accepts continues
 * `partial` with, and nothing else. When `unordered`, the steps form a set (any order of the same steps makes
 * the same move) and `next` never offers a step already in `partial`.
 */
export interface MoveSteps<State, Move, Step = unknown> {
  readonly unordered: boolean;
  /** The legal next steps after `partial` (empty: nothing can follow it). */
  next(state: State, seat: Seat, partial: readonly Step[]): Step[];
  /** The move `partial` makes once it is complete, else `null`. */
  move(state: State, seat: Seat, partial: readonly Step[]): Move | null;
}

/**
 * The `determinize` of a game that rebuilds states from views: `fromView(view(state, seat), rng)`. It draws
 * from `rng` exactly what `fromView` draws, so seeded searches play the same moves as before it was derived.
 *
 * @example
 * ```ts
 * const determinize = determinizeFrom(view, fromView);
 * determinize(state, 1, Rng.fromSeed('guess')); // a deal consistent with seat 1's view
 * ```
 */
export function determinizeFrom<State, View>(
  view: (state: State, seat: Seat | null) => View,
  fromView: (view: View, rng: Rng) => State,
): (state: State, seat: Seat, rng: Rng) => State {
  return (state, seat, rng) => fromView(view(state, seat), rng);
}

/** A game with hidden information: it always offers `determinize`. */
export type HiddenGame<State, Move, View, Options> = Game<State, Move, View, Options> &
  Required<Pick<Game<State, Move, View, Options>, 'determinize'>>;

/** Any game, when the concrete types do not matter (registries, the CLI, the API). */
// biome-ignore lint/suspicious/noExplicitAny: a registry holds games of different state and move types.
export type AnyGame = Game<any, any, any, any>;

/** The state type of a game. */
export type StateOf<G> = G extends Game<infer S, unknown, unknown, unknown> ? S : never;
/** The move type of a game. */
export type MoveOf<G> = G extends Game<unknown, infer M, unknown, unknown> ? M : never;

/**
 * A bot: picks one of the legal moves for `seat`. It is deterministic for a given `rng`, and never reads what
 * `seat` could not see (each game's tests check that its bots choose alike on states with the same view).
 */
export interface Bot<State = unknown, Move = unknown> {
  readonly name: string;
  choose(input: BotInput<State, Move>): Move;
  /**
   * Real-time games: the move this seat sets out to make now (`null`: it waits and looks again) and how many
   * milliseconds it takes to arrive (a model of a person's reaction). Bots without it take
   * {@link DEFAULT_REACTION_MS}.
   */
  react?(input: BotInput<State, Move>): { move: Move | null; ms: number };
}

/** The reaction time of a bot that has no reaction model, in ms. */
export const DEFAULT_REACTION_MS = 2000;

/** What a bot is given to choose a move. */
export interface BotInput<State, Move> {
  // biome-ignore lint/suspicious/noExplicitAny: the bot's own game, whatever its view and option types.
  game: Game<State, Move, any, any>;
  state: State;
  seat: Seat;
  legal: Move[];
  rng: Rng;
}
