/**
 * How many dice the player to move builds now, as the rules count them: the start pyramid's four, the bonus dice
 * of a row, or the roll of the turquoise die. A board shows it against the cells picked so far.
 *
 * @module
 */
import type { AbquetschenView } from './types.js';

/** The dice of the start pyramid: three in hollows of the base plate and one on them (see `startPyramids`). */
export const START_PYRAMID_DICE = 4;

/**
 * The dice to build in the position a view (or a state) shows; 0 once the game is over.
 *
 * @example
 * ```ts
 * diceToBuild({ phase: 'start', roll: null, bonus: 0 }); // 4
 * diceToBuild({ phase: 'build', roll: 5, bonus: 0 });    // 5
 * diceToBuild({ phase: 'bonus', roll: 5, bonus: 2 });    // 2
 * ```
 */
export function diceToBuild(position: Pick<AbquetschenView, 'phase' | 'roll' | 'bonus'>): number {
  if (position.phase === 'start') return START_PYRAMID_DICE;
  if (position.phase === 'bonus') return position.bonus;
  return position.phase === 'build' ? (position.roll ?? 0) : 0;
}
