/**
 * Real time: how long a person needs to make a call, and a simulator that races the seats' calls.
 *
 * The reaction model (per seat, from its view): adding up the roll takes `add` ms; a funnel of the sum that the
 * seat built itself (it placed one of the funnel's dice) is recalled in `recall` ms; otherwise the seat scans
 * funnels in random order at `perFunnel` ms each until it meets one of the sum — on average `(F + 1) / (M + 1)`
 * funnels for `M` matching among `F` — and when none matches it scans all `F` and hesitates `doubt` ms more
 * before calling NOWHERE. The time is spread log-normally (`spread`), and with chance `slip` the seat blurts a
 * wrong call a little earlier.
 *
 * @module
 */
import type { Bot, Seat } from '../../contract/index.js';
import type { Rng } from '../../random/index.js';
import { runRace } from '../../realtime/index.js';
import { WORDS } from '../lattice/index.js';
import { knows } from './bot.js';
import { active, legalMoves, play, wrongCalls } from './rules.js';
import { funnelSet, matchingSet } from './scratch.js';
import type { BunteKuhMove, BunteKuhState, BunteKuhView } from './types.js';
import { view as viewOf } from './view.js';

/** How fast (and how carefully) a seat plays. All times in ms. */
export interface ReactionProfile {
  add: number;
  perFunnel: number;
  recall: number;
  doubt: number;
  /** Log-normal sigma of the time. */
  spread: number;
  /** Chance of a wrong call in a round. */
  slip: number;
}

/** A typical person at the table. */
export const PERSON: Readonly<ReactionProfile> = Object.freeze({
  add: 1200,
  perFunnel: 350,
  recall: 600,
  doubt: 1500,
  spread: 0.3,
  slip: 0.02,
});

/** What the seat knows of the search now: funnels, matching ones, and matching ones it built itself. */
export function searchFacts(
  v: BunteKuhView,
  seat: Seat,
): { funnels: number; matching: number; known: number } {
  const { set, count: matching } = matchingSet(v, v.total);
  let known = 0;
  for (let w = 0; w < WORDS; w++)
    for (let bits = set[w]!; bits !== 0; bits &= bits - 1)
      if (knows(v.owner, seat, w * 32 + (31 - Math.clz32(bits & -bits)))) known++;
  return { funnels: funnelSet().count, matching, known };
}

/**
 * The mean time (ms) `seat` needs to make the right call in this view: find a funnel of the roll's sum, or be
 * sure there is none.
 *
 * @example
 * ```ts
 * searchTime(bunteKuh.view(state, 0), 0, PERSON); // e.g. 2600
 * ```
 */
export function searchTime(v: BunteKuhView, seat: Seat, profile: ReactionProfile = PERSON): number {
  const f = searchFacts(v, seat);
  if (f.known > 0) return profile.add + profile.recall;
  if (f.matching > 0) return profile.add + (profile.perFunnel * (f.funnels + 1)) / (f.matching + 1);
  return profile.add + profile.perFunnel * f.funnels + profile.doubt;
}

function gaussian(rng: Rng): number {
  const u = 1 - rng.float();
  const w = rng.float();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * w);
}

/** How a seat picks its call among the right ones. */
export type Chooser = (v: BunteKuhView, legal: readonly BunteKuhMove[], rng: Rng) => BunteKuhMove;

/** A seat in the race: its speed and its placement policy. */
export interface Contender {
  profile: ReactionProfile;
  choose: Chooser;
}

/**
 * One seat's call in this round and when it comes (ms after the roll), drawn from `rng`. `legal` (the right
 * calls, the same for every seat) may be passed in when the caller has them already.
 */
export function reaction(
  state: BunteKuhState,
  seat: Seat,
  contender: Contender,
  rng: Rng,
  legal: readonly BunteKuhMove[] = legalMoves(state, seat),
): { ms: number; move: BunteKuhMove } {
  const v = viewOf(state, seat);
  const { profile } = contender;
  const ms = searchTime(v, seat, profile) * Math.exp(profile.spread * gaussian(rng));
  if (rng.float() < profile.slip) {
    const wrong = wrongCalls(state);
    if (wrong.length > 0) return { ms: ms * 0.7, move: rng.pick(wrong) };
  }
  return { ms, move: contender.choose(v, legal, rng) };
}

/**
 * A seat of the race as a bot: it sets out on the call its contender makes, arriving after the modelled
 * reaction time (core's real-time scheduler races the seats).
 *
 * @example
 * ```ts
 * const bot = racer({ profile: PERSON, choose: bunteKuhMove }, 'heuristic');
 * ```
 */
export function racer(contender: Contender, name = 'racer'): Bot<BunteKuhState, BunteKuhMove> {
  return {
    name,
    choose: ({ state, seat, legal, rng }) => reaction(state, seat, contender, rng, legal).move,
    react: ({ state, seat, legal, rng }) => reaction(state, seat, contender, rng, legal),
  };
}

/**
 * Plays a game to its end in simulated real time through core's scheduler: each round the fastest call is
 * applied and ends the round (a wrong one is penalised first). Every seat draws from the one `rng`, in seat
 * order. Returns the final state, the simulated time in ms and the number of calls.
 *
 * @example
 * ```ts
 * const { state } = playRealTime(bunteKuh.setup({ players: 3, seed: 's' }), [c, c, c], Rng.fromSeed('race'));
 * ```
 */
export function playRealTime(
  state: BunteKuhState,
  contenders: readonly Contender[],
  rng: Rng,
  maxCalls = 10_000,
): { state: BunteKuhState; ms: number; calls: number } {
  const bots = contenders.map((c) => racer(c) as Bot);
  const game = { id: 'bunte-kuh', active, legalMoves, play };
  const end = runRace(
    game,
    state,
    bots,
    bots.map(() => rng),
    (seat, move, s) => play(s, seat, move as never),
    maxCalls,
  );
  return { state: end.state, ms: end.ms, calls: end.moves };
}
