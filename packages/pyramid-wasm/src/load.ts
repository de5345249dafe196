/**
 * Loading the kernels wherever JavaScript runs, and choosing the build:
 * - **which build**: `pyramid.wasm` uses 128-bit SIMD, `pyramid-scalar.wasm` does not; {@link wasmUrl} picks the
 *   SIMD build where `WebAssembly.validate` accepts the SIMD probe (`simd.ts`) and the scalar one elsewhere.
 * - **from where**: Node reads the file next to this code (`process.getBuiltinModule('node:fs')`, so no static
 *   `node:` import reaches browser bundles); browsers fetch `new URL('../build/…', import.meta.url)` (bundlers
 *   such as Vite emit both files from those two patterns) with `instantiateStreaming`, falling back to the
 *   bytes when the server sends the wrong type; a Worker (workerd, Cloudflare) imports the `.wasm` file as a
 *   compiled `WebAssembly.Module` (it may not compile bytes itself) and hands it over.
 *
 * @module
 */
import {
  DEPENDENT_MASKS,
  DEPENDENTS,
  NEIGHBOUR_MASKS,
  ORIENTATION_FACES,
  SUPPORT_MASKS,
  SUPPORTS,
  useKernels,
} from '@tafel/core/das-spiel';
import { type PyramidExports, type Tables, WasmKernels } from './kernels.js';
import { simdSupported, type Validate } from './simd.js';

/**
 * `make()` — a `new URL(…, import.meta.url)`, the pattern bundlers pick up — or, where the code runs bundled
 * without a module URL of its own (a Worker: there `import.meta.url` is no base), a `pyramid-wasm:` URL that
 * names the file: such a runtime is handed the compiled module instead (`installWasmKernelsSync(module)`), and
 * loading from that URL says so.
 */
function besideThisFile(make: () => URL, file: string): URL {
  try {
    return make();
  } catch {
    return new URL(`pyramid-wasm:${file}`);
  }
}

/** The SIMD build, relative to this file (`src/` or `dist/`). */
export const WASM_URL: URL = besideThisFile(
  () => new URL('../build/pyramid.wasm', import.meta.url),
  'pyramid.wasm',
);
/** The scalar build (no SIMD), for engines that refuse SIMD. */
export const SCALAR_WASM_URL: URL = besideThisFile(
  () => new URL('../build/pyramid-scalar.wasm', import.meta.url),
  'pyramid-scalar.wasm',
);

/**
 * The build this engine should load: {@link WASM_URL} where SIMD validates, else {@link SCALAR_WASM_URL}.
 *
 * @example
 * ```ts
 * wasmUrl();              // …/build/pyramid.wasm in Node and today's browsers
 * wasmUrl(() => false);   // …/build/pyramid-scalar.wasm: an engine without SIMD
 * ```
 */
export function wasmUrl(validate?: Validate): URL {
  return simdSupported(validate) ? WASM_URL : SCALAR_WASM_URL;
}

