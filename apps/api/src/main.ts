#!/usr/bin/env node
/**
 * `tafel-api` (and `pnpm --filter @tafel/api start`): the API alone on Node. Environment:
 *
 * - `PORT` (default 8787), `HOST` (default 127.0.0.1);
 * - `TAFEL_DB`: the SQLite file of hosted matches (default `tafel.sqlite` in the working directory, mode 0600);
 * - `TAFEL_RATE_LIMIT`: requests per minute per client address (default 6000);
 * - `TAFEL_CLIENT_IP_HEADER`: the header a trusted proxy sets to the client's address (`x-forwarded-for`,
 *   `x-real-ip`, `cf-connecting-ip`); without it, the socket's address;
 * - `TAFEL_BOT_THREADS` (default: the cores less one), `TAFEL_BOT_TIMEOUT_MS` (default 5000): the bots' threads
 *   and the longest a bot may think before its thread is stopped;
 * - `TAFEL_ALL_BOT_MATCHES`: unfinished all-bot matches a client may host (default 2);
 * - `TAFEL_SITE`: a folder to serve at `/` too.
 *
 * SIGTERM and SIGINT end the event streams and exit within a few seconds.
 *
 * @module
 */
import { optionsFromEnv, serve } from './node.js';

const options = optionsFromEnv(process.env);
const { url, close } = await serve(options);
console.log(`Tafel API on ${url}/v1 (reference: ${url}/v1/docs; matches in ${options.db})`);
const stop = () => void close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
