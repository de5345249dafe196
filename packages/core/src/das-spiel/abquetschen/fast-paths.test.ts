/**
 * The rules' fast paths give exactly what the plain definitions give (property tests on positions reached by
 * random legal play): the query made from the owner list (`stateQuery`) is `buildQuery(pyramidOfState(…))`; the
 * verdict on a move made from a few lookups (`faultOf`) is `buildFault` of that query, for legal builds, broken
 * ones and junk; the burial check; the position generator hashed piece by piece is the one seeded from the joined
 * string; and the move sample taken by index from one `collectBuilds` call is `sampleBuilds`' reservoir.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../random/index.js';
import { BuildSearch, buildFault, CELLS, cellsOf, sampleBuilds, touchSet, WORDS } from '../lattice/index.js';
import {
  allBuried,
  buildQuery,
  faultOf,
  guardFor,
  positionRng,
  pyramidOfState,
  queryOf,
  sampleLegalBuilds,
  stateQuery,
} from './builds.js';
import { abquetschen } from './index.js';
import type { AbquetschenState } from './types.js';

/** A position after `moves` random legal moves of a seeded game (2 or 3 players, either start rule). */
function position(seed: number, moves: number): AbquetschenState {
  const rng = Rng.fromSeed(`fast-${seed}`);
  const options = { start: seed % 2 === 0 ? 'central' : 'inner', moveLimit: 1 + (seed % 40) } as const;
  let s = abquetschen.setup({ players: 2 + (seed % 2), seed: `fast-${seed}`, options });
  for (let i = 0; i < moves && s.phase !== 'over'; i++)
    s = abquetschen.play(s, s.turn, rng.pick(abquetschen.legalMoves(s, s.turn)));
  return s;
}

const positions = fc.record({ seed: fc.nat(10_000), moves: fc.integer({ min: 0, max: 60 }) });

/**
 * Moves to judge: a legal build, the same broken in every way the rules name, junk, and builds of the right
 * size anywhere on the pyramid (which fail the contact rule or cover the guarded start pyramid).
 */
function candidates(s: AbquetschenState, pick: number): number[][] {
  const legal = abquetschen.legalMoves(s, s.turn).map((m) => m.cells);
  const query = queryOf(s);
  const anywhere: number[][] = [];
  if (query) {
    const search = new BuildSearch({ occupied: query.occupied, n: query.n, touch: null, guard: null });
    const out = new Uint32Array(WORDS);
    for (let i = 0; i < 400 && search.next(out); i++) if (i % 13 === pick % 13) anywhere.push(cellsOf(out));
  }
  const some = legal[pick % Math.max(1, legal.length)] ?? [];
  const other = (pick * 7919) % CELLS;
  return [
    some,
    some.slice(1),
    [...some, other],
    some.map((c, i) => (i === 0 ? other : c)),
    [...some.slice(1), some[0] ?? other, some[0] ?? other],
    Array.from({ length: s.roll ?? 3 }, (_, i) => (other + 17 * i) % CELLS),
    [other],
    [],
    [Number.NaN, Number.NaN],
    [0, 1, 2, 3, 4, 5].map((i) => (other + i) % CELLS),
    ...anywhere,
  ];
}

describe('Abquetschen fast paths', () => {
  it('stateQuery is buildQuery of pyramidOfState, for every seat', () => {
    fc.assert(
      fc.property(positions, ({ seed, moves }) => {
        const s = position(seed, moves);
        const p = pyramidOfState(s);
        for (let seat = 0; seat < s.players; seat++) {
          const guard = guardFor(s, seat);
          expect(stateQuery(s, seat, 4, guard)).toEqual(buildQuery(p, seat, 4, guard));
        }
      }),
      { numRuns: 150 },
    );
  });

  it('faultOf is buildFault of the query, on legal, broken and junk moves', () => {
    const SEED = 20261129;
    const seen = new Set<string | null>();
    fc.assert(
      fc.property(positions, fc.nat(1000), ({ seed, moves }, pick) => {
        const played = position(seed, moves);
        if (played.phase !== 'build' && played.phase !== 'bonus') return;
        // Half the time a guard on some of the dice the builds rest on (rule 3 guards only the start pyramid,
        // early; any guarded dice make the same check).
        const dice = played.owner.flatMap((o, c) => (o >= 0 ? [c] : []));
        const guarded = dice.filter((_, i) => (i * 31 + pick) % 5 === 0);
        const s: AbquetschenState =
          pick % 2 === 0 || guarded.length === 0
            ? played
            : {
                ...played,
                guard: true,
                startPlayer: (played.turn + 1) % played.players,
                startPyramid: guarded.slice(0, 4),
              };
        const query = queryOf(s);
        for (const cells of candidates(s, pick)) {
          const fault = faultOf(s, cells);
          expect(fault).toBe(query ? buildFault(query, cells) : 'size');
          seen.add(fault);
        }
      }),
      // A fixed seed: the coverage below must not depend on a run's luck (with a fresh seed each run,
      // 'not-connected' was missing from 200 runs now and then, and the test failed with nothing wrong).
      { numRuns: 200, seed: SEED },
    );
    // Every verdict came up, so each part of the check was compared.
    expect([...seen].sort()).toEqual(
      ['guard', 'no-funnel', 'no-touch', 'not-connected', 'occupied', 'size', null].sort(),
    );
  });

  it('allBuried is "no die of the seat has an empty face neighbour"', () => {
    fc.assert(
      fc.property(positions, ({ seed, moves }) => {
        const s = position(seed, moves);
        const p = pyramidOfState(s);
        for (let seat = 0; seat < s.players; seat++) {
          const mine = s.owner.flatMap((o, c) => (o === seat ? [c] : []));
          const expected = mine.length > 0 && mine.every((c) => touchSet(p, [c]).every((w) => w === 0));
          expect(allBuried(s.owner, seat)).toBe(expected);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('positionRng is the generator seeded from the joined position string', () => {
    fc.assert(
      fc.property(positions, ({ seed, moves }) => {
        const s = position(seed, moves);
        const joined = Rng.fromSeed(`abquetschen:${s.owner.join(',')}:${s.turn}:${s.roll}:${s.bonus}`);
        expect(positionRng(s).state()).toEqual(joined.state());
      }),
      { numRuns: 150 },
    );
  });

  it('the move sample is sampleBuilds over a build search with the position generator', () => {
    fc.assert(
      fc.property(positions, fc.integer({ min: 1, max: 60 }), ({ seed, moves }, k) => {
        const s = position(seed, moves);
        const query = s.phase === 'build' || s.phase === 'bonus' ? queryOf(s) : null;
        const expected = query ? sampleBuilds(query, k, positionRng(s)) : { builds: [], count: 0 };
        expect(sampleLegalBuilds(s, k, () => positionRng(s))).toEqual(expected);
      }),
      { numRuns: 150 },
    );
  });
});
