/**
 * Scoring a cellar: each bottle scores its track value at its position (1st = top), plus the bonus card's two
 * bonuses counted over the cellar; the 2021 rules add +1 per other cellar wine of a card's own type and 5 for an
 * unused auto-win token.
 *
 * @module
 */
import { defineErrors, type ErrorCatalogue, type Errors } from '../errors/index.js';
import { DEFAULT_CARDS, deckOf, type WineCard } from './cards.js';

/** How the bonus card's country bonus counts when a card does not say. */
const COUNTRY_BONUS = 3;
/** What an unused auto-win token is worth (2021 rules). */
export const TOKEN_VALUE = 5;

/** A cellar's score, part by part. */
export interface CellarScore {
  /** Track values of the bottles at their positions. */
  cellar: number;
  /** The bonus card's type and country bonuses. */
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
  const { byBid } = deckOf(options.cards ?? DEFAULT_CARDS);
  if (cellar.length > 8) scoreErrors.fail('invalid-cellar', { reason: `${cellar.length} cards` });
  const seen = new Set<number>();
  for (const bid of [...cellar, bonus]) {
    if (!byBid[bid]) scoreErrors.fail('invalid-cellar', { reason: `no card ${bid}` });
    if (seen.has(bid)) scoreErrors.fail('invalid-cellar', { reason: `card ${bid} twice` });
    seen.add(bid);
  }
  return scoreUnchecked(cellar, bonus, byBid, options.rules === '2021', options.unusedToken === true);
}

/** {@link scoreCellar} without the input checks, for the engine and bots on cards they already know. */
export function scoreUnchecked(
  cellar: readonly number[],
  bonus: number,
  byBid: readonly WineCard[],
  rules2021 = false,
  unusedToken = false,
): CellarScore {
  const b = byBid[bonus]!.bonus;
  let track = 0;
  let bonusPoints = 0;
  const typeCounts = { red: 0, white: 0, rose: 0, sparkling: 0 };
  for (let i = 0; i < cellar.length; i++) {
    const card = byBid[cellar[i]!]!;
    track += card.track[i]!;
    if (card.type === b.type) bonusPoints += b.perType;
    if (card.country === b.country) bonusPoints += b.perCountry ?? COUNTRY_BONUS;
    typeCounts[card.type]++;
  }
  let types = 0;
  if (rules2021) for (const n of Object.values(typeCounts)) types += n * (n - 1);
  const token = rules2021 && unusedToken ? TOKEN_VALUE : 0;
  return { cellar: track, bonus: bonusPoints, types, token, total: track + bonusPoints + types + token };
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
