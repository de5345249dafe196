/**
 * A Die Weinhändler card drawn in SVG: the bottle in its wine's colour and shape, its price in euro and its stars;
 * the empty bottle grey. The price is the largest mark, and each wine also has its name, so colour is never the
 * only cue.
 *
 * @module
 */
import type { Lang } from '@tafel/core';
import { CARD_INFO, COLOURS, WINES } from '@tafel/core/weinhaendler';
import { svg, type TemplateResult } from 'lit';

const FILLS = ['#d4b106', '#b3141f', '#2f7d32', '#d86b0c', '#1f4fa0', '#6d6d6d', '#6a2c8a'] as const;
const SHAPE_NAMES = {
  en: ['narrow', 'angular', 'round'],
  nl: ['smal', 'hoekig', 'rond'],
} as const;

/**
 * A card's name for people and screen readers.
 *
 * @example
 * ```ts
 * bottleName('blue-16', 'en'); // 'Cabernet Sauvignon, angular, 16 €, 2 stars'
 * ```
 */
export function bottleName(card: string, lang: Lang): string {
  const info = CARD_INFO[card];
  if (!info?.wine) return lang === 'nl' ? 'lege fles, 0,20 €' : 'empty bottle, 0.20 €';
  const wine = WINES[COLOURS[info.colour]!];
  const stars =
    lang === 'nl'
      ? `${info.stars} ster${info.stars > 1 ? 'ren' : ''}`
      : `${info.stars} star${info.stars > 1 ? 's' : ''}`;
  return `${wine}, ${SHAPE_NAMES[lang][info.shape]}, ${info.cents / 100} €, ${stars}`;
}

/** The bottle's outline for its shape: narrow, angular or round. */
function bottlePath(shape: number): string {
  if (shape === 0) return 'M26 14 h8 v10 q4 4 4 10 v34 h-16 v-34 q0 -6 4 -10 z';
  if (shape === 1) return 'M26 14 h8 v10 l8 8 v36 h-24 v-36 l8 -8 z';
  return 'M26 14 h8 v10 q12 6 12 22 q0 22 -16 22 q-16 0 -16 -22 q0 -16 12 -22 z';
}

/** The card face (decorative inside a labelled control). */
export function bottleCard(card: string): TemplateResult {
  const info = CARD_INFO[card];
  const wine = info?.wine === true;
  const fill = wine ? FILLS[info.colour]! : '#c9c4bc';
  return svg`<svg viewBox="0 0 60 90" class="bottle" aria-hidden="true" focusable="false">
    <rect x="1" y="1" width="58" height="88" rx="6" fill="var(--_card-bg, #fff)" stroke="#6b6660" stroke-width="1.2" />
    <path d="${bottlePath(wine ? info.shape : 0)}" fill="${fill}" stroke="#2a2723" stroke-width="1" />
    <text x="30" y="86" font-size="12" font-weight="700" text-anchor="middle" fill="#1d1b18">${wine ? `${info.cents / 100}€` : '0,20€'}</text>
    <text x="4" y="12" font-size="9" fill="#1d1b18">${wine ? '★'.repeat(info.stars) : ''}</text>
  </svg>`;
}
