import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../random/index.js';
import { cellSet, cellsOf } from './bits.js';
import {
  anyBuild,
  type BuildQuery,
  BuildSearch,
  buildFault,
  builds,
  collectBuilds,
  countBuildsBatch,
  countBuildsBits,
  sampleBuilds,
} from './builds.js';
import { CELLS, dependents, index, supports } from './cells.js';
import { emptyPyramid, isStable, place, pyramidOf } from './pyramid.js';
import { touchSet } from './queries.js';
import { randomPyramid } from './random.js';

/** Every connected set of `n` empty cells, found the slow way: grow sets one neighbour at a time. */
function bruteForce(query: BuildQuery): string[] {
  const on = new Set(cellsOf(query.occupied));
  const empty = Array.from({ length: CELLS }, (_, i) => i).filter((i) => !on.has(i));
  let layer = new Set(empty.map((c) => String(c)));
  for (let k = 1; k < query.n; k++) {
    const next = new Set<string>();
    for (const key of layer) {
      const cells = key.split(',').map(Number);
      for (const c of cells)
        for (const m of [...supports(c), ...dependents(c)])
          if (!on.has(m) && !cells.includes(m)) next.add([...cells, m].sort((a, b) => a - b).join(','));
    }
    layer = next;
  }
  return [...layer].filter((key) => buildFault(query, key.split(',').map(Number)) === null).sort();
}

const START = [index(3, 2, 3), index(2, 3, 3), index(2, 2, 4), index(2, 2, 3)];

