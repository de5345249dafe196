/**
 * The Tafel API as one Hono app, written against web standards so any runtime can serve it: `createApp` takes
 * the store of hosted matches, a clock and where bots think, and returns the app. The routes live by resource
 * in `routes/` (the catalogue, the stateless game routes, hosted matches), each with its OpenAPI operations
 * beside it; `openapi/` builds the document (`/v1/openapi.json`, read at `/v1/docs`) from them and from every
 * game's own schemas.
 *
 * @module
 */

import { makeBot } from '@tafel/bots';
import type { GameId } from '@tafel/core';
import { type Context, Hono } from 'hono';
import { LEVELS } from './bots/index.js';
import { inlineBots } from './bots/inline.js';
import type { BotRunner } from './bots/runner.js';
import { TableChat } from './chat/index.js';
import { cors } from './cors/index.js';
import { DOCS_STYLE, docsPage, START_SCRIPT } from './docs/index.js';
import { apiError, errorResponse, language, notFound } from './errors/index.js';
import { limits } from './limits/index.js';
import { LobbyStreams } from './lobby/index.js';
import { STREAM_LIMITS } from './matches/audience.js';
import { type Clock, HostedMatches, type HostedOptions, systemClock } from './matches/hosted.js';
import { documentOf } from './openapi/index.js';
import { Ratings, type RatingsStore } from './ratings/index.js';
import { catalogue } from './routes/catalogue.js';
import { chatRoutes } from './routes/chat.js';
import { gameRoutes } from './routes/games.js';
import { health } from './routes/health.js';
import { lobbyRoutes } from './routes/lobby.js';
import { matchRoutes } from './routes/matches.js';
import { ratingRoutes } from './routes/ratings.js';
import type { MatchStore } from './store/index.js';

export interface AppOptions {
  store: MatchStore;
  clock?: Clock;
  /** Where bots think: worker threads on Node (`threadedBots`), inline elsewhere (the default). */
  bots?: BotRunner;
  /** Bot levels to list in the catalogue (default easy, normal, strong). */
  levels?: readonly string[];
  /** Largest request body in bytes (default 256 KiB). */
  maxBody?: number;
  /** Requests per minute per client (default 6000). */
  rateLimit?: number;
  /**
   * Who a request comes from, for the rate limit, the bots' fair share and the cap on all-bot matches. The
   * runtime says (the socket's address on Node, `CF-Connecting-IP` on Workers, or a trusted proxy's header);
   * the default, for tests, is one client for all.
   */
  clientKey?: (c: Context) => string;
  /** The longest a bot may think for `/bot-move` when asked for time, in ms (default 1000). */
  maxBotMs?: number;
  /**
   * How `/bot-move` budgets a search bot: `'time'` (default) thinks for the `ms` asked, capped at `maxBotMs`
   * (without `ms`, by the level's own iteration budget, reproducible by `seed`); `'iterations'` always thinks by
   * the level's iteration budget and ignores `ms`. Use `'iterations'` where clocks stand still while code runs
   * (deployed Cloudflare Workers advance `performance.now()` only after I/O), or a time budget would never run
   * out and the request would die at the CPU limit.
   */
  botBudget?: 'time' | 'iterations';
  /** The id of a new hosted match (default: 96 random bits); see `HostedOptions.newId`. */
  newMatchId?: () => string;
  /** Unfinished all-bot matches one client may host at a time (default 2). */
  allBotCap?: number;
  /**
   * How long an unfinished hosted match may go untouched, a finished one is kept, and a table waiting for
   * players may wait with nobody joining, in ms (7 days, 30 days, 6 hours).
   */
  expiry?: { idleMs?: number; keepMs?: number; waitMs?: number };
  /** Tables waiting for players one client may host at a time (default 5). */
  openTableCap?: number;
  /** Event streams one client address, and one match, may have open (default 20 and 200). */
  streams?: HostedOptions['streams'];
  /** A lobby elsewhere (a Durable Object) hears of every public table's listing (`null`: it left the lobby). */
  onListing?: HostedOptions['onListing'];
  /** Where other matches live, for "play again" (a Durable Object per match makes the next in its own). */
  elsewhere?: HostedOptions['elsewhere'];
  /**
   * Where people (claimed names and their keys) and their ratings are kept; without it the server has no
   * people routes, and a seat asked for with a person's key is refused.
   */
  ratings?: RatingsStore;
}

