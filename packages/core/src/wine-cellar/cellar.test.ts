import { describe, expect, it } from 'vitest';
import { deckOf } from './cards.js';
import { cellarPoints } from './cellar.js';
import { scoreUnchecked } from './score.js';

describe('cellarPoints', () => {
  it('counts a cellar as the final score’s cellar part does', () => {
    const { byBid } = deckOf();
    const bids = byBid.flatMap((card, bid) => (card ? [bid] : []));
    for (const cellar of [[], bids.slice(2, 3), bids.slice(1, 4), bids.slice(3, 11)]) {
      // Any bonus card outside the cellar: only the cellar part is compared.
      const bonus = bids.find((b) => !cellar.includes(b))!;
      expect(cellarPoints(cellar, byBid)).toBe(scoreUnchecked(cellar, bonus, byBid).cellar);
    }
  });
});
