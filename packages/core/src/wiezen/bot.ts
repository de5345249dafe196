/**
 * The heuristic bot: bids and plays like a sound club player, from what its seat can see only (its own hand and
 * the public table: turned card, auction, contract, cards played, exchange). It counts trumps and top cards to
 * bid, counts the cards played to know its masters, remembers who showed out of a suit, and once the contract
 * is made or lost stops spending winners on it.
 *
 * @module
 */
import type { Bot, Seat } from '../contract/index.js';
import type { Rng } from '../random/index.js';
import { ACE } from './cards.js';
import type { WiezenMove, WiezenState, WiezenView } from './types.js';

/** The public part of the table a decision reads (a state or a view: both have these) plus the seat's hand. */
export type Table = Pick<
  WiezenView,
  'phase' | 'dealer' | 'turned' | 'auction' | 'contract' | 'exchange' | 'tricks' | 'trick' | 'taken'
>;

const suitOf = (c: number) => (c / 13) | 0;
const rankOf = (c: number) => c % 13;

/** Honour values by how many higher cards are out against it, when guarded by as many small ones. */
const GUARDED = [1, 0.7, 0.35, 0.15];

/**
 * Tricks a hand should take on its own with `trump` (suit index, -1 for none): top cards, guarded honours,
 * long trumps and ruffs.
 *
 * @example
 * ```ts
 * trickEstimate(hand, suitOf(turned)); // e.g. 4.6
 * ```
 */
export function trickEstimate(hand: readonly number[], trump: number): number {
  const bySuit: number[][] = [[], [], [], []];
  for (const c of hand) bySuit[suitOf(c)]!.push(rankOf(c));
  let total = 0;
  const trumps = trump >= 0 ? bySuit[trump]!.length : 0;
  for (let s = 0; s < 4; s++) {
    const ranks = bySuit[s]!.sort((a, b) => b - a);
    const n = ranks.length;
    const cap = trump >= 0 && s !== trump ? 3 : 13;
    ranks.forEach((r, i) => {
      const missing = 12 - r - i;
      let value = 0;
      if (i < cap && missing < GUARDED.length && n - 1 - i >= missing) value = GUARDED[missing]!;
      if (s === trump && i >= 3) value = Math.max(value, 0.85);
      if (trump < 0 && i >= 4 && ranks[0] === ACE) value = Math.max(value, 0.6);
      total += value;
    });
    if (trump >= 0 && s !== trump && trumps >= 3) total += Math.max(0, 2 - n) * 0.7;
  }
  return total;
}

/**
 * How many cards of a hand are likely to take a trick in miserie (no trump): in each suit the k-th lowest card
 * should be no higher than the `2k+1`-th rank (`strict`: the `2k`-th) to be safe.
 */
export function miserieRisk(hand: readonly number[], strict = false): number {
  let risk = 0;
  for (let s = 0; s < 4; s++) {
    let i = 0;
    for (const c of hand) {
      if (suitOf(c) !== s) continue;
      if (rankOf(c) > 2 * i + (strict ? 0 : 1)) risk++;
      i++;
    }
  }
  return risk;
}

/**
 * A bid's desirability given the hand (higher is better); null when the bot would not play it. Passing is worth
 * 0, so the troel player, asked whether he overbids troel, keeps it unless his hand makes solo or solo slim on
 * its own (miserie op tafel never fits three aces).
 */
function bidValue(move: WiezenMove, hand: readonly number[], table: Table, seat: Seat): number | null {
  const turnedSuit = suitOf(table.turned);
  const suitIdx = (name: string) => ['clubs', 'diamonds', 'hearts', 'spades'].indexOf(name);
  switch (move.type) {
    case 'solo-slim':
      return trickEstimate(hand, turnedSuit) >= 12.6 ? 100 : null;
    case 'solo':
      return trickEstimate(hand, move.suit === null ? -1 : suitIdx(move.suit)) >= 12.6 ? 90 : null;
    case 'miserie-op-tafel':
      return miserieRisk(hand, true) === 0 ? 80 : null;
    case 'abondance': {
      const est = trickEstimate(hand, suitIdx(move.suit));
      // The lowest level that fits is worth the most (the others are only for overbidding).
      return est >= move.level + 0.6 ? 60 - move.level + (suitIdx(move.suit) === turnedSuit ? 0.5 : 0) : null;
    }
    case 'miserie': {
      let cards = hand;
      if (seat === table.dealer) cards = hand.filter((c) => c !== table.turned);
      return miserieRisk(cards) === 0 ? 55 : null;
    }
    case 'vragen':
      return trickEstimate(hand, turnedSuit) >= 4.3 ? 20 : null;
    case 'meegaan':
      return trickEstimate(hand, turnedSuit) >= 3.4 ? 20 : null;
    case 'alleen':
      return trickEstimate(hand, turnedSuit) >= 5.6 ? 20 : null;
    case 'pass':
      return 0;
    default:
      return null;
  }
}

