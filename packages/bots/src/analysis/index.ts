/**
 * `@tafel/bots/analysis`: the analysis of a finished (or unfinished) match record, move by move, from the
 * mover's information only.
 *
 * For each move of the chosen seat (or of every seat) the record is replayed with core's engine up to the move,
 * and the move played is weighed against the other legal moves (pruned as the strong bot prunes a long auction)
 * over `budget` states drawn from the mover's view (see `evaluate.ts`): never the hidden cards, and even the
 * samples' generator is seeded from the mover's view, the move's index and the base seed, so swapping the other
 * seats' hidden cards cannot change the analysis. The best move is the one of highest mean value; the loss is
 * its value less the played move's; the mark follows the game's thresholds (`profiles.ts`, `docs/analysis.md`).
 *
 * Real-time games (Bunte Kuh, Raffzahn) are analysed as their reactions allow: each recorded call or claim is
 * weighed against the other calls its seat could have made at that moment (`note: 'realtime'`); who was
 * quicker is not judged.
 *
 * @example
 * ```ts
 * import { analyseRecord } from '@tafel/bots/analysis';
 * const analysis = await analyseRecord(record, { seat: 0, budget: 8, onProgress: (p) => console.log(p.done) });
 * ```
 *
 * @module
 */
import {
  type AnyGame,
  gameOf,
  games,
  type MatchRecord,
  parseRecord,
  Rng,
  replay,
  type Seat,
} from '@tafel/core';
import { botErrors } from '../roster/errors.js';
import { evaluateMoves } from './evaluate.js';
import { type AnalysisProfile, PROFILES } from './profiles.js';
import { moveKeyOf } from './support.js';
import type { AnalysisProgress, MoveAnalysis, RecordAnalysis, SeatSummary, Thresholds } from './types.js';

/** What {@link analyseRecord} may be given. */
export interface AnalyseOptions {
  /** Samples per move (default: the game's, see {@link defaultBudget}). */
  budget?: number;
  /** Only this seat's moves (default: every seat's). */
  seat?: number;
  /** The base seed of the samples (default `'analysis'`). */
  seed?: string;
  /** Called after each move analysed. */
  onProgress?: (progress: AnalysisProgress) => void;
  /** Aborting it stops the analysis with `RuleError('analysis-cancelled')` before the next move. */
  signal?: AbortSignal;
}

/** A game's analysis profile; a game without one is `RuleError('unknown-game')`. */
function profileOf(game: string): AnalysisProfile {
  const profile = Object.hasOwn(PROFILES, game) ? PROFILES[game] : undefined;
  if (!profile) {
    gameOf(games, game);
    botErrors.fail('invalid-analysis', {
      reason: { en: `no analysis for ${game}`, nl: `geen analyse voor ${game}` },
    });
  }
  return profile;
}

/**
 * The samples per move an analysis of `game` takes by default (the bench's goals hold with it).
 *
 * @example
 * ```ts
 * defaultBudget('wiezen'); // 12
 * ```
 */
export function defaultBudget(game: string): number {
  return profileOf(game).budget;
}

/**
 * The mark a loss earns under `thresholds`.
 *
 * @example
 * ```ts
 * markOf(0.12, { inaccuracy: 0.05, mistake: 0.1, blunder: 0.2 }); // 'mistake'
 * ```
 */
export function markOf(loss: number, thresholds: Thresholds): MoveAnalysis['mark'] {
  if (loss >= thresholds.blunder) return 'blunder';
  if (loss >= thresholds.mistake) return 'mistake';
  if (loss >= thresholds.inaccuracy) return 'inaccuracy';
  return null;
}

/**
 * The analysis of one move: `played` by `seat` in `state`, weighed against the other moves from `seat`'s view.
 * `index` (the move's place in its record) and `seed` seed the samples together with the view.
 *
 * @example
 * ```ts
 * const a = analyseMove(wiezen, state, 0, { type: 'play', card: 'AS' }, { budget: 8, index: 40 });
 * a.mark; // null when the ace was the best card
 * ```
 */
