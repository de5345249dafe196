/**
 * The shapes of a Bunte Kuh game: options, state, moves and views. All plain JSON.
 *
 * @module
 */
import type { Seat } from '../../contract/index.js';
import type { RngState } from '../../random/index.js';
import type { BunteKuhMove } from './moves.js';
import type { BunteKuhOptions } from './options.js';

export type { BunteKuhMove } from './moves.js';
export type { BunteKuhOptions } from './options.js';

/** One call, as everyone saw it. `right: false` is a wrong call: no die placed, every other player gave one. */
export interface CallRecord {
  seat: Seat;
  type: BunteKuhMove['type'];
  cell: number;
  orientation: number;
  right: boolean;
}

/** One round: who rolled what, and the calls in the order they came. */
export interface RoundRecord {
  round: number;
  holder: Seat;
  roll: [number, number, number];
  calls: CallRecord[];
}

export interface BunteKuhState {
  game: 'bunte-kuh';
  options: BunteKuhOptions;
  players: number;
  /** The round being played, from 1. */
  round: number;
  /** Who holds and rolled the three pearl roll dice this round. */
  holder: Seat;
  roll: [number, number, number];
  /** Per cell: -1 empty, {@link BASE_DIE} for the 45 pearl dice of the set-up, else the seat that placed it. */
  owner: number[];
  /** Per cell, the orientation 0..23 (0 when empty). */
  orientation: number[];
  stock: number[];
  /** Every finished round, then the current one (last). */
  rounds: RoundRecord[];
  winners: Seat[] | null;
  /** The roll dice's future: never in a view. */
  rng: RngState;
}

/** The owner tag of the base layer's pearl dice. */
export const BASE_DIE = 100;

/** All one seat may see: everything but the generator (`seat: null` is a spectator). */
export interface BunteKuhView extends Omit<BunteKuhState, 'rng' | 'game'> {
  game: 'bunte-kuh';
  seat: Seat | null;
  active: Seat[];
  /** The roll's total. */
  total: number;
}
