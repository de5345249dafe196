/**
 * `@tafel/api/worker` — the Cloudflare Workers runtime: the same app as on Node, spread over the platform. The stateless endpoints
 * (the catalogue, setup, validate, legal moves, views, bot moves, the OpenAPI document) answer on the Worker
 * itself, wherever the request lands; each hosted match lives in a Durable Object of its own ({@link MatchRoom}),
 * named by the match id, which keeps it in SQLite and moves its bots by alarm. `POST /v1/matches` chooses the
 * id here and creates the match in its object.
 *
 * Deploy with `wrangler deploy` (see `wrangler.toml` and the README); try it locally with
 * `wrangler dev --local`.
 *
 * @module
 */
import { installWasmKernelsSync } from '@tafel/pyramid-wasm';
import pyramid from '@tafel/pyramid-wasm/pyramid.wasm';
import { createApp } from './app.js';
import { newMatchId } from './auth/index.js';
import type { MatchStore } from './store/index.js';
import { LOBBY } from './workers/lobby-room.js';
import { MATCH_ID_HEADER } from './workers/match-room.js';
import type { Env } from './workers/platform.js';
import { remoteRatings } from './workers/ratings-room.js';

// Wrangler compiles the imported `.wasm` into a module: the dice games run on the WebAssembly kernels here too.
installWasmKernelsSync(pyramid);

export { HostRoom } from './workers/host-room.js';
export { LobbyRoom } from './workers/lobby-room.js';
export { MatchRoom } from './workers/match-room.js';
export { RatingsRoom } from './workers/ratings-room.js';

/** Match ids as `newMatchId` makes them: anything else names no match (and makes no object). */
const MATCH_ID = /^[A-Za-z0-9_-]{16}$/;

/** The Worker holds no match: a well-formed match id goes to its object, so this store only ever says "none". */
const noStore: MatchStore = {
  create: () => Promise.reject(new Error('matches live in their Durable Objects')),
  get: async () => null,
  moves: async () => [],
  append: async () => false,
  setSeats: async () => false,
  remove: async () => false,
  setTable: async () => false,
  tables: async () => [],
  unfinished: async () => [],
  allBotMatches: async () => 0,
  expired: async () => ({ ids: [], next: null }),
  say: async () => null,
  chat: async () => [],
  close() {},
};

let stateless: ReturnType<typeof createApp>['app'] | null = null;

/** Sends a request to the object of match `id`, telling it its id. */
function toRoom(env: Env, id: string, request: Request): Promise<Response> {
  const forwarded = new Request(request);
  forwarded.headers.set(MATCH_ID_HEADER, id);
  return env.MATCHES.get(env.MATCHES.idFromName(id)).fetch(forwarded);
}

/**
 * Creates a match: in a new object of its own; an all-bot match through its client's {@link HostRoom}, which
 * keeps the cap on them.
 */
async function create(env: Env, request: Request): Promise<Response> {
  const body = (await request
    .clone()
    .json()
    .catch(() => null)) as { seats?: unknown } | null;
  const seats = body?.seats;
  const allBots =
    Array.isArray(seats) && seats.length > 0 && seats.every((s) => (s as { kind?: unknown })?.kind === 'bot');
  if (!allBots) return toRoom(env, newMatchId(), request);
  const client = request.headers.get('cf-connecting-ip') ?? 'direct';
  return env.HOSTS.get(env.HOSTS.idFromName(client)).fetch(request);
}

export default {
  fetch(request: Request, env: Env): Response | Promise<Response> {
    stateless ??= createApp({
      store: noStore,
      // The people and ratings routes answer here, on the one ratings object's store.
      ratings: remoteRatings(env),
      rateLimit: Number(env.TAFEL_RATE_LIMIT ?? 6000),
      // Deployed Workers stop the clock while code runs: a time budget would never run out.
      botBudget: 'iterations',
      clientKey: (c) => c.req.header('cf-connecting-ip') ?? 'direct',
    }).app;
    const path = new URL(request.url).pathname;
    if (path === '/v1/matches' && request.method === 'POST') return create(env, request);
    if (path === '/v1/tables' && request.method === 'GET')
      return env.LOBBY.get(env.LOBBY.idFromName(LOBBY)).fetch(request);
    const match = /^\/v1\/matches\/([^/]+)(\/.*)?$/.exec(path);
    // A well-formed id goes to its match's object; any other names no match, and the Worker's own app (whose
    // store holds none) answers 404 without making an object for it.
    if (match && MATCH_ID.test(match[1]!)) return toRoom(env, match[1]!, request);
    return stateless.fetch(request);
  },
};
