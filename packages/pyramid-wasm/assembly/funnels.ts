/**
 * Funnels and their sums: the funnel set by the level network (`levels.ts`, no loop over cells), then one short
 * pass over the funnels found for their sums (each: three orientations, three face lookups). Batches find the
 * funnels of two pyramids per `v128` in the SIMD build.
 */
import { Lane } from './lanes';
import { Levels, M_HIGH } from './levels';
import { BASE, CELLS, SET, Sum } from './tables';

/** The funnel sets of the pyramid (or the two pyramids) at hand. */
const FUN: usize = memory.data(2 * SET, 16);

// biome-ignore lint/complexity/noStaticOnlyClass: AssemblyScript's @inline on a function does not parse in Biome.
class Funnels {
  /** The funnels above level 0 of the set (or two sets, `T = v128`) at `occ`, as sets at `out`. */
  @inline static find<T>(occ: usize, out: usize): void {
    const w0 = Lane.word<T>(occ, 0);
    const w1 = Lane.word<T>(occ, 1);
    const w2 = Lane.and<T>(Lane.word<T>(occ, 2), Lane.mask<T>(M_HIGH));
    const l0 = w0;
    const l1 = Levels.at<T>(w0, w1, w2, 1);
    const l2 = Levels.at<T>(w0, w1, w2, 2);
    const l3 = Levels.at<T>(w0, w1, w2, 3);
    const l4 = Levels.at<T>(w0, w1, w2, 4);
    const l5 = Levels.at<T>(w0, w1, w2, 5);
    const l6 = Levels.at<T>(w0, w1, w2, 6);
    const l7 = Levels.at<T>(w0, w1, w2, 7);
    const l8 = Levels.at<T>(w0, w1, w2, 8);
    const f1 = Levels.funnels<T>(l0, l1, 0);
    const f2 = Levels.funnels<T>(l1, l2, 1);
    const f3 = Levels.funnels<T>(l2, l3, 2);
    const f4 = Levels.funnels<T>(l3, l4, 3);
    const f5 = Levels.funnels<T>(l4, l5, 4);
    const f6 = Levels.funnels<T>(l5, l6, 5);
    const f7 = Levels.funnels<T>(l6, l7, 6);
    const f8 = Levels.funnels<T>(l7, l8, 7);
    Lane.store3<T>(
      out,
      Lane.shl<T>(f1, 45),
      Levels.word1<T>(f1, f2, f3),
      Lane.or<T>(Levels.word2<T>(f3, f4, f5, f6, f7), Lane.shl<T>(f8, 36)),
    );
  }

  /** Cells 45..108 of the set at `s` (its funnels there) from bit 0 on. */
  @inline static low(s: usize): u64 {
    return (load<u64>(s) >>> 45) | (load<u64>(s, 8) << 19);
  }

  /** Cells 109..164 of the set at `s` from bit 0 on. */
  @inline static high(s: usize): u64 {
    return (load<u64>(s, 8) >>> 45) | (load<u64>(s, 16) << 19);
  }

  /** The histogram of the funnel sums (19 u32 at `out`) of the funnel set at `fun`. Returns how many funnels. */
  @inline static histogram(fun: usize, orient: usize, out: usize): i32 {
    // 76 bytes of zeros in word stores: memory.fill is a call out of Wasm in V8, dearer than the stores.
    for (let at: usize = 0; at < 72; at += 8) store<u64>(out + at, 0);
    store<u32>(out, 0, 72);
    let a = Funnels.low(fun);
    let b = Funnels.high(fun);
    const n = <i32>(popcnt<u64>(a) + popcnt<u64>(b));
    while (a !== 0) {
      const at = out + <usize>(Sum.at(orient, BASE + <i32>ctz<u64>(a)) << 2);
      store<u32>(at, load<u32>(at) + 1);
      a &= a - 1;
    }
    while (b !== 0) {
      const at = out + <usize>(Sum.at(orient, 109 + <i32>ctz<u64>(b)) << 2);
      store<u32>(at, load<u32>(at) + 1);
      b &= b - 1;
    }
    return n;
  }
}

/** Sets the cells of `out` (a set) that are funnels of `occ` above level 0. Returns how many. */
function findOne(occ: usize, out: usize): i32 {
  Funnels.find<u64>(occ, out);
  return <i32>(
    (popcnt<u64>(load<u64>(out)) + popcnt<u64>(load<u64>(out, 8)) + popcnt<u64>(load<u64>(out, 16)))
  );
}

/** Funnels of one pyramid; with `base`, also every empty level-0 cell. Returns how many. */
export function funnels(occ: usize, out: usize, base: bool): i32 {
  let n = findOne(occ, out);
  if (base) {
    const low: u64 = (((<u64>1) << 45) - 1) & ~load<u64>(occ);
    store<u64>(out, load<u64>(out) | low);
    n += <i32>popcnt<u64>(low);
  }
  return n;
}

