/**
 * The Node runtime: the app on `@hono/node-server`, hosted matches in one SQLite file, and optionally a built
 * site served beside the API (`tafel serve` serves the demo site and the API on one port). After a start every
 * unfinished match's bots move again where they were due.
 *
 * @module
 */
import { serve as serveNode } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { serveStatic } from '@hono/node-server/serve-static';
import { createApp } from './app.js';
import { LEVELS, makeBot } from './bots/index.js';
import { sqliteStore } from './store/sqlite.js';

export interface ServeOptions {
  port?: number;
  host?: string;
  /** The SQLite file (default `tafel.sqlite`). */
  db?: string;
  /** A folder to serve at `/` beside the API (the built demo site). */
  site?: string;
  /** Requests per minute per client address (default 6000). */
  rateLimit?: number;
}

/**
 * Starts the server; resolves with its URL and a `close` function once it listens.
 *
 * @example
 * ```ts
 * const { url, close } = await serve({ port: 0, db: ':memory:' });
 * ```
 */
export function serve(options: ServeOptions = {}): Promise<{ url: string; close: () => Promise<void> }> {
  const host = options.host ?? '127.0.0.1';
  const file = options.db ?? 'tafel.sqlite';
  const store = sqliteStore(file);
  const { app, hosted } = createApp({
    store,
    makeBot,
    levels: LEVELS,
    rateLimit: options.rateLimit ?? 6000,
    clientKey: (c) => getConnInfo(c).remote.address ?? 'unknown',
  });
  if (options.site) app.use('/*', serveStatic({ root: options.site }));
  return new Promise((resolve) => {
    const server = serveNode({ fetch: app.fetch, port: options.port ?? 8787, hostname: host }, (info) => {
      void hosted.wakeAll();
      resolve({
        url: `http://${host}:${info.port}`,
        close: () =>
          new Promise<void>((done) => {
            hosted.close();
            server.close(() => {
              store.close();
              done();
            });
          }),
      });
    });
  });
}
