/**
 * The Tafel API as one Hono app, written against web standards so any runtime can serve it: `createApp` takes
 * the store of hosted matches, a clock and the bots, and returns the app. Every route is declared with a zod
 * schema that both checks the request and writes the OpenAPI 3.1 document (`/v1/openapi.json`, read at
 * `/v1/docs`). Game moves and options are checked by the game itself (`parseMove`, `parseOptions`), and their
 * JSON Schemas (from the game's own schemas) are components of the document.
 *
 * @module
 */

import { swaggerUI } from '@hono/swagger-ui';
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { type AnyGame, type GameId, gameOf, games, Rng, RuleError } from '@tafel/core';
import { toJsonSchema } from '@valibot/to-json-schema';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { streamSSE } from 'hono/streaming';
import { cors, reply } from './cors/index.js';
import { ApiError, errorResponse, langOf, notFound, onClientState } from './errors/index.js';
import { asciiText } from './json/index.js';
import { limits } from './limits/index.js';
import { type Clock, HostedMatches } from './matches/hosted.js';
import type { MatchStore } from './store/index.js';

export interface AppOptions {
  store: MatchStore;
  clock?: Clock;
  /** A bot by game and level or name (`@tafel/bots`' `makeBot`). */
  makeBot: (game: GameId, nameOrLevel: string, settings?: { ms?: number }) => import('@tafel/core').Bot;
  /** Bot levels to list in the catalogue. */
  levels: readonly string[];
  /** Largest request body in bytes (default 256 KiB). */
  maxBody?: number;
  /** Requests per minute per client (default 6000). */
  rateLimit?: number;
  /** Who a request comes from, for the rate limit (default: the first `X-Forwarded-For` address). */
  clientKey?: (c: import('hono').Context) => string;
  /** The longest a bot may think for `/bot-move`, in ms (default 1000). */
  maxBotMs?: number;
  /**
   * How `/bot-move` budgets a search bot: `'time'` (default) thinks for the `ms` asked, capped at `maxBotMs`
   * (without `ms`, by the level's own iteration budget, reproducible by `seed`); `'iterations'` always thinks by
   * the level's iteration budget and ignores `ms`. Use `'iterations'` where clocks
   * stand still while code runs (deployed Cloudflare Workers advance `performance.now()` only after I/O), or a
   * time budget would never run out and the request would die at the CPU limit.
   */
  botBudget?: 'time' | 'iterations';
  /** The id of a new hosted match (default: 96 random bits); see `HostedOptions.newId`. */
  newMatchId?: () => string;
}

const ErrorBody = z
  .object({ error: z.object({ code: z.string(), message: z.string() }).passthrough() })
  .openapi('Error');
const errors = (...codes: number[]) =>
  Object.fromEntries(
    codes.map((status) => [
      status,
      { description: STATUS_TEXT[status]!, content: { 'application/json': { schema: ErrorBody } } },
    ]),
  );
const STATUS_TEXT: Record<number, string> = {
  400: 'Malformed input (schema-checked)',
  401: 'Missing or wrong seat token',
  403: 'Not yours, or not yet',
  404: 'Unknown game or match',
  409: 'Stale version (with the current version)',
  413: 'Body too large',
  422: "An illegal move, with the rule's code",
  429: 'Too many requests',
};

const GameParam = z.object({ id: z.string().openapi({ example: 'wine-cellar' }) });
const MatchParam = z.object({ id: z.string() });
const Json = z.unknown().openapi({ type: 'object', description: "a game's JSON value (state, move, view)" });
const json = <T extends z.ZodType>(schema: T) => ({
  content: { 'application/json': { schema } },
  required: true,
});
const ok = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** A 400 `invalid-request` naming the first three problems zod found. */
function invalidRequest(issues: readonly { path: readonly PropertyKey[]; message: string }[]): ApiError {
  const reason = issues
    .slice(0, 3)
    .map((i) => `${i.path.map(String).join('.') || 'body'}: ${i.message}`)
    .join('; ');
  return new ApiError(400, 'invalid-request', {
    en: `Invalid request: ${reason}`,
    nl: `Ongeldig verzoek: ${reason}`,
  });
}

