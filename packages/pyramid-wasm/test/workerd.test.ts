/**
 * The kernels in the Workers runtime (workerd, started by `wrangler dev --local`): a Worker (`test/workerd/`)
 * imports `@tafel/pyramid-wasm/pyramid.wasm` as a compiled module — workerd may not compile bytes itself — and
 * installs it with `installWasmKernelsSync` at the top of its module, as the API's Worker should. The Worker
 * answers with the provider in use and kernel answers beside the TypeScript ones. Skipped, with a message, when
 * wrangler or a workerd binary for this machine is missing, or the package is not built.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const here = fileURLToPath(new URL('..', import.meta.url));

function available(): { ok: true; wrangler: string } | { ok: false; why: string } {
  if (!existsSync(`${here}dist/index.js`)) return { ok: false, why: 'build the package first' };
  const wrangler = `${here}node_modules/wrangler/bin/wrangler.js`;
  if (!existsSync(wrangler)) return { ok: false, why: 'wrangler is not installed' };
  try {
    createRequire(wrangler).resolve('workerd');
  } catch {
    return { ok: false, why: `workerd has no binary for ${process.platform}-${process.arch}` };
  }
  return { ok: true, wrangler };
}

const check = available();
if (!check.ok) console.log(`workerd test skipped: ${check.why}`);

/** A free loopback port. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

let url = '';
let stop: () => Promise<void> = async () => {};

beforeAll(async () => {
  if (!check.ok) return;
  const [port, inspector] = [await freePort(), await freePort()];
  const args = ['dev', '--local', '--ip', '127.0.0.1', '--port', String(port)];
  args.push('--inspector-port', String(inspector), '--show-interactive-dev-session=false');
  // Its own process group, so that stopping it stops the workerd it starts too.
  const child = spawn(process.execPath, [check.wrangler, ...args], {
    cwd: `${here}test/workerd`,
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', CI: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  stop = async () => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // Already gone.
    }
    await exited;
  };
  url = `http://127.0.0.1:${port}/`;
  await new Promise<void>((resolve, reject) => {
    let out = '';
    const seen = (d: Buffer) => {
      out += d.toString();
      if (/Ready on/.test(out)) resolve();
    };
    child.stdout!.on('data', seen);
    child.stderr!.on('data', seen);
    child.on('exit', (code) => reject(new Error(`wrangler exited (${code}) before it was ready: ${out}`)));
  });
}, 120_000);

afterAll(async () => {
  await stop();
});

describe.runIf(check.ok)('in workerd (the Workers runtime)', () => {
  it('installs the kernels from the imported module: the provider is Wasm, the answers TypeScript’s', async () => {
    const answer = await (await fetch(url)).json();
    expect(answer).toEqual({
      provider: 'wasm',
      simd: true,
      builds: 36,
      reference: 36,
      free: 45,
      freeReference: 45,
      freeTs: 45,
    });
  });
});
