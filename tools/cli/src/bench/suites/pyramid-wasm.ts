/**
 * The dice pyramid kernels, WebAssembly against TypeScript, measured side by side in one run on the das-spiel
 * suite's inputs: free dice, funnel sums, sum matching and the sum histogram over a batch of random stable
 * pyramids (the Wasm side on views over its own memory, so nothing is copied; also once with copies in and out,
 * and once one call per pyramid), and counting every build of N = 6 on mid-game Abquetschen positions (one
 * position, and a batch of many). Each entry's ratio is Wasm / TypeScript (target: at least 3 for batches).
 * Then whole games move by move through the contract (Abquetschen and Bunte Kuh, the same games on either
 * provider) and the playout kernels.
 *
 * @module
 */

import { Rng } from '@tafel/core';
import type { LatticeKernels } from '@tafel/core/das-spiel';
import {
  abquetschen,
  bunteKuh,
  CELLS,
  countBuildsBatch,
  countBuildsBits,
  freeDiceBatch,
  freeDiceGridBatch,
  funnelSumsBatch,
  funnelsWithSumBatch,
  funnelsWithSumBits,
  GRID_WORDS,
  gridOf,
  sumHistogramBatch,
  tsKernels,
  useKernels,
  WORDS,
} from '@tafel/core/das-spiel';
import { buildQuery, pyramidOfState } from '@tafel/core/das-spiel/abquetschen';
import { loadWasmKernels } from '@tafel/pyramid-wasm';
import { type BenchEntry, type BenchSuite, compared, rate } from '../harness.js';
import { latticeInputs, midGamePosition, midGameQueries } from './das-spiel.js';

/** Pyramids per batch (32 in quick runs). */
const FULL_BATCH = 1024;
/**
 * Alternating measuring rounds per entry, each side's best counts: short rounds, so on a shared machine each
 * side has many chances at a quiet moment (whole games vary from round to round more than kernels do).
 */
const ROUNDS = 15;

/** Packed build-count inputs: Abquetschen positions after 8..40 random moves, one per seat's rules. */
function manyPositions(count: number): {
  count: number;
  occ: Uint32Array;
  touch: Uint32Array;
  guard: Uint32Array;
} {
  const occ = new Uint32Array(count * WORDS);
  const touch = new Uint32Array(count * WORDS).fill(0xffffffff);
  const guard = new Uint32Array(count * WORDS);
  let k = 0;
  for (let game = 0; k < count; game++) {
    const rng = Rng.fromSeed(`pyramid-wasm-${game}`);
    let s = abquetschen.setup({ players: 3, seed: `pyramid-wasm-${game}` });
    const moves = 8 + rng.int(33);
    for (let i = 0; i < moves && s.phase !== 'over'; i++)
      s = abquetschen.play(s, s.turn, rng.pick(abquetschen.legalMoves(s, s.turn)));
    const p = pyramidOfState(s);
    for (let seat = 0; seat < s.players && k < count; seat++, k++) {
      const q = buildQuery(p, seat, 6, s.guard && seat !== s.startPlayer ? s.startPyramid : null);
      occ.set(q.occupied, k * WORDS);
      if (q.touch) touch.set(q.touch, k * WORDS);
      if (q.guard) guard.set(q.guard, k * WORDS);
    }
  }
  return { count, occ, touch, guard };
}

/** One Abquetschen game with uniformly random legal moves through the contract; returns the moves made. */
function randomGame(seed: string): number {
  const rng = Rng.fromSeed(seed);
  let s = abquetschen.setup({ players: 2 + (seed.length % 2), seed });
  let moves = 0;
  for (let seats = abquetschen.active(s); seats.length > 0; seats = abquetschen.active(s)) {
    const seat = seats[0]!;
    s = abquetschen.play(s, seat, rng.pick(abquetschen.legalMoves(s, seat)));
    moves++;
  }
  return moves;
}

/**
 * One Bunte Kuh game through the contract as the das-spiel suite plays it: each round a random seat makes a
 * random right call (`legalMoves` + `play`); returns the moves made.
 */
function randomBunteKuhGame(players: number, seed: string): number {
  const rng = Rng.fromSeed(seed);
  let s = bunteKuh.setup({ players, seed });
  let moves = 0;
  for (let seats = bunteKuh.active(s); seats.length > 0; seats = bunteKuh.active(s)) {
    const seat = rng.pick(seats);
    s = bunteKuh.play(s, seat, rng.pick(bunteKuh.legalMoves(s, seat)));
    moves++;
  }
  return moves;
}

/**
 * Runs `run` with `provider` installed, then puts back whatever was installed before. Both sides of an end-to-end
 * entry name their provider: the CLI installs the Wasm kernels when it starts, so "whatever is installed" is
 * Wasm, and a TypeScript side that did not install `tsKernels` measured Wasm against itself.
 */
function withKernels(provider: LatticeKernels, run: () => unknown): void {
  const previous = useKernels(provider);
  try {
    run();
  } finally {
    useKernels(previous);
  }
}

