/**
 * What a seat sees at a Raffzahn table: the pyramid, the rolls, the takes. Hidden: the turquoise die's future.
 *
 * @module
 */
import type { Seat } from '../../contract/index.js';
import { active } from './rules.js';
import type { RaffzahnState, RaffzahnView } from './types.js';

/** All `seat` may see; `null` is a spectator. */
export function view(state: RaffzahnState, seat: Seat | null): RaffzahnView {
  const { rng: _future, ...visible } = state;
  return { ...visible, ...copyParts(state), seat, active: active(state) };
}

/** Fresh copies of the arrays and records of a state or view. */
export function copyParts(
  s: Omit<RaffzahnState, 'rng' | 'game'>,
): Pick<RaffzahnState, 'options' | 'owner' | 'orientation' | 'taken' | 'current' | 'winners'> {
  const c = s.current;
  return {
    options: { ...s.options },
    owner: s.owner.slice(),
    orientation: s.orientation.slice(),
    taken: s.taken.slice(),
    current: { ...c, takes: c.takes.map((t) => ({ ...t })), late: c.late.map((t) => ({ ...t })) },
    winners: s.winners ? s.winners.slice() : null,
  };
}
