/**
 * The cards of Die Weinhändler, as data in one place. The card list is a reconstruction (see the rules file):
 * seven wine colours, each with three bottle shapes (narrow 1 star, angular 2, round 3) in three identical
 * copies; colour `k` is worth `5+k`, `12+k` and `19+k` euro, so every value 5..25 exists three times. Three
 * empty bottles are worth 0.20 euro and have no stars. All money is in cents.
 *
 * A card is named by a string: `"<colour>-<euro>"` (`"blue-16"`) or `"empty"`. Copies are identical, so hands
 * and bids are multisets, kept sorted by value.
 *
 * @module
 */
import type { Lang } from '../errors/index.js';

/** The wine colours in the rulebook's order; colour number `k` is the index. */
export const COLOURS = ['yellow', 'red', 'green', 'orange', 'blue', 'grey', 'purple'] as const;
/** A wine colour. */
export type Colour = (typeof COLOURS)[number];

/** The wine of each colour, in the same order. */
export const WINES: Readonly<Record<Colour, string>> = Object.freeze({
  yellow: 'Dornfelder',
  red: 'Merlot',
  green: 'Zinfandel',
  orange: 'Chardonnay',
  blue: 'Cabernet Sauvignon',
  grey: 'Portugieser',
  purple: 'Bordeaux',
});

/** The bottle shapes; shape `s` has `s + 1` stars. */
export const SHAPES = ['narrow', 'angular', 'round'] as const;
/** A bottle shape. */
export type Shape = (typeof SHAPES)[number];

/** The empty bottle's name. */
export const EMPTY = 'empty';
/** What an empty bottle is worth, in cents. */
export const EMPTY_CENTS = 20;
/** Copies of every bottle (and the number of empty bottles). */
export const COPIES = 3;

/** A card's name: `"blue-16"`, `"empty"`. */
export type Card = string;

/** Everything about one kind of card. */
export interface CardInfo {
  readonly card: Card;
  /** Kind number 0..21 (the empty bottle is 21). */
  readonly index: number;
  /** Colour number 0..6; -1 for the empty bottle. */
  readonly colour: number;
  /** Shape number 0..2; -1 for the empty bottle. */
  readonly shape: number;
  readonly stars: number;
  /** Value in cents. */
  readonly cents: number;
  readonly wine: boolean;
}

function buildInfo(): Record<Card, CardInfo> {
  const info: Record<Card, CardInfo> = Object.create(null);
  COLOURS.forEach((colour, k) => {
    for (let s = 0; s < 3; s++) {
      const euro = 5 + 7 * s + k;
      const card = `${colour}-${euro}`;
      info[card] = Object.freeze({
        card,
        index: 3 * k + s,
        colour: k,
        shape: s,
        stars: s + 1,
        cents: euro * 100,
        wine: true,
      });
    }
  });
  info[EMPTY] = Object.freeze({
    card: EMPTY,
    index: 21,
    colour: -1,
    shape: -1,
    stars: 0,
    cents: EMPTY_CENTS,
    wine: false,
  });
  return info;
}

/** Every kind of card by name (22 kinds: 21 wines and the empty bottle). */
export const CARD_INFO: Readonly<Record<Card, CardInfo>> = Object.freeze(buildInfo());

/**
 * The facts of a card, or `undefined` for a name that is no card.
 *
 * @example
 * ```ts
 * cardInfo('blue-16'); // { colour: 4, shape: 1, stars: 2, cents: 1600, wine: true, … }
 * ```
 */
export function cardInfo(card: unknown): CardInfo | undefined {
  return typeof card === 'string' && Object.hasOwn(CARD_INFO, card) ? CARD_INFO[card] : undefined;
}

/**
 * True when `card` names a card of the game.
 *
 * @example
 * ```ts
 * isCard('grey-24'); // true
 * isCard('grey-23'); // false: grey is 10, 17 and 24
 * ```
 */
export function isCard(card: unknown): card is Card {
  return cardInfo(card) !== undefined;
}

/** The card's name for a colour and shape. @example `cardOf(4, 1) === 'blue-16'` */
export function cardOf(colour: number, shape: number): Card {
  return `${COLOURS[colour]}-${5 + 7 * shape + colour}`;
}

