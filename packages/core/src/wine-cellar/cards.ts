/**
 * The 18 cards of Wine Cellar, as data. Tafel's deck (`deck.json`) follows the rules file: eight cards read
 * from the rulebook's scoring example, ten reconstructed. An owner of the printed deck can load the real one
 * with {@link parseCards} and pass it as the `cards` option.
 *
 * @module
 */
import * as z from 'zod';
import { commonErrors } from '../errors/index.js';
import deckJson from './deck.json' with { type: 'json' };

/** The wine types and their symbols on the cards. */
export const WINE_TYPES = { red: '●', white: '▲', rose: '♥', sparkling: '★' } as const;
/** A wine type. */
export type WineType = keyof typeof WINE_TYPES;

/** The countries of the deck. */
export const COUNTRIES = ['usa', 'france', 'spain'] as const;
/** A country. */
export type Country = (typeof COUNTRIES)[number];

/** One card: its bid value (also its id), its wine, its cellar track and its end-game bonuses. */
export interface WineCard {
  /** Bid value 1..18, all different; the card's id everywhere in Tafel. */
  bid: number;
  type: WineType;
  country: Country;
  /** Score of the bottle when opened 1st..8th: a permutation of 1..8. */
  track: number[];
  /** As the bonus card: `perType` per cellar wine of `type`, `perCountry` (3) per cellar wine of `country`. */
  bonus: { type: WineType; perType: number; country: Country; perCountry?: number };
  source?: 'seed' | 'reconstructed' | 'printed';
}

const trackSchema = z
  .array(z.number().int().min(1).max(8))
  .length(8)
  .refine((t) => new Set(t).size === 8, 'a track is a permutation of 1..8');

const cardSchema = z.object({
  bid: z.number().int().min(1).max(18),
  type: z.enum(['red', 'white', 'rose', 'sparkling']),
  country: z.enum(COUNTRIES),
  track: trackSchema,
  bonus: z.object({
    type: z.enum(['red', 'white', 'rose', 'sparkling']),
    perType: z.number().int().min(0).max(10),
    country: z.enum(COUNTRIES),
    perCountry: z.number().int().min(0).max(10).optional(),
  }),
  source: z.enum(['seed', 'reconstructed', 'printed']).optional(),
});

/** The schema of a card list: 18 cards with the bids 1..18 once each. */
export const cardsSchema = z
  .array(cardSchema)
  .length(18)
  .refine((cards) => new Set(cards.map((c) => c.bid)).size === 18, 'every bid 1..18 appears once');

/**
 * Checks a card list (for example the printed deck, from JSON); throws `RuleError('invalid-options')`.
 *
 * @example
 * ```ts
 * const cards = parseCards(JSON.parse(readFileSync('my-deck.json', 'utf8')));
 * wineCellar.setup({ players: 2, seed: 's', options: { cards } });
 * ```
 */
export function parseCards(json: unknown): WineCard[] {
  const result = cardsSchema.safeParse(json);
  if (!result.success) commonErrors.fail('invalid-options', { reason: z.prettifyError(result.error) });
  return result.data as WineCard[];
}

/** Tafel's deck, as the rules file fixes it. */
export const DEFAULT_CARDS: readonly WineCard[] = Object.freeze(parseCards(deckJson));

/** Every card id, 1..18. */
export const CARD_IDS: readonly number[] = Object.freeze(Array.from({ length: 18 }, (_, i) => i + 1));

/** A card list indexed for fast scoring: `byBid[b]` is the card with bid `b`. */
export interface Deck {
  readonly cards: readonly WineCard[];
  readonly byBid: readonly WineCard[];
}

const decks = new WeakMap<readonly WineCard[], Deck>();

/** The indexed form of a card list (cached per list). */
export function deckOf(cards: readonly WineCard[] = DEFAULT_CARDS): Deck {
  let deck = decks.get(cards);
  if (!deck) {
    const byBid: WineCard[] = [];
    for (const card of cards) byBid[card.bid] = card;
    deck = { cards, byBid };
    decks.set(cards, deck);
  }
  return deck;
}

/** The 2021 suit of a card: bids 1–9 are Bottles, 10–18 Glasses. */
export function suitOf(bid: number): 'bottles' | 'glasses' {
  return bid <= 9 ? 'bottles' : 'glasses';
}
