/**
 * `@tafel/pyramid-wasm`: the dice pyramid lattice kernels of Das Spiel compiled from AssemblyScript to
 * WebAssembly, behind the same interface as the TypeScript kernels of `@tafel/core/das-spiel`
 * ({@link LatticeKernels}). Install them as the games' provider with {@link installWasmKernels} (or, from a
 * compiled module, {@link installWasmKernelsSync}), or call them directly; batches of pyramids can live in Wasm
 * memory ({@link WasmKernels.batch}) so nothing is copied.
 *
 * Two builds sit next to this package's code: `build/pyramid.wasm` (128-bit SIMD) and
 * `build/pyramid-scalar.wasm` (none); {@link wasmUrl} picks by `WebAssembly.validate` of a SIMD probe. Node
 * reads the file from disk, browsers fetch it from `new URL('../build/…', import.meta.url)` (bundlers such as
 * Vite pick that pattern up), Workers import it as a module.
 *
 * @example
 * ```ts
 * import { kernels } from '@tafel/core/das-spiel';
 * import { installWasmKernels } from '@tafel/pyramid-wasm';
 * await installWasmKernels();
 * kernels().name; // 'wasm'
 * ```
 *
 * @module
 */
import type { LatticeKernels } from '@tafel/core/das-spiel';

export type { PyramidExports, Tables } from './kernels.js';
export { PyramidBatch, WasmKernels } from './kernels.js';
export {
  installWasmKernels,
  installWasmKernelsSync,
  loadWasmKernels,
  loadWasmKernelsSync,
  referenceTables,
  SCALAR_WASM_URL,
  WASM_URL,
  type WasmModule,
  type WasmSource,
  wasmUrl,
} from './load.js';
export { SIMD_PROBE, simdSupported, type Validate } from './simd.js';

/** The interface the kernels implement (re-exported for convenience). */
export type { LatticeKernels };
