/**
 * The lattice tables the kernels read, filled once by the loader from the TypeScript reference (so both sides
 * share one source of truth), and the tables derived from them here (`prepare`).
 *
 * A cell set is six 32-bit words (cell `i` at bit `i & 31` of word `i >>> 5`); little-endian, so the same 24
 * bytes read as three 64-bit words with cell `i` at bit `i & 63` of word `i >>> 6`, which is what the code here
 * uses.
 */
import { prepareLevels } from './levels';

/** Number of cells. */
export const CELLS: i32 = 165;
/** Cells of level 0. */
export const BASE: i32 = 45;
/** Bytes per cell set. */
export const SET: i32 = 24;
/** The cells of the third 64-bit word (128..164); bits 165..191 are ignored. */
export const HIGH: u64 = ((<u64>1) << 37) - 1;

// ---- Tables, filled by the loader (offsets inside one block; see `tables`). ----
const T_NB: i32 = 0; // NEIGHBOUR_MASKS, 165 sets
const T_SUPM: i32 = T_NB + CELLS * SET; // SUPPORT_MASKS
const T_DEPM: i32 = T_SUPM + CELLS * SET; // DEPENDENT_MASKS
const T_SUP: i32 = T_DEPM + CELLS * SET; // SUPPORTS, i16 x 495
const T_DEP: i32 = T_SUP + CELLS * 6; // DEPENDENTS, i16 x 495
const T_FACES: i32 = T_DEP + CELLS * 6; // ORIENTATION_FACES, u8 x 72
const T_SIZE: i32 = T_FACES + 72;

const TABLES: usize = memory.data(T_SIZE + 8, 16);
/** Per cell, its face neighbours (a set each). */
export const NB: usize = TABLES + T_NB;
/** Per cell, its dependents (a set each). */
export const DEPM: usize = TABLES + T_DEPM;
const SUP: usize = TABLES + T_SUP;
const FACES: usize = TABLES + T_FACES;

/** Per cell, its three supports packed in one word (`x | y << 8 | z << 16`). */
export const SUPP: usize = memory.data(CELLS * 4, 16);
/** Per cell above level 0, its `x`, `y` and `z` support (a byte each: cells are 0..164), one table per axis. */
export const SX: usize = memory.data(CELLS * 3, 16);
export const SY: usize = SX + CELLS;
export const SZ: usize = SX + 2 * CELLS;
/** Per orientation, the face it shows towards `-x`, `-y`, `-z` (24 bytes each). */
export const FX: usize = memory.data(24 * 3, 16);
export const FY: usize = FX + 24;
export const FZ: usize = FX + 48;

/** Where the loader writes the tables, in the order NB, SUPM, DEPM (u32), SUP, DEP (i16), FACES (u8). */
export function tables(): usize {
  return TABLES;
}

/** Derives the packed tables and the level network's masks; the loader calls it once after writing the tables. */
export function prepare(): void {
  for (let i = BASE; i < CELLS; i++) {
    const s = SUP + <usize>(i * 6);
    store<u32>(
      SUPP + <usize>(i << 2),
      <u32>load<i16>(s) | ((<u32>load<i16>(s, 2)) << 8) | ((<u32>load<i16>(s, 4)) << 16),
    );
    store<u8>(SX + <usize>i, <u8>load<i16>(s));
    store<u8>(SY + <usize>i, <u8>load<i16>(s, 2));
    store<u8>(SZ + <usize>i, <u8>load<i16>(s, 4));
  }
  for (let o = 0; o < 24; o++) {
    store<u8>(FX + <usize>o, load<u8>(FACES + <usize>(o * 3)));
    store<u8>(FY + <usize>o, load<u8>(FACES + <usize>(o * 3 + 1)));
    store<u8>(FZ + <usize>o, load<u8>(FACES + <usize>(o * 3 + 2)));
  }
  prepareLevels();
}

/** The first byte after the module's static data: the loader's own arena starts here. */
export function heapBase(): usize {
  return __heap_base;
}

/** Whether the module was built with 128-bit SIMD (1) or as the scalar build (0). */
export function simd(): i32 {
  return ASC_FEATURE_SIMD ? 1 : 0;
}

/** The sum of the funnel at `cell` (above level 0): the faces its three supports show into it. No checks. */
// biome-ignore lint/complexity/noStaticOnlyClass: AssemblyScript's @inline on a function does not parse in Biome.
export class Sum {
  @inline static at(orient: usize, cell: i32): i32 {
    // The tables' addresses as load offsets, so each lookup is one instruction with the offset folded in.
    const c = <usize>cell;
    return (
      <i32>load<u8>(<usize>load<u8>(orient + <usize>load<u8>(c, SX)), FX) +
      <i32>load<u8>(<usize>load<u8>(orient + <usize>load<u8>(c, SY)), FY) +
      <i32>load<u8>(<usize>load<u8>(orient + <usize>load<u8>(c, SZ)), FZ)
    );
  }
}
