/**
 * A board's own words: one catalogue per language with the same keys and `{placeholders}` (as `i18n/` does for
 * the table), and the function that fills them in.
 *
 * @module
 */
import type { Lang } from '@tafel/core';

/** A board's texts in every language. */
export type Catalogue<Key extends string> = Readonly<Record<Lang, Readonly<Record<Key, string>>>>;

/** A board's text in `lang` with its placeholders filled. */
export type Words<Key extends string> = (
  lang: Lang,
  key: Key,
  params?: Readonly<Record<string, string | number>>,
) => string;

/**
 * The text function of a catalogue.
 *
 * @example
 * ```ts
 * const w = wordsOf({ en: { hi: 'Hi {name}' }, nl: { hi: 'Hoi {name}' } });
 * w('nl', 'hi', { name: 'Bot 2' }); // 'Hoi Bot 2'
 * ```
 */
export function wordsOf<Key extends string>(catalogue: Catalogue<Key>): Words<Key> {
  return (lang, key, params = {}) =>
    catalogue[lang][key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}

/** A sentence's first letter in upper case (core's move words start in lower case). */
export const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
