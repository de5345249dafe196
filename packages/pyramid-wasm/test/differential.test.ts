/**
 * Differential tests: on thousands of random stable pyramids the Wasm kernels answer exactly what the
 * TypeScript reference answers, for every kernel, single and batch, with copied arrays and with views over Wasm
 * memory; and the build search counts (and enumerates) exactly the reference's builds on mid-game positions.
 * All of it twice: for the SIMD build and for the scalar build (the one engines without SIMD load).
 */
import { Rng } from '@tafel/core';
import type { BuildQuery } from '@tafel/core/das-spiel';
import {
  BuildSearch,
  CELLS,
  cellSet,
  cellsOf,
  countBuildsBatch,
  countBuildsBits,
  emptyPyramid,
  freeDiceBatch,
  freeDiceBits,
  freeDiceGrid,
  freeDiceGridBatch,
  fullPyramid,
  funnelBits,
  funnelSumAt,
  funnelSums,
  funnelSumsBatch,
  funnelsWithSumBatch,
  funnelsWithSumBits,
  GRID_WORDS,
  gridOf,
  SCRATCH_SLOT,
  sumHistogram,
  sumHistogramBatch,
  WORDS,
} from '@tafel/core/das-spiel';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  loadWasmKernels,
  loadWasmKernelsSync,
  SCALAR_WASM_URL,
  WASM_URL,
  type WasmKernels,
} from '../src/index.js';
import { midGame, queriesOf, randomBatch } from './positions.js';

const COUNT = 2000;
const { pyramids, occ, orient, sums } = randomBatch('differential', COUNT);
pyramids.push(emptyPyramid(), fullPyramid(Rng.fromSeed('full')));

/** The builds of a query as keys, in the order of the search. */
function inOrder(search: { next(out: Uint32Array): boolean }): string[] {
  const out = new Uint32Array(WORDS);
  const all: string[] = [];
  while (search.next(out)) all.push(cellsOf(out).join(','));
  return all;
}

/** The builds of a query as sorted keys. */
function keys(search: { next(out: Uint32Array): boolean }): string[] {
  return inOrder(search).sort();
}

