/**
 * The level network: free dice and funnels of a cell set as shifts and masks over whole levels, with no loop
 * over dice or rows. The same network serves one pyramid (`u64` words) or two at once (`v128`; see `lanes.ts`).
 *
 * In the cell-index layout (see core's `lattice/README.md`) level `L` is a run of `S_L = (s+1)(s+2)/2` bits
 * (`s = 8 - L`), row `x` of it (`y` ascending) starting at `x(s+1) - x(x-1)/2`. Taken down to bit 0, levels
 * `L` and `L + 1` relate like this (`u` = level `L + 1`'s bits):
 * - the cell `(x, y)` of level `L + 1` rests on `(x, y)` and `(x, y + 1)` of level `L` (its `z` and `y`
 *   supports) and on `(x + 1, y)` (its `x` support). In level `L`'s layout row `x` starts `x` bits further on
 *   than in level `L + 1`'s, so the first two are `u` **spread**: row `x` moved up by `x` (three masked shifts,
 *   by 4, 2 and 1, rows with that bit of `x` set), and the spread shifted by one more; the third is `u` shifted
 *   by `s + 1`, the same for every row;
 * - so a die of level `L` is **covered** (not free) where `spread(u) | spread(u) << 1 | u << (s + 1)` has a bit;
 * - and a cell of level `L + 1` is a **funnel** where it is empty and `compress(l & l >> 1) & l >> (s + 1)` has a
 *   bit: `compress` is the spread undone (rows moved down by `x`), after keeping only the cells `(x, y)` with
 *   `y < s - x` of level `L` (`ROWS`), the ones that have a cell above them.
 *
 * The masks of the shifts are computed from the geometry once (`prepareLevels`) and kept in a table: V8 loads a
 * mask with one instruction, where it would rebuild a `v128` constant with three or four in every pass.
 */
import { Lane } from './lanes';

/** The table: 16 bytes a mask (the same `u64` twice, so a `v128` load gives both lanes). */
const TABLE: usize = memory.data(66 * 16, 16);
/** `S_L` low bits: level `L` alone (L = 0..8). */
const M_LEVEL: usize = TABLE;
/** The spread of level `L + 1` into level `L`'s layout: three masks (shifts by 4, 2, 1), L = 0..7. */
const M_SPREAD: usize = M_LEVEL + 9 * 16;
/** Its inverse, the compress: three masks (shifts by 1, 2, 4), L = 0..7. */
const M_COMPRESS: usize = M_SPREAD + 24 * 16;
/** The cells of level `L` that have cells above them (`y < s - x`), L = 0..7. */
const M_ROWS: usize = M_COMPRESS + 24 * 16;
/** Cells 128..164 of the third word (bits 165..191 are not cells). */
export const M_HIGH: usize = M_ROWS + 8 * 16;

function low(bits: i32): u64 {
  return bits >= 64 ? ~(<u64>0) : ((<u64>1) << (<u64>bits)) - 1;
}

function putMask(at: usize, m: u64): void {
  store<u64>(at, m);
  store<u64>(at, m, 8);
}

/** Where row `x` of level `L + 1` starts in its own layout (`s = 8 - L`). */
function rowStart(s: i32, x: i32): i32 {
  return x * s - (x * (x - 1)) / 2;
}

/**
 * The cells of the rows `x` of level `L + 1` that have bit `bit` of `x` (`bit` 0: every row), each row moved up
 * by `x & moved`.
 */
function rowsMask(s: i32, bit: i32, moved: i32): u64 {
  let m: u64 = 0;
  for (let x = 0; x < s; x++)
    if (bit === 0 || (x & bit) !== 0) m |= low(s - x) << (<u64>(rowStart(s, x) + (x & moved)));
  return m;
}

/** Fills the mask table from the geometry; the loader calls it once (through `prepare`). */
export function prepareLevels(): void {
  for (let L = 0; L <= 8; L++) putMask(M_LEVEL + <usize>(L << 4), low(((9 - L) * (10 - L)) / 2));
  for (let L = 0; L < 8; L++) {
    const s = 8 - L;
    // The spread moves the rows with bit 4 of x first, then 2, then 1: before each step a row has moved by the
    // bits of x above the step's. The compress undoes it in the other order.
    for (let i = 0; i < 3; i++) {
      const k = 4 >> i;
      putMask(M_SPREAD + <usize>((3 * L + i) << 4), rowsMask(s, k, x7(~((k << 1) - 1))));
      const j = 1 << i;
      putMask(M_COMPRESS + <usize>((3 * L + i) << 4), rowsMask(s, j, x7(~(j - 1))));
    }
    putMask(M_ROWS + <usize>(L << 4), rowsMask(s, 0, 7));
  }
  putMask(M_HIGH, low(37));
}

/** The low three bits (x is at most 7 in a spread). */
function x7(bits: i32): i32 {
  return bits & 7;
}

