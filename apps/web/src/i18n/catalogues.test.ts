/**
 * One translation mechanism for every text a table shows: every catalogue (the table's, Das Spiel's shared words,
 * and each board's, found through the board registry) has every key in English and Dutch, with the same
 * placeholders and the plural forms each language needs; and no source of the tables puts words on screen
 * another way — no inline `nl ? … : …`, no per-language object outside a catalogue, no words written into a
 * template.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Lang } from '@tafel/core';
import { describe, expect, it } from 'vitest';
import { boards } from '../boards.js';
import { clubTexts } from '../club/texts.js';
import { placeTexts } from '../das-spiel/place-words.js';
import { dasSpielMoveTexts } from '../das-spiel/telling.js';
import { dasSpielTexts } from '../das-spiel/texts.js';
import { feltTexts } from '../felt/texts.js';
import { replayTexts } from '../replay/texts.js';
import { momentTexts } from '../rules/moment-texts.js';
import { rulesTexts } from '../rules/texts.js';
import { tableTexts } from '../table/texts.js';
import { type Catalogue, euro, format, type Message, translate } from './catalogue.js';

const catalogues: Record<string, Catalogue> = {
  table: tableTexts,
  felt: feltTexts,
  club: clubTexts,
  replay: replayTexts,
  rules: rulesTexts,
  moment: momentTexts,
  'das-spiel': dasSpielTexts,
  'das-spiel places': placeTexts,
  'das-spiel moves': dasSpielMoveTexts,
  ...Object.fromEntries(Object.entries(boards).map(([id, entry]) => [id, entry.board.texts])),
};

/** What steers a plural or select message rather than being one of its texts. */
const STEERING = new Set(['count', 'ordinal', 'select']);
const texts = (m: Message): string[] =>
  typeof m === 'string' ? [m] : Object.entries(m).flatMap(([k, v]) => (STEERING.has(k) ? [] : [v as string]));
/** A message's placeholders (a plural one's count or a select one's word among them, shown or not). */
const holes = (m: Message): string[] =>
  [
    ...new Set([
      ...(typeof m === 'string' ? [] : ['count' in m ? m.count : m.select]),
      ...texts(m).flatMap((t) => [...t.matchAll(/\{(\w+)(?::\w+)?\}/g)].map((h) => h[1]!)),
    ]),
  ].sort();

describe('every catalogue', () => {
  for (const [name, catalogue] of Object.entries(catalogues)) {
    it(`${name}: every key in English and Dutch, with the same placeholders and the plural forms each needs`, () => {
      const en: Record<string, Message> = catalogue.en;
      const nl: Record<string, Message> = catalogue.nl;
      expect(Object.keys(nl).sort()).toEqual(Object.keys(en).sort());
      for (const key of Object.keys(en)) {
        expect(holes(nl[key]!), `${name}.${key}`).toEqual(holes(en[key]!));
        for (const lang of ['en', 'nl'] as const) {
          const m = catalogue[lang][key]!;
          for (const t of texts(m)) expect(t.trim(), `${name}.${key} (${lang})`).not.toBe('');
          if (typeof m !== 'string' && 'count' in m) {
            const type = m.ordinal ? 'ordinal' : 'cardinal';
            for (const form of new Intl.PluralRules(lang, { type }).resolvedOptions().pluralCategories)
              expect(m, `${name}.${key} (${lang}) has the form ${form}`).toHaveProperty(form);
          }
          // A sentence about who did it has its forms for the person here and for another seat (a move's also
          // one for a hint: the table's move-log test tells every move as one).
          if (typeof m !== 'string' && 'select' in m && m.select === 'who')
            for (const form of ['you', 'other'])
              expect(m, `${name}.${key} (${lang}) has the form ${form}`).toHaveProperty(form);
        }
      }
    });
  }
});

