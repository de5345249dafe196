import { describe, expect, it } from 'vitest';
import { RuleError } from '../../errors/index.js';
import { coords, faceTowards, index, orientationOf, TILT, upFaces } from '../lattice/index.js';
import { MARCH_START_CELLS, wuerfelmarsch } from './index.js';
import type { WuerfelmarschMove, WuerfelmarschState } from './types.js';

function code(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (e instanceof RuleError) return e.code;
    throw e;
  }
  return 'accepted';
}

/** A 2- or 3-player state with the given dice: [cell, seat, orientation]. */
function stateWith(dice: [number, number, number][], turn = 0, players = 2): WuerfelmarschState {
  const s = wuerfelmarsch.setup({ players, seed: 'crafted' });
  const owner = s.owner.map(() => -1);
  const orientation = s.orientation.map(() => 0);
  for (const [c, seat, o] of dice) {
    owner[c] = seat;
    orientation[c] = o;
  }
  return { ...s, owner, orientation, turn };
}

/** An orientation showing `v` towards `-axis` (and `w` towards `-axis2` when given). */
function showing(axis: number, v: number, axis2?: number, w?: number): number {
  for (let o = 0; o < 24; o++)
    if (faceTowards(o, axis as 0) === v && (axis2 === undefined || faceTowards(o, axis2 as 0) === w))
      return o;
  throw new Error('no such orientation');
}

/** The orientation that tilting by `+ea - eb` turns into `after`. */
function before(after: number, a: number, b: number): number {
  for (let o = 0; o < 24; o++) if (TILT[(o * 3 + a) * 3 + b] === after) return o;
  throw new Error('no tilt');
}

const tilt = (cell: number, to: number): WuerfelmarschMove => ({ type: 'tilt', cell, to });

describe('Würfelmarsch: set-up', () => {
  it('puts 5 dice per player on the five middle edge funnels of his side, corners and outer funnels free', () => {
    const s = wuerfelmarsch.setup({ players: 3, seed: 'x' });
    for (let seat = 0; seat < 3; seat++) {
      const cells = s.owner.flatMap((o, c) => (o === seat ? [c] : []));
      expect(cells).toEqual([...MARCH_START_CELLS[seat]!]);
      const others = cells.map((c) => coords(c).filter((_, a) => a !== seat));
      expect(cells.every((c) => coords(c)[seat] === 0)).toBe(true);
      expect(others.map((p) => Math.min(...p)).sort()).toEqual([2, 2, 3, 3, 4]);
    }
  });

  it('each die shows 3 to its player, 2 to his left neighbour, 1 to his right: (3,2,1) for side X', () => {
    const s = wuerfelmarsch.setup({ players: 3, seed: 'x' });
    const face = (seat: number) => upFaces(s.orientation[MARCH_START_CELLS[seat]![0]!]!);
    expect(face(0)).toEqual([3, 2, 1]);
    // Side Y: 3 to Y, 2 to its left neighbour Z, 1 to its right neighbour X.
    expect(face(1)).toEqual([1, 3, 2]);
    expect(face(2)).toEqual([2, 1, 3]);
    const two = wuerfelmarsch.setup({ players: 2, seed: 'x' });
    expect(two.owner.filter((o) => o >= 0)).toHaveLength(10);
  });
});

