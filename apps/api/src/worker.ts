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
import { errorJson } from './errors/index.js';
import { rateCounter, rateLimited } from './limits/index.js';
import type { MatchStore } from './store/index.js';
import { HOST_KIND_HEADER } from './workers/host-room.js';
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
  redeal: async () => false,
  setUnattended: async () => false,
  remove: async () => false,
  setTable: async () => false,
  tables: async () => [],
  unfinished: async () => [],
  allBotMatches: async () => 0,
  waitingTables: async () => 0,
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
 * Creates a match: in a new object of its own; an all-bot match, or a table with an open seat, through its
 * client's {@link HostRoom}, which keeps the caps on them.
 */
async function create(env: Env, request: Request, client: string): Promise<Response> {
  const body = (await request
    .clone()
    .json()
    .catch(() => null)) as { seats?: unknown } | null;
  const seats = Array.isArray(body?.seats) ? (body.seats as Array<{ kind?: unknown } | null>) : [];
  const allBots = seats.length > 0 && seats.every((s) => s?.kind === 'bot');
  const waiting = seats.some((s) => s?.kind === 'open');
  if (!allBots && !waiting) return toRoom(env, newMatchId(), request);
  const forwarded = new Request(request);
  forwarded.headers.set(HOST_KIND_HEADER, allBots ? 'bots' : 'waiting');
  return env.HOSTS.get(env.HOSTS.idFromName(client)).fetch(forwarded);
}

/** Match ids this isolate has seen exist (a match's id is never reused), so most requests ask no directory. */
const existing = new Set<string>();

/** Whether match `id` exists: the lobby's directory of matches says (see `LobbyRoom`). */
async function exists(env: Env, id: string): Promise<boolean> {
  if (existing.has(id)) return true;
  const res = await env.LOBBY.get(env.LOBBY.idFromName(LOBBY)).fetch(
    new Request(`https://tafel.internal/known/${id}`),
  );
  if (res.status !== 204) return false;
  if (existing.size > 100_000) existing.clear();
  existing.add(id);
  return true;
}

/** Requests per client a minute, counted here for what the Worker forwards without its own app. */
let rate: ((key: string) => number | null) | null = null;

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
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
    const client = request.headers.get('cf-connecting-ip') ?? 'direct';
    const match = /^\/v1\/matches\/([^/]+)(\/.*)?$/.exec(path);
    const creates = path === '/v1/matches' && request.method === 'POST';
    const lists = (path === '/v1/tables' || path === '/v1/tables/events') && request.method === 'GET';
    // What goes on to an object is counted here too: the Worker's own app never sees it.
    if (creates || lists || (match && MATCH_ID.test(match[1]!) && request.method !== 'OPTIONS')) {
      rate ??= rateCounter({ limit: Number(env.TAFEL_RATE_LIMIT ?? 6000), windowMs: 60_000 });
      const retry = rate(client);
      if (retry !== null) return errorJson(rateLimited(retry), request);
    }
    if (creates) return create(env, request, client);
    // A preflight needs no match: answered here, it makes no object.
    if (request.method === 'OPTIONS') return stateless.fetch(request);
    if (lists) return env.LOBBY.get(env.LOBBY.idFromName(LOBBY)).fetch(request);
    // A well-formed id of a match the lobby's directory knows goes to its match's object; any other names no
    // match, and the Worker's own app (whose store holds none) answers 404 without making an object for it.
    if (match && MATCH_ID.test(match[1]!) && (await exists(env, match[1]!)))
      return toRoom(env, match[1]!, request);
    return stateless.fetch(request);
  },
};
