/**
 * What a Wine Cellar cellar is worth as it stands: each bottle its track value at its place (the 1st place is
 * the top), summed. The same count as the final score's `cellar` part (`scoreCellar`), for a table that shows
 * the cellars while the game is on.
 *
 * @module
 */
import type { WineCard } from './cards.js';

/**
 * The points of the bottle at `place` (0 = top) of a cellar: its card's track value there.
 *
 * @example
 * ```ts
 * bottlePoints(deckOf().byBid[7]!, 0); // the 7's track value in the top place
 * ```
 */
export function bottlePoints(card: WineCard, place: number): number {
  return card.track[place] ?? 0;
}

/**
 * The points of a cellar (bids, top first) so far.
 *
 * @example
 * ```ts
 * cellarPoints(view.cellars[0], deckOf(view.cards).byBid); // e.g. 23
 * ```
 */
export function cellarPoints(cellar: readonly number[], byBid: readonly WineCard[]): number {
  let sum = 0;
  for (let place = 0; place < cellar.length; place++) sum += bottlePoints(byBid[cellar[place]!]!, place);
  return sum;
}
