/**
 * Die Weinhändler's milestone: an auction settled. When the last pass ends a bidding round, the wine swap is
 * made in the open: from the highest bid total down, who received which cards, and the new display. All of it
 * was face up at the table.
 *
 * @module
 */
import type { Milestone, Seat } from '../contract/index.js';
import type { Lang } from '../errors/index.js';
import { type Card, euros } from './cards.js';
import { swapOrder, swapResult } from './swap.js';
import type { WeinhaendlerState } from './types.js';

/** An auction settled: the round, each bidder from the highest total down with what he received, the display after. */
export interface AuctionSettled {
  readonly kind: 'auction';
  readonly round: number;
  readonly bidders: ReadonlyArray<{
    readonly seat: Seat;
    readonly total: number;
    readonly received: readonly Card[];
  }>;
  readonly display: readonly Card[];
}

/**
 * The auction the move between `before` and `after` settled, or `null`.
 *
 * @example
 * ```ts
 * milestone(before, after); // { kind: 'auction', round: 1, bidders: [{ seat: 2, total: 4300, received: [...] }], display }
 * ```
 */
export function milestone(before: WeinhaendlerState, after: WeinhaendlerState): AuctionSettled | null {
  if (before.phase !== 'bid' || (after.phase === 'bid' && after.round === before.round)) return null;
  // The last pass ended the bidding: the swap was made on the bids as they stood.
  const { received, display } = swapResult(before.display, before.totals, before.bids);
  const bidders = swapOrder(before.totals, before.bids).map((seat) => ({
    seat,
    total: before.totals[seat]!,
    received: received[seat]!,
  }));
  return { kind: 'auction', round: before.round, bidders, display };
}

/**
 * A settled auction in words: who bid highest, and with what.
 *
 * @example
 * ```ts
 * describeMilestone(settled, 'en'); // 'auction of round 1: seat 3 bid highest, €43.00, and takes the display'
 * ```
 */
export function describeMilestone(milestone: Milestone, lang: Lang): string {
  const m = milestone as AuctionSettled;
  const en = lang === 'en';
  const top = m.bidders[0];
  if (!top)
    return en ? `auction of round ${m.round}: nobody bid` : `veiling van ronde ${m.round}: niemand bood`;
  return en
    ? `auction of round ${m.round}: seat ${top.seat + 1} bid highest, ${euros(top.total, lang)}, and takes the display`
    : `veiling van ronde ${m.round}: plaats ${top.seat + 1} bood het hoogst, ${euros(top.total, lang)}, en neemt de uitstalling`;
}
