/**
 * Bunte Kuh keeps its pyramid in the Wasm module's memory from one call to the next (core's `scratch.ts`, in the
 * rules' own scratch slot). Whatever else happens to the module between calls, a game played move by move with
 * the Wasm provider must be the game the TypeScript provider plays on fresh copies: another caller's pyramid in
 * the shared slot (the Bunte Kuh search does this), memory growing under the views, the provider switched to
 * TypeScript and back, a second branch played from the same state.
 */
import { Rng } from '@tafel/core';
import {
  bunteKuh,
  funnels,
  funnelsWithSum,
  resetKernels,
  SCRATCH_SLOT,
  tsKernels,
  useKernels,
} from '@tafel/core/das-spiel';
import type { BunteKuhMove, BunteKuhState } from '@tafel/core/das-spiel/bunte-kuh';
import { bunteKuhPyramid, total } from '@tafel/core/das-spiel/bunte-kuh';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadWasmKernels, type WasmKernels } from '../src/index.js';

let wasm: WasmKernels;
beforeAll(async () => {
  wasm = await loadWasmKernels();
});
afterEach(() => {
  resetKernels();
});

/**
 * The right calls of a state by their definition, on a `Pyramid` built from it by the TypeScript provider: this
 * asks nothing of the rules' kept arrays, so comparing with it never disturbs what is being tested.
 */
function expectedCalls(s: BunteKuhState): BunteKuhMove[] {
  const previous = useKernels(tsKernels);
  try {
    const p = bunteKuhPyramid(s);
    const matching = funnelsWithSum(p, total(s.roll));
    const type = matching.length > 0 ? 'stop' : 'nowhere';
    return (matching.length > 0 ? matching : funnels(p)).flatMap((cell) =>
      Array.from({ length: 24 }, (_, orientation) => ({ type, round: s.round, cell, orientation })),
    );
  } finally {
    useKernels(previous);
  }
}

/** The states of a game replayed by the TypeScript provider on fresh copies, after it was played. */
function replayed(first: BunteKuhState, moves: readonly [number, BunteKuhMove][]): BunteKuhState[] {
  const previous = useKernels(tsKernels);
  try {
    const out = [structuredClone(first)];
    for (const [seat, move] of moves) out.push(bunteKuh.play(structuredClone(out.at(-1)!), seat, move));
    return out;
  } finally {
    useKernels(previous);
  }
}

/** The largest batch asked for so far. */
let grown = 8_000;

/** Something else the module is asked to do between two calls of the rules. */
type Disturbance = (rng: Rng) => void;

const disturbances: Record<string, Disturbance> = {
  'another pyramid in the shared slot': (rng) => {
    const shared = wasm.scratch(SCRATCH_SLOT.shared);
    for (let w = 0; w < shared.occupied.length; w++) shared.occupied[w] = rng.int(2 ** 32);
    for (let c = 0; c < shared.orientation.length; c++) shared.orientation[c] = rng.int(24);
    wasm.funnelsWithSumBits(shared.occupied, shared.orientation, 3 + rng.int(16), shared.set);
  },
  'memory grows': () => {
    // Memory only grows past its largest size so far: each time a batch a little larger (up to ~25 MB).
    grown = Math.min(grown + 4_000, 100_000);
    wasm.batch(grown).release();
  },
  'TypeScript for a call, then Wasm again': (rng) => {
    useKernels(tsKernels);
    const s = bunteKuh.setup({ players: 2, seed: `elsewhere-${rng.int(1000)}` });
    bunteKuh.play(s, 0, bunteKuh.legalMoves(s, 0)[0]!);
    useKernels(wasm);
  },
  'another table asked about': (rng) => {
    const s = bunteKuh.setup({ players: 3, seed: `another-${rng.int(1000)}` });
    bunteKuh.play(s, 1, rng.pick(bunteKuh.legalMoves(s, 1)));
  },
};

describe('Bunte Kuh with the Wasm provider keeps its pyramid across calls', () => {
  for (const [name, disturb] of Object.entries(disturbances)) {
    it(`plays the TypeScript games on fresh copies, with ${name} between calls`, () => {
      for (let g = 0; g < 6; g++) {
        const rng = Rng.fromSeed(`kept-wasm-${name}-${g}`);
        useKernels(wasm);
        const first = bunteKuh.setup({ players: 2 + (g % 5), seed: `kept-wasm-${g}` });
        const states = [first];
        const moves: [number, BunteKuhMove][] = [];
        for (let s = first; !s.winners; ) {
          const seat = rng.int(s.players);
          if (rng.int(2) === 0) disturb(rng);
          const legal = bunteKuh.legalMoves(s, seat);
          expect(legal).toEqual(expectedCalls(s));
          if (rng.int(2) === 0) disturb(rng);
          // Now and then a branch not taken, from the same state, made last.
          if (rng.int(4) === 0) bunteKuh.play(s, seat, legal.at(-1)!);
          const move = rng.pick(legal);
          s = bunteKuh.play(s, seat, move);
          states.push(s);
          moves.push([seat, move]);
        }
        expect(replayed(first, moves)).toEqual(states);
      }
    });
  }
});
