/**
 * The hot kernels of the lattice, on typed arrays only (the Wasm twin implements the same functions with the same
 * inputs and outputs; see the README): free dice, funnels, funnel sums, funnels of one sum, the sum histogram,
 * and their batch forms over many pyramids at once.
 *
 * Conventions: `occ` is a `Uint32Array` of 6 words per pyramid, `orient` a `Uint8Array` of 165 orientation
 * indices per pyramid; outputs are written into arrays the caller owns (nothing is allocated); the return value
 * is a count. Batch forms take `count` pyramids packed one after the other.
 *
 * @module
 */
import { WORDS } from './bits.js';
import { CELLS, DEPENDENTS, SUPPORTS } from './cells.js';
import { ORIENTATION_FACES } from './orientation.js';

/** Cells of level 0 (`0..44`). */
const BASE = 45;

function bit(occ: Uint32Array, o: number, i: number): number {
  return (occ[o + (i >>> 5)]! >>> (i & 31)) & 1;
}

/**
 * Free dice: occupied cells on which no occupied cell rests. Writes the set into `out[oo..oo+6)`.
 * Returns how many.
 */
export function freeDiceBits(occ: Uint32Array, out: Uint32Array, o = 0, oo = 0): number {
  for (let w = 0; w < WORDS; w++) out[oo + w] = 0;
  let n = 0;
  for (let i = 0; i < CELLS; i++) {
    if (bit(occ, o, i) === 0) continue;
    const d = i * 3;
    const a = DEPENDENTS[d]!;
    const b = DEPENDENTS[d + 1]!;
    const c = DEPENDENTS[d + 2]!;
    if ((a >= 0 && bit(occ, o, a)) || (b >= 0 && bit(occ, o, b)) || (c >= 0 && bit(occ, o, c))) continue;
    out[oo + (i >>> 5)]! |= 1 << (i & 31);
    n++;
  }
  return n;
}

/**
 * Funnels: empty cells whose three supports are occupied; with `base`, also every empty level-0 cell (the
 * base-plate funnels). Writes the set into `out[oo..oo+6)`. Returns how many.
 */
export function funnelBits(occ: Uint32Array, out: Uint32Array, base: boolean, o = 0, oo = 0): number {
  for (let w = 0; w < WORDS; w++) out[oo + w] = 0;
  let n = 0;
  for (let i = base ? 0 : BASE; i < CELLS; i++) {
    if (bit(occ, o, i) !== 0) continue;
    if (i >= BASE) {
      const s = i * 3;
      if (!(bit(occ, o, SUPPORTS[s]!) & bit(occ, o, SUPPORTS[s + 1]!) & bit(occ, o, SUPPORTS[s + 2]!)))
        continue;
    }
    out[oo + (i >>> 5)]! |= 1 << (i & 31);
    n++;
  }
  return n;
}

/**
 * The sum of the funnel at `cell` (any empty cell above level 0 with three occupied supports): the `-x` face
 * of `p+ex`, the `-y` face of `p+ey` and the `-z` face of `p+ez`. Reads orientations only; no checks.
 */
export function funnelSumAt(orient: Uint8Array, cell: number, po = 0): number {
  const s = cell * 3;
  return (
    ORIENTATION_FACES[orient[po + SUPPORTS[s]!]! * 3]! +
    ORIENTATION_FACES[orient[po + SUPPORTS[s + 1]!]! * 3 + 1]! +
    ORIENTATION_FACES[orient[po + SUPPORTS[s + 2]!]! * 3 + 2]!
  );
}

/**
 * All funnel sums at once: `out[po + i]` is the sum (3..18) of funnel `i` above level 0, or 0 where cell `i` is
 * no such funnel. Returns the number of funnels.
 */
export function funnelSums(occ: Uint32Array, orient: Uint8Array, out: Uint8Array, o = 0, po = 0): number {
  for (let i = 0; i < BASE; i++) out[po + i] = 0;
  let n = 0;
  for (let i = BASE; i < CELLS; i++) {
    const s = i * 3;
    const a = SUPPORTS[s]!;
    const b = SUPPORTS[s + 1]!;
    const c = SUPPORTS[s + 2]!;
    if (bit(occ, o, i) !== 0 || !(bit(occ, o, a) & bit(occ, o, b) & bit(occ, o, c))) {
      out[po + i] = 0;
      continue;
    }
    out[po + i] =
      ORIENTATION_FACES[orient[po + a]! * 3]! +
      ORIENTATION_FACES[orient[po + b]! * 3 + 1]! +
      ORIENTATION_FACES[orient[po + c]! * 3 + 2]!;
    n++;
  }
  return n;
}

