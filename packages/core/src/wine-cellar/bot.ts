/**
 * The heuristic Wine Cellar bot: fast, and it reads only its own view.
 *
 * - Cellar: every bottle is judged at the positions it can still end up in; a bottle put on top now ends at
 *   position 1 + (the number of later top placements), so the bot scores a cellar by its best and average
 *   final offset, plus what its best bonus card would add.
 * - Bids: the card whose chance of winning times what winning is worth beats what spending it costs; the hand's
 *   best bonus card is kept for the last trick (2021 rules: put aside as the last card after the second trick).
 * - Bonus: the end bonus of the rules played (the 2021 rules: the card's bottle and country).
 * - Swap: the best swap, counted exactly.
 *
 * @module
 */
import type { Bot, Seat } from '../contract/index.js';
import type { Rng } from '../random/index.js';
import { CARD_IDS, DEFAULT_CARDS, deckOf, type WineCard } from './cards.js';
import { bestSwap, endBonus, endBonus2021 } from './score.js';
import type { End, WineCellarMove, WineCellarState, WineCellarView } from './types.js';
import { view as viewOf } from './view.js';

/** How much a bottle's best offset weighs against its average offset in {@link cellarPotential}. */
const OPTIMISM = 0.6;
/** How much the best bonus card's current points weigh in {@link cellarPotential}. */
const BONUS_WEIGHT = 0.7;
/** What spending a bid card costs, per bid point (high cards win later tricks too). */
const BID_COST = 0.12;

/**
 * An estimate of what a partial cellar (top to bottom) will score: track values at the best and the average
 * final offset, plus the points the best bonus candidate in `hand` would add over these bottles (`rules2021`:
 * its 2021 end bonus).
 *
 * @example
 * ```ts
 * cellarPotential([2, 3], [7, 12], deckOf().byBid); // tracks of 2 and 3 where they may end, plus 7's bonus
 * ```
 */
export function cellarPotential(
  cellar: readonly number[],
  hand: readonly number[],
  byBid: readonly WineCard[],
  rules2021 = false,
): number {
  const free = 8 - cellar.length;
  let best = -1;
  let sum = 0;
  for (let t = 0; t <= free; t++) {
    let v = 0;
    for (let i = 0; i < cellar.length; i++) v += byBid[cellar[i]!]!.track[t + i]!;
    sum += v;
    if (v > best) best = v;
  }
  const tracks = OPTIMISM * best + (1 - OPTIMISM) * (sum / (free + 1));
  return tracks + BONUS_WEIGHT * bestBonus(cellar, hand, byBid, rules2021);
}

function bestBonus(
  cellar: readonly number[],
  hand: readonly number[],
  byBid: readonly WineCard[],
  rules2021: boolean,
): number {
  const points = rules2021 ? endBonus2021 : endBonus;
  let best = 0;
  for (const h of hand) {
    const v = points(cellar, h, byBid);
    if (v > best) best = v;
  }
  return best;
}

function placed(cellar: readonly number[], card: number, end: End): number[] {
  return end === 'top' ? [card, ...cellar] : [...cellar, card];
}

/** The better end for a card, and the potential it reaches. */
export function bestEnd(
  cellar: readonly number[],
  card: number,
  hand: readonly number[],
  byBid: readonly WineCard[],
  rules2021 = false,
): { end: End; value: number } {
  const top = cellarPotential(placed(cellar, card, 'top'), hand, byBid, rules2021);
  const bottom = cellarPotential(placed(cellar, card, 'bottom'), hand, byBid, rules2021);
  return top >= bottom ? { end: 'top', value: top } : { end: 'bottom', value: bottom };
}

/** The card of `hand` worth keeping as bonus card over `cellar` (its current bonus points). */
function keeper(
  cellar: readonly number[],
  hand: readonly number[],
  byBid: readonly WineCard[],
  rules2021 = false,
): number | null {
  if (hand.length <= 1) return null;
  let best: number | null = null;
  let bestValue = -1;
  for (const h of hand) {
    const v = bestBonus(cellar, [h], byBid, rules2021);
    if (v > bestValue) {
      bestValue = v;
      best = h;
    }
  }
  return best;
}

