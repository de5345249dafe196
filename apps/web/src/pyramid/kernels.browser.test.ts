/**
 * The lattice kernels in the browser: a Das Spiel table installs the WebAssembly twin without holding up its first
 * render, and in this browser it answers exactly as the TypeScript kernels do.
 */
import { Rng } from '@tafel/core';
import { kernels, randomPyramid, tsKernels } from '@tafel/core/das-spiel';
import { afterEach, describe, expect, it } from 'vitest';
import '../elements/tafel-das-spiel.js';
import type { TafelDasSpiel } from '../das-spiel/element.js';
import { mount, playToEnd } from '../test-support/play.js';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the Wasm kernels in the page', () => {
  it('load in the background, are installed as the games’ kernels and agree with TypeScript', async () => {
    const el = await mount<TafelDasSpiel>('tafel-das-spiel', {
      game: 'abquetschen',
      seats: 'you,bot',
      seed: 'k',
      'bot-delay': '0',
    });
    // The table is drawn before the kernels are chosen.
    expect(el.shadowRoot!.querySelectorAll('svg.pyramid')).toHaveLength(1);
    expect(await el.kernelsReady).toBe('wasm');
    expect(kernels().name).toBe('wasm');
    const rng = Rng.fromSeed('agree');
    for (let i = 0; i < 200; i++) {
      const p = randomPyramid(rng, rng.int(166), 2);
      const q = { occupied: p.occupied, n: 1 + rng.int(6), touch: null, guard: null };
      expect(kernels().countBuildsBits(q)).toBe(tsKernels.countBuildsBits(q));
    }
    // A whole game on the Wasm kernels.
    await playToEnd(el, 'wasm-game', 3000);
    expect(el.outcome).not.toBeNull();
  }, 60_000);
});
