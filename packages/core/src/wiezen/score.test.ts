import { describe, expect, it } from 'vitest';
import { type DealScoreInput, scoreDeal } from './score.js';

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const score = (input: DealScoreInput) => {
  const points = scoreDeal(input);
  expect(sum(points)).toBe(0);
  return points;
};

describe('scoreDeal: the vectors of the rules file', () => {
  it('several miserie players settle each with the three others', () => {
    expect(score({ game: 'miserie', declarers: [0, 1], made: [true, true] })).toEqual([14, 14, -14, -14]);
    expect(score({ game: 'miserie', declarers: [0, 1], made: [true, false] })).toEqual([28, -28, 0, 0]);
    expect(score({ game: 'miserie', declarers: [0, 1, 2], made: [true, false, false] })).toEqual([
      35, -21, -21, 7,
    ]);
    expect(score({ game: 'miserie', declarers: [0, 1, 2], made: [true, true, false] })).toEqual([
      21, 21, -35, -7,
    ]);
    expect(score({ game: 'miserie', declarers: [0, 1, 2], made: [true, true, true] })).toEqual([
      7, 7, 7, -21,
    ]);
  });

  it('vragen + meegaan', () => {
    expect(score({ game: 'vragen', declarers: [1, 3], tricks: 10 })).toEqual([-4, 4, -4, 4]);
    expect(score({ game: 'vragen', declarers: [1, 3], tricks: 6 })).toEqual([8, -8, 8, -8]);
    expect(score({ game: 'vragen', declarers: [1, 3], tricks: 7 })).toEqual([6, -6, 6, -6]);
    expect(score({ game: 'vragen', declarers: [0, 2], tricks: 8 })).toEqual([2, -2, 2, -2]);
    expect(score({ game: 'vragen', declarers: [0, 2], tricks: 13 })).toEqual([14, -14, 14, -14]);
  });

  it('alleen: made, failed, and rond doubled', () => {
    expect(score({ game: 'alleen', declarers: [0], tricks: 5 })).toEqual([6, -2, -2, -2]);
    expect(score({ game: 'alleen', declarers: [0], tricks: 7 })).toEqual([12, -4, -4, -4]);
    expect(score({ game: 'alleen', declarers: [0], tricks: 4 })).toEqual([-12, 4, 4, 4]);
    expect(score({ game: 'alleen', declarers: [0], tricks: 3 })).toEqual([-18, 6, 6, 6]);
    expect(score({ game: 'alleen', declarers: [2], tricks: 13 })).toEqual([-20, -20, 60, -20]);
  });

  it('abondance 9 to 12', () => {
    const table = { 9: 15, 10: 18, 11: 24, 12: 27 } as const;
    for (const [level, amount] of Object.entries(table)) {
      const l = Number(level);
      expect(score({ game: 'abondance', declarers: [3], made: [true], level: l })).toEqual([
        -amount / 3,
        -amount / 3,
        -amount / 3,
        amount,
      ]);
      expect(score({ game: 'abondance', declarers: [3], made: [false], level: l })).toEqual([
        amount / 3,
        amount / 3,
        amount / 3,
        -amount,
      ]);
    }
  });

  it('miserie alone and on the table', () => {
    expect(score({ game: 'miserie', declarers: [1], made: [true] })).toEqual([-7, 21, -7, -7]);
    expect(score({ game: 'miserie', declarers: [1], made: [false] })).toEqual([7, -21, 7, 7]);
    expect(score({ game: 'miserie-op-tafel', declarers: [1], made: [true] })).toEqual([-14, 42, -14, -14]);
    expect(score({ game: 'miserie-op-tafel', declarers: [0, 1], made: [true, true] })).toEqual([
      28, 28, -28, -28,
    ]);
    expect(score({ game: 'miserie-op-tafel', declarers: [0, 1], made: [false, false] })).toEqual([
      -28, -28, 28, 28,
    ]);
    expect(score({ game: 'miserie-op-tafel', declarers: [0, 1], made: [true, false] })).toEqual([
      56, -56, 0, 0,
    ]);
  });

  it('troel and troela: doubled when made, not doubled again when failed', () => {
    expect(score({ game: 'troel', declarers: [0, 1], tricks: 7 })).toEqual([-6, -6, 6, 6]);
    expect(score({ game: 'troel', declarers: [0, 1], tricks: 8 })).toEqual([4, 4, -4, -4]);
    expect(score({ game: 'troel', declarers: [0, 1], tricks: 10 })).toEqual([8, 8, -8, -8]);
    expect(score({ game: 'troel', declarers: [0, 1], tricks: 13 })).toEqual([28, 28, -28, -28]);
    expect(score({ game: 'troela', declarers: [0, 1], tricks: 13 })).toEqual([24, 24, -24, -24]);
    expect(score({ game: 'troela', declarers: [0, 1], tricks: 9 })).toEqual([4, 4, -4, -4]);
    expect(score({ game: 'troela', declarers: [0, 1], tricks: 8 })).toEqual([-6, -6, 6, 6]);
  });

  it('solo and solo slim', () => {
    expect(score({ game: 'solo', declarers: [2], made: [true] })).toEqual([-25, -25, 75, -25]);
    expect(score({ game: 'solo', declarers: [2], made: [false] })).toEqual([25, 25, -75, 25]);
    expect(score({ game: 'solo-slim', declarers: [2], made: [true] })).toEqual([-30, -30, 90, -30]);
    expect(score({ game: 'solo-slim', declarers: [2], made: [false] })).toEqual([30, 30, -90, 30]);
  });

  it('refuses impossible inputs', () => {
    expect(() => scoreDeal({ game: 'vragen', declarers: [0, 2], tricks: 14 })).toThrow(RangeError);
    expect(() => scoreDeal({ game: 'abondance', declarers: [0], made: [true], level: 8 })).toThrow(
      RangeError,
    );
  });
});
