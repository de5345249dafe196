/**
 * `@tafel/pyramid-wasm`: the dice pyramid lattice kernels of Das Spiel compiled from AssemblyScript to
 * WebAssembly, behind the same interface as the TypeScript kernels of `@tafel/core/das-spiel`
 * ({@link LatticeKernels}). Install them as the games' provider with {@link installWasmKernels}, or call them
 * directly; batches of pyramids can live in Wasm memory ({@link WasmKernels.batch}) so nothing is copied.
 *
 * The module file `build/pyramid.wasm` sits next to this package's code: Node reads it from disk, browsers
 * fetch it from `new URL('../build/pyramid.wasm', import.meta.url)` (bundlers such as Vite pick that pattern up).
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
import {
  DEPENDENT_MASKS,
  DEPENDENTS,
  type LatticeKernels,
  NEIGHBOUR_MASKS,
  ORIENTATION_FACES,
  SUPPORT_MASKS,
  SUPPORTS,
  useKernels,
} from '@tafel/core/das-spiel';
import { type PyramidExports, type Tables, WasmKernels } from './kernels.js';

export type { PyramidExports, Tables } from './kernels.js';
export { PyramidBatch, WasmKernels } from './kernels.js';

/** Where the module file is, relative to this file (`src/` or `dist/`). */
export const WASM_URL: URL = new URL('../build/pyramid.wasm', import.meta.url);

/** The parts of the `WebAssembly` global used here (typed locally, so no DOM library is needed). */
interface WasmGlobal {
  instantiate(bytes: ArrayBufferView | ArrayBuffer, imports: object): Promise<{ instance: WasmInstance }>;
  instantiateStreaming?(response: unknown, imports: object): Promise<{ instance: WasmInstance }>;
  Module: new (bytes: ArrayBufferView | ArrayBuffer) => object;
  Instance: new (module: object, imports: object) => WasmInstance;
}
interface WasmInstance {
  exports: unknown;
}
interface NodeProcess {
  versions?: { node?: string };
  getBuiltinModule?(id: string): unknown;
}
interface FetchResponse {
  ok: boolean;
  status: number;
  arrayBuffer(): Promise<ArrayBuffer>;
  clone(): FetchResponse;
}

const g = globalThis as unknown as {
  WebAssembly: WasmGlobal;
  process?: NodeProcess;
  fetch?: (url: URL) => Promise<FetchResponse>;
};

const IMPORTS = {
  env: {
    abort(): never {
      throw new Error('pyramid.wasm aborted');
    },
  },
};

/** The tables the module is filled with, from the TypeScript reference. */
export function referenceTables(): Tables {
  return {
    neighbourMasks: NEIGHBOUR_MASKS,
    supportMasks: SUPPORT_MASKS,
    dependentMasks: DEPENDENT_MASKS,
    supports: SUPPORTS,
    dependents: DEPENDENTS,
    orientationFaces: ORIENTATION_FACES,
  };
}

function isNode(): boolean {
  return typeof g.process?.versions?.node === 'string' && typeof g.process.getBuiltinModule === 'function';
}

/** Reads the module file in Node (no static `node:` import, so browser bundles stay clean). */
function readWasmFile(url: URL): Uint8Array {
  const fs = g.process!.getBuiltinModule!('node:fs') as { readFileSync(path: URL): Uint8Array };
  return fs.readFileSync(url);
}

/** What a module can be loaded from: its bytes, or a URL to fetch (default: {@link WASM_URL}). */
export type WasmSource = ArrayBuffer | ArrayBufferView | URL;

/**
 * Instantiates the module and returns its kernels. Each call makes a new instance (its own memory); the
 * games' provider needs only one (see {@link installWasmKernels}).
 *
 * @example
 * ```ts
 * const k = await loadWasmKernels();
 * k.countBuildsBits({ occupied: new Uint32Array(6), n: 4, touch: null, guard: null }); // 36
 * ```
 */
export async function loadWasmKernels(source: WasmSource = WASM_URL): Promise<WasmKernels> {
  let instance: WasmInstance;
  if (!(source instanceof URL)) instance = (await g.WebAssembly.instantiate(source, IMPORTS)).instance;
  else if (isNode() && source.protocol === 'file:')
    instance = (await g.WebAssembly.instantiate(readWasmFile(source), IMPORTS)).instance;
  else {
    if (!g.fetch) throw new Error('no fetch to load pyramid.wasm with');
    const response = await g.fetch(source);
    if (!response.ok) throw new Error(`pyramid.wasm: HTTP ${response.status}`);
    instance = await instantiateResponse(response);
  }
  return new WasmKernels(instance.exports as PyramidExports, referenceTables());
}

/** `instantiateStreaming` where it works (it needs the `application/wasm` type), else via the bytes. */
async function instantiateResponse(response: FetchResponse): Promise<WasmInstance> {
  if (g.WebAssembly.instantiateStreaming) {
    try {
      return (await g.WebAssembly.instantiateStreaming(response.clone(), IMPORTS)).instance;
    } catch {
      // e.g. a server sending the wrong MIME type: fall back to the bytes.
    }
  }
  return (await g.WebAssembly.instantiate(await response.arrayBuffer(), IMPORTS)).instance;
}

/**
 * The synchronous variant: from bytes, or (in Node only) from the module file.
 *
 * @example
 * ```ts
 * const k = loadWasmKernelsSync();
 * ```
 */
export function loadWasmKernelsSync(source: WasmSource = WASM_URL): WasmKernels {
  let bytes: ArrayBuffer | ArrayBufferView;
  if (source instanceof URL) {
    if (!isNode() || source.protocol !== 'file:')
      throw new Error('loadWasmKernelsSync reads files in Node only; use loadWasmKernels in browsers');
    bytes = readWasmFile(source);
  } else bytes = source;
  const module = new g.WebAssembly.Module(bytes);
  const instance = new g.WebAssembly.Instance(module, IMPORTS);
  return new WasmKernels(instance.exports as PyramidExports, referenceTables());
}

let shared: Promise<WasmKernels> | null = null;

/**
 * Loads the module once and installs it as the lattice kernel provider of `@tafel/core` (`useKernels`), so the
 * games call Wasm from then on. Returns the kernels.
 */
export async function installWasmKernels(): Promise<WasmKernels> {
  shared ??= loadWasmKernels().catch((error: unknown) => {
    shared = null;
    throw error;
  });
  const k = await shared;
  useKernels(k);
  return k;
}

/** The interface the kernels implement (re-exported for convenience). */
export type { LatticeKernels };