/** Chooses a move from a view: the heart of the heuristic bot, usable on any view. */
export function heuristicMove(v: WineCellarView, legal: readonly WineCellarMove[], rng: Rng): WineCellarMove {
  const seat = v.seat!;
  const { byBid } = deckOf(v.cards ?? DEFAULT_CARDS);
  const hand = v.hand ?? [];
  const cellar = v.cellars[seat]!;
  const rules2021 = v.rules === '2021';
  const bonuses = bonusCandidates(v);
  const first = legal[0]!;
  switch (first.type) {
    case 'take': {
      let best = first;
      let bestValue = Number.NEGATIVE_INFINITY;
      for (const prize of [0, 1] as const) {
        const mine = bestEnd(cellar, v.prizes[prize]!, bonuses, byBid, rules2021);
        // Leaving the opponent the worse bottle is worth something too (not in solo: the automaton keeps none).
        const theirs = v.solo ? 0 : opponentValue(v, seat, v.prizes[1 - prize]!, byBid);
        const value = mine.value - 0.5 * theirs;
        if (value > bestValue) {
          bestValue = value;
          best = { type: 'take', prize, end: mine.end };
        }
      }
      return best;
    }
    case 'place':
      return { type: 'place', end: bestEnd(cellar, v.pending[seat]!, bonuses, byBid, rules2021).end };
    case 'swap':
      return {
        type: 'swap',
        position: bestSwap(cellar, v.bonus[seat]!, byBid, v.rules === '2021', v.tokens[seat]).position,
      };
    case 'reserve': {
      const card = keeper(cellar, hand, byBid, rules2021) ?? hand[0]!;
      return { type: 'reserve', card };
    }
    case 'bid':
      return chooseBid(v, legal, byBid, rng);
  }
}

/**
 * The cards that may still be the seat's bonus card: its hand, or in the 2021 rules once it has put its last card
 * aside, that card alone.
 */
function bonusCandidates(v: WineCellarView): readonly number[] {
  const reserved = v.reserved[v.seat!];
  return v.rules === '2021' && typeof reserved === 'number' ? [reserved] : (v.hand ?? []);
}

function opponentValue(v: WineCellarView, seat: Seat, card: number, byBid: readonly WineCard[]): number {
  const cellar = v.cellars[1 - seat]!;
  return bestEnd(cellar, card, [], byBid).value - cellarPotential(cellar, [], byBid);
}

/** The cards the other side may bid now, as far as this seat can tell. */
function rivalCards(v: WineCellarView): number[] {
  if (v.solo) return v.pile!.cards;
  const seat = v.seat!;
  const led = v.bids[1 - seat];
  if (typeof led === 'number') return [led];
  const seen = new Set<number>([...v.hand!, ...v.prizes, ...v.cellars.flat()]);
  for (const c of [...v.bids, ...v.reserved, ...v.bonus]) if (typeof c === 'number') seen.add(c);
  return CARD_IDS.filter((c) => !seen.has(c));
}

function chooseBid(
  v: WineCellarView,
  legal: readonly WineCellarMove[],
  byBid: readonly WineCard[],
  rng: Rng,
): WineCellarMove {
  const seat = v.seat!;
  const hand = v.hand ?? [];
  const cellar = v.cellars[seat]!;
  const rules2021 = v.rules === '2021';
  const bonuses = bonusCandidates(v);
  const base = cellarPotential(cellar, bonuses, byBid, rules2021);
  const gain = [0, 1].map((p) => bestEnd(cellar, v.prizes[p]!, bonuses, byBid, rules2021).value - base);
  const rivals = rivalCards(v);
  const keep = v.rules === 'standard' ? keeper(cellar, hand, byBid) : null;
  let best = legal[0]!;
  let bestValue = Number.NEGATIVE_INFINITY;
  for (const move of legal) {
    if (move.type !== 'bid') continue;
    const c = move.card;
    let value = 0;
    for (const r of rivals) {
      const win = move.token === true || winsAgainst(v, c, r);
      if (win) value += Math.max(gain[0]!, gain[1]!);
      else if (v.solo)
        value += r % 2 === 0 ? gain[0]! : gain[1]!; // the automaton takes right on even
      else value += Math.min(gain[0]!, gain[1]!);
    }
    value /= Math.max(1, rivals.length);
    value -= BID_COST * c;
    if (c === keep) value -= 100;
    if (move.token === true) value -= 5 + (v.trick < 6 ? 2 : 0);
    value += rng.float() * 1e-6; // break exact ties without a fixed bias
    if (value > bestValue) {
      bestValue = value;
      best = move;
    }
  }
  return best;
}

function winsAgainst(v: WineCellarView, mine: number, rival: number): boolean {
  if (v.rules === 'standard') return mine > rival;
  const seat = v.seat!;
  const leading = v.lead === seat;
  const suit = (b: number) => (b <= 9 ? 0 : 1);
  if (suit(mine) === suit(rival)) return mine > rival;
  return leading;
}

/**
 * The heuristic bot.
 *
 * @example
 * ```ts
 * const move = wineCellarBot.choose({ game: wineCellar, state, seat: 0, legal, rng: Rng.fromSeed('b') });
 * ```
 */
export const wineCellarBot: Bot<WineCellarState, WineCellarMove> = {
  name: 'heuristic',
  choose({ state, seat, legal, rng }) {
    return heuristicMove(viewOf(state, seat), legal, rng);
  },
};