describe.each([
  ['the SIMD build', WASM_URL, true],
  ['the scalar build', SCALAR_WASM_URL, false],
] as const)('%s', (_build, url, simd) => {
  let wasm: WasmKernels;
  beforeAll(async () => {
    wasm = await loadWasmKernels(url);
  });

  it('is the build it says it is', () => {
    expect(wasm.simd).toBe(simd);
  });

  describe('the single-pyramid kernels', () => {
    it('free dice and funnels (with and without the base plate) match on every pyramid', () => {
      const a = new Uint32Array(WORDS);
      const b = new Uint32Array(WORDS);
      for (const p of pyramids) {
        expect(wasm.freeDiceBits(p.occupied, b)).toBe(freeDiceBits(p.occupied, a));
        expect(b).toEqual(a);
        for (const base of [false, true]) {
          expect(wasm.funnelBits(p.occupied, b, base)).toBe(funnelBits(p.occupied, a, base));
          expect(b).toEqual(a);
        }
      }
    });

    it('funnel sums, sums at a cell, the sum histogram and every sum 3..18 match', () => {
      const a = new Uint8Array(CELLS);
      const b = new Uint8Array(CELLS).fill(7);
      const ha = new Uint32Array(19);
      const hb = new Uint32Array(19).fill(9);
      const sa = new Uint32Array(WORDS);
      const sb = new Uint32Array(WORDS);
      for (const p of pyramids.slice(0, 500)) {
        expect(wasm.funnelSums(p.occupied, p.orientation, b)).toBe(funnelSums(p.occupied, p.orientation, a));
        expect(b).toEqual(a);
        expect(wasm.sumHistogram(p.occupied, p.orientation, hb)).toBe(
          sumHistogram(p.occupied, p.orientation, ha),
        );
        expect(hb).toEqual(ha);
        for (let i = 45; i < CELLS; i++)
          if (a[i] !== 0) expect(wasm.funnelSumAt(p.orientation, i)).toBe(funnelSumAt(p.orientation, i));
        for (let t = 2; t <= 19; t++) {
          expect(wasm.funnelsWithSumBits(p.occupied, p.orientation, t, sb)).toBe(
            funnelsWithSumBits(p.occupied, p.orientation, t, sa),
          );
          expect(sb).toEqual(sa);
        }
      }
    });

    it('honours the offsets into packed arrays, writing nothing outside its slot', () => {
      const rng = Rng.fromSeed('offsets');
      const PACK = 8;
      const few = randomBatch('offsets', PACK);
      for (let r = 0; r < 300; r++) {
        const k = rng.int(PACK);
        const o = k * WORDS;
        const po = k * CELLS;
        const oo = rng.int(5) * WORDS;
        const a = new Uint32Array(5 * WORDS).fill(0xdead);
        const b = a.slice();
        expect(wasm.freeDiceBits(few.occ, b, o, oo)).toBe(freeDiceBits(few.occ, a, o, oo));
        expect(wasm.funnelBits(few.occ, b, r % 2 === 0, o, oo)).toBe(
          funnelBits(few.occ, a, r % 2 === 0, o, oo),
        );
        const t = few.sums[k]!;
        expect(wasm.funnelsWithSumBits(few.occ, few.orient, t, b, o, po, oo)).toBe(
          funnelsWithSumBits(few.occ, few.orient, t, a, o, po, oo),
        );
        expect(b).toEqual(a);
        const fa = new Uint8Array(PACK * CELLS).fill(1);
        const fb = fa.slice();
        expect(wasm.funnelSums(few.occ, few.orient, fb, o, po)).toBe(
          funnelSums(few.occ, few.orient, fa, o, po),
        );
        expect(fb).toEqual(fa);
        const ho = rng.int(3) * 19;
        const ha = new Uint32Array(3 * 19).fill(3);
        const hb = ha.slice();
        expect(wasm.sumHistogram(few.occ, few.orient, hb, o, po, ho)).toBe(
          sumHistogram(few.occ, few.orient, ha, o, po, ho),
        );
        expect(hb).toEqual(ha);
      }
    });
  });

  describe('the batch kernels', () => {
    it('match the reference on copied arrays', () => {
      const a = new Uint32Array(COUNT * WORDS);
      const b = new Uint32Array(COUNT * WORDS);
      expect(wasm.freeDiceBatch(COUNT, occ, b)).toBe(freeDiceBatch(COUNT, occ, a));
      expect(b).toEqual(a);
      const fa = new Uint8Array(COUNT * CELLS);
      const fb = new Uint8Array(COUNT * CELLS);
      expect(wasm.funnelSumsBatch(COUNT, occ, orient, fb)).toBe(funnelSumsBatch(COUNT, occ, orient, fa));
      expect(fb).toEqual(fa);
      const ca = new Uint32Array(COUNT);
      const cb = new Uint32Array(COUNT);
      expect(wasm.funnelsWithSumBatch(COUNT, occ, orient, sums, b, cb)).toBe(
        funnelsWithSumBatch(COUNT, occ, orient, sums, a, ca),
      );
      expect(b).toEqual(a);
      expect(cb).toEqual(ca);
      const ha = new Uint32Array(COUNT * 19);
      const hb = new Uint32Array(COUNT * 19);
      expect(wasm.sumHistogramBatch(COUNT, occ, orient, hb)).toBe(sumHistogramBatch(COUNT, occ, orient, ha));
      expect(hb).toEqual(ha);
    });

    it('match the reference on views over Wasm memory, and views survive memory growth', () => {
      const batch = wasm.batch(COUNT);
      pyramids.slice(0, COUNT).forEach((p, k) => {
        batch.load(k, p);
      });
      batch.sums.set(sums);
      const a = new Uint32Array(COUNT * WORDS);
      expect(wasm.freeDiceBatch(COUNT, batch.occ, batch.sets)).toBe(freeDiceBatch(COUNT, occ, a));
      expect(batch.sets).toEqual(a);
      const fa = new Uint8Array(COUNT * CELLS);
      expect(wasm.funnelSumsBatch(COUNT, batch.occ, batch.orient, batch.funnelSums)).toBe(
        funnelSumsBatch(COUNT, occ, orient, fa),
      );
      expect(batch.funnelSums).toEqual(fa);
      // A second, large batch grows memory: the first batch's getters hand out fresh views.
      const big = wasm.batch(20_000);
      const ca = new Uint32Array(COUNT);
      expect(
        wasm.funnelsWithSumBatch(COUNT, batch.occ, batch.orient, batch.sums, batch.sets, batch.counts),
      ).toBe(funnelsWithSumBatch(COUNT, occ, orient, sums, a, ca));
      expect(batch.sets).toEqual(a);
      expect(batch.counts).toEqual(ca);
      const ha = new Uint32Array(COUNT * 19);
      expect(wasm.sumHistogramBatch(COUNT, batch.occ, batch.orient, batch.histogram)).toBe(
        sumHistogramBatch(COUNT, occ, orient, ha),
      );
      expect(batch.histogram).toEqual(ha);
      // Mixed: Wasm-memory input, copied output, while a call grows memory for its scratch copy.
      const huge = new Uint8Array(200_000 * CELLS);
      const occView = batch.occ;
      const orientCopy = new Uint8Array(huge.buffer, 0, COUNT * CELLS);
      orientCopy.set(orient);
      const out = new Uint8Array(COUNT * CELLS);
      expect(wasm.funnelSumsBatch(COUNT, occView, orientCopy, out)).toBe(
        funnelSumsBatch(COUNT, occ, orient, fa),
      );
      expect(out).toEqual(fa);
      big.release();
      batch.release();
    });

    it('scratch(): one pyramid in Wasm memory, answered in place, fresh views after memory grows', () => {
      const a = new Uint32Array(WORDS);
      let scratch = wasm.scratch();
      expect(wasm.scratch()).toBe(scratch);
      for (const p of pyramids.slice(0, 300)) {
        scratch.occupied.set(p.occupied);
        scratch.orientation.set(p.orientation);
        const sum = 3 + (p.occupied[0]! % 16);
        expect(wasm.funnelsWithSumBits(scratch.occupied, scratch.orientation, sum, scratch.set)).toBe(
          funnelsWithSumBits(p.occupied, p.orientation, sum, a),
        );
        expect(scratch.set).toEqual(a);
        expect(wasm.funnelBits(scratch.occupied, scratch.set, false)).toBe(funnelBits(p.occupied, a, false));
        expect(scratch.set).toEqual(a);
      }
      const old = scratch.occupied;
      const big = wasm.batch(50_000); // grows memory: the old views are detached
      expect(() => wasm.funnelBits(old, new Uint32Array(WORDS), false)).toThrow(TypeError);
      scratch = wasm.scratch();
      expect(scratch.occupied).not.toBe(old);
      scratch.occupied.set(pyramids[0]!.occupied);
      expect(wasm.freeDiceBits(scratch.occupied, scratch.set)).toBe(freeDiceBits(pyramids[0]!.occupied, a));
      expect(scratch.set).toEqual(a);
      big.release();
    });

    it('scratch(slot): each slot its own arrays, kept through memory growth', () => {
      const shared = wasm.scratch(SCRATCH_SLOT.shared);
      const rules = wasm.scratch(SCRATCH_SLOT.rules);
      expect(wasm.scratch()).toBe(shared);
      expect(wasm.scratch(SCRATCH_SLOT.rules)).toBe(rules);
      const p = pyramids[7]!;
      rules.occupied.set(p.occupied);
      rules.orientation.set(p.orientation);
      // Another caller's pyramid in the shared slot leaves the rules' slot as it was.
      shared.occupied.fill(0xffffffff);
      shared.orientation.fill(23);
      shared.set.fill(0xffffffff);
      expect(Array.from(rules.occupied)).toEqual(Array.from(p.occupied));
      const a = new Uint32Array(WORDS);
      expect(wasm.funnelsWithSumBits(rules.occupied, rules.orientation, 10, rules.set)).toBe(
        funnelsWithSumBits(p.occupied, p.orientation, 10, a),
      );
      expect(rules.set).toEqual(a);
      const big = wasm.batch(60_000); // grows memory: fresh views, the same contents
      const again = wasm.scratch(SCRATCH_SLOT.rules);
      expect(again).not.toBe(rules);
      expect(Array.from(again.occupied)).toEqual(Array.from(p.occupied));
      expect(Array.from(again.orientation)).toEqual(Array.from(p.orientation));
      big.release();
      expect(() => wasm.scratch(2 as never)).toThrow(RangeError);
    });

    it('refuses arrays that are too short, like a detached view', () => {
      expect(() => wasm.freeDiceBatch(3, new Uint32Array(12), new Uint32Array(18))).toThrow(RangeError);
    });
  });

  describe('free dice on the level grid', () => {
    /** Any cell set, stable or not, as a grid: the kernel only shifts and masks, so unstable sets count too. */
    function randomGrids(seed: string, count: number): { occ: Uint32Array; grid: Uint32Array } {
      const rng = Rng.fromSeed(seed);
      const occ = new Uint32Array(count * WORDS);
      const grid = new Uint32Array(count * GRID_WORDS);
      for (let k = 0; k < count; k++) {
        const density = rng.int(1001);
        for (let i = 0; i < CELLS; i++)
          if (rng.int(1000) < density) occ[k * WORDS + (i >>> 5)]! |= 1 << (i & 31);
        gridOf(occ, grid, k * WORDS, k * GRID_WORDS);
      }
      return { occ, grid };
    }

    it('matches the TypeScript grid kernel and the cell-set kernel, single, with offsets and batch', () => {
      const stable = new Uint32Array(pyramids.length * GRID_WORDS);
      const stableOcc = new Uint32Array(pyramids.length * WORDS);
      pyramids.forEach((p, k) => {
        gridOf(p.occupied, stable, 0, k * GRID_WORDS);
        stableOcc.set(p.occupied, k * WORDS);
      });
      const any = randomGrids('grid-any', COUNT);
      for (const [count, occ, grid] of [
        [pyramids.length, stableOcc, stable],
        [COUNT, any.occ, any.grid],
      ] as const) {
        const a = new Uint32Array(GRID_WORDS);
        const b = new Uint32Array(GRID_WORDS + 8).fill(0xdead);
        const sets = new Uint32Array(WORDS);
        for (let k = 0; k < count; k++) {
          const n = freeDiceGrid(grid, a, k * GRID_WORDS);
          expect(n).toBe(freeDiceBits(occ, sets, k * WORDS));
          expect(wasm.freeDiceGrid(grid, b, k * GRID_WORDS, 4)).toBe(n);
          expect(b.subarray(4, 4 + GRID_WORDS)).toEqual(a);
          expect(Array.from(b.subarray(0, 4))).toEqual([0xdead, 0xdead, 0xdead, 0xdead]);
        }
        const ta = new Uint32Array(count * GRID_WORDS);
        const tb = new Uint32Array(count * GRID_WORDS).fill(1);
        expect(wasm.freeDiceGridBatch(count, grid, tb)).toBe(freeDiceGridBatch(count, grid, ta));
        expect(tb).toEqual(ta);
      }
    });

    it('runs in place on a batch, whose load packs the grid', () => {
      const batch = wasm.batch(COUNT);
      pyramids.slice(0, COUNT).forEach((p, k) => {
        batch.load(k, p);
      });
      const grid = new Uint32Array(COUNT * GRID_WORDS);
      for (let k = 0; k < COUNT; k++) gridOf(occ, grid, k * WORDS, k * GRID_WORDS);
      expect(batch.grid).toEqual(grid);
      const a = new Uint32Array(COUNT * GRID_WORDS);
      expect(wasm.freeDiceGridBatch(COUNT, batch.grid, batch.gridSets)).toBe(
        freeDiceGridBatch(COUNT, grid, a),
      );
      expect(batch.gridSets).toEqual(a);
      expect(wasm.freeDiceGrid(batch.grid, batch.gridSets, 5 * GRID_WORDS, 5 * GRID_WORDS)).toBe(
        freeDiceGrid(grid, a, 5 * GRID_WORDS, 5 * GRID_WORDS),
      );
      // One pyramid at a time, by address.
      batch.gridSets.fill(0);
      let total = 0;
      for (let k = 0; k < COUNT; k++) total += batch.freeDiceGrid(k);
      expect(total).toBe(freeDiceGridBatch(COUNT, grid, a));
      expect(batch.gridSets).toEqual(a);
      for (const k of [-1, COUNT, 1.5, Number.NaN]) expect(() => batch.freeDiceGrid(k)).toThrow(RangeError);
      batch.release();
    });
  });

  describe('the build search', () => {
    const rng = Rng.fromSeed('builds');
    const positions = Array.from({ length: 24 }, (_, k) => midGame(`mid-${k}`, 6 + rng.int(30)));
    const queries: BuildQuery[] = [];
    for (const state of positions) for (let n = 1; n <= 6; n++) queries.push(...queriesOf(state, rng, n));

    it(`counts exactly the reference's builds for N = 1..6 on ${positions.length} mid-game positions`, () => {
      let total = 0;
      for (const q of queries) {
        const expected = countBuildsBits(q);
        expect(wasm.countBuildsBits(q)).toBe(expected);
        expect(wasm.anyBuild(q)).toBe(expected > 0);
        expect(wasm.countBuildsBits(q, 3)).toBe(Math.min(3, expected));
        total += expected;
      }
      expect(total).toBeGreaterThan(1000);
    });

    it('counts like the reference on random pyramids, builds of 1..9 dice, with random touch and guard sets', () => {
      const r = Rng.fromSeed('random-builds');
      for (const p of pyramids.slice(0, 150)) {
        const dice = cellsOf(p.occupied);
        const pick = (): Uint32Array =>
          cellSet(Array.from({ length: CELLS }, (_, i) => i).filter(() => r.int(8) === 0));
        const q: BuildQuery = {
          occupied: p.occupied,
          n: 1 + r.int(9),
          touch: r.int(2) === 0 ? null : pick(),
          guard: r.int(2) === 0 ? null : cellSet(dice.filter(() => r.int(5) === 0)),
        };
        expect(wasm.countBuildsBits(q)).toBe(countBuildsBits(q));
      }
    });

    it('counts many positions at once like countBuildsBatch', () => {
      for (const n of [2, 4, 6]) {
        const batch = queries.filter((q) => q.n === n);
        const count = batch.length;
        const occ = new Uint32Array(count * WORDS);
        const touch = new Uint32Array(count * WORDS).fill(0xffffffff);
        const guard = new Uint32Array(count * WORDS);
        batch.forEach((q, k) => {
          occ.set(q.occupied, k * WORDS);
          if (q.touch) touch.set(q.touch, k * WORDS);
          if (q.guard) guard.set(q.guard, k * WORDS);
        });
        const a = new Uint32Array(count);
        const b = new Uint32Array(count).fill(7);
        expect(wasm.countBuildsBatch(count, occ, touch, guard, n, b)).toBe(
          countBuildsBatch(count, occ, touch, guard, n, a),
        );
        expect(b).toEqual(a);
        expect(Array.from(a)).toEqual(batch.map((q) => countBuildsBits(q)));
      }
    });

    it('enumerates the same builds, each once, even when enumerations interleave', () => {
      const some = queries.filter((q) => q.n >= 3).filter((_, k) => k % 5 === 0);
      // The very same order as the reference (so sampling, and games, do not depend on the provider).
      for (const q of some) expect(inOrder(wasm.buildSearch(q))).toEqual(inOrder(new BuildSearch(q)));
      // Two enumerations of more than one chunk (256 builds), and a count in between, step by step.
      // Large builds on an empty and on a full base plate: hundreds of them.
      const plate = cellSet(Array.from({ length: 45 }, (_, i) => i));
      const q1: BuildQuery = { occupied: new Uint32Array(WORDS), n: 13, touch: null, guard: null };
      const q2: BuildQuery = { occupied: plate, n: 13, touch: null, guard: cellSet([3, 20, 44]) };
      expect(countBuildsBits(q1)).toBeGreaterThan(300);
      expect(countBuildsBits(q2)).toBeGreaterThan(300);
      expect(wasm.countBuildsBits(q1)).toBe(countBuildsBits(q1));
      expect(wasm.countBuildsBits(q2)).toBe(countBuildsBits(q2));
      const s1 = wasm.buildSearch(q1);
      const s2 = wasm.buildSearch(q2);
      const out = new Uint32Array(WORDS);
      const got1: string[] = [];
      const got2: string[] = [];
      let more1 = true;
      let more2 = true;
      while (more1 || more2) {
        if (more1) more1 = s1.next(out);
        if (more1) got1.push(cellsOf(out).join(','));
        wasm.countBuildsBits(q2, 5);
        if (more2) more2 = s2.next(out);
        if (more2) got2.push(cellsOf(out).join(','));
      }
      expect(got1.sort()).toEqual(keys(new BuildSearch(q1)));
      expect(got2.sort()).toEqual(keys(new BuildSearch(q2)));
    });

    it('rejects build sizes outside 1..16 like the reference', () => {
      const occupied = new Uint32Array(WORDS);
      for (const n of [0, 17, 2.5]) {
        expect(() => countBuildsBits({ occupied, n, touch: null, guard: null })).toThrow(RangeError);
        expect(() => wasm.countBuildsBits({ occupied, n, touch: null, guard: null })).toThrow(RangeError);
      }
    });

    it('loads synchronously too, with its own memory', () => {
      const sync = loadWasmKernelsSync(url);
      expect(sync).not.toBe(wasm);
      const q = queries.find((x) => x.n === 6)!;
      expect(sync.countBuildsBits(q)).toBe(countBuildsBits(q));
    });
  });
});
