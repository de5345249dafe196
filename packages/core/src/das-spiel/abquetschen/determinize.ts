/**
 * Determinization for search bots: Abquetschen hides nothing but the turquoise die's future, so a state
 * consistent with a seat's view is that view with a fresh generator drawn from `rng`.
 *
 * @module
 */
import type { Rng } from '../../random/index.js';
import type { AbquetschenState, AbquetschenView } from './types.js';

/** Rebuilds a full state from a view, with a generator split from `rng`. */
export function fromView(v: AbquetschenView, rng: Rng): AbquetschenState {
  const { seat: _seat, active: _active, ...rest } = v;
  return {
    ...rest,
    game: 'abquetschen',
    options: { ...v.options },
    startRolls: v.startRolls.map((r) => ({ ...r })),
    startPyramid: v.startPyramid.slice(),
    owner: v.owner.slice(),
    stock: v.stock.slice(),
    built: v.built.slice(),
    thisTurn: v.thisTurn.slice(),
    history: v.history.map((t) => ({ ...t, cells: t.cells.slice(), bonusCells: t.bonusCells.slice() })),
    end: v.end ? { ...v.end } : null,
    winners: v.winners ? v.winners.slice() : null,
    rng: rng.split('abquetschen').state(),
  };
}
