/**
 * How far the WebAssembly kernels are from the machine: native C kernels of the lattice
 * (`bench-native/lattice.c`, compiled with the system's `cc -O3 -march=native` when there is one) against
 * `@tafel/pyramid-wasm` on the same pyramids, in the same run, nanoseconds per pyramid. The native answers are
 * checked against the TypeScript kernels first (totals of free dice, funnels and sums; the free dice as sets,
 * cell by cell), and so are the Wasm ones, so every ratio compares the same work. Without a C compiler the suite
 * says so in one line and measures nothing.
 *
 * The headline ratios are in the `LatticeKernels` batch contract itself: cell sets in, sets and histograms out
 * (`freeDiceBatch`, `sumHistogramBatch`), against the fastest native kernels of that contract we have (the level
 * network in C, vectorised by gcc across pyramids); both Wasm builds (SIMD and scalar) are measured. Beside them,
 * as before, free dice on the level grid (`gridOf`, packed once per pyramid outside the timed loops on both
 * sides) and the grid bitboard's histogram. Every figure is the best of 24 short rounds, the sides taking
 * turns, every reading as long on either side, so a busy neighbour on a shared machine skews none of them.
 *
 * @module
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CELLS,
  cellsOfGrid,
  coords,
  freeDiceBatch,
  GRID_WORDS,
  gridOf,
  level,
  ORIENTATION_FACES,
  sumHistogramBatch,
  WORDS,
} from '@tafel/core/das-spiel';
import {
  loadWasmKernels,
  type PyramidBatch,
  SCALAR_WASM_URL,
  WASM_URL,
  type WasmKernels,
} from '@tafel/pyramid-wasm';
import { type BenchEntry, type BenchSuite, compared, rate } from '../harness.js';
import { latticeInputs } from './das-spiel.js';

/** The C source, beside the CLI's `dist/` (`dist/bench/suites/` → `bench-native/`). */
const SOURCE = join(import.meta.dirname, '../../../bench-native/lattice.c');

