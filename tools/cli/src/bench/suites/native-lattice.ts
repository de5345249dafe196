/**
 * How far the WebAssembly kernels are from the machine: a native bitboard of the lattice in C
 * (`bench-native/lattice.c`, compiled with the system's `cc -O3 -march=native` when there is one) against `@tafel/pyramid-wasm`
 * on the same pyramids, in the same run: free dice and the funnel-sum histogram, nanoseconds per pyramid. The
 * native answers are checked against the TypeScript kernels first (totals of free dice, funnels and sums), so
 * the ratio compares the same work. Without a C compiler the suite says so in one line and measures nothing.
 *
 * @module
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CELLS,
  coords,
  freeDiceBatch,
  level,
  ORIENTATION_FACES,
  sumHistogramBatch,
  WORDS,
} from '@tafel/core/das-spiel';
import { loadWasmKernels } from '@tafel/pyramid-wasm';
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
function inputOf(occ: Uint32Array, orient: Uint8Array, count: number, rounds: number): Buffer {
  const parts: Buffer[] = [Buffer.from(new Uint32Array([count, rounds]).buffer)];
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
    const run = spawnSync(built.binary, { input: inputOf(occ, orient, count, quick ? 20 : 4000) });
    if (run.status !== 0) throw new Error(`native-lattice: the reference failed (${run.status})`);
    const native = JSON.parse(run.stdout.toString()) as {
      freeDiceNs: number;
      sumHistogramNs: number;
      freeTotal: number;
      funnelTotal: number;
      sumTotal: number;
    };
    // The same answers as the TypeScript kernels, or the comparison means nothing.
    const sets = new Uint32Array(count * WORDS);
    const histogram = new Uint32Array(count * 19);
    const freeTotal = freeDiceBatch(count, occ, sets);
    const funnelTotal = sumHistogramBatch(count, occ, orient, histogram);
    let sumTotal = 0;
    for (let k = 0; k < count; k++) for (let t = 0; t < 19; t++) sumTotal += t * histogram[k * 19 + t]!;
    const ours = { freeTotal, funnelTotal, sumTotal };
    for (const [key, value] of Object.entries(ours))
      if (native[key as keyof typeof ours] !== value)
        throw new Error(
          `native-lattice: the reference answers ${key} ${native[key as keyof typeof ours]}, TypeScript ${value}`,
        );

    const wasm = await loadWasmKernels();
    const batch = wasm.batch(count);
    batch.occ.set(occ);
    batch.orient.set(orient);
    const ms = quick ? 100 : 2000;
    const nsPerPyramid = (fn: () => void) => 1e9 / rate(() => (fn(), count), ms);
    const wasmFree = nsPerPyramid(() => wasm.freeDiceBatch(count, batch.occ, batch.sets));
    const wasmHistogram = nsPerPyramid(() =>
      wasm.sumHistogramBatch(count, batch.occ, batch.orient, batch.histogram),
    );
    const entries: BenchEntry[] = [
      {
        name: 'native/free-dice',
        unit: 'ns/pyramid',
        value: native.freeDiceNs,
        note: 'C bitboard, cc -O3 -march=native',
      },
      {
        name: 'native/sum-histogram',
        unit: 'ns/pyramid',
        value: native.sumHistogramNs,
        note: 'C bitboard, cc -O3 -march=native',
      },
      compared(
        {
          name: 'pyramid-wasm/free-dice-vs-native',
          unit: 'ns/pyramid',
          value: wasmFree,
          target: '<= 3x native',
          note: 'ratio: times slower than native',
        },
        { name: 'native/free-dice', value: native.freeDiceNs },
      ),
      compared(
        {
          name: 'pyramid-wasm/sum-histogram-vs-native',
          unit: 'ns/pyramid',
          value: wasmHistogram,
          target: '<= 3x native',
          note: 'ratio: times slower than native',
        },
        { name: 'native/sum-histogram', value: native.sumHistogramNs },
      ),
    ];
    log(
      `native-lattice: free dice ${native.freeDiceNs.toFixed(1)} ns native, ${wasmFree.toFixed(1)} ns Wasm; histogram ${native.sumHistogramNs.toFixed(1)} ns native, ${wasmHistogram.toFixed(1)} ns Wasm`,
    );
    return entries;
  },
};
