/**
 * Where the site's words go, shared by the build and the page: a page names a catalogue key on an element
 * (`data-t="key"`: the element's content) or for an attribute (`data-t-aria-label="key"`, also `content`, `alt`
 * and `title`). The build writes the English into the page's HTML ({@link fillWords}), so the page reads well
 * before any script runs and without one; `site.ts` puts the reader's language in when the page starts.
 *
 * @module
 */
import type { Lang } from '@tafel/core';
import { format, type Message } from '../src/i18n/catalogue.ts';
import { siteTexts } from './texts.ts';

/** The attributes a page may have translated (`data-t-<name>="key"`). */
export const TRANSLATED_ATTRIBUTES = ['aria-label', 'content', 'alt', 'title'] as const;

/** The message of `key` in `lang`; an unknown key is an error (a page naming a key that does not exist). */
export function word(key: string, lang: Lang): string {
  const messages: Readonly<Record<string, Message>> = siteTexts[lang];
  const message = messages[key];
  if (message === undefined) throw new Error(`the site's catalogue has no key "${key}"`);
  return format(lang, message);
}

const escapeAttribute = (s: string) => s.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * A page's HTML with its words written in: the content of every (empty) element with `data-t`, and every
 * attribute named by `data-t-<attribute>`.
 *
 * @example
 * ```ts
 * fillWords('<h2 data-t="home.play"></h2>', 'en'); // '<h2 data-t="home.play">Play</h2>'
 * ```
 */
export function fillWords(html: string, lang: Lang): string {
  return html
    .replace(
      /<([a-z][a-z0-9-]*)(\s[^>]*?\bdata-t="([^"]+)"[^>]*)>\s*<\/\1>/g,
      (_, tag: string, attributes: string, key: string) => `<${tag}${attributes}>${word(key, lang)}</${tag}>`,
    )
    .replace(
      new RegExp(`\\sdata-t-(${TRANSLATED_ATTRIBUTES.join('|')})="([^"]+)"`, 'g'),
      (whole, attribute: string, key: string) =>
        `${whole} ${attribute}="${escapeAttribute(word(key, lang))}"`,
    );
}

/** Where the reader's choice of language is kept. */
export const LANG_KEY = 'tafel:lang';

/**
 * The site's language: the reader's earlier choice, else the first of the browser's languages the site speaks,
 * else English.
 *
 * @example
 * ```ts
 * chooseLang(null, ['nl-BE', 'en']); // 'nl'
 * ```
 */
export function chooseLang(stored: string | null, languages: readonly string[]): Lang {
  if (stored === 'en' || stored === 'nl') return stored;
  for (const tag of languages) {
    const lang = tag.slice(0, 2).toLowerCase();
    if (lang === 'en' || lang === 'nl') return lang;
  }
  return 'en';
}
