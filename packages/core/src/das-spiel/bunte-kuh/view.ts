/**
 * What a seat sees at a Bunte Kuh table: the whole pyramid, every stock, the roll and every call. Hidden: only
 * the roll dice's future (the generator state).
 *
 * @module
 */
import type { Seat } from '../../contract/index.js';
import { active, total } from './rules.js';
import type { BunteKuhState, BunteKuhView } from './types.js';

/** All `seat` may see; `null` is a spectator. */
export function view(state: BunteKuhState, seat: Seat | null): BunteKuhView {
  const { rng: _future, ...visible } = state;
  return {
    ...visible,
    options: { ...state.options },
    roll: [...state.roll],
    owner: state.owner.slice(),
    orientation: state.orientation.slice(),
    stock: state.stock.slice(),
    rounds: state.rounds.map((r) => ({ ...r, roll: [...r.roll], calls: r.calls.map((c) => ({ ...c })) })),
    winners: state.winners ? state.winners.slice() : null,
    seat,
    active: active(state),
    total: total(state.roll),
  };
}
