/**
 * The shapes of an Abquetschen game: options, state, moves and views. All plain JSON.
 *
 * @module
 */
import type { Seat } from '../../contract/index.js';
import type { RngState } from '../../random/index.js';

/** Where the start pyramid may stand. */
export type StartRule =
  /** One of the three most central places (its top die a permutation of `(2,2,3)`). */
  | 'central'
  /** Any place without an edge funnel among its level-0 cells (15 places). */
  | 'inner';

export interface AbquetschenOptions {
  start: StartRule;
  /**
   * The most builds `legalMoves` lists. When a roll allows more, it lists a uniform sample of this many
   * (drawn deterministically from the position); `buildsOf`, `countLegalBuilds`, `sampleLegalBuilds` and the
   * game's `steps` (a build cell by cell, for a UI) reach every build.
   */
  moveLimit: number;
}

/** A build: the cells of the new dice, ascending. No cells: the roll cannot be built. */
export interface AbquetschenMove {
  type: 'build';
  cells: number[];
}

export type Phase = 'start' | 'build' | 'bonus' | 'over';

/** Why the game ended. */
export type EndReason =
  /** The player to move had built before and all his dice have vanished inside: fewest dice in stock wins. */
  | 'buried'
  /** The player rolled more than the dice left in his stock: he wins. */
  | 'roll'
  /** Nobody can build any roll any more (a Tafel ruling): fewest dice in stock wins. */
  | 'blocked';

/** One turn, as everyone saw it. */
export interface TurnRecord {
  seat: Seat;
  /** The roll; `null` for the start pyramid. */
  roll: number | null;
  cells: number[];
  /** Bonus dice earned by a row of 4..6 new dice, and the cells they went to. */
  bonus: number;
  bonusCells: number[];
}

export interface AbquetschenState {
  game: 'abquetschen';
  options: AbquetschenOptions;
  players: number;
  phase: Phase;
  /** Whose turn it is (the winner's seat once over, or the seat that triggered the end). */
  turn: Seat;
  /** This turn's roll of the turquoise die. */
  roll: number | null;
  /** Bonus dice still to build this turn (phase `bonus`). */
  bonus: number;
  /** Who rolled what, in turn, until the first 4. */
  startRolls: { seat: Seat; roll: number }[];
  startPlayer: Seat;
  /** The four cells of the start pyramid (once built). */
  startPyramid: number[];
  /** Rule 3 holds: a die of the start pyramid must stay free until the start player builds again. */
  guard: boolean;
  /** Per cell, the seat whose die is there, or -1. */
  owner: number[];
  stock: number[];
  /** Whether each seat has dice on the plate (has built before). */
  built: boolean[];
  /** The cells built in this turn so far (bonus dice may touch them). */
  thisTurn: number[];
  history: TurnRecord[];
  end: { reason: EndReason; seat: Seat } | null;
  winners: Seat[] | null;
  /** The turquoise die's future: never in a view. */
  rng: RngState;
}

/** All one seat may see: everything but the generator (`seat: null` is a spectator). */
export interface AbquetschenView extends Omit<AbquetschenState, 'rng' | 'game'> {
  game: 'abquetschen';
  seat: Seat | null;
  active: Seat[];
}
