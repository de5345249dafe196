/**
 * Phase 2, the wine swap: in order of bid total, highest first, among the players with a bid, the highest
 * bidder takes the display, each next bidder takes the cards of the bid just above his, and the lowest bid
 * becomes the new display. (One bidder: he takes the display, his bid becomes the display. No bidder: the
 * display stays.)
 *
 * @module
 */
import type { Seat } from '../contract/index.js';
import { type Card, insertSorted } from './cards.js';
import type { WeinhaendlerState } from './types.js';

/**
 * The bidders from the highest total down (totals are unique, so the order is strict).
 *
 * @example
 * ```ts
 * swapOrder([1920, 700, 4100, 4300], [['x'], ['x'], ['x'], ['x']]); // [3, 2, 0, 1]
 * ```
 */
export function swapOrder(totals: readonly number[], bids: readonly (readonly Card[])[]): Seat[] {
  const order: Seat[] = [];
  for (let s = 0; s < totals.length; s++) if (bids[s]!.length > 0) order.push(s);
  return order.sort((a, b) => totals[b]! - totals[a]!);
}

/**
 * What each seat receives in the swap (`[]` for a seat without a bid) and the new display.
 *
 * @example
 * ```ts
 * const { received, display } = swapResult(state.display, state.totals, state.bids);
 * ```
 */
export function swapResult(
  display: readonly Card[],
  totals: readonly number[],
  bids: readonly (readonly Card[])[],
): { received: Card[][]; display: Card[]; highest: Seat | null } {
  const order = swapOrder(totals, bids);
  const received: Card[][] = totals.map(() => []);
  if (order.length === 0) return { received, display: display.slice(), highest: null };
  received[order[0]!] = display.slice();
  for (let i = 1; i < order.length; i++) received[order[i]!] = bids[order[i - 1]!]!.slice();
  return { received, display: bids[order[order.length - 1]!]!.slice(), highest: order[0]! };
}

/** Performs the swap on a copied state: hands receive, bids clear, the display changes. */
export function wineSwap(next: WeinhaendlerState): void {
  const { received, display, highest } = swapResult(next.display, next.totals, next.bids);
  next.hands = next.hands.map((hand, s) => {
    const got = received[s]!;
    if (got.length === 0) return hand;
    const merged = hand.slice();
    for (const c of got) insertSorted(merged, c);
    return merged;
  });
  next.display = display;
  next.bids = next.bids.map(() => []);
  next.totals = next.totals.map(() => 0);
  next.highest = highest;
}
