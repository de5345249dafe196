/**
 * Scoring a cellar: each bottle scores its track value at its position (1st = top), plus the bonus card's two
 * bonuses counted over the cellar. The 2021 rules score the bonus card's 2021 end bonus instead (+6 when the
 * bottle it names is in the cellar, +3 per cellar wine of the country it names; they compound), and add +1 per
 * other cellar wine of a card's own type and 5 for an unused auto-win token.
 *
 * @module
 */
import { defineErrors, type ErrorCatalogue, type Errors } from '../errors/index.js';
import { DEFAULT_CARDS, deckOf, require2021, type WineCard } from './cards.js';

/** How the bonus card's country bonus counts when a card does not say. */
const COUNTRY_BONUS = 3;
/** 2021 end bonus: what the named bottle in the cellar is worth. */
export const BOTTLE_BONUS_2021 = 6;
/** 2021 end bonus: what each cellar wine of the named country is worth. */
export const COUNTRY_BONUS_2021 = 3;
/** What an unused auto-win token is worth (2021 rules). */
export const TOKEN_VALUE = 5;

/** A cellar's score, part by part. */
export interface CellarScore {
  /** Track values of the bottles at their positions. */
  cellar: number;
  /** The bonus card's type and country bonuses (2021 rules: its bottle and country end bonus). */
  bonus: number;
  /** 2021 rules: +1 per other cellar wine of each card's own type. */
  types: number;
  /** 2021 rules: an unused auto-win token. */
  token: number;
  total: number;
}

/** Options of {@link scoreCellar}. */
export interface ScoreOptions {
  rules?: 'standard' | '2021';
  /** 2021 rules: the player never used his auto-win token. */
  unusedToken?: boolean;
  cards?: readonly WineCard[];
}

const catalogue = {
  'invalid-cellar': {
    en: 'A cellar holds up to 8 different cards of the deck, and never the bonus card: {reason}.',
    nl: 'Een kelder bevat tot 8 verschillende kaarten van het spel, en nooit de bonuskaart: {reason}.',
  },
} as const satisfies ErrorCatalogue;

export const scoreErrors: Errors<typeof catalogue> = defineErrors(catalogue);

/**
 * Scores a cellar (bid values, top to bottom) with its bonus card.
 *
 * @example
 * ```ts
 * scoreCellar([2, 3, 12, 4, 5, 9, 10, 18], 7); // { cellar: 58, bonus: 13, types: 0, token: 0, total: 71 }
 * ```
 */
export function scoreCellar(
  cellar: readonly number[],
  bonus: number,
  options: ScoreOptions = {},
): CellarScore {
  const cards = options.cards ?? DEFAULT_CARDS;
  if (options.rules === '2021') require2021(cards);
  const { byBid } = deckOf(cards);
  if (cellar.length > 8)
    scoreErrors.fail('invalid-cellar', {
      reason: { en: `${cellar.length} cards`, nl: `${cellar.length} kaarten` },
    });
  const seen = new Set<number>();
  for (const bid of [...cellar, bonus]) {
    if (!byBid[bid])
      scoreErrors.fail('invalid-cellar', { reason: { en: `no card ${bid}`, nl: `geen kaart ${bid}` } });
    if (seen.has(bid))
      scoreErrors.fail('invalid-cellar', {
        reason: { en: `card ${bid} twice`, nl: `kaart ${bid} twee keer` },
      });
    seen.add(bid);
  }
  return scoreUnchecked(cellar, bonus, byBid, options.rules === '2021', options.unusedToken === true);
}

/**
 * {@link scoreCellar} without the input checks, for the engine and bots on cards they already know (the 2021
 * rules need every card's `bonus2021`: setup checks it).
 */
