/**
 * Phase 1, the bidding: clockwise from the start player, each player either adds one or more hand cards to
 * his face-up bid (the new total must differ from every other bid; underbidding is allowed) or passes and is
 * out of this round. A player who passes on his first turn of the round (so without a bid) may instead draw
 * (`draw`, his choice: it brings the last round closer): he reveals two cards of the pile, keeps the lower one
 * and puts the other face down under the pile (one left: he takes it; none left: there is no draw).
 *
 * The functions here mutate a state that {@link play} already copied.
 *
 * @module
 */
import type { Seat } from '../contract/index.js';
import { CARD_INFO, type Card, insertSorted } from './cards.js';
import type { Draw, WeinhaendlerMove, WeinhaendlerState } from './types.js';

/**
 * The totals (cents) of every other player's non-empty bid.
 *
 * @example
 * ```ts
 * otherTotals(state, 0); // e.g. [700, 4100, 2300]: the bids of seats 1..3
 * ```
 */
export function otherTotals(state: WeinhaendlerState, seat: Seat): number[] {
  const out: number[] = [];
  for (let s = 0; s < state.players; s++)
    if (s !== seat && state.bids[s]!.length > 0) out.push(state.totals[s]!);
  return out;
}

/**
 * Every distinct bid a seat may add now: each non-empty sub-multiset of its hand whose new total differs from
 * every other bid. Cards of a bid are listed by value.
 *
 * @example
 * ```ts
 * bidMoves(state, 0); // [{ type: 'bid', cards: ['empty'] }, { type: 'bid', cards: ['red-6'] }, …]
 * ```
 */
export function bidMoves(state: WeinhaendlerState, seat: Seat): WeinhaendlerMove[] {
  const hand = state.hands[seat]!;
  const moves: WeinhaendlerMove[] = [];
  if (hand.length === 0) return moves;
  const base = state.totals[seat]!;
  // Group the (sorted) hand into kinds and counts.
  const kinds: Card[] = [];
  const counts: number[] = [];
  const cents: number[] = [];
  for (const c of hand) {
    if (kinds.length > 0 && kinds[kinds.length - 1] === c) counts[counts.length - 1]!++;
    else {
      kinds.push(c);
      counts.push(1);
      cents.push(CARD_INFO[c]!.cents);
    }
  }
  // Count through every choice of how many of each kind (an odometer), skipping the empty choice.
  const k = kinds.length;
  const take = new Array<number>(k).fill(0);
  let sum = 0;
  let size = 0;
  for (;;) {
    let d = 0;
    while (d < k && take[d] === counts[d]) {
      sum -= cents[d]! * take[d]!;
      size -= take[d]!;
      take[d] = 0;
      d++;
    }
    if (d === k) return moves;
    take[d]!++;
    sum += cents[d]!;
    size++;
    const t = base + sum;
    let free = true;
    for (let s = 0; s < state.players; s++) {
      if (s !== seat && state.totals[s] === t && state.bids[s]!.length > 0) {
        free = false;
        break;
      }
    }
    if (!free) continue;
    const cards = new Array<Card>(size);
    let at = 0;
    for (let i = 0; i < k; i++) for (let n = take[i]!; n > 0; n--) cards[at++] = kinds[i]!;
    moves.push({ type: 'bid', cards });
  }
}

/** Adds validated cards to a seat's bid (mutates the copied state). */
export function addToBid(next: WeinhaendlerState, seat: Seat, rest: Card[], cards: readonly Card[]): void {
  const bid = next.bids[seat]!.slice();
  let sum = 0;
  for (const c of cards) {
    insertSorted(bid, c);
    sum += CARD_INFO[c]!.cents;
  }
  next.hands[seat] = rest;
  next.bids[seat] = bid;
  next.totals[seat] = next.totals[seat]! + sum;
}

/** Takes `n` cards from the top of the pile (mutates the copied state; `next.pile` must be a fresh array). */
export function takeFromPile(next: WeinhaendlerState, n: number): Card[] {
  const taken = next.pile.splice(0, n);
  if (next.buried.length > next.pile.length)
    next.buried = next.buried.slice(next.buried.length - next.pile.length);
  return taken;
}

/**
 * Whether a seat may draw now: it is his first turn of this bidding round (he has no bid) and the pile has
 * cards. Whose turn it is, is for the caller to check.
 *
 * @example
 * ```ts
 * mayDraw(state, state.turn); // true on the first turn of a round while the pile lasts
 * ```
 */
export function mayDraw(state: WeinhaendlerState, seat: Seat): boolean {
  return state.phase === 'bid' && !state.acted[seat] && state.pile.length > 0;
}

/**
 * The pass-and-draw: reveals up to two pile cards, keeps the lower (identical cards on a tie: no choice to
 * make), and puts the other under the pile. Mutates the copied state.
 */
export function passAndDraw(next: WeinhaendlerState, seat: Seat): Draw {
  next.pile = next.pile.slice();
  const cards = takeFromPile(next, 2);
  let kept: Card | null = null;
  if (cards.length === 2) {
    const [a, b] = cards as [Card, Card];
    const lower = CARD_INFO[a]!.cents <= CARD_INFO[b]!.cents;
    kept = lower ? a : b;
    next.pile.push(lower ? b : a);
    next.buried = [...next.buried, seat];
  } else if (cards.length === 1) {
    kept = cards[0]!;
  }
  if (kept !== null) {
    const hand = next.hands[seat]!.slice();
    insertSorted(hand, kept);
    next.hands[seat] = hand;
  }
  return { cards, kept };
}

/** The next seat clockwise after `seat` that has not passed, or -1 when everybody has. */
export function nextBidder(state: WeinhaendlerState, seat: Seat): Seat {
  for (let k = 1; k <= state.players; k++) {
    const s = (seat + k) % state.players;
    if (!state.passed[s]) return s;
  }
  return -1;
}
