/**
 * The lattice kernels of the dice pyramid in AssemblyScript: the Wasm twin of
 * `@tafel/core`'s `das-spiel/lattice/kernels.ts` and `builds.ts`, with the same data layout (see that folder's
 * README). Everything works on raw pointers into this module's memory; the TypeScript wrapper in `src/` hands
 * out typed-array views or copies arrays in and out.
 *
 * A cell set is six 32-bit words (cell `i` at bit `i & 31` of word `i >>> 5`); little-endian, so the same 24
 * bytes read as three 64-bit words with cell `i` at bit `i & 63` of word `i >>> 6`, which is what the code here
 * uses.
 *
 * The tables (neighbour, support and dependent masks, supports, dependents, orientation faces) are filled once
 * by the loader from the TypeScript reference, so both sides share one source of truth.
 */

/** Number of cells. */
const CELLS: i32 = 165;
/** Cells of level 0. */
const BASE: i32 = 45;
/** Bytes per cell set. */
const SET: i32 = 24;
/** The cells of the third 64-bit word (128..164); bits 165..191 are ignored. */
const HIGH: u64 = ((<u64>1) << 37) - 1;
/** The largest build the search supports. */
const MAX_BUILD: i32 = 16;

// ---- Tables, filled by the loader (offsets inside one block; see `tables`). ----
const T_NB: i32 = 0; // NEIGHBOUR_MASKS, 165 sets
const T_SUPM: i32 = T_NB + CELLS * SET; // SUPPORT_MASKS
const T_DEPM: i32 = T_SUPM + CELLS * SET; // DEPENDENT_MASKS
const T_SUP: i32 = T_DEPM + CELLS * SET; // SUPPORTS, i16 x 495
const T_DEP: i32 = T_SUP + CELLS * 6; // DEPENDENTS, i16 x 495
const T_FACES: i32 = T_DEP + CELLS * 6; // ORIENTATION_FACES, u8 x 72
const T_SIZE: i32 = T_FACES + 72;

const TABLES: usize = memory.data(T_SIZE + 8, 16);
const NB: usize = TABLES + T_NB;
const SUPM: usize = TABLES + T_SUPM;
const DEPM: usize = TABLES + T_DEPM;
const SUP: usize = TABLES + T_SUP;
const FACES: usize = TABLES + T_FACES;

/** Derived tables: per cell its three supports packed in one word (`a | b << 8 | c << 16`); per axis the faces. */
const SUPP: usize = memory.data(CELLS * 4, 16);
const FX: usize = memory.data(24 * 3, 16);
const FY: usize = FX + 24;
const FZ: usize = FX + 48;

/** Where the loader writes the tables, in the order NB, SUPM, DEPM (u32), SUP, DEP (i16), FACES (u8). */
export function tables(): usize {
  return TABLES;
}

/** Derives the packed tables; the loader calls it once after writing the tables. */
export function prepare(): void {
  for (let i = BASE; i < CELLS; i++) {
    const s = SUP + <usize>(i * 6);
    store<u32>(
      SUPP + <usize>(i << 2),
      <u32>load<i16>(s) | ((<u32>load<i16>(s, 2)) << 8) | ((<u32>load<i16>(s, 4)) << 16),
    );
  }
  for (let o = 0; o < 24; o++) {
    store<u8>(FX + <usize>o, load<u8>(FACES + <usize>(o * 3)));
    store<u8>(FY + <usize>o, load<u8>(FACES + <usize>(o * 3 + 1)));
    store<u8>(FZ + <usize>o, load<u8>(FACES + <usize>(o * 3 + 2)));
  }
  fillRows();
}

/** The first byte after the module's static data: the loader's own arena starts here. */
export function heapBase(): usize {
  return __heap_base;
}

function bitOf(set: usize, i: i32): u64 {
  return (load<u64>(set + ((<usize>(i >>> 6)) << 3)) >>> <u64>(i & 63)) & 1;
}

// ---- Free dice and funnels ----

/** Free dice of one pyramid: `occ` a set, `out` a set. Returns how many. */
export function freeDice(occ: usize, out: usize): i32 {
  const o0 = load<u64>(occ);
  const o1 = load<u64>(occ, 8);
  const o2 = load<u64>(occ, 16) & HIGH;
  // Every occupied cell above level 0 covers its three supports; the free dice are the uncovered ones.
  let c0: u64 = 0;
  let c1: u64 = 0;
  let c2: u64 = 0;
  // Level 0 is word 0 bits 0..44: skip it.
  let v = o0 & ~(((<u64>1) << 45) - 1);
  while (v !== 0) {
    const m = SUPM + <usize>(<i32>ctz<u64>(v) * SET);
    c0 |= load<u64>(m);
    c1 |= load<u64>(m, 8);
    c2 |= load<u64>(m, 16);
    v &= v - 1;
  }
  v = o1;
  while (v !== 0) {
    const m = SUPM + <usize>((64 + <i32>ctz<u64>(v)) * SET);
    c0 |= load<u64>(m);
    c1 |= load<u64>(m, 8);
    c2 |= load<u64>(m, 16);
    v &= v - 1;
  }
  v = o2;
  while (v !== 0) {
    const m = SUPM + <usize>((128 + <i32>ctz<u64>(v)) * SET);
    c0 |= load<u64>(m);
    c1 |= load<u64>(m, 8);
    c2 |= load<u64>(m, 16);
    v &= v - 1;
  }
  const f0 = o0 & ~c0;
  const f1 = o1 & ~c1;
  const f2 = o2 & ~c2;
  store<u64>(out, f0);
  store<u64>(out, f1, 8);
  store<u64>(out, f2, 16);
  return <i32>(popcnt<u64>(f0) + popcnt<u64>(f1) + popcnt<u64>(f2));
}

