/**
 * The tests that pick the rulebook's examples out of a game: each says yes to the printed case only, so a sentence
 * of the rulebook is never put beside a near miss (alone with 6 tricks, 8 together, a tilt with two ties).
 */
import { supports } from '@tafel/core/das-spiel';
import type { WuerfelmarschState } from '@tafel/core/das-spiel/wuerfelmarsch';
import type { WiezenState } from '@tafel/core/wiezen';
import { describe, expect, it } from 'vitest';
import { aloneWithFive, funnelKind, togetherWithSeven, twoFunnelsOneTied } from './how-to-play-rulebook.ts';

/** A Wiezen state as far as the tests read it: the deals scored so far. */
const deals = (...history: Partial<WiezenState['history'][number]>[]) =>
  ({ history }) as unknown as WiezenState;

describe('the rulebook examples’ tests', () => {
  it('Wiezen: alone with exactly 5 tricks, at the move that scores the deal', () => {
    const alone = (tricks: number[]) => ({ game: 'alleen' as const, declarers: [1], tricks });
    expect(aloneWithFive(deals(), deals(alone([3, 5, 2, 3])))).toBe(true);
    expect(aloneWithFive(deals(), deals(alone([2, 6, 2, 3])))).toBe(false);
    expect(aloneWithFive(deals(), deals({ game: 'vragen', declarers: [1, 3], tricks: [3, 3, 4, 3] }))).toBe(
      false,
    );
    // A move that scores no deal (the deal was scored before it) is not the example.
    expect(aloneWithFive(deals(alone([3, 5, 2, 3])), deals(alone([3, 5, 2, 3])))).toBe(false);
  });

  it('Wiezen: asked and joined with 7 tricks together', () => {
    const vragen = (tricks: number[]) => ({ game: 'vragen' as const, declarers: [2, 3], tricks });
    expect(togetherWithSeven(deals(), deals(vragen([4, 2, 4, 3])))).toBe(true);
    expect(togetherWithSeven(deals(), deals(vragen([3, 2, 4, 4])))).toBe(false);
    expect(
      togetherWithSeven(deals(), deals({ game: 'troel', declarers: [2, 3], tricks: [4, 2, 4, 3] })),
    ).toBe(false);
  });

  it('Würfelmarsch: two funnels, the mover capturing in one, a tie in the other', () => {
    const after = (results: ('capture' | 'tie')[], by = 1) =>
      ({
        last: {
          seat: 1,
          move: { type: 'tilt', cell: 32, to: 33 },
          triangles: results.map((result) => ({ funnel: 0, cells: [], faces: [], result })),
          captures: results.includes('capture') ? [{ cell: 34, owner: 2, by }] : [],
          removed: [],
        },
      }) as unknown as WuerfelmarschState;
    expect(twoFunnelsOneTied(null, after(['tie', 'capture']))).toBe(true);
    expect(twoFunnelsOneTied(null, after(['tie', 'tie']))).toBe(false);
    expect(twoFunnelsOneTied(null, after(['capture', 'capture']))).toBe(false);
    expect(twoFunnelsOneTied(null, after(['capture']))).toBe(false);
    // The mover's die captured by another's: not the rulebook's case, where the mover's 6 wins.
    expect(twoFunnelsOneTied(null, after(['tie', 'capture'], 2))).toBe(false);
  });

  it('Cui bono?: a funnel is of one other colour (A), the three colours (B), the die’s own (C), or two colours', () => {
    const funnel = 81;
    const owner = Array.from({ length: 165 }, () => -1);
    const paint = (...colours: number[]) => {
      for (const [i, s] of supports(funnel).entries()) owner[s] = colours[i]!;
      return { owner };
    };
    expect(funnelKind(paint(2, 2, 2), funnel, 0)).toBe('other');
    expect(funnelKind(paint(0, 1, 2), funnel, 0)).toBe('three');
    expect(funnelKind(paint(0, 0, 0), funnel, 0)).toBe('own');
    expect(funnelKind(paint(0, 0, 2), funnel, 0)).toBe('mixed');
  });
});
