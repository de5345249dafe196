/**
 * The search tuning of Die Weinhändler (the rules know no search). A narrower game for search bots: the same
 * rules, but `legalMoves` keeps only the heuristic's best few moves of a seat (always with the pass, the draw or
 * the stop when legal). Bidding offers up to 127 bids a turn; a search with a small budget cannot even try each
 * once, so ISMCTS searches this game instead (its moves are all legal in the real one). The ranking reads only
 * the seat's view, so the search still cannot peek.
 *
 * @module
 */
import type { Game, Outcome, Seat } from '@tafel/core';
import {
  moveValues,
  type WeinhaendlerMove,
  type WeinhaendlerOptions,
  type WeinhaendlerState,
  type WeinhaendlerView,
  weinhaendler,
} from '@tafel/core/weinhaendler';

type WeinhaendlerGame = Game<WeinhaendlerState, WeinhaendlerMove, WeinhaendlerView, WeinhaendlerOptions>;

/**
 * The best `width` moves of a seat by the heuristic (in legal order), plus the pass, draw or stop when legal.
 *
 * @example
 * ```ts
 * prunedMoves(state, seat, weinhaendler.legalMoves(state, seat), 6);
 * ```
 */
export function prunedMoves(
  state: WeinhaendlerState,
  seat: number,
  legal: WeinhaendlerMove[],
  width: number,
): WeinhaendlerMove[] {
  if (legal.length <= width) return legal;
  const values = moveValues(weinhaendler.view(state, seat), legal);
  const order = legal.map((_, i) => i).sort((a, b) => values[b]! - values[a]! || a - b);
  const keep = new Set(order.slice(0, width));
  legal.forEach((m, i) => {
    if (m.type === 'pass' || m.type === 'draw' || m.type === 'stop') keep.add(i);
  });
  return legal.filter((_, i) => keep.has(i));
}

/**
 * The game as a search bot should see it: `legalMoves` pruned to the heuristic's best `width` moves.
 *
 * @example
 * ```ts
 * const narrow = searchGame(weinhaendler, 6);
 * const move = ismcts({ iterations: 200 }).choose({ game: narrow, state, seat, legal: narrow.legalMoves(state, seat), rng });
 * ```
 */
export function searchGame(game: WeinhaendlerGame, width = 6): WeinhaendlerGame {
  return {
    ...game,
    legalMoves: (state, seat) => prunedMoves(state, seat, game.legalMoves(state, seat), width),
  };
}

/** Points of margin that move {@link marginReward} from 0.5 to 1. */
export const MARGIN_SCALE = 40;

/**
 * A search reward with more signal than win or lose: half the win share, half the margin over the best other
 * player (`MARGIN_SCALE` points ahead is full marks). For `ismcts({ reward: marginReward })`.
 *
 * @example
 * ```ts
 * marginReward({ scores: [30, 20, 10], winners: [0] }, 0, 3); // 0.5 + 0.5 * 0.75 = 0.875
 * ```
 */
export function marginReward(outcome: Outcome, seat: Seat, players: number): number {
  let best = Number.NEGATIVE_INFINITY;
  for (let s = 0; s < players; s++) if (s !== seat && outcome.scores[s]! > best) best = outcome.scores[s]!;
  const margin = Math.min(1, Math.max(0, 0.5 + (outcome.scores[seat]! - best) / MARGIN_SCALE));
  const win = outcome.winners.includes(seat) ? 1 / outcome.winners.length : 0;
  return 0.5 * win + 0.5 * margin;
}
