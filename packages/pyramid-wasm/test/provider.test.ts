/**
 * The kernel provider of `@tafel/core`: with the Wasm kernels installed the games' lattice questions go through
 * Wasm and answer exactly as with the TypeScript fallback; resetting goes back to TypeScript.
 */
import { Rng } from '@tafel/core';
import type { LatticeKernels } from '@tafel/core/das-spiel';
import {
  freeDice,
  funnels,
  funnelsWithSum,
  kernels,
  randomPyramid,
  resetKernels,
  sumCounts,
  tsKernels,
  useKernels,
} from '@tafel/core/das-spiel';
import {
  buildsOf,
  canBuild,
  countBuilds,
  countLegalBuilds,
  pyramidOfState,
  sampleLegalBuilds,
} from '@tafel/core/das-spiel/abquetschen';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installWasmKernels } from '../src/index.js';
import { midGame } from './positions.js';

afterEach(() => {
  resetKernels();
});

/** Everything the games ask the provider, on some pyramids and mid-game states. */
function answers(): unknown[] {
  const rng = Rng.fromSeed('provider');
  const out: unknown[] = [];
  for (let k = 0; k < 40; k++) {
    const p = randomPyramid(rng, rng.int(166), 3);
    out.push(
      freeDice(p),
      funnels(p),
      funnels(p, { base: true }),
      funnelsWithSum(p, 3 + rng.int(16)),
      sumCounts(p),
    );
  }
  for (let k = 0; k < 6; k++) {
    const state = midGame(`provider-${k}`, 4 + 4 * k);
    const p = pyramidOfState(state);
    out.push(countLegalBuilds(state), canBuild(state), [...buildsOf(state)]);
    out.push(sampleLegalBuilds(state, 3, Rng.fromSeed(`sample-${k}`)));
    for (let n = 2; n <= 6; n++) out.push(countBuilds(p, state.turn, n, state.startPyramid));
  }
  return out;
}

describe('the kernel provider', () => {
  it('is the TypeScript reference until something is installed', () => {
    expect(kernels()).toBe(tsKernels);
    expect(kernels().name).toBe('ts');
  });

  it('routes the games through Wasm once installed, with the same answers as the TS fallback', async () => {
    const fallback = answers();
    const wasm = await installWasmKernels();
    expect(kernels()).toBe(wasm);
    expect(kernels().name).toBe('wasm');
    // The calls really go to the installed kernels.
    const spies = [
      vi.spyOn(wasm, 'countBuildsBits'),
      vi.spyOn(wasm, 'anyBuild'),
      vi.spyOn(wasm, 'buildSearch'),
    ];
    const viaWasm = answers();
    for (const spy of spies) {
      expect(spy).toHaveBeenCalled();
      spy.mockRestore();
    }
    expect(viaWasm).toEqual(fallback);
    resetKernels();
    expect(kernels()).toBe(tsKernels);
    expect(answers()).toEqual(fallback);
  });

  it('installs any provider and hands back the one it replaced', () => {
    const mine: LatticeKernels = { ...tsKernels, name: 'mine' };
    expect(useKernels(mine)).toBe(tsKernels);
    expect(kernels().name).toBe('mine');
    expect(useKernels(tsKernels)).toBe(mine);
  });
});
