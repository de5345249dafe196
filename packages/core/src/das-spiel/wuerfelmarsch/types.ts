/**
 * The shapes of a Würfelmarsch game: options, state, moves and views. All plain JSON. The game has no chance
 * and hides nothing, so the state holds no generator and a view is the state itself.
 *
 * @module
 */
import type { Seat } from '../../contract/index.js';
import type { WuerfelmarschMove } from './moves.js';
import type { WuerfelmarschOptions } from './options.js';

export type { WuerfelmarschOptions } from './options.js';

/** Tilt (KANTELEN) the own die in `cell` into the empty level-0 cell `to` next to it. */
export type TiltMove = Extract<WuerfelmarschMove, { type: 'tilt' }>;
/** Turn (DRAAIEN) the own die in `cell` in place to another `orientation` (0..23). */
export type TurnMove = Extract<WuerfelmarschMove, { type: 'turn' }>;
export type { WuerfelmarschMove } from './moves.js';

/** One triangle around a saddle that a tilt formed, as judged. */
export interface Triangle {
  /** The funnel (a level-1 cell) the three dice surround. */
  funnel: number;
  /** The three dice (level-0 cells), with the face each points into the funnel. */
  cells: number[];
  faces: number[];
  /** `capture`: one die shows the highest face; `tie`: two or three share it and all three leave the game. */
  result: 'capture' | 'tie';
}

/** What the last move did, as everyone saw it. */
export interface LastMove {
  seat: Seat;
  move: WuerfelmarschMove;
  triangles: Triangle[];
  /** Dice that changed hands: the cell, its owner and the capturer. */
  captures: { cell: number; owner: Seat; by: Seat }[];
  /** Dice that left the game by a tie: the cell and its owner. */
  removed: { cell: number; owner: Seat }[];
}

/** Why the game ended. */
export type EndReason =
  /** A die reached the corner funnel opposite its owner's side. */
  | 'corner'
  /** No die is left on the plate (or nobody can move): the final count. */
  | 'count'
  /** The turn limit (a Tafel ruling): the final count. */
  | 'limit';

export interface WuerfelmarschState {
  game: 'wuerfelmarsch';
  options: WuerfelmarschOptions;
  players: number;
  /** Whose turn it is (once over: the seat that moved last). */
  turn: Seat;
  /** Turns played so far. */
  turns: number;
  /** Per level-0 cell (0..44), the seat whose die is there, or -1. Seat `s` sits at side `s` (X, Y, Z). */
  owner: number[];
  /** Per level-0 cell, the orientation (0..23) of its die; 0 on empty cells. */
  orientation: number[];
  /** Opponent dice each seat has captured. */
  captured: number[];
  /** Each seat's own dice that left the game by a tie. */
  lost: number[];
  /** The turn number of each seat's last move (-1: none yet), for the final tie-break. */
  lastMoved: number[];
  last: LastMove | null;
  end: { reason: EndReason; seat: Seat } | null;
  winners: Seat[] | null;
}

/** All one seat may see: everything (`seat: null` is a spectator). */
export interface WuerfelmarschView extends WuerfelmarschState {
  seat: Seat | null;
  active: Seat[];
}
