/**
 * Loading: from bytes, from the module file (Node), and the browser path (fetch and `instantiateStreaming`, with
 * the fallback to bytes when the server sends the wrong type) against a local HTTP server.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadWasmKernels, loadWasmKernelsSync, WASM_URL } from '../src/index.js';

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

  it('over HTTP the way browsers do, streaming or (wrong type) from the bytes', async () => {
    expect((await loadWasmKernels(new URL(`${base}/pyramid.wasm`))).countBuildsBits(EMPTY)).toBe(36);
    expect((await loadWasmKernels(new URL(`${base}/wrong-type.wasm`))).countBuildsBits(EMPTY)).toBe(36);
    await expect(loadWasmKernels(new URL(`${base}/missing.wasm`))).rejects.toThrow(/404/);
    expect(() => loadWasmKernelsSync(new URL(`${base}/pyramid.wasm`))).toThrow(/Node only/);
  });
});