/** The sum of the funnel at `cell` (above level 0): faces of its three supports. No checks. */
export function funnelSumAt(orient: usize, cell: i32): i32 {
  // Not a funnel above level 0: the reference reads past its supports; answer like a base cell would.
  return cell < BASE ? 0 : Sum.at(orient, cell);
}

/** Funnel sums of one pyramid: 165 bytes at `out`, the sum of each funnel above level 0, else 0. */
export function funnelSums(occ: usize, orient: usize, out: usize): i32 {
  Funnels.find<u64>(occ, FUN);
  // 165 bytes of zeros: twenty word stores and one overlapping the end.
  for (let at: usize = 0; at < 160; at += 8) store<u64>(out + at, 0);
  store<u64>(out, 0, CELLS - 8);
  let a = Funnels.low(FUN);
  let b = Funnels.high(FUN);
  const n = <i32>(popcnt<u64>(a) + popcnt<u64>(b));
  while (a !== 0) {
    const cell = BASE + <i32>ctz<u64>(a);
    store<u8>(out + <usize>cell, <u8>Sum.at(orient, cell));
    a &= a - 1;
  }
  while (b !== 0) {
    const cell = 109 + <i32>ctz<u64>(b);
    store<u8>(out + <usize>cell, <u8>Sum.at(orient, cell));
    b &= b - 1;
  }
  return n;
}

/** The funnels above level 0 with sum `sum`, as a set at `out`. Returns how many. */
export function funnelsWithSum(occ: usize, orient: usize, sum: i32, out: usize): i32 {
  Funnels.find<u64>(occ, FUN);
  let a = Funnels.low(FUN);
  let b = Funnels.high(FUN);
  let keepA: u64 = 0;
  let keepB: u64 = 0;
  while (a !== 0) {
    if (Sum.at(orient, BASE + <i32>ctz<u64>(a)) === sum) keepA |= a & (~a + 1);
    a &= a - 1;
  }
  while (b !== 0) {
    if (Sum.at(orient, 109 + <i32>ctz<u64>(b)) === sum) keepB |= b & (~b + 1);
    b &= b - 1;
  }
  // Back to the set's words: cells 45..108 and 109..164.
  store<u64>(out, keepA << 45);
  store<u64>(out, (keepA >>> 19) | (keepB << 45), 8);
  store<u64>(out, keepB >>> 19, 16);
  return <i32>(popcnt<u64>(keepA) + popcnt<u64>(keepB));
}

/** The sum histogram of one pyramid: 19 u32 at `out`. Returns the number of funnels above level 0. */
export function sumHistogram(occ: usize, orient: usize, out: usize): i32 {
  Funnels.find<u64>(occ, FUN);
  return Funnels.histogram(FUN, orient, out);
}

export function funnelSumsBatch(count: i32, occ: usize, orient: usize, out: usize): i32 {
  let n = 0;
  for (let k = 0; k < count; k++)
    n += funnelSums(occ + <usize>(k * SET), orient + <usize>(k * CELLS), out + <usize>(k * CELLS));
  return n;
}

export function funnelsWithSumBatch(
  count: i32,
  occ: usize,
  orient: usize,
  sums: usize,
  out: usize,
  counts: usize,
): i32 {
  let n = 0;
  for (let k = 0; k < count; k++) {
    const m = funnelsWithSum(
      occ + <usize>(k * SET),
      orient + <usize>(k * CELLS),
      <i32>load<u8>(sums + <usize>k),
      out + <usize>(k * SET),
    );
    store<u32>(counts + <usize>(k << 2), <u32>m);
    n += m;
  }
  return n;
}

/** Sum histograms of `count` pyramids (19 u32 each at `out`); the funnels of two at a time in the SIMD build. */
export function sumHistogramBatch(count: i32, occ: usize, orient: usize, out: usize): i32 {
  let n = 0;
  let k = 0;
  if (ASC_FEATURE_SIMD)
    for (; k + 2 <= count; k += 2) {
      Funnels.find<v128>(occ + <usize>(k * SET), FUN);
      n += Funnels.histogram(FUN, orient + <usize>(k * CELLS), out + <usize>(k * 76));
      n += Funnels.histogram(FUN + SET, orient + <usize>((k + 1) * CELLS), out + <usize>((k + 1) * 76));
    }
  for (; k < count; k++) {
    Funnels.find<u64>(occ + <usize>(k * SET), FUN);
    n += Funnels.histogram(FUN, orient + <usize>(k * CELLS), out + <usize>(k * 76));
  }
  return n;
}
