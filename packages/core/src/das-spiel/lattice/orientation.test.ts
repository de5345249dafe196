import { describe, expect, it } from 'vitest';
import { ORIENTATIONS, orientationOf, tilt, turn, upFaces } from './orientation.js';

describe('orientations', () => {
  it('are the 24 of a right-handed die: half of the 48 triples of distinct, non-opposite faces', () => {
    let candidates = 0;
    let valid = 0;
    for (let a = 1; a <= 6; a++)
      for (let b = 1; b <= 6; b++)
        for (let c = 1; c <= 6; c++) {
          const distinct = a !== b && b !== c && a !== c && a + b !== 7 && b + c !== 7 && a + c !== 7;
          if (distinct) candidates++;
          const o = orientationOf(a, b, c);
          if (o >= 0) {
            expect(distinct).toBe(true);
            expect(upFaces(o)).toEqual([a, b, c]);
            valid++;
          }
        }
    expect(candidates).toBe(48);
    expect(valid).toBe(ORIENTATIONS);
  });

  it('takes (3,2,1) and refuses its mirror image (3,1,2)', () => {
    expect(orientationOf(3, 2, 1)).toBeGreaterThanOrEqual(0);
    expect(orientationOf(3, 1, 2)).toBe(-1);
    expect(orientationOf(0, 2, 1)).toBe(-1);
  });

  it('tilts as in the rulebook: 6 to the player, 2 left, 3 right; tilted right: 4 left, 2 right', () => {
    const o = orientationOf(6, 2, 3);
    expect(o).toBeGreaterThanOrEqual(0);
    // To the right of the player at X: q = p + ey - ez; the 3 (on -z) is covered.
    expect(upFaces(tilt(o, 1, 2))).toEqual([6, 4, 2]);
  });

  it('tilting back undoes a tilt, four tilts one way come home, three turns are no turn', () => {
    for (let o = 0; o < ORIENTATIONS; o++) {
      for (const [a, b] of [
        [0, 1],
        [1, 2],
        [2, 0],
        [1, 0],
        [2, 1],
        [0, 2],
      ] as const) {
        expect(tilt(tilt(o, a, b), b, a)).toBe(o);
        expect(tilt(tilt(tilt(tilt(o, a, b), a, b), a, b), a, b)).toBe(o);
      }
      expect(turn(o, 3)).toBe(o);
      expect(turn(turn(o), -1)).toBe(o);
      const [a, b, c] = upFaces(o);
      expect(upFaces(turn(o))).toEqual([c, a, b]);
    }
    expect(() => tilt(0, 1, 1)).toThrow(RangeError);
    expect(() => upFaces(24)).toThrow(RangeError);
  });
});
