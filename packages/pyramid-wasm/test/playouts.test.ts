/**
 * The whole-playout kernels against TypeScript: the generator port (sfc32 and its unbiased `int`), the packed
 * build collection, and Bunte Kuh's and Abquetschen's random playouts with the Wasm provider installed, which
 * must end in exactly the states (and leave the generator exactly where) the TypeScript provider does.
 */
import { Rng } from '@tafel/core';
import { abquetschen, bunteKuh, resetKernels, tsKernels, useKernels, WORDS } from '@tafel/core/das-spiel';
import type { AbquetschenState } from '@tafel/core/das-spiel/abquetschen';
import type { BunteKuhState } from '@tafel/core/das-spiel/bunte-kuh';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadWasmKernels, type WasmKernels } from '../src/index.js';
import { midGame, queriesOf } from './positions.js';

let wasm: WasmKernels;
beforeAll(async () => {
  wasm = await loadWasmKernels();
});
afterEach(() => {
  resetKernels();
});

/** `run` with the Wasm kernels installed, then the TypeScript ones back. */
function withWasm<T>(run: () => T): T {
  useKernels(wasm);
  try {
    return run();
  } finally {
    resetKernels();
  }
}

describe('the generator port', () => {
  it('draws what the core generator draws, redraws included, and leaves the same state', () => {
    // Bounds near 2^32 redraw often; small ones almost never (the port takes bounds below 2^32).
    for (const n of [1, 6, 24, 1000, 165 * 24, 2 ** 31 + 1, 3_000_000_000, 4_294_967_295]) {
      const core = Rng.fromSeed(`port-${n}`);
      const state = Uint32Array.from(core.state());
      const drawn = wasm.rngInts(state, n, 200);
      expect(Array.from(drawn)).toEqual(Array.from({ length: 200 }, () => core.int(n)));
      expect(Array.from(state)).toEqual(core.state());
    }
  });
});

describe('collectBuilds', () => {
  it('packs the same builds in the same order as TypeScript, and counts past a short buffer', () => {
    const rng = Rng.fromSeed('collect');
    for (let g = 0; g < 12; g++) {
      const state = midGame(`collect-${g}`, 6 + 4 * g);
      for (const query of queriesOf(state, rng, 2 + (g % 5))) {
        const a = new Uint32Array(4096 * WORDS);
        const b = new Uint32Array(4096 * WORDS);
        const n = tsKernels.collectBuilds(query, a);
        expect(wasm.collectBuilds(query, b)).toBe(n);
        expect(Array.from(b.subarray(0, n * WORDS))).toEqual(Array.from(a.subarray(0, n * WORDS)));
        const short = new Uint32Array(2 * WORDS);
        expect(wasm.collectBuilds(query, short)).toBe(n);
        expect(wasm.collectBuilds(query, short, 1)).toBe(Math.min(n, 1));
        expect(wasm.collectBuilds(query, new Uint32Array(0))).toBe(n);
      }
    }
  });
});

describe('random playouts with the Wasm provider', () => {
  function same<S>(play: (s: S, rng: Rng) => S, from: S, seed: string): void {
    const ts = Rng.fromSeed(seed);
    const w = Rng.fromSeed(seed);
    const expected = play(from, ts);
    const before = JSON.stringify(from);
    expect(withWasm(() => play(from, w))).toEqual(expected);
    expect(w.state()).toEqual(ts.state());
    expect(JSON.stringify(from)).toBe(before);
  }

  it('Bunte Kuh: the same games in one call, from the start and from inside a game', () => {
    for (let g = 0; g < 30; g++) {
      let s: BunteKuhState = bunteKuh.setup({ players: 2 + (g % 5), seed: `bk-${g}` });
      same((x, r) => bunteKuh.randomPlayout!(x, r), s, `bk-r-${g}`);
      const walk = Rng.fromSeed(`bk-walk-${g}`);
      for (let m = 0; m < 20 && !s.winners; m++) {
        const seat = walk.pick(bunteKuh.active(s));
        s = bunteKuh.play(s, seat, walk.pick(bunteKuh.legalMoves(s, seat)));
      }
      same((x, r) => bunteKuh.randomPlayout!(x, r), s, `bk-m-${g}`);
    }
  });

  it('Abquetschen: the same games with the builds collected in Wasm', () => {
    for (let g = 0; g < 16; g++) {
      const options = g % 4 === 3 ? { moveLimit: 2 } : {};
      const s: AbquetschenState = abquetschen.setup({ players: 2 + (g % 2), seed: `abq-${g}`, options });
      same((x, r) => abquetschen.randomPlayout!(x, r), s, `abq-r-${g}`);
      same((x, r) => abquetschen.randomPlayout!(x, r), midGame(`abq-m-${g}`, 10 + g), `abq-m-${g}`);
    }
  });
});
