import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../random/index.js';
import { cellsOf, WORDS } from './bits.js';
import { APEX, CELLS, dependents, index, supports } from './cells.js';
import { freeDiceBatch, funnelSumsBatch, funnelsWithSumBatch, sumHistogramBatch } from './kernels.js';
import { orientationOf } from './orientation.js';
import { emptyPyramid, fromJson, isStable, type Pyramid, pyramidOf, toJson } from './pyramid.js';
import {
  edgeEnd,
  freeDice,
  funnelFaces,
  funnelSum,
  funnels,
  funnelsWithSum,
  isBuried,
  isFree,
  isFunnel,
  sumCounts,
} from './queries.js';
import { fullPyramid, randomPyramid } from './random.js';

const occupiedCells = (p: Pyramid): number[] => cellsOf(p.occupied);

describe('the pyramid value and its kernels', () => {
  it('a full pyramid is stable and only its apex is free; an empty one has 45 base-plate funnels', () => {
    const full = fullPyramid(Rng.fromSeed('full'));
    expect(isStable(full)).toBe(true);
    expect(freeDice(full)).toEqual([APEX]);
    expect(funnels(full, { base: true })).toEqual([]);
    const empty = emptyPyramid();
    expect(funnels(empty)).toEqual([]);
    expect(funnels(empty, { base: true })).toHaveLength(45);
    expect(isStable(pyramidOf([{ cell: APEX }]))).toBe(false);
    expect(edgeEnd(full, 0)).toBe(APEX);
    expect(edgeEnd(empty, 1)).toBe(-1);
    expect(edgeEnd(pyramidOf([{ cell: index(0, 8, 0) }, { cell: index(0, 7, 0) }]), 1)).toBe(index(0, 7, 0));
    expect(edgeEnd(pyramidOf([{ cell: index(0, 8, 0) }]), 0)).toBe(-1);
  });

  it('sums a funnel from the faces pointing into it', () => {
    const a = index(3, 2, 3);
    const b = index(2, 3, 3);
    const c = index(2, 2, 4);
    const p = pyramidOf([
      { cell: a, orientation: orientationOf(5, 3, 1) }, // shows 5 to -x
      { cell: b, orientation: orientationOf(3, 2, 1) }, // shows 2 to -y
      { cell: c, orientation: orientationOf(6, 2, 3) }, // shows 3 to -z
    ]);
    const f = index(2, 2, 3);
    expect(funnels(p)).toEqual([f]);
    expect(funnelFaces(p, f)).toEqual([5, 2, 3]);
    expect(funnelSum(p, f)).toBe(10);
    expect(funnelsWithSum(p, 10)).toEqual([f]);
    expect(funnelsWithSum(p, 9)).toEqual([]);
    expect(sumCounts(p)[10]).toBe(1);
    expect(() => funnelSum(p, a)).toThrow(RangeError);
  });

  it('agrees with the definitions on random stable pyramids, one at a time and in batches', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: CELLS }), (seed, dice) => {
        const rng = Rng.fromSeed(seed);
        const p = randomPyramid(rng, dice, 3);
        expect(isStable(p)).toBe(true);
        expect(fromJson(JSON.parse(JSON.stringify(toJson(p))))).toEqual(p);
        const on = new Set(occupiedCells(p));
        const free = occupiedCells(p).filter((c) => dependents(c).every((d) => !on.has(d)));
        expect(freeDice(p)).toEqual(free);
        for (const c of free) expect(isFree(p, c)).toBe(true);
        const open = Array.from({ length: CELLS }, (_, i) => i).filter(
          (i) => !on.has(i) && supports(i).every((s) => on.has(s)),
        );
        expect(funnels(p, { base: true })).toEqual(open);
        const upper = open.filter((i) => i >= 45);
        expect(funnels(p)).toEqual(upper);
        for (const f of upper) expect(isFunnel(p, f)).toBe(true);
        const histogram = sumCounts(p);
        expect(histogram.reduce((s, n) => s + n, 0)).toBe(upper.length);
        for (let t = 3; t <= 18; t++) {
          const want = upper.filter((f) => funnelFaces(p, f).reduce((s, v) => s + v, 0) === t);
          expect(funnelsWithSum(p, t)).toEqual(want);
          expect(histogram[t]).toBe(want.length);
        }
        for (const c of on) {
          const buried = [...supports(c), ...dependents(c)].every((m) => on.has(m));
          expect(isBuried(p, c)).toBe(buried);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('batch kernels give what the single ones give, pyramid by pyramid', () => {
    const rng = Rng.fromSeed('batch');
    const count = 5;
    const list = Array.from({ length: count }, (_, k) => randomPyramid(rng, 30 + 20 * k, 2));
    const occ = new Uint32Array(count * WORDS);
    const orient = new Uint8Array(count * CELLS);
    list.forEach((p, k) => {
      occ.set(p.occupied, k * WORDS);
      orient.set(p.orientation, k * CELLS);
    });
    const free = new Uint32Array(count * WORDS);
    expect(freeDiceBatch(count, occ, free)).toBe(list.reduce((n, p) => n + freeDice(p).length, 0));
    const sums = new Uint8Array(count * CELLS);
    funnelSumsBatch(count, occ, orient, sums);
    const hist = new Uint32Array(count * 19);
    sumHistogramBatch(count, occ, orient, hist);
    const wanted = Uint8Array.from(list.map((_, k) => 9 + k));
    const matched = new Uint32Array(count * WORDS);
    const counts = new Uint32Array(count);
    funnelsWithSumBatch(count, occ, orient, wanted, matched, counts);
    list.forEach((p, k) => {
      expect(cellsOf(free, k * WORDS)).toEqual(freeDice(p));
      for (let i = 0; i < CELLS; i++) expect(sums[k * CELLS + i]).toBe(isFunnel(p, i) ? funnelSum(p, i) : 0);
      expect(Array.from(hist.subarray(k * 19, k * 19 + 19))).toEqual(sumCounts(p));
      expect(cellsOf(matched, k * WORDS)).toEqual(funnelsWithSum(p, 9 + k));
      expect(counts[k]).toBe(funnelsWithSum(p, 9 + k).length);
    });
  });
});