describe('Würfelmarsch: tilting', () => {
  const p = index(0, 4, 4);
  it('tilts forward, left or right into an empty funnel; never backwards, never far, never onto a die', () => {
    const s = stateWith([
      [p, 0, orientationOf(3, 2, 1)],
      [index(1, 4, 3), 1, 0],
    ]);
    const targets = wuerfelmarsch.legalMoves(s, 0).flatMap((m) => (m.type === 'tilt' ? [m.to] : []));
    // forward +ex-ey, +ex-ez (the second is taken), left -ey+ez, right +ey-ez.
    expect(targets.sort((a, b) => a - b)).toEqual(
      [index(1, 3, 4), index(0, 3, 5), index(0, 5, 3)].sort((a, b) => a - b),
    );
    expect(code(() => wuerfelmarsch.play(s, 0, tilt(p, index(1, 4, 3))))).toBe('funnel-taken');
    expect(code(() => wuerfelmarsch.play(s, 0, tilt(p, index(0, 2, 6))))).toBe('not-adjacent');
    // Backwards for side Y: -ey.
    const y = index(3, 2, 3);
    const t = stateWith(
      [
        [y, 1, 0],
        [p, 0, 0],
      ],
      1,
    );
    expect(code(() => wuerfelmarsch.play(t, 1, tilt(y, index(4, 1, 3))))).toBe('backwards');
    expect(code(() => wuerfelmarsch.play(t, 1, tilt(y, index(3, 3, 2))))).toBe('accepted');
    expect(code(() => wuerfelmarsch.play(t, 1, tilt(p, index(1, 3, 4))))).toBe('not-your-die');
    expect(code(() => wuerfelmarsch.play(t, 0, tilt(p, index(1, 3, 4))))).toBe('not-your-turn');
  });

  it('maps faces as the rulebook shows: 6 to the player, 2 left, 3 right; tilted right the 3 is covered', () => {
    const s = stateWith([
      [p, 0, orientationOf(6, 2, 3)],
      [index(8, 0, 0), 1, 0],
    ]);
    const after = wuerfelmarsch.play(s, 0, tilt(p, index(0, 5, 3)));
    expect(upFaces(after.orientation[index(0, 5, 3)]!)).toEqual([6, 4, 2]);
    expect(after.owner[p]).toBe(-1);
    expect(after.turn).toBe(1);
  });
});

describe('Würfelmarsch: turning', () => {
  it('turns an own die to any other orientation, never the same, and never captures', () => {
    const q = index(3, 3, 2);
    const s = stateWith([
      [q, 0, showing(1, 6)],
      [index(4, 2, 2), 1, showing(0, 1)],
      [index(3, 2, 3), 1, showing(2, 1)],
    ]);
    const turns = wuerfelmarsch.legalMoves(s, 0).filter((m) => m.type === 'turn');
    expect(turns).toHaveLength(23);
    expect(
      code(() => wuerfelmarsch.play(s, 0, { type: 'turn', cell: q, orientation: s.orientation[q]! })),
    ).toBe('same-orientation');
    const after = wuerfelmarsch.play(s, 0, turns[0]!);
    expect(after.owner.filter((o) => o >= 0)).toHaveLength(3);
    expect(after.captured).toEqual([0, 0]);
  });
});

describe('Würfelmarsch: capturing', () => {
  // The tilted die lands on q = (3,3,2) from p = (2,4,2) (forward for side X). It then forms two triangles:
  // around funnel (3,2,2) with (4,2,2) and (3,2,3), where q points its -y face; around funnel (3,3,1) with
  // (4,3,1) and (3,4,1), where q points its -z face.
  const q = index(3, 3, 2);
  const from = index(2, 4, 2);
  const A = index(4, 2, 2); // -x into (3,2,2)
  const B = index(3, 2, 3); // -z into (3,2,2)
  const C = index(4, 3, 1); // -x into (3,3,1)
  const D = index(3, 4, 1); // -y into (3,3,1)
  const arriving = (minusY: number, minusZ: number) => before(showing(1, minusY, 2, minusZ), 0, 1);

  it('the rulebook example: the 6 captures a 5 and spares the own 2; the tie of 5s takes all three away', () => {
    const s = stateWith([
      [from, 0, arriving(6, 5)],
      [A, 1, showing(0, 5)],
      [B, 0, showing(2, 2)],
      [C, 1, showing(0, 5)],
      [D, 1, showing(1, 3)],
    ]);
    const after = wuerfelmarsch.play(s, 0, tilt(from, q));
    expect(after.last!.triangles.map((t) => t.result)).toEqual(['capture', 'tie']);
    expect(after.captured).toEqual([1, 0]);
    // q, C and D left the game by the tie: q is seat 0's, C and D seat 1's.
    expect(after.lost).toEqual([1, 2]);
    expect([q, A, C, D].map((c) => after.owner[c])).toEqual([-1, -1, -1, -1]);
    expect(after.owner[B]).toBe(0);
  });

  it('a die captured in one triangle is captured even if it ties in another', () => {
    const s = stateWith([
      [from, 0, arriving(4, 5)],
      [A, 1, showing(0, 6)],
      [B, 1, showing(2, 1)],
      [C, 1, showing(0, 5)],
      [D, 1, showing(1, 2)],
    ]);
    const after = wuerfelmarsch.play(s, 0, tilt(from, q));
    expect(after.last!.captures).toEqual([{ cell: q, owner: 0, by: 1 }]);
    expect(after.captured).toEqual([0, 1]);
    // The tie removes C and D (seat 1's); q counts as captured, not as lost.
    expect(after.lost).toEqual([0, 2]);
    expect(after.owner.filter((o) => o >= 0).length).toBe(2);
  });

  it('a Tafel ruling: the tilted die captured in two triangles goes to the higher capturing face', () => {
    const s = stateWith(
      [
        [from, 0, arriving(3, 2)],
        [A, 1, showing(0, 5)],
        [B, 1, showing(2, 1)],
        [C, 2, showing(0, 6)],
        [D, 2, showing(1, 1)],
      ],
      0,
      3,
    );
    const after = wuerfelmarsch.play(s, 0, tilt(from, q));
    expect(after.last!.captures).toEqual([{ cell: q, owner: 0, by: 2 }]);
    expect(after.captured).toEqual([0, 0, 1]);
    expect(after.lost).toEqual([0, 0, 0]);
  });

  it('nobody captures his own dice; only triangles around a saddle the tilted die is in are judged', () => {
    const s = stateWith([
      [from, 0, arriving(6, 2)],
      [A, 0, showing(0, 2)],
      [B, 1, showing(2, 3)],
      [index(8, 0, 0), 1, 0],
    ]);
    const after = wuerfelmarsch.play(s, 0, tilt(from, q));
    expect(after.last!.triangles).toHaveLength(1);
    expect(after.captured).toEqual([1, 0]);
    expect(after.owner[A]).toBe(0);
    expect(after.owner[B]).toBe(-1);
  });
});

