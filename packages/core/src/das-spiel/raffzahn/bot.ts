/**
 * Raffzahn's bots. Raffzahn is played in real time: every seat grabs at once and the roller's STOP closes the
 * round, so a bot is a **racer**: it claims a move (or waits) and has a **reaction time**. Its `react` sets out
 * on the claim it sees now, arriving after its reaction time; core's real-time scheduler (`runRace`) races the
 * seats, as it does for every real-time game.
 *
 * The heuristic racer takes every die it can (preferring dice whose removal frees more dice showing the roll
 * to its own side than to the others'), calls STOP as roller once it has nothing left to take, rolls when it is
 * the next roller, and never takes late. The random racer claims any legal move, late takes included.
 *
 * @module
 */
import type { Bot, Seat } from '../../contract/index.js';
import type { Rng } from '../../random/index.js';
import { SUPPORTS } from '../lattice/index.js';
import { active, faceTo, isFreeDie, legalMoves, play } from './rules.js';
import type { RaffzahnMove, RaffzahnState } from './types.js';

/** A Raffzahn bot for the race: a contract bot that may also wait, with a reaction time. */
export interface RaffzahnRacer extends Required<Bot<RaffzahnState, RaffzahnMove>> {
  /** The claim of `seat` now, or `null` to wait. */
  claim(state: RaffzahnState, seat: Seat, legal: RaffzahnMove[], rng: Rng): RaffzahnMove | null;
  /** Milliseconds from being able to act to the claim's arrival. */
  reaction(rng: Rng): number;
}

/** Reaction times: uniform in `mean ± spread` milliseconds. */
export interface ReactionOptions {
  reactionMs?: number;
  spreadMs?: number;
  name?: string;
}

function reactionOf(options: ReactionOptions): (rng: Rng) => number {
  const mean = options.reactionMs ?? 600;
  const spread = options.spreadMs ?? 200;
  return (rng) => Math.max(1, mean - spread + 2 * spread * rng.float());
}

/** How good taking `cell` is for `seat`: dice it frees that show the roll to `seat`, minus those for others. */
function takeValue(state: RaffzahnState, seat: Seat, cell: number): number {
  const owner = state.owner.slice();
  owner[cell] = -1;
  let value = 0;
  for (let a = 0; a < 3; a++) {
    const s = SUPPORTS[cell * 3 + a]!;
    if (s < 0 || !isFreeDie(owner, s)) continue;
    for (let side = 0; side < state.players; side++)
      if (faceTo(state, s, side) === state.roll) value += side === seat ? 1 : -0.5;
  }
  return value;
}

/** The heuristic claim (see the module comment). */
export function raffzahnClaim(
  state: RaffzahnState,
  seat: Seat,
  legal: readonly RaffzahnMove[],
  rng: Rng,
): RaffzahnMove | null {
  if (state.phase === 'stopped') return legal.find((m) => m.type === 'roll') ?? null;
  let best: RaffzahnMove | null = null;
  let bestValue = Number.NEGATIVE_INFINITY;
  for (const move of legal) {
    if (move.type !== 'take') continue;
    const value = takeValue(state, seat, move.cell) + rng.float() * 1e-6;
    if (value > bestValue) {
      bestValue = value;
      best = move;
    }
  }
  return best ?? legal.find((m) => m.type === 'stop') ?? null;
}

/**
 * The heuristic racer, with its reaction time (default 600 ± 200 ms).
 *
 * @example
 * ```ts
 * const quick = raffzahnBot({ reactionMs: 400 });
 * ```
 */
export function raffzahnBot(options: ReactionOptions = {}): RaffzahnRacer {
  const reaction = reactionOf(options);
  return {
    name: options.name ?? 'heuristic',
    claim: raffzahnClaim,
    reaction,
    react: ({ state, seat, legal, rng }) => ({
      move: raffzahnClaim(state, seat, legal, rng),
      ms: reaction(rng),
    }),
    choose({ state, seat, legal, rng }) {
      return raffzahnClaim(state, seat, legal, rng) ?? legal[0]!;
    },
  };
}

/** The random racer: any legal move (late takes too), with a reaction time (default 600 ± 200 ms). */
export function raffzahnRandom(options: ReactionOptions = {}): RaffzahnRacer {
  const reaction = reactionOf(options);
  return {
    name: options.name ?? 'random',
    claim: (_state, _seat, legal, rng) => rng.pick(legal),
    reaction,
    react: ({ legal, rng }) => ({ move: rng.pick(legal), ms: reaction(rng) }),
    choose: ({ legal, rng }) => rng.pick(legal),
  };
}
