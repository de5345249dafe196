/**
 * Test support: the app in-process (`app.request`) or the real Node server as a child process on a free
 * loopback port with a temporary SQLite file, behind one `fetch`-like function, so the same tests run against
 * either (and against another runtime later).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from '../src/app.js';
import { LEVELS, makeBot } from '../src/bots/index.js';
import { sqliteStore } from '../src/store/sqlite.js';

export type Fetch = (path: string, init?: RequestInit) => Promise<Response>;

/** The app in this process, on an in-memory store. */
export function inProcess(options: Partial<Parameters<typeof createApp>[0]> = {}) {
  const { app, hosted } = createApp({ store: sqliteStore(':memory:'), makeBot, levels: LEVELS, ...options });
  const fetch: Fetch = async (path, init) => app.request(path, init);
  return { fetch, hosted, close: () => hosted.close() };
}

const main = fileURLToPath(new URL('../dist/main.js', import.meta.url));

/** A fresh temporary database file. */
export function tempDb(): string {
  return join(mkdtempSync(join(tmpdir(), 'tafel-api-')), 'tafel.sqlite');
}

/** Starts the built server (`dist/main.js`) on a free loopback port; resolves when it prints its URL. */
export function startServer(db: string): Promise<{ fetch: Fetch; child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', TAFEL_DB: db, TAFEL_RATE_LIMIT: '1000000' },
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
