/** The replay's timeline: core's states at every index, a seat's own information, and records refused. */
import {
  type AnyGame,
  type GameId,
  games,
  type MatchRecord,
  RuleError,
  replay as replayOf,
  seenBy,
} from '@tafel/core';
import { describe, expect, it } from 'vitest';
import { finishedRecord } from '../test-support/replay-records.js';
import { clampIndex, isOver, seenMove, timelineOf, viewAt } from './timeline.js';

const ids = Object.keys(games) as GameId[];

describe('timelineOf', () => {
  it.each(ids)('%s: the state after n moves is the one core replays from the first n moves', (id) => {
    const record = finishedRecord(id, `t-${id}`);
    const t = timelineOf(JSON.parse(JSON.stringify(record)));
    expect(t.states).toHaveLength(record.moves.length + 1);
    expect(isOver(t)).toBe(true);
    const game: AnyGame = games[id];
    for (const n of [0, 1, Math.floor(record.moves.length / 2), record.moves.length]) {
      const prefix = { ...record, moves: record.moves.slice(0, n) };
      expect(viewAt(t, n, 0)).toEqual(game.view(coreState(id, prefix), 0));
    }
  });

  it("a seat's log hides what core's seen hides", () => {
    const record = finishedRecord('wine-cellar', 'seen');
    const t = timelineOf(record);
    const i = record.moves.findIndex((m) => m.seat === 1);
    expect(seenMove(t, i, 0)).toEqual(
      seenBy(games['wine-cellar'], t.states[i], 1, record.moves[i]!.move as never, 0),
    );
    expect(seenMove(t, i, 0)).toMatchObject({ hidden: true });
    expect(seenMove(t, i, 'all')).toEqual(record.moves[i]!.move);
  });

  it('clamps the index to the record', () => {
    const t = timelineOf(finishedRecord('cui-bono', 'clamp'));
    expect(clampIndex(t, -3)).toBe(0);
    expect(clampIndex(t, 1e9)).toBe(t.record.moves.length);
    expect(clampIndex(t, Number.NaN)).toBe(t.record.moves.length);
  });

  it("refuses bad records with core's codes", () => {
    const code = (json: unknown) => {
      try {
        timelineOf(json);
      } catch (e) {
        return e instanceof RuleError ? e.code : 'other';
      }
      return 'none';
    };
    expect(code({ nope: 1 })).toBe('invalid-record');
    expect(code({ ...finishedRecord('cui-bono', 'x'), game: 'chess' })).toBe('unknown-game');
    const record = finishedRecord('wine-cellar', 'bad');
    const moves = [...record.moves];
    moves[3] = { seat: moves[3]!.seat, move: { type: 'fly' } };
    expect(code({ ...record, moves })).toBe('invalid-record');
  });
});

/** The state core's own `replay` gives for a record. */
function coreState(id: GameId, record: MatchRecord): unknown {
  return replayOf(games[id] as AnyGame, record);
}
