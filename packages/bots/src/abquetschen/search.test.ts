import { moveKey } from '@tafel/ai';
import { Rng } from '@tafel/core';
import { abquetschen } from '@tafel/core/das-spiel';
import type { AbquetschenMove, AbquetschenState } from '@tafel/core/das-spiel/abquetschen';
import { abquetschenBot } from '@tafel/core/das-spiel/abquetschen';
import { describe, expect, it, vi } from 'vitest';
import { abquetschenRoster } from './index.js';
import { ABQUETSCHEN_TUNING, chanceSearch, chanceValue, positionValue, rootCandidates } from './search.js';

/** A mid-game position after `moves` heuristic moves, with a roll that offers several builds. */
function midGame(seed: string, moves = 12): AbquetschenState {
  const rng = Rng.fromSeed(seed);
  let state = abquetschen.setup({ players: 2, seed });
  for (let i = 0; i < moves || abquetschen.legalMoves(state, state.turn).length < 2; i++) {
    if (state.phase === 'over') return midGame(`${seed}+`, moves);
    const legal = abquetschen.legalMoves(state, state.turn);
    state = abquetschen.play(
      state,
      state.turn,
      abquetschenBot.choose({ game: abquetschen, state, seat: state.turn, legal, rng }),
    );
  }
  return state;
}

describe('Abquetschen search bot', () => {
  it('searches the heuristic best builds first, and only legal ones', () => {
    const state = midGame('cand');
    const legal = abquetschen.legalMoves(state, state.turn);
    const cands = rootCandidates({ state, seat: state.turn, legal });
    expect(cands.length).toBe(Math.min(ABQUETSCHEN_TUNING.candidates, legal.length));
    expect(new Set(cands.map(moveKey)).size).toBe(cands.length);
    for (const m of cands) expect(legal).toContainEqual(m);
    const best = abquetschenBot.choose({
      game: abquetschen,
      state,
      seat: state.turn,
      legal,
      rng: Rng.fromSeed('c'),
    });
    expect(cands[0]).toEqual(best);
  });

  it('plays a legal build, the same one whatever its generator and whatever the die will roll', () => {
    for (const seed of ['legal-1', 'legal-2', 'legal-3']) {
      const state = midGame(seed);
      const seat = state.turn;
      const legal = abquetschen.legalMoves(state, seat);
      const bot = chanceSearch();
      const move = bot.choose({ game: abquetschen, state, seat, legal, rng: Rng.fromSeed('a') });
      expect(legal).toContainEqual(move);
      // Another generator for the bot, and another future for the die: the search reads neither.
      const future = { ...state, rng: Rng.fromSeed('another future').state() };
      const again = chanceSearch().choose({
        game: abquetschen,
        state: future,
        seat,
        legal,
        rng: Rng.fromSeed('b'),
      });
      expect(again).toEqual(move);
    }
  });

  it('ends the game by burying the other when it has fewer dice left (positions found in heuristic games)', () => {
    for (const [seed, moves] of [
      ['bury:214', 15],
      ['bury:396', 20],
    ] as const) {
      const state = midGame(seed, moves);
      const seat = state.turn;
      const legal = abquetschen.legalMoves(state, seat);
      const wins = (move: AbquetschenMove): boolean => {
        let after = abquetschen.play(state, seat, move);
        // A row earns bonus dice first (any placement: the other's dice are buried already).
        while (after.phase === 'bonus')
          after = abquetschen.play(after, seat, abquetschen.legalMoves(after, seat)[0]!);
        return after.phase === 'over' && after.end?.reason === 'buried' && after.winners!.includes(seat);
      };
      // One build of several buries the other player's last free dice (and the fewest dice left win).
      expect(legal.filter(wins)).toHaveLength(1);
      expect(legal.length).toBeGreaterThan(1);
      const move = chanceSearch().choose({ game: abquetschen, state, seat, legal, rng: Rng.fromSeed('w') });
      expect(wins(move)).toBe(true);
    }
  });

  it("stops at its budget of turns, best candidate first: one candidate's worth is the heuristic's build", () => {
    const state = midGame('budget');
    const seat = state.turn;
    const legal = abquetschen.legalMoves(state, seat);
    const [first] = rootCandidates({ state, seat, legal });
    const bot = abquetschenRoster.search!.make({ iterations: 1 });
    expect(bot.choose({ game: abquetschen, state, seat, legal, rng: Rng.fromSeed('t') })).toEqual(first);
  });

  it('weighs every roll: a seat whose stock is empty wins at its turn', () => {
    const state = midGame('stock');
    const seat = state.turn;
    const other = 1 - seat;
    // The other's turn begins with no dice left in his stock: any roll is beyond it, and he wins.
    const doomed: AbquetschenState = {
      ...state,
      turn: other,
      stock: state.stock.map((s, i) => (i === other ? 0 : s)),
    };
    expect(chanceValue(doomed, seat, 2)).toBe(0);
    expect(chanceValue(doomed, other, 2)).toBe(1);
    // Two dice left: rolls 3..6 win at once, and rolls 1 and 2 leave him a turn from it.
    const close: AbquetschenState = {
      ...state,
      turn: other,
      stock: state.stock.map((s, i) => (i === other ? 2 : s)),
    };
    const value = chanceValue(close, other, 1);
    expect(value).toBeGreaterThan(4 / 6);
    expect(value).toBeLessThan(1);
  });

  it('scores a position in [0, 1], evenly for both seats, and plies 0 is the score itself', () => {
    const state = midGame('score');
    const values = [0, 1].map((seat) => positionValue(state, seat));
    for (const v of values) expect(v).toBeGreaterThanOrEqual(0);
    for (const v of values) expect(v).toBeLessThanOrEqual(1);
    expect(values[0]! + values[1]!).toBeCloseTo(1, 12);
    expect(chanceValue(state, 0, 0)).toBe(values[0]);
  });

  it('anytime: stopped by the clock after two plies, it plays what the two-ply search plays', () => {
    // A clock that moves one millisecond each time it is read: the search reads it at the start, after every
    // candidate but a ply's last, and after every ply, so 10.5 ms run out at the first candidate of ply 3.
    let now = 0;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => now++);
    let tested = 0;
    try {
      for (const seed of ['any-1', 'any-2', 'any-3']) {
        const state = midGame(seed);
        const seat = state.turn;
        const legal = abquetschen.legalMoves(state, seat);
        const input = { game: abquetschen, state, seat, legal, rng: Rng.fromSeed('a') };
        if (rootCandidates(input).length < ABQUETSCHEN_TUNING.candidates) continue;
        const fixed = chanceSearch().choose(input);
        expect(chanceSearch({ anytimeMs: 10.5 }).choose(input)).toEqual(fixed);
        // With no time at all it keeps the heuristic's choice, the first candidate.
        expect(chanceSearch({ anytimeMs: 0.5 }).choose(input)).toEqual(rootCandidates(input)[0]);
        tested++;
      }
    } finally {
      clock.mockRestore();
    }
    expect(tested).toBeGreaterThan(0);
  });
});