describe('the mechanism', () => {
  it('fills placeholders, writes numbers as the language does, picks plural forms, leaves unknown ones visible', () => {
    const c = { en: { n: { count: 'n', one: '{n} card', other: '{n} cards' }, e: '{c:euro}' }, nl: {} };
    expect(format('en', c.en.n, { n: 1 })).toBe('1 card');
    expect(format('en', c.en.n, { n: 3 })).toBe('3 cards');
    expect(format('nl', 'Bod {c:euro}', { c: 1620 })).toMatch(/^Bod €\s?16,20$/);
    expect(format('en', '{c:euro}', { c: 500 })).toBe('€5');
    expect(format('nl', '{x}', { x: 2.5 })).toBe('2,5');
    expect(format('en', 'Hi {name}')).toBe('Hi {name}');
    const t = translate(tableTexts, 'nl' as Lang);
    expect(t('thinking', { name: 'Bot 2' })).toBe('Bot 2 denkt na…');
    expect(t('winner', { n: 2, names: 'Jij, Bot 2' })).toBe('Winnaars: Jij, Bot 2');
  });

  it('chooses a sentence by who did it, writes euro and signed points one way per language, and ordinals', () => {
    const who = { select: 'who', you: 'You bid {x}', other: '{name} bids {x}' };
    expect(format('en', who, { who: 'you', x: 'a card' })).toBe('You bid a card');
    expect(format('en', who, { who: 'other', name: 'Bot 2', x: 'a card' })).toBe('Bot 2 bids a card');
    // A form the message does not have: its `other`.
    expect(format('en', who, { who: 'hint', name: 'Bot 2', x: 'a card' })).toBe('Bot 2 bids a card');
    expect(euro('en', 1620)).toBe('€16.20');
    expect(euro('en', 1600)).toBe('€16');
    expect(euro('nl', 1620)).toMatch(/^€\s16,20$/);
    expect(format('nl', 'Bod {c:euro}', { c: 1250 })).toMatch(/^Bod €\s12,50$/);
    expect(format('en', '{p:signed}', { p: 4 })).toBe('+4');
    expect(format('en', '{p:signed}', { p: -4 })).toMatch(/^[-−]4$/);
    expect(format('nl', '{p:signed}', { p: 0 })).toBe('0');
    const nth = { count: 'n', ordinal: true, one: '{n}st', two: '{n}nd', few: '{n}rd', other: '{n}th' };
    expect([1, 2, 3, 4, 11, 22].map((n) => format('en', nth, { n }))).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '22nd',
    ]);
  });
});

/** Every source file of the tables, but tests, test support and the catalogues themselves. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'test-support' ? [] : sources(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') && name !== 'texts.ts' ? [path] : [];
  });
}

/** The static text of every `html` and `svg` template in `code`, each expression a NUL. */
function templates(code: string): string[] {
  const out: string[] = [];
  /** Reads a template from `i` (after its backtick); returns the index after its closing backtick. */
  const template = (start: number, keep: boolean): number => {
    let text = '';
    let i = start;
    while (i < code.length && code[i] !== '`') {
      if (code[i] === '\\') {
        text += code.slice(i, i + 2);
        i += 2;
      } else if (code.startsWith('${', i)) {
        i = expression(i + 2);
        text += '\0';
      } else text += code[i++];
    }
    if (keep) out.push(text);
    return i + 1;
  };
  /** Skips an expression from `i` to its closing brace (strings, nested braces and templates inside). */
  const expression = (start: number): number => {
    let depth = 0;
    let i = start;
    while (i < code.length) {
      const c = code[i]!;
      if (c === '}' && depth === 0) return i + 1;
      if (c === '{') depth++;
      else if (c === '}') depth--;
      else if (c === "'" || c === '"') {
        i = code.indexOf(c, i + 1);
        while (code[i - 1] === '\\') i = code.indexOf(c, i + 1);
      } else if (c === '`') {
        const tagged = /\b(html|svg)$/.test(code.slice(Math.max(0, i - 4), i));
        i = template(i + 1, tagged);
        continue;
      }
      i++;
    }
    return i;
  };
  // Outer templates only: a nested one is read with its outer one.
  let at = 0;
  for (const m of code.matchAll(/\b(html|svg)`/g))
    if (m.index! >= at) at = template(m.index! + m[0].length, true);
  return out;
}

/** Words written into templates: text between tags, and names (`aria-label`, `title`, `alt`). */
function wordsIn(template: string): string[] {
  const found: string[] = [];
  for (const m of template.matchAll(/\b(aria-label|aria-description|title|alt|placeholder)="([^"]*)"/g))
    if (/[A-Za-z]{2,}/.test(m[2]!.replaceAll('\0', ''))) found.push(m[0]);
  const text = template.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]*>/g, ' ');
  for (const m of text.matchAll(/[A-Za-zÀ-ÿ]{2,}/g)) found.push(m[0]);
  return found;
}

describe('no other way to put words on screen', () => {
  const root = join(import.meta.dirname, '..');
  const files = sources(root);

  it('reads the tables’ sources', () => {
    expect(files.length).toBeGreaterThan(40);
  });

  for (const file of files) {
    const name = relative(root, file);
    it(`${name}: no inline language choice, no per-language object, no words in a template`, () => {
      // Comments may speak of templates and languages; only code counts.
      const code = readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/(^|\s)\/\/.*$/gm, '$1');
      expect(code, 'an inline nl ? … : …').not.toMatch(/\bnl\s*\?|lang\s*===\s*'(nl|en)'|=== 'nl'/);
      expect(code, 'a per-language object outside a catalogue').not.toMatch(
        /\ben:\s*[[{'"`][\s\S]{0,400}?\bnl:/,
      );
      expect(templates(code).flatMap(wordsIn), 'words written into a template').toEqual([]);
    });
  }
});
