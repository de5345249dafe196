/**
 * A Wine Cellar card drawn in SVG (no image downloads): its bid large, the wine's symbol and colour, its country,
 * and its cellar track (the score of the bottle when opened 1st…8th) along the bottom. Readable at phone size:
 * the bid is the largest mark, and colour is never the only cue (each wine also has its symbol). The words on
 * the card (its wine and country) are the board's, in the table's language.
 *
 * @module
 */
import type { WineCard } from '@tafel/core/wine-cellar';
import { WINE_TYPES } from '@tafel/core/wine-cellar';
import { svg, type TemplateResult } from 'lit';

/** Each wine's colour: dark enough for white text, distinct for colour-blind eyes together with the symbol. */
export const WINE_COLOURS = {
  red: '#8a1c2b',
  white: '#7a6a12',
  rose: '#b0306a',
  sparkling: '#1f5a8a',
} as const;

/** The words printed on a card, in the table's language. */
export interface WineCardWords {
  readonly type: string;
  readonly country: string;
}

/**
 * The card face as an SVG (4:6), decorative inside a labelled control.
 *
 * @example
 * ```ts
 * wineCard(card, { type: 'sparkling', country: 'USA' });
 * ```
 */
export function wineCard(card: WineCard, words: WineCardWords): TemplateResult {
  const colour = WINE_COLOURS[card.type];
  return svg`<svg viewBox="0 0 60 90" class="card" aria-hidden="true" focusable="false">
    <rect x="1" y="1" width="58" height="88" rx="6" fill="var(--_card-bg, #fff)" stroke="${colour}" stroke-width="2" />
    <rect x="1" y="1" width="58" height="22" rx="6" fill="${colour}" />
    <text x="7" y="18" font-size="16" font-weight="700" fill="#fff">${card.bid}</text>
    <text x="53" y="18" font-size="14" text-anchor="end" fill="#fff">${WINE_TYPES[card.type]}</text>
    <text x="30" y="42" font-size="10" text-anchor="middle" fill="var(--_card-fg, #1d1b18)">${words.country}</text>
    <text x="30" y="56" font-size="8" text-anchor="middle" fill="var(--_card-fg, #1d1b18)">${words.type}</text>
    ${card.track.map(
      (score, i) =>
        svg`<text x="${6 + i * 6.8}" y="80" font-size="7" text-anchor="middle" fill="var(--_card-fg, #1d1b18)">${score}</text>`,
    )}
    <line x1="4" y1="70" x2="56" y2="70" stroke="${colour}" stroke-width="0.8" />
  </svg>`;
}

/** A face-down card. */
export function cardBack(): TemplateResult {
  return svg`<svg viewBox="0 0 60 90" class="card back" aria-hidden="true" focusable="false">
    <rect x="1" y="1" width="58" height="88" rx="6" fill="#5b2333" stroke="#3b1520" stroke-width="2" />
    <path d="M10 10 L50 80 M50 10 L10 80" stroke="#7d3a4c" stroke-width="3" />
  </svg>`;
}