/** Facts a player can read off the table: cards gone, masters, voids. */
class Seen {
  readonly gone: boolean[] = new Array(52).fill(false);
  readonly mine: boolean[] = new Array(52).fill(false);
  readonly voids: boolean[][] = [0, 1, 2, 3].map(() => [false, false, false, false]);
  constructor(
    readonly table: Table,
    readonly hand: readonly number[],
  ) {
    for (const c of hand) this.mine[c] = true;
    const see = (leader: Seat, cards: readonly number[]) => {
      cards.forEach((c, i) => {
        this.gone[c] = true;
        if (suitOf(c) !== suitOf(cards[0]!)) this.voids[(leader + i) % 4]![suitOf(cards[0]!)] = true;
      });
    };
    for (const t of table.tricks) see(t.leader, t.cards);
    see(table.trick.leader, table.trick.cards);
  }
  /** No higher card of its suit is still out against it. */
  master(card: number): boolean {
    const s = suitOf(card) * 13;
    for (let r = rankOf(card) + 1; r <= ACE; r++) if (!this.gone[s + r] && !this.mine[s + r]) return false;
    return true;
  }
  /** Cards of a suit still out against me. */
  out(suit: number): number {
    let n = 0;
    for (let r = 0; r <= ACE; r++) if (!this.gone[suit * 13 + r] && !this.mine[suit * 13 + r]) n++;
    return n;
  }
}

const lowest = (cards: readonly number[]) => cards.reduce((a, b) => (rankOf(b) < rankOf(a) ? b : a));
const highest = (cards: readonly number[]) => cards.reduce((a, b) => (rankOf(b) > rankOf(a) ? b : a));

/** Whether `a` beats `b` (b winning so far) with trump `trump`. */
function beatsCard(a: number, b: number, trump: number): boolean {
  if (suitOf(a) === suitOf(b)) return a > b;
  return suitOf(a) === trump;
}

/** The card winning the trick so far and who played it. */
function winning(table: Table): { card: number; seat: Seat } | null {
  const { cards, leader } = table.trick;
  if (cards.length === 0) return null;
  const trump = table.contract!.trump;
  let best = 0;
  for (let i = 1; i < cards.length; i++) if (beatsCard(cards[i]!, cards[best]!, trump)) best = i;
  return { card: cards[best]!, seat: (leader + best) % 4 };
}

/** A discard: the lowest card of the weakest side suit, keeping trumps and masters. */
function discard(seen: Seen, cards: readonly number[], trump: number, dump = false): number {
  const side = cards.filter((c) => suitOf(c) !== trump);
  const pool = side.length > 0 ? side : cards;
  if (dump) return highest(pool);
  const plain = pool.filter((c) => !seen.master(c));
  return lowest(plain.length > 0 ? plain : pool);
}

function playTrickGame(seen: Seen, seat: Seat, cards: readonly number[]): number {
  const { table } = seen;
  const contract = table.contract!;
  const trump = contract.trump;
  const declaring = contract.declarers.includes(seat);
  const partners = (s: Seat) => contract.declarers.includes(s) === declaring;
  let side = 0;
  for (const d of contract.declarers) side += table.taken[d]!;
  const need =
    contract.game === 'abondance'
      ? contract.level!
      : contract.game === 'solo' || contract.game === 'solo-slim'
        ? 13
        : contract.game === 'alleen'
          ? 5
          : contract.game === 'troela'
            ? 9
            : 8;
  const fixedStakes = contract.game === 'abondance' || contract.game.startsWith('solo');
  const lost = table.tricks.length - side > 13 - need;
  if (fixedStakes && (side >= need || lost)) return lowest(cards);
  const win = winning(table);
  if (win === null) return lead(seen, cards, trump, declaring);
  const led = suitOf(table.trick.cards[0]!);
  const pos = table.trick.cards.length;
  const follow = suitOf(cards[0]!) === led && cards.every((c) => suitOf(c) === led);
  if (partners(win.seat)) {
    const safe =
      pos === 3 || (seen.master(win.card) && (trump < 0 || suitOf(win.card) === trump || led === trump));
    if (safe || pos === 2) return follow ? lowest(cards) : discard(seen, cards, trump);
  }
  const beaters = cards.filter((c) => beatsCard(c, win.card, trump));
  if (beaters.length === 0) return follow ? lowest(cards) : discard(seen, cards, trump);
  if (follow) {
    if (pos === 3) return lowest(beaters);
    const masters = beaters.filter((c) => seen.master(c));
    if (masters.length > 0) return lowest(masters);
    return pos === 2 ? highest(beaters) : lowest(cards);
  }
  // Void in the suit led: ruff with the lowest trump that wins.
  return lowest(beaters);
}

