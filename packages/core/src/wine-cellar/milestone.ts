/**
 * Wine Cellar's milestone: the bids of a trick revealed. When the second bid is in (in solo: the player's bid,
 * and the automaton's top card turned), both cards are shown together and the higher bid chooses a prize first;
 * in solo, an automaton that wins takes its prize at once (an even bid the right one, an odd bid the left).
 * All of it is public from that moment: the bids were sealed only while the bidding went on.
 *
 * @module
 */
import type { Milestone, Seat } from '../contract/index.js';
import type { Lang } from '../errors/index.js';
import type { WineCellarState } from './types.js';

/** A trick's bids revealed: both cards (the automaton's at seat 1 in solo), who chooses first, and what it took. */
export interface BidsRevealed {
  readonly kind: 'bids';
  /** The trick, from 1. */
  readonly trick: number;
  readonly bids: readonly [number, number];
  readonly winner: Seat;
  readonly solo: boolean;
  /** Solo: the prize (by bid) the automaton took when its bid won; `null` otherwise. */
  readonly automatonTook: number | null;
}

/**
 * The bids the move between `before` and `after` revealed, or `null`.
 *
 * @example
 * ```ts
 * milestone(before, after); // { kind: 'bids', trick: 3, bids: [12, 7], winner: 0, solo: false, automatonTook: null }
 * ```
 */
export function milestone(before: WineCellarState, after: WineCellarState): BidsRevealed | null {
  if (before.winner !== null || after.winner === null) return null;
  const bids: [number, number] = [after.bids[0]!, after.bids[1]!];
  // The automaton's prize is the one the player was left to place.
  const left = after.solo && after.winner === 1 ? after.pending[0] : null;
  const automatonTook = left == null ? null : after.prizes[after.prizes[0] === left ? 1 : 0]!;
  return { kind: 'bids', trick: after.trick, bids, winner: after.winner, solo: after.solo, automatonTook };
}

/**
 * Revealed bids in words.
 *
 * @example
 * ```ts
 * describeMilestone(revealed, 'en'); // 'trick 3: seat 1 bid 12, seat 2 bid 7; seat 1 chooses first'
 * ```
 */
export function describeMilestone(milestone: Milestone, lang: Lang): string {
  const m = milestone as BidsRevealed;
  const en = lang === 'en';
  const [a, b] = m.bids;
  const head = `${en ? 'trick' : 'slag'} ${m.trick}`;
  if (m.solo) {
    const took =
      m.automatonTook === null
        ? en
          ? 'you choose first'
          : 'jij kiest eerst'
        : en
          ? `the automaton takes card ${m.automatonTook}`
          : `de automaat neemt kaart ${m.automatonTook}`;
    return en
      ? `${head}: you bid ${a}, the automaton turns up ${b}; ${took}`
      : `${head}: jij bood ${a}, de automaat draait ${b} om; ${took}`;
  }
  return en
    ? `${head}: seat 1 bid ${a}, seat 2 bid ${b}; seat ${m.winner + 1} chooses first`
    : `${head}: plaats 1 bood ${a}, plaats 2 bood ${b}; plaats ${m.winner + 1} kiest eerst`;
}
