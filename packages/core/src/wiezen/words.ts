/**
 * Wiezen's cards and games named for people, in English and Dutch: a card spoken in full (`'queen of hearts'`,
 * `'hartenvrouw'`: what a screen reader says for a card drawn on the table), its rank as printed in the corner
 * (`Q`, `V`), a suit's symbol and name, and the game a deal is played as (`'open misery'`, `'miserie op
 * tafel'`). The encoding of the cards is `cards.ts`'s; the words here are the only ones a table needs.
 *
 * @module
 */
import type { Title } from '../contract/index.js';
import type { Lang } from '../errors/index.js';
import { rankOf, SUIT_SYMBOLS, SUITS, suitOf } from './cards.js';
import type { GameName } from './types.js';

const SUIT_NAMES: Readonly<Record<Lang, readonly string[]>> = {
  en: SUITS,
  nl: ['klaveren', 'ruiten', 'harten', 'schoppen'],
};

const RANK_NAMES: Readonly<Record<Lang, readonly string[]>> = {
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
};

const GAME_NAMES: Readonly<Record<GameName, Title>> = {
  vragen: { en: 'ask and join', nl: 'vragen en meegaan' },
  alleen: { en: 'alone', nl: 'alleen' },
  abondance: { en: 'abondance', nl: 'abondance' },
  miserie: { en: 'misery', nl: 'miserie' },
  'miserie-op-tafel': { en: 'open misery', nl: 'miserie op tafel' },
  troel: { en: 'troel', nl: 'troel' },
  troela: { en: 'troela', nl: 'troela' },
  solo: { en: 'solo', nl: 'solo' },
  'solo-slim': { en: 'grand slam', nl: 'solo slim' },
};

/**
 * A suit's symbol, by index (0..3) or name.
 *
 * @example
 * ```ts
 * suitSymbol(2);        // '♥'
 * suitSymbol('spades'); // '♠'
 * ```
 */
export function suitSymbol(suit: number | (typeof SUITS)[number]): string {
  return SUIT_SYMBOLS[typeof suit === 'number' ? suit : SUITS.indexOf(suit)]!;
}

/**
 * A suit's name in the table's language, by index (0..3).
 *
 * @example
 * ```ts
 * suitName(0, 'nl'); // 'klaveren'
 * ```
 */
export function suitName(suit: number, lang: Lang): string {
  return SUIT_NAMES[lang][suit]!;
}

/**
 * A card spoken in full, as a person names it at the table.
 *
 * @example
 * ```ts
 * cardWords(cardOf(2, 10), 'en'); // 'queen of hearts'
 * cardWords(cardOf(2, 10), 'nl'); // 'hartenvrouw'
 * ```
 */
export function cardWords(card: number, lang: Lang): string {
  const suit = SUIT_NAMES[lang][suitOf(card)]!;
  const rank = RANK_NAMES[lang][rankOf(card)]!;
  return lang === 'nl' ? `${suit}${rank}` : `${rank} of ${suit}`;
}

/**
 * The game a deal is played as, in the club's words at a Dutch table and in English at an English one.
 *
 * @example
 * ```ts
 * gameWords('miserie-op-tafel', 'en'); // 'open misery'
 * gameWords('vragen', 'nl');           // 'vragen en meegaan'
 * ```
 */
export function gameWords(game: GameName, lang: Lang): string {
  return GAME_NAMES[game][lang];
}