/**
 * Sum matching: the funnels above level 0 whose sum is `sum`, as a set in `out[oo..oo+6)`. Returns how many.
 */
export function funnelsWithSumBits(
  occ: Uint32Array,
  orient: Uint8Array,
  sum: number,
  out: Uint32Array,
  o = 0,
  po = 0,
  oo = 0,
): number {
  for (let w = 0; w < WORDS; w++) out[oo + w] = 0;
  let n = 0;
  for (let i = BASE; i < CELLS; i++) {
    const s = i * 3;
    const a = SUPPORTS[s]!;
    const b = SUPPORTS[s + 1]!;
    const c = SUPPORTS[s + 2]!;
    if (bit(occ, o, i) !== 0 || !(bit(occ, o, a) & bit(occ, o, b) & bit(occ, o, c))) continue;
    const t =
      ORIENTATION_FACES[orient[po + a]! * 3]! +
      ORIENTATION_FACES[orient[po + b]! * 3 + 1]! +
      ORIENTATION_FACES[orient[po + c]! * 3 + 2]!;
    if (t !== sum) continue;
    out[oo + (i >>> 5)]! |= 1 << (i & 31);
    n++;
  }
  return n;
}

/**
 * The sum histogram: `out[ho + t]` = number of funnels above level 0 with sum `t` (`out` has 19 entries per
 * pyramid; 0..2 stay 0). Returns the number of funnels.
 */
export function sumHistogram(
  occ: Uint32Array,
  orient: Uint8Array,
  out: Uint32Array,
  o = 0,
  po = 0,
  ho = 0,
): number {
  for (let t = 0; t < 19; t++) out[ho + t] = 0;
  let n = 0;
  for (let i = BASE; i < CELLS; i++) {
    const s = i * 3;
    const a = SUPPORTS[s]!;
    const b = SUPPORTS[s + 1]!;
    const c = SUPPORTS[s + 2]!;
    if (bit(occ, o, i) !== 0 || !(bit(occ, o, a) & bit(occ, o, b) & bit(occ, o, c))) continue;
    const t =
      ORIENTATION_FACES[orient[po + a]! * 3]! +
      ORIENTATION_FACES[orient[po + b]! * 3 + 1]! +
      ORIENTATION_FACES[orient[po + c]! * 3 + 2]!;
    out[ho + t]!++;
    n++;
  }
  return n;
}

/** {@link freeDiceBits} over `count` pyramids: `occ` and `out` hold 6 words per pyramid. Returns the total. */
export function freeDiceBatch(count: number, occ: Uint32Array, out: Uint32Array): number {
  let n = 0;
  for (let k = 0; k < count; k++) n += freeDiceBits(occ, out, k * WORDS, k * WORDS);
  return n;
}

/** {@link funnelSums} over `count` pyramids: 165 orientations and 165 output sums per pyramid. */
export function funnelSumsBatch(
  count: number,
  occ: Uint32Array,
  orient: Uint8Array,
  out: Uint8Array,
): number {
  let n = 0;
  for (let k = 0; k < count; k++) n += funnelSums(occ, orient, out, k * WORDS, k * CELLS);
  return n;
}

/**
 * {@link funnelsWithSumBits} over `count` pyramids, each with its own `sums[k]`: the sets go to `out` (6 words
 * per pyramid), the counts to `counts[k]`. Returns the total.
 */
export function funnelsWithSumBatch(
  count: number,
  occ: Uint32Array,
  orient: Uint8Array,
  sums: Uint8Array,
  out: Uint32Array,
  counts: Uint32Array,
): number {
  let n = 0;
  for (let k = 0; k < count; k++) {
    const m = funnelsWithSumBits(occ, orient, sums[k]!, out, k * WORDS, k * CELLS, k * WORDS);
    counts[k] = m;
    n += m;
  }
  return n;
}

/** {@link sumHistogram} over `count` pyramids: 19 entries per pyramid in `out`. Returns the total funnels. */
export function sumHistogramBatch(
  count: number,
  occ: Uint32Array,
  orient: Uint8Array,
  out: Uint32Array,
): number {
  let n = 0;
  for (let k = 0; k < count; k++) n += sumHistogram(occ, orient, out, k * WORDS, k * CELLS, k * 19);
  return n;
}
