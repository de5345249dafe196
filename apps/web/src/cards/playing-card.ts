/**
 * A French-suited playing card (Wiezen) drawn in SVG: rank and suit symbol in two corners and large in the middle.
 * Hearts and diamonds are red; each suit also has its own symbol, so colour is never the only cue.
 *
 * @module
 */
import type { Lang } from '@tafel/core';
import { svg, type TemplateResult } from 'lit';

const SYMBOLS = ['♣', '♦', '♥', '♠'] as const;
const RANKS = {
  en: ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'],
  nl: ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'B', 'V', 'H', 'A'],
} as const;
const SUIT_NAMES = {
  en: ['clubs', 'diamonds', 'hearts', 'spades'],
  nl: ['klaveren', 'ruiten', 'harten', 'schoppen'],
} as const;
const RANK_NAMES = {
  en: [
    'two',
    'three',
    'four',
    'five',
    'six',
    'seven',
    'eight',
    'nine',
    'ten',
    'jack',
    'queen',
    'king',
    'ace',
  ],
  nl: [
    'twee',
    'drie',
    'vier',
    'vijf',
    'zes',
    'zeven',
    'acht',
    'negen',
    'tien',
    'boer',
    'vrouw',
    'heer',
    'aas',
  ],
} as const;

/**
 * A card's name for people and screen readers (cards are 0..51: suit × 13 + rank).
 *
 * @example
 * ```ts
 * playingCardName(36, 'en'); // 'queen of hearts'
 * playingCardName(36, 'nl'); // 'hartenvrouw'
 * ```
 */
export function playingCardName(card: number, lang: Lang): string {
  const suit = Math.floor(card / 13);
  const rank = card % 13;
  return lang === 'nl'
    ? `${SUIT_NAMES.nl[suit]}${RANK_NAMES.nl[rank]}`
    : `${RANK_NAMES.en[rank]} of ${SUIT_NAMES.en[suit]}`;
}

/** The suit's symbol. */
export function suitSymbol(suit: number): string {
  return SYMBOLS[suit]!;
}

/** The card face (decorative inside a labelled control). */
export function playingCard(card: number, lang: Lang): TemplateResult {
  const suit = Math.floor(card / 13);
  const rank = RANKS[lang][card % 13]!;
  const colour = suit === 1 || suit === 2 ? '#b3141f' : '#1d1b18';
  return svg`<svg viewBox="0 0 50 72" class="pcard" aria-hidden="true" focusable="false">
    <rect x="1" y="1" width="48" height="70" rx="5" fill="var(--_card-bg, #fff)" stroke="#6b6660" stroke-width="1.2" />
    <text x="5" y="15" font-size="13" font-weight="700" fill="${colour}">${rank}</text>
    <text x="5" y="28" font-size="12" fill="${colour}">${SYMBOLS[suit]}</text>
    <text x="25" y="52" font-size="26" text-anchor="middle" fill="${colour}">${SYMBOLS[suit]}</text>
  </svg>`;
}

/** A face-down card. */
export function playingCardBack(): TemplateResult {
  return svg`<svg viewBox="0 0 50 72" class="pcard back" aria-hidden="true" focusable="false">
    <rect x="1" y="1" width="48" height="70" rx="5" fill="#23456b" stroke="#142a42" stroke-width="1.2" />
    <rect x="6" y="6" width="38" height="60" rx="3" fill="none" stroke="#4f74a0" stroke-width="1.5" />
  </svg>`;
}