/** JSON media types, as Hono's validator reads them (`application/json`, `application/problem+json`, …). */
const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;

/**
 * The JSON body of a request checked by `schema`, answering as OpenAPIHono's validators do: 415 for another
 * media type (or a body without one), 400 `invalid-json` for a body that is no JSON, 400 `invalid-request` for
 * one the schema refuses.
 */
async function checkedJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const type = c.req.header('content-type');
  let value: unknown = {};
  if (type === undefined) {
    if (Number(c.req.header('content-length') ?? 0) > 0 || c.req.header('transfer-encoding') !== undefined)
      throw new HTTPException(415, { message: 'Unsupported Media Type' });
  } else if (!JSON_TYPE.test(type.split(';')[0]!.trim())) {
    throw new HTTPException(415, { message: 'Unsupported Media Type' });
  } else {
    try {
      value = await c.req.json();
    } catch {
      throw new HTTPException(400, { message: 'Malformed JSON in request body' });
    }
  }
  const result = schema.safeParse(value);
  if (!result.success) throw invalidRequest(result.error.issues);
  return result.data;
}

/** What a route's JSON body schema gives. */
type JsonBody<R> = R extends { request: { body: { content: { 'application/json': { schema: infer S } } } } }
  ? S extends z.ZodType
    ? z.output<S>
    : never
  : never;

/** The game of a path, or 404. */
function gameFor(id: string): AnyGame {
  return gameOf(games, id);
}

/**
 * The app. Serve it with `@hono/node-server` (see `main.ts`) or any runtime that speaks `fetch`.
 *
 * @example
 * ```ts
 * const app = createApp({ store: sqliteStore(':memory:'), makeBot, levels: LEVELS });
 * const res = await app.request('/v1/games');
 * ```
 */