function lead(seen: Seen, cards: readonly number[], trump: number, declaring: boolean): number {
  const trumps = trump >= 0 ? cards.filter((c) => suitOf(c) === trump) : [];
  if (declaring && trumps.length > 0 && seen.out(trump) > 0) {
    const top = trumps.filter((c) => seen.master(c));
    if (top.length > 0) return highest(top);
    if (trumps.length >= seen.out(trump)) return lowest(trumps);
  }
  const masters = cards.filter((c) => suitOf(c) !== trump && seen.master(c));
  if (masters.length > 0) return highest(masters);
  const side = cards.filter((c) => suitOf(c) !== trump);
  if (side.length === 0) return lowest(cards);
  const counts = [0, 0, 0, 0];
  for (const c of side) counts[suitOf(c)]!++;
  let suit = suitOf(side[0]!);
  for (let s = 0; s < 4; s++) if (counts[s]! > counts[suit]!) suit = s;
  return lowest(side.filter((c) => suitOf(c) === suit));
}

function playMiserie(seen: Seen, seat: Seat, cards: readonly number[]): number {
  const { table } = seen;
  const contract = table.contract!;
  const win = winning(table);
  if (contract.declarers.includes(seat)) {
    const pos = table.trick.cards.length;
    if (table.taken[seat]! > 0) return highest(cards);
    if (win === null) return lowest(cards);
    const led = suitOf(table.trick.cards[0]!);
    const follow = cards.every((c) => suitOf(c) === led);
    if (!follow) return highest(cards);
    const under = cards.filter((c) => c < win.card);
    if (under.length > 0) return highest(under);
    return pos === 3 ? highest(cards) : lowest(cards);
  }
  // Defending: make a miserie player who still stands take a trick.
  const targets = contract.declarers.filter((d) => table.taken[d] === 0);
  if (targets.length === 0 || win === null) return lowest(cards);
  const led = suitOf(table.trick.cards[0]!);
  const follow = cards.every((c) => suitOf(c) === led);
  if (targets.includes(win.seat)) {
    const under = cards.filter((c) => !beatsCard(c, win.card, -1));
    return under.length > 0 ? (follow ? highest(under) : highest(cards)) : lowest(cards);
  }
  // A miserie player still to play (or a partner winning): play low, shed high cards when void.
  return follow ? lowest(cards) : highest(cards);
}

/**
 * The heuristic bot's move for `seat`, reading only the public table and the seat's own hand.
 *
 * @example
 * ```ts
 * const move = heuristicMove(view, view.seat!, view.hand!, legalMoves(state, view.seat!));
 * ```
 */
export function heuristicMove(
  table: Table,
  seat: Seat,
  hand: readonly number[],
  legal: WiezenMove[],
): WiezenMove {
  if (legal.length === 1) return legal[0]!;
  switch (table.phase) {
    case 'auction':
    case 'alleen': {
      let best = legal[0]!;
      let value = Number.NEGATIVE_INFINITY;
      for (const move of legal) {
        const v = bidValue(move, hand, table, seat);
        if (v !== null && v > value) {
          value = v;
          best = move;
        }
      }
      return best;
    }
    case 'exchange': {
      const named = new Set(table.exchange!.named.map((n) => n.card));
      if (rankOf(table.turned) <= 3) return { type: 'keep' };
      let pick = -1;
      for (let r = 0; r < rankOf(table.turned) && pick < 0; r++)
        for (let s = 0; s < 4 && pick < 0; s++) {
          const c = s * 13 + r;
          if (!hand.includes(c) && !named.has(c)) pick = c;
        }
      return pick < 0 ? { type: 'keep' } : { type: 'exchange', card: pick };
    }
    case 'exchange-reply':
      return rankOf(table.exchange!.pending!) < rankOf(table.turned) ? { type: 'refuse' } : { type: 'give' };
    default: {
      const cards = legal.map((m) => (m as { card: number }).card);
      const seen = new Seen(table, hand);
      const game = table.contract!.game;
      const card =
        game === 'miserie' || game === 'miserie-op-tafel'
          ? playMiserie(seen, seat, cards)
          : playTrickGame(seen, seat, cards);
      return { type: 'play', card };
    }
  }
}

/**
 * The heuristic bot behind the {@link Bot} interface. It reads the seat's own hand and the public table only.
 *
 * @example
 * ```ts
 * const move = wiezenBot.choose({ game: wiezen, state, seat, legal: wiezen.legalMoves(state, seat), rng });
 * ```
 */
export const wiezenBot: Bot<WiezenState, WiezenMove> = {
  name: 'wiezen-heuristic',
  choose({ state, seat, legal }) {
    return heuristicMove(state, seat, state.hands[seat]!, legal);
  },
};

/**
 * A rollout policy for search: the heuristic move of the seat to play (determinized states only).
 *
 * @example
 * ```ts
 * ismcts({ rollout: heuristicRollout });
 * ```
 */
export function heuristicRollout(input: { state: unknown; seat: Seat; legal: unknown[]; rng: Rng }): unknown {
  const state = input.state as WiezenState;
  return heuristicMove(state, input.seat, state.hands[input.seat]!, input.legal as WiezenMove[]);
}
