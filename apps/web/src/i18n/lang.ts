/**
 * Which language a table speaks: its `lang` attribute, else that of its nearest ancestor with one (the page's),
 * else English. Only en and nl are known (`nl-BE` counts as nl); any other language falls back to English, and the
 * page hears of it once in the console, with the languages a table speaks.
 *
 * @module
 */
import type { Lang } from '@tafel/core';

/** The languages a table speaks. */
export const LANGS: readonly Lang[] = ['en', 'nl'];

/** The language tags already warned about (once each). */
const warned = new Set<string>();

/**
 * The language of `element`.
 *
 * @example
 * ```ts
 * document.documentElement.lang = 'nl-BE';
 * langOf(table); // 'nl'
 * ```
 */
export function langOf(element: Element): Lang {
  const tag = (element.closest('[lang]')?.getAttribute('lang') ?? '').trim();
  const base = tag.toLowerCase().split('-')[0] ?? '';
  const lang = LANGS.find((l) => l === base);
  if (lang) return lang;
  // Said in every build, once per language tag: a page that asked for French should hear why it gets English.
  if (tag !== '' && !warned.has(tag)) {
    warned.add(tag);
    console.warn(
      `tafel: lang="${tag}" is not a language the tables speak (${LANGS.join(', ')}); the table speaks English.`,
    );
  }
  return 'en';
}