// ---- The level grid (see `@tafel/core`'s `lattice/grid.ts` and the README) ----

/** Bytes per grid: ten 64-bit words, word `L` = level `L` (cell `(x, y, z)` at bit `9x + y`), word 9 = level 0's bits 64..80. */
const GRID: i32 = 80;

/** Free dice on the grid, inlined into both exports (the batch loop then has no call per pyramid, like C's). */
// biome-ignore lint/complexity/noStaticOnlyClass: AssemblyScript's @inline on a function does not parse in Biome.
class Grid {
  /**
   * The free dice of levels `L` and `L + 1` (`at = 8L`, `L = 0, 2, 4, 6`) in one 128-bit vector, one level a
   * lane: the occupied cells of word `L` that no cell of word `L + 1` covers, a cell at bit `c` resting under the
   * bits `c`, `c - 1` and `c - 9` of the level above. Returns the lanes' bit counts per byte.
   */
  @inline static pair(grid: usize, out: usize, at: usize): v128 {
    const up = v128.load(grid + at, 8);
    const f = v128.andnot(v128.load(grid + at), v128.or(up, v128.or(i64x2.shl(up, 1), i64x2.shl(up, 9))));
    v128.store(out + at, f);
    return i8x16.popcnt(f);
  }

  /**
   * All levels: straight-line shifts and masks, no loop over cells, the same work as the native reference (two
   * levels per SIMD instruction; the bit counts are summed per byte, at most 4 x 8, then across the vector).
   */
  @inline static freeDice(grid: usize, out: usize): i32 {
    const up = load<u64>(grid, 8);
    // Level 0's bits 64..80: what `up << 1` and `up << 9` carry out of level 1's word.
    const f9 = load<u64>(grid, 72) & ~((up >>> 63) | (up >>> 55));
    const apex = load<u64>(grid, 64);
    const bytes = i8x16.add(
      i8x16.add(Grid.pair(grid, out, 0), Grid.pair(grid, out, 16)),
      i8x16.add(Grid.pair(grid, out, 32), Grid.pair(grid, out, 48)),
    );
    store<u64>(out, apex, 64);
    store<u64>(out, f9, 72);
    const words = i32x4.extadd_pairwise_i16x8_u(i16x8.extadd_pairwise_i8x16_u(bytes));
    return (
      <i32>(popcnt<u64>(f9) + popcnt<u64>(apex)) +
      i32x4.extract_lane(words, 0) +
      i32x4.extract_lane(words, 1) +
      i32x4.extract_lane(words, 2) +
      i32x4.extract_lane(words, 3)
    );
  }
}

/** Free dice of one pyramid kept as a grid: `grid` and `out` are grids. Returns how many. */
export function freeDiceGrid(grid: usize, out: usize): i32 {
  return Grid.freeDice(grid, out);
}

/**
 * The rows of levels 1..8 (fixed level and `x`, `y` ascending): their cells are consecutive, and so are their
 * `+ex`, `+ey` and `+ez` supports (`qx + y`, `qz + 1 + y`, `qz + y`). One word per row:
 * `r0 | len << 8 | qx << 16 | qz << 24`. So the funnels of a row are a few shifted bit fields ANDed together.
 */
const ROWS: usize = memory.data(36 * 4, 16);
/** The occupied set of the pyramid at hand, padded to 32 bytes so bit fields can be read with one load. */
const PAD: usize = memory.data(32, 16);

function fillRows(): void {
  let r = 0;
  let start = BASE; // first cell of level 1
  let below = 0; // first cell of level 0
  for (let level = 1; level <= 8; level++) {
    const s = 8 - level;
    for (let x = 0; x <= s; x++) {
      const r0 = start + x * (s + 1) - (x * (x - 1)) / 2;
      const qz = below + x * (s + 2) - (x * (x - 1)) / 2;
      const qx = below + (x + 1) * (s + 2) - ((x + 1) * x) / 2;
      store<u32>(ROWS + <usize>(r << 2), <u32>(r0 | ((s - x + 1) << 8) | (qx << 16) | (qz << 24)));
      r++;
    }
    below = start;
    start += ((s + 1) * (s + 2)) / 2;
  }
}

