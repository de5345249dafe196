/**
 * The evaluation of one position from the mover's information: flat Monte Carlo with common random numbers, as
 * the strong bots' sweep search does. Each sample draws a state consistent with the mover's view
 * (`game.determinize`: the other seats' hidden cards, and the dice to come, drawn anew), plays every candidate
 * move in it and plays on with the game's heuristic to the end (or, in Wiezen, the end of the deal). The moves
 * are therefore compared on the same drawn cards; a move's value is the mean over the samples, its spread their
 * standard deviation.
 *
 * @module
 */

import type { AnalysisProfile, Policy } from './profiles.js';
import { outcomeValue } from './profiles.js';
import { type AnyGame, moveKeyOf, type Rng, type Seat } from './support.js';

/** A candidate move's value: the mean of its samples and their standard deviation. */
export interface MoveValue {
  move: unknown;
  value: number;
  spread: number;
}

/** Plays `state` on with `policy` until the game ends or the profile's cutoff; every seat's value. */
function playout(
  game: AnyGame,
  from: unknown,
  root: unknown,
  policy: Policy,
  profile: AnalysisProfile,
  rng: Rng,
) {
  let state = from;
  const players: number = game.seats(state);
  for (let seats: Seat[] = game.active(state); seats.length > 0; seats = game.active(state)) {
    const cut = profile.cutoff?.({ state, root });
    if (cut) return cut;
    for (const seat of seats) {
      if (!game.active(state).includes(seat)) continue;
      const legal = game.legalMoves(state, seat);
      if (legal.length === 0) continue;
      state = game.play(state, seat, policy({ game, state, seat, legal, rng }));
    }
  }
  const cut = profile.cutoff?.({ state, root });
  if (cut) return cut;
  const outcome = game.outcome(state)!;
  return Array.from({ length: players }, (_, seat) =>
    outcomeValue(outcome, seat, players, profile.margin, profile.solo),
  );
}

/**
 * The value for `seat` of each of `moves` in `state`, over `samples` states drawn from `seat`'s view. Nothing
 * but the view is read: `state` is only ever passed to `game.determinize`.
 *
 * @example
 * ```ts
 * const values = evaluateMoves(wiezen, state, 2, legal, 12, PROFILES.wiezen!, Rng.fromSeed('s'));
 * ```
 */
export function evaluateMoves(
  game: AnyGame,
  state: unknown,
  seat: Seat,
  moves: unknown[],
  samples: number,
  profile: AnalysisProfile,
  rng: Rng,
): MoveValue[] {
  const policy = profile.policy();
  const sums = moves.map(() => 0);
  const squares = moves.map(() => 0);
  const keys = moves.map(moveKeyOf);
  for (let r = 0; r < samples; r++) {
    const start = game.determinize!(state, seat, rng);
    // The drawn state offers the same moves; a move it does not know (never, if the view is honest) is skipped.
    const legal = new Set((game.legalMoves(start, seat) as unknown[]).map(moveKeyOf));
    for (let i = 0; i < moves.length; i++) {
      if (!legal.has(keys[i]!)) continue;
      const next = game.play(start, seat, moves[i]);
      const value = playout(game, next, start, policy, profile, rng)[seat]!;
      sums[i]! += value;
      squares[i]! += value * value;
    }
  }
  return moves.map((move, i) => {
    const value = sums[i]! / samples;
    const variance = Math.max(0, squares[i]! / samples - value * value);
    return { move, value, spread: Math.sqrt(variance) };
  });
}