/** The parts of the `WebAssembly` global used here (typed locally, so no DOM library is needed). */
interface WasmGlobal {
  instantiate(bytes: ArrayBufferView | ArrayBuffer, imports: object): Promise<{ instance: WasmInstance }>;
  instantiateStreaming?(response: unknown, imports: object): Promise<{ instance: WasmInstance }>;
  Module: new (bytes: ArrayBufferView | ArrayBuffer) => WasmModule;
  Instance: new (module: WasmModule, imports: object) => WasmInstance;
}
interface WasmInstance {
  exports: unknown;
}
/** A compiled module (`WebAssembly.Module`), e.g. a Worker's import of the `.wasm` file. */
export interface WasmModule {
  readonly [Symbol.toStringTag]?: string;
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

/**
 * What a module can be loaded from: its bytes, a URL to fetch or read (default: {@link wasmUrl}), or a compiled
 * `WebAssembly.Module` (what a Worker gets from `import pyramid from '@tafel/pyramid-wasm/pyramid.wasm'`).
 */
export type WasmSource = ArrayBuffer | ArrayBufferView | URL | WasmModule;

function isModule(source: WasmSource): source is WasmModule {
  return typeof g.WebAssembly?.Module === 'function' && source instanceof g.WebAssembly.Module;
}

function kernelsOf(instance: WasmInstance): WasmKernels {
  return new WasmKernels(instance.exports as PyramidExports, referenceTables());
}

/**
 * Instantiates the module and returns its kernels. Each call makes a new instance (its own memory); the
 * games' provider needs only one (see {@link installWasmKernels}).
 *
 * @example
 * ```ts
 * const k = await loadWasmKernels();
 * k.countBuildsBits({ occupied: new Uint32Array(6), n: 4, touch: null, guard: null }); // 36
 * k.simd; // true where the SIMD build was picked
 * ```
 */
export async function loadWasmKernels(source: WasmSource = wasmUrl()): Promise<WasmKernels> {
  if (isModule(source)) return kernelsOf(new g.WebAssembly.Instance(source, IMPORTS));
  if (!(source instanceof URL)) return kernelsOf((await g.WebAssembly.instantiate(source, IMPORTS)).instance);
  if (isNode() && source.protocol === 'file:')
    return kernelsOf((await g.WebAssembly.instantiate(readWasmFile(source), IMPORTS)).instance);
  if (source.protocol === 'pyramid-wasm:') throw noModuleUrl(source);
  if (!g.fetch) throw new Error('no fetch to load pyramid.wasm with');
  const response = await g.fetch(source);
  if (!response.ok) throw new Error(`pyramid.wasm: HTTP ${response.status}`);
  return kernelsOf(await instantiateResponse(response));
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
 * The synchronous variant: from a compiled module, from bytes, or (in Node only) from the module file.
 *
 * @example
 * ```ts
 * const k = loadWasmKernelsSync(); // Node: the build for this engine, read from disk
 * ```
 */
export function loadWasmKernelsSync(source: WasmSource = wasmUrl()): WasmKernels {
  if (isModule(source)) return kernelsOf(new g.WebAssembly.Instance(source, IMPORTS));
  let bytes: ArrayBuffer | ArrayBufferView;
  if (source instanceof URL) {
    if (source.protocol === 'pyramid-wasm:') throw noModuleUrl(source);
    if (!isNode() || source.protocol !== 'file:')
      throw new Error('loadWasmKernelsSync reads files in Node only; use loadWasmKernels in browsers');
    bytes = readWasmFile(source);
  } else bytes = source;
  return kernelsOf(new g.WebAssembly.Instance(new g.WebAssembly.Module(bytes), IMPORTS));
}

/** Why a `pyramid-wasm:` URL cannot be loaded. */
function noModuleUrl(source: URL): Error {
  return new Error(
    `${source.pathname}: this code has no module URL to find the file by (a bundled Worker?); import the ` +
      `file as a module and pass it: installWasmKernelsSync(module)`,
  );
}

let shared: Promise<WasmKernels> | null = null;
let sharedNow: WasmKernels | null = null;

/**
 * Loads the module once and installs it as the lattice kernel provider of `@tafel/core` (`useKernels`), so the
 * games call Wasm from then on. Returns the kernels. With no `source` the build for this engine is loaded
 * ({@link wasmUrl}); later calls reuse the first instance, whatever they pass.
 *
 * @example
 * ```ts
 * await installWasmKernels(); // Node and browsers
 * kernels().name; // 'wasm'
 * ```
 */
export async function installWasmKernels(source?: WasmSource): Promise<WasmKernels> {
  shared ??= sharedNow
    ? Promise.resolve(sharedNow)
    : loadWasmKernels(source).catch((error: unknown) => {
        shared = null;
        throw error;
      });
  const k = await shared;
  sharedNow = k;
  useKernels(k);
  return k;
}

/**
 * {@link installWasmKernels} without waiting: from a compiled module (a Worker's import of the `.wasm` file),
 * bytes, or in Node the module file. For a Worker, at the top of its module:
 *
 * @example
 * ```ts
 * import pyramid from '@tafel/pyramid-wasm/pyramid.wasm'; // a WebAssembly.Module in workerd
 * import { installWasmKernelsSync } from '@tafel/pyramid-wasm';
 * installWasmKernelsSync(pyramid);
 * ```
 */
export function installWasmKernelsSync(source?: WasmSource): WasmKernels {
  sharedNow ??= loadWasmKernelsSync(source);
  useKernels(sharedNow);
  return sharedNow;
}
