import { describe, expect, it } from 'vitest';
import { RuleError } from '../errors/index.js';
import { DEFAULT_CARDS, deckOf, parseCards } from './cards.js';
import { bestSwap, scoreCellar, soloRank } from './score.js';

const { byBid } = deckOf();

describe('scoreCellar', () => {
  it("gives the seed's example 58 + 13 = 71", () => {
    expect(scoreCellar([2, 3, 12, 4, 5, 9, 10, 18], 7)).toEqual({
      cellar: 58,
      bonus: 13,
      types: 0,
      token: 0,
      total: 71,
    });
  });

  it('2021 rules add +1 per other cellar wine of the same type, and 5 for an unused token', () => {
    // Types in that cellar: rosé 2,5; white 3; red 12,4,10,18; sparkling 9 → 2·1 + 0 + 4·3 + 0 = 14.
    const s = scoreCellar([2, 3, 12, 4, 5, 9, 10, 18], 7, { rules: '2021', unusedToken: true });
    expect(s).toEqual({ cellar: 58, bonus: 13, types: 14, token: 5, total: 90 });
    expect(scoreCellar([2, 3, 12, 4, 5, 9, 10, 18], 7, { rules: '2021' }).token).toBe(0);
  });

  it('a card never counts for itself: the bonus card is not in the cellar', () => {
    // Card 12 gives +1 per red and +3 per French; scoring an empty cellar gives nothing.
    expect(scoreCellar([], 12).total).toBe(0);
    expect(() => scoreCellar([12], 12)).toThrow(RuleError);
  });

  it('refuses unknown cards, repeats and overfull cellars with invalid-cellar', () => {
    for (const [cellar, bonus] of [
      [[19], 1],
      [[1, 1], 2],
      [[1, 2, 3, 4, 5, 6, 7, 8, 9], 10],
      [[1], 0],
    ] as const) {
      try {
        scoreCellar(cellar, bonus);
        expect.unreachable();
      } catch (e) {
        expect((e as RuleError).code).toBe('invalid-cellar');
      }
    }
  });

  it('scores with a user-supplied card list', () => {
    const cards = parseCards(DEFAULT_CARDS.map((c) => ({ ...c, track: [1, 2, 3, 4, 5, 6, 7, 8] })));
    expect(scoreCellar([1, 2, 3, 4, 5, 6, 8, 9], 18, { cards }).cellar).toBe(36);
  });
});

describe('bestSwap', () => {
  it('keeps when no swap helps, and finds the swap that helps most', () => {
    const cellar = [2, 3, 12, 4, 5, 9, 10, 18];
    const best = bestSwap(cellar, 7, byBid);
    // Brute force over every choice as the reference.
    let expected = { position: null as number | null, total: scoreCellar(cellar, 7).total };
    cellar.forEach((card, i) => {
      const swapped = cellar.map((c, j) => (j === i ? 7 : c));
      const total = scoreCellar(swapped, card).total;
      if (total > expected.total) expected = { position: i, total };
    });
    expect(best).toEqual(expected);
  });
});

describe('parseCards', () => {
  it('refuses a deck with a repeated bid or a broken track', () => {
    const repeated = DEFAULT_CARDS.map((c) => (c.bid === 2 ? { ...c, bid: 1 } : c));
    expect(() => parseCards(repeated)).toThrow(RuleError);
    const broken = DEFAULT_CARDS.map((c) => (c.bid === 2 ? { ...c, track: [1, 1, 2, 3, 4, 5, 6, 7] } : c));
    expect(() => parseCards(broken)).toThrow(/permutation/);
  });

  it('every track of the default deck is a permutation and each country has six cards', () => {
    for (const c of DEFAULT_CARDS) expect([...c.track].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const country of ['usa', 'france', 'spain']) {
      expect(DEFAULT_CARDS.filter((c) => c.country === country)).toHaveLength(6);
    }
  });
});

describe('soloRank', () => {
  it('follows the rank list: > 72, > 67, >= 60, below', () => {
    expect(soloRank(73)).toBe('master-sommelier');
    expect(soloRank(72)).toBe('sommelier');
    expect(soloRank(68)).toBe('sommelier');
    expect(soloRank(67)).toBe('wine-geek');
    expect(soloRank(60)).toBe('wine-geek');
    expect(soloRank(59)).toBe('fermenting');
  });
});
