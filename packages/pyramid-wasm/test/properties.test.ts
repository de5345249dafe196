/**
 * Property tests (fast-check) of the level-network kernels against the TypeScript reference, on cell sets of
 * any density — stable pyramids or not: the network only shifts and masks, so every set must answer like the
 * reference's loops over cells — with any orientations, in batches of odd and even length (the SIMD build runs
 * two pyramids per vector and the odd one alone), and in both builds.
 */
import {
  CELLS,
  freeDiceBatch,
  freeDiceBits,
  funnelBits,
  funnelSums,
  funnelSumsBatch,
  funnelsWithSumBatch,
  funnelsWithSumBits,
  sumHistogram,
  sumHistogramBatch,
  WORDS,
} from '@tafel/core/das-spiel';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadWasmKernels, SCALAR_WASM_URL, WASM_URL, type WasmKernels } from '../src/index.js';

/** A pyramid as the kernels take it: any cell set (bits 165..191 clear) and any orientations. */
interface Case {
  occ: Uint32Array;
  orient: Uint8Array;
  sum: number;
}

/** Each cell occupied with the pyramid's own chance, so sparse, dense and in-between sets all come up. */
const pyramid: fc.Arbitrary<Case> = fc
  .record({
    density: fc.double({ min: 0, max: 1, noNaN: true }),
    draws: fc.array(fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }), {
      minLength: CELLS,
      maxLength: CELLS,
    }),
    orient: fc.uint8Array({ min: 0, max: 23, minLength: CELLS, maxLength: CELLS }),
    sum: fc.integer({ min: 2, max: 19 }),
  })
  .map(({ density, draws, orient, sum }) => {
    const occ = new Uint32Array(WORDS);
    draws.forEach((d, i) => {
      if (d < density) occ[i >>> 5]! |= 1 << (i & 31);
    });
    return { occ, orient, sum };
  });

/** Pyramids packed for the batch kernels. */
function packed(cases: Case[]): { occ: Uint32Array; orient: Uint8Array; sums: Uint8Array } {
  const occ = new Uint32Array(cases.length * WORDS);
  const orient = new Uint8Array(cases.length * CELLS);
  const sums = new Uint8Array(cases.length);
  cases.forEach((c, k) => {
    occ.set(c.occ, k * WORDS);
    orient.set(c.orient, k * CELLS);
    sums[k] = c.sum;
  });
  return { occ, orient, sums };
}

describe.each([
  ['the SIMD build', WASM_URL],
  ['the scalar build', SCALAR_WASM_URL],
] as const)('%s', (_build, url) => {
  let wasm: WasmKernels;
  beforeAll(async () => {
    wasm = await loadWasmKernels(url);
  });

  it('free dice of any cell set are the reference’s, single and in batches of any length', () => {
    fc.assert(
      fc.property(fc.array(pyramid, { maxLength: 9 }), (cases) => {
        for (const c of cases) {
          const a = new Uint32Array(WORDS);
          const b = new Uint32Array(WORDS).fill(0xffffffff);
          expect(wasm.freeDiceBits(c.occ, b)).toBe(freeDiceBits(c.occ, a));
          expect(b).toEqual(a);
        }
        const { occ } = packed(cases);
        const a = new Uint32Array(occ.length);
        const b = new Uint32Array(occ.length).fill(0xffffffff);
        expect(wasm.freeDiceBatch(cases.length, occ, b)).toBe(freeDiceBatch(cases.length, occ, a));
        expect(b).toEqual(a);
      }),
      { numRuns: 300 },
    );
  });

  it('funnels, funnel sums, sum matching and the histogram of any cell set are the reference’s', () => {
    fc.assert(
      fc.property(pyramid, fc.boolean(), ({ occ, orient, sum }, base) => {
        const a = new Uint32Array(WORDS);
        const b = new Uint32Array(WORDS).fill(0xffffffff);
        expect(wasm.funnelBits(occ, b, base)).toBe(funnelBits(occ, a, base));
        expect(b).toEqual(a);
        expect(wasm.funnelsWithSumBits(occ, orient, sum, b)).toBe(funnelsWithSumBits(occ, orient, sum, a));
        expect(b).toEqual(a);
        const fa = new Uint8Array(CELLS);
        const fb = new Uint8Array(CELLS).fill(99);
        expect(wasm.funnelSums(occ, orient, fb)).toBe(funnelSums(occ, orient, fa));
        expect(fb).toEqual(fa);
        const ha = new Uint32Array(19);
        const hb = new Uint32Array(19).fill(7);
        expect(wasm.sumHistogram(occ, orient, hb)).toBe(sumHistogram(occ, orient, ha));
        expect(hb).toEqual(ha);
      }),
      { numRuns: 500 },
    );
  });

  it('the funnel batches over any cell sets are the reference’s, in batches of any length', () => {
    fc.assert(
      fc.property(fc.array(pyramid, { maxLength: 9 }), (cases) => {
        const count = cases.length;
        const { occ, orient, sums } = packed(cases);
        const ha = new Uint32Array(count * 19);
        const hb = new Uint32Array(count * 19).fill(7);
        expect(wasm.sumHistogramBatch(count, occ, orient, hb)).toBe(
          sumHistogramBatch(count, occ, orient, ha),
        );
        expect(hb).toEqual(ha);
        const fa = new Uint8Array(count * CELLS);
        const fb = new Uint8Array(count * CELLS).fill(99);
        expect(wasm.funnelSumsBatch(count, occ, orient, fb)).toBe(funnelSumsBatch(count, occ, orient, fa));
        expect(fb).toEqual(fa);
        const sa = new Uint32Array(count * WORDS);
        const sb = new Uint32Array(count * WORDS).fill(1);
        const ca = new Uint32Array(count);
        const cb = new Uint32Array(count).fill(1);
        expect(wasm.funnelsWithSumBatch(count, occ, orient, sums, sb, cb)).toBe(
          funnelsWithSumBatch(count, occ, orient, sums, sa, ca),
        );
        expect(sb).toEqual(sa);
        expect(cb).toEqual(ca);
      }),
      { numRuns: 200 },
    );
  });
});
