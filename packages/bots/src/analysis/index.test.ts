import { games, Rng, RuleError } from '@tafel/core';
import { describe, expect, it } from 'vitest';
import { analyseMove, analyseRecord, markOf } from './index.js';
import { WIEZEN_THRESHOLDS } from './profiles.js';
import { playedRecord } from './test-support/records.js';

/** A deal that is played out (a deal everyone passes has no cards to judge). */
const wiezenRecord = [1, 2, 3, 4, 5, 6, 7, 8]
  .map((n) => playedRecord('wiezen', `analysis-${n}`, 4, { deals: 1 }))
  .find((r) => r.moves.length > 40)!;

/** The state of `record` before move `upTo`. */
function stateBefore(upTo: number) {
  const game = games.wiezen;
  let state = game.setup({ players: 4, seed: wiezenRecord.seed, options: wiezenRecord.options });
  for (const { seat, move } of wiezenRecord.moves.slice(0, upTo))
    state = game.play(state, seat, game.parseMove(move));
  return state;
}

describe('analyseRecord', () => {
  it('is deterministic for a record and a budget, and judges every move of the seat asked for', async () => {
    const a = await analyseRecord(wiezenRecord, { seat: 1, budget: 3 });
    const b = await analyseRecord(wiezenRecord, { seat: 1, budget: 3 });
    expect(a).toEqual(b);
    expect(a.moves.map((m) => m.index)).toEqual(
      wiezenRecord.moves.flatMap((m, i) => (m.seat === 1 ? [i] : [])),
    );
    for (const m of a.moves) {
      expect(m.loss).toBeCloseTo(Math.max(0, m.best.value - m.played.value), 3);
      expect(m.mark).toBe(m.note === 'forced' ? null : markOf(m.loss, WIEZEN_THRESHOLDS));
    }
    const summary = a.seats[1]!;
    const judged = a.moves.filter((m) => m.note !== 'forced');
    expect(summary.moves).toBe(judged.length);
    expect(summary.accurate).toBe(judged.filter((m) => m.mark === null).length);
  });

  it('calls a move with one legal option forced (the last card of a deal)', async () => {
    const a = await analyseRecord(wiezenRecord, { seat: 0, budget: 2 });
    const last = a.moves.at(-1)!;
    expect(games.wiezen.legalMoves(stateBefore(last.index), 0)).toHaveLength(1);
    expect(last.note).toBe('forced');
    expect(last.loss).toBe(0);
  });

  it("never changes when the other seats' hidden cards are swapped", () => {
    const game = games.wiezen;
    // A move in the middle of the play: every seat still holds several hidden cards.
    const index = wiezenRecord.moves.findIndex(
      (m, i) => i > 20 && (game.legalMoves(stateBefore(i), m.seat) as unknown[]).length > 1,
    );
    const { seat, move } = wiezenRecord.moves[index]!;
    const state = stateBefore(index);
    const swapped = game.determinize!(state, seat, Rng.fromSeed('swap'));
    expect(JSON.stringify(game.view(swapped, seat))).toBe(JSON.stringify(game.view(state, seat)));
    const others = (s: typeof state) => JSON.stringify(s.hands.filter((_: unknown, i: number) => i !== seat));
    expect(others(swapped)).not.toBe(others(state));
    const options = { budget: 6, index };
    expect(analyseMove(game, swapped, seat, move, options)).toEqual(
      analyseMove(game, state, seat, move, options),
    );
  });

  it('reports progress and stops when cancelled', async () => {
    const controller = new AbortController();
    const seen: number[] = [];
    const run = analyseRecord(wiezenRecord, {
      budget: 1,
      signal: controller.signal,
      onProgress: ({ done }) => {
        seen.push(done);
        if (done === 3) controller.abort();
      },
    });
    await expect(run).rejects.toMatchObject({ code: 'analysis-cancelled' });
    expect(seen).toEqual([1, 2, 3]);
  });

  it("judges a race's reactions by the call made, noted as real-time", async () => {
    const record = playedRecord('raffzahn', 'race-1', 3);
    const a = await analyseRecord({ ...record, moves: record.moves.slice(0, 30) }, { budget: 1 });
    const judged = a.moves.filter((m) => m.note !== 'forced');
    expect(judged.length).toBeGreaterThan(0);
    for (const m of judged) expect(m.note).toBe('realtime');
  });

  it('refuses a bad budget or seat with a clear error', async () => {
    await expect(analyseRecord(wiezenRecord, { budget: 0 })).rejects.toBeInstanceOf(RuleError);
    await expect(analyseRecord(wiezenRecord, { seat: 4 })).rejects.toMatchObject({
      code: 'invalid-analysis',
    });
  });
});
