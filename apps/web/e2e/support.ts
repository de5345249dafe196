/**
 * End-to-end support: the built site (`dist/`) served on loopback, Debian's Chromium driven by playwright-core
 * (never a downloaded browser), axe-core for WCAG AA, and screenshots kept under `test-results/` for CI.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';

export const here = fileURLToPath(new URL('..', import.meta.url));
export const dist = join(here, 'dist');
export const results = join(here, 'test-results');
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
};

/** How {@link serveDist} serves: where, with which headers, and what it pretends is missing. */
export interface ServeOptions {
  /** The path `dist/` is served under: `/` (the default), or a subfolder such as `/vendor/tafel/`. */
  at?: string;
  /** Sends `Access-Control-Allow-Origin: *`, as a host (or CDN) serving `tafel.js` to other origins does. */
  cors?: boolean;
  /** Files answered with 404 as if they had not been deployed (a test of failures). */
  missing?: RegExp;
  /** Pages of the site's own (a host page), by path, each with its response headers. */
  pages?: Record<string, { html: string; headers?: Record<string, string> }>;
}

/** A running server: its origin, and every request it answered (path and status), in order. */
export interface Served {
  server: Server;
  url: string;
  requests: { path: string; status: number }[];
}

/** Serves `dist/` on a free loopback port (see {@link ServeOptions}). */
export function serveDist(options: ServeOptions = {}): Promise<Served> {
  return serveDir(dist, options);
}

/** Serves the folder `root` on a free loopback port (see {@link ServeOptions}). */
export async function serveDir(root: string, options: ServeOptions = {}): Promise<Served> {
  const at = options.at ?? '/';
  const requests: Served['requests'] = [];
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const answer = (status: number, headers: Record<string, string> = {}) => {
      requests.push({ path: pathname, status });
      res.writeHead(status, { ...(options.cors ? { 'access-control-allow-origin': '*' } : {}), ...headers });
    };
    const page = options.pages?.[pathname];
    if (page) {
      answer(200, { 'content-type': 'text/html; charset=utf-8', ...page.headers });
      res.end(page.html);
      return;
    }
    const inside = pathname.startsWith(at) ? pathname.slice(at.length - 1) : null;
    const path = inside === null ? null : normalize(inside).replace(/^(\.\.[/\\])+/, '');
    let file = path === null ? '' : join(root, path);
    if (file && existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!file.startsWith(root) || !existsSync(file) || options.missing?.test(pathname)) {
      answer(404);
      res.end('not found');
      return;
    }
    answer(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests };
}

/** Debian's Chromium, headless, with nothing that calls home. */
export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A page with one table on it, loading `tafel.js` from the built site. */
export async function tablePage(
  browser: Browser,
  url: string,
  element: string,
  width = 1280,
  lang = 'en',
  height = 900,
): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height } });
  page.on('pageerror', (e) => {
    throw e;
  });
  await page.goto(`${url}/index.html`);
  await page.setContent(
    `<!doctype html><html lang="${lang}"><head><meta name="viewport" content="width=device-width"><title>test</title>
     <script type="module" src="${url}/tafel.js"></script></head><body><main>${element}</main></body></html>`,
  );
  await page.waitForFunction(
    () => document.querySelector('main > *')?.shadowRoot?.querySelector('.table') != null,
  );
  return page;
}

/** The enabled move controls (playwright's CSS pierces open shadow roots). */
export const ENABLED_MOVE = '[part~="move"][aria-disabled="false"]';

/**
 * How many empty looks in a row (no control to click, the status unchanged) mean the table has stalled: a
 * bot that never answers would otherwise keep the loop waiting until the test's own timeout, which says nothing.
 * It counts looks, not time, and is far above what any bot of the tests needs (a look waits 20 ms or more).
 */
const STALLED_LOOKS = 3000;

/** Misses in a row that mean the controls cannot be clicked at all (a real-time table misses a few at most). */
const MISSED_IN_ROW = 50;

