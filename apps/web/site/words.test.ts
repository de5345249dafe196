/**
 * The site's words: every key a page names is in the catalogue (in English and Dutch), the build writes every
 * one of them into the page, and the site picks the reader's language as `site.ts` does.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NAVIGATION, withFrame } from './frame.ts';
import { siteTexts } from './texts.ts';
import { chooseLang, fillWords } from './words.ts';

const here = import.meta.dirname;
const pages = readdirSync(here).filter((f) => f.endsWith('.html'));

describe("the site's frame", () => {
  it.each(pages)('%s: one header and one footer, and its own link marked as the current page', (file) => {
    const source = readFileSync(join(here, file), 'utf8');
    expect(source.split('<!-- site-header -->').length, 'header marks').toBe(2);
    expect(source.split('<!-- site-footer -->').length, 'footer marks').toBe(2);
    const html = withFrame(source, file);
    const current = [...html.matchAll(/<a href="([^"]+)" aria-current="page"/g)].map((m) => m[1]);
    const own = NAVIGATION.some((link) => link.href === `./${file}`);
    expect(current).toEqual(own ? [`./${file}`] : []);
    expect(html).not.toContain('<!-- site-');
  });
});

describe("the site's words", () => {
  it.each(pages)(
    '%s: every key it names is in the catalogue, and the build leaves no named element empty',
    (file) => {
      const html = withFrame(readFileSync(join(here, file), 'utf8'), file);
      const keys = [...html.matchAll(/\bdata-t(?:-[a-z-]+)?="([^"]+)"/g)].map((m) => m[1]!);
      for (const key of keys) {
        expect(Object.hasOwn(siteTexts.en, key), key).toBe(true);
        expect(Object.hasOwn(siteTexts.nl, key), key).toBe(true);
      }
      for (const lang of ['en', 'nl'] as const) {
        const filled = fillWords(html, lang);
        expect(filled, `${file} in ${lang}`).not.toMatch(/\bdata-t="[^"]+"[^>]*>\s*<\//);
        for (const m of filled.matchAll(/\bdata-t-([a-z-]+)="[^"]+"/g))
          expect(filled).toMatch(new RegExp(`${m[0]} ${m[1]}="[^"]+"`));
      }
    },
  );

  it('writes a message into the element that names it, and into the attribute named', () => {
    expect(fillWords('<h2 data-t="home.play"></h2>', 'nl')).toBe('<h2 data-t="home.play">Spelen</h2>');
    expect(fillWords('<nav data-t-aria-label="nav.label"></nav>', 'en')).toBe(
      '<nav data-t-aria-label="nav.label" aria-label="Site"></nav>',
    );
    expect(() => fillWords('<p data-t="no.such.key"></p>', 'en')).toThrow(/no\.such\.key/);
  });

  it("picks the reader's earlier choice, else the browser's first language it speaks, else English", () => {
    expect(chooseLang('nl', ['en-GB'])).toBe('nl');
    expect(chooseLang(null, ['fr-BE', 'nl-BE', 'en'])).toBe('nl');
    expect(chooseLang('de', ['de-DE'])).toBe('en');
    expect(chooseLang(null, [])).toBe('en');
  });
});