/** Compiles the reference; `null` (and why) when this machine cannot. */
function compile(): { binary: string } | { why: string } {
  if (!existsSync(SOURCE)) return { why: `no ${SOURCE} (a published CLI ships without it)` };
  const cc = process.env.CC ?? 'cc';
  try {
    execFileSync(cc, ['--version'], { stdio: 'ignore' });
  } catch {
    return { why: `no C compiler (${cc}) on this machine` };
  }
  const binary = join(mkdtempSync(join(tmpdir(), 'tafel-native-')), 'lattice');
  execFileSync(cc, ['-O3', '-march=native', '-o', binary, SOURCE], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { binary };
}

/** The reference's input: the pyramids in Tafel's layout, then the cell coordinates and the face table. */
function inputOf(occ: Uint32Array, orient: Uint8Array, count: number, ms: number): Buffer {
  const parts: Buffer[] = [Buffer.from(new Uint32Array([count, ms]).buffer)];
  for (let k = 0; k < count; k++) {
    parts.push(Buffer.from(occ.buffer, occ.byteOffset + k * WORDS * 4, WORDS * 4));
    parts.push(Buffer.from(orient.buffer, orient.byteOffset + k * CELLS, CELLS));
  }
  const cells = new Uint8Array(CELLS * 3);
  for (let i = 0; i < CELLS; i++) {
    const [x, y] = coords(i);
    cells.set([level(i), x, y], i * 3);
  }
  parts.push(Buffer.from(cells), Buffer.from(ORIENTATION_FACES));
  return Buffer.concat(parts);
}

/** What the reference prints. */
interface NativeAnswer {
  /** The grid bitboard: free dice, and the histogram on grid-ordered orientations. */
  freeDiceNs: number;
  sumHistogramNs: number;
  /** The contract's own kernels, on cell sets: the level network. */
  freeDiceCellsNs: number;
  sumHistogramCellsNs: number;
  freeTotal: number;
  funnelTotal: number;
  sumTotal: number;
  cellsFreeTotal: number;
  cellsFunnelTotal: number;
  cellsSumTotal: number;
  /** Cells where the network's free dice and the grid's agree (all of them: `count` × 165). */
  cellsAgree: number;
}

/**
 * Rounds of the whole comparison; each side's best round counts. Every reading, native or Wasm, lasts the same
 * {@link WINDOW_MS} (whole passes over the pyramids until it is over), so on a shared machine both sides get as
 * many chances at a quiet moment: a longer reading on one side only would be interrupted more often.
 */
const ROUNDS = 24;
/** How long each reading lasts, on both sides (ms). */
const WINDOW_MS = 10;

/**
 * The best (lowest) of `rounds` readings of every measure, the measures taking turns round by round (`next`
 * runs before each round after the first: here the native reference again). On a shared machine a neighbour's
 * load then hits both sides alike instead of whichever ran during it, and the ratio of the bests is stable.
 */
function bestOf<K extends string>(
  measures: Record<K, () => number>,
  rounds: number,
  next: () => void,
): Record<K, number> {
  const best = {} as Record<K, number>;
  for (let r = 0; r < rounds; r++) {
    if (r > 0) next();
    for (const key of Object.keys(measures) as K[])
      best[key] = Math.min(best[key] ?? Number.POSITIVE_INFINITY, measures[key]());
  }
  return best;
}

export const nativeLatticeSuite: BenchSuite = {
  name: 'native-lattice',
  async run({ quick, log }) {
    const built = compile();
    if ('why' in built) {
      log(`native-lattice: skipped — ${built.why}`);
      return [];
    }
    const count = quick ? 64 : 1024;
    const { occ, orient } = latticeInputs(count);
    const window = quick ? 2 : WINDOW_MS;
    const input = inputOf(occ, orient, count, window);
    const runNative = (): NativeAnswer => {
      const run = spawnSync(built.binary, { input });
      if (run.status !== 0) throw new Error(`native-lattice: the reference failed (${run.status})`);
      return JSON.parse(run.stdout.toString()) as NativeAnswer;
    };
    const native = runNative();
    // The same answers as the TypeScript kernels, or the comparison means nothing.
    const sets = new Uint32Array(count * WORDS);
    const histogram = new Uint32Array(count * 19);
    const freeTotal = freeDiceBatch(count, occ, sets);
    const funnelTotal = sumHistogramBatch(count, occ, orient, histogram);
    let sumTotal = 0;
    for (let k = 0; k < count; k++) for (let t = 0; t < 19; t++) sumTotal += t * histogram[k * 19 + t]!;
    const ours = {
      freeTotal,
      funnelTotal,
      sumTotal,
      cellsFreeTotal: freeTotal,
      cellsFunnelTotal: funnelTotal,
      cellsSumTotal: sumTotal,
      cellsAgree: count * CELLS,
    };
    for (const [key, value] of Object.entries(ours))
      if (native[key as keyof typeof ours] !== value)
        throw new Error(
          `native-lattice: the reference answers ${key} ${native[key as keyof typeof ours]}, TypeScript ${value}`,
        );

    const wasm = await loadWasmKernels(WASM_URL);
    const scalar = await loadWasmKernels(SCALAR_WASM_URL);
    const batch = wasm.batch(count);
    batch.occ.set(occ);
    batch.orient.set(orient);
    for (let k = 0; k < count; k++) gridOf(occ, batch.grid, k * WORDS, k * GRID_WORDS);
    checkGrid(wasm, count, batch, sets, freeTotal);
    const scalarBatch = scalar.batch(count);
    scalarBatch.occ.set(occ);
    scalarBatch.orient.set(orient);
    for (const [k, b] of [
      [wasm, batch],
      [scalar, scalarBatch],
    ] as const)
      checkCells(k, count, b, sets, histogram);
    const nsPerPyramid = (fn: () => void) =>
      1e9 /
      rate(() => {
        fn();
        return count;
      }, window);
    const packing = new Uint32Array(count * GRID_WORDS);
    let reading = native;
    const measures = {
      nativeFree: () => reading.freeDiceNs,
      nativeHistogram: () => reading.sumHistogramNs,
      nativeFreeCells: () => reading.freeDiceCellsNs,
      nativeHistogramCells: () => reading.sumHistogramCellsNs,
      scalarFreeCells: () =>
        nsPerPyramid(() => scalar.freeDiceBatch(count, scalarBatch.occ, scalarBatch.sets)),
      scalarHistogram: () =>
        nsPerPyramid(() =>
          scalar.sumHistogramBatch(count, scalarBatch.occ, scalarBatch.orient, scalarBatch.histogram),
        ),
      wasmFree: () => nsPerPyramid(() => wasm.freeDiceGridBatch(count, batch.grid, batch.gridSets)),
      wasmFreeSingle: () =>
        nsPerPyramid(() => {
          for (let k = 0; k < count; k++) batch.freeDiceGrid(k);
        }),
      wasmFreeViews: () =>
        nsPerPyramid(() => {
          const grid = batch.grid;
          const out = batch.gridSets;
          for (let k = 0; k < count * GRID_WORDS; k += GRID_WORDS) wasm.freeDiceGrid(grid, out, k, k);
        }),
      wasmFreeCells: () => nsPerPyramid(() => wasm.freeDiceBatch(count, batch.occ, batch.sets)),
      pack: () =>
        nsPerPyramid(() => {
          for (let k = 0; k < count; k++) gridOf(occ, packing, k * WORDS, k * GRID_WORDS);
        }),
      wasmHistogram: () =>
        nsPerPyramid(() => wasm.sumHistogramBatch(count, batch.occ, batch.orient, batch.histogram)),
    };
    const best = bestOf(measures, quick ? 1 : ROUNDS, () => {
      reading = runNative();
    });
    const {
      nativeFree,
      nativeHistogram,
      nativeFreeCells,
      nativeHistogramCells,
      scalarFreeCells,
      scalarHistogram,
      wasmFree,
      wasmFreeSingle,
      wasmFreeViews,
      wasmFreeCells,
      pack,
      wasmHistogram,
    } = best;
    const network = 'C level network, cc -O3 -march=native, vectorised across pyramids';
    const entries: BenchEntry[] = [
      {
        name: 'native/free-dice-cells',
        unit: 'ns/pyramid',
        value: nativeFreeCells,
        note: `freeDiceBatch's contract (cell sets in and out): ${network}`,
      },
      {
        name: 'native/sum-histogram-cells',
        unit: 'ns/pyramid',
        value: nativeHistogramCells,
        note: `sumHistogramBatch's contract: ${network} for the funnels, then each funnel's faces`,
      },
      compared(
        {
          name: 'pyramid-wasm/free-dice-cells-vs-native',
          unit: 'ns/pyramid',
          value: wasmFreeCells,
          target: '<= 3x native',
          note: 'freeDiceBatch on cell sets, SIMD build (two pyramids a vector); ratio: times slower than native',
        },
        { name: 'native/free-dice-cells', value: nativeFreeCells },
      ),
      compared(
        {
          name: 'pyramid-wasm/sum-histogram-vs-native',
          unit: 'ns/pyramid',
          value: wasmHistogram,
          target: '<= 2x native',
          note: 'sumHistogramBatch on cell sets, SIMD build; ratio: times slower than native',
        },
        { name: 'native/sum-histogram-cells', value: nativeHistogramCells },
      ),
      compared(
        {
          name: 'pyramid-wasm-scalar/free-dice-cells-vs-native',
          unit: 'ns/pyramid',
          value: scalarFreeCells,
          note: 'for information: the scalar build (engines without SIMD), freeDiceBatch',
        },
        { name: 'native/free-dice-cells', value: nativeFreeCells },
      ),
      compared(
        {
          name: 'pyramid-wasm-scalar/sum-histogram-vs-native',
          unit: 'ns/pyramid',
          value: scalarHistogram,
          note: 'for information: the scalar build, sumHistogramBatch',
        },
        { name: 'native/sum-histogram-cells', value: nativeHistogramCells },
      ),
      {
        name: 'native/free-dice',
        unit: 'ns/pyramid',
        value: nativeFree,
        note: 'C bitboard on the level grid, cc -O3 -march=native',
      },
      {
        name: 'native/sum-histogram',
        unit: 'ns/pyramid',
        value: nativeHistogram,
        note: 'for information: C bitboard on the grid with grid-ordered orientations (converted untimed)',
      },
      compared(
        {
          name: 'pyramid-wasm/free-dice-vs-native',
          unit: 'ns/pyramid',
          value: wasmFree,
          target: '<= 3x native',
          note: 'level grid, freeDiceGridBatch; ratio: times slower than native',
        },
        { name: 'native/free-dice', value: nativeFree },
      ),
      compared(
        {
          name: 'pyramid-wasm/free-dice-single-vs-native',
          unit: 'ns/pyramid',
          value: wasmFreeSingle,
          target: '<= 3x native',
          note: 'level grid, one call from JS per pyramid: PyramidBatch.freeDiceGrid(k), by address',
        },
        { name: 'native/free-dice', value: nativeFree },
      ),
      compared(
        {
          name: 'pyramid-wasm/free-dice-views-vs-native',
          unit: 'ns/pyramid',
          value: wasmFreeViews,
          note: 'for information: one freeDiceGrid(grid, out, go, oo) per pyramid (LatticeKernels, views)',
        },
        { name: 'native/free-dice', value: nativeFree },
      ),
      {
        name: 'grid/pack',
        unit: 'ns/pyramid',
        value: pack,
        note: 'for information: gridOf (TypeScript), cell set to level grid, once per pyramid; untimed above',
      },
    ];
    log(
      `native-lattice: cell sets: free dice ${nativeFreeCells.toFixed(1)} ns native, ${wasmFreeCells.toFixed(1)} ns Wasm (${scalarFreeCells.toFixed(1)} scalar); histogram ${nativeHistogramCells.toFixed(1)} ns native, ${wasmHistogram.toFixed(1)} ns Wasm (${scalarHistogram.toFixed(1)} scalar); grid: free dice ${nativeFree.toFixed(1)} ns native, ${wasmFree.toFixed(1)} ns Wasm (${wasmFreeSingle.toFixed(1)} single calls, ${wasmFreeViews.toFixed(1)} through views), bitboard histogram ${nativeHistogram.toFixed(1)} ns`,
    );
    return entries;
  },
};

/**
 * A Wasm build's cell-set kernels answer what the TypeScript kernels answer (`sets`, `histogram`), pyramid by
 * pyramid, before they are timed.
 */
function checkCells(
  wasm: WasmKernels,
  count: number,
  batch: PyramidBatch,
  sets: Uint32Array,
  histogram: Uint32Array,
): void {
  wasm.freeDiceBatch(count, batch.occ, batch.sets);
  wasm.sumHistogramBatch(count, batch.occ, batch.orient, batch.histogram);
  if (batch.sets.some((w, i) => w !== sets[i]) || batch.histogram.some((h, i) => h !== histogram[i]))
    throw new Error(
      `native-lattice: the Wasm ${wasm.simd ? 'SIMD' : 'scalar'} build answers other cell sets`,
    );
}

/**
 * The Wasm grid kernel answers what the TypeScript cell-set kernel answers (`sets`, `total`), pyramid by
 * pyramid, before it is timed: else its ratio would compare different work.
 */
function checkGrid(
  wasm: WasmKernels,
  count: number,
  batch: PyramidBatch,
  sets: Uint32Array,
  total: number,
): void {
  const got = wasm.freeDiceGridBatch(count, batch.grid, batch.gridSets);
  const back = new Uint32Array(count * WORDS);
  for (let k = 0; k < count; k++) cellsOfGrid(batch.gridSets, back, k * GRID_WORDS, k * WORDS);
  if (got !== total || back.some((w, i) => w !== sets[i]))
    throw new Error(`native-lattice: the Wasm grid kernel answers ${got} free dice, TypeScript ${total}`);
}