export const pyramidWasmSuite: BenchSuite = {
  name: 'pyramid-wasm',
  async run({ quick, log }) {
    const ms = quick ? 100 : 2500;
    const wasm = await loadWasmKernels();
    // The das-spiel suite's inputs, so the TypeScript figures there and here describe the same work.
    const BATCH = quick ? 32 : FULL_BATCH;
    const { occ, orient, sums } = latticeInputs(BATCH);
    const batch = wasm.batch(BATCH);
    batch.occ.set(occ);
    batch.orient.set(orient);
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
      grid: batch.grid,
      gridSets: batch.gridSets,
    };
    // The level grids, packed once (outside the timed loops, on both sides).
    const grid = new Uint32Array(BATCH * GRID_WORDS);
    for (let k = 0; k < BATCH; k++) gridOf(occ, grid, k * WORDS, k * GRID_WORDS);
    b.grid.set(grid);
    const gridOut = new Uint32Array(BATCH * GRID_WORDS);

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
      'free-dice-grid-batch',
      'pyramids/s',
      () => wasm.freeDiceGridBatch(BATCH, b.grid, b.gridSets),
      () => freeDiceGridBatch(BATCH, grid, gridOut),
      BATCH,
      `${inWasm}; the level grid on both sides`,
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

    const position = midGamePosition();
    const { rules: queries, anywhere } = midGameQueries(position);
    const builds = queries.map((q) => countBuildsBits(q));
    side(
      'count-builds-n6',
      'positions/s',
      () => {
        for (const q of queries) wasm.countBuildsBits(q);
      },
      () => {
        for (const q of queries) countBuildsBits(q);
      },
      1,
      `all builds of 6 dice for each of the ${queries.length} seats on the das-spiel suite's mid-game Abquetschen position (${builds.join(' + ')} builds)`,
    );
    const anywhereBuilds = countBuildsBits(anywhere);
    side(
      'count-builds-n6-anywhere',
      'counts/s',
      () => wasm.countBuildsBits(anywhere),
      () => countBuildsBits(anywhere),
      1,
      `all connected 6-dice builds in funnels of that position, no contact rule (${anywhereBuilds} builds)`,
    );
    // Many positions at once: the positions of random games after 8..40 moves, every seat's rules.
    const many = manyPositions(quick ? 16 : 128);
    const counts6 = new Uint32Array(many.count);
    side(
      'count-builds-n6-batch',
      'positions/s',
      () => wasm.countBuildsBatch(many.count, many.occ, many.touch, many.guard, 6, counts6),
      () => countBuildsBatch(many.count, many.occ, many.touch, many.guard, 6, counts6),
      many.count,
      `countBuildsBatch over ${many.count} mid-game positions (copied in), builds of 6 dice`,
    );
    // End to end: random Abquetschen games through the contract, with the Wasm kernels installed as the provider
    // against the TypeScript fallback (the same games: both enumerate builds in the same order).
    let wasmGame = 0;
    let tsGame = 0;
    side(
      'abquetschen-random-games',
      'games/s',
      () => withKernels(wasm, () => randomGame(`pw-${wasmGame++ % 64}`)),
      () => withKernels(tsKernels, () => randomGame(`pw-${tsGame++ % 64}`)),
      1,
      'move by move through the contract (legalMoves + play): whole 2- and 3-player games, uniformly random legal moves; provider = Wasm vs TS, the same games',
      '>= 2x TypeScript',
    );
    let wasmBk = 0;
    let tsBk = 0;
    side(
      'bunte-kuh-random-games',
      'games/s',
      () => withKernels(wasm, () => randomBunteKuhGame(2 + (wasmBk % 5), `pw-bk-${wasmBk++ % 64}`)),
      () => withKernels(tsKernels, () => randomBunteKuhGame(2 + (tsBk % 5), `pw-bk-${tsBk++ % 64}`)),
      1,
      'move by move through the contract: 2..6 players, each round a random seat makes a random right call; provider = Wasm vs TS, the same games',
      '>= 1.5x TypeScript',
    );
    // Abquetschen's playout kernel, one `collectBuilds` call a move: Wasm provider against TypeScript, the same games.
    let wasmAbq = 0;
    let tsAbq = 0;
    const abqPlayout = (k: number) =>
      abquetschen.randomPlayout!(
        abquetschen.setup({ players: 2 + (k % 2), seed: `pw-${k % 64}` }),
        Rng.fromSeed(`pw-${k % 64}`),
      );
    side(
      'abquetschen-random-playouts',
      'games/s',
      () => withKernels(wasm, () => abqPlayout(wasmAbq++)),
      () => withKernels(tsKernels, () => abqPlayout(tsAbq++)),
      1,
      'setup + the randomPlayout kernel, 2 and 3 players; provider = Wasm vs TS (target of issue 15: >= 2x)',
      '>= 2x TypeScript',
    );
    // Bunte Kuh's playout kernel: with TypeScript a sum-matching (or funnel) kernel call a round; the Wasm
    // provider plays every round in one call (`bunteKuhPlayout`). The same games.
    let wasmPlayout = 0;
    let tsPlayout = 0;
    const playout = (k: number) =>
      bunteKuh.randomPlayout!(
        bunteKuh.setup({ players: 2 + (k % 5), seed: `pw-bk-${k % 64}` }),
        Rng.fromSeed(`pw-bk-${k % 64}`),
      );
    side(
      'bunte-kuh-random-playouts',
      'games/s',
      () => withKernels(wasm, () => playout(wasmPlayout++)),
      () => withKernels(tsKernels, () => playout(tsPlayout++)),
      1,
      'setup + the randomPlayout kernel, 2..6 players; provider = Wasm vs TS (target of issue 15: >= 2x)',
      '>= 2x TypeScript',
    );
    batch.release();
    return entries;
  },
};
