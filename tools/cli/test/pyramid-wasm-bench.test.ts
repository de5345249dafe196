/**
 * The pyramid-wasm bench suite runs (quick mode) and reports every entry side by side with its TypeScript
 * reference. Only the shape is checked: timings never decide a test.
 */
import { describe, expect, it } from 'vitest';
import { pyramidWasmSuite } from '../src/bench/suites/pyramid-wasm.js';

describe('the pyramid-wasm bench suite', () => {
  it('measures Wasm and TypeScript side by side for every kernel', async () => {
    const entries = await pyramidWasmSuite.run({ quick: true, log: () => {} });
    const names = entries.map((e) => e.name);
    for (const kernel of ['free-dice-batch', 'funnel-sums-batch', 'sum-matching-batch', 'count-builds-n6'])
      expect(names).toContain(`pyramid-wasm/${kernel}`);
    for (const e of entries) {
      expect(e.value).toBeGreaterThan(0);
      expect(e.reference?.name).toBe(e.name.replace('pyramid-wasm/', 'ts/'));
      expect(e.reference?.ratio).toBeCloseTo(e.value / e.reference!.value);
    }
  });
});
