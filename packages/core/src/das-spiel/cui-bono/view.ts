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
  return { ...state, ...copyParts(state), seat, active: active(state) };
}

/** Fresh copies of the arrays and records of a state or view. */
export function copyParts(
  s: CuiBonoState,
): Pick<CuiBonoState, 'options' | 'owner' | 'orientation' | 'held' | 'kept' | 'history' | 'end' | 'winners'> {
  return {
    options: { ...s.options, minus: { ...s.options.minus } },
    owner: s.owner.slice(),
    orientation: s.orientation.slice(),
    held: s.held ? { ...s.held } : null,
    kept: s.kept.map((k) => k.slice()),
    history: s.history.map((t) => ({ ...t, slid: t.slid.slice() })),
    end: s.end ? { ...s.end } : null,
    winners: s.winners ? s.winners.slice() : null,
  };
}
