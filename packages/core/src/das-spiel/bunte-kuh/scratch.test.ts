/**
 * The pyramid kept between calls (`scratch.ts`): the rules answer a state `play` made from the arrays they kept,
 * and must answer exactly as on a fresh copy of that state; any other state, changed in place between calls, is
 * read again. Each case is one a caller may really make: branching from one state (a search), a state set up
 * and then arranged by hand (a test, a puzzle), views and other states asked about in between.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../random/index.js';
import { funnels, funnelsWithSum, ORIENTATIONS } from '../lattice/index.js';
import { bunteKuh } from './index.js';
import { isRight, matchingFunnels, pyramidOfState, total, wrongCalls } from './rules.js';
import type { BunteKuhMove, BunteKuhState } from './types.js';

/** A copy with arrays of its own: the rules have never seen them, so they read it afresh. */
const fresh = (s: BunteKuhState): BunteKuhState => structuredClone(s);

/**
 * The right calls by their definition on a `Pyramid` built from the state: this asks nothing of the rules'
 * kept arrays, so comparing with it never disturbs what is being tested.
 */
function expectedCalls(s: BunteKuhState): BunteKuhMove[] {
  if (s.winners) return [];
  const p = pyramidOfState(s);
  const matching = funnelsWithSum(p, total(s.roll));
  const type = matching.length > 0 ? 'stop' : 'nowhere';
  return (matching.length > 0 ? matching : funnels(p)).flatMap((cell) =>
    Array.from({ length: ORIENTATIONS }, (_, orientation) => ({ type, round: s.round, cell, orientation })),
  );
}

/** The calls of a state as the rules answer them on a fresh copy (this resets what the rules keep). */
const legalOnCopy = (s: BunteKuhState, seat: number): BunteKuhMove[] => bunteKuh.legalMoves(fresh(s), seat);

/** The states of a game replayed on fresh copies, move by move, after it was played. */
function replayed(first: BunteKuhState, moves: readonly [number, BunteKuhMove][]): BunteKuhState[] {
  const out = [first];
  for (const [seat, move] of moves) out.push(bunteKuh.play(fresh(out.at(-1)!), seat, move));
  return out;
}

describe('Bunte Kuh keeps the pyramid between calls', () => {
  it('answers every state play made as its definition says, through whole games, and replays them', () => {
    for (let g = 0; g < 12; g++) {
      const rng = Rng.fromSeed(`kept-${g}`);
      const first = bunteKuh.setup({ players: 2 + (g % 5), seed: `kept-${g}` });
      const states = [first];
      const moves: [number, BunteKuhMove][] = [];
      for (let s = first; !s.winners; ) {
        const seat = rng.int(s.players);
        const legal = bunteKuh.legalMoves(s, seat);
        expect(legal).toEqual(expectedCalls(s));
        // Wrong calls too (a STOP at a funnel of another sum, NOWHERE while one matches): judged wrong.
        const wrong = wrongCalls(s);
        for (const call of wrong.slice(0, 3)) expect(isRight(s, call)).toBe(false);
        expect(isRight(s, legal[0]!)).toBe(true);
        // Now and then a wrong call: it places nothing, and the pyramid kept must stay as it was.
        const move = rng.int(5) === 0 && wrong.length > 0 ? rng.pick(wrong) : rng.pick(legal);
        s = bunteKuh.play(s, seat, move);
        states.push(s);
        moves.push([seat, move]);
      }
      expect(replayed(fresh(first), moves)).toEqual(states);
    }
  });

  it('branches: two moves from one state, then each branch answered as its copy', () => {
    const rng = Rng.fromSeed('branches');
    let s = bunteKuh.setup({ players: 3, seed: 'branches' });
    for (let i = 0; i < 30 && !s.winners; i++) {
      const legal = bunteKuh.legalMoves(s, 0);
      const a = bunteKuh.play(s, 0, legal[0]!);
      const b = bunteKuh.play(s, 1, legal.at(-1)!);
      // The rules last made b; a, made before, must not be answered from b's pyramid.
      for (const branch of [b, a, s, b])
        expect(bunteKuh.legalMoves(branch, 2)).toEqual(expectedCalls(branch));
      s = rng.int(2) === 0 ? a : b;
    }
  });

  it('reads a state arranged by hand again, even after asking about it', () => {
    const s = bunteKuh.setup({ players: 2, seed: 'by-hand' });
    const before = bunteKuh.legalMoves(s, 0);
    // A die put by hand into a funnel the rules just listed: it is a funnel no more.
    const cell = before[0]!.cell;
    s.owner[cell] = 0;
    s.orientation[cell] = 5;
    const after = bunteKuh.legalMoves(s, 0);
    expect(after).toEqual(legalOnCopy(s, 0));
    expect(after.some((m) => m.cell === cell)).toBe(false);
    expect(isRight(s, before[0]!)).toBe(false);
  });

  it('answers a state play made after views and other states were asked about', () => {
    const rng = Rng.fromSeed('between');
    let s = bunteKuh.setup({ players: 4, seed: 'between' });
    const other = bunteKuh.setup({ players: 4, seed: 'another table' });
    for (let i = 0; i < 40 && !s.winners; i++) {
      const seat = rng.int(4);
      const legal = bunteKuh.legalMoves(s, seat);
      bunteKuh.view(s, seat);
      bunteKuh.legalMoves(other, 0); // another pyramid through the same arrays
      matchingFunnels(bunteKuh.view(other, null));
      expect(bunteKuh.legalMoves(s, seat)).toEqual(legal);
      s = bunteKuh.play(s, seat, rng.pick(legal));
      expect(total(s.roll)).toBeGreaterThanOrEqual(3);
    }
  });
});
