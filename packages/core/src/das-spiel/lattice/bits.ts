/**
 * Cell sets as bitsets: 165 cells in six 32-bit words (`Uint32Array(6)`), cell `i` at bit `i & 31` of word
 * `i >>> 5`. The layout is the one the Wasm kernels share (see the lattice README). The helpers here are small
 * and allocation-free where it matters; `cellSet` / `cellsOf` convert from and to plain lists.
 *
 * @module
 */
import { CELLS, checkCell, DEPENDENTS, SUPPORTS } from './cells.js';

/** Words per cell set. */
export const WORDS = 6;

/** A cell set: `Uint32Array(6)`. */
export type CellSet = Uint32Array;

/** An empty cell set. */
export function emptySet(): CellSet {
  return new Uint32Array(WORDS);
}

/**
 * A cell set holding the given cells.
 *
 * @example
 * ```ts
 * has(cellSet([0, 164]), 164); // true
 * ```
 */
export function cellSet(cells: Iterable<number>): CellSet {
  const s = emptySet();
  for (const c of cells) {
    checkCell(c);
    s[c >>> 5]! |= 1 << (c & 31);
  }
  return s;
}

/** Whether cell `i` is in the set (word offset `o` for sets packed side by side). */
export function has(s: Uint32Array, i: number, o = 0): boolean {
  return (s[o + (i >>> 5)]! & (1 << (i & 31))) !== 0;
}

/** Adds cell `i`. */
export function add(s: Uint32Array, i: number, o = 0): void {
  s[o + (i >>> 5)]! |= 1 << (i & 31);
}

/** Removes cell `i`. */
export function remove(s: Uint32Array, i: number, o = 0): void {
  s[o + (i >>> 5)]! &= ~(1 << (i & 31));
}

/** Number of set bits of a 32-bit word. */
export function popcount32(v: number): number {
  v -= (v >>> 1) & 0x55555555;
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) as number;
}

/** Number of cells in the set. */
export function size(s: Uint32Array, o = 0): number {
  let n = 0;
  for (let w = 0; w < WORDS; w++) n += popcount32(s[o + w]!);
  return n;
}

/** The cells of a set, ascending. */
export function cellsOf(s: Uint32Array, o = 0): number[] {
  const out: number[] = [];
  for (let w = 0; w < WORDS; w++) {
    let v = s[o + w]!;
    while (v !== 0) {
      const b = 31 - Math.clz32(v & -v);
      out.push(w * 32 + b);
      v &= v - 1;
    }
  }
  return out;
}

/** Whether two sets share a cell. */
export function intersects(a: Uint32Array, b: Uint32Array, ao = 0, bo = 0): boolean {
  for (let w = 0; w < WORDS; w++) if ((a[ao + w]! & b[bo + w]!) !== 0) return true;
  return false;
}

/** Whether the set is empty. */
export function isEmpty(s: Uint32Array, o = 0): boolean {
  for (let w = 0; w < WORDS; w++) if (s[o + w] !== 0) return false;
  return true;
}

/** All 165 cells. */
export const ALL: CellSet = cellSet(Array.from({ length: CELLS }, (_, i) => i));

function masksOf(table: Int16Array): Uint32Array {
  const out = new Uint32Array(CELLS * WORDS);
  for (let i = 0; i < CELLS; i++)
    for (let a = 0; a < 3; a++) {
      const c = table[i * 3 + a]!;
      if (c >= 0) add(out, c, i * WORDS);
    }
  return out;
}

/** Per cell, the set of its supports: `SUPPORT_MASKS.subarray(i * 6, i * 6 + 6)`. */
export const SUPPORT_MASKS: Uint32Array = masksOf(SUPPORTS);
/** Per cell, the set of its dependents. */
export const DEPENDENT_MASKS: Uint32Array = masksOf(DEPENDENTS);
/** Per cell, the set of its face neighbours (supports and dependents). */
export const NEIGHBOUR_MASKS: Uint32Array = (() => {
  const out = new Uint32Array(CELLS * WORDS);
  for (let k = 0; k < out.length; k++) out[k] = SUPPORT_MASKS[k]! | DEPENDENT_MASKS[k]!;
  return out;
})();
