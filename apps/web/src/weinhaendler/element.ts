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
import type { weinhaendler } from '@tafel/core/weinhaendler';
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
  static override styles = [...TafelTable.styles, weinhaendlerBoard.styles!];

  protected get board(): Board<typeof weinhaendler> {
    return weinhaendlerBoard;
  }
}
