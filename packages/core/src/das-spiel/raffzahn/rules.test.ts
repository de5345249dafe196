import { describe, expect, it } from 'vitest';
import { RuleError } from '../../errors/index.js';
import { APEX, faceTowards, index, LEVEL_START } from '../lattice/index.js';
import { faceTo, raffzahn, takeable } from './index.js';
import type { RaffzahnState } from './types.js';

function code(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (e instanceof RuleError) return e.code;
    throw e;
  }
  return 'accepted';
}

/** An orientation showing `v` towards `-axis`. */
function showing(axis: number, v: number): number {
  for (let o = 0; o < 24; o++) if (faceTowards(o, axis as 0) === v) return o;
  throw new Error('none');
}

describe('Raffzahn: set-up', () => {
  it('builds the full random pyramid and removes the apex; seat 0 has rolled', () => {
    const s = raffzahn.setup({ players: 3, seed: 'x' });
    expect(s.owner[APEX]).toBe(-1);
    expect(s.owner.filter((o) => o >= 0)).toHaveLength(164);
    const counts = [0, 1, 2].map((c) => s.owner.filter((o) => o === c).length).sort();
    expect(counts).toEqual([54, 55, 55]);
    expect(s.phase).toBe('race');
    expect(s.roller).toBe(0);
    expect(s.roll! >= 1 && s.roll! <= 6).toBe(true);
    expect(raffzahn.setup({ players: 3, seed: 'x' })).toEqual(s);
  });

  it('the three dice under the apex are the free ones; no two seats ever want the same die', () => {
    const s = raffzahn.setup({ players: 3, seed: 'y' });
    const top = [index(1, 0, 0), index(0, 1, 0), index(0, 0, 1)];
    for (let roll = 1; roll <= 6; roll++) {
      const wants = [0, 1, 2].map((seat) => takeable(s, seat, roll));
      for (const w of wants) for (const c of w) expect(top).toContain(c);
      const all = wants.flat();
      expect(new Set(all).size).toBe(all.length);
    }
  });
});

describe('Raffzahn: taking', () => {
  const below = index(1, 0, 0);
  /** Round 1, roll 5, the die at (1,0,0) showing 5 to side Y. */
  function game(players = 3): RaffzahnState {
    const s = raffzahn.setup({ players, seed: 'take' });
    const orientation = s.orientation.slice();
    orientation[below] = showing(1, 5);
    return { ...s, roll: 5, orientation, current: { ...s.current, roll: 5 } };
  }

  it('any seat takes a free die whose face towards its own side shows the roll; that can free others', () => {
    const s = game();
    expect(faceTo(s, below, 1)).toBe(5);
    expect(raffzahn.active(s)).toContain(1);
    const after = raffzahn.play(s, 1, { type: 'take', cell: below, round: 1 });
    expect(after.owner[below]).toBe(-1);
    expect(after.taken).toEqual([0, 1, 0]);
    expect(after.current.takes).toEqual([{ seat: 1, cell: below }]);
    // (2,0,0) now carries nothing: it is free.
    expect(takeable(after, 0, faceTo(after, index(2, 0, 0), 0))).toContain(index(2, 0, 0));
    expect(code(() => raffzahn.play(s, 0, { type: 'take', cell: below, round: 1 }))).toBe('wrong-face');
    expect(code(() => raffzahn.play(s, 1, { type: 'take', cell: index(4, 2, 2), round: 1 }))).toBe(
      'not-free',
    );
    expect(code(() => raffzahn.play(s, 1, { type: 'take', cell: APEX, round: 1 }))).toBe('not-free');
  });

  it('only the roller calls STOP; then the roll passes left, and a take for that round is late', () => {
    const s = game();
    expect(code(() => raffzahn.play(s, 1, { type: 'stop' }))).toBe('only-roller');
    const stopped = raffzahn.play({ ...s, taken: [0, 2, 0] }, 0, { type: 'stop' });
    expect(stopped.phase).toBe('stopped');
    expect(stopped.roller).toBe(1);
    // Late: the die stays, and seat 1 gives one die to each other player.
    const late = raffzahn.play(stopped, 1, { type: 'take', cell: below, round: 1 });
    expect(late.owner[below]).toBe(s.owner[below]);
    expect(late.taken).toEqual([1, 0, 1]);
    expect(late.current.late).toEqual([{ seat: 1, cell: below, gave: 2 }]);
    // Once a round: then seat 1 may only roll (it is the next roller), and a second late take is refused.
    expect(code(() => raffzahn.play(late, 1, { type: 'take', cell: below, round: 1 }))).toBe('late-already');
    expect(raffzahn.legalMoves(late, 1)).toEqual([{ type: 'roll' }]);
    // With too few dice, he gives none.
    const poor = raffzahn.play({ ...stopped, taken: [0, 1, 0] }, 1, { type: 'take', cell: below, round: 1 });
    expect(poor.taken).toEqual([0, 1, 0]);
    // The next roller rolls; a claim for the old round is refused.
    // Seat 0 has nothing left to do this round: it may not move at all.
    expect(raffzahn.active(stopped)).not.toContain(0);
    expect(code(() => raffzahn.play(stopped, 0, { type: 'roll' }))).toBe('not-your-turn');
    const next = raffzahn.play(stopped, 1, { type: 'roll' });
    expect(next.round).toBe(2);
    expect(next.phase).toBe('race');
    expect(next.current.roller).toBe(1);
    expect(code(() => raffzahn.play(next, 1, { type: 'take', cell: below, round: 1 }))).toBe('wrong-round');
  });

  it('with two players side Z has nobody; a late take gives one die to the one other player', () => {
    const s = game(2);
    const stopped = raffzahn.play({ ...s, taken: [0, 1] }, 0, { type: 'stop' });
    expect(raffzahn.play(stopped, 1, { type: 'take', cell: below, round: 1 }).taken).toEqual([1, 0]);
  });
});

describe('Raffzahn: the end', () => {
  it('ends when the roller calls STOP and only level-0 dice remain: most dice wins, ties share', () => {
    const s = raffzahn.setup({ players: 3, seed: 'end' });
    const owner = s.owner.map((o, c) => (c < LEVEL_START[1]! ? o : -1));
    const base = { ...s, owner, taken: [40, 40, 39] };
    const end = raffzahn.play(base, 0, { type: 'stop' });
    expect(end.phase).toBe('over');
    expect(raffzahn.outcome(end)).toEqual({ scores: [40, 40, 39], winners: [0, 1] });
    expect(raffzahn.active(end)).toEqual([]);
    // One die above level 0: the game goes on.
    const more = owner.slice();
    more[LEVEL_START[1]!] = 0;
    expect(raffzahn.play({ ...base, owner: more }, 0, { type: 'stop' }).phase).toBe('stopped');
  });
});
