/**
 * @tafel/api — the Tafel API as a Hono app: `createApp` for any runtime, the SQLite store for Node.
 *
 * @module
 */
export type { AppOptions } from './app.js';
export { createApp } from './app.js';
export type { BotAnswer, BotRunner, BotTask } from './bots/index.js';
export { inlineBots, LEVELS, makeBot } from './bots/index.js';
export type { ThreadOptions } from './bots/threads.js';
export { threadedBots } from './bots/threads.js';
export type { Clock, MatchEvent, MatchView, SeatRequest } from './matches/hosted.js';
export { HostedMatches, systemClock } from './matches/hosted.js';
export type { ServeOptions } from './node.js';
export { clientAddress, serve } from './node.js';
export type { MatchStore, SeatEntry, StoredMatch } from './store/index.js';
export type { SqlDriver } from './store/sql.js';
export { sqlStore } from './store/sql.js';
export { sqliteStore } from './store/sqlite.js';
