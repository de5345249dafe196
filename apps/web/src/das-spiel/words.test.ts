import { describe, expect, it } from 'vitest';
import { abquetschenTexts } from './abquetschen/texts.js';
import { eintrichternTexts } from './eintrichtern/texts.js';
import { wordsOf } from './words.js';
import { wuerfelmarschTexts } from './wuerfelmarsch/texts.js';

const holes = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the boards’ words', () => {
  for (const [game, catalogue] of Object.entries({
    abquetschen: abquetschenTexts,
    eintrichtern: eintrichternTexts,
    wuerfelmarsch: wuerfelmarschTexts,
  })) {
    it(`${game}: the same keys and the same placeholders in English and Dutch`, () => {
      const en = catalogue.en as Record<string, string>;
      const nl = catalogue.nl as Record<string, string>;
      expect(Object.keys(nl).sort()).toEqual(Object.keys(en).sort());
      for (const key of Object.keys(en)) expect(holes(nl[key]!), key).toEqual(holes(en[key]!));
      for (const key of Object.keys(en)) expect(nl[key], key).not.toBe('');
    });
  }

  it('fills placeholders, and leaves unknown ones visible', () => {
    const w = wordsOf({ en: { hi: 'Hi {name}, {n}' }, nl: { hi: 'Hoi {name}, {n}' } });
    expect(w('nl', 'hi', { name: 'Bot 2', n: 3 })).toBe('Hoi Bot 2, 3');
    expect(w('en', 'hi')).toBe('Hi {name}, {n}');
  });
});
