/**
 * Determinization: Raffzahn hides only the turquoise die's future, so a state consistent with a seat's view is
 * that view with a fresh generator drawn from `rng`.
 *
 * @module
 */
import type { Rng } from '../../random/index.js';
import type { RaffzahnState, RaffzahnView } from './types.js';
import { copyParts } from './view.js';

/** Rebuilds a full state from a view, with a generator split from `rng`. */
export function fromView(v: RaffzahnView, rng: Rng): RaffzahnState {
  const { seat: _seat, active: _active, ...rest } = v;
  return { ...rest, ...copyParts(v), game: 'raffzahn', rng: rng.split('raffzahn').state() };
}