export function analyseMove(
  game: AnyGame,
  state: unknown,
  seat: Seat,
  played: unknown,
  options: { budget?: number; index?: number; seed?: string } = {},
): MoveAnalysis {
  const profile = profileOf(game.id);
  const index = options.index ?? 0;
  const legal: unknown[] = game.legalMoves(state, seat);
  const playedKey = moveKeyOf(played);
  const realtime = profile.realtime ? { note: 'realtime' as const } : {};
  if (legal.length <= 1) {
    const one = { move: played, value: 0, spread: 0 };
    return { index, seat, played: one, best: one, loss: 0, mark: null, note: 'forced' };
  }
  const pruned = profile.candidates ? profile.candidates(state, seat, legal) : legal;
  const moves = pruned.some((m) => moveKeyOf(m) === playedKey) ? pruned : [...pruned, played];
  // The generator knows only what the mover knows: its view, the move's index and the base seed.
  const view = JSON.stringify(game.view(state, seat));
  const rng = Rng.fromSeed(`${options.seed ?? 'analysis'}|${index}|${seat}|${view}`);
  const values = evaluateMoves(game, state, seat, moves, options.budget ?? profile.budget, profile, rng);
  let best = values[0]!;
  for (const v of values) if (v.value > best.value) best = v;
  const mine = values.find((v) => moveKeyOf(v.move) === playedKey)!;
  const loss = Math.max(0, best.value - mine.value);
  const round = (v: { move: unknown; value: number; spread: number }) => ({
    move: v.move,
    value: round4(v.value),
    spread: round4(v.spread),
  });
  return {
    index,
    seat,
    played: round(mine),
    best: round(best),
    loss: round4(loss),
    mark: markOf(loss, profile.thresholds),
    ...realtime,
  };
}

const round4 = (x: number): number => Math.round(x * 1e4) / 1e4;

/**
 * Each seat's summary: moves judged (forced ones left out), those under the inaccuracy threshold, the share of
 * them, and the total loss.
 */
export function summarise(moves: MoveAnalysis[], seats: number): SeatSummary[] {
  return Array.from({ length: seats }, (_, seat) => {
    const judged = moves.filter((m) => m.seat === seat && m.note !== 'forced');
    const accurate = judged.filter((m) => m.mark === null).length;
    const totalLoss = round4(judged.reduce((sum, m) => sum + m.loss, 0));
    return {
      seat,
      moves: judged.length,
      accurate,
      accuracy: judged.length ? accurate / judged.length : 1,
      totalLoss,
    };
  });
}

/** Checks what {@link analyseRecord} is given; a bad budget or seat is `RuleError('invalid-analysis')`. */
function check(record: MatchRecord, options: AnalyseOptions): void {
  const { budget, seat } = options;
  if (budget !== undefined && !(Number.isInteger(budget) && budget > 0 && budget <= 100_000))
    botErrors.fail('invalid-analysis', {
      reason: {
        en: `budget must be a whole number from 1, not ${budget}`,
        nl: `budget moet een geheel getal vanaf 1 zijn, niet ${budget}`,
      },
    });
  if (seat !== undefined && !(Number.isInteger(seat) && seat >= 0 && seat < record.seats.length))
    botErrors.fail('invalid-analysis', {
      reason: { en: `there is no seat ${seat}`, nl: `er is geen plaats ${seat}` },
    });
}

/** Lets a Worker's message loop (and an abort) in between two moves. */
const breathe = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Analyses a record (untrusted JSON is checked with core's `parseRecord` and replayed, so a refused move is
 * `RuleError('invalid-record')`). Deterministic for a record, a budget and a seed.
 *
 * @example
 * ```ts
 * const controller = new AbortController();
 * const analysis = await analyseRecord(record, { seat: 1, signal: controller.signal });
 * analysis.seats[1]!.accuracy; // e.g. 0.85
 * ```
 */
export async function analyseRecord(json: unknown, options: AnalyseOptions = {}): Promise<RecordAnalysis> {
  const record = parseRecord(json);
  const game = gameOf(games, record.game);
  const profile = profileOf(game.id);
  check(record, options);
  replay(game, record);
  const budget = options.budget ?? profile.budget;
  const seed = options.seed ?? 'analysis';
  const todo = record.moves.filter((m) => options.seat === undefined || m.seat === options.seat).length;
  let state: unknown = game.setup({
    players: record.seats.length,
    seed: record.seed,
    options: record.options,
  });
  const moves: MoveAnalysis[] = [];
  for (const [index, { seat, move: json }] of record.moves.entries()) {
    const move = game.parseMove(json);
    if (options.seat === undefined || seat === options.seat) {
      await breathe();
      if (options.signal?.aborted) botErrors.fail('analysis-cancelled', { done: moves.length, total: todo });
      moves.push(analyseMove(game, state, seat, move, { budget, index, seed }));
      options.onProgress?.({ done: moves.length, total: todo, index });
    }
    state = game.play(state, seat, move);
  }
  return {
    game: game.id,
    budget,
    seed,
    valueScale: profile.valueScale,
    moves,
    seats: summarise(moves, record.seats.length),
  };
}

export type { AnalysisClient, ClientAnalyseOptions } from './client.js';
export { createAnalysisClient } from './client.js';
export type { AnalysisProfile } from './profiles.js';
export { MARGIN_THRESHOLDS, PROFILES, WIEZEN_THRESHOLDS } from './profiles.js';
export type { AnalysisProgress, MoveAnalysis, RecordAnalysis, SeatSummary, Thresholds } from './types.js';
