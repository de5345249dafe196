/**
 * Bunte Kuh's rules read the pyramid from the JSON state into reused arrays instead of building a `Pyramid` per
 * question (`scratch.ts`): property tests hold the move list and the verdict on a call to their plain
 * definitions on the pyramid, on positions reached by random play, for calls right and wrong.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../random/index.js';
import { CELLS, funnels, funnelsWithSum, isFunnel, ORIENTATIONS } from '../lattice/index.js';
import { bunteKuh } from './index.js';
import { isRight, pyramidOfState, total } from './rules.js';
import type { BunteKuhMove, BunteKuhState } from './types.js';

/** A position after `moves` random right calls by random seats (2..6 players). */
function position(seed: number, moves: number): BunteKuhState {
  const rng = Rng.fromSeed(`bk-fast-${seed}`);
  let s = bunteKuh.setup({ players: 2 + (seed % 5), seed: `bk-fast-${seed}` });
  for (let i = 0; i < moves && !s.winners; i++) {
    const seat = rng.int(s.players);
    s = bunteKuh.play(s, seat, rng.pick(bunteKuh.legalMoves(s, seat)));
  }
  return s;
}

const positions = fc.record({ seed: fc.nat(10_000), moves: fc.integer({ min: 0, max: 70 }) });

describe('Bunte Kuh fast paths', () => {
  it('the move list is every matching funnel (else every funnel) in the 24 orientations', () => {
    fc.assert(
      fc.property(positions, ({ seed, moves }) => {
        const s = position(seed, moves);
        const p = pyramidOfState(s);
        const matching = funnelsWithSum(p, total(s.roll));
        const type = matching.length > 0 ? 'stop' : 'nowhere';
        const expected: BunteKuhMove[] = [];
        if (!s.winners)
          for (const cell of matching.length > 0 ? matching : funnels(p))
            for (let orientation = 0; orientation < ORIENTATIONS; orientation++)
              expected.push({ type, round: s.round, cell, orientation });
        for (let seat = 0; seat < s.players; seat++) expect(bunteKuh.legalMoves(s, seat)).toEqual(expected);
        expect(bunteKuh.legalMoves(s, s.players)).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });

  it('a call is right exactly when it names a funnel of the sum (or NOWHERE with none), on any cell', () => {
    fc.assert(
      fc.property(positions, fc.integer({ min: 0, max: CELLS - 1 }), ({ seed, moves }, cell) => {
        const s = position(seed, moves);
        const p = pyramidOfState(s);
        const matching = funnelsWithSum(p, total(s.roll));
        for (const type of ['stop', 'nowhere'] as const) {
          const move: BunteKuhMove = { type, round: s.round, cell, orientation: 0 };
          const expected = !isFunnel(p, cell)
            ? false
            : type === 'stop'
              ? matching.includes(cell)
              : matching.length === 0;
          expect(isRight(s, move)).toBe(expected);
        }
      }),
      { numRuns: 300 },
    );
  });
});
