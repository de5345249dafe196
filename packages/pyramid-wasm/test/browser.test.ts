/**
 * The browser path for real: headless Chromium loads the built package (`dist/`, `build/*.wasm`) over HTTP
 * through an import map, picks the build by `WebAssembly.validate` of the SIMD probe, fetches it with
 * `instantiateStreaming` from `new URL(…, import.meta.url)` and compares Wasm with the TypeScript kernels on
 * random pyramids, in the page: once as Chromium is (the SIMD build), once with `WebAssembly.validate` saying
 * no to SIMD (the scalar build, as an engine without SIMD gets it). Runs when a Chromium is found
 * (`CHROMIUM_PATH`, else `/usr/bin/chromium`); says so and skips otherwise.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const here = fileURLToPath(new URL('..', import.meta.url));
const root = resolve(here, '../..');
const built =
  existsSync(join(here, 'dist/index.js')) &&
  existsSync(join(here, 'build/pyramid.wasm')) &&
  existsSync(join(here, 'build/pyramid-scalar.wasm'));
const run = existsSync(chromium) && built;
if (!run)
  console.log(
    `browser test skipped: ${existsSync(chromium) ? 'build the package first' : `no Chromium at ${chromium} (set CHROMIUM_PATH)`}`,
  );

/** URL path of a file under the repository root. */
const urlOf = (file: string): string => `/${relative(root, realpathSync(file)).split(sep).join('/')}`;

/** The test page; `noSimd`: the engine's `WebAssembly.validate` refuses the SIMD probe, as one without SIMD does. */
const PAGE = (noSimd: boolean): string => {
  const imports = {
    '@tafel/core': urlOf(join(here, '../core/dist/index.js')),
    '@tafel/core/das-spiel': urlOf(join(here, '../core/dist/das-spiel/index.js')),
    valibot: urlOf(join(here, '../core/node_modules/valibot/dist/index.mjs')),
  };
  return `<!doctype html><html><body><pre id="out">pending</pre>
<script type="importmap">${JSON.stringify({ imports })}</script>
<script type="module">
${noSimd ? 'WebAssembly.validate = () => false; // the loader asks validate only about the SIMD probe' : ''}
import { loadWasmKernels } from '${urlOf(join(here, 'dist/index.js'))}';
import { Rng } from '@tafel/core';
import * as ts from '@tafel/core/das-spiel';
const out = document.getElementById('out');
try {
  const k = await loadWasmKernels();
  const rng = Rng.fromSeed('browser');
  const count = 300;
  const occ = new Uint32Array(count * 6), orient = new Uint8Array(count * 165), sums = new Uint8Array(count);
  const grid = new Uint32Array(count * ts.GRID_WORDS);
  let builds = 0;
  for (let i = 0; i < count; i++) {
    const p = ts.randomPyramid(rng, rng.int(166), 2);
    occ.set(p.occupied, i * 6); orient.set(p.orientation, i * 165); sums[i] = 3 + rng.int(16);
    ts.gridOf(p.occupied, grid, 0, i * ts.GRID_WORDS);
    const q = { occupied: p.occupied, n: 1 + rng.int(6), touch: null, guard: null };
    if (k.countBuildsBits(q) === ts.countBuildsBits(q)) builds++;
  }
  const same = (a, b) => a.length === b.length && a.every((x, i) => x === b[i]);
  const pair = (f, make) => { const a = make(), b = make(); return f(ts, a) === f(k, b) && same(a, b); };
  const checks = [
    pair((m, o) => m.freeDiceBatch(count, occ, o), () => new Uint32Array(count * 6)),
    pair((m, o) => m.funnelSumsBatch(count, occ, orient, o), () => new Uint8Array(count * 165)),
    pair((m, o) => m.sumHistogramBatch(count, occ, orient, o), () => new Uint32Array(count * 19)),
    pair((m, o) => m.funnelsWithSumBatch(count, occ, orient, sums, o, new Uint32Array(count)), () => new Uint32Array(count * 6)),
    pair((m, o) => m.freeDiceGridBatch(count, grid, o), () => new Uint32Array(count * ts.GRID_WORDS)),
  ];
  out.textContent = 'result ' + JSON.stringify({ name: k.name, simd: k.simd, builds, count, checks });
} catch (e) {
  out.textContent = 'result ' + JSON.stringify({ error: String(e) });
}
</script></body></html>`;
};

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
};
let server: Server;
let base = '';

beforeAll(async () => {
  if (!run) return;
  server = createServer((req, res) => {
    const path = decodeURIComponent((req.url ?? '/').split('?')[0]!);
    if (path === '/page.html' || path === '/no-simd.html') {
      res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE(path === '/no-simd.html'));
      return;
    }
    const file = resolve(root, `.${path}`);
    if (!file.startsWith(root + sep) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res
      .writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
      .end(readFileSync(file));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  if (server) await new Promise((done) => server.close(done));
});

/** Opens `page` in headless Chromium and returns what the page wrote. */
async function resultOf(page: string): Promise<unknown> {
  const args = [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--virtual-time-budget=20000',
    '--dump-dom',
    `${base}/${page}`,
  ];
  const dom = await new Promise<string>((done, fail) =>
    execFile(chromium, args, { timeout: 50_000, maxBuffer: 1 << 24 }, (error, stdout) =>
      error ? fail(error) : done(stdout),
    ),
  );
  const json = /result (\{.*?\})<\/pre>/s.exec(dom.replaceAll('&quot;', '"'))?.[1];
  expect(json, dom.slice(0, 500)).toBeDefined();
  return JSON.parse(json!);
}

describe.runIf(run)('in a browser (headless Chromium)', () => {
  it('loads the SIMD build by fetch and answers like the TypeScript kernels', async () => {
    expect(await resultOf('page.html')).toEqual({
      name: 'wasm',
      simd: true,
      builds: 300,
      count: 300,
      checks: [true, true, true, true, true],
    });
  });

  it('loads the scalar build where SIMD does not validate, with the same answers', async () => {
    expect(await resultOf('no-simd.html')).toEqual({
      name: 'wasm',
      simd: false,
      builds: 300,
      count: 300,
      checks: [true, true, true, true, true],
    });
  });
});
