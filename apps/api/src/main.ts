#!/usr/bin/env node
/**
 * `tafel-api` (and `pnpm --filter @tafel/api start`): the API alone on Node. Environment: `PORT` (default 8787),
 * `HOST` (default 127.0.0.1), `TAFEL_DB` (default `tafel.sqlite` in the working directory), `TAFEL_RATE_LIMIT`
 * (requests per minute per client address, default 6000), `TAFEL_SITE` (a folder to serve at `/` too).
 *
 * @module
 */
import { serve } from './node.js';

const db = process.env.TAFEL_DB ?? 'tafel.sqlite';
const { url, close } = await serve({
  port: Number(process.env.PORT ?? 8787),
  host: process.env.HOST ?? '127.0.0.1',
  db,
  rateLimit: Number(process.env.TAFEL_RATE_LIMIT ?? 6000),
  ...(process.env.TAFEL_SITE ? { site: process.env.TAFEL_SITE } : {}),
});
console.log(`Tafel API on ${url}/v1 (reference: ${url}/v1/docs; matches in ${db})`);
const stop = () => void close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
