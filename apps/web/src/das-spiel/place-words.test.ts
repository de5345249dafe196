/**
 * Dice named as players name them: by level and place on that level, never coordinates; every cell of the
 * pyramid has its own words (a screen reader tells each die apart), in both languages and whichever side the
 * board is drawn from; where is what the screen shows.
 */
import { CELLS, index } from '@tafel/core/das-spiel';
import { describe, expect, it } from 'vitest';
import { dieWords, funnelWords, placeWords } from './place-words.js';

describe('the pyramid in words', () => {
  it('names each of the 165 cells differently, in English and Dutch, from every side', () => {
    for (const lang of ['en', 'nl'] as const)
      for (const view of [{}, { from: 0 }, { from: 1 }, { from: 2 }]) {
        const names = Array.from({ length: CELLS }, (_, cell) => placeWords(cell, lang, view));
        expect(new Set(names).size, `${lang} ${JSON.stringify(view)}`).toBe(CELLS);
        for (const name of names) expect(name).not.toMatch(/\d|\{|undefined/);
      }
  });

  it('says the level from the bottom, and the place as the default drawing shows it', () => {
    expect(placeWords(164, 'en')).toBe('at the top of the pyramid');
    // The default drawing: the x corner at the bottom, y top right, z top left.
    expect(placeWords(index(8, 0, 0), 'en')).toBe('on the bottom level, bottom corner');
    expect(placeWords(index(0, 8, 0), 'en')).toBe('on the bottom level, top right corner');
    expect(placeWords(index(0, 0, 6), 'en')).toBe('on the third level, top left corner');
    expect(placeWords(index(0, 3, 3), 'en')).toBe('on the third level, middle of the top edge');
    expect(placeWords(index(1, 0, 7), 'en')).toBe(
      'on the bottom level, bottom left edge, second from the top left corner',
    );
    expect(placeWords(index(2, 2, 2), 'en')).toBe('on the third level, in the centre');
    expect(placeWords(index(1, 2, 5), 'nl')).toBe(
      'op de onderste laag, tweede rij vanaf de bovenste rand, derde vanaf de linkeronderste rand',
    );
  });

  it('a die by its value, its colour, or both, and a funnel', () => {
    const place = placeWords(index(0, 3, 3), 'en');
    expect(dieWords({ cell: index(0, 3, 3), value: 5 }, 'en')).toBe(`the 5 ${place}`);
    expect(dieWords({ cell: index(0, 3, 3), colour: 'red' }, 'en')).toBe(`the red die ${place}`);
    expect(dieWords({ cell: index(0, 3, 3), colour: 'rode', value: 5 }, 'nl')).toMatch(
      /^de rode 5 op de derde laag/,
    );
    expect(funnelWords(index(0, 3, 3), 'nl')).toMatch(/^de trechter op de derde laag/);
  });
});
