/**
 * `@tafel/api/node` — the Node runtime: the app on `@hono/node-server`, hosted matches in one SQLite file, bots on worker threads,
 * and optionally a built site served beside the API (`tafel serve` serves the demo site and the API on one
 * port; an address that leads nowhere there gets the site's own `404.html` with status 404, while the API's
 * paths keep their JSON errors). After a start every unfinished match's bots move again where they were due, and what expired while the
 * server was down is removed.
 *
 * `close()` (on SIGTERM or SIGINT in `main.ts`) ends every event stream with `gone`, stops the bots' threads,
 * waits a moment for answers in flight and then closes the remaining connections, so the process exits within
 * a few seconds whatever its clients do.
 *
 * @module
 */
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve as serveNode } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { serveStatic } from '@hono/node-server/serve-static';
import { installWasmKernels } from '@tafel/pyramid-wasm';
import type { Context } from 'hono';
import { createApp } from './app.js';
import { LEVELS } from './bots/index.js';
import { type ThreadOptions, threadedBots } from './bots/threads.js';
import { DOCS_ASSETS } from './docs/index.js';
import { sqliteStores } from './store/sqlite.js';

export type { ThreadOptions } from './bots/threads.js';
export { threadedBots } from './bots/threads.js';
export { nodeSqlite, sqliteStore, sqliteStores } from './store/sqlite.js';

export interface ServeOptions {
  port?: number;
  host?: string;
  /** The SQLite file (default `tafel.sqlite`), made readable by its owner only. */
  db?: string;
  /** A folder to serve at `/` beside the API (the built demo site). */
  site?: string;
  /** Requests per minute per client address (default 6000). */
  rateLimit?: number;
  /**
   * A header a trusted proxy in front of the server sets to the client's address (`x-forwarded-for`: its last
   * entry, the one that proxy added; `x-real-ip`, `cf-connecting-ip`: the whole value). Without it, the socket's
   * address: behind a proxy every client would share one rate limit.
   */
  clientIpHeader?: string;
  /** The bots' threads (see `threadedBots`). */
  bots?: ThreadOptions;
  /** Unfinished all-bot matches one client may host at a time (default 2). */
  allBotCap?: number;
  /** How long an unfinished hosted match may go untouched, a finished one is kept, and a table may wait, in ms. */
  expiry?: { idleMs?: number; keepMs?: number; waitMs?: number };
  /** Tables waiting for players one client may host at a time (default 5). */
  openTableCap?: number;
  /** Event streams one client address, and one match, may have open (default 20 and 200). */
  streams?: { perClient?: number; perMatch?: number };
}

/**
 * The server's options from the environment (`TAFEL_DB`, `TAFEL_RATE_LIMIT`, `TAFEL_CLIENT_IP_HEADER`,
 * `TAFEL_BOT_THREADS`, `TAFEL_BOT_TIMEOUT_MS`, `TAFEL_ALL_BOT_MATCHES`, `TAFEL_OPEN_TABLES`,
 * `TAFEL_WAITING_HOURS`, `TAFEL_STREAMS_PER_CLIENT`, `TAFEL_STREAMS_PER_MATCH`, `TAFEL_SITE`, `PORT`, `HOST`), so that `tafel-api` and `tafel serve` read them alike.
 *
 * @example
 * ```ts
 * const { url } = await serve(optionsFromEnv(process.env));
 * ```
 */
export function optionsFromEnv(env: Record<string, string | undefined>): ServeOptions {
  const number = (name: string) => (env[name] ? Number(env[name]) : undefined);
  return {
    port: Number(env.PORT ?? 8787),
    host: env.HOST ?? '127.0.0.1',
    db: env.TAFEL_DB ?? 'tafel.sqlite',
    rateLimit: Number(env.TAFEL_RATE_LIMIT ?? 6000),
    ...(env.TAFEL_CLIENT_IP_HEADER ? { clientIpHeader: env.TAFEL_CLIENT_IP_HEADER } : {}),
    bots: { threads: number('TAFEL_BOT_THREADS'), timeoutMs: number('TAFEL_BOT_TIMEOUT_MS') },
    allBotCap: number('TAFEL_ALL_BOT_MATCHES'),
    openTableCap: number('TAFEL_OPEN_TABLES'),
    streams: { perClient: number('TAFEL_STREAMS_PER_CLIENT'), perMatch: number('TAFEL_STREAMS_PER_MATCH') },
    ...(env.TAFEL_WAITING_HOURS ? { expiry: { waitMs: Number(env.TAFEL_WAITING_HOURS) * 3_600_000 } } : {}),
    ...(env.TAFEL_SITE ? { site: env.TAFEL_SITE } : {}),
  };
}

