/**
 * Lane arithmetic written once for two shapes: one pyramid in scalar `u64` words, or two pyramids side by side in
 * `v128` (`i64x2`: lane 0 the first pyramid, lane 1 the second). The level network (`levels.ts`) is the same
 * for every pyramid, so the same code runs on either shape; `T` picks it at compile time (`isVector<T>()`), and
 * the untaken branch is never compiled, so the scalar build (no SIMD) compiles the `u64` shape only.
 *
 * A cell set in memory is three little-endian `u64` words (cells 0..63, 64..127, 128..191). Two pyramids of a
 * batch are 48 consecutive bytes: `A0 A1 A2 B0 B1 B2`. `word<v128>(p, k)` gathers `[Ak, Bk]` and `store3<v128>`
 * scatters back, so the network itself never sees the interleaving.
 */

// biome-ignore lint/complexity/noStaticOnlyClass: AssemblyScript's @inline on a function does not parse in Biome.
export class Lane {
  @inline static and<T>(a: T, b: T): T {
    if (isVector<T>()) return <T>v128.and(<v128>a, <v128>b);
    else return a & b;
  }

  @inline static or<T>(a: T, b: T): T {
    if (isVector<T>()) return <T>v128.or(<v128>a, <v128>b);
    else return a | b;
  }

  @inline static xor<T>(a: T, b: T): T {
    if (isVector<T>()) return <T>v128.xor(<v128>a, <v128>b);
    else return a ^ b;
  }

  /** `a & ~b`. */
  @inline static andnot<T>(a: T, b: T): T {
    if (isVector<T>()) return <T>v128.andnot(<v128>a, <v128>b);
    else return a & ~b;
  }

  @inline static shl<T>(a: T, k: i32): T {
    if (isVector<T>()) return <T>i64x2.shl(<v128>a, k);
    else return a << (<u64>k);
  }

  @inline static shr<T>(a: T, k: i32): T {
    if (isVector<T>()) return <T>i64x2.shr_u(<v128>a, k);
    else return a >>> <u64>k;
  }

  /**
   * A constant of the mask table at `at` (16 bytes: the same `u64` twice). Masks are loaded rather than written
   * as constants: V8 rebuilds a `v128.const` in a loop with three or four instructions, a load is one.
   */
  @inline static mask<T>(at: usize): T {
    if (isVector<T>()) return <T>v128.load(at);
    else return <T>load<u64>(at);
  }

  /** Word `k` (0..2) of the cell set at `p` (one pyramid), or of the two at `p` and `p + 24` (`[Ak, Bk]`). */
  @inline static word<T>(p: usize, k: i32): T {
    if (isVector<T>()) {
      // A0 A1 | A2 B0 | B1 B2: each word of both pyramids sits in two of the three vectors.
      if (k === 0) return <T>i64x2.shuffle(v128.load(p), v128.load(p, 16), 0, 3);
      if (k === 1) return <T>i64x2.shuffle(v128.load(p), v128.load(p, 32), 1, 2);
      return <T>i64x2.shuffle(v128.load(p, 16), v128.load(p, 32), 0, 3);
    } else return <T>load<u64>(p + <usize>(k << 3));
  }

  /** Stores a cell set (or two, interleaved back into `A0 A1 A2 B0 B1 B2`) at `p`. */
  @inline static store3<T>(p: usize, w0: T, w1: T, w2: T): void {
    if (isVector<T>()) {
      v128.store(p, i64x2.shuffle(<v128>w0, <v128>w1, 0, 2));
      v128.store(p, i64x2.shuffle(<v128>w2, <v128>w0, 0, 3), 16);
      v128.store(p, i64x2.shuffle(<v128>w1, <v128>w2, 1, 3), 32);
    } else {
      store<u64>(p, <u64>w0);
      store<u64>(p, <u64>w1, 8);
      store<u64>(p, <u64>w2, 16);
    }
  }

  /**
   * The cells of the set (or both sets) just stored at `p`, counted in scalar words: `i64.popcnt` is one
   * instruction, where V8 builds `i8x16.popcnt` from a table lookup of nibbles.
   */
  @inline static count3<T>(p: usize): i32 {
    let n = popcnt<u64>(load<u64>(p)) + popcnt<u64>(load<u64>(p, 8)) + popcnt<u64>(load<u64>(p, 16));
    if (isVector<T>())
      n += popcnt<u64>(load<u64>(p, 24)) + popcnt<u64>(load<u64>(p, 32)) + popcnt<u64>(load<u64>(p, 40));
    return <i32>n;
  }
}