/** A bot level or name that `@tafel/bots` knows for the game (throws `unknown-bot` otherwise). */
const checkBot = (game: GameId, name: string) => void makeBot(game, name);

/**
 * The app. Serve it with `@hono/node-server` (see `node.ts`) or any runtime that speaks `fetch`.
 *
 * @example
 * ```ts
 * const { app } = createApp({ store: sqliteStore(':memory:') });
 * const res = await app.request('/v1/games');
 * ```
 */
export function createApp(options: AppOptions): {
  app: Hono;
  hosted: HostedMatches;
  bots: BotRunner;
  lobby: LobbyStreams;
} {
  const bots = options.bots ?? inlineBots();
  const clientOf = options.clientKey ?? (() => 'anyone');
  const clock = options.clock ?? systemClock;
  const ratings = options.ratings ? new Ratings(options.ratings, () => clock.now()) : null;
  // The lobby's streams (`GET /v1/tables/events`) hear of every public table's listing here, as does a lobby
  // elsewhere (a Durable Object) when there is one.
  const lobby = new LobbyStreams(options.streams?.perClient ?? STREAM_LIMITS.perClient);
  const onListing: HostedOptions['onListing'] = (id, listing) => {
    lobby.tell(id, listing);
    options.onListing?.(id, listing);
  };
  const hosted = new HostedMatches({
    store: options.store,
    clock: options.clock,
    bots,
    checkBot,
    newId: options.newMatchId,
    allBotCap: options.allBotCap,
    idleMs: options.expiry?.idleMs,
    keepMs: options.expiry?.keepMs,
    waitMs: options.expiry?.waitMs,
    openTableCap: options.openTableCap,
    streams: options.streams,
    onListing,
    elsewhere: options.elsewhere,
    ...(ratings
      ? {
          people: (key: string) => ratings.person(key),
          onFinished: (match, outcome) =>
            ratings.finished(
              match.id,
              match.header.game,
              match.seats.map((s) =>
                s.kind === 'bot'
                  ? { bot: s.level }
                  : s.kind === 'human' && s.person !== undefined
                    ? { person: s.person }
                    : { nobody: true as const },
              ),
              outcome.winners,
            ),
        }
      : {}),
  });
  const parts = [
    catalogue(options.levels ?? LEVELS),
    health(),
    gameRoutes({
      bots,
      checkBot,
      clientOf,
      maxBotMs: options.maxBotMs ?? 1000,
      botBudget: options.botBudget ?? 'time',
    }),
    matchRoutes({ hosted, clientOf, chatOf: (id) => options.store.chat(id) }),
    lobbyRoutes({ lobby, tables: (game) => hosted.tables(game ? { game } : {}), clientOf }),
    chatRoutes({ chat: new TableChat(hosted, options.store, clock), clientOf }),
    ...(ratings ? [ratingRoutes(ratings)] : []),
  ];

  const app = new Hono();
  app.onError((e, c) => errorResponse(c, e));
  app.notFound((c) => errorResponse(c, notFound('route')));
  app.use('*', cors());
  app.use('/v1/*', language());
  app.use(
    '/v1/*',
    limits({
      limit: options.rateLimit ?? 6000,
      windowMs: 60_000,
      key: clientOf,
      maxBody: options.maxBody ?? 256 * 1024,
      tooLarge: (c) => errorResponse(c, apiError('body-too-large')),
    }),
  );
  for (const part of parts) app.route('/v1', part.routes);

  // Made once, on the first request: its server is relative (`/`, where the document was read), so a client
  // cannot make the server build it again by sending another Host.
  let document: string | null = null;
  app.get('/v1/openapi.json', (c) => {
    document ??= JSON.stringify(documentOf(parts, '/'));
    return c.body(document, 200, { 'content-type': 'application/json' });
  });
  // The page; its assets are served by the runtime from `dist/docs` (see `docs/`).
  app.get('/v1/docs', (c) => c.html(docsPage()));
  app.get('/v1/docs/start.js', (c) => c.body(START_SCRIPT, 200, { 'content-type': 'text/javascript' }));
  app.get('/v1/docs/tafel.css', (c) =>
    c.body(DOCS_STYLE, 200, { 'content-type': 'text/css; charset=utf-8' }),
  );
  return { app, hosted, bots, lobby };
}
