/**
 * A French-suited playing card (Wiezen) drawn in SVG: rank and suit symbol in two corners and large in the middle.
 * Hearts and diamonds are red; each suit also has its own symbol, so colour is never the only cue. The cards'
 * encoding, suits, ranks and names are core's (`@tafel/core/wiezen`).
 *
 * @module
 */
import type { Lang } from '@tafel/core';
import { rankLabel, suitOf, suitSymbol } from '@tafel/core/wiezen';
import { svg, type TemplateResult } from 'lit';

/**
 * The card face (decorative inside a labelled control), its rank as printed at a table of `lang`.
 *
 * @example
 * ```ts
 * playingCard(cardOf(2, 10), 'nl'); // ♥ and V
 * ```
 */
export function playingCard(card: number, lang: Lang): TemplateResult {
  const suit = suitOf(card);
  const colour = suit === 1 || suit === 2 ? '#b3141f' : '#1d1b18';
  return svg`<svg viewBox="0 0 50 72" class="pcard" aria-hidden="true" focusable="false">
    <rect x="1" y="1" width="48" height="70" rx="5" fill="var(--_card-bg, #fff)" stroke="#6b6660" stroke-width="1.2" />
    <text x="5" y="15" font-size="13" font-weight="700" fill="${colour}">${rankLabel(card, lang)}</text>
    <text x="5" y="28" font-size="12" fill="${colour}">${suitSymbol(suit)}</text>
    <text x="25" y="52" font-size="26" text-anchor="middle" fill="${colour}">${suitSymbol(suit)}</text>
  </svg>`;
}
