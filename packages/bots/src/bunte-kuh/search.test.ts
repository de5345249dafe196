/**
 * Bunte Kuh's search bot: it places among the right calls, reproducibly by its budget (the races come from its
 * generator), the same with the Wasm kernels as with TypeScript, and it can tell placements apart.
 */
import { Rng } from '@tafel/core';
import { bunteKuh, kernels, resetKernels, useKernels } from '@tafel/core/das-spiel';
import type { BunteKuhState } from '@tafel/core/das-spiel/bunte-kuh';
import { placementValue } from '@tafel/core/das-spiel/bunte-kuh';
import { loadWasmKernels } from '@tafel/pyramid-wasm';
import { afterEach, describe, expect, it } from 'vitest';
import { bunteKuhRoster } from './index.js';
import { bunteKuhSearch } from './search.js';

afterEach(() => {
  resetKernels();
});

/** A position after `rounds` random right calls, with more than one right call to choose from. */
function position(seed: string, rounds: number): BunteKuhState {
  const rng = Rng.fromSeed(seed);
  let s = bunteKuh.setup({ players: 3, seed });
  for (let i = 0; i < rounds || bunteKuh.legalMoves(s, 0).length < 48; i++) {
    if (s.winners) return position(`${seed}+`, rounds);
    const seat = rng.int(s.players);
    s = bunteKuh.play(s, seat, rng.pick(bunteKuh.legalMoves(s, seat)));
  }
  return s;
}

describe('Bunte Kuh search bot', () => {
  it('places among the right calls, the same move for the same generator and with either kernel provider', async () => {
    const wasm = await loadWasmKernels();
    for (const seed of ['s-1', 's-2', 's-3']) {
      const state = position(seed, 15);
      const view = bunteKuh.view(state, 1);
      const legal = bunteKuh.legalMoves(state, 1);
      const choose = bunteKuhSearch({ playouts: 12 });
      const move = choose(view, legal, Rng.fromSeed('r'));
      expect(legal).toContainEqual(move);
      expect(choose(view, legal, Rng.fromSeed('r'))).toEqual(move);
      useKernels(wasm);
      expect(kernels().name).toBe('wasm');
      expect(bunteKuhSearch({ playouts: 12 })(view, legal, Rng.fromSeed('r'))).toEqual(move);
      resetKernels();
    }
  });

  it('weighs more than the heuristic: over positions, it does not always take the heuristic’s placement', () => {
    let differs = 0;
    for (let k = 0; k < 12; k++) {
      const state = position(`d-${k}`, 10 + k);
      const view = bunteKuh.view(state, 0);
      const legal = bunteKuh.legalMoves(state, 0);
      const heuristic = legal.reduce((best, m) =>
        placementValue(view, 0, m.cell, m.orientation) > placementValue(view, 0, best.cell, best.orientation)
          ? m
          : best,
      );
      const move = bunteKuhSearch({ playouts: 16 })(view, legal, Rng.fromSeed(`d-${k}`));
      if (move.cell !== heuristic.cell || move.orientation !== heuristic.orientation) differs++;
    }
    expect(differs).toBeGreaterThan(0);
  });

  it('is the roster’s named bot search, racing at a person’s pace', () => {
    const bot = bunteKuhRoster.search!.make({ iterations: 4 });
    const state = position('roster', 12);
    const legal = bunteKuh.legalMoves(state, 2);
    const reaction = bot.react!({ game: bunteKuh, state, seat: 2, legal, rng: Rng.fromSeed('x') });
    expect(reaction.ms).toBeGreaterThan(0);
    expect(legal).toContainEqual(reaction.move);
  });
});
