/**
 * What a seat sees at a Cui bono? table: everything. The random set-up is public (a Tafel ruling: the dice
 * inside the pyramid count as seen) and nothing is drawn after it.
 *
 * @module
 */
import type { Seat } from '../../contract/index.js';
import { active } from './rules.js';
import type { CuiBonoState, CuiBonoView } from './types.js';

/** All `seat` may see (a deep copy of the state); `null` is a spectator. */
export function view(state: CuiBonoState, seat: Seat | null): CuiBonoView {
  return { ...(structuredClone(state) as CuiBonoState), seat, active: active(state) };
}
