/**
 * Which language a table speaks: its `lang` attribute, else that of its nearest ancestor with one (the page's),
 * else English. Only en and nl are known; `nl-BE` counts as nl.
 *
 * @module
 */
import type { Lang } from '@tafel/core';

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
  const tag = element.closest('[lang]')?.getAttribute('lang') ?? '';
  return tag.toLowerCase().startsWith('nl') ? 'nl' : 'en';
}
