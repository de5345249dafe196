/**
 * Wiezen's cards as small integers: `card = suit * 13 + rank`, with suits clubs, diamonds, hearts, spades
 * (0..3) and ranks 2..A as 0..12 (ace high). Integers keep states, moves and the hot paths of play cheap; the
 * helpers here give them names for people.
 *
 * @module
 */

/** The four suits, in the order of their index. */
export const SUITS = ['clubs', 'diamonds', 'hearts', 'spades'] as const;
/** A suit's name. */
export type Suit = (typeof SUITS)[number];

/** Rank names, index 0 = the two, 12 = the ace. */
export const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const;

const SUIT_LETTERS = ['C', 'D', 'H', 'S'] as const;
/** Each suit's symbol, in the order of {@link SUITS}. */
export const SUIT_SYMBOLS = ['♣', '♦', '♥', '♠'] as const;

/** Rank index of the ace. */
export const ACE = 12;
/** Rank index of the king. */
export const KING = 11;
/** Index of hearts in {@link SUITS}. */
export const HEARTS = 2;

/** Every card, 0..51. */
export const ALL_CARDS: readonly number[] = Object.freeze(Array.from({ length: 52 }, (_, i) => i));

/** `{ type: 'play', card }` for every card: shared, frozen move objects (legal moves allocate none). */
export const PLAY_MOVES: readonly Readonly<{ type: 'play'; card: number }>[] = Object.freeze(
  ALL_CARDS.map((card) => Object.freeze({ type: 'play' as const, card })),
);

/** The suit index (0..3) of a card. */
export function suitOf(card: number): number {
  return (card / 13) | 0;
}

/** The rank index (0 = two .. 12 = ace) of a card. */
export function rankOf(card: number): number {
  return card % 13;
}

/** The card of a suit index and a rank index. */
export function cardOf(suit: number, rank: number): number {
  return suit * 13 + rank;
}

/** The index of a suit name. */
export function suitIndex(suit: Suit): number {
  return SUITS.indexOf(suit);
}

/**
 * A card's short name: rank then suit letter.
 *
 * @example
 * ```ts
 * cardName(51); // 'AS'
 * cardName(cardOf(2, 10)); // 'QH'
 * ```
 */
export function cardName(card: number): string {
  return `${RANKS[rankOf(card)]}${SUIT_LETTERS[suitOf(card)]}`;
}

/** Rank names at a Dutch table: boer, vrouw, heer, aas. */
const RANKS_NL = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'B', 'V', 'H', 'A'] as const;

/**
 * A card's name with its suit symbol, in the table's language.
 *
 * @example
 * ```ts
 * cardLabel(cardOf(2, 10));       // '♥Q'
 * cardLabel(cardOf(2, 10), 'nl'); // '♥V' (hartenvrouw)
 * ```
 */
export function cardLabel(card: number, lang: 'en' | 'nl' = 'en'): string {
  return `${SUIT_SYMBOLS[suitOf(card)]}${rankLabel(card, lang)}`;
}

/**
 * A card's rank as printed in its corner, in the table's language.
 *
 * @example
 * ```ts
 * rankLabel(cardOf(2, 10));       // 'Q'
 * rankLabel(cardOf(2, 10), 'nl'); // 'V'
 * ```
 */
export function rankLabel(card: number, lang: 'en' | 'nl' = 'en'): string {
  return (lang === 'en' ? RANKS : RANKS_NL)[rankOf(card)]!;
}

/**
 * The card of a short name (`'AS'`, `'10H'`, `'qh'`); `undefined` when it names none.
 *
 * @example
 * ```ts
 * parseCard('10H') === cardOf(2, 8); // true
 * ```
 */
export function parseCard(name: string): number | undefined {
  const text = name.trim().toUpperCase();
  const suit = SUIT_LETTERS.indexOf(text.slice(-1) as (typeof SUIT_LETTERS)[number]);
  const rank = RANKS.indexOf(text.slice(0, -1) as (typeof RANKS)[number]);
  return suit < 0 || rank < 0 ? undefined : cardOf(suit, rank);
}

/** Sorts a hand in place by suit, then rank, and returns it. */
export function sortHand(hand: number[]): number[] {
  return hand.sort((a, b) => a - b);
}

/** The cards of a hand in one suit (ascending, as hands are kept sorted). */
export function cardsInSuit(hand: readonly number[], suit: number): number[] {
  const out: number[] = [];
  for (const c of hand) if (suitOf(c) === suit) out.push(c);
  return out;
}

/** Whether a hand holds a card of the suit. */
export function holdsSuit(hand: readonly number[], suit: number): boolean {
  for (let i = 0; i < hand.length; i++) if (((hand[i]! / 13) | 0) === suit) return true;
  return false;
}

/**
 * The index (0..3 in play order) of the card that wins a trick: the highest trump, else the highest card of
 * the suit led. `trump` is a suit index or -1 for no trump.
 *
 * @example
 * ```ts
 * trickWinner([cardOf(0, 5), cardOf(0, 12), cardOf(2, 0), cardOf(0, 1)], 2); // 2: the two of hearts trumps
 * ```
 */
export function trickWinner(cards: readonly number[], trump: number): number {
  let best = 0;
  let bestCard = cards[0]!;
  for (let i = 1; i < cards.length; i++) {
    const c = cards[i]!;
    const cs = (c / 13) | 0;
    const bs = (bestCard / 13) | 0;
    if (cs === bs ? c > bestCard : cs === trump) {
      best = i;
      bestCard = c;
    }
  }
  return best;
}
