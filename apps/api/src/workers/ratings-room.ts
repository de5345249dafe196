/**
 * `RatingsRoom`, the Durable Object of people and ratings on Workers: every match is an object of its own, so
 * the people (claimed names, their keys' hashes) and every game's ratings live in one object of their own
 * (named `ratings`), in its SQLite storage through the same {@link sqlRatings} as the Node file.
 *
 * Everyone else reaches it through {@link remoteRatings}: a `RatingsStore` whose every call is one request to
 * this object (`POST /store` with the method and its arguments). The Worker's own app (the people and ratings
 * routes) and each match's object (a seat taken with a key, a finished match rated) use it alike, so the rules
 * of claiming and rating run in one place, {@link Ratings}, on either runtime.
 *
 * @module
 */
import type { RatingsStore } from '../ratings/store.js';
import { sqlRatings } from '../ratings/store.js';
import type { DurableObjectState, Env } from './platform.js';
import { durableSql } from './store.js';

/** The name of the one ratings object. */
export const RATINGS = 'ratings';

type Method = keyof RatingsStore;
const METHODS: readonly Method[] = [
  'addPerson',
  'personByKey',
  'addKey',
  'putCode',
  'takeCode',
  'ratings',
  'ratingsOf',
  'rate',
  'leaderboard',
];

/** The Durable Object of people and ratings (`wrangler.toml` binds it as `RATINGS`). */
export class RatingsRoom {
  readonly #store: RatingsStore;

  constructor(state: DurableObjectState) {
    this.#store = sqlRatings(durableSql(state.storage));
  }

  async fetch(request: Request): Promise<Response> {
    if (new URL(request.url).pathname !== '/store' || request.method !== 'POST')
      return new Response(null, { status: 404 });
    const { method, args } = (await request.json()) as { method: Method; args: unknown[] };
    if (!METHODS.includes(method)) return new Response(null, { status: 400 });
    const result = await (this.#store[method] as (...a: unknown[]) => Promise<unknown>)(...args);
    // A Map does not survive JSON: its entries travel instead.
    return Response.json({ result: result instanceof Map ? { entries: [...result] } : (result ?? null) });
  }
}

/**
 * The ratings store of the one {@link RatingsRoom}, for anyone on the Worker.
 *
 * @example
 * ```ts
 * createApp({ store, ratings: remoteRatings(env) });
 * ```
 */
export function remoteRatings(env: Pick<Env, 'RATINGS'>): RatingsStore {
  const room = () => env.RATINGS.get(env.RATINGS.idFromName(RATINGS));
  const call = async (method: Method, ...args: unknown[]): Promise<unknown> => {
    const res = await room().fetch(
      new Request('https://tafel.internal/store', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ method, args }),
      }),
    );
    if (!res.ok) throw new Error(`the ratings object answered ${res.status}`);
    return ((await res.json()) as { result: unknown }).result;
  };
  const typed =
    <M extends Method>(method: M) =>
    (...args: Parameters<RatingsStore[M]>) =>
      call(method, ...args) as ReturnType<RatingsStore[M]>;
  return {
    addPerson: typed('addPerson'),
    personByKey: typed('personByKey'),
    addKey: typed('addKey'),
    putCode: typed('putCode'),
    takeCode: typed('takeCode'),
    async ratings(game, people) {
      const { entries } = (await call('ratings', game, people)) as { entries: [string, never][] };
      return new Map(entries);
    },
    ratingsOf: typed('ratingsOf'),
    rate: typed('rate'),
    leaderboard: typed('leaderboard'),
  };
}
