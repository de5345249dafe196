/**
 * The dice pyramid kernels, WebAssembly against TypeScript, measured side by side in one run: free dice, funnel
 * sums, sum matching and the sum histogram over a batch of random stable pyramids (the Wasm side on views over
 * its own memory, so nothing is copied; also once with copies in and out), and counting every build of N = 6
 * on mid-game Abquetschen positions. Each entry's ratio is Wasm / TypeScript (target: at least 3 for batches).
 *
 * @module
 */
import { Rng } from '@tafel/core';
import {
  abquetschen,
  type BuildQuery,
  buildQuery,
  CELLS,
  countBuildsBits,
  freeDiceBatch,
  funnelSumsBatch,
  funnelsWithSumBatch,
  funnelsWithSumBits,
  pyramidOfState,
  randomPyramid,
  sumHistogramBatch,
  WORDS,
} from '@tafel/core/das-spiel';
import { loadWasmKernels } from '@tafel/pyramid-wasm';
import { type BenchEntry, type BenchSuite, compared, rate } from '../harness.js';

/** Pyramids per batch. */
const BATCH = 1024;
/** Alternating measuring rounds per entry. */
const ROUNDS = 5;

/** Mid-game Abquetschen positions: `plies` random legal moves from a seeded set-up, per seed. */
function midGameQueries(n: number): BuildQuery[] {
  const out: BuildQuery[] = [];
  for (let k = 0; k < 8; k++) {
    const rng = Rng.fromSeed(`bench-mid-${k}`);
    let state = abquetschen.setup({ players: 3, seed: `bench-mid-${k}` });
    for (let ply = 0; ply < 24; ply++) {
      const seat = abquetschen.active(state)[0];
      if (seat === undefined) break;
      const moves = abquetschen.legalMoves(state, seat);
      state = abquetschen.play(state, seat, moves[rng.int(moves.length)]!);
    }
    const guard = state.guard && state.turn !== state.startPlayer ? state.startPyramid : null;
    out.push(buildQuery(pyramidOfState(state), state.turn, n, guard));
  }
  return out;
}

