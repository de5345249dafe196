import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng } from '../random/index.js';
import { shuffleInPlace, uniformInt } from './fast-random.js';

describe('fast random', () => {
  it('uniformInt draws what Rng.int draws, for every bound', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const a = Rng.fromSeed(seed);
        const b = Rng.fromSeed(seed);
        for (let n = 1; n <= 300; n++) {
          expect(uniformInt(a, n)).toBe(b.int(n));
          expect(uniformInt(a, 2 ** 31 + n)).toBe(b.int(2 ** 31 + n));
        }
        expect(a.state()).toEqual(b.state());
      }),
      { numRuns: 40 },
    );
  });

  it('uniformInt agrees where rejection and rounding are hardest', () => {
    // Bounds that reject often (just above a power of two) and that divide 2^32 exactly.
    for (const n of [3, 129, 255, 256, 2 ** 31 + 1, 2 ** 32]) {
      const a = Rng.fromSeed(`n${n}`);
      const b = Rng.fromSeed(`n${n}`);
      for (let i = 0; i < 2000; i++) expect(uniformInt(a, n)).toBe(b.int(n));
    }
    expect(() => uniformInt(Rng.fromSeed('x'), 0)).toThrow(RangeError);
  });

  it('shuffleInPlace shuffles as Rng.shuffle', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.integer(), { maxLength: 80 }), (seed, items) => {
        expect(shuffleInPlace(Rng.fromSeed(seed), items.slice())).toEqual(
          Rng.fromSeed(seed).shuffle(items.slice()),
        );
      }),
      { numRuns: 100 },
    );
  });
});
