import { describe, expect, it } from 'vitest';
import { index, orientationOf, upFaces } from '../lattice/index.js';
import { TILT_DIRECTIONS, tiltDirection, tiltsFrom, tiltTarget, wuerfelmarsch } from './index.js';

describe('Würfelmarsch: tilt directions as a player names them', () => {
  const p = index(0, 4, 4);

  it('side X: forward +ex-ey / +ex-ez, left -ey+ez, right +ey-ez (the rulebook covers the right face)', () => {
    expect(tiltTarget(p, 0, 'forward-left')).toBe(index(1, 3, 4));
    expect(tiltTarget(p, 0, 'forward-right')).toBe(index(1, 4, 3));
    expect(tiltTarget(p, 0, 'left')).toBe(index(0, 3, 5));
    expect(tiltTarget(p, 0, 'right')).toBe(index(0, 5, 3));
    // 6 to the player, 2 left, 3 right: tilted to the right the 3 is covered.
    let s = wuerfelmarsch.setup({ players: 2, seed: 'd' });
    s = {
      ...s,
      owner: s.owner.map((_, c) => (c === p ? 0 : c === index(8, 0, 0) ? 1 : -1)),
      orientation: s.orientation.map((_, c) => (c === p ? orientationOf(6, 2, 3) : 0)),
    };
    const after = wuerfelmarsch.play(s, 0, { type: 'tilt', cell: p, to: tiltTarget(p, 0, 'right') });
    expect(upFaces(after.orientation[index(0, 5, 3)]!)).toEqual([6, 4, 2]);
  });

  it('tilting towards a neighbour covers the face that points to him, for every side', () => {
    const middle = index(3, 3, 2);
    for (let side = 0; side < 3; side++) {
      const left = (side + 1) % 3;
      const right = (side + 2) % 3;
      const o = orientationOf(3, 2, 1);
      for (const [d, covered] of [
        ['left', left],
        ['right', right],
        ['forward-left', left],
        ['forward-right', right],
      ] as const) {
        const to = tiltTarget(middle, side, d);
        const s0 = wuerfelmarsch.setup({ players: 3, seed: 'd' });
        const s = {
          ...s0,
          turn: side,
          owner: s0.owner.map((_, c) => (c === middle ? side : -1)),
          orientation: s0.orientation.map((_, c) => (c === middle ? o : 0)),
        };
        const after = wuerfelmarsch.play(s, side, { type: 'tilt', cell: middle, to });
        // The covered face went underneath: its opposite now points up, away from that side.
        expect(upFaces(after.orientation[to]!)).not.toContain(upFaces(o)[covered]);
        if (d === 'left' || d === 'right')
          expect(upFaces(after.orientation[to]!)[side]).toBe(upFaces(o)[side]);
      }
    }
  });

  it('the four directions are exactly the tilts the rules allow, and name them back', () => {
    for (let side = 0; side < 3; side++)
      for (let cell = 0; cell < 45; cell++) {
        const targets = TILT_DIRECTIONS.map((d) => tiltTarget(cell, side, d)).filter((t) => t >= 0);
        expect(targets.sort((a, b) => a - b)).toEqual(
          tiltsFrom(cell, side)
            .map((t) => t.to)
            .sort((a, b) => a - b),
        );
        for (const d of TILT_DIRECTIONS) {
          const to = tiltTarget(cell, side, d);
          if (to >= 0) expect(tiltDirection(cell, to, side)).toBe(d);
        }
      }
    // Backwards, off the plate, or no neighbour: no direction.
    expect(tiltDirection(p, index(0, 4, 4), 0)).toBeNull();
    expect(tiltTarget(index(0, 0, 8), 0, 'left')).toBe(-1);
    expect(tiltDirection(index(1, 3, 4), p, 0)).toBeNull();
    expect(tiltTarget(99, 0, 'left')).toBe(-1);
  });
});
