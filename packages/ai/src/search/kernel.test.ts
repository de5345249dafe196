import { Rng } from '@tafel/core';
import { randomPlayout, type WineCellarState, wineCellar } from '@tafel/core/wine-cellar';
import { describe, expect, it } from 'vitest';
import { ismcts, mcts } from './index.js';

/** Wine Cellar positions a few random moves into a game, with a real choice to make. */
function positions(count: number): WineCellarState[] {
  const rng = Rng.fromSeed('kernel-positions');
  const out: WineCellarState[] = [];
  for (let g = 0; out.length < count; g++) {
    let state = wineCellar.setup({ players: 2, seed: `k${g}`, options: g % 2 ? { rules: '2021' } : {} });
    for (let m = rng.int(20); m > 0 && wineCellar.active(state).length > 0; m--) {
      const seat = wineCellar.active(state)[0]!;
      state = wineCellar.play(state, seat, rng.pick(wineCellar.legalMoves(state, seat)));
    }
    const seat = wineCellar.active(state)[0];
    if (seat !== undefined && wineCellar.legalMoves(state, seat).length > 1) out.push(state);
  }
  return out;
}

/** Wine Cellar with its kernel, counting the kernel's calls. */
function countingKernel() {
  const counter = { calls: 0 };
  const game = {
    ...wineCellar,
    randomPlayout: (state: WineCellarState, rng: Rng) => {
      counter.calls++;
      return randomPlayout(state, rng);
    },
  };
  return { game, counter };
}

describe('random rollouts through a game kernel', () => {
  // The kernel is only a faster way to play the same uniform rollout: with an equal rng the search must see the
  // same playouts, hence choose the same moves, as through move-by-move play.
  it.each([
    ['ismcts', ismcts],
    ['mcts', mcts],
  ])('%s chooses exactly as without the kernel, and uses it', (_name, make) => {
    const { game: withKernel, counter } = countingKernel();
    const { randomPlayout: _, ...withoutKernel } = wineCellar;
    for (const [i, state] of positions(12).entries()) {
      const seat = wineCellar.active(state)[0]!;
      const legal = wineCellar.legalMoves(state, seat);
      const bot = make({ iterations: 150 });
      const fast = bot.choose({ game: withKernel, state, seat, legal, rng: Rng.fromSeed(`s${i}`) });
      const slow = bot.choose({ game: withoutKernel, state, seat, legal, rng: Rng.fromSeed(`s${i}`) });
      expect(fast).toEqual(slow);
    }
    expect(counter.calls).toBeGreaterThan(0);
  });

  it('a custom rollout policy is never replaced by the kernel', () => {
    const { game, counter } = countingKernel();
    const [state] = positions(1);
    const seat = wineCellar.active(state!)[0]!;
    const bot = ismcts({ iterations: 40, rollout: ({ legal }) => legal[0] });
    bot.choose({
      game,
      state: state!,
      seat,
      legal: wineCellar.legalMoves(state!, seat),
      rng: Rng.fromSeed('c'),
    });
    expect(counter.calls).toBe(0);
  });
});