function padOcc(occ: usize): void {
  store<u64>(PAD, load<u64>(occ));
  store<u64>(PAD, load<u64>(occ, 8), 8);
  store<u64>(PAD, load<u64>(occ, 16) & HIGH, 16);
  store<u64>(PAD, 0, 24);
}

/** The hot helpers of the row kernels, inlined (`@inline` needs a class for the linter's parser). */
// biome-ignore lint/complexity/noStaticOnlyClass: AssemblyScript's @inline on a function does not parse in Biome.
class Row {
  /** At least 57 bits of the padded set from bit `pos` on. */
  @inline static bits(pos: u32): u64 {
    return load<u64>(PAD + <usize>(pos >>> 3)) >>> <u64>(pos & 7);
  }

  /** The funnels of row word `row` of the padded set, as bits from the row's first cell. */
  @inline static funnels(row: u32): u64 {
    const qz = row >>> 24;
    return (
      ~Row.bits(row & 0xff) &
      Row.bits((row >>> 16) & 0xff) &
      Row.bits(qz) &
      Row.bits(qz + 1) &
      (((<u64>1) << (<u64>((row >>> 8) & 0xff))) - 1)
    );
  }

  /** The sum of the funnel at bit `b` of row word `row`. */
  @inline static sum(orient: usize, row: u32, b: u32): i32 {
    const qz = <usize>((row >>> 24) + b);
    return (
      <i32>load<u8>(FX + <usize>load<u8>(orient + <usize>(((row >>> 16) & 0xff) + b))) +
      <i32>load<u8>(FY + <usize>load<u8>(orient + qz + 1)) +
      <i32>load<u8>(FZ + <usize>load<u8>(orient + qz))
    );
  }

  /** How many rows can hold funnels: rows whose lowest support (`qz`) is at most the highest die. */
  @inline static limit(): i32 {
    const w2 = load<u64>(PAD, 16);
    const w1 = load<u64>(PAD, 8);
    const top: u32 =
      w2 !== 0
        ? 191 - <u32>clz<u64>(w2)
        : w1 !== 0
          ? 127 - <u32>clz<u64>(w1)
          : 63 - <u32>clz<u64>(load<u64>(PAD));
    let r = 36;
    while (r > 0 && load<u32>(ROWS + <usize>((r - 1) << 2)) >>> 24 > top) r--;
    return r;
  }
}

/** Sets the bits `f` (from cell `r0` on) in the set at `out`. */
function orBits(out: usize, r0: u32, f: u64): void {
  const at = out + <usize>((r0 >>> 6) << 3);
  const sh = <u64>(r0 & 63);
  store<u64>(at, load<u64>(at) | (f << sh));
  if (sh !== 0 && r0 < 128) store<u64>(at, load<u64>(at, 8) | (f >>> (64 - sh)), 8);
}

/** The funnels above level 0 of the set at `occ`, as a set at `out`. Returns how many. */
function funnelsAbove(occ: usize, out: usize): i32 {
  padOcc(occ);
  store<u64>(out, 0);
  store<u64>(out, 0, 8);
  store<u64>(out, 0, 16);
  let n = 0;
  for (let r = 0, end = Row.limit(); r < end; r++) {
    const row = load<u32>(ROWS + <usize>(r << 2));
    const f = Row.funnels(row);
    if (f === 0) continue;
    orBits(out, row & 0xff, f);
    n += <i32>popcnt<u64>(f);
  }
  return n;
}

/** Funnels of one pyramid; with `base`, also every empty level-0 cell. Returns how many. */
export function funnels(occ: usize, out: usize, base: bool): i32 {
  let n = funnelsAbove(occ, out);
  if (base) {
    const low: u64 = (((<u64>1) << 45) - 1) & ~load<u64>(occ);
    store<u64>(out, load<u64>(out) | low);
    n += <i32>popcnt<u64>(low);
  }
  return n;
}

/** The sum of the funnel at `cell` (above level 0): faces of its three supports. No checks. */
export function funnelSumAt(orient: usize, cell: i32): i32 {
  if (cell < BASE) {
    // Not a funnel above level 0: the reference reads past its supports; answer like a base cell would.
    return 0;
  }
  const s = load<u32>(SUPP + <usize>(cell << 2));
  return (
    <i32>load<u8>(FX + <usize>load<u8>(orient + <usize>(s & 0xff))) +
    <i32>load<u8>(FY + <usize>load<u8>(orient + <usize>((s >>> 8) & 0xff))) +
    <i32>load<u8>(FZ + <usize>load<u8>(orient + <usize>(s >>> 16)))
  );
}