describe('Würfelmarsch: the end', () => {
  it('a die reaching the corner funnel opposite its side wins at once', () => {
    const corner = index(8, 0, 0);
    const s = stateWith([
      [index(7, 1, 0), 0, 0],
      [index(0, 4, 4), 1, 0],
    ]);
    const after = wuerfelmarsch.play(s, 0, tilt(index(7, 1, 0), corner));
    expect(after.end).toEqual({ reason: 'corner', seat: 0 });
    expect(wuerfelmarsch.outcome(after)!.winners).toEqual([0]);
    expect(wuerfelmarsch.active(after)).toEqual([]);
  });

  it('skips a player with no die; no die left: the count, a tie won by who moved last', () => {
    const from = index(2, 4, 2);
    const q = index(3, 3, 2);
    // Seat 1 has no die on the plate: seat 0 moves again.
    const s = stateWith([
      [from, 0, 0],
      [index(0, 4, 4), 0, 0],
    ]);
    expect(wuerfelmarsch.play(s, 0, tilt(from, q)).turn).toBe(0);
    // The last three dice tie and leave: nobody is left, so the count decides.
    const t = {
      ...stateWith([
        [from, 0, before(showing(1, 5, 2, 1), 0, 1)],
        [index(4, 2, 2), 1, showing(0, 5)],
        [index(3, 2, 3), 1, showing(2, 2)],
      ]),
      captured: [1, 3],
    };
    const end = wuerfelmarsch.play(t, 0, tilt(from, q));
    expect(end.end).toEqual({ reason: 'count', seat: 0 });
    expect(end.lost).toEqual([1, 2]);
    expect(wuerfelmarsch.outcome(end)).toEqual({ scores: [0, 1], winners: [1] });
    // Level: the player who moved last among them (seat 0) wins.
    const even = wuerfelmarsch.play({ ...t, captured: [1, 2] }, 0, tilt(from, q));
    expect(wuerfelmarsch.outcome(even)).toEqual({ scores: [0, 0], winners: [0] });
  });

  it('ends at the turn limit with the final count', () => {
    let s = wuerfelmarsch.setup({ players: 2, seed: 'x', options: { turnLimit: 3 } });
    for (let i = 0; i < 3; i++)
      s = wuerfelmarsch.play(s, s.turn, wuerfelmarsch.legalMoves(s, s.turn).at(-1)!);
    expect(s.end!.reason).toBe('limit');
    expect(wuerfelmarsch.outcome(s)!.winners).toEqual([0]);
  });
});
