/**
 * Abquetschen's builds one cell at a time, for a UI that lights up exactly the cells that may come next.
 *
 * A build is a set of cells, chosen in any order. `next` answers with every cell that, added to the cells
 * chosen so far, still lies inside some legal build: the union of all legal builds that contain the chosen
 * cells. It is exact however many builds a roll allows, because it runs the lattice's build search over all of
 * them (the move list of {@link legalMoves} is a sample of at most `moveLimit` builds; this is not), and it
 * never needs more than one pass of that search.
 *
 * @module
 */
import type { MoveSteps, Seat } from '../../contract/index.js';
import { CELLS, cellSet, cellsOf, kernels, WORDS } from '../lattice/index.js';
import { canBuild, faultOf, queryOf, startPyramids } from './builds.js';
import { active } from './rules.js';
import type { AbquetschenMove, AbquetschenState } from './types.js';

/** The chosen cells as a set, or `null` when they are no distinct cells of the pyramid. */
function chosenSet(partial: readonly number[]): Uint32Array | null {
  if (!partial.every((c) => Number.isInteger(c) && c >= 0 && c < CELLS)) return null;
  if (new Set(partial).size !== partial.length) return null;
  return cellSet(partial);
}

/** Calls `visit` with every build the player to move may make now (the start pyramids in phase `start`). */
function eachBuild(state: AbquetschenState, visit: (cells: Uint32Array) => void): void {
  if (state.phase === 'start') {
    for (const p of startPyramids(state.options.start)) visit(cellSet(p));
    return;
  }
  const query = state.phase === 'build' || state.phase === 'bonus' ? queryOf(state) : null;
  if (!query) return;
  const search = kernels().buildSearch(query);
  const out = new Uint32Array(WORDS);
  while (search.next(out)) visit(out);
}

/**
 * The cells that may follow `partial` in a build of `seat` now, ascending: every cell outside `partial` that some
 * legal build containing all of `partial` holds.
 *
 * @example
 * ```ts
 * nextCells(state, state.turn, []);        // every cell of some legal build
 * nextCells(state, state.turn, [cell]);    // the cells that can be built together with `cell`
 * ```
 */
export function nextCells(state: AbquetschenState, seat: Seat, partial: readonly number[]): number[] {
  if (!active(state).includes(seat)) return [];
  const chosen = chosenSet(partial);
  if (!chosen) return [];
  const union = new Uint32Array(WORDS);
  eachBuild(state, (cells) => {
    for (let w = 0; w < WORDS; w++) if ((chosen[w]! & ~cells[w]!) !== 0) return;
    for (let w = 0; w < WORDS; w++) union[w]! |= cells[w]!;
  });
  for (let w = 0; w < WORDS; w++) union[w]! &= ~chosen[w]!;
  return cellsOf(union);
}

/**
 * The build `partial` makes, once it is one `play` accepts: the cells ascending; no cells when the roll cannot be
 * built. `null` while it is not (yet) a legal build.
 */
export function buildOf(
  state: AbquetschenState,
  seat: Seat,
  partial: readonly number[],
): AbquetschenMove | null {
  if (!active(state).includes(seat) || !chosenSet(partial)) return null;
  const cells = [...partial].sort((a, b) => a - b);
  if (state.phase === 'start') {
    const key = cells.join();
    return startPyramids(state.options.start).some((p) => p.join() === key) ? { type: 'build', cells } : null;
  }
  if (cells.length === 0) return canBuild(state) ? null : { type: 'build', cells };
  return faultOf(state, cells) === null ? { type: 'build', cells } : null;
}

/** Abquetschen's steps behind the contract: a step is a cell, the steps form a set. */
export const steps: MoveSteps<AbquetschenState, AbquetschenMove, number> = {
  unordered: true,
  next: nextCells,
  move: buildOf,
};
