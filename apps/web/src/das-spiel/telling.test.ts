/**
 * Abquetschen's builds in the log: a build of several dice says each level once, from the top down, and each
 * die's place on it, so a build of four reads as one sentence a person can follow.
 */
import { index } from '@tafel/core/das-spiel';
import { describe, expect, it } from 'vitest';
import { levelWords, placeOnLevel, placeWords } from './place-words.js';
import { describeAbquetschen } from './telling.js';

const tell = (cells: number[], lang: 'en' | 'nl' = 'en', who: 'you' | 'other' | 'hint' = 'you') =>
  describeAbquetschen(
    { type: 'build', cells } as never,
    {
      lang,
      who,
      name: who === 'other' ? 'Bot 2' : lang === 'en' ? 'You' : 'Jij',
    } as never,
  );

describe('a build in words', () => {
  it('names the level once for dice on one level, each by its place there', () => {
    const cells = [index(0, 1, 6), index(0, 2, 5), index(0, 0, 7), index(1, 1, 5)];
    const text = tell(cells);
    expect(text).toBe(
      'You build 4 dice on the second level (second row from the top edge, second from the bottom left edge; ' +
        'top edge, third from the top left corner; top edge, second from the top left corner; top left corner)',
    );
    expect(text.match(/level/g)).toHaveLength(1);
    expect(tell(cells, 'nl')).toMatch(/^Jij bouwt 4 stenen op de tweede laag \(tweede rij vanaf/);
  });

  it('groups dice on several levels from the top down, the apex without a place', () => {
    expect(tell([index(0, 2, 5), index(0, 0, 5), 164, index(0, 1, 6)], 'en', 'other')).toBe(
      'Bot 2 builds 4 dice: 1 at the top of the pyramid, 1 on the fourth level (top left corner) and ' +
        '2 on the second level (top edge, third from the top left corner; top edge, second from the top left corner)',
    );
    expect(tell([index(0, 0, 5), index(0, 1, 6)], 'nl', 'hint')).toBe(
      'bouw 2 stenen: 1 op de vierde laag (linkerbovenste hoek) en 1 op de tweede laag ' +
        '(bovenste rand, tweede vanaf de linkerbovenste hoek)',
    );
  });

  it('says a single die by its whole place', () => {
    expect(tell([index(0, 1, 6)])).toBe(`You build a die ${placeWords(index(0, 1, 6), 'en')}`);
  });

  it('a place is its level and its place on the level', () => {
    for (const cell of [0, 44, 45, 100, 163])
      for (const lang of ['en', 'nl'] as const)
        expect(placeWords(cell, lang)).toBe(`${levelWords(cell, lang)}, ${placeOnLevel(cell, lang)}`);
    expect(placeOnLevel(164, 'en')).toBe('');
    expect(placeWords(164, 'en')).toBe(levelWords(164, 'en'));
  });
});