/** Clicks enabled move controls, the nth by a counter, until the table says the game is over. */
export async function clickToEnd(page: Page, maxClicks = 3000): Promise<number> {
  let clicks = 0;
  let missed = 0;
  let idle = 0;
  let missedInRow = 0;
  let seen: string | null = null;
  for (;;) {
    const over = await page.locator('[part~="status"]').first().textContent();
    if (over && /Game over|Spel afgelopen/.test(over)) return clicks;
    if (clicks >= maxClicks) throw new Error('the game did not end');
    const reveal = page.locator('[part~="reveal"]');
    if ((await reveal.count()) > 0) {
      await reveal.first().click();
      continue;
    }
    // A summary (a deal scored, an auction settled) is read, then dismissed: the table goes on.
    const next = page.locator('[part~="continue"]');
    if ((await next.count()) > 0) {
      await next.first().click();
      continue;
    }
    const moves = page.locator(ENABLED_MOVE);
    const n = await moves.count();
    if (n === 0) {
      idle = over === seen ? idle + 1 : 0;
      seen = over;
      if (idle > STALLED_LOOKS) throw new Error(`the table stalled at “${over}” after ${clicks} clicks`);
      await page.waitForTimeout(20);
      continue;
    }
    idle = 0;
    // In a real-time game the bots change the table all the time: a control may vanish under the pointer, and
    // the click is tried again on what is there then.
    const clicked = await moves
      .nth(clicks % n)
      .click({ timeout: 2000 })
      .then(
        () => true,
        () => false,
      );
    if (clicked) {
      clicks++;
      missedInRow = 0;
    } else if (++missed > maxClicks || ++missedInRow > MISSED_IN_ROW) {
      // Something lies over the table (an error overlay, a dialog) or the controls keep vanishing.
      throw new Error(`the controls could not be clicked at “${over}” after ${clicks} clicks`);
    }
  }
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG 2 A and AA violations axe-core finds on the page now. */
export async function axeViolations(page: Page): Promise<{ id: string; help: string; nodes: number }[]> {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const r = await (
      window as unknown as {
        axe: {
          run: (o: unknown) => Promise<{ violations: { id: string; help: string; nodes: unknown[] }[] }>;
        };
      }
    ).axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
    });
    return r.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.length }));
  });
}

/** A screenshot under `test-results/` (kept by CI as an artifact). */
export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(results, { recursive: true });
  await page.screenshot({ path: join(results, `${name}.png`), fullPage: true });
}

/**
 * The built Tafel API (`@tafel/api`) on a loopback port, serving `dist/` too: by default a free port and a new
 * SQLite file; `at` brings it back on a given port and file (a restart after `kill -9`).
 */
export async function startApi(
  name: string,
  at: { readonly db?: string; readonly port?: number } = {},
): Promise<{ server: ChildProcess; url: string; db: string }> {
  const api = join(
    dirname(createRequire(import.meta.url).resolve('@tafel/api/package.json')),
    'dist',
    'main.js',
  );
  const db = at.db ?? join(mkdtempSync(join(tmpdir(), `tafel-web-${name}-`)), 'tafel.sqlite');
  const server = spawn(process.execPath, [api], {
    env: {
      ...process.env,
      PORT: String(at.port ?? 0),
      HOST: '127.0.0.1',
      TAFEL_DB: db,
      TAFEL_SITE: dist,
      TAFEL_RATE_LIMIT: '1000000',
      // Every browser of these tests is one address: its waiting tables and event streams add up across them.
      TAFEL_OPEN_TABLES: '1000',
      TAFEL_STREAMS_PER_CLIENT: '1000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    server.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /http:\/\/127\.0\.0\.1:\d+/.exec(out);
      if (m) resolve(m[0]);
    });
    server.on('exit', () => reject(new Error(out)));
  });
  return { server, url, db };
}
