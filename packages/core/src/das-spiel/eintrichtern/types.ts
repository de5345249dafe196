/**
 * The shapes of an Eintrichtern game: options, state, moves and views. All plain JSON.
 *
 * Level 0 holds 45 yellow dice whose orientations are hidden (`yellow`); the 36 cells of level 1 hold the red
 * dice that cover the funnels. Only announced sums are public.
 *
 * @module
 */
import type { Seat } from '../../contract/index.js';
import type { RngState } from '../../random/index.js';
import type { EintrichternMove } from './moves.js';
import type { EintrichternOptions } from './options.js';

export type { EintrichternOptions } from './options.js';

/** Roll the three pearl dice. */
export type RollMove = Extract<EintrichternMove, { type: 'roll' }>;
/** Take over the failed roll total of the previous player instead of rolling. */
export type TakeOverMove = Extract<EintrichternMove, { type: 'take-over' }>;
/** Lift the red die in `cell` (a level-1 cell, 45..80, still covering its funnel). */
export type LiftMove = Extract<EintrichternMove, { type: 'lift' }>;
export type { EintrichternMove } from './moves.js';

/**
 * - `choose`: the previous player failed; roll or take over his total.
 * - `lift`: the total is set; lift a red die.
 */
export type Phase = 'choose' | 'lift' | 'over';

/** One lift, as everyone saw and heard it. */
export interface Announcement {
  seat: Seat;
  /** The total to find; `takenOver`: the previous player's failed total, not a roll. */
  total: number;
  takenOver: boolean;
  cell: number;
  /** The sum of the funnel, said aloud. */
  sum: number;
  /** Equal to the total: the player kept the red die. */
  kept: boolean;
}

/** Why the game ended. */
export type EndReason =
  /** A player reached 8 red dice (2–4 players) or 9 (5–6). */
  | 'target'
  /** No covered funnel is left: most red dice wins. */
  | 'empty';

export interface EintrichternState {
  game: 'eintrichtern';
  options: EintrichternOptions;
  players: number;
  phase: Phase;
  turn: Seat;
  /** The three pearl dice of the last roll (public). */
  dice: number[] | null;
  /** The total to find this turn (phase `lift`). */
  total: number | null;
  /** The failed total the player to move may take over (phase `choose`). */
  failed: number | null;
  /** Hidden: the orientation (0..23) of the yellow die in each level-0 cell 0..44. Never in a view. */
  yellow: number[];
  /** Per level-1 cell (index `cell - 45`): whether its red die still covers the funnel. */
  covered: boolean[];
  /** Red dice each seat kept. */
  red: number[];
  /** Every lift, in order: the announced sums. */
  announcements: Announcement[];
  end: { reason: EndReason; seat: Seat } | null;
  winners: Seat[] | null;
  /** The pearl dice's future: never in a view. */
  rng: RngState;
}

/** All one seat may see: the state without the yellow faces and the generator. */
export interface EintrichternView extends Omit<EintrichternState, 'yellow' | 'rng' | 'game'> {
  game: 'eintrichtern';
  seat: Seat | null;
  active: Seat[];
  /** Per level-1 cell (index `cell - 45`), the sum announced for its funnel, or `null` if never lifted. */
  known: (number | null)[];
}
