/**
 * What a seat sees at an Abquetschen table: everything on the table and every past roll. Hidden: only the
 * future of the turquoise die (the generator state).
 *
 * @module
 */
import type { Seat } from '../../contract/index.js';
import { active } from './rules.js';
import type { AbquetschenState, AbquetschenView } from './types.js';

/** All `seat` may see; `null` is a spectator. */
export function view(state: AbquetschenState, seat: Seat | null): AbquetschenView {
  const { rng: _future, ...visible } = state;
  return {
    ...visible,
    options: { ...state.options },
    startRolls: state.startRolls.map((r) => ({ ...r })),
    startPyramid: state.startPyramid.slice(),
    owner: state.owner.slice(),
    stock: state.stock.slice(),
    built: state.built.slice(),
    thisTurn: state.thisTurn.slice(),
    history: state.history.map((t) => ({ ...t, cells: t.cells.slice(), bonusCells: t.bonusCells.slice() })),
    end: state.end ? { ...state.end } : null,
    winners: state.winners ? state.winners.slice() : null,
    seat,
    active: active(state),
  };
}
