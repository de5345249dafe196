/**
 * A Bunte Kuh call in three steps, as it goes at the table: the call (STOP or NOWHERE), the funnel the die goes
 * into, then the die's orientation. A UI offers exactly what `next` returns at each step.
 *
 * Every call that names a funnel is a move of the game: a wrong call (STOP at a funnel of another sum, NOWHERE
 * while a funnel has the roll's sum) is played and penalised. So the steps offer every funnel, not only the
 * right ones (which would give the answer away); {@link legalMoves} lists the right calls alone.
 *
 * @module
 */
import type { MoveSteps, Seat } from '../../contract/index.js';
import { funnels, ORIENTATIONS } from '../lattice/index.js';
import { active, pyramidOfState } from './rules.js';
import type { BunteKuhMove, BunteKuhState } from './types.js';

/** One step of a call: which call, which funnel, which orientation. */
export type CallStep = { call: BunteKuhMove['type'] } | { cell: number } | { orientation: number };

const CALLS: readonly CallStep[] = [{ call: 'stop' }, { call: 'nowhere' }];
const ORIENTATION_STEPS: readonly CallStep[] = Array.from({ length: ORIENTATIONS }, (_, orientation) => ({
  orientation,
}));

/** The call `partial` makes when its steps are a call, a funnel and an orientation in that order, else `null`. */
function callOf(state: BunteKuhState, partial: readonly CallStep[]): Partial<BunteKuhMove> | null {
  const [call, cell, orientation] = partial;
  if (!call || !('call' in call) || (call.call !== 'stop' && call.call !== 'nowhere')) return null;
  const out: Partial<BunteKuhMove> = { type: call.call, round: state.round };
  if (!cell) return out;
  if (!('cell' in cell) || !funnels(pyramidOfState(state)).includes(cell.cell)) return null;
  out.cell = cell.cell;
  if (!orientation) return out;
  const o = 'orientation' in orientation ? orientation.orientation : -1;
  if (!Number.isInteger(o) || o < 0 || o >= ORIENTATIONS || partial.length > 3) return null;
  out.orientation = o;
  return out;
}

/**
 * The steps that may follow `partial`: the two calls, then every funnel of the pyramid, then the 24
 * orientations.
 *
 * @example
 * ```ts
 * nextSteps(state, 0, []);                                // [{ call: 'stop' }, { call: 'nowhere' }]
 * nextSteps(state, 0, [{ call: 'stop' }, { cell: 50 }]);  // [{ orientation: 0 }, …, { orientation: 23 }]
 * ```
 */
export function nextSteps(state: BunteKuhState, seat: Seat, partial: readonly CallStep[]): CallStep[] {
  if (!active(state).includes(seat)) return [];
  if (partial.length === 0) return funnels(pyramidOfState(state)).length > 0 ? CALLS.slice() : [];
  const call = callOf(state, partial);
  if (!call) return [];
  if (partial.length === 1) return funnels(pyramidOfState(state)).map((cell) => ({ cell }));
  return partial.length === 2 ? ORIENTATION_STEPS.slice() : [];
}

/** The call `partial` makes once it has all three steps, else `null`. */
export function callFrom(
  state: BunteKuhState,
  seat: Seat,
  partial: readonly CallStep[],
): BunteKuhMove | null {
  if (!active(state).includes(seat) || partial.length !== 3) return null;
  const call = callOf(state, partial);
  return call?.orientation === undefined ? null : (call as BunteKuhMove);
}

/** Bunte Kuh's steps behind the contract: call, funnel, orientation, in that order. */
export const steps: MoveSteps<BunteKuhState, BunteKuhMove, CallStep> = {
  unordered: false,
  next: nextSteps,
  move: callFrom,
};
