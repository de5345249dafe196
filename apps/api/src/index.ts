/**
 * @tafel/api — the Tafel API as a Hono app: `createApp` for any runtime, the SQLite store for Node.
 *
 * @module
 */
export type { AppOptions } from './app.js';
export { createApp } from './app.js';
export { LEVELS, makeBot } from './bots/index.js';
export type { Clock, MatchView, SeatRequest } from './matches/hosted.js';
export { HostedMatches, systemClock } from './matches/hosted.js';
export type { ServeOptions } from './node.js';
export { serve } from './node.js';
export type { MatchStore, SeatEntry, StoredMatch } from './store/index.js';
export { sqliteStore } from './store/sqlite.js';
