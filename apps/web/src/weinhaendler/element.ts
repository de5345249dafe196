/**
 * `<tafel-weinhaendler>`: Die Weinhändler for 3–5 players (`seats="you,bot,bot"` by default): bid wine cards for
 * the display, swap, and build the cellar pyramid. The table is `TafelTable`'s; the game's board is `board.ts`
 * (a bid built card by card with core's steps, a placement card then slot).
 *
 * @example
 * ```html
 * <script type="module" src="https://example.org/tafel-weinhaendler.js"></script>
 * <tafel-weinhaendler seats="you,bot:strong,bot,bot" lang="nl"></tafel-weinhaendler>
 * ```
 *
 * @module
 */
import { swapResult, type WeinhaendlerView, type weinhaendler } from '@tafel/core/weinhaendler';
import { CardMotion, cardMotionStyles, seatPlate } from '../felt/card-motion.js';
import type { Board } from '../table/board.js';
import { TafelTable } from '../table/table-element.js';
import { weinhaendlerBoard } from './board.js';

/**
 * The Die Weinhändler table: three to five wine merchants bidding for bottles (see the module comment).
 *
 * @csspart display - The bottles on offer.
 * @csspart players - Every player's side.
 * @csspart player - Each player's side.
 * @csspart cellar - A player's cellar.
 * @csspart hand - Your cards.
 * @csspart card - Each card that is a move control.
 * @csspart choices - The moves of the moment.
 * @csspart bid - The bid being built.
 * @csspart step - Each card that adds to the bid being built.
 * @csspart clear - Clears the bid being built.
 * @csspart auction-summary - What each bidder received when an auction was settled (in the summary).
 * @csspart final-count - At the end: bottles, stars, trios, empty bottles, cellars and points per player.
 */
export class TafelWeinhaendler extends TafelTable<typeof weinhaendler> {
  static override styles = [...TafelTable.styles, weinhaendlerBoard.styles!, cardMotionStyles];

  /**
   * The cards travel: a bid's cards from the bidder's hand or plate, at the swap the display and the bids to
   * whoever takes them (your hand, another's plate; the lowest bid to the display), a card built into a cellar.
   */
  protected readonly cardMotion = new CardMotion<WeinhaendlerView>(this, {
    scene: () => [this.table.match, this.table.viewer],
    view: () => this.table.view,
    leavesTo: receiverOf,
  });

  protected get board(): Board<typeof weinhaendler> {
    return weinhaendlerBoard;
  }
}

/**
 * Where a card gone from the table went: at the swap (the bidding over), the plate of the seat that received
 * it (the rules' own `swapResult` of the view before); else `null`.
 */
function receiverOf(card: string, before: WeinhaendlerView, after: WeinhaendlerView): string | null {
  if (before.phase !== 'bid' || after.phase === 'bid') return null;
  const { received } = swapResult(before.display, before.totals, before.bids);
  const seat = received.findIndex((cards, s) => s !== before.seat && cards.includes(card));
  return seat < 0 ? null : seatPlate(seat);
}
