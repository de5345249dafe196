/**
 * The 36 funnels of Eintrichtern: each level-1 cell `q` (45..80) lies on three yellow dice `q + ea`, which
 * point their `-ea` faces into it. Sums come from the yellow orientations (hidden in the state).
 *
 * @module
 */
import { LEVEL_START, ORIENTATION_FACES, SUPPORTS } from '../lattice/index.js';

// Local bindings of the lattice tables: hot loops read them without a module lookup.
const SUP = SUPPORTS;
const FACES = ORIENTATION_FACES;
/** The first and one-past-last level-1 cell. */
export const FIRST = LEVEL_START[1]!;
export const FUNNELS = LEVEL_START[2]! - FIRST;

/** The three yellow dice (level-0 cells) under funnel `cell`, by axis. */
export function under(cell: number): [number, number, number] {
  return [SUP[cell * 3]!, SUP[cell * 3 + 1]!, SUP[cell * 3 + 2]!];
}

/**
 * The sum of funnel `cell` with the yellow orientations `yellow` (per level-0 cell).
 *
 * @example
 * ```ts
 * funnelSumOf(state.yellow, 45); // 3..18
 * ```
 */
export function funnelSumOf(yellow: readonly number[], cell: number): number {
  let sum = 0;
  for (let a = 0; a < 3; a++) sum += FACES[yellow[SUP[cell * 3 + a]!]! * 3 + a]!;
  return sum;
}

/** Whether `cell` is a level-1 cell (a funnel of the game). */
export function isFunnelCell(cell: number): boolean {
  return Number.isInteger(cell) && cell >= FIRST && cell < FIRST + FUNNELS;
}
