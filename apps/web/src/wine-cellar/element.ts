/**
 * `<tafel-wine-cellar>`: Wine Cellar at a table — a duel (`seats="you,bot"`), solo against the automaton
 * (`seats="you"`), the 2021 variant (`options='{"rules":"2021"}'`) and the swap rule (on by default). The table
 * is `TafelTable`'s; the game's board is `board.ts`.
 *
 * @example
 * ```html
 * <script type="module" src="https://example.org/tafel-wine-cellar.js"></script>
 * <tafel-wine-cellar seats="you,bot:strong" lang="nl"></tafel-wine-cellar>
 * ```
 *
 * @module
 */
import type { WineCellarView, wineCellar } from '@tafel/core/wine-cellar';
import { CardMotion, cardMotionStyles } from '../felt/card-motion.js';
import type { Board } from '../table/board.js';
import { TafelTable } from '../table/table-element.js';
import { wineCellarBoard } from './board.js';

/**
 * The Wine Cellar table: a duel against a bot or a person at this screen, or solo against the automaton (see
 * the module comment).
 *
 * @csspart hand - Your cards.
 * @csspart card - Each card that is a move control.
 * @csspart prizes - The two wines on offer.
 * @csspart bids - The bids of the trick.
 * @csspart bid-caption - Under a revealed bid: whose it is, and who chooses a prize first.
 * @csspart cellar - A player's cellar.
 * @csspart opponent - The other player's side.
 * @csspart choices - The choices of the moment (where to place a prize, the swap).
 * @csspart score-sheet - The scores.
 */
export class TafelWineCellar extends TafelTable<typeof wineCellar> {
  static override styles = [...TafelTable.styles, wineCellarBoard.styles!, cardMotionStyles];

  /**
   * The cards travel: a bid from its bidder's side, a prize to its taker's cellar, the bids to the next prizes;
   * in solo the prize the automaton took goes to its pile.
   */
  protected readonly cardMotion = new CardMotion<WineCellarView>(this, {
    scene: () => [this.table.match, this.table.viewer],
    view: () => this.table.view,
    leavesTo: (card, before) =>
      before.solo && before.prizes.includes(Number(card)) ? '.zone.opponent .cards' : null,
  });

  protected get board(): Board<typeof wineCellar> {
    return wineCellarBoard;
  }
}
