/**
 * The dice pyramid's lattice kernels in the page: the WebAssembly twin (`@tafel/pyramid-wasm`) when the browser
 * can load it, installed once as core's kernel provider, and the TypeScript kernels otherwise — the games play
 * the same either way, only faster with Wasm. Loading starts with the first table and never blocks its first
 * render: until it is done (and for good if it fails) the TypeScript kernels answer.
 *
 * The module file is found next to `@tafel/pyramid-wasm`'s code (its own `new URL('…', import.meta.url)`, which
 * the build keeps relative to the script), so it loads from wherever the page got `tafel.js`. A browser without
 * WebAssembly is no failure (TypeScript is what it can play); a module that does not load where WebAssembly
 * exists is one, and the table says so.
 *
 * @module
 */
import { kernels } from '@tafel/core/das-spiel';

/** Which kernels the games call. */
export type KernelsInUse = 'wasm' | 'ts';

/** How loading went: the kernels in use, and why the Wasm ones are not when they failed to load. */
export interface KernelsLoad {
  inUse: KernelsInUse;
  error?: Error;
}

let loading: Promise<KernelsLoad> | null = null;

/**
 * Starts loading the Wasm kernels (once per page); resolves with the kernels in use when it is settled.
 * `enabled: false` keeps the TypeScript kernels (a page that cannot serve `.wasm`, or a test of the fallback).
 *
 * @example
 * ```ts
 * const { inUse, error } = await loadPyramidKernels(); // 'wasm', or 'ts' (with the error when it failed)
 * ```
 */
export function loadPyramidKernels(enabled = true): Promise<KernelsLoad> {
  const current = (): KernelsInUse => (kernels().name === 'wasm' ? 'wasm' : 'ts');
  if (!enabled || typeof WebAssembly !== 'object' || WebAssembly === null)
    return Promise.resolve({ inUse: current() });
  loading ??= import('@tafel/pyramid-wasm')
    .then((m) => m.installWasmKernels())
    .then(
      () => ({ inUse: 'wasm' as const }),
      (error: unknown) => ({
        inUse: current(),
        error: error instanceof Error ? error : new Error(String(error)),
      }),
    );
  return loading;
}
