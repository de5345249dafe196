/**
 * `@tafel/api` — the Tafel API as a Hono app for any runtime that speaks `fetch`: {@link createApp} with the
 * store, the clock and the bots' runner it is given. Nothing here needs Node's built-ins, so it bundles for the
 * edge; the runtimes are their own entries: `@tafel/api/node` (serve on Node, SQLite, bots on worker threads)
 * and `@tafel/api/worker` (the Cloudflare Worker and its Durable Object class).
 *
 * @example
 * ```ts
 * import { createApp, inlineBots, sqlStore } from '@tafel/api';
 * const { app } = createApp({ store: sqlStore(myDriver), bots: inlineBots() });
 * export default { fetch: app.fetch };
 * ```
 *
 * @module
 */
export type { AppOptions } from './app.js';
export { createApp } from './app.js';
export type { BotAnswer, BotRunner, BotTask, MakeBot } from './bots/index.js';
export { inlineBots, LEVELS, makeBot, thinkTask } from './bots/index.js';
export type { ApiErrorCode } from './errors/index.js';
export { API_ERRORS, ApiError } from './errors/index.js';
export type { LobbyEvent } from './lobby/index.js';
export { LobbyStreams } from './lobby/index.js';
export type { Clock, HostedOptions, MatchEvent, MatchView, SeatRequest } from './matches/hosted.js';
export { commitmentOf, HostedMatches, systemClock } from './matches/hosted.js';
export type { GameRating, Person, Rating, RatingsStore, Standing } from './ratings/index.js';
export {
  BOT_RATINGS,
  botRating,
  FIRST_RATING,
  Ratings,
  rateMatch,
  ratePeriod,
  sqlRatings,
} from './ratings/index.js';
export type { MatchStore, SeatEntry, StoredMatch } from './store/index.js';
export type { SqlDriver } from './store/sql.js';
export { sqlStore } from './store/sql.js';
