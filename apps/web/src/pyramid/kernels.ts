/**
 * The dice pyramid's lattice kernels in the page: the WebAssembly twin (`@tafel/pyramid-wasm`) when the browser
 * can load it, installed once as core's kernel provider, and the TypeScript kernels otherwise — the games play
 * the same either way, only faster with Wasm. Loading starts with the first table and never blocks its first
 * render: until it is done (and for good if it fails) the TypeScript kernels answer.
 *
 * @module
 */
import { kernels } from '@tafel/core/das-spiel';

/** Which kernels the games call. */
export type KernelsInUse = 'wasm' | 'ts';

let loading: Promise<KernelsInUse> | null = null;

/**
 * Starts loading the Wasm kernels (once per page); resolves with the kernels in use when it is settled.
 * `enabled: false` keeps the TypeScript kernels (a page that cannot serve `.wasm`, or a test of the fallback).
 *
 * @example
 * ```ts
 * await loadPyramidKernels(); // 'wasm', or 'ts' where WebAssembly is unavailable
 * ```
 */
export function loadPyramidKernels(enabled = true): Promise<KernelsInUse> {
  if (!enabled) return Promise.resolve(kernels().name === 'wasm' ? 'wasm' : 'ts');
  loading ??= import('@tafel/pyramid-wasm')
    .then((m) => m.installWasmKernels())
    .then(
      () => 'wasm' as const,
      (error: unknown) => {
        if (import.meta.env?.DEV)
          console.warn('tafel: the Wasm kernels did not load; TypeScript plays', error);
        return 'ts' as const;
      },
    );
  return loading;
}
