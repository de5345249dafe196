/**
 * Test support: the app in-process (`app.request`) or the real Node server as a child process on a free
 * loopback port with a temporary SQLite file, behind one `fetch`-like function, so the same tests run against
 * either (and against another runtime later).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from '../src/app.js';
import { LEVELS } from '../src/bots/index.js';
import { sqliteStores } from '../src/store/sqlite.js';
import { forgetGroup, trackGroup } from './process-groups.js';

export type Fetch = (path: string, init?: RequestInit) => Promise<Response>;

/** The app in this process, on an in-memory store. */
export function inProcess(options: Partial<Parameters<typeof createApp>[0]> = {}) {
  const { app, hosted } = createApp({ ...sqliteStores(':memory:'), levels: LEVELS, ...options });
  const fetch: Fetch = async (path, init) => app.request(path, init);
  return { fetch, hosted, close: () => hosted.close() };
}

const main = fileURLToPath(new URL('../dist/main.js', import.meta.url));

/** A fresh temporary database file. */
export function tempDb(): string {
  return join(mkdtempSync(join(tmpdir(), 'tafel-api-')), 'tafel.sqlite');
}

/** Starts the built server (`dist/main.js`) on a free loopback port, with `env` added; resolves when it prints its URL. */
export function startServer(
  db: string,
  env: Record<string, string> = {},
): Promise<{ fetch: Fetch; child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', TAFEL_DB: db, TAFEL_RATE_LIMIT: '1000000', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
      if (m) {
        const url = `http://127.0.0.1:${m[1]}`;
        resolve({ child, url, fetch: (path, init) => globalThis.fetch(url + path, init) });
      }
    });
    child.on('exit', (code) => reject(new Error(`server exited (${code}) before it listened: ${out}`)));
  });
}

/** A JSON request. */
export function post(body: unknown, token?: string, lang?: string): RequestInit {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (lang) headers['accept-language'] = lang;
  return { method: 'POST', headers, body: JSON.stringify(body) };
}

export const auth = (token: string): RequestInit => ({ headers: { authorization: `Bearer ${token}` } });

/**
 * Plays a hosted match of people to its end: each seat in turn reads its view and plays its first legal move;
 * resolves with the last view (the outcome in it).
 */
export async function playOut(f: Fetch, id: string, tokens: string[]): Promise<Record<string, unknown>> {
  for (let step = 0; step < 3000; step++) {
    let moved = false;
    for (const token of tokens) {
      const v = (await (await f(`/v1/matches/${id}`, auth(token))).json()) as {
        outcome: unknown;
        legal: unknown[];
        version: number;
      };
      if (v.outcome) return v;
      if (v.legal.length === 0) continue;
      if ((await f(`/v1/matches/${id}/moves`, post({ move: v.legal[0], version: v.version }, token))).ok)
        moved = true;
    }
    if (!moved) await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('the match did not end');
}

const apiRoot = fileURLToPath(new URL('..', import.meta.url));

/** Whether workerd can run here: wrangler and the workerd binary for this platform are installed. */
export function workerdAvailable(): { ok: true } | { ok: false; why: string } {
  const wrangler = join(apiRoot, 'node_modules/wrangler/bin/wrangler.js');
  if (!existsSync(wrangler)) return { ok: false, why: 'wrangler is not installed' };
  try {
    createRequire(wrangler).resolve('workerd');
  } catch {
    return { ok: false, why: `workerd has no binary for ${process.platform}-${process.arch}` };
  }
  return { ok: true };
}

/** A free loopback port. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** A running workerd: its URL, a `fetch` to it, and `stop` (the default `SIGKILL` is a crash). */
export interface Workerd {
  fetch: Fetch;
  url: string;
  /** Kills wrangler and the workerd it started (their process group), and waits until they are gone. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts the Workers runtime locally (`wrangler dev --local`, i.e. workerd) with its Durable Objects' storage
 * in `persist`; resolves when it is ready. Wrangler runs in a process group of its own so that `stop` reaches
 * workerd too: killing wrangler alone leaves workerd running, and wrangler ignores a plain kill while it
 * watches the sources.
 */
export async function startWorkerd(persist: string, vars: Record<string, string> = {}): Promise<Workerd> {
  const [port, inspector] = [await freePort(), await freePort()];
  const args = [
    'dev',
    '--local',
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--inspector-port',
    String(inspector),
  ];
  args.push('--persist-to', persist, '--show-interactive-dev-session=false');
  for (const [k, v] of Object.entries(vars)) args.push('--var', `${k}:${v}`);
  const child = spawn(process.execPath, [join(apiRoot, 'node_modules/wrangler/bin/wrangler.js'), ...args], {
    cwd: apiRoot,
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', CI: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  trackGroup(child.pid!);
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((done) =>
    child.once('exit', () => {
      forgetGroup(child.pid!);
      done();
    }),
  );
  const stop = async (signal: NodeJS.Signals = 'SIGKILL') => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // Already gone.
    }
    await exited;
  };
  return new Promise((resolve, reject) => {
    let out = '';
    const seen = (d: Buffer) => {
      out += d.toString();
      if (/Ready on/.test(out))
        resolve({ url, stop, fetch: (path, init) => globalThis.fetch(url + path, init) });
    };
    child.stdout!.on('data', seen);
    child.stderr!.on('data', seen);
    child.on('exit', (code) => reject(new Error(`wrangler exited (${code}) before it was ready: ${out}`)));
  });
}
