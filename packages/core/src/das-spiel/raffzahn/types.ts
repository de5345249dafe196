/**
 * The shapes of a Raffzahn game: options, state, moves and views. All plain JSON.
 *
 * Seat `s` sits at side `s` (X, Y, Z); with two players side Z has nobody. The random set-up is public (a Tafel
 * ruling: every die's faces count as seen); only the turquoise die's future is hidden.
 *
 * @module
 */
import type { Seat } from '../../contract/index.js';
import type { RngState } from '../../random/index.js';
import type { RaffzahnMove } from './moves.js';
import type { RaffzahnOptions } from './options.js';

export type { RaffzahnOptions } from './options.js';

/**
 * Take the free die in `cell`, whose face towards the taker's side shows the roll of round `round`. A claim
 * for the current round after its STOP is a late take: the die goes back and the taker gives one of his dice to
 * each other player (if he has enough).
 */
export type TakeMove = Extract<RaffzahnMove, { type: 'take' }>;
/** The roller calls STOP: nobody takes any more this round. */
export type StopMove = Extract<RaffzahnMove, { type: 'stop' }>;
/** The next roller rolls the turquoise die, opening the next round. */
export type RollMove = Extract<RaffzahnMove, { type: 'roll' }>;
export type { RaffzahnMove } from './moves.js';

/**
 * - `race`: the roll is out; everyone takes; the roller may call STOP.
 * - `stopped`: STOP was called; the next roller rolls (a take for this round now is late).
 */
export type Phase = 'race' | 'stopped' | 'over';

/** One round, as everyone saw it. */
export interface RoundRecord {
  round: number;
  roller: Seat;
  roll: number;
  /** The takes, in arrival order. */
  takes: { seat: Seat; cell: number }[];
  /** Late takes after STOP and the dice each gave away. */
  late: { seat: Seat; cell: number; gave: number }[];
  stopped: boolean;
}

export interface RaffzahnState {
  game: 'raffzahn';
  options: RaffzahnOptions;
  players: number;
  phase: Phase;
  round: number;
  /** Who rolled this round (phase `race`) or rolls next (phase `stopped`: the left neighbour of the last roller). */
  roller: Seat;
  roll: number | null;
  /** Per cell, the colour (0 red, 1 yellow, 2 pearl) of its die, or -1. */
  owner: number[];
  /** Per cell, the orientation (0..23), 0 on empty cells. */
  orientation: number[];
  /** Dice each seat holds. */
  taken: number[];
  /** The current round (or, once over, the last): the whole game's rounds are in its match record. */
  current: RoundRecord;
  winners: Seat[] | null;
  /** The turquoise die's future: never in a view. */
  rng: RngState;
}

/** All one seat may see: everything but the generator (`seat: null` is a spectator). */
export interface RaffzahnView extends Omit<RaffzahnState, 'rng' | 'game'> {
  game: 'raffzahn';
  seat: Seat | null;
  active: Seat[];
}
