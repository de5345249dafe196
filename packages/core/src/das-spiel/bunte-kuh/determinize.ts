/**
 * Determinization for search bots: Bunte Kuh hides nothing but the roll dice's future, so a state consistent
 * with a seat's view is that view with a fresh generator drawn from `rng`.
 *
 * @module
 */
import type { Rng } from '../../random/index.js';
import type { BunteKuhState, BunteKuhView } from './types.js';

/** Rebuilds a full state from a view, with a generator split from `rng`. */
export function fromView(v: BunteKuhView, rng: Rng): BunteKuhState {
  const { seat: _seat, active: _active, total: _total, ...rest } = v;
  return {
    ...rest,
    game: 'bunte-kuh',
    options: { ...v.options },
    roll: [...v.roll],
    owner: v.owner.slice(),
    orientation: v.orientation.slice(),
    stock: v.stock.slice(),
    rounds: v.rounds.map((r) => ({ ...r, roll: [...r.roll], calls: r.calls.map((c) => ({ ...c })) })),
    winners: v.winners ? v.winners.slice() : null,
    rng: rng.split('bunte-kuh').state(),
  };
}