/**
 * The value of a card in cents (unknown names: 0).
 *
 * @example
 * ```ts
 * cents('empty'); // 20
 * ```
 */
export function cents(card: Card): number {
  return CENTS.get(card) ?? 0;
}

/** Each card's value by name: a map, because `CARD_INFO` is a dictionary-mode object, slower to look up. */
const CENTS: ReadonlyMap<Card, number> = new Map(
  Object.values(CARD_INFO).map((info) => [info.card, info.cents]),
);

/** The total of some cards in cents. @example `total(['green-7', 'empty']) === 720` */
export function total(cards: readonly Card[]): number {
  let sum = 0;
  for (const c of cards) sum += CARD_INFO[c]!.cents;
  return sum;
}

/** Orders cards by value (each value is one kind of card, so this is a total order on kinds). */
export function byValue(a: Card, b: Card): number {
  return CARD_INFO[a]!.cents - CARD_INFO[b]!.cents;
}

/**
 * The colours in play: 3 players drop yellow and purple, 4 players drop orange, 5 play all seven.
 *
 * @example
 * ```ts
 * coloursFor(4).map((k) => COLOURS[k]); // without orange
 * ```
 */
export function coloursFor(players: number): number[] {
  if (players === 3) return [1, 2, 3, 4, 5];
  if (players === 4) return [0, 1, 2, 4, 5, 6];
  return [0, 1, 2, 3, 4, 5, 6];
}

/**
 * Every card in play for a table, sorted by value: three copies of each bottle of the colours in play, and the
 * three empty bottles (3 players: 48 cards, 4: 57, 5: 66).
 *
 * @example
 * ```ts
 * deckFor(4).length; // 57
 * ```
 */
export function deckFor(players: number): Card[] {
  let deck = decks.get(players);
  if (!deck) {
    deck = buildDeck(players);
    decks.set(players, deck);
  }
  return deck.slice();
}

const decks = new Map<number, readonly Card[]>();

function buildDeck(players: number): Card[] {
  const cards: Card[] = [];
  for (let c = 0; c < COPIES; c++) cards.push(EMPTY);
  for (const k of coloursFor(players)) {
    // The names held in CARD_INFO (one string object per kind: comparing them is a pointer check).
    for (let s = 0; s < 3; s++) for (let c = 0; c < COPIES; c++) cards.push(CARD_INFO[cardOf(k, s)]!.card);
  }
  return cards.sort(byValue);
}

/**
 * Counts cards by name.
 *
 * @example
 * ```ts
 * countCards(['red-6', 'red-6', 'empty']).get('red-6'); // 2
 * ```
 */
export function countCards(cards: Iterable<Card>): Map<Card, number> {
  const counts = new Map<Card, number>();
  for (const c of cards) counts.set(c, (counts.get(c) ?? 0) + 1);
  return counts;
}

/**
 * Removes `cards` (a multiset) from `from`, returning the rest, or `null` when `from` does not hold them all.
 *
 * @example
 * ```ts
 * without(['empty', 'red-6', 'red-6'], ['red-6']); // ['empty', 'red-6']
 * ```
 */
export function without(from: readonly Card[], cards: readonly Card[]): Card[] | null {
  const rest = from.slice();
  for (const c of cards) {
    const at = rest.indexOf(c);
    if (at < 0) return null;
    rest.splice(at, 1);
  }
  return rest;
}

/** Inserts a card into a hand kept sorted by value (mutates `hand`). */
export function insertSorted(hand: Card[], card: Card): void {
  const v = CARD_INFO[card]!.cents;
  let i = hand.length;
  while (i > 0 && CARD_INFO[hand[i - 1]!]!.cents > v) i--;
  hand.splice(i, 0, card);
}

/**
 * An amount in cents as the language writes euros.
 *
 * @example
 * ```ts
 * euros(1250, 'nl'); // '€ 12,50'
 * ```
 */
export function euros(cents: number, lang: Lang): string {
  return new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'nl-BE', {
    style: 'currency',
    currency: 'EUR',
  }).format(cents / 100);
}
