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
    // The bonus card 7 scores its 2021 end bonus (bottle 15, France): 15 is not there; French 5, 9, 18 → 9.
    const s = scoreCellar([2, 3, 12, 4, 5, 9, 10, 18], 7, { rules: '2021', unusedToken: true });
    expect(s).toEqual({ cellar: 58, bonus: 9, types: 14, token: 5, total: 86 });
    expect(scoreCellar([2, 3, 12, 4, 5, 9, 10, 18], 7, { rules: '2021' }).token).toBe(0);
  });

  it('2021 rules score the last card’s end bonus: +6 for its bottle, +3 per wine of its country (compounding)', () => {
    // Worked by hand. Default deck, bonus card 7: "+6 for bottle 15, +3 per French wine".
    // Cellar top to bottom 2, 3, 12, 4, 15, 9, 10, 18; each bottle's track at its position:
    //   2: 8 (1st), 3: 7 (2nd), 12: 5 (3rd), 4: 6 (4th), 15: 6 (5th), 9: 8 (6th), 10: 8 (7th), 18: 8 (8th) → 56.
    // End bonus: bottle 15 is in the cellar → +6; French wines 15, 9, 18 → +3 × 3 = 9 (15 counts for both) → 15.
    // (The newer rules' bonus of card 7 would give +2 × 2 rosé (2, 15) + 9 = 13 instead.)
    // Types: rosé 2, 15 → 2 × 1; red 12, 4, 10, 18 → 4 × 3; white 3 and sparkling 9 alone → 14. Token: 5.
    const s = scoreCellar([2, 3, 12, 4, 15, 9, 10, 18], 7, { rules: '2021', unusedToken: true });
    expect(s).toEqual({ cellar: 56, bonus: 15, types: 14, token: 5, total: 90 });
    expect(scoreCellar([2, 3, 12, 4, 15, 9, 10, 18], 7).bonus).toBe(13);
    // With a card list that names other bonuses, those count: card 7 naming bottle 2 and the USA.
    const cards = parseCards(
      DEFAULT_CARDS.map((c) => (c.bid === 7 ? { ...c, bonus2021: { bottle: 2, country: 'usa' } } : c)),
    );
    // Bottle 2 → +6; American wines 2, 3, 12, 4 → +12.
    expect(scoreCellar([2, 3, 12, 4, 15, 9, 10, 18], 7, { rules: '2021', cards }).bonus).toBe(18);
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

  it('takes the 2021 end bonus on every card or none, never naming the card itself, and says what is wrong', () => {
    const code = (fn: () => unknown): string => {
      try {
        fn();
      } catch (e) {
        return `${(e as RuleError).code}: ${(e as RuleError).message}`;
      }
      return 'accepted';
    };
    const without = DEFAULT_CARDS.map(({ bonus2021: _, ...c }) => c);
    expect(parseCards(without).every((c) => c.bonus2021 === undefined)).toBe(true);
    const some = DEFAULT_CARDS.map((c) => (c.bid === 3 ? without[2]! : c));
    expect(code(() => parseCards(some))).toMatch(/^invalid-options: .*on every card or on none/s);
    const itself = DEFAULT_CARDS.map((c) =>
      c.bid === 3 ? { ...c, bonus2021: { bottle: 3, country: 'usa' } } : c,
    );
    expect(code(() => parseCards(itself))).toMatch(/^invalid-options: .*card 3.*names the card itself/s);
    for (const bad of [{ bottle: 19, country: 'usa' }, { bottle: 2, country: 'italy' }, { bottle: 2 }])
      expect(
        code(() => parseCards(DEFAULT_CARDS.map((c) => (c.bid === 1 ? { ...c, bonus2021: bad } : c)))),
      ).toMatch(/^invalid-options: .*bonus2021/s);
    // A deck without it scores the standard rules, not the 2021 ones.
    expect(scoreCellar([1, 2], 3, { cards: parseCards(without) }).total).toBeGreaterThan(0);
    expect(code(() => scoreCellar([1, 2], 3, { rules: '2021', cards: parseCards(without) }))).toMatch(
      /^invalid-options: .*bonus2021/s,
    );
  });

  it('the default deck’s 2021 end bonuses follow the rule it documents', () => {
    const byBidDefault = deckOf().byBid;
    const named = DEFAULT_CARDS.map((c) => c.bonus2021!.bottle).sort((a, b) => a - b);
    // Each bottle named by exactly one card, never by itself.
    expect(named).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    for (const c of DEFAULT_CARDS) {
      const b = c.bonus2021!;
      expect(b.bottle).not.toBe(c.bid);
      // The country of the newer bonus, and a bottle of that country (they compound).
      expect(b.country).toBe(c.bonus.country);
      expect(byBidDefault[b.bottle]!.country).toBe(b.country);
    }
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
