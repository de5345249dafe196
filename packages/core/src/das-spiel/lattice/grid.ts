/**
 * The level grid: a second layout of the occupied cells, one 64-bit word per level, in which a cell's supports
 * and dependents are the same three bit offsets everywhere (see the README). Free dice are then a few shifts
 * and masks per level instead of a loop over cells; the native C reference of `pnpm bench` and the Wasm twin
 * use the same words. Here the 64-bit words are pairs of 32-bit words, so the kernel runs on plain numbers.
 *
 * Layout (`Uint32Array(20)` per pyramid, i.e. ten little-endian 64-bit words): word `L` (`L = 0..8`) holds
 * level `L`, the cell `(x, y, z)` at bit `9x + y`; level 0 needs 81 bits, so its bits 64..80 are word 9.
 * Nothing else is ever set. Pack once per pyramid ({@link gridOf}) and keep the grid while the pyramid stays.
 *
 * @module
 */
import { popcount32, WORDS } from './bits.js';
import { CELLS, coords, level } from './cells.js';

/** 32-bit words per grid (ten 64-bit words). */
export const GRID_WORDS = 20;

/** Per cell, where it lives in a grid: 32-bit word `GRID_AT[i] >>> 5`, bit `GRID_AT[i] & 31`. */
export const GRID_AT: Uint16Array = (() => {
  const at = new Uint16Array(CELLS);
  for (let i = 0; i < CELLS; i++) {
    const [x, y] = coords(i);
    const b = 9 * x + y;
    const word64 = level(i) === 0 && b >= 64 ? 9 : level(i);
    at[i] = word64 * 64 + (b & 63);
  }
  return at;
})();

/**
 * The grid of a cell set: reads `occ[o..o+6)`, writes `grid[go..go+20)`. A loop over the cells: the layout
 * change a game pays once per pyramid, not once per question. Returns the number of cells.
 */
export function gridOf(occ: Uint32Array, grid: Uint32Array, o = 0, go = 0): number {
  for (let w = 0; w < GRID_WORDS; w++) grid[go + w] = 0;
  let n = 0;
  for (let w = 0; w < WORDS; w++) {
    let v = occ[o + w]!;
    if (w === WORDS - 1) v &= (1 << (CELLS - 160)) - 1;
    while (v !== 0) {
      const b = 31 - Math.clz32(v & -v);
      v &= v - 1;
      const at = GRID_AT[w * 32 + b]!;
      grid[go + (at >>> 5)]! |= 1 << (at & 31);
      n++;
    }
  }
  return n;
}

/** The cell set of a grid: reads `grid[go..go+20)`, writes `out[oo..oo+6)`. Returns the number of cells. */
export function cellsOfGrid(grid: Uint32Array, out: Uint32Array, go = 0, oo = 0): number {
  for (let w = 0; w < WORDS; w++) out[oo + w] = 0;
  let n = 0;
  for (let i = 0; i < CELLS; i++) {
    const at = GRID_AT[i]!;
    if ((grid[go + (at >>> 5)]! >>> (at & 31)) & 1) {
      out[oo + (i >>> 5)]! |= 1 << (i & 31);
      n++;
    }
  }
  return n;
}

/**
 * Free dice on the grid: occupied cells with no occupied dependent, as a grid in `out[oo..oo+20)`. A cell at bit
 * `c` of level `L` rests under the bits `c`, `c - 1` and `c - 9` of level `L + 1`, so the covered cells of level
 * `L` are `up | up << 1 | up << 9` with `up` the level above. Returns how many. Same answers as
 * {@link freeDiceBits} on the same pyramid.
 */
export function freeDiceGrid(grid: Uint32Array, out: Uint32Array, go = 0, oo = 0): number {
  let n = 0;
  for (let l = 0; l < 8; l++) {
    const ul = grid[go + 2 * l + 2]!;
    const uh = grid[go + 2 * l + 3]!;
    const lo = grid[go + 2 * l]! & ~(ul | (ul << 1) | (ul << 9));
    const hi = grid[go + 2 * l + 1]! & ~(uh | (uh << 1) | (ul >>> 31) | (uh << 9) | (ul >>> 23));
    out[oo + 2 * l] = lo;
    out[oo + 2 * l + 1] = hi;
    n += popcount32(lo) + popcount32(hi);
    if (l === 0) {
      // Level 0's bits 64..80 (word 9): covered by what `up << 1` and `up << 9` carry out of level 1's word.
      const top = grid[go + 18]! & ~((uh >>> 31) | (uh >>> 23));
      out[oo + 18] = top;
      out[oo + 19] = 0;
      n += popcount32(top);
    }
  }
  // The apex: nothing rests on it.
  out[oo + 16] = grid[go + 16]!;
  out[oo + 17] = 0;
  return n + popcount32(grid[go + 16]!);
}

/** {@link freeDiceGrid} over `count` pyramids: `grid` and `out` hold 20 words per pyramid. Returns the total. */
export function freeDiceGridBatch(count: number, grid: Uint32Array, out: Uint32Array): number {
  let n = 0;
  for (let k = 0; k < count; k++) n += freeDiceGrid(grid, out, k * GRID_WORDS, k * GRID_WORDS);
  return n;
}
