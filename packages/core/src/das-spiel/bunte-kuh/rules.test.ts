import { describe, expect, it } from 'vitest';
import { RuleError } from '../../errors/index.js';
import { funnelSum, index, level, orientationOf, upFaces } from '../lattice/index.js';
import { BASE_DIE, bunteKuh, bunteKuhPyramid, matchingFunnels, total, wrongCalls } from './index.js';
import type { BunteKuhState } from './types.js';

function code(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (e instanceof RuleError) return e.code;
    throw e;
  }
  return 'accepted';
}

/** Three dice showing `t` in all. */
function rollOf(t: number): [number, number, number] {
  const a = Math.min(6, t - 2);
  const b = Math.min(6, t - a - 1);
  return [a, b, t - a - b];
}

/** A game whose base dice all lie alike, so every level-1 funnel has the same sum `S`, with roll `t`. */
function uniform(players: number, t: number): { state: BunteKuhState; S: number } {
  const s = bunteKuh.setup({ players, seed: 'uniform' });
  const o = orientationOf(3, 2, 1);
  const orientation = s.orientation.map((x, c) => (level(c) === 0 ? o : x));
  const [a, b, c] = upFaces(o);
  return { state: { ...s, orientation, roll: rollOf(t) }, S: a + b + c };
}

describe('Bunte Kuh: set-up', () => {
  it('fills the base plate with 45 pearl dice and shares the 60 dice evenly', () => {
    for (const [players, each] of [
      [2, 30],
      [3, 20],
      [4, 15],
      [5, 12],
      [6, 10],
    ] as const) {
      const s = bunteKuh.setup({ players, seed: `setup-${players}` });
      expect(s.stock).toEqual(new Array(players).fill(each));
      expect(s.owner.filter((o) => o === BASE_DIE)).toHaveLength(45);
      s.owner.forEach((o, c) => {
        expect(o === BASE_DIE).toBe(level(c) === 0);
      });
      expect(s.holder).toBe(0);
      expect(s.roll.every((d) => d >= 1 && d <= 6)).toBe(true);
      expect(bunteKuh.active(s)).toEqual(Array.from({ length: players }, (_, i) => i));
    }
    expect(code(() => bunteKuh.setup({ players: 1, seed: 'x' }))).toBe('invalid-players');
    expect(code(() => bunteKuh.setup({ players: 7, seed: 'x' }))).toBe('invalid-players');
  });

  it('takes no more dice than the 120 places above the base: a full pyramid would leave dice with nowhere to go', () => {
    expect(bunteKuh.setup({ players: 3, seed: 'x', options: { stock: 40 } }).stock).toEqual([40, 40, 40]);
    expect(bunteKuh.setup({ players: 2, seed: 'x', options: { stock: 60 } }).stock).toEqual([60, 60]);
    let refusal: RuleError | undefined;
    try {
      bunteKuh.setup({ players: 3, seed: 'x', options: { stock: 41 } });
    } catch (e) {
      refusal = e as RuleError;
    }
    expect(refusal?.code).toBe('invalid-options');
    expect(refusal?.text('en')).toMatch(/at most 40/);
    expect(refusal?.text('nl')).toMatch(/hoogstens 40/);
  });
});

