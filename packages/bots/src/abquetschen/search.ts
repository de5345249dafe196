/**
 * The search tuning that fits Abquetschen to the game-agnostic ISMCTS of `@tafel/ai` (`sweep`: flat search
 * with common random numbers). Abquetschen hides only the turquoise die's future, so each drawn state is the
 * position with fresh dice.
 *
 * Random playouts do not beat the heuristic here (a build is chosen among hundreds, and random builds tell
 * little about which one was good), so the search asks a narrower question:
 *
 * - Candidates: the heuristic's best few builds ({@link rootCandidates}).
 * - Each drawn state plays every candidate, then every seat goes on with the heuristic on the same dice (the
 *   others' reply, the bot's own next turn, their next reply: {@link ABQUETSCHEN_TUNING} `turns`).
 * - There the playout stops ({@link replyCutoff}) and each seat is scored by its dice built, plus the dice it
 *   can expect to build at its next roll, against the others' ({@link positionReward}).
 *
 * The heuristic judges a build by the position right after it (and whether each player can still build at the
 * next roll); the search sees what the others actually build on each roll, and what the bot can answer.
 * Measured against the heuristic: see the README ("Bot levels", "Das Spiel").
 *
 * @example
 * ```ts
 * import { ismcts } from '@tafel/ai';
 * const bot = ismcts({ ...ABQUETSCHEN_SEARCH, name: 'search' });
 * ```
 *
 * @module
 */
import type { RolloutPolicy, SearchOptions } from '@tafel/ai';
import { type Bot, Rng, type Seat } from '@tafel/core';
import {
  type AbquetschenMove,
  type AbquetschenState,
  abquetschen,
  abquetschenBot,
  abquetschenMove,
  buildQuery,
  kernels,
  pyramidOfState,
  STOCK,
} from '@tafel/core/das-spiel';

/** Tuning of the search. */
export const ABQUETSCHEN_TUNING = Object.freeze({
  /** How many of the heuristic's best builds are searched. */
  candidates: 5,
  /** Drawn dice per candidate (so `iterations` = candidates × rounds). */
  rounds: 16,
  /** How many turns after its own a playout plays (with the heuristic, every seat) before it is scored. */
  turns: 3,
  /** Weight of the dice a seat can expect to build at its next roll (the heuristic's `ownNext`). */
  next: 1.5,
  /** Dice ahead that map to a reward of about 0.88 (tanh 1). */
  scale: 8,
});

/**
 * The heuristic's best `k` builds for `seat`, best first: it ranks from the seat's view only.
 *
 * @example
 * ```ts
 * rootCandidates({ state, seat, legal }, 5).length; // 5 (or fewer when fewer are legal)
 * ```
 */
export function rootCandidates(
  input: { state: unknown; seat: Seat; legal: unknown[] },
  k = ABQUETSCHEN_TUNING.candidates,
): AbquetschenMove[] {
  const state = input.state as AbquetschenState;
  const legal = input.legal as AbquetschenMove[];
  if (legal.length <= 1 || state.phase === 'start') return legal;
  const view = abquetschen.view(state, input.seat);
  // The heuristic only breaks exact ties with its generator: a fixed one keeps the search reproducible.
  const rng = Rng.fromSeed('abquetschen-candidates');
  const out: AbquetschenMove[] = [];
  let rest = legal;
  while (out.length < k && rest.length > 0) {
    const best = abquetschenMove(view, rest, rng);
    out.push(best);
    rest = rest.filter((m) => m !== best);
  }
  return out;
}

/** The dice `seat` can expect to build at its next roll: each roll 2..6 it can build, times its chance. */
function expectedNext(state: AbquetschenState, seat: Seat): number {
  const p = pyramidOfState(state);
  const guard = state.guard && seat !== state.startPlayer ? state.startPyramid : null;
  let dice = 0;
  for (let n = 2; n <= 6; n++) if (kernels().anyBuild(buildQuery(p, seat, n, guard))) dice += n / 6;
  return dice;
}

/**
 * Every seat's reward in [0, 1] of a position: dice built plus the dice expected at the next roll, against
 * the mean of the others'.
 */
export function positionReward(state: AbquetschenState): number[] {
  const T = ABQUETSCHEN_TUNING;
  const value = state.stock.map((stock, seat) => STOCK - stock + T.next * expectedNext(state, seat));
  const total = value.reduce((a, b) => a + b, 0);
  return value.map((v) => {
    const others = (total - v) / (value.length - 1);
    return 0.5 + 0.5 * Math.tanh((v - others) / T.scale);
  });
}

/**
 * Ends a playout once `turns` turns have followed the searching seat's own (a finished game is left to the
 * outcome).
 */
export function replyCutoff(input: { state: unknown; root: unknown }): number[] | null {
  const state = input.state as AbquetschenState;
  const root = input.root as AbquetschenState;
  if (state.phase !== 'build') return null;
  const turns = state.history.length - root.history.length;
  if (turns < 1 + ABQUETSCHEN_TUNING.turns) return null;
  return positionReward(state);
}

/** Playouts follow the heuristic. */
export const heuristicRollout: RolloutPolicy = ({ game, state, seat, legal, rng }) =>
  (abquetschenBot as Bot).choose({ game, state, seat, legal, rng });

/** The search options of the `search` Abquetschen bot (spread into `ismcts`, with a budget). */
export const ABQUETSCHEN_SEARCH: SearchOptions & { iterations: number } = Object.freeze({
  sweep: true,
  depth: 1,
  iterations: ABQUETSCHEN_TUNING.candidates * ABQUETSCHEN_TUNING.rounds,
  rollout: heuristicRollout,
  cutoff: replyCutoff,
  candidates: (input: { state: unknown; seat: Seat; legal: unknown[] }) => rootCandidates(input),
});
