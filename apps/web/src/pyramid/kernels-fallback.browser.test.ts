/**
 * The TypeScript fallback in the browser: where WebAssembly is unavailable (here: removed before the first table
 * loads it) or switched off with `wasm="off"`, the TypeScript kernels play and the game goes on as before.
 */
import { kernels } from '@tafel/core/das-spiel';
import { describe, expect, it } from 'vitest';
import '../elements/tafel-das-spiel.js';
import type { TafelDasSpiel } from '../das-spiel/element.js';
import { mount, playToEnd } from '../test-support/play.js';

describe('without WebAssembly', () => {
  it('wasm="off" keeps the TypeScript kernels', async () => {
    const el = await mount<TafelDasSpiel>('tafel-das-spiel', {
      game: 'abquetschen',
      seats: 'you,bot',
      wasm: 'off',
      seed: 'off',
    });
    expect(await el.kernelsReady).toBe('ts');
    expect(kernels().name).toBe('ts');
    el.remove();
  });

  it('a browser without WebAssembly plays on the TypeScript kernels', async () => {
    const saved = globalThis.WebAssembly;
    // biome-ignore lint/suspicious/noExplicitAny: removing a global the way an old browser lacks it.
    (globalThis as any).WebAssembly = undefined;
    try {
      const el = await mount<TafelDasSpiel>('tafel-das-spiel', {
        game: 'abquetschen',
        seats: 'you,bot',
        seed: 'no-wasm',
        'bot-delay': '0',
      });
      expect(await el.kernelsReady).toBe('ts');
      expect(kernels().name).toBe('ts');
      await playToEnd(el, 'ts-game', 3000);
      expect(el.outcome).not.toBeNull();
    } finally {
      globalThis.WebAssembly = saved;
    }
  }, 60_000);
});
