/**
 * How each game is analysed: the playout policy that plays on after a move (the game's heuristic, as the strong
 * search's playouts do), where a playout stops and what it is worth to the mover, the root moves worth weighing,
 * and the losses that earn a mark. The thresholds are documented in `docs/analysis.md`.
 *
 * Values are in [0, 1]. Wiezen: the deal's points for the mover, 0.5 ± points / 60 (one point ≈ 0.017), as its
 * search counts them. Other games of several seats: half the win share plus half the score margin over the best
 * other seat, mapped from ±`margin` points onto 0..1. Solo deals: the score over `solo`.
 *
 * @module
 */
import type { AnyGame, Outcome, Rng, Seat } from '@tafel/core';
import { wuerfelmarschRollout } from '@tafel/core/das-spiel/wuerfelmarsch';
import { wineCellar, heuristicMove as wineCellarHeuristic } from '@tafel/core/wine-cellar';
import { makeBot } from '../index.js';
import { prunedMoves } from '../weinhaendler/search.js';
import { dealCutoff, rootCandidates, WIEZEN_SEARCH } from '../wiezen/search.js';
import type { Thresholds } from './types.js';

/** A playout's policy: the next move of `seat` in `state`. */
export type Policy = (input: {
  game: AnyGame;
  state: unknown;
  seat: Seat;
  legal: unknown[];
  rng: Rng;
}) => unknown;

/** Everything the analysis needs to know of a game. */
export interface AnalysisProfile {
  /** How playouts choose moves after the move weighed. */
  policy: () => Policy;
  /** Ends a playout early (Wiezen: at the end of the deal) with every seat's value, or null to play on. */
  cutoff?: (input: { state: unknown; root: unknown }) => number[] | null;
  /** Score points of margin that move the value from 0.5 to 1 (games of several seats). */
  margin: number;
  /** Solo games: the score that is worth 1. */
  solo: number;
  /** The moves worth weighing besides the one played (long auctions are pruned as the strong bot prunes them). */
  candidates?: (state: unknown, seat: Seat, legal: unknown[]) => unknown[];
  /** What a value means, in words. */
  valueScale: string;
  /** Losses from which a move is an inaccuracy, a mistake, a blunder. */
  thresholds: Thresholds;
  /** Samples per move when no budget is given (chosen so the bench goals hold; see the README). */
  budget: number;
  /** Real-time races: moves are reactions, judged by the choice made, not its timing. */
  realtime?: boolean;
}

/** The heuristic bot of a game as a playout policy. */
const heuristicOf =
  (game: string): (() => Policy) =>
  () => {
    const bot = makeBot(game as never, 'heuristic');
    return ({ game: g, state, seat, legal, rng }) => bot.choose({ game: g, state, seat, legal, rng });
  };

const MARGIN_SCALE = '0.5 × win share + 0.5 × score margin, 0..1';

/** Thresholds of the games valued by win share and margin: a twentieth, a tenth, a fifth of the scale. */
export const MARGIN_THRESHOLDS: Readonly<Thresholds> = Object.freeze({
  inaccuracy: 0.05,
  mistake: 0.1,
  blunder: 0.2,
});
/** Wiezen's thresholds: about 2, 4 and 8 points of the deal (one point is 1/60 of the scale). */
export const WIEZEN_THRESHOLDS: Readonly<Thresholds> = Object.freeze({
  inaccuracy: 2 / 60,
  mistake: 4 / 60,
  blunder: 8 / 60,
});

const common = { margin: 40, solo: 100, valueScale: MARGIN_SCALE, thresholds: MARGIN_THRESHOLDS, budget: 24 };
const dice = { ...common, margin: 10 };

/** Every game's analysis profile. */
export const PROFILES: Readonly<Record<string, AnalysisProfile>> = {
  wiezen: {
    ...common,
    policy: () => WIEZEN_SEARCH.rollout as Policy,
    cutoff: dealCutoff,
    candidates: (state, seat, legal) => rootCandidates({ state, seat, legal }),
    valueScale: "the deal's points for the mover, 0.5 ± points/60, 0..1",
    thresholds: WIEZEN_THRESHOLDS,
    budget: 48,
  },
  'wine-cellar': {
    ...common,
    policy:
      () =>
      ({ state, seat, legal, rng }) =>
        wineCellarHeuristic(wineCellar.view(state as never, seat), legal as never, rng),
    budget: 48,
  },
  weinhaendler: {
    ...common,
    policy: heuristicOf('weinhaendler'),
    candidates: (state, seat, legal) => prunedMoves(state as never, seat, legal as never, 6),
    budget: 8,
  },
  // Abquetschen's heuristic weighs many builds a move, so few samples; Bunte Kuh's races play out at random.
  abquetschen: { ...dice, policy: heuristicOf('abquetschen'), budget: 4 },
  'bunte-kuh': {
    ...dice,
    policy:
      () =>
      ({ legal, rng }) =>
        rng.pick(legal),
    realtime: true,
    budget: 8,
  },
  raffzahn: { ...dice, policy: heuristicOf('raffzahn'), realtime: true, budget: 16 },
  // Würfelmarsch's heuristic is a two-ply search: playouts use its search's own quick policy.
  wuerfelmarsch: { ...dice, policy: () => wuerfelmarschRollout as Policy, budget: 16 },
  // Cui bono?'s strong bot is MCTS with random playouts: the analysis plays out the same way (its heuristic is slow).
  'cui-bono': {
    ...dice,
    policy:
      () =>
      ({ legal, rng }) =>
        rng.pick(legal),
    budget: 16,
  },
  eintrichtern: { ...dice, policy: heuristicOf('eintrichtern'), budget: 16 },
};

/**
 * A finished game's value for `seat`: half its win share plus half its margin over the best other seat
 * (scaled by `margin`); in a solo game the score over `solo`, clipped to [0, 1].
 *
 * @example
 * ```ts
 * outcomeValue({ scores: [50, 30], winners: [0] }, 0, 2, 40, 100); // 0.5 + 0.5 × 1 = 1
 * ```
 */
export function outcomeValue(
  outcome: Outcome,
  seat: Seat,
  players: number,
  margin: number,
  solo: number,
): number {
  if (players === 1) return Math.min(1, Math.max(0, outcome.scores[0]! / solo));
  let best = Number.NEGATIVE_INFINITY;
  for (let s = 0; s < players; s++) if (s !== seat && outcome.scores[s]! > best) best = outcome.scores[s]!;
  const share = outcome.winners.includes(seat) ? 1 / outcome.winners.length : 0;
  const lead = Math.min(1, Math.max(0, 0.5 + (outcome.scores[seat]! - best) / (2 * margin)));
  return 0.5 * share + 0.5 * lead;
}
