/**
 * Friendly questions about a {@link Pyramid}, as plain lists: free dice, funnels and their faces and sums,
 * buried dice. Each is a thin wrapper over a kernel of `kernels.ts`.
 *
 * @module
 */
import { cellsOf, has, WORDS } from './bits.js';
import { type Axis, CELLS, checkCell, DEPENDENTS, edge, SUPPORTS } from './cells.js';
import { funnelSumAt } from './kernels.js';
import { faceTowards } from './orientation.js';
import { kernels } from './provider.js';
import type { Pyramid } from './pyramid.js';

/**
 * The free dice: occupied cells with no occupied dependent.
 *
 * @example
 * ```ts
 * freeDice(pyramidOf([{ cell: index(8, 0, 0) }])); // [0]
 * ```
 */
export function freeDice(p: Pyramid): number[] {
  const out = new Uint32Array(WORDS);
  kernels().freeDiceBits(p.occupied, out);
  return cellsOf(out);
}

/** Whether the die in `cell` is free (`false` for an empty cell). */
export function isFree(p: Pyramid, cell: number): boolean {
  checkCell(cell);
  if (!has(p.occupied, cell)) return false;
  for (let a = 0; a < 3; a++) {
    const d = DEPENDENTS[cell * 3 + a]!;
    if (d >= 0 && has(p.occupied, d)) return false;
  }
  return true;
}

/** Options of {@link funnels}. */
export interface FunnelOptions {
  /** Include the empty level-0 cells (base-plate funnels). Default `false`. */
  base?: boolean;
}

/**
 * The funnels: empty cells whose three supports hold dice (with `base`, also the empty base-plate cells).
 *
 * @example
 * ```ts
 * funnels(emptyPyramid());                 // []
 * funnels(emptyPyramid(), { base: true }); // the 45 base-plate funnels
 * ```
 */
export function funnels(p: Pyramid, options: FunnelOptions = {}): number[] {
  const out = new Uint32Array(WORDS);
  kernels().funnelBits(p.occupied, out, options.base === true);
  return cellsOf(out);
}

/** Whether `cell` is a funnel (a level-0 cell counts only with `base`). */
export function isFunnel(p: Pyramid, cell: number, options: FunnelOptions = {}): boolean {
  checkCell(cell);
  if (has(p.occupied, cell)) return false;
  if (cell < 45) return options.base === true;
  for (let a = 0; a < 3; a++) if (!has(p.occupied, SUPPORTS[cell * 3 + a]!)) return false;
  return true;
}

/**
 * The three faces of a funnel above level 0: the `-x` face of `p+ex`, the `-y` face of `p+ey`, the `-z` face of
 * `p+ez`. Throws when `cell` is no such funnel.
 */
export function funnelFaces(p: Pyramid, cell: number): [number, number, number] {
  if (!isFunnel(p, cell)) throw new RangeError(`cell ${cell} is no funnel above the base plate`);
  const f = (a: Axis): number => faceTowards(p.orientation[SUPPORTS[cell * 3 + a]!]!, a);
  return [f(0), f(1), f(2)];
}

/**
 * A funnel's sum (3..18). Throws when `cell` is no funnel above level 0.
 *
 * @example
 * ```ts
 * funnelSum(p, index(2, 2, 3)); // the three faces around the funnel, added up
 * ```
 */
export function funnelSum(p: Pyramid, cell: number): number {
  if (!isFunnel(p, cell)) throw new RangeError(`cell ${cell} is no funnel above the base plate`);
  return funnelSumAt(p.orientation, cell);
}

/** The funnels above level 0 whose sum is `sum`. */
export function funnelsWithSum(p: Pyramid, sum: number): number[] {
  const out = new Uint32Array(WORDS);
  kernels().funnelsWithSumBits(p.occupied, p.orientation, sum, out);
  return cellsOf(out);
}

/** How many funnels above level 0 there are of each sum: index = sum (0..18; 0..2 are always 0). */
export function sumCounts(p: Pyramid): number[] {
  const out = new Uint32Array(19);
  kernels().sumHistogram(p.occupied, p.orientation, out);
  return Array.from(out);
}

/**
 * Whether the die in `cell` has vanished inside: no face neighbour inside the pyramid is empty (Abquetschen's
 * end). A level-0 die has no neighbour below, so only its dependents count.
 */
export function isBuried(p: Pyramid, cell: number): boolean {
  checkCell(cell);
  for (let a = 0; a < 3; a++) {
    const s = SUPPORTS[cell * 3 + a]!;
    const d = DEPENDENTS[cell * 3 + a]!;
    if ((s >= 0 && !has(p.occupied, s)) || (d >= 0 && !has(p.occupied, d))) return false;
  }
  return true;
}

/**
 * The empty cells that touch, by a face, a die of the given cells: where a new die must go to touch them.
 * Returned as a cell set (`Uint32Array(6)`).
 */
export function touchSet(p: Pyramid, cells: Iterable<number>): Uint32Array {
  const out = new Uint32Array(WORDS);
  for (const c of cells)
    for (let a = 0; a < 3; a++)
      for (const m of [SUPPORTS[c * 3 + a]!, DEPENDENTS[c * 3 + a]!])
        if (m >= 0 && !has(p.occupied, m)) out[m >>> 5]! |= 1 << (m & 31);
  return out;
}

/**
 * The end of a pyramid edge (rules §1): the highest occupied cell of `edge(axis)`, or `-1` when the edge is
 * empty.
 *
 * @example
 * ```ts
 * edgeEnd(pyramidOf([{ cell: index(8, 0, 0) }]), 0); // index(8, 0, 0)
 * ```
 */
export function edgeEnd(p: Pyramid, axis: Axis): number {
  for (const c of edge(axis)) if (has(p.occupied, c)) return c;
  return -1;
}

/** Number of dice in the pyramid. */
export function diceCount(p: Pyramid): number {
  let n = 0;
  for (let i = 0; i < CELLS; i++) if (has(p.occupied, i)) n++;
  return n;
}
