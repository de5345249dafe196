/**
 * A Das Spiel board: the table's {@link Board} shape, whose context also gives the pyramid's `viewBox` at the
 * table's zoom and pan (every board draws its pyramid with it). One folder per game (`cui-bono/`, …), listed in
 * `boards.ts`; each board's short rules are its game's module in `rules/`.
 *
 * @module
 */
import type { AnyGame } from '@tafel/core';
import type { DieCell } from '../pyramid/pyramid-svg.js';
import type { Board, BoardContext, BoardUi, Marked } from '../table/board.js';

/** What a pyramid board is given: the table's context and the pyramid's `viewBox`. */
export interface PyramidContext<G extends AnyGame, U extends BoardUi = BoardUi> extends BoardContext<G, U> {
  readonly viewBox: string;
}

/** A game's board for `<tafel-das-spiel>`. */
export type PyramidBoard<G extends AnyGame, U extends BoardUi = BoardUi> = Board<G, PyramidContext<G, U>>;

/**
 * The cells of the move shown on the board (a hint's, or the log line's pointed at): the die it moves, where
 * it goes, the dice it builds. A die the move took away is gone from the view; its cell is still outlined.
 */
export function markedCells(marked: Marked<AnyGame> | null): Set<number> {
  const move = marked?.move as { cell?: number; to?: number; cells?: readonly number[] } | undefined;
  const cells = new Set<number>();
  if (!move) return cells;
  if (typeof move.cell === 'number') cells.add(move.cell);
  if (typeof move.to === 'number') cells.add(move.to);
  for (const c of move.cells ?? []) cells.add(c);
  return cells;
}

/**
 * Marks the cells of the move shown (part `marked` on the drawing): each die or funnel there gets the class
 * `marked`, and a marked cell not drawn (a die taken since) is drawn as an outline.
 */
export function markCells(cells: DieCell[], marked: Marked<AnyGame> | null): DieCell[] {
  const mark = markedCells(marked);
  if (mark.size === 0) return cells;
  const drawn = new Set<number>();
  const out = cells.map((d) => {
    drawn.add(d.cell);
    return mark.has(d.cell) ? { ...d, className: `${d.className ?? ''} marked`.trim() } : d;
  });
  for (const cell of mark)
    if (!drawn.has(cell)) out.push({ cell, colour: null, orientation: 0, className: 'marked' });
  return out;
}