describe('Bunte Kuh: calls', () => {
  it('a right STOP puts the caller’s die in the funnel, in his orientation; the roll dice pass left', () => {
    const { state, S } = uniform(3, 0);
    const s = { ...state, roll: rollOf(S) };
    const f = index(2, 2, 3);
    expect(funnelSum(bunteKuhPyramid(s), f)).toBe(S);
    const o = orientationOf(6, 2, 3);
    const next = bunteKuh.play(s, 2, { type: 'stop', round: 1, cell: f, orientation: o });
    expect(next.owner[f]).toBe(2);
    expect(next.orientation[f]).toBe(o);
    expect(next.stock).toEqual([20, 20, 19]);
    expect(next.round).toBe(2);
    expect(next.holder).toBe(1);
    expect(next.rounds[0]!.calls).toEqual([{ seat: 2, type: 'stop', cell: f, orientation: o, right: true }]);
    expect(next.rounds[1]).toMatchObject({ round: 2, holder: 1, calls: [] });
    // The same call again answers a round that is over.
    expect(
      code(() => bunteKuh.play(next, 0, { type: 'stop', round: 1, cell: index(3, 2, 2), orientation: 0 })),
    ).toBe('round-over');
  });

  it('a wrong STOP places nothing: every other player gives the caller a die, and the roll dice pass left', () => {
    const { state, S } = uniform(4, 0);
    const s = { ...state, roll: rollOf(S === 10 ? 11 : 10) };
    expect(matchingFunnels(s)).toEqual([]);
    const next = bunteKuh.play(s, 1, { type: 'stop', round: 1, cell: index(2, 2, 3), orientation: 0 });
    expect(next.stock).toEqual([14, 18, 14, 14]);
    expect(next.owner).toEqual(s.owner);
    expect(next.rounds[0]!.calls).toEqual([
      { seat: 1, type: 'stop', cell: index(2, 2, 3), orientation: 0, right: false },
    ]);
    // "Vervolgens geeft de speler die de som heeft gedobbeld de paarlemoeren dobbelstenen aan zijn linkerbuurman."
    expect(next.round).toBe(2);
    expect(next.holder).toBe(1);
    expect(next.rounds[1]).toMatchObject({ round: 2, holder: 1, roll: next.roll, calls: [] });
    // The old roll is answered: a second call on it is too late.
    expect(
      code(() => bunteKuh.play(next, 2, { type: 'stop', round: 1, cell: index(2, 2, 3), orientation: 0 })),
    ).toBe('round-over');
  });

  it('a call at a cell that is no funnel (a "valse trechter") is a wrong call, penalised', () => {
    const { state, S } = uniform(3, 0);
    const s = { ...state, roll: rollOf(S) };
    // Cell 3 holds a base die; (1,1,1) on level 2 has no dice under it: neither can take a die.
    for (const [cell, type] of [
      [3, 'stop'],
      [index(1, 1, 1), 'stop'],
      [index(1, 1, 1), 'nowhere'],
    ] as const) {
      const next = bunteKuh.play(s, 2, { type, round: 1, cell, orientation: 4 });
      expect(next.stock).toEqual([19, 19, 22]);
      expect(next.owner).toEqual(s.owner);
      expect(next.rounds[0]!.calls[0]!.right).toBe(false);
      expect(next.holder).toBe(1);
    }
    // Even when no funnel has the sum, NOWHERE must show a funnel for its die.
    const none = { ...state, roll: rollOf(S === 4 ? 5 : 4) };
    expect(bunteKuh.play(none, 0, { type: 'nowhere', round: 1, cell: 3, orientation: 0 }).stock).toEqual([
      22, 19, 19,
    ]);
  });

  it('NOWHERE: right when no funnel has the sum (the die goes anywhere), wrong otherwise', () => {
    const { state, S } = uniform(2, 0);
    const none = { ...state, roll: rollOf(S === 4 ? 5 : 4) };
    const legal = bunteKuh.legalMoves(none, 0);
    expect(legal.every((m) => m.type === 'nowhere')).toBe(true);
    expect(legal).toHaveLength(36 * 24);
    const placed = bunteKuh.play(none, 0, {
      type: 'nowhere',
      round: 1,
      cell: index(0, 0, 7),
      orientation: 5,
    });
    expect(placed.owner[index(0, 0, 7)]).toBe(0);
    expect(placed.stock).toEqual([29, 30]);
    const some = { ...state, roll: rollOf(S) };
    expect(bunteKuh.legalMoves(some, 1).every((m) => m.type === 'stop')).toBe(true);
    const wrong = bunteKuh.play(some, 0, { type: 'nowhere', round: 1, cell: index(0, 0, 7), orientation: 5 });
    expect(wrong.stock).toEqual([31, 29]);
    expect(wrongCalls(some).some((m) => m.type === 'nowhere')).toBe(true);
  });

  it('refuses calls that name no cell or no orientation, and calls after the end', () => {
    const { state } = uniform(2, 10);
    const before = JSON.stringify(state);
    for (const cell of [-1, 165, 45.5])
      expect(code(() => bunteKuh.play(state, 0, { type: 'stop', round: 1, cell, orientation: 0 }))).toBe(
        'no-such-cell',
      );
    expect(code(() => bunteKuh.play(state, 0, { type: 'stop', round: 1, cell: 45, orientation: 24 }))).toBe(
      'invalid-orientation',
    );
    expect(code(() => bunteKuh.play(state, 0, { type: 'stop', round: 2, cell: 45, orientation: 0 }))).toBe(
      'round-over',
    );
    expect(code(() => bunteKuh.play(state, 2, { type: 'stop', round: 1, cell: 45, orientation: 0 }))).toBe(
      'invalid-seat',
    );
    expect(JSON.stringify(state)).toBe(before);
  });

  it('lists every right call: each matching funnel in all 24 orientations', () => {
    const s = bunteKuh.setup({ players: 3, seed: 'list' });
    const matching = matchingFunnels(s);
    const legal = bunteKuh.legalMoves(s, 1);
    if (matching.length > 0) {
      expect(legal).toHaveLength(matching.length * 24);
      for (const m of legal) expect(funnelSum(bunteKuhPyramid(s), m.cell)).toBe(total(s.roll));
    } else expect(legal.every((m) => m.type === 'nowhere')).toBe(true);
  });
});

describe('Bunte Kuh: the end', () => {
  it('ends at once when a player puts down his last die: he wins', () => {
    const { state, S } = uniform(2, 0);
    const s = { ...state, roll: rollOf(S), stock: [1, 5] };
    const over = bunteKuh.play(s, 0, { type: 'stop', round: 1, cell: 45, orientation: 0 });
    expect(over.winners).toEqual([0]);
    expect(bunteKuh.outcome(over)).toEqual({ scores: [1, 0], winners: [0] });
    expect(bunteKuh.active(over)).toEqual([]);
    expect(code(() => bunteKuh.play(over, 1, { type: 'stop', round: 2, cell: 46, orientation: 0 }))).toBe(
      'game-over',
    );
  });

  it('a penalty that empties stocks ends it too: two at once both win', () => {
    const { state, S } = uniform(3, 0);
    const s = { ...state, roll: rollOf(S === 10 ? 11 : 10), stock: [1, 7, 1] };
    const over = bunteKuh.play(s, 1, { type: 'stop', round: 1, cell: 45, orientation: 0 });
    expect(over.stock).toEqual([0, 9, 0]);
    expect(over.winners).toEqual([0, 2]);
  });
});
