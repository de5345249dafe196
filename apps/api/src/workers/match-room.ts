/**
 * `MatchRoom`, the Durable Object of one hosted match: the same app as on Node (`createApp`), on the object's own
 * SQLite storage ({@link durableStore}) and its alarm ({@link AlarmClock}) for bot moves and reaction times. The
 * Worker routes every `/v1/matches/{id}…` request here, to the object named by the match id, and passes that id
 * in {@link MATCH_ID_HEADER} (for `POST /v1/matches`, the id it chose for the new match).
 *
 * When the object starts (first request, an alarm, or after it was evicted) it plans every due bot move again
 * from the stored match, so a match continues wherever it was.
 *
 * @module
 */
import { createApp } from '../app.js';
import { ApiError } from '../errors/index.js';
import type { HostedMatches, Seated } from '../matches/hosted.js';
import type { StoredMatch } from '../store/index.js';
import { AlarmClock } from './alarm-clock.js';
import { LOBBY } from './lobby-room.js';
import type { DurableObjectState, Env } from './platform.js';
import { remoteRatings } from './ratings-room.js';
import { durableStore } from './store.js';

/** The header by which the Worker tells a match's object its id. */
export const MATCH_ID_HEADER = 'x-tafel-match-id';

/** A request to another match's object, on one of its internal paths. */
function roomOf(env: Env, id: string, path: string, body: unknown): Promise<Response> {
  return env.MATCHES.get(env.MATCHES.idFromName(id)).fetch(
    new Request(`https://tafel.internal${path}`, {
      method: 'POST',
      headers: { [MATCH_ID_HEADER]: id, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
}

/** The Durable Object of one match (`wrangler.toml` binds it as `MATCHES`). */
export class MatchRoom {
  readonly #app: { fetch(request: Request): Response | Promise<Response> };
  readonly #hosted: HostedMatches;
  readonly #clock: AlarmClock;
  #matchId: string | null = null;

  constructor(state: DurableObjectState, env: Env) {
    this.#clock = new AlarmClock(state.storage);
    const { app, hosted } = createApp({
      store: durableStore(state.storage),
      // People and their ratings live in one object of their own: a seat's key is looked up there, and a
      // finished match rated there.
      ratings: remoteRatings(env),
      clock: this.#clock,
      rateLimit: Number(env.TAFEL_RATE_LIMIT ?? 6000),
      clientKey: (c) => c.req.header('cf-connecting-ip') ?? 'direct',
      // The lobby lives in an object of its own: tell it how this table looks now.
      onListing: (id, listing) => {
        const lobby = env.LOBBY.get(env.LOBBY.idFromName(LOBBY));
        const url = `https://tafel.internal/listing/${id}`;
        void lobby
          .fetch(
            listing
              ? new Request(url, { method: 'PUT', body: JSON.stringify(listing) })
              : new Request(url, { method: 'DELETE' }),
          )
          .catch((e) => console.error('tafel: the lobby did not hear of a table', e));
      },
      newMatchId: () => {
        if (this.#matchId === null) throw new Error('a match room needs its id');
        return this.#matchId;
      },
      // "Play again": the next match is an object of its own, made and seated through it.
      elsewhere: {
        create: async (match) => {
          const res = await roomOf(env, match.id, '/internal/create', match);
          if (!res.ok) throw new Error(`the next match could not be made (${res.status})`);
        },
        claim: async (id, hash) => {
          const res = await roomOf(env, id, '/internal/claim', { hash });
          const body = (await res.json()) as
            | Seated
            | { error: { code: string; messages: { en: string; nl: string } } };
          if ('error' in body) throw new ApiError(res.status as 403, body.error.code, body.error.messages);
          return body;
        },
      },
    });
    this.#app = app;
    this.#hosted = hosted;
    void state.blockConcurrencyWhile(() => this.#hosted.wakeAll());
  }

  async fetch(request: Request): Promise<Response> {
    this.#matchId ??= request.headers.get(MATCH_ID_HEADER);
    const { pathname } = new URL(request.url);
    // From the object of the match before ("play again"); the Worker never forwards these paths.
    if (pathname === '/internal/create') {
      await this.#hosted.insert((await request.json()) as StoredMatch);
      return new Response(null, { status: 204 });
    }
    if (pathname === '/internal/claim') {
      const { hash } = (await request.json()) as { hash: string };
      try {
        return Response.json(await this.#hosted.claim(this.#matchId!, hash));
      } catch (e) {
        if (!(e instanceof ApiError)) throw e;
        return Response.json({ error: { code: e.code, messages: e.messages } }, { status: e.status });
      }
    }
    return this.#app.fetch(request);
  }

  alarm(): void {
    this.#clock.fire();
  }
}
