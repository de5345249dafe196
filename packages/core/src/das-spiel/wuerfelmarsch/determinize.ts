/**
 * Determinization: Würfelmarsch hides nothing, so the state consistent with a seat's view is that view.
 *
 * @module
 */
import type { Seat } from '../../contract/index.js';
import type { Rng } from '../../random/index.js';
import type { WuerfelmarschState, WuerfelmarschView } from './types.js';
import { copyParts, view } from './view.js';

/** The one state consistent with `seat`'s view of `state`: a copy of it (`rng` is not needed). */
export function determinize(state: WuerfelmarschState, seat: Seat, _rng: Rng): WuerfelmarschState {
  return fromView(view(state, seat));
}

/** Rebuilds the full state from a view. */
export function fromView(v: WuerfelmarschView): WuerfelmarschState {
  const { seat: _seat, active: _active, ...rest } = v;
  return { ...rest, ...copyParts(rest) };
}
