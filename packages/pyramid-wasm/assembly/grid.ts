/**
 * Free dice on the level grid (see `@tafel/core`'s `lattice/grid.ts` and its README): ten 64-bit words per
 * pyramid, word `L` = level `L` (cell `(x, y, z)` at bit `9x + y`), word 9 = level 0's bits 64..80. A cell at bit
 * `c` rests under the bits `c`, `c - 1` and `c - 9` of the level above, so free dice are
 * `occ[L] & ~(up | up << 1 | up << 9)`: two levels per 128-bit instruction in the SIMD build, one per `i64`
 * operation in the scalar build. Inlined into both exports (the batch loop then has no call per pyramid).
 */

/** Bytes per grid. */
const GRID: i32 = 80;

// biome-ignore lint/complexity/noStaticOnlyClass: AssemblyScript's @inline on a function does not parse in Biome.
class Grid {
  /**
   * The free dice of levels `L` and `L + 1` (`at = 8L`, `L = 0, 2, 4, 6`) in one 128-bit vector, one level a
   * lane. Returns the lanes' bit counts per byte.
   */
  @inline static pair(grid: usize, out: usize, at: usize): v128 {
    const up = v128.load(grid + at, 8);
    const f = v128.andnot(v128.load(grid + at), v128.or(up, v128.or(i64x2.shl(up, 1), i64x2.shl(up, 9))));
    v128.store(out + at, f);
    return i8x16.popcnt(f);
  }

  /** The free dice of level `L` (`at = 8L`, L = 0..7) as one `i64` operation. Returns how many. */
  @inline static level(grid: usize, out: usize, at: usize): i32 {
    const up = load<u64>(grid + at, 8);
    const f = load<u64>(grid + at) & ~(up | (up << 1) | (up << 9));
    store<u64>(out + at, f);
    return <i32>popcnt<u64>(f);
  }

  @inline static freeDice(grid: usize, out: usize): i32 {
    const up = load<u64>(grid, 8);
    // Level 0's bits 64..80: what `up << 1` and `up << 9` carry out of level 1's word.
    const f9 = load<u64>(grid, 72) & ~((up >>> 63) | (up >>> 55));
    const apex = load<u64>(grid, 64);
    store<u64>(out, apex, 64);
    store<u64>(out, f9, 72);
    const rest = <i32>(popcnt<u64>(f9) + popcnt<u64>(apex));
    if (ASC_FEATURE_SIMD) {
      // The bit counts are summed per byte (at most 4 x 8), then across the vector.
      const bytes = i8x16.add(
        i8x16.add(Grid.pair(grid, out, 0), Grid.pair(grid, out, 16)),
        i8x16.add(Grid.pair(grid, out, 32), Grid.pair(grid, out, 48)),
      );
      const words = i32x4.extadd_pairwise_i16x8_u(i16x8.extadd_pairwise_i8x16_u(bytes));
      return (
        rest +
        i32x4.extract_lane(words, 0) +
        i32x4.extract_lane(words, 1) +
        i32x4.extract_lane(words, 2) +
        i32x4.extract_lane(words, 3)
      );
    } else {
      let n = rest;
      for (let at: usize = 0; at < 64; at += 8) n += Grid.level(grid, out, at);
      return n;
    }
  }
}

/** Free dice of one pyramid kept as a grid: `grid` and `out` are grids. Returns how many. */
export function freeDiceGrid(grid: usize, out: usize): i32 {
  return Grid.freeDice(grid, out);
}

export function freeDiceGridBatch(count: i32, grid: usize, out: usize): i32 {
  let n = 0;
  for (let k = 0; k < count; k++) n += Grid.freeDice(grid + <usize>(k * GRID), out + <usize>(k * GRID));
  return n;
}
