import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng, SeedHash, seedState } from './index.js';

describe('Rng', () => {
  it('reproduces the same sequence from the same seed and a snapshot', () => {
    const a = Rng.fromSeed('x');
    a.next();
    const snap = a.state();
    const seq = [a.next(), a.next(), a.next()];
    const b = new Rng(snap);
    expect([b.next(), b.next(), b.next()]).toEqual(seq);
    expect(Rng.fromSeed('x').next()).toBe(Rng.fromSeed('x').next());
  });

  it('gives different streams for different seeds', () => {
    expect(seedState('a')).not.toEqual(seedState('b'));
    expect(Rng.fromSeed('a').next()).not.toBe(Rng.fromSeed('b').next());
  });

  it('draws integers in range, and each value of a small range', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 1000 }), (seed, n) => {
        const rng = Rng.fromSeed(seed);
        for (let i = 0; i < 20; i++) {
          const x = rng.int(n);
          if (!(Number.isInteger(x) && x >= 0 && x < n)) return false;
        }
        return true;
      }),
    );
    const rng = Rng.fromSeed('dice');
    const seen = new Set<number>();
    for (let i = 0; i < 200; i++) seen.add(rng.int(6));
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('draws exactly what the textbook rejection sampler draws (the README tables are seeded)', () => {
    // The reference: redraw at or above the largest multiple of n that fits in 2^32, then take x modulo n.
    function reference(rng: Rng, n: number): number {
      const limit = 4294967296 - (4294967296 % n);
      let x = rng.next();
      while (x >= limit) x = rng.next();
      return x % n;
    }
    const bounds = fc.oneof(
      fc.integer({ min: 1, max: 64 }),
      fc.integer({ min: 1, max: 2 ** 32 }),
      // Just above half the range, every other draw is redrawn: the rejection path is exercised at once.
      fc.integer({ min: 2 ** 31 + 1, max: 2 ** 31 + 2 ** 20 }),
      fc.constantFrom(2 ** 32, 2 ** 32 - 1, 2 ** 31, 3, 7),
    );
    fc.assert(
      fc.property(fc.string(), fc.array(bounds, { minLength: 1, maxLength: 40 }), (seed, ns) => {
        const fast = Rng.fromSeed(seed);
        const slow = Rng.fromSeed(seed);
        for (const n of ns) expect(fast.int(n)).toBe(reference(slow, n));
        expect(fast.state()).toEqual(slow.state());
      }),
      { numRuns: 500 },
    );
  });

  it('shuffles into a permutation', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.integer(), { maxLength: 30 }), (seed, xs) => {
        const shuffled = Rng.fromSeed(seed).shuffle([...xs]);
        return JSON.stringify([...shuffled].sort()) === JSON.stringify([...xs].sort());
      }),
    );
  });

  it('state() is plain JSON that round-trips', () => {
    const rng = Rng.fromSeed('json');
    const state = rng.state();
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
    expect(state.every((n) => Number.isInteger(n) && n >= 0 && n < 2 ** 32)).toBe(true);
  });

  it('split() gives a stream independent of the label-free parent', () => {
    const parent = Rng.fromSeed('p');
    const x = parent.split('bot').next();
    const y = Rng.fromSeed('p').split('other').next();
    expect(x).not.toBe(y);
  });

  it('refuses an empty range', () => {
    expect(() => Rng.fromSeed('e').int(0)).toThrow(RangeError);
    expect(() => Rng.fromSeed('e').pick([])).toThrow(RangeError);
  });
});

describe('SeedHash', () => {
  it('hashes pieces to the state of the joined string, text and integers alike', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string(), fc.integer({ min: -1000, max: 1000 })), { maxLength: 12 }),
        (parts) => {
          const h = new SeedHash();
          for (const p of parts) typeof p === 'string' ? h.text(p) : h.int(p);
          expect(h.state()).toEqual(seedState(parts.map(String).join('')));
          expect(Rng.fromHash(h.state()).next()).toBe(Rng.fromSeed(parts.map(String).join('')).next());
        },
      ),
    );
  });
});