export function createApp(options: AppOptions): { app: OpenAPIHono; hosted: HostedMatches } {
  const hosted = new HostedMatches({
    store: options.store,
    clock: options.clock,
    makeBot: options.makeBot,
    newId: options.newMatchId,
  });
  const maxBotMs = options.maxBotMs ?? 1000;
  const app = new OpenAPIHono({
    defaultHook: (result) => {
      if (!result.success) throw invalidRequest(result.error.issues);
    },
  });

  app.onError((e, c) => errorResponse(c, e));
  app.notFound((c) => errorResponse(c, notFound('route')));
  app.use('*', cors());
  app.use(
    '/v1/*',
    limits({
      limit: options.rateLimit ?? 6000,
      windowMs: 60_000,
      key: options.clientKey ?? ((c) => c.req.header('x-forwarded-for')?.split(',')[0]?.trim() ?? 'direct'),
      maxBody: options.maxBody ?? 256 * 1024,
      tooLarge: (c) => errorResponse(c, Object.assign(new Error('too large'), { status: 413 })),
    }),
  );

  // ---- the catalogue
  for (const [id, game] of Object.entries(games)) {
    const name = id.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());
    app.openAPIRegistry.registerComponent(
      'schemas',
      `${name}Move`,
      toJsonSchema(game.schemas.move, { errorMode: 'ignore', target: 'openapi-3.0' }) as never,
    );
    app.openAPIRegistry.registerComponent(
      'schemas',
      `${name}Options`,
      toJsonSchema(game.schemas.options, { errorMode: 'ignore', target: 'openapi-3.0' }) as never,
    );
  }

  const GameInfo = z
    .object({
      id: z.string(),
      title: z.object({ en: z.string(), nl: z.string() }),
      players: z.object({ min: z.number(), max: z.number() }),
      realtime: z.boolean(),
      hidesInformation: z.boolean(),
      rulesVersion: z.number(),
      options: z.record(z.string(), z.unknown()).openapi({ description: 'the options with their defaults' }),
      bots: z.array(z.string()),
    })
    .openapi('Game');
  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/games',
      summary: 'The catalogue: every game with its titles, players, options and bot levels',
      responses: { 200: ok(z.object({ games: z.array(GameInfo) }), 'The games') },
    }),
    () =>
      reply({
        games: Object.values(games).map((g: AnyGame) => ({
          id: g.id,
          title: { en: g.title.en, nl: g.title.nl },
          players: { min: g.players.min, max: g.players.max },
          realtime: g.realtime === true,
          hidesInformation: g.hidesInformation,
          rulesVersion: g.rulesVersion,
          options: g.defaults as Record<string, unknown>,
          bots: [...options.levels],
        })),
      }),
  );

  // The stateless game routes are a client's hot path (`/validate` on every move). Each is documented from its
  // route as any other, and its body checked by the route's own zod schema, but in one step in the handler
  // instead of OpenAPIHono's three validator middlewares (params, media type, body): the same answers for a
  // sixth less CPU a request.
  const lean = <R extends ReturnType<typeof createRoute>>(
    route: R,
    handler: (c: Context, game: AnyGame, body: JsonBody<R>) => Response,
  ) => {
    app.openAPIRegistry.registerPath(route);
    const schema = (route.request!.body!.content['application/json'] as { schema: z.ZodType }).schema;
    app.post(route.path.replace('{id}', ':id'), async (c) => {
      const body = (await checkedJson(c, schema)) as JsonBody<R>;
      return handler(c, gameFor(c.req.param('id') ?? ''), body);
    });
  };

  // ---- stateless: the client holds the state
  const Setup = z.object({
    players: z.number().int().min(1).max(6),
    seed: z.string().max(200).optional(),
    options: z.record(z.string(), z.unknown()).optional(),
  });
  lean(
    createRoute({
      method: 'post',
      path: '/v1/games/{id}/setup',
      summary: 'A new state (the client keeps it; it holds every hidden card)',
      request: { params: GameParam, body: json(Setup) },
      responses: {
        200: ok(z.object({ state: Json, active: z.array(z.number()) }), 'The state'),
        ...errors(400, 404),
      },
    }),
    (_c, game, body) => {
      const state = game.setup({
        players: body.players,
        seed: body.seed ?? Math.random().toString(36).slice(2),
        options: game.parseOptions(body.options ?? {}),
      });
      return reply({ state, active: game.active(state) }, 200);
    },
  );

  const SeatState = z.object({ state: Json, seat: z.number().int().min(0).max(5) });
  const seatOf = (game: AnyGame, state: unknown, seat: number) => {
    onClientState(() => game.active(state), 'array');
    const seats = onClientState(() => game.seats(state));
    if (seat >= seats) {
      throw new RuleError('invalid-seat', {
        en: `There is no seat ${seat} at this table.`,
        nl: `Er is geen plaats ${seat} aan deze tafel.`,
      });
    }
    return seat;
  };
  lean(
    createRoute({
      method: 'post',
      path: '/v1/games/{id}/validate',
      summary:
        "Plays a move on a client's state: the new state, the seat's view and the outcome, or the rule error",
      request: { params: GameParam, body: json(SeatState.extend({ move: Json })) },
      responses: {
        200: ok(
          z.object({ state: Json, view: Json, outcome: Json, description: z.string() }),
          'The move is legal',
        ),
        ...errors(400, 404, 422),
      },
    }),
    (c, game, { state, seat, move }) => {
      seatOf(game, state, seat);
      const parsed = game.parseMove(move);
      const next = onClientState(() => game.play(state, seat, parsed), 'object');
      return reply(
        {
          state: next,
          view: game.view(next, seat),
          outcome: game.outcome(next),
          description: asciiText(game.describeMove(parsed, langOf(c))),
        },
        200,
      );
    },
  );
  lean(
    createRoute({
      method: 'post',
      path: '/v1/games/{id}/legal-moves',
      summary: "A seat's legal moves in a client's state",
      request: { params: GameParam, body: json(SeatState) },
      responses: { 200: ok(z.object({ moves: z.array(Json) }), 'The legal moves'), ...errors(400, 404) },
    }),
    (_c, game, { state, seat }) => {
      seatOf(game, state, seat);
      return reply({ moves: onClientState(() => game.legalMoves(state, seat), 'array') }, 200);
    },
  );
  lean(
    createRoute({
      method: 'post',
      path: '/v1/games/{id}/view',
      summary: "What a seat (or, with seat null, a spectator) sees of a client's state",
      request: {
        params: GameParam,
        body: json(z.object({ state: Json, seat: z.number().int().min(0).max(5).nullable() })),
      },
      responses: { 200: ok(z.object({ view: Json, phase: z.string() }), 'The view'), ...errors(400, 404) },
    }),
    (c, game, { state, seat }) => {
      if (seat !== null) seatOf(game, state, seat);
      onClientState(() => game.active(state), 'array');
      const view = onClientState(() => game.view(state, seat), 'object');
      return reply({ view, phase: asciiText(game.describePhase(view, langOf(c))) }, 200);
    },
  );
  lean(
    createRoute({
      method: 'post',
      path: '/v1/games/{id}/bot-move',
      summary: "A bot's move for a seat of a client's state (it reads only that seat's view)",
      request: {
        params: GameParam,
        body: json(
          SeatState.extend({
            bot: z
              .string()
              .default('strong')
              .openapi({ description: 'a level (easy, normal, strong) or a bot name' }),
            ms: z
              .number()
              .int()
              .min(1)
              .optional()
              .openapi({
                description:
                  options.botBudget === 'iterations'
                    ? "ignored here: bots think by their level's iteration budget"
                    : `thinking time, capped at ${maxBotMs} ms (without it: the level's own iteration budget, the same move for the same seed)`,
              }),
            seed: z.string().max(200).optional(),
          }),
        ),
      },
      responses: {
        200: ok(z.object({ move: Json, description: z.string() }), "The bot's move"),
        ...errors(400, 404, 422),
      },
    }),
    (c, game, { state, seat, bot: name, ms, seed }) => {
      seatOf(game, state, seat);
      const legal = onClientState(() => game.legalMoves(state, seat), 'array');
      if (legal.length === 0) {
        throw new RuleError('not-your-turn', { en: 'It is not your turn.', nl: 'Je bent niet aan zet.' });
      }
      const bot = options.makeBot(
        game.id as GameId,
        name,
        // Without `ms` the level's own iteration budget: the same move for the same seed.
        options.botBudget === 'iterations' || ms === undefined ? {} : { ms: Math.min(ms, maxBotMs) },
      );
      // The bot sees the seat's view only: it chooses on a state rebuilt from that view.
      const seen = game.hidesInformation
        ? game.fromView(game.view(state, seat), Rng.fromSeed(`view:${seed ?? ''}`))
        : state;
      const move = onClientState(() =>
        bot.choose({ game, state: seen, seat, legal, rng: Rng.fromSeed(seed ?? Math.random().toString(36)) }),
      );
      return reply({ move, description: asciiText(game.describeMove(move, langOf(c))) }, 200);
    },
  );

  // ---- hosted matches
  const SeatReq = z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('human') }),
    z.object({ kind: z.literal('open') }),
    z.object({ kind: z.literal('bot'), level: z.string().max(40).optional() }),
  ]);
  const MatchView = z
    .object({
      id: z.string(),
      game: z.string(),
      version: z.number(),
      seats: z.array(z.object({ kind: z.enum(['human', 'open', 'bot']), level: z.string().optional() })),
      seat: z.number().nullable(),
      view: Json,
      legal: z.array(Json),
      outcome: Json,
    })
    .openapi('MatchView');
  const Auth = z.object({ authorization: z.string().optional().openapi({ example: 'Bearer <token>' }) });

  app.openapi(
    createRoute({
      method: 'post',
      path: '/v1/matches',
      summary: 'Hosts a match: a token per human seat (shown once), bots by level, open seats to join',
      request: {
        body: json(
          z.object({
            game: z.string(),
            seats: z.array(SeatReq).min(1).max(6),
            seed: z.string().max(200).optional(),
            options: z.record(z.string(), z.unknown()).optional(),
          }),
        ),
      },
      responses: {
        201: ok(
          z.object({
            id: z.string(),
            seats: z.array(z.object({ seat: z.number(), token: z.string().optional() })),
          }),
          'The match',
        ),
        ...errors(400, 404),
      },
    }),
    async (c) => reply(await hosted.create(c.req.valid('json')), 201),
  );
  app.openapi(
    createRoute({
      method: 'post',
      path: '/v1/matches/{id}/seats/{seat}/join',
      summary: "Takes an open seat and returns its token (a lobby's seat link)",
      request: { params: z.object({ id: z.string(), seat: z.coerce.number().int().min(0).max(5) }) },
      responses: {
        200: ok(z.object({ seat: z.number(), token: z.string() }), 'The seat is yours'),
        ...errors(400, 403, 404, 409),
      },
    }),
    async (c) => {
      const { id, seat } = c.req.valid('param');
      return reply(await hosted.join(id, seat), 200);
    },
  );
  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/matches/{id}',
      summary: "The caller's seat view (a spectator's without a token), its legal moves and the outcome",
      request: { params: MatchParam, headers: Auth },
      responses: { 200: ok(MatchView, 'The match as the caller sees it'), ...errors(401, 404) },
    }),
    async (c) => reply(await hosted.read(c.req.valid('param').id, c.req.header('authorization')), 200),
  );
  app.openapi(
    createRoute({
      method: 'post',
      path: '/v1/matches/{id}/moves',
      summary: "Plays a move of the caller's seat on the version he saw (real-time games: in arrival order)",
      request: {
        params: MatchParam,
        headers: Auth,
        body: json(z.object({ move: Json, version: z.number().int().min(0) })),
      },
      responses: { 200: ok(MatchView, 'The move was played'), ...errors(400, 401, 404, 409, 422) },
    }),
    async (c) => {
      const { move, version } = c.req.valid('json');
      return reply(
        await hosted.move(c.req.valid('param').id, c.req.header('authorization'), move, version),
        200,
      );
    },
  );
  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/matches/{id}/record',
      summary: 'The match record, once the match is over',
      request: { params: MatchParam },
      responses: { 200: ok(Json, 'The record'), ...errors(403, 404) },
    }),
    async (c) => reply((await hosted.record(c.req.valid('param').id)) as never, 200),
  );
  // Server-sent events: the seat's view after every change (not in the OpenAPI document: it is a stream).
  app.get('/v1/matches/:id/events', async (c) => {
    const id = c.req.param('id');
    const views: string[] = [];
    let wake: (() => void) | null = null;
    const unsubscribe = await hosted.subscribe(id, c.req.header('authorization'), (view) => {
      views.push(JSON.stringify(view));
      wake?.();
    });
    return streamSSE(c, async (stream) => {
      stream.onAbort(unsubscribe);
      while (!stream.aborted) {
        while (views.length > 0) await stream.writeSSE({ event: 'view', data: views.shift()! });
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 15_000);
        });
        wake = null;
        if (views.length === 0) await stream.writeSSE({ event: 'ping', data: '' });
      }
      unsubscribe();
    });
  });

  app.doc31('/v1/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Tafel API',
      version: '1',
      description:
        'Move validation and hosted matches for Wiezen, Die Weinhändler, Wine Cellar and the six games of Das Spiel. Errors: `{ error: { code, message } }`, message in the `Accept-Language`.',
    },
  });
  app.get('/v1/docs', swaggerUI({ url: '/v1/openapi.json' }));
  return { app, hosted };
}
