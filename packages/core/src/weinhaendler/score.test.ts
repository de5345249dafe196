import { describe, expect, it } from 'vitest';
import { RuleError } from '../errors/index.js';
import { CARD_INFO, cardOf, deckFor } from './cards.js';
import { buildGrid, checkSlot, freeSlots, needsNewCellar, slotIndex, slotsFor } from './cellar.js';
import { scorePlacements, trioBonus, tryScorePlacements } from './score.js';
import type { Placement } from './types.js';

const at = (row: number, pos: number, card: string): Placement => ({ row, pos, card });

function codeOf(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    if (e instanceof RuleError) return e.code;
    throw e;
  }
  throw new Error('not refused');
}

describe('the card list', () => {
  it('has every value 5..25 three times, colour k at 5+k, 12+k and 19+k, and three empty bottles', () => {
    const all = deckFor(5);
    expect(all).toHaveLength(66);
    for (let euro = 5; euro <= 25; euro++) {
      expect(all.filter((c) => CARD_INFO[c]!.cents === euro * 100)).toHaveLength(3);
    }
    expect(all.filter((c) => c === 'empty')).toHaveLength(3);
    expect(cardOf(4, 1)).toBe('blue-16');
    expect(CARD_INFO['blue-23']).toMatchObject({ colour: 4, shape: 2, stars: 3, cents: 2300 });
    expect(CARD_INFO.empty).toMatchObject({ stars: 0, cents: 20, wine: false });
  });

  it('agrees with the rulebook examples: yellow 5 and 12, green 7 and 14, two red 20s, a 22 with 3 stars', () => {
    for (const c of [
      'yellow-5',
      'yellow-12',
      'green-7',
      'green-14',
      'blue-9',
      'blue-16',
      'blue-23',
      'red-20',
    ])
      expect(CARD_INFO[c]).toBeDefined();
    expect(CARD_INFO['orange-22']!.stars).toBe(3);
    expect(CARD_INFO['purple-25']!.stars).toBe(3);
  });

  it('3 players play without yellow and purple (48 cards), 4 without orange (57)', () => {
    expect(deckFor(3)).toHaveLength(48);
    expect(deckFor(3).some((c) => c.startsWith('yellow') || c.startsWith('purple'))).toBe(false);
    expect(deckFor(4)).toHaveLength(57);
    expect(deckFor(4).some((c) => c.startsWith('orange'))).toBe(false);
  });
});

describe('scorePlacements: the rulebook examples', () => {
  it('Carl: purple round 3, green angular 2, green narrow 1, green round on the two greens 3 + 1 = 10', () => {
    const points = scorePlacements([
      at(0, 0, 'purple-25'),
      at(0, 1, 'green-14'),
      at(0, 2, 'green-7'),
      at(1, 1, 'green-21'),
    ]);
    expect(points).toEqual([3, 2, 1, 4]);
    expect(points.reduce((a, b) => a + b)).toBe(10);
  });

  it('Anne: blue 16 at the left of the second row scores 2 + 4 (three blue 16s) + 1 (with blue 9 and 23) = 7', () => {
    const seven = [
      at(0, 0, 'blue-9'),
      at(0, 1, 'blue-23'),
      at(0, 2, 'red-6'),
      at(0, 3, 'grey-10'),
      at(0, 4, 'green-7'),
      at(1, 1, 'blue-16'),
      at(1, 2, 'blue-16'),
    ];
    const points = scorePlacements([...seven, at(1, 0, 'blue-16')]);
    expect(points[7]).toBe(7);
  });
});

