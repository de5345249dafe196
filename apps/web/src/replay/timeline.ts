/**
 * A record as a timeline a replay steps through: every state of the match, rebuilt by core's own match runner
 * (`parseRecord`, `gameOf`, `applyMove`: the engine's replay, never a re-implementation of a rule), and what a
 * seat saw at each point of it. Index `n` is the match after its first `n` moves: 0 the deal before anybody
 * moved, `moves.length` the end.
 *
 * @module
 */
import {
  type AnyGame,
  applyMove,
  gameOf,
  games,
  type HiddenMove,
  type Match,
  type MatchRecord,
  parseRecord,
  replay,
  type Seat,
  seenBy,
} from '@tafel/core';

/** Whose eyes the replay shows: a seat's, or everything (`all`). */
export type Viewer = Seat | 'all';

/** A record replayed: its game, the record as checked, and the state after each number of moves. */
export interface Timeline {
  readonly game: AnyGame;
  readonly record: MatchRecord;
  /** `states[n]`: the state after the first `n` moves (`states.length === record.moves.length + 1`). */
  readonly states: readonly unknown[];
}

/**
 * Replays untrusted JSON into a timeline; throws core's `RuleError` (`invalid-record`, `unknown-game`,
 * `rules-version-mismatch`) when it is not a record of a game here.
 *
 * @example
 * ```ts
 * const t = timelineOf(record);
 * t.states.length; // record.moves.length + 1
 * ```
 */
export function timelineOf(json: unknown): Timeline {
  const record = parseRecord(json);
  const game = gameOf(games, record.game);
  // A record of other rules: core's replay refuses it in its own words.
  if (record.rules !== undefined && record.rules !== game.rulesVersion) replay(game, record);
  let match: Match = {
    state: game.setup({ players: record.seats.length, seed: record.seed, options: record.options }),
    record: { ...record, moves: [] },
  };
  const states: unknown[] = [match.state];
  for (const [index, { seat, move }] of record.moves.entries()) {
    try {
      match = applyMove(game, match, seat, move);
    } catch (e) {
      // core's replay names the move refused and the rule it broke (`invalid-record`).
      replay(game, { ...record, moves: record.moves.slice(0, index + 1) });
      throw e;
    }
    states.push(match.state);
  }
  return { game, record, states };
}

/** The index clamped to the timeline (0 … moves). */
export function clampIndex(timeline: Timeline, index: number): number {
  const last = timeline.record.moves.length;
  return Number.isFinite(index) ? Math.min(last, Math.max(0, Math.trunc(index))) : last;
}

/** The view `viewer` had after the first `index` moves (`all`: the spectator's view, the game over). */
export function viewAt(timeline: Timeline, index: number, seat: Seat | null): unknown {
  return timeline.game.view(timeline.states[clampIndex(timeline, index)], seat);
}

/** The seats whose views the replay shows for `viewer`: one seat, or every seat (`all`). */
export function seatsShown(timeline: Timeline, viewer: Viewer): readonly Seat[] {
  return viewer === 'all' ? timeline.record.seats.map((_, i) => i) : [viewer];
}

/** Whether `all` may be shown: only once the game is over (before, it would show cards still hidden). */
export function isOver(timeline: Timeline): boolean {
  return timeline.game.outcome(timeline.states[timeline.states.length - 1]) !== null;
}

/** The `i`-th move as `viewer` saw it (core's `seen`; `all`: the move itself). */
export function seenMove(timeline: Timeline, i: number, viewer: Viewer): unknown | HiddenMove {
  const { seat, move } = timeline.record.moves[i]!;
  if (viewer === 'all') return move;
  return seenBy(timeline.game, timeline.states[i], seat, timeline.game.parseMove(move), viewer);
}