export function scoreUnchecked(
  cellar: readonly number[],
  bonus: number,
  byBid: readonly WineCard[],
  rules2021 = false,
  unusedToken = false,
): CellarScore {
  let track = 0;
  const typeCounts = { red: 0, white: 0, rose: 0, sparkling: 0 };
  for (let i = 0; i < cellar.length; i++) {
    const card = byBid[cellar[i]!]!;
    track += card.track[i]!;
    typeCounts[card.type]++;
  }
  const bonusPoints = rules2021 ? endBonus2021(cellar, bonus, byBid) : endBonus(cellar, bonus, byBid);
  let types = 0;
  if (rules2021) for (const n of Object.values(typeCounts)) types += n * (n - 1);
  const token = rules2021 && unusedToken ? TOKEN_VALUE : 0;
  return { cellar: track, bonus: bonusPoints, types, token, total: track + bonusPoints + types + token };
}

/**
 * The bonus card's end bonus under the standard rules: its `perType` per cellar wine of its type, its
 * `perCountry` (3) per cellar wine of its country.
 *
 * @example
 * ```ts
 * endBonus([2, 3, 12, 4, 5, 9, 10, 18], 7, deckOf().byBid); // 13: +2 × 2 rosé, +3 × 3 French
 * ```
 */
export function endBonus(cellar: readonly number[], bonus: number, byBid: readonly WineCard[]): number {
  const b = byBid[bonus]!.bonus;
  let points = 0;
  for (let i = 0; i < cellar.length; i++) {
    const card = byBid[cellar[i]!]!;
    if (card.type === b.type) points += b.perType;
    if (card.country === b.country) points += b.perCountry ?? COUNTRY_BONUS;
  }
  return points;
}

/**
 * The bonus card's end bonus under the 2021 rules: +6 when the bottle it names is in the cellar, +3 per cellar
 * wine of the country it names (a bottle of that country gets both).
 *
 * @example
 * ```ts
 * // Default deck: card 7 names bottle 15 (French) and France.
 * endBonus2021([2, 3, 12, 4, 15, 9, 10, 18], 7, deckOf().byBid); // 15: +6 for 15, +3 × 3 French (15, 9, 18)
 * ```
 */
export function endBonus2021(cellar: readonly number[], bonus: number, byBid: readonly WineCard[]): number {
  const b = byBid[bonus]!.bonus2021!;
  let points = 0;
  for (let i = 0; i < cellar.length; i++) {
    const bid = cellar[i]!;
    if (bid === b.bottle) points += BOTTLE_BONUS_2021;
    if (byBid[bid]!.country === b.country) points += COUNTRY_BONUS_2021;
  }
  return points;
}

/**
 * The best use of the advanced swap rule: the cellar position whose card to swap with the bonus card, or
 * `null` when keeping everything scores best (ties keep). Returns the total it reaches too.
 */
export function bestSwap(
  cellar: readonly number[],
  bonus: number,
  byBid: readonly WineCard[],
  rules2021 = false,
  unusedToken = false,
): { position: number | null; total: number } {
  let best = {
    position: null as number | null,
    total: scoreUnchecked(cellar, bonus, byBid, rules2021, unusedToken).total,
  };
  const swapped = [...cellar];
  for (let i = 0; i < cellar.length; i++) {
    swapped[i] = bonus;
    const total = scoreUnchecked(swapped, cellar[i]!, byBid, rules2021, unusedToken).total;
    if (total > best.total) best = { position: i, total };
    swapped[i] = cellar[i]!;
  }
  return best;
}

/** The solo rank list. */
export const SOLO_RANKS = {
  'master-sommelier': { en: 'Master Sommelier', nl: 'Master Sommelier' },
  sommelier: { en: 'Sommelier', nl: 'Sommelier' },
  'wine-geek': { en: 'Wine Geek', nl: 'Wijnnerd' },
  fermenting: { en: 'Still fermenting in the tank', nl: 'Nog aan het gisten in de tank' },
} as const;
/** A solo rank. */
export type SoloRank = keyof typeof SOLO_RANKS;

/** The solo rank of a total: > 72, > 67, ≥ 60, below. */
export function soloRank(total: number): SoloRank {
  if (total > 72) return 'master-sommelier';
  if (total > 67) return 'sommelier';
  if (total >= 60) return 'wine-geek';
  return 'fermenting';
}
