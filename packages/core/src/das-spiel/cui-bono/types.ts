/**
 * The shapes of a Cui bono? game: options, state, moves and views. All plain JSON. The random set-up is public
 * and there is no chance afterwards, so the state holds no generator and a view is the state itself.
 *
 * @module
 */
import type { Seat } from '../../contract/index.js';
import type { CuiBonoMove } from './moves.js';
import type { CuiBonoOptions } from './options.js';

/** The dice colours, by index: 0 red, 1 yellow, 2 pearl. */
export const COLOURS = ['red', 'yellow', 'pearl'] as const;
export type Colour = (typeof COLOURS)[number];

export type { CuiBonoMove } from './moves.js';
export type { CuiBonoOptions } from './options.js';
/** Pull the level-0 die in `cell` (it needs two free faces). */
export type PullMove = Extract<CuiBonoMove, { type: 'pull' }>;
/** Put the pulled die back into the funnel `cell` (above level 0, rules A and B). */
export type ReturnMove = Extract<CuiBonoMove, { type: 'return' }>;
/** Keep the pulled die (allowed even when it could go back). */
export type KeepMove = Extract<CuiBonoMove, { type: 'keep' }>;

export type Phase = 'pull' | 'return' | 'over';

/** One turn, as everyone saw it. */
export interface TurnRecord {
  seat: Seat;
  /** The pulled cell and the die's colour. */
  pulled: number;
  colour: number;
  /** The cells of the row that slid one cell down (from the lowest), empty when nothing rested on the die. */
  slid: number[];
  /** Where the die went back, or `null`: kept. */
  returned: number | null;
}

/** Why the game ended. */
export type EndReason =
  /** A player had to take his 10th die (2–4 players) or 7th (5–6). */
  | 'kept'
  /** No level-0 die has two free faces (a Tafel ruling). */
  | 'stuck'
  /** The turn limit (a Tafel ruling). */
  | 'limit';

export interface CuiBonoState {
  game: 'cui-bono';
  options: CuiBonoOptions;
  players: number;
  phase: Phase;
  /** Whose turn it is (once over: the seat that made the last move). */
  turn: Seat;
  /** Turns finished. */
  turns: number;
  /** Per cell, the colour (0 red, 1 yellow, 2 pearl) of its die, or -1. */
  owner: number[];
  /** Per cell, the orientation (0..23) of its die, 0 on empty cells. Faces play no part in Cui bono?. */
  orientation: number[];
  /** The die in the hand of the player to move (phase `return`). */
  held: { colour: number; orientation: number } | null;
  /** The colours of the dice each seat kept. */
  kept: number[][];
  history: TurnRecord[];
  end: { reason: EndReason; seat: Seat } | null;
  winners: Seat[] | null;
}

/** All one seat may see: everything (`seat: null` is a spectator). */
export interface CuiBonoView extends CuiBonoState {
  seat: Seat | null;
  active: Seat[];
}