/**
 * The dice games' lattice kernels in WebAssembly (the SIMD build where the CPU has it): moves are checked on
 * them, as the bots' threads think on them. Where WebAssembly does not load, the TypeScript reference plays,
 * with the same answers; the failure is said once.
 */
export async function useWasmKernels(): Promise<void> {
  try {
    await installWasmKernels();
  } catch (e) {
    console.error(
      `tafel: WebAssembly kernels unavailable (${(e as Error).message}); the dice games run on TypeScript`,
    );
  }
}

/** How long `close()` lets answers in flight finish before it closes their connections. */
const GRACE_MS = 2000;

/**
 * The client's address: from the trusted proxy's header when one is named, else the socket's.
 *
 * @example
 * ```ts
 * const clientOf = clientAddress('x-forwarded-for');
 * ```
 */
export function clientAddress(header?: string): (c: Context) => string {
  const socket = (c: Context) => getConnInfo(c).remote.address ?? 'unknown';
  if (!header) return socket;
  const name = header.toLowerCase();
  return (c) => {
    const value = c.req.header(name);
    if (!value) return socket(c);
    if (name !== 'x-forwarded-for') return value.trim();
    const hops = value.split(',');
    return hops[hops.length - 1]!.trim() || socket(c);
  };
}

/**
 * Starts the server; resolves with its URL and a `close` function once it listens.
 *
 * @example
 * ```ts
 * const { url, close } = await serve({ port: 0, db: ':memory:' });
 * ```
 */
export async function serve(
  options: ServeOptions = {},
): Promise<{ url: string; close: () => Promise<void> }> {
  await useWasmKernels();
  const host = options.host ?? '127.0.0.1';
  const { store, ratings } = sqliteStores(options.db ?? 'tafel.sqlite');
  const bots = threadedBots(options.bots);
  const { app, hosted, lobby } = createApp({
    store,
    ratings,
    bots,
    levels: LEVELS,
    rateLimit: options.rateLimit ?? 6000,
    clientKey: clientAddress(options.clientIpHeader),
    allBotCap: options.allBotCap,
    openTableCap: options.openTableCap,
    streams: options.streams,
    expiry: options.expiry,
  });
  // The reference page's assets, built into this package's `dist/docs`.
  app.use('/v1/docs/*', serveStatic({ root: fileURLToPath(new URL(`../${DOCS_ASSETS}`, import.meta.url)) }));
  if (options.site) {
    app.use('/*', serveStatic({ root: options.site }));
    const missing = join(options.site, '404.html');
    // A page that is not there: a person followed a link, and reads a page (the site's, in its look, with its
    // way home) rather than JSON; a program asking the API under /v1 still gets the API's error.
    app.on(['GET', 'HEAD'], '/*', async (c) => {
      if (c.req.path === '/v1' || c.req.path.startsWith('/v1/')) return c.notFound();
      const page = await readFile(missing, 'utf8').catch(() => null);
      return page === null ? c.notFound() : c.html(page, 404);
    });
  }
  return new Promise((resolve) => {
    const server = serveNode(
      { fetch: app.fetch, port: options.port ?? 8787, hostname: host },
      (info: AddressInfo) => {
        void hosted.wakeAll();
        let closing: Promise<void> | null = null;
        resolve({
          url: `http://${host}:${info.port}`,
          close: () =>
            (closing ??= new Promise<void>((done) => {
              // Streams end first (their answers then finish), bots stop, and what is still open after the
              // grace period is cut: a client that keeps a connection open cannot hold the process.
              hosted.close();
              lobby.close();
              const cut = setTimeout(
                () => (server as { closeAllConnections?: () => void }).closeAllConnections?.(),
                GRACE_MS,
              );
              server.close(() => {
                clearTimeout(cut);
                void bots.close().finally(() => {
                  store.close();
                  done();
                });
              });
              (server as { closeIdleConnections?: () => void }).closeIdleConnections?.();
            })),
        });
      },
    );
  });
}
