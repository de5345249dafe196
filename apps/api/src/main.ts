#!/usr/bin/env node
/**
 * The Node runtime: the app on `@hono/node-server`, hosted matches in one SQLite file. Environment: `PORT`
 * (default 8787), `HOST` (default 127.0.0.1), `TAFEL_DB` (default `tafel.sqlite` in the working directory),
 * `TAFEL_RATE_LIMIT` (requests per minute per client address, default 6000).
 * After a restart every unfinished match's bots move again where they were due.
 *
 * @module
 */
import { serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { createApp } from './app.js';
import { LEVELS, makeBot } from './bots/index.js';
import { sqliteStore } from './store/sqlite.js';

const port = Number(process.env.PORT ?? 8787);
const host = process.env.HOST ?? '127.0.0.1';
const file = process.env.TAFEL_DB ?? 'tafel.sqlite';
const store = sqliteStore(file);
const { app, hosted } = createApp({
  store,
  makeBot,
  levels: LEVELS,
  rateLimit: Number(process.env.TAFEL_RATE_LIMIT ?? 6000),
  clientKey: (c) => getConnInfo(c).remote.address ?? 'unknown',
});
const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
  console.log(`Tafel API on http://${host}:${info.port}/v1 (reference: /v1/docs; matches in ${file})`);
});
await hosted.wakeAll();
const stop = () => {
  hosted.close();
  server.close(() => {
    store.close();
    process.exit(0);
  });
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