export const pyramidWasmSuite: BenchSuite = {
  name: 'pyramid-wasm',
  async run({ quick, log }) {
    const ms = quick ? 100 : 2500;
    const wasm = await loadWasmKernels();
    const rng = Rng.fromSeed('bench-pyramids');
    const occ = new Uint32Array(BATCH * WORDS);
    const orient = new Uint8Array(BATCH * CELLS);
    const sums = new Uint8Array(BATCH);
    const batch = wasm.batch(BATCH);
    for (let k = 0; k < BATCH; k++) {
      const p = randomPyramid(rng, rng.int(CELLS + 1), 3);
      occ.set(p.occupied, k * WORDS);
      orient.set(p.orientation, k * CELLS);
      sums[k] = 3 + rng.int(16);
      batch.load(k, p);
    }
    batch.sums.set(sums);
    const sets = new Uint32Array(BATCH * WORDS);
    const funnelOut = new Uint8Array(BATCH * CELLS);
    const counts = new Uint32Array(BATCH);
    const histogram = new Uint32Array(BATCH * 19);
    const b = {
      occ: batch.occ,
      orient: batch.orient,
      sums: batch.sums,
      sets: batch.sets,
      funnelSums: batch.funnelSums,
      counts: batch.counts,
      histogram: batch.histogram,
    };

    const entries: BenchEntry[] = [];
    const side = (
      name: string,
      unit: string,
      wasmRun: () => unknown,
      tsRun: () => unknown,
      ops: number,
      note: string,
      target = '>= 3x TypeScript',
    ): void => {
      // Alternating rounds, best of each side: the machine is shared, so a slow stretch hits both alike.
      let ts = 0;
      let value = 0;
      for (let round = 0; round < ROUNDS; round++) {
        ts = Math.max(
          ts,
          rate(() => {
            tsRun();
            return ops;
          }, ms / ROUNDS),
        );
        value = Math.max(
          value,
          rate(() => {
            wasmRun();
            return ops;
          }, ms / ROUNDS),
        );
      }
      entries.push(
        compared(
          { name: `pyramid-wasm/${name}`, unit, value, target, note },
          { name: `ts/${name}`, value: ts },
        ),
      );
      log(`${name}: wasm ${value.toFixed(0)} ${unit}, ts ${ts.toFixed(0)} (${(value / ts).toFixed(2)}x)`);
    };

    const inWasm = 'batch in Wasm memory (no copies)';
    side(
      'free-dice-batch',
      'pyramids/s',
      () => wasm.freeDiceBatch(BATCH, b.occ, b.sets),
      () => freeDiceBatch(BATCH, occ, sets),
      BATCH,
      inWasm,
    );
    side(
      'funnel-sums-batch',
      'pyramids/s',
      () => wasm.funnelSumsBatch(BATCH, b.occ, b.orient, b.funnelSums),
      () => funnelSumsBatch(BATCH, occ, orient, funnelOut),
      BATCH,
      inWasm,
    );
    side(
      'sum-matching-batch',
      'pyramids/s',
      () => wasm.funnelsWithSumBatch(BATCH, b.occ, b.orient, b.sums, b.sets, b.counts),
      () => funnelsWithSumBatch(BATCH, occ, orient, sums, sets, counts),
      BATCH,
      inWasm,
    );
    side(
      'sum-histogram-batch',
      'pyramids/s',
      () => wasm.sumHistogramBatch(BATCH, b.occ, b.orient, b.histogram),
      () => sumHistogramBatch(BATCH, occ, orient, histogram),
      BATCH,
      inWasm,
    );
    // The same kernel when the caller's arrays live outside Wasm memory: one `set` in per input, one out.
    const funnelOut2 = new Uint8Array(BATCH * CELLS);
    side(
      'funnel-sums-batch-copied',
      'pyramids/s',
      () => wasm.funnelSumsBatch(BATCH, occ, orient, funnelOut2),
      () => funnelSumsBatch(BATCH, occ, orient, funnelOut),
      BATCH,
      'JS arrays copied in and out on every call',
    );
    // One pyramid per call through the common interface (arrays outside Wasm memory): the per-call cost.
    const one = new Uint32Array(WORDS);
    side(
      'sum-matching-single',
      'pyramids/s',
      () => {
        for (let k = 0; k < BATCH; k++)
          wasm.funnelsWithSumBits(occ, orient, sums[k]!, one, k * WORDS, k * CELLS);
      },
      () => {
        for (let k = 0; k < BATCH; k++) funnelsWithSumBits(occ, orient, sums[k]!, one, k * WORDS, k * CELLS);
      },
      BATCH,
      'one call per pyramid, arrays copied in and out',
      'none (the batch is the fast path)',
    );

    const queries = midGameQueries(6);
    const builds = queries.reduce((t, q) => t + countBuildsBits(q), 0);
    side(
      'count-builds-n6',
      'positions/s',
      () => {
        for (const q of queries) wasm.countBuildsBits(q);
      },
      () => {
        for (const q of queries) countBuildsBits(q);
      },
      queries.length,
      `all builds of 6 dice for the player to move, ${queries.length} mid-game Abquetschen positions (24 plies, 3 players), ${builds} builds in all`,
    );
    const open = queries.map((q): BuildQuery => ({ ...q, touch: null, guard: null }));
    const openBuilds = open.reduce((t, q) => t + countBuildsBits(q), 0);
    side(
      'count-builds-n6-anywhere',
      'positions/s',
      () => {
        for (const q of open) wasm.countBuildsBits(q);
      },
      () => {
        for (const q of open) countBuildsBits(q);
      },
      open.length,
      `the same positions without the touch and guard rules, ${openBuilds} builds in all`,
    );
    batch.release();
    return entries;
  },
};