/** Funnel sums of one pyramid: 165 bytes at `out`, the sum of each funnel above level 0, else 0. */
export function funnelSums(occ: usize, orient: usize, out: usize): i32 {
  memory.fill(out, 0, CELLS);
  padOcc(occ);
  let n = 0;
  for (let r = 0, end = Row.limit(); r < end; r++) {
    const row = load<u32>(ROWS + <usize>(r << 2));
    let f = Row.funnels(row);
    const o = out + <usize>(row & 0xff);
    while (f !== 0) {
      const b = <u32>ctz<u64>(f);
      store<u8>(o + <usize>b, <u8>Row.sum(orient, row, b));
      n++;
      f &= f - 1;
    }
  }
  return n;
}

/** The funnels above level 0 with sum `sum`, as a set at `out`. Returns how many. */
export function funnelsWithSum(occ: usize, orient: usize, sum: i32, out: usize): i32 {
  padOcc(occ);
  store<u64>(out, 0);
  store<u64>(out, 0, 8);
  store<u64>(out, 0, 16);
  let n = 0;
  for (let r = 0, end = Row.limit(); r < end; r++) {
    const row = load<u32>(ROWS + <usize>(r << 2));
    let f = Row.funnels(row);
    if (f === 0) continue;
    let keep: u64 = 0;
    while (f !== 0) {
      const b = <u32>ctz<u64>(f);
      if (Row.sum(orient, row, b) === sum) keep |= f & (~f + 1);
      f &= f - 1;
    }
    if (keep === 0) continue;
    orBits(out, row & 0xff, keep);
    n += <i32>popcnt<u64>(keep);
  }
  return n;
}

/** The sum histogram of one pyramid: 19 u32 at `out`. Returns the number of funnels above level 0. */
export function sumHistogram(occ: usize, orient: usize, out: usize): i32 {
  memory.fill(out, 0, 19 * 4);
  padOcc(occ);
  let n = 0;
  for (let r = 0, end = Row.limit(); r < end; r++) {
    const row = load<u32>(ROWS + <usize>(r << 2));
    let f = Row.funnels(row);
    while (f !== 0) {
      const at = out + <usize>(Row.sum(orient, row, <u32>ctz<u64>(f)) << 2);
      store<u32>(at, load<u32>(at) + 1);
      n++;
      f &= f - 1;
    }
  }
  return n;
}

// ---- Batches: `count` pyramids packed one after the other ----

export function freeDiceBatch(count: i32, occ: usize, out: usize): i32 {
  let n = 0;
  for (let k = 0; k < count; k++) n += freeDice(occ + <usize>(k * SET), out + <usize>(k * SET));
  return n;
}