describe('the build search', () => {
  it('on an empty plate only 4 dice can hang together: a die on three', () => {
    const occupied = emptyPyramid().occupied;
    const counts = [2, 3, 4, 5, 6].map((n) => countBuildsBits({ occupied, n, touch: null, guard: null }));
    expect(counts).toEqual([0, 0, 36, 0, 0]);
  });

  it('next to the central start pyramid, 3, 5 and 6 dice can be built, 1, 2 and 4 cannot', () => {
    const p = pyramidOf(START.map((cell) => ({ cell })));
    const query = (n: number): BuildQuery => ({
      occupied: p.occupied,
      n,
      touch: touchSet(p, START),
      guard: cellSet(START),
    });
    const possible = [2, 3, 4, 5, 6].filter((n) => anyBuild(query(n)));
    expect(possible).toEqual([3, 5, 6]);
    // A single die never touches another new die, and none fits next to the start pyramid either.
    expect(countBuildsBits(query(1))).toBe(0);
  });

  it('finds exactly the builds a brute-force search finds, each once', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.integer({ min: 0, max: 120 }),
        fc.integer({ min: 1, max: 4 }),
        (seed, dice, n) => {
          const rng = Rng.fromSeed(seed);
          const p = randomPyramid(rng, dice, 2);
          const mine = cellsOf(p.occupied).filter((c) => p.owner[c] === 0);
          const guard = rng.int(3) === 0 ? cellSet(cellsOf(p.occupied).slice(0, 3)) : null;
          const touch = rng.int(3) === 0 ? null : touchSet(p, mine);
          const query: BuildQuery = { occupied: p.occupied, n, touch, guard };
          const found = [...builds(query)].map((b) => b.join(','));
          expect(new Set(found).size).toBe(found.length);
          expect(found.sort()).toEqual(bruteForce(query));
          expect(countBuildsBits(query)).toBe(found.length);
          for (const b of found) {
            const next = pyramidOf(cellsOf(p.occupied).map((cell) => ({ cell })));
            for (const c of b.split(',').map(Number)) place(next, c, 1);
            expect(isStable(next)).toBe(true);
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('a reused search (reset, collectBuilds) finds what a fresh one finds, as dice come and go', () => {
    const rng = Rng.fromSeed('reuse');
    const reused = new BuildSearch({ occupied: new Uint32Array(6), n: 1, touch: null, guard: null });
    const packed = new Uint32Array(4096 * 6);
    // Mostly growing pyramids (closures kept), now and then an unrelated one (closures dropped).
    let p = randomPyramid(rng, 10, 3);
    for (let k = 0; k < 120; k++) {
      if (rng.int(8) === 0) p = randomPyramid(rng, rng.int(120), 3);
      else {
        const next = randomPyramid(rng, 0);
        for (const c of cellsOf(p.occupied)) place(next, c, p.owner[c]!);
        const open =
          cellsOf(p.occupied).length < CELLS
            ? builds({ occupied: p.occupied, n: 1, touch: null, guard: null })
            : [];
        for (const [c] of open) if (rng.int(12) === 0) place(next, c!, rng.int(3));
        p = next;
      }
      const mine = cellsOf(p.occupied).filter(() => rng.int(3) === 0);
      const query: BuildQuery = {
        occupied: p.occupied,
        n: 1 + rng.int(6),
        touch: rng.int(4) === 0 ? null : touchSet(p, mine),
        guard: rng.int(4) === 0 ? cellSet(mine.slice(0, 4)) : null,
      };
      const expected = [...builds(query)].map((b) => b.join());
      reused.reset(query);
      const out = new Uint32Array(6);
      const got: string[] = [];
      while (reused.next(out)) got.push(cellsOf(out).join());
      expect(got).toEqual(expected);
      const n = collectBuilds(query, packed);
      expect(n).toBe(expected.length);
      expect(Array.from({ length: n }, (_, i) => cellsOf(packed, i * 6).join())).toEqual(expected);
    }
  });

  it('samples distinct legal builds, all of them when there are few', () => {
    const p = pyramidOf(START.map((cell) => ({ cell })));
    const query: BuildQuery = {
      occupied: p.occupied,
      n: 6,
      touch: touchSet(p, START),
      guard: cellSet(START),
    };
    const all = [...builds(query)].map((b) => b.join(','));
    const some = sampleBuilds(query, 5, Rng.fromSeed('s'));
    expect(some.count).toBe(all.length);
    expect(some.builds).toHaveLength(5);
    expect(new Set(some.builds.map((b) => b.join(','))).size).toBe(5);
    for (const b of some.builds) expect(all).toContain(b.join(','));
    expect(sampleBuilds(query, 1000, Rng.fromSeed('s')).builds.map((b) => b.join(','))).toEqual(all);
  });

  it('names the broken rule of a set that is no build', () => {
    const p = pyramidOf(START.map((cell) => ({ cell })));
    const q = (n: number): BuildQuery => ({
      occupied: p.occupied,
      n,
      touch: touchSet(p, START),
      guard: cellSet(START),
    });
    expect(buildFault(q(1), [START[0]!])).toBe('occupied');
    expect(buildFault(q(2), [0, 0])).toBe('size');
    expect(buildFault(q(1), [index(1, 1, 1)])).toBe('no-funnel');
    expect(buildFault(q(2), [0, 1])).toBe('not-connected');
    expect(() => countBuildsBits({ occupied: p.occupied, n: 0, touch: null, guard: null })).toThrow(
      RangeError,
    );
  });
});

describe('the build search in batches', () => {
  it('counts many positions at once, as one by one', () => {
    const rng = Rng.fromSeed('batch-builds');
    const count = 6;
    const occ = new Uint32Array(count * 6);
    const touch = new Uint32Array(count * 6).fill(0xffffffff);
    const guard = new Uint32Array(count * 6);
    const singles: number[] = [];
    for (let k = 0; k < count; k++) {
      const p = randomPyramid(rng, 10 + 15 * k, 2);
      occ.set(p.occupied, k * 6);
      const mine = cellsOf(p.occupied).filter((c) => p.owner[c] === 0);
      if (k % 2 === 1) touch.set(touchSet(p, mine), k * 6);
      singles.push(
        countBuildsBits({
          occupied: p.occupied,
          n: 3,
          touch: k % 2 === 1 ? touchSet(p, mine) : null,
          guard: null,
        }),
      );
    }
    const out = new Uint32Array(count);
    expect(countBuildsBatch(count, occ, touch, guard, 3, out)).toBe(singles.reduce((a, b) => a + b, 0));
    expect(Array.from(out)).toEqual(singles);
  });
});