// biome-ignore lint/complexity/noStaticOnlyClass: AssemblyScript's @inline on a function does not parse in Biome.
export class Levels {
  /**
   * Level `L`'s cells from bit 0 on, from the words of a set (`L` a constant: the code for one level remains).
   * The bits above level `L` are the next levels': not cleared (see {@link clean}).
   */
  @inline static at<T>(w0: T, w1: T, w2: T, L: i32): T {
    if (L === 0) return w0;
    if (L === 1) return Lane.or<T>(Lane.shr<T>(w0, 45), Lane.shl<T>(w1, 19));
    if (L === 2) return Lane.shr<T>(w1, 17);
    if (L === 3) return Lane.or<T>(Lane.shr<T>(w1, 45), Lane.shl<T>(w2, 19));
    // Levels 4..8 lie in word 2: level L starts at cell 165 - (9-L)(10-L)(11-L)/6 (the cells above it).
    return Lane.shr<T>(w2, 37 - ((9 - L) * (10 - L) * (11 - L)) / 6);
  }

  /** Level `L`'s cells alone. */
  @inline static clean<T>(l: T, L: i32): T {
    return Lane.and<T>(l, Lane.mask<T>(M_LEVEL + <usize>(L << 4)));
  }

  /** One masked shift: the bits of `m` move up by `k`, the others stay. */
  @inline static up<T>(v: T, at: usize, k: i32): T {
    const t = Lane.and<T>(v, Lane.mask<T>(at));
    return Lane.or<T>(Lane.xor<T>(v, t), Lane.shl<T>(t, k));
  }

  /** One masked shift down: the bits of `m` move down by `k`, the others stay. */
  @inline static down<T>(v: T, at: usize, k: i32): T {
    const t = Lane.and<T>(v, Lane.mask<T>(at));
    return Lane.or<T>(Lane.xor<T>(v, t), Lane.shr<T>(t, k));
  }

  /** Level `L + 1`'s cells `u` (clean) in level `L`'s layout: row `x` moved up by `x`. */
  @inline static spread<T>(u: T, L: i32): T {
    let v = u;
    const m = M_SPREAD + <usize>((3 * L) << 4);
    // Level L + 1 has rows 0..7-L: a step is needed when some row has that bit.
    if (L <= 3) v = Levels.up<T>(v, m, 4);
    if (L <= 5) v = Levels.up<T>(v, m + 16, 2);
    if (L <= 6) v = Levels.up<T>(v, m + 32, 1);
    return v;
  }

  /** Level `L`'s cells `v` (only the ones in {@link spread}'s image) in level `L + 1`'s layout. */
  @inline static compress<T>(v: T, L: i32): T {
    const m = M_COMPRESS + <usize>((3 * L) << 4);
    if (L <= 6) v = Levels.down<T>(v, m, 1);
    if (L <= 5) v = Levels.down<T>(v, m + 16, 2);
    if (L <= 3) v = Levels.down<T>(v, m + 32, 4);
    return v;
  }

  /** The cells of level `L` that level `L + 1`'s dice `u` (clean) rest on: a clean level `L` set. */
  @inline static cover<T>(u: T, L: i32): T {
    const v = Levels.spread<T>(u, L);
    return Lane.or<T>(Lane.or<T>(v, Lane.shl<T>(v, 1)), Lane.shl<T>(u, 9 - L));
  }

  /**
   * The funnels of level `L + 1` (a clean set in its layout): its empty cells whose three supports on level `L`
   * are occupied. `l` and `up` are levels `L` and `L + 1` from {@link at} (need not be clean).
   */
  @inline static funnels<T>(l: T, up: T, L: i32): T {
    const pair = Lane.and<T>(Lane.and<T>(l, Lane.shr<T>(l, 1)), Lane.mask<T>(M_ROWS + <usize>(L << 4)));
    return Lane.andnot<T>(Lane.and<T>(Levels.compress<T>(pair, L), Lane.shr<T>(l, 9 - L)), up);
  }

  /** Word 0 of a set from clean levels 0 and 1. */
  @inline static word0<T>(g0: T, g1: T): T {
    return Lane.or<T>(g0, Lane.shl<T>(g1, 45));
  }

  /** Word 1 of a set from clean levels 1..3. */
  @inline static word1<T>(g1: T, g2: T, g3: T): T {
    return Lane.or<T>(Lane.or<T>(Lane.shr<T>(g1, 19), Lane.shl<T>(g2, 17)), Lane.shl<T>(g3, 45));
  }

  /** Word 2 of a set from clean levels 3..7 (the apex apart: callers add it when they have one). */
  @inline static word2<T>(g3: T, g4: T, g5: T, g6: T, g7: T): T {
    return Lane.or<T>(
      Lane.or<T>(Lane.shr<T>(g3, 19), Lane.shl<T>(g4, 2)),
      Lane.or<T>(Lane.or<T>(Lane.shl<T>(g5, 17), Lane.shl<T>(g6, 27)), Lane.shl<T>(g7, 33)),
    );
  }
}
