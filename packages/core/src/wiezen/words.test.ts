import { describe, expect, it } from 'vitest';
import { ALL_CARDS, cardLabel, cardOf, rankLabel, SUITS } from './cards.js';
import { cardWords, gameWords, suitName, suitSymbol } from './words.js';

describe('Wiezen’s words for people', () => {
  it('names every card in full, each differently, in both languages', () => {
    for (const lang of ['en', 'nl'] as const) {
      const names = ALL_CARDS.map((c) => cardWords(c, lang));
      expect(new Set(names).size).toBe(52);
    }
    expect(cardWords(cardOf(2, 10), 'en')).toBe('queen of hearts');
    expect(cardWords(cardOf(2, 10), 'nl')).toBe('hartenvrouw');
  });

  it('prints a card’s corner as its label does: the suit symbol, then the rank', () => {
    for (const lang of ['en', 'nl'] as const)
      for (const card of ALL_CARDS)
        expect(`${suitSymbol(Math.floor(card / 13))}${rankLabel(card, lang)}`).toBe(cardLabel(card, lang));
  });

  it('one suit list: symbols and names by index and by name', () => {
    SUITS.forEach((suit, i) => {
      expect(suitSymbol(suit)).toBe(suitSymbol(i));
      expect(suitName(i, 'en')).toBe(suit);
    });
  });

  it('names the games in the club’s words', () => {
    expect(gameWords('miserie-op-tafel', 'nl')).toBe('miserie op tafel');
    expect(gameWords('solo-slim', 'en')).toBe('grand slam');
  });
});