export function freeDiceGridBatch(count: i32, grid: usize, out: usize): i32 {
  let n = 0;
  for (let k = 0; k < count; k++) n += Grid.freeDice(grid + <usize>(k * GRID), out + <usize>(k * GRID));
  return n;
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

export function sumHistogramBatch(count: i32, occ: usize, orient: usize, out: usize): i32 {
  let n = 0;
  for (let k = 0; k < count; k++)
    n += sumHistogram(occ + <usize>(k * SET), orient + <usize>(k * CELLS), out + <usize>(k * 19 * 4));
  return n;
}

// ---- Build search (ESU over the empty cells; see builds.ts for the algorithm and its prunings) ----

const S_OCC: usize = memory.data(SET, 8);
const S_TOUCH: usize = memory.data(SET, 8);
const S_CAND: usize = memory.data(SET, 8);
const S_ROOT: usize = memory.data(SET, 8);
const S_CLOSURE: usize = memory.data(CELLS * SET, 8);
const S_GUARD: usize = memory.data(CELLS * 2, 8);
const F_P: usize = memory.data(MAX_BUILD * SET, 8);
const F_EXT: usize = memory.data(MAX_BUILD * SET, 8);
const F_NB: usize = memory.data(MAX_BUILD * SET, 8);
const F_CL: usize = memory.data(MAX_BUILD * SET, 8);

let sN: i32 = 0;
let sRoot: i32 = -1;
let sDepth: i32 = -1;
let sGuards: i32 = 0;

/**
 * Starts a search: `occ` a stable cell set, `n` 1..16, `touch` a set or 0 (everything), `guard` a set or 0 (no
 * guard). The search state lives in this module: one search at a time.
 */
export function searchStart(occ: usize, n: i32, touch: usize, guard: usize): void {
  for (let k: usize = 0; k < 24; k += 8) {
    const keep = k === 16 ? HIGH : ~(<u64>0);
    store<u64>(S_OCC + k, load<u64>(occ + k) & keep);
    store<u64>(S_TOUCH + k, touch === 0 ? keep : load<u64>(touch + k) & keep);
    store<u64>(S_CAND + k, 0);
  }
  sGuards = 0;
  if (guard !== 0)
    for (let w = 0; w < 3; w++) {
      let v = load<u64>(guard + <usize>(w << 3)) & (w === 2 ? HIGH : ~(<u64>0));
      while (v !== 0) {
        store<i16>(S_GUARD + <usize>(sGuards << 1), <i16>((w << 6) + <i32>ctz<u64>(v)));
        sGuards++;
        v &= v - 1;
      }
    }
  // Closures of the empty cells, bottom-up (occupied cells' closures are never read, so they are not cleared).
  const e0 = ~load<u64>(S_OCC);
  const e1 = ~load<u64>(S_OCC, 8);
  const e2 = ~load<u64>(S_OCC, 16) & HIGH;
  let cand0: u64 = 0;
  let cand1: u64 = 0;
  let cand2: u64 = 0;
  // Level 0: a cell alone (all in word 0).
  let v = e0 & (((<u64>1) << 45) - 1);
  while (v !== 0) {
    const b = v & (~v + 1);
    const o = S_CLOSURE + <usize>(<i32>ctz<u64>(v) * SET);
    store<u64>(o, b);
    store<u64>(o, 0, 8);
    store<u64>(o, 0, 16);
    v &= v - 1;
  }
  // Every empty level-0 cell is a candidate (its closure is itself).
  cand0 = e0 & (((<u64>1) << 45) - 1);
  for (let w = 0; w < 3; w++) {
    v = w === 0 ? e0 & ~(((<u64>1) << 45) - 1) : w === 1 ? e1 : e2;
    let cand: u64 = 0;
    while (v !== 0) {
      const b = v & (~v + 1);
      const i = (w << 6) + <i32>ctz<u64>(v);
      v &= v - 1;
      let c0: u64 = w === 0 ? b : 0;
      let c1: u64 = w === 1 ? b : 0;
      let c2: u64 = w === 2 ? b : 0;
      const sp = load<u32>(SUPP + <usize>(i << 2));
      for (let a: u32 = 0; a < 24; a += 8) {
        const t = <i32>((sp >>> a) & 0xff);
        const tw = t >>> 6;
        if ((((tw === 0 ? e0 : tw === 1 ? e1 : e2) >>> <u64>(t & 63)) & 1) === 0) continue;
        const so = S_CLOSURE + <usize>(t * SET);
        c0 |= load<u64>(so);
        c1 |= load<u64>(so, 8);
        c2 |= load<u64>(so, 16);
      }
      const o = S_CLOSURE + <usize>(i * SET);
      store<u64>(o, c0);
      store<u64>(o, c1, 8);
      store<u64>(o, c2, 16);
      if (<i32>(popcnt<u64>(c0) + popcnt<u64>(c1) + popcnt<u64>(c2)) <= n) cand |= b;
    }
    if (w === 0) cand0 |= cand;
    else if (w === 1) cand1 = cand;
    else cand2 = cand;
  }
  store<u64>(S_CAND, cand0);
  store<u64>(S_CAND, cand1, 8);
  store<u64>(S_CAND, cand2, 16);
  if (touch !== 0) nearTouch(n);
  sN = n;
  sRoot = -1;
  sDepth = -1;
}

const S_FRONT: usize = memory.data(SET, 8);

/**
 * Keeps only the candidates within `n - 1` face steps of the touch set, over candidates (as `prepare` in
 * `builds.ts` does): every cell of a build is that close to the build's touch cell, so no build is lost, and the
 * order of the others is unchanged.
 */
function nearTouch(n: i32): void {
  const c0 = load<u64>(S_CAND);
  const c1 = load<u64>(S_CAND, 8);
  const c2 = load<u64>(S_CAND, 16);
  let r0 = c0 & load<u64>(S_TOUCH);
  let r1 = c1 & load<u64>(S_TOUCH, 8);
  let r2 = c2 & load<u64>(S_TOUCH, 16);
  store<u64>(S_FRONT, r0);
  store<u64>(S_FRONT, r1, 8);
  store<u64>(S_FRONT, r2, 16);
  for (let r = 1; r < n; r++) {
    let g0: u64 = 0;
    let g1: u64 = 0;
    let g2: u64 = 0;
    for (let w = 0; w < 3; w++) {
      let v = load<u64>(S_FRONT + <usize>(w << 3));
      while (v !== 0) {
        const m = NB + <usize>(((w << 6) + <i32>ctz<u64>(v)) * SET);
        g0 |= load<u64>(m);
        g1 |= load<u64>(m, 8);
        g2 |= load<u64>(m, 16);
        v &= v - 1;
      }
    }
    g0 &= c0 & ~r0;
    g1 &= c1 & ~r1;
    g2 &= c2 & ~r2;
    if ((g0 | g1 | g2) === 0) break;
    r0 |= g0;
    r1 |= g1;
    r2 |= g2;
    store<u64>(S_FRONT, g0);
    store<u64>(S_FRONT, g1, 8);
    store<u64>(S_FRONT, g2, 16);
  }
  store<u64>(S_CAND, r0);
  store<u64>(S_CAND, r1, 8);
  store<u64>(S_CAND, r2, 16);
}

/** Whether, with frame `d`'s set built, some guarded die still has no occupied dependent. */
function guardAlive(d: i32): bool {
  if (sGuards === 0) return true;
  const fp = F_P + <usize>(d * SET);
  for (let k = 0; k < sGuards; k++) {
    const g = <i32>load<i16>(S_GUARD + <usize>(k << 1));
    const m = DEPM + <usize>(g * SET);
    const hit =
      (load<u64>(m) & (load<u64>(S_OCC) | load<u64>(fp))) |
      (load<u64>(m, 8) & (load<u64>(S_OCC, 8) | load<u64>(fp, 8))) |
      (load<u64>(m, 16) & (load<u64>(S_OCC, 16) | load<u64>(fp, 16)));
    if (hit === 0) return true;
  }
  return false;
}

/** The complete-set checks of frame `d`: closed under supports, and touching. */
function leafOk(d: i32): bool {
  const o = <usize>(d * SET);
  let open: u64 = 0;
  let touches: u64 = 0;
  for (let k: usize = 0; k < 24; k += 8) {
    const p = load<u64>(F_P + o + k);
    open |= load<u64>(F_CL + o + k) & ~p;
    touches |= p & load<u64>(S_TOUCH + k);
  }
  return open === 0 && touches !== 0;
}

/** Moves to the next root cell and sets up frame 0; `false` when all roots are done. */
function advanceRoot(): bool {
  while (true) {
    sRoot++;
    const v = sRoot;
    if (v >= CELLS) return false;
    if (bitOf(S_CAND, v) === 0) continue;
    let bad: u64 = 0;
    let reach: u64 = 0;
    for (let k = 0; k < 3; k++) {
      const lo = k << 6;
      const ko = <usize>(k << 3);
      const above: u64 = v >= lo + 63 ? 0 : v < lo ? ~(<u64>0) : ~(((<u64>2) << (<u64>(v - lo))) - 1);
      const root = load<u64>(S_CAND + ko) & above;
      store<u64>(S_ROOT + ko, root);
      const nv = load<u64>(NB + <usize>(v * SET) + ko);
      const p: u64 = k === v >>> 6 ? (<u64>1) << (<u64>(v & 63)) : 0;
      const ext = nv & root;
      const nb = nv | p;
      const cl = load<u64>(S_CLOSURE + <usize>(v * SET) + ko);
      store<u64>(F_P + ko, p);
      store<u64>(F_EXT + ko, ext);
      store<u64>(F_NB + ko, nb);
      store<u64>(F_CL + ko, cl);
      bad |= cl & ~(p | ext | (root & ~nb));
      // Touch: cells the set has, or can still get (its extension, or fresh candidates above the root).
      reach |= (p | ext | (root & ~nb)) & load<u64>(S_TOUCH + ko);
    }
    if (bad !== 0 || reach === 0 || !guardAlive(0)) continue;
    sDepth = 0;
    return true;
  }
}

function emit(d: i32, out: usize): void {
  const o = F_P + <usize>(d * SET);
  store<u64>(out, load<u64>(o));
  store<u64>(out, load<u64>(o, 8), 8);
  store<u64>(out, load<u64>(o, 16), 16);
}

/**
 * Pops the lowest cell of frame `d`'s extension and builds frame `d + 1` with it. Returns -1 when the extension is
 * empty, 0 when the new set is pruned (it can never complete), 1 when frame `d + 1` is worth going on with.
 */
function step(d: i32): i32 {
  const fo = <usize>(d * SET);
  // The lowest cell of the extension set.
  let w = -1;
  for (let k = 0; k < 3; k++) {
    const at = F_EXT + fo + <usize>(k << 3);
    const v = load<u64>(at);
    if (v !== 0) {
      w = (k << 6) + <i32>ctz<u64>(v);
      store<u64>(at, v & (v - 1));
      break;
    }
  }
  if (w < 0) return -1;
  const no = fo + SET;
  const wo = <usize>(w * SET);
  let bad: u64 = 0;
  let reach: u64 = 0;
  let size = 0;
  for (let k = 0; k < 3; k++) {
    const ko = <usize>(k << 3);
    const nbOld = load<u64>(F_NB + fo + ko);
    const nw = load<u64>(NB + wo + ko);
    const root = load<u64>(S_ROOT + ko);
    const p = load<u64>(F_P + fo + ko) | (k === w >>> 6 ? (<u64>1) << (<u64>(w & 63)) : 0);
    const ext = load<u64>(F_EXT + fo + ko) | (nw & root & ~nbOld & ~p);
    const nb = nbOld | nw | p;
    const cl = load<u64>(F_CL + fo + ko) | load<u64>(S_CLOSURE + wo + ko);
    store<u64>(F_P + no + ko, p);
    store<u64>(F_EXT + no + ko, ext);
    store<u64>(F_NB + no + ko, nb);
    store<u64>(F_CL + no + ko, cl);
    bad |= cl & ~(p | ext | (root & ~nb));
    // Touch: cells the set has, or can still get (its extension, or fresh candidates above the root).
    reach |= (p | ext | (root & ~nb)) & load<u64>(S_TOUCH + ko);
    size += <i32>popcnt<u64>(cl);
  }
  return bad !== 0 || reach === 0 || size > sN || !guardAlive(d + 1) ? 0 : 1;
}

/** Writes the next build into `out` (a set) and returns `true`, or returns `false` when there are no more. */
export function searchNext(out: usize): bool {
  const n = sN;
  while (true) {
    if (sDepth < 0) {
      if (!advanceRoot()) return false;
      if (n === 1) {
        sDepth = -1;
        if (leafOk(0)) {
          emit(0, out);
          return true;
        }
        continue;
      }
    }
    const d = sDepth;
    const r = step(d);
    if (r < 0) {
      sDepth = d - 1;
      continue;
    }
    if (r === 0) continue;
    if (d + 2 === n) {
      if (leafOk(d + 1)) {
        emit(d + 1, out);
        return true;
      }
      continue;
    }
    sDepth = d + 1;
  }
}

/** Whether, with the set `q` built, some guarded die still has no occupied dependent. */
function guardAliveWith(q0: u64, q1: u64, q2: u64): bool {
  const o0 = load<u64>(S_OCC) | q0;
  const o1 = load<u64>(S_OCC, 8) | q1;
  const o2 = load<u64>(S_OCC, 16) | q2;
  for (let k = 0; k < sGuards; k++) {
    const m = DEPM + <usize>(<i32>load<i16>(S_GUARD + <usize>(k << 1)) * SET);
    if (((load<u64>(m) & o0) | (load<u64>(m, 8) & o1) | (load<u64>(m, 16) & o2)) === 0) return true;
  }
  return false;
}

/**
 * Counts at once the builds that complete frame `d` (of `n - 1` cells) with one cell of its extension: the
 * last level of the search, without building a frame per leaf. A leaf is a build when it holds its closure,
 * touches, and leaves a guarded die free (the other prunings are implied at a leaf).
 */
function countLeaves(d: i32): u32 {
  const fo = <usize>(d * SET);
  const p0 = load<u64>(F_P + fo);
  const p1 = load<u64>(F_P + fo, 8);
  const p2 = load<u64>(F_P + fo, 16);
  const c0 = load<u64>(F_CL + fo);
  const c1 = load<u64>(F_CL + fo, 8);
  const c2 = load<u64>(F_CL + fo, 16);
  // One more cell closes at most one open cell: itself.
  if (popcnt<u64>(c0 & ~p0) + popcnt<u64>(c1 & ~p1) + popcnt<u64>(c2 & ~p2) > 1) return 0;
  const t0 = load<u64>(S_TOUCH);
  const t1 = load<u64>(S_TOUCH, 8);
  const t2 = load<u64>(S_TOUCH, 16);
  const touched = ((p0 & t0) | (p1 & t1) | (p2 & t2)) !== 0;
  let count: u32 = 0;
  for (let k = 0; k < 3; k++) {
    let v = load<u64>(F_EXT + fo + <usize>(k << 3));
    const tk = k === 0 ? t0 : k === 1 ? t1 : t2;
    while (v !== 0) {
      const b = v & (~v + 1);
      const wo = S_CLOSURE + <usize>(((k << 6) + <i32>ctz<u64>(v)) * SET);
      v &= v - 1;
      if (!touched && (tk & b) === 0) continue;
      const q0 = k === 0 ? p0 | b : p0;
      const q1 = k === 1 ? p1 | b : p1;
      const q2 = k === 2 ? p2 | b : p2;
      if (
        (((c0 | load<u64>(wo)) & ~q0) |
          ((c1 | load<u64>(wo, 8)) & ~q1) |
          ((c2 | load<u64>(wo, 16)) & ~q2)) !==
        0
      )
        continue;
      if (sGuards !== 0 && !guardAliveWith(q0, q1, q2)) continue;
      count++;
    }
  }
  return count;
}

/** Counts the builds of a query (stops at `limit`). */
export function countBuilds(occ: usize, n: i32, touch: usize, guard: usize, limit: u32): u32 {
  searchStart(occ, n, touch, guard);
  let c: u32 = 0;
  while (c < limit) {
    if (sDepth < 0) {
      if (!advanceRoot()) break;
      if (n === 1) {
        sDepth = -1;
        if (leafOk(0)) c++;
        continue;
      }
    }
    const d = sDepth;
    if (d + 2 === n) {
      // The children of this frame are leaves: count them in one go.
      c += countLeaves(d);
      sDepth = d - 1;
      continue;
    }
    const r = step(d);
    if (r < 0) sDepth = d - 1;
    else if (r > 0) sDepth = d + 1;
  }
  return c < limit ? c : limit;
}

/**
 * Continues the current search: writes up to `max` builds (a set each, 24 bytes apart) from `out`. Returns how
 * many; fewer than `max` means the search is done.
 */
export function searchFill(out: usize, max: i32): i32 {
  let c = 0;
  while (c < max && searchNext(out + <usize>(c * SET))) c++;
  return c;
}

/**
 * {@link countBuilds} over `count` positions packed one set each in `occ`, `touch` (all ones: no contact rule)
 * and `guard` (empty: no guard), builds of `n` dice; the counts go to `out` (u32 each). Returns the total.
 */
export function countBuildsBatch(
  count: i32,
  occ: usize,
  touch: usize,
  guard: usize,
  n: i32,
  out: usize,
): u32 {
  let total: u32 = 0;
  for (let k = 0; k < count; k++) {
    const o = <usize>(k * SET);
    const c = countBuilds(occ + o, n, touch + o, guard + o, 0xffffffff);
    store<u32>(out + <usize>(k << 2), c);
    total += c;
  }
  return total;
}

// ---- Whole playouts: one call a game instead of one a round ----

/**
 * The core generator (sfc32, `@tafel/core`'s `random`), its state four u32 at `p`: the next output, as
 * `Rng.next` gives it.
 */
function rngNext(p: usize): u32 {
  const a = load<u32>(p);
  const b = load<u32>(p, 4);
  const c = load<u32>(p, 8);
  const d = load<u32>(p, 12);
  const t = a + b + d;
  store<u32>(p, b ^ (b >>> 9));
  store<u32>(p, c + (c << 3), 4);
  store<u32>(p, ((c << 21) | (c >>> 11)) + t, 8);
  store<u32>(p, d + 1, 12);
  return t;
}

/** `Rng.int(n)` of the core generator: `[0, n)` without modulo bias (a draw in the last, short block is redrawn). */
function rngInt(p: usize, n: u32): u32 {
  const m = <u64>n;
  while (true) {
    const x = <u64>rngNext(p);
    const block = (x / m) * m;
    if (block + m <= 0x100000000) return <u32>(x - block);
  }
}

/** Draws `count` values of `rngInt(n)` into `out` (u32 each): the differential tests' window on the generator. */
export function rngInts(state: usize, n: u32, count: i32, out: usize): void {
  for (let k = 0; k < count; k++) store<u32>(out + <usize>(k << 2), rngInt(state, n));
}

const BK_SET: usize = memory.data(SET, 8);

/**
 * Bunte Kuh's random playout (its `randomPlayout` kernel, `bunte-kuh/playout.ts`) from the pyramid at `occ` /
 * `orient` (both updated): each round seat 0 drops a die into a funnel whose sum is `total` (any funnel above
 * level 0 when none has it) in one of 24 orientations, drawn as `rng.int(funnels * 24)` from the generator at
 * `rng`; with dice left, the three roll dice are rolled from the generator at `dice`. Per round 8 bytes at `out`:
 * the cell, the orientation, 1 when the funnel matched, then the next roll's three dice. Returns the rounds
 * played until `stock` dice are placed, or -1 when a round finds no funnel (the reference then throws).
 */
export function bunteKuhPlayout(
  occ: usize,
  orient: usize,
  total: i32,
  stock: i32,
  rng: usize,
  dice: usize,
  out: usize,
): i32 {
  let rounds = 0;
  while (true) {
    let n = funnelsWithSum(occ, orient, total, BK_SET);
    const matching = n > 0;
    if (!matching) n = funnels(occ, BK_SET, false);
    if (n === 0) return -1;
    const i = rngInt(rng, <u32>(n * 24));
    let k = <i32>(i / 24);
    const o = <i32>(i % 24);
    let cell = -1;
    for (let w = 0; w < 3; w++) {
      let v = load<u64>(BK_SET + <usize>(w << 3));
      const c = <i32>popcnt<u64>(v);
      if (k < c) {
        while (k > 0) {
          v &= v - 1;
          k--;
        }
        cell = (w << 6) + <i32>ctz<u64>(v);
        break;
      }
      k -= c;
    }
    const word = occ + ((<usize>(cell >>> 6)) << 3);
    store<u64>(word, load<u64>(word) | ((<u64>1) << (<u64>(cell & 63))));
    store<u8>(orient + <usize>cell, <u8>o);
    const r = out + <usize>(rounds << 3);
    store<u8>(r, <u8>cell);
    store<u8>(r, <u8>o, 1);
    store<u8>(r, matching ? 1 : 0, 2);
    rounds++;
    if (--stock <= 0) return rounds;
    const d0 = <i32>rngInt(dice, 6) + 1;
    const d1 = <i32>rngInt(dice, 6) + 1;
    const d2 = <i32>rngInt(dice, 6) + 1;
    store<u8>(r, <u8>d0, 3);
    store<u8>(r, <u8>d1, 4);
    store<u8>(r, <u8>d2, 5);
    total = d0 + d1 + d2;
  }
}
