import { Rng } from '@tafel/core';
import { weinhaendler as game, type WeinhaendlerState, weinhaendlerBot } from '@tafel/core/weinhaendler';
import { describe, expect, it } from 'vitest';
import { marginReward, prunedMoves, searchGame } from './search.js';

/** States met in games between random players (3 seats), every `step`-th move. */
function sampleStates(seed: string, step = 7): WeinhaendlerState[] {
  const rng = Rng.fromSeed(seed);
  const states: WeinhaendlerState[] = [];
  for (let g = 0; g < 3; g++) {
    let state = game.setup({ players: 3, seed: `${seed}-${g}` });
    for (let i = 0; game.outcome(state) === null; i++) {
      const seat = game.active(state)[0]!;
      if (i % step === 0) states.push(state);
      state = game.play(state, seat, rng.pick(game.legalMoves(state, seat)));
    }
  }
  return states;
}

describe('Die Weinhändler search tuning', () => {
  it('narrows the moves for search to the heuristic’s best few, with the pass, draw or stop, all legal', () => {
    const narrow = searchGame(game, 5);
    for (const state of sampleStates('narrow').filter((_, i) => i % 3 === 0)) {
      const seat = game.active(state)[0]!;
      const legal = game.legalMoves(state, seat);
      const pruned = narrow.legalMoves(state, seat);
      expect(pruned).toEqual(prunedMoves(state, seat, legal, 5));
      for (const m of pruned) expect(legal).toContainEqual(m);
      expect(pruned.length).toBeLessThanOrEqual(Math.min(legal.length, 7));
      for (const m of legal)
        if (m.type === 'pass' || m.type === 'draw' || m.type === 'stop') expect(pruned).toContainEqual(m);
      // The heuristic's own choice survives the pruning.
      const choice = weinhaendlerBot.choose({ game, state, seat, legal, rng: Rng.fromSeed('n') });
      if (choice.type !== 'pass' && choice.type !== 'draw' && choice.type !== 'stop')
        expect(pruned).toContainEqual(choice);
    }
  });

  it('rewards a search by win share and margin, in [0, 1]', () => {
    expect(marginReward({ scores: [30, 20, 10], winners: [0] }, 0, 3)).toBe(0.875);
    expect(marginReward({ scores: [30, 20, 10], winners: [0] }, 2, 3)).toBe(0);
    expect(marginReward({ scores: [25, 25, 10], winners: [0, 1] }, 1, 3)).toBe(0.5);
  });
});
