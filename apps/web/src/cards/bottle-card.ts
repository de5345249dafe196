/**
 * A Die Weinhändler card drawn in SVG: the bottle in its wine's colour and shape, its price and its stars; the
 * empty bottle grey. The price is the largest mark (written by the board, in the table's language), and each
 * wine also has its name, so colour is never the only cue.
 *
 * @module
 */
import { CARD_INFO } from '@tafel/core/weinhaendler';
import { svg, type TemplateResult } from 'lit';

const FILLS = ['#d4b106', '#b3141f', '#2f7d32', '#d86b0c', '#1f4fa0', '#6d6d6d', '#6a2c8a'] as const;

/** The bottle's outline for its shape: narrow, angular or round. */
function bottlePath(shape: number): string {
  if (shape === 0) return 'M26 14 h8 v10 q4 4 4 10 v34 h-16 v-34 q0 -6 4 -10 z';
  if (shape === 1) return 'M26 14 h8 v10 l8 8 v36 h-24 v-36 l8 -8 z';
  return 'M26 14 h8 v10 q12 6 12 22 q0 22 -16 22 q-16 0 -16 -22 q0 -16 12 -22 z';
}

/**
 * The card face (decorative inside a labelled control), with its price as the table writes it.
 *
 * @example
 * ```ts
 * bottleCard('blue-16', '€16');
 * ```
 */
export function bottleCard(card: string, price: string): TemplateResult {
  const info = CARD_INFO[card];
  const wine = info?.wine === true;
  const fill = wine ? FILLS[info.colour]! : '#c9c4bc';
  return svg`<svg viewBox="0 0 60 90" class="bottle" aria-hidden="true" focusable="false">
    <rect x="1" y="1" width="58" height="88" rx="6" fill="var(--_card-bg, #fff)" stroke="#6b6660" stroke-width="1.2" />
    <path d="${bottlePath(wine ? info.shape : 0)}" fill="${fill}" stroke="#2a2723" stroke-width="1" />
    <text x="30" y="86" font-size="12" font-weight="700" text-anchor="middle" fill="#1d1b18">${price}</text>
    <text x="4" y="12" font-size="9" fill="#1d1b18">${wine ? '★'.repeat(info.stars) : ''}</text>
  </svg>`;
}
