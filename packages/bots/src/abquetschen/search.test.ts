import { moveKey } from '@tafel/ai';
import { type AnyGame, Rng } from '@tafel/core';
import { type AbquetschenState, abquetschen, abquetschenBot } from '@tafel/core/das-spiel';
import { describe, expect, it } from 'vitest';
import { abquetschenRoster } from './index.js';
import { ABQUETSCHEN_TUNING, positionReward, replyCutoff, rootCandidates } from './search.js';

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

/** The game, counting the states the search draws (one per round of its sweep). */
function counting(): { game: AnyGame; draws: () => number } {
  let draws = 0;
  const game = {
    ...abquetschen,
    determinize: (state: unknown, seat: number, rng: Rng) => {
      draws++;
      return abquetschen.determinize!(state as AbquetschenState, seat, rng);
    },
  } as AnyGame;
  return { game, draws: () => draws };
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

  it('search plays a legal move and draws as many dice as its budget says', () => {
    const state = midGame('budget');
    const seat = state.turn;
    const legal = abquetschen.legalMoves(state, seat);
    const k = Math.min(ABQUETSCHEN_TUNING.candidates, legal.length);
    for (const iterations of [k, 3 * k]) {
      const { game, draws } = counting();
      const bot = abquetschenRoster.search!.make({ iterations });
      const move = bot.choose({ game, state, seat, legal, rng: Rng.fromSeed('b') });
      expect(legal).toContainEqual(move);
      expect(draws()).toBe(iterations / k);
    }
  });

  it('scores a position by dice built and dice within reach, once the playout has gone its turns', () => {
    const state = midGame('cut');
    const rewards = positionReward(state);
    expect(rewards).toHaveLength(2);
    for (const r of rewards) expect(r).toBeGreaterThanOrEqual(0);
    for (const r of rewards) expect(r).toBeLessThanOrEqual(1);
    // Play on, the first legal build each time, and ask the cutoff at every step.
    const turnsOf = (s: AbquetschenState) => s.history.length - state.history.length;
    let s = state;
    while (s.phase !== 'over' && turnsOf(s) <= ABQUETSCHEN_TUNING.turns + 1) {
      const cut = replyCutoff({ state: s, root: state });
      if (s.phase === 'build' && turnsOf(s) >= 1 + ABQUETSCHEN_TUNING.turns) {
        expect(cut).toEqual(positionReward(s));
        return;
      }
      expect(cut).toBeNull();
      s = abquetschen.play(s, s.turn, abquetschen.legalMoves(s, s.turn)[0]!);
    }
  });
});
