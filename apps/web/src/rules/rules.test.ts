/**
 * The short rules of the nine games: every game has them in English and Dutch with the same sections (as many
 * sentences in each), and they name the numbers `docs/rules/` states — read from those files here, so that a
 * changed rule there fails this test until the short rules say it too.
 */
import { readFileSync } from 'node:fs';
import { type GameId, games } from '@tafel/core';
import { describe, expect, it } from 'vitest';
import { SECTIONS, sentencesOf, shortRules } from './index.js';

/** A game's rules file, as the project keeps it. */
const doc = (name: string): string =>
  readFileSync(new URL(`../../../../docs/rules/${name}.md`, import.meta.url), 'utf8');

/**
 * For each game, passages of its rules file whose numbers the short rules must name (every number in the
 * passage matched, in both languages).
 */
const PASSAGES: Record<GameId, readonly RegExp[]> = {
  wiezen: [
    /^\| vragen \+ meegaan \(8\).*$/m,
    /^\| alleen \(5\).*$/m,
    /^\| abondance 9 \/ 10 \/ 11 \/ 12 .*$/m,
    /^\| miserie \(no trick\).*$/m,
    /^\| miserie op tafel .*$/m,
    /^\| troel \(8\).*$/m,
    /^\| troela \(9\).*$/m,
    /^\| solo \|.*$/m,
    /^\| solo slim \|.*$/m,
    /lasts `deals` deals \(\d+ by default\)/,
    /^- 52 cards/m,
  ],
  weinhaendler: [
    /deal \d+ cards to each player, and turn \d+ face up/,
    /every value from \d+ to \d+/,
    /a player with more than \d+ cards/,
    /A pyramid of \d+, \d+, \d+, \d+ and \d+ slots/,
    /Its stars: \d+, \d+ or \d+ points/,
    /identical\*\* bottles \(\+\d+\)/,
    /\(\+\d+\)\. Two alike/,
  ],
  'wine-cellar': [
    /game of \d+ wine cards/,
    /deal \d+ cards to each player/,
    /more than \d+ Master Sommelier, more than \d+ Sommelier, at least \d+ Wine Geek/,
    /\+\d+, \+\d+ or \+\d+ per cellar wine of one type, and \+\d+ per cellar wine of one country/,
  ],
  abquetschen: [
    /\d+ or \d+ players, \d+ dice each/,
    /\(N = \d+–\d+\)/,
    /\d+, \d+ or \d+ new dice in one row earn \d+, \d+ or \d+ bonus dice/,
  ],
  raffzahn: [/for \d+ players, one per side \(\d+ may play/],
  'bunte-kuh': [/for \d+–\d+ players/, /\d+ players: \d+ each, \d+: \d+, \d+: \d+, \d+: \d+, \d+: \d+/],
  'cui-bono': [
    /his \d+th die \(\d+–\d+ players\) or his \d+th \(\d+–\d+ players\)/,
    /red \d+, yellow \d+, pearl \d+/,
  ],
  eintrichtern: [/for \d+–\d+ players/, /\d+ red dice \(\d+–\d+ players\) or \d+ \(\d+–\d+\)/],
  wuerfelmarsch: [/for \d+ or \d+ players/, /puts \d+ dice of his colour/],
};

/** Every sentence of a game's short rules in one language, as one text. */
const textOf = (id: GameId, lang: 'en' | 'nl'): string =>
  SECTIONS.flatMap((s) => sentencesOf(shortRules[id][lang], s)).join('\n');

/** Whether `text` names the number `n` (not as part of a longer number). */
const names = (text: string, n: string): boolean => new RegExp(`(?<!\\d)${n}(?!\\d)`).test(text);

describe('the short rules', () => {
  it('cover every game of the registry', () => {
    expect(Object.keys(shortRules).sort()).toEqual(Object.keys(games).sort());
  });

  for (const id of Object.keys(games) as GameId[]) {
    describe(id, () => {
      it('has every section in English and Dutch, with as many sentences in each', () => {
        const { en, nl } = shortRules[id];
        for (const section of SECTIONS) {
          const english = sentencesOf(en, section);
          const dutch = sentencesOf(nl, section);
          expect(english.length, section).toBeGreaterThan(0);
          expect(dutch.length, section).toBe(english.length);
          for (const [i, s] of english.entries()) {
            expect(s.trim(), `${section} ${i}`).not.toBe('');
            // The Dutch is a translation, not a copy of the English.
            expect(dutch[i], `${section} ${i}`).not.toBe(s);
          }
        }
      });

      it('names the numbers docs/rules states', () => {
        const text = doc(id);
        for (const passage of PASSAGES[id]) {
          const found = passage.exec(text);
          expect(found, `docs/rules/${id}.md has ${passage}`).not.toBeNull();
          const numbers = found?.[0].match(/\d+/g) ?? [];
          expect(numbers.length).toBeGreaterThan(0);
          for (const lang of ['en', 'nl'] as const) {
            const short = textOf(id, lang);
            for (const n of numbers)
              expect(names(short, n), `${lang} names ${n} of “${found?.[0]}”`).toBe(true);
          }
        }
      });
    });
  }
});
