/**
 * Loading: from bytes, from a compiled module (what a Worker imports), from the module file (Node), and the
 * browser path (fetch and `instantiateStreaming`, with the fallback to bytes when the server sends the wrong
 * type) against a local HTTP server; and the choice of build: the SIMD build where `WebAssembly.validate`
 * accepts the SIMD probe, the scalar build elsewhere — checked in a Node whose V8 has no Wasm SIMD at all.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { kernels, resetKernels } from '@tafel/core/das-spiel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  installWasmKernelsSync,
  loadWasmKernels,
  loadWasmKernelsSync,
  SCALAR_WASM_URL,
  SIMD_PROBE,
  simdSupported,
  WASM_URL,
  wasmUrl,
} from '../src/index.js';

/** The engine's `WebAssembly` (this package's types do not assume a DOM library). */
const Wasm = (
  globalThis as unknown as {
    WebAssembly: { Module: new (bytes: Uint8Array) => object; validate(bytes: Uint8Array): boolean };
  }
).WebAssembly;

const EMPTY = { occupied: new Uint32Array(6), n: 4, touch: null, guard: null };
const bytes = readFileSync(WASM_URL);
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/pyramid.wasm') res.writeHead(200, { 'content-type': 'application/wasm' }).end(bytes);
    else if (req.url === '/wrong-type.wasm')
      res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(bytes);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('loading the module', () => {
  it('from the module file next to the code, in Node, async and sync', async () => {
    expect((await loadWasmKernels()).countBuildsBits(EMPTY)).toBe(36);
    expect(loadWasmKernelsSync().countBuildsBits(EMPTY)).toBe(36);
  });

  it('from bytes', async () => {
    expect((await loadWasmKernels(bytes)).countBuildsBits(EMPTY)).toBe(36);
    expect(loadWasmKernelsSync(bytes).countBuildsBits(EMPTY)).toBe(36);
  });

  it('from a compiled WebAssembly.Module (a Worker imports the .wasm file as one), and installs it', async () => {
    const module = new Wasm.Module(readFileSync(SCALAR_WASM_URL));
    expect((await loadWasmKernels(module)).simd).toBe(false);
    expect(loadWasmKernelsSync(module).countBuildsBits(EMPTY)).toBe(36);
    try {
      const k = installWasmKernelsSync(new Wasm.Module(bytes));
      expect(kernels()).toBe(k);
      expect(k.simd).toBe(true);
      expect(k.countBuildsBits(EMPTY)).toBe(36);
    } finally {
      resetKernels();
    }
  });

  it('over HTTP the way browsers do, streaming or (wrong type) from the bytes', async () => {
    expect((await loadWasmKernels(new URL(`${base}/pyramid.wasm`))).countBuildsBits(EMPTY)).toBe(36);
    expect((await loadWasmKernels(new URL(`${base}/wrong-type.wasm`))).countBuildsBits(EMPTY)).toBe(36);
    await expect(loadWasmKernels(new URL(`${base}/missing.wasm`))).rejects.toThrow(/404/);
    expect(() => loadWasmKernelsSync(new URL(`${base}/pyramid.wasm`))).toThrow(/Node only/);
  });
});

describe('choosing the build', () => {
  it('picks the SIMD build where the probe validates, the scalar build where it does not', async () => {
    expect(Wasm.validate(SIMD_PROBE)).toBe(true);
    expect(simdSupported()).toBe(true);
    expect(wasmUrl()).toBe(WASM_URL);
    expect((await loadWasmKernels()).simd).toBe(true);
    expect(simdSupported(() => false)).toBe(false);
    expect(
      simdSupported(() => {
        throw new Error('no validate');
      }),
    ).toBe(false);
    expect(wasmUrl(() => false)).toBe(SCALAR_WASM_URL);
    const scalar = await loadWasmKernels(wasmUrl(() => false));
    expect(scalar.simd).toBe(false);
    expect(scalar.countBuildsBits(EMPTY)).toBe(36);
  });

  const dist = existsSync(new URL('../dist/index.js', import.meta.url));
  it.runIf(dist)(
    'in an engine without Wasm SIMD (V8 without SSE4.1): the scalar build, same answers',
    async () => {
      const script = new URL('./fixtures/no-simd.mjs', import.meta.url);
      const out = await new Promise<string>((done, fail) =>
        execFile(
          process.execPath,
          ['--no-enable-sse4-1', script.pathname],
          { timeout: 60_000 },
          (error, stdout) => (error ? fail(error) : done(stdout)),
        ),
      );
      expect(JSON.parse(out)).toEqual({
        simdSupported: false,
        simdModuleValid: false,
        simd: false,
        same: 200,
        count: 200,
      });
    },
  );
});
