/**
 * Rebuilding a state from a view: Würfelmarsch hides nothing, so the state consistent with a seat's view is that view.
 *
 * @module
 */
import type { WuerfelmarschState, WuerfelmarschView } from './types.js';
import { copyParts } from './view.js';

/** Rebuilds the full state from a view. */
export function fromView(v: WuerfelmarschView): WuerfelmarschState {
  const { seat: _seat, active: _active, ...rest } = v;
  return { ...rest, ...copyParts(rest) };
}
