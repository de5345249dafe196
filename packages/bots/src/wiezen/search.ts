/**
 * The search tuning of Wiezen (the rules know no search): hooks that fit Wiezen to the game-agnostic search of `@tafel/ai`: playouts stop at the end of the deal being
 * searched (a session has many deals; later deals are beyond what a move decides), rewards are the deal's
 * points scaled into [0, 1], and playouts follow the heuristic bot rather than random play (random bidding
 * would make every playout a solo slim).
 *
 * @example
 * ```ts
 * import { ismcts } from '@tafel/ai';
 * const bot = ismcts({ ...WIEZEN_SEARCH, name: 'ismcts' });
 * ```
 *
 * @module
 */
import type { Seat } from '@tafel/core';
import {
  heuristicMove,
  heuristicRollout,
  miserieRisk,
  suitIndex,
  trickEstimate,
  type WiezenMove,
  type WiezenState,
} from '@tafel/core/wiezen';

/** Points of a deal that map to the ends of the reward scale (0 and 1). */
export const REWARD_SCALE = 30;

/**
 * A deal's points for a seat, as a reward in [0, 1].
 *
 * @example
 * ```ts
 * dealReward(15); // 0.75
 * ```
 */
export function dealReward(points: number): number {
  return Math.min(1, Math.max(0, 0.5 + points / (2 * REWARD_SCALE)));
}

/**
 * Ends a playout once the deal being searched is scored: returns every seat's reward, or null to play on.
 *
 * @example
 * ```ts
 * dealCutoff({ state: next, root: searched }); // null while the deal goes on
 * ```
 */
export function dealCutoff(input: { state: unknown; root: unknown }): number[] | null {
  const state = input.state as WiezenState;
  const root = input.root as WiezenState;
  if (state.deal === root.deal && state.phase !== 'over') return null;
  const record = state.history[root.deal];
  if (!record) return null;
  return record.points.map(dealReward);
}

/**
 * The moves worth searching at the root: all cards in play, but in the auction only the plausible bids (the
 * heuristic's choice, pass, vragen/meegaan/alleen, miserie on a nearly safe hand, an abondance the hand nearly
 * holds) and in the exchange the heuristic's choice or keeping. Thirty bids searched evenly drown in noise.
 */
export function rootCandidates(input: { state: unknown; seat: Seat; legal: unknown[] }): unknown[] {
  const state = input.state as WiezenState;
  const legal = input.legal as WiezenMove[];
  if (state.phase === 'play' || state.phase === 'exchange-reply' || legal.length <= 2) return legal;
  const hand = state.hands[input.seat]!;
  const choice = heuristicMove(state, input.seat, hand, legal);
  if (state.phase === 'exchange') return choice.type === 'keep' ? [choice] : [choice, { type: 'keep' }];
  const keep = (m: WiezenMove): boolean => {
    if (m === choice) return true;
    switch (m.type) {
      case 'pass':
      case 'vragen':
      case 'meegaan':
      case 'alleen':
        return true;
      case 'miserie':
        return miserieRisk(hand) <= 1;
      case 'abondance':
        return trickEstimate(hand, suitIndex(m.suit)) >= m.level - 0.5;
      default:
        return false;
    }
  };
  const kept = legal.filter(keep);
  // Only the lowest level of each abondance suit.
  return kept.filter(
    (m) =>
      m.type !== 'abondance' ||
      !kept.some((o) => o.type === 'abondance' && o.suit === m.suit && o.level < m.level && m !== choice),
  );
}

/** The search settings for Wiezen (spread into `ismcts({...})` of `@tafel/ai`). */
export const WIEZEN_SEARCH = Object.freeze({
  /** Iterations per move: the default budget of Wiezen's ISMCTS. */
  iterations: 300,
  /**
   * Flat search over the seat's own moves, the heuristic playing on: with a budget this small, growing the tree
   * into other seats' moves spends most playouts on their untried (random) replies. (Used when `sweep` is off.)
   */
  depth: 1,
  /** Rewards differ by a few hundredths between good and bad moves: explore on that scale. */
  exploration: 0.2,
  /** Compare the seat's moves on the same drawn hands (common random numbers): see `sweep` in `@tafel/ai`. */
  sweep: true,
  rollout: heuristicRollout as (input: {
    state: unknown;
    seat: Seat;
    legal: unknown[];
    rng: unknown;
  }) => unknown,
  cutoff: dealCutoff,
  candidates: rootCandidates,
});
