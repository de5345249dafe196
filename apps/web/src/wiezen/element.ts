/**
 * `<tafel-wiezen>`: a session of Wiezen (Belgian whist) for four — you and three bots by default
 * (`seats="you,bot,bot,bot"`), the auction, the tricks and the club's running score sheet, deal after deal
 * (`options='{"deals":16}'`). The table is `TafelTable`'s; the game's board is `board.ts`.
 *
 * @example
 * ```html
 * <script type="module" src="https://example.org/tafel-wiezen.js"></script>
 * <tafel-wiezen seats="you,bot:strong,bot:strong,bot:strong" lang="nl"></tafel-wiezen>
 * ```
 *
 * @module
 */
import type { wiezen } from '@tafel/core/wiezen';
import type { Board } from '../table/board.js';
import { TafelTable } from '../table/table-element.js';
import { wiezenBoard } from './board.js';

/**
 * The Wiezen table: four seats, the auction and thirteen tricks a deal (see the module comment).
 *
 * @csspart seats - The four seats around the table.
 * @csspart seat - Each seat.
 * @csspart auction - The bids so far.
 * @csspart contract - The contract being played.
 * @csspart trick - The cards of the trick on the table.
 * @csspart trick-card - Each card of the trick (with `won`: the card that won the finished trick).
 * @csspart won - The card that won the finished trick, marked until the next card is led.
 * @csspart trick-winner - Who won the finished trick.
 * @csspart deal-summary - The table of a deal's summary: tricks, points this deal and totals per player.
 * @csspart hand - Your cards.
 * @csspart card - Each card that is a move control.
 * @csspart choices - The bids you can make.
 * @csspart score-sheet - The scores after each deal.
 */
export class TafelWiezen extends TafelTable<typeof wiezen> {
  static override styles = [...TafelTable.styles, wiezenBoard.styles!];

  protected get board(): Board<typeof wiezen> {
    return wiezenBoard;
  }
}
