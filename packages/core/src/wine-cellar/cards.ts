/**
 * The 18 cards of Wine Cellar, as data. Tafel's deck (`deck.json`) follows the rules file: eight cards read
 * from the rulebook's scoring example, ten reconstructed. An owner of the printed deck can load the real one
 * with {@link parseCards} and pass it as the `cards` option.
 *
 * **The 2021 end bonus** (`bonus2021`). The 2021 prototype's cards give, as the last card, "+6 for a specific
 * bottle and +3 for a specific country (which can compound)": a bottle there is a wine, that is a card (every
 * card is a bottle in the cellar, whichever suit, Bottles or Glasses, it has in the tricks), so each card names
 * one other card by its bid, and one country. The prototype's text does not say which ones, so every card's
 * `bonus2021` in the default deck is reconstructed (its own `source` says so; the card's `source` is about its
 * other data), chosen by one rule:
 * - the country is the one its newer bonus names (both editions print "+3 per wine of a country"), so each
 *   country's six cards name the next country, USA → France → Spain → USA;
 * - the bottle is a card of that country, so the two can compound as the prototype says; each bottle is named by
 *   exactly one card (six cards name a country, which has six bottles);
 * - going through the cards by bid, each takes the lowest unnamed bottle of its country of the wine type its
 *   newer bonus counts, or else the lowest unnamed bottle of its country.
 *
 * People with the real 2021 cards enter theirs in the same field; a deck without it plays the standard rules
 * only.
 *
 * @module
 */

import * as v from 'valibot';
import { commonErrors } from '../errors/index.js';
import { int, noArray, parserOf, strict } from '../schema/index.js';
import { said } from '../schema/messages.js';
import deckJson from './deck.json' with { type: 'json' };

/** The wine types and their symbols on the cards. */
export const WINE_TYPES = { red: '●', white: '▲', rose: '♥', sparkling: '★' } as const;
/** A wine type. */
export type WineType = keyof typeof WINE_TYPES;

/** The countries of the deck. */
export const COUNTRIES = ['usa', 'france', 'spain'] as const;
/** A country. */
export type Country = (typeof COUNTRIES)[number];

const wineType = v.picklist(['red', 'white', 'rose', 'sparkling']);
const country = v.picklist(COUNTRIES);

/** A card's 2021 end bonus: the bottle (another card's bid) and the country it names. */
const bonus2021Schema = strict({
  bottle: int(1, 18),
  country,
  source: v.optional(v.picklist(['reconstructed', 'printed'])),
});

const cardSchema = noArray(
  v.object({
    /** Bid value 1..18, all different; the card's id everywhere in Tafel. */
    bid: int(1, 18),
    type: wineType,
    country,
    /** Score of the bottle when opened 1st..8th: a permutation of 1..8. */
    track: v.pipe(
      v.array(int(1, 8)),
      v.length(8),
      v.check(
        (t) => new Set(t).size === 8,
        said({ en: 'a track is a permutation of 1..8', nl: 'een rij is een permutatie van 1..8' }),
      ),
    ),
    /** As the bonus card: `perType` per cellar wine of `type`, `perCountry` (3) per cellar wine of `country`. */
    bonus: noArray(
      v.object({
        type: wineType,
        perType: int(0, 10),
        country,
        perCountry: v.optional(int(0, 10)),
      }),
    ),
    /**
     * The 2021 rules' end bonus as the last card: +6 when the card with bid `bottle` is in the cellar, +3 per
     * cellar wine of `country` (see the module comment for how the default deck's are chosen).
     */
    bonus2021: v.optional(bonus2021Schema),
    source: v.optional(v.picklist(['seed', 'reconstructed', 'printed'])),
  }),
);

/** One card: its bid value (also its id), its wine, its cellar track and its end-game bonuses. */
export type WineCard = v.InferOutput<typeof cardSchema>;
/** A card's 2021 end bonus: the bottle (another card's bid) and the country it names. */
export type Bonus2021 = v.InferOutput<typeof bonus2021Schema>;

/**
 * The schema of a card list: 18 cards with the bids 1..18 once each; the 2021 end bonus on every card or on
 * none, never naming the card itself.
 */
export const cardsSchema = v.pipe(
  v.array(cardSchema),
  v.length(18),
  v.check(
    (cards) => new Set(cards.map((c) => c.bid)).size === 18,
    said({ en: 'every bid 1..18 appears once', nl: 'elk bod 1..18 komt één keer voor' }),
  ),
  v.check(
    (cards) => {
      const n = cards.filter((c) => c.bonus2021 !== undefined).length;
      return n === 0 || n === cards.length;
    },
    said({
      en: 'the 2021 end bonus (bonus2021) is on every card or on none',
      nl: 'de eindbonus van 2021 (bonus2021) staat op elke kaart of op geen',
    }),
  ),
  v.check(
    (cards) => cards.every((c) => c.bonus2021?.bottle !== c.bid),
    (issue) => {
      const card = (issue.input as WineCard[]).find((c) => c.bonus2021?.bottle === c.bid);
      return said({
        en: `card ${card?.bid}'s 2021 end bonus names the card itself: a card never counts for itself`,
        nl: `de eindbonus van 2021 van kaart ${card?.bid} noemt de kaart zelf: een kaart telt nooit voor zichzelf`,
      });
    },
  ),
);

/**
 * Checks a card list (for example the printed deck, from JSON); throws `RuleError('invalid-options')`.
 *
 * @example
 * ```ts
 * const cards = parseCards(JSON.parse(readFileSync('my-deck.json', 'utf8')));
 * wineCellar.setup({ players: 2, seed: 's', options: { cards } });
 * ```
 */
export const parseCards: (json: unknown) => WineCard[] = parserOf(cardsSchema, 'invalid-options');

/**
 * Checks that a card list carries the 2021 end bonus, which the 2021 rules score; throws
 * `RuleError('invalid-options')`.
 *
 * @example
 * ```ts
 * require2021(DEFAULT_CARDS); // fine: the default deck has them
 * ```
 */
export function require2021(cards: readonly WineCard[]): void {
  if (cards.some((c) => c.bonus2021 === undefined))
    commonErrors.fail('invalid-options', {
      reason: {
        en: "the 2021 rules score each card's 2021 end bonus: give every card its bonus2021 { bottle, country }",
        nl: 'de regels van 2021 tellen de eindbonus van 2021 van elke kaart: geef elke kaart zijn bonus2021 { bottle, country }',
      },
    });
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
