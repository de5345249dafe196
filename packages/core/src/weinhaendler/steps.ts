/**
 * A bid built one card at a time, for a UI that enables exactly the hand cards that keep a legal bid within
 * reach: a step is a card of the bidder's hand, named by its place in the hand (hands are kept sorted by value,
 * and copies of a bottle are identical, so two places may hold the same card). The steps form a set: any order
 * of the same places makes the same bid. `pass` and `draw` are whole moves of their own, not steps.
 *
 * @module
 */
import type { MoveSteps, Seat } from '../contract/index.js';
import { bidMoves } from './bidding.js';
import { byValue, type Card, without } from './cards.js';
import type { WeinhaendlerMove, WeinhaendlerState } from './types.js';

/** The cards at `places` of `seat`'s hand, or `null` when the places are not distinct places of that hand. */
function cardsAt(state: WeinhaendlerState, seat: Seat, places: readonly number[]): Card[] | null {
  const hand = state.hands[seat];
  if (!hand || new Set(places).size !== places.length) return null;
  const cards: Card[] = [];
  for (const at of places) {
    if (!Number.isInteger(at) || at < 0 || at >= hand.length) return null;
    cards.push(hand[at]!);
  }
  return cards;
}

/** The legal bids of `seat` now (none outside its bidding turn). */
function bidsOf(state: WeinhaendlerState, seat: Seat): Card[][] {
  if (state.phase !== 'bid' || seat !== state.turn) return [];
  return bidMoves(state, seat).flatMap((m) => (m.type === 'bid' ? [m.cards] : []));
}

/**
 * The steps of a bid (see the module comment).
 *
 * @example
 * ```ts
 * bidSteps.next(state, seat, []);      // the places of every hand card some legal bid holds
 * bidSteps.move(state, seat, [0, 2]);  // { type: 'bid', cards: [...] } when those two cards are a legal bid
 * ```
 */
export const bidSteps: MoveSteps<WeinhaendlerState, WeinhaendlerMove, number> = {
  unordered: true,
  next(state, seat, partial) {
    const chosen = cardsAt(state, seat, partial);
    if (!chosen) return [];
    const bids = bidsOf(state, seat);
    const hand = state.hands[seat]!;
    const out: number[] = [];
    for (let at = 0; at < hand.length; at++) {
      if (partial.includes(at)) continue;
      const wanted = [...chosen, hand[at]!];
      if (bids.some((bid) => without(bid, wanted) !== null)) out.push(at);
    }
    return out;
  },
  move(state, seat, partial) {
    const chosen = cardsAt(state, seat, partial);
    if (!chosen || chosen.length === 0) return null;
    const cards = chosen.sort(byValue);
    const legal = bidsOf(state, seat).some(
      (bid) => bid.length === cards.length && without(bid, cards) !== null,
    );
    return legal ? { type: 'bid', cards } : null;
  },
};
