/**
 * `guideSource()`: how a guided table decides its way — a suggestion where hints are allowed in a turn-based
 * game, the rules of the moment where the host allows none or the game is played in real time (the turn key
 * names the way, so a change of it is told anew) — and that the moment marks the move it names on the board,
 * while at a table without hints no hint's move stays marked.
 */
import { type AnyGame, games, startMatch } from '@tafel/core';
import { describe, expect, it } from 'vitest';
import type { Board } from '../table/board.js';
import { BoardMarks } from '../table/board-marks.js';
import type { TableMatch } from '../table/match.js';
import { type GuidedTable, guideSource } from './guided.js';
import { shortRules } from './index.js';

/** A table at seat 0's turn in `game` (its match a stand-in with what the guide reads). */
function tableOf(game: AnyGame, seats: number): GuidedTable<AnyGame> {
  const { state } = startMatch<unknown>(game, {
    seed: 'guided-source',
    seats: Array.from({ length: seats }, (_, i) => (i === 0 ? { name: 'Ann' } : { bot: 'easy' })),
  });
  const match = {
    game,
    version: 3,
    outcome: null,
    thinking: null,
    view: (seat: number) => game.view(state, seat),
    position: () => state,
  } as unknown as TableMatch<AnyGame>;
  return { match, viewer: 0, mine: true, legal: game.legalMoves(state, 0), seatName: (s) => `Seat ${s}` };
}

const board = { describe: () => 'the move named' } as unknown as Board<AnyGame>;
const noHint = async () => null;

describe('guideSource', () => {
  it('suggests where hints are allowed in a turn-based game; tells the moment otherwise, the key saying which', () => {
    const wiezen = tableOf(games.wiezen as AnyGame, 4);
    const raffzahn = tableOf(games.raffzahn as AnyGame, 2);
    const source = (table: GuidedTable<AnyGame>, hints: boolean) =>
      guideSource({ guided: true, hints }, table, board, async () => null, 'en', {
        hint: noHint,
        marks: new BoardMarks(),
      });
    expect(source(wiezen, true)).toMatchObject({ suggests: true, turn: '0:3:hint' });
    expect(source(wiezen, false)).toMatchObject({ suggests: false, turn: '0:3:moment' });
    expect(source(raffzahn, true)).toMatchObject({ suggests: false, turn: '0:3:moment' });
    expect(
      guideSource({ guided: false, hints: true }, wiezen, board, async () => null, 'en', {
        hint: noHint,
        marks: new BoardMarks(),
      }).turn,
    ).toBeNull();
  });

  it('marks the move the moment names; without hints, clears a hint’s mark and marks nothing', async () => {
    const raffzahn = tableOf(games.raffzahn as AnyGame, 2);
    const takes = raffzahn.legal.filter((m) => (m as { type: string }).type === 'take');
    expect(takes.length).toBeGreaterThan(0);
    const marks = new BoardMarks<AnyGame>();
    const rules = async () => shortRules.raffzahn;
    const allowed = await guideSource({ guided: true, hints: true }, raffzahn, board, rules, 'en', {
      hint: noHint,
      marks,
    }).moment();
    expect(allowed?.example).toEqual(takes[0]);
    expect(marks.shown(raffzahn.match)?.move).toEqual(takes[0]);
    // A hint's move marked (asked before the table's setting was known); the host allows no hints.
    const wiezen = tableOf(games.wiezen as AnyGame, 4);
    const hinted = new BoardMarks<AnyGame>();
    hinted.mark(wiezen.match!, 0, wiezen.legal[0]!, 'hint');
    const off = await guideSource(
      { guided: true, hints: false },
      wiezen,
      board,
      async () => shortRules.wiezen,
      'en',
      {
        hint: noHint,
        marks: hinted,
      },
    ).moment();
    expect(off?.note).toMatch(/^The host allows no hints/);
    expect(hinted.marked).toBeNull();
  });
});