describe('scorePlacements: trios', () => {
  it('counts a horizontal line of three identical bottles +4, of three different +1, mixed nothing', () => {
    expect(scorePlacements([at(0, 0, 'red-6'), at(0, 1, 'red-6'), at(0, 2, 'red-6')])).toEqual([1, 1, 5]);
    expect(scorePlacements([at(0, 0, 'red-6'), at(0, 1, 'red-13'), at(0, 2, 'red-20')])).toEqual([1, 2, 4]);
    expect(scorePlacements([at(0, 0, 'red-6'), at(0, 1, 'red-6'), at(0, 2, 'red-13')])).toEqual([1, 1, 2]);
  });

  it('needs one colour and no empty bottle', () => {
    expect(trioBonus('red-6', 'red-13', 'green-21')).toBe(0);
    expect(trioBonus('red-6', 'red-13', 'empty')).toBe(0);
    expect(trioBonus('red-20', 'red-13', 'red-6')).toBe(1);
    expect(trioBonus('grey-10', 'grey-10', 'grey-10')).toBe(4);
  });

  it('counts both diagonals, and several trios with one card', () => {
    // (0,0),(1,0),(2,0) and (0,2),(1,1),(2,0).
    const base = [
      at(0, 0, 'blue-9'),
      at(0, 1, 'red-6'),
      at(0, 2, 'blue-9'),
      at(1, 0, 'blue-9'),
      at(1, 1, 'blue-9'),
    ];
    const points = scorePlacements([...base, at(2, 0, 'blue-9')]);
    // Stars 1, both diagonals +4 each, and the triangle (2,0),(1,0),(1,1) +4.
    expect(points[5]).toBe(1 + 4 + 4 + 4);
  });

  it('counts a triangle of two neighbours and the card under both', () => {
    // (1,0),(1,1) and (0,1) under both.
    const points = scorePlacements([
      at(0, 0, 'red-6'),
      at(0, 1, 'orange-22'),
      at(0, 2, 'green-7'),
      at(1, 0, 'orange-8'),
      at(1, 1, 'orange-15'),
    ]);
    expect(points[4]).toBe(2 + 1);
  });

  it('counts only complete trios through the placed card', () => {
    const points = scorePlacements([
      at(0, 0, 'green-7'),
      at(0, 1, 'green-7'),
      at(0, -1, 'green-14'),
      at(0, 2, 'green-21'),
      at(1, 0, 'green-7'),
    ]);
    // Bottom: (0,-1) 14, (0,0) 7, (0,1) 7, (0,2) 21. The 7 at (1,0) forms: triangle with (0,0),(0,1): 7,7,7
    // identical +4; nothing else complete.
    expect(points[4]).toBe(1 + 4);
    // Bottom row: 14,7,7 nothing; 7,7,21 nothing.
    expect(points.slice(0, 4)).toEqual([1, 1, 2, 3]);
  });

  it('empty bottles score nothing; a wine card covering one scores as a fresh placement', () => {
    const points = scorePlacements([
      at(0, 0, 'red-13'),
      at(0, 1, 'empty'),
      at(0, 2, 'red-13'),
      at(0, 1, 'red-13'),
    ]);
    expect(points).toEqual([2, 0, 2, 2 + 4]);
  });
});

