/**
 * One catalogue per language (`en.ts`, `nl.ts`), the same keys in each. A table speaks its `lang` attribute, else
 * the language of the nearest ancestor with `lang` (the page's), else English.
 *
 * @module
 */
import type { Lang } from '@tafel/core';
import { en, type TextKey } from './en.js';
import { nl } from './nl.js';

export type { TextKey } from './en.js';

const catalogues: Record<Lang, Record<TextKey, string>> = { en, nl };

/**
 * A text in `lang` with its `{placeholders}` filled.
 *
 * @example
 * ```ts
 * text('nl', 'thinking', { name: 'Bot' }); // 'Bot denkt na…'
 * ```
 */
export function text(lang: Lang, key: TextKey, params: Record<string, string | number> = {}): string {
  return catalogues[lang][key].replace(/\{(\w+)\}/g, (_, name: string) =>
    String(params[name] ?? `{${name}}`),
  );
}

/**
 * The language of `element`: its own `lang`, else its nearest ancestor's, else English (only en and nl are known;
 * `nl-BE` counts as nl).
 */
export function langOf(element: Element): Lang {
  const tag = element.closest('[lang]')?.getAttribute('lang') ?? '';
  return tag.toLowerCase().startsWith('nl') ? 'nl' : 'en';
}