describe('scorePlacements: illegal placements', () => {
  const codes = (placements: Placement[]) => codeOf(() => scorePlacements(placements));

  it('tryScorePlacements returns the RuleError instead of throwing it', () => {
    const result = tryScorePlacements([at(0, 0, 'red-6'), at(0, 2, 'red-6')]);
    expect(result).toBeInstanceOf(RuleError);
    expect((result as RuleError).code).toBe('bottom-row-gap');
    expect(tryScorePlacements([at(0, 0, 'red-6')])).toEqual([1]);
  });

  it('starts at (0, 0)', () => {
    expect(codes([at(0, 1, 'red-6')])).toBe('first-card-at-origin');
  });
  it('keeps the bottom row contiguous, grows it at either end, at most five wide', () => {
    expect(codes([at(0, 0, 'red-6'), at(0, 2, 'red-6')])).toBe('bottom-row-gap');
    expect(scorePlacements([at(0, 0, 'red-6'), at(0, -1, 'red-13'), at(0, -2, 'red-20')])).toEqual([1, 2, 4]);
    expect(
      codes([
        at(0, 0, 'red-6'),
        at(0, 1, 'red-6'),
        at(0, 2, 'red-6'),
        at(0, 3, 'red-6'),
        at(0, 4, 'red-6'),
        at(0, 5, 'red-6'),
      ]),
    ).toBe('slot-outside-cellar');
    expect(
      codes([
        at(0, 0, 'red-6'),
        at(0, 1, 'red-6'),
        at(0, 2, 'red-6'),
        at(0, 3, 'red-6'),
        at(0, 4, 'red-6'),
        at(0, -1, 'red-6'),
      ]),
    ).toBe('bottom-row-full');
  });
  it('needs both cards under a card above the bottom row', () => {
    expect(codes([at(0, 0, 'red-6'), at(1, 0, 'red-6')])).toBe('not-supported');
    expect(codes([at(0, 0, 'red-6'), at(0, 1, 'red-6'), at(1, 1, 'red-6')])).toBe('not-supported');
  });
  it('never covers a wine card, and only wine covers an empty bottle', () => {
    expect(codes([at(0, 0, 'red-6'), at(0, 0, 'red-13')])).toBe('slot-taken');
    expect(codes([at(0, 0, 'empty'), at(0, 0, 'empty')])).toBe('slot-taken');
    expect(codes([at(0, 0, 'red-6'), at(0, 1, 'empty'), at(0, 1, 'empty')])).toBe('slot-taken');
  });
  it('refuses unknown cards and slots outside any cellar', () => {
    expect(codes([at(0, 0, 'pink-5')])).toBe('unknown-card');
    expect(codes([at(0, 0, 'red-6'), at(5, 0, 'red-6')])).toBe('slot-outside-cellar');
    expect(codes([at(0, 0, 'red-6'), at(0, 0.5, 'red-6')])).toBe('slot-outside-cellar');
  });
  it('fills gaps in upper rows later', () => {
    const points = scorePlacements([
      at(0, 0, 'red-6'),
      at(0, 1, 'red-6'),
      at(0, 2, 'red-6'),
      at(1, 1, 'orange-8'),
      at(1, 0, 'orange-8'),
    ]);
    expect(points).toHaveLength(5);
  });
});

describe('the cellar', () => {
  const full = (): Placement[] => {
    const out: Placement[] = [];
    for (let row = 0; row < 5; row++)
      for (let pos = 0; pos < 5 - row; pos++) out.push(at(row, pos, 'grey-10'));
    return out;
  };

  it('is closed with 15 cards and no empty bottle: the next card starts a new cellar', () => {
    const g = buildGrid(full());
    expect(g.size).toBe(15);
    expect(freeSlots(g)).toEqual([]);
    expect(needsNewCellar(g)).toBe(true);
    expect(slotsFor(g, 'red-6')).toEqual([slotIndex(0, 0)]);
  });

  it('with an empty bottle left it is not finished: a wine card covers it, an empty bottle has no place', () => {
    const placements = full();
    placements[7] = at(placements[7]!.row, placements[7]!.pos, 'empty');
    const g = buildGrid(placements);
    expect(needsNewCellar(g)).toBe(false);
    expect(slotsFor(g, 'red-6')).toEqual([slotIndex(placements[7]!.row, placements[7]!.pos)]);
    expect(slotsFor(g, 'empty')).toEqual([]);
  });

  it('lists the free slots: both ends of the bottom row and every supported gap above', () => {
    const g = buildGrid([at(0, 0, 'red-6'), at(0, 1, 'red-6'), at(0, 2, 'red-6')]);
    expect(freeSlots(g).sort((a, b) => a - b)).toEqual(
      [slotIndex(0, -1), slotIndex(0, 3), slotIndex(1, 0), slotIndex(1, 1)].sort((a, b) => a - b),
    );
    expect(checkSlot(g, 2, 0, 'red-6')).toBe('not-supported');
  });
});
