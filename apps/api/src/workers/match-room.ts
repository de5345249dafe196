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
import { ApiError, apiError, errorJson, notFound } from '../errors/index.js';
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

/** Tells the lobby's directory that match `id` exists (see `LobbyRoom`): the Worker forwards requests for it. */
async function known(env: Env, id: string): Promise<void> {
  await env.LOBBY.get(env.LOBBY.idFromName(LOBBY)).fetch(
    new Request(`https://tafel.internal/known/${id}`, { method: 'PUT' }),
  );
}

/** Whether a match was ever made in this object (its tables exist): reading says so without writing. */
function made(state: DurableObjectState): boolean {
  return (
    state.storage.sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'matches'").toArray()
      .length > 0
  );
}

/**
 * The Durable Object of one match (`wrangler.toml` binds it as `MATCHES`). An object asked about a match that
 * was never made in it (any well-formed id) answers 404 and writes nothing, so it leaves nothing on disk; the
 * app and its store are made with the first match.
 */
export class MatchRoom {
  readonly #state: DurableObjectState;
  readonly #env: Env;
  readonly #clock: AlarmClock;
  #opened: { app: { fetch(request: Request): Response | Promise<Response> }; hosted: HostedMatches } | null =
    null;
  #matchId: string | null = null;

  constructor(state: DurableObjectState, env: Env) {
    this.#state = state;
    this.#env = env;
    this.#clock = new AlarmClock(state.storage);
    if (made(state)) {
      this.#open();
      // A match made before the directory: it is known from its first waking on.
      void state.blockConcurrencyWhile(async () => {
        const id = (
          state.storage.sql.exec('SELECT id FROM matches LIMIT 1').toArray()[0] as { id?: string } | undefined
        )?.id;
        if (id) await known(env, id);
      });
    }
  }

  /** Makes the app over this object's store, and wakes its match. */
  #open(): { app: { fetch(request: Request): Response | Promise<Response> }; hosted: HostedMatches } {
    if (this.#opened) return this.#opened;
    const env = this.#env;
    const { app, hosted } = createApp({
      store: durableStore(this.#state.storage),
      // People and their ratings live in one object of their own: a seat's key is looked up there, and a
      // finished match rated there.
      ratings: remoteRatings(env),
      clock: this.#clock,
      rateLimit: Number(env.TAFEL_RATE_LIMIT ?? 6000),
      streams: {
        perClient: Number(env.TAFEL_STREAMS_PER_CLIENT ?? 20),
        perMatch: Number(env.TAFEL_STREAMS_PER_MATCH ?? 200),
      },
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
    this.#opened = { app, hosted };
    void this.#state.blockConcurrencyWhile(() => hosted.wakeAll());
    return this.#opened;
  }

  async fetch(request: Request): Promise<Response> {
    this.#matchId ??= request.headers.get(MATCH_ID_HEADER);
    const { pathname } = new URL(request.url);
    const creates =
      pathname === '/internal/create' || (pathname === '/v1/matches' && request.method === 'POST');
    if (!this.#opened && !creates) {
      if (pathname === '/internal/claim') {
        const e = apiError('seat-taken');
        return Response.json({ error: { code: e.code, messages: e.messages } }, { status: e.status });
      }
      return errorJson(notFound('match'), request);
    }
    const { app, hosted } = this.#open();
    // From the object of the match before ("play again"); the Worker never forwards these paths.
    if (pathname === '/internal/create') {
      await hosted.insert((await request.json()) as StoredMatch);
      await known(this.#env, this.#matchId!);
      return new Response(null, { status: 204 });
    }
    if (pathname === '/internal/claim') {
      const { hash } = (await request.json()) as { hash: string };
      try {
        return Response.json(await hosted.claim(this.#matchId!, hash));
      } catch (e) {
        if (!(e instanceof ApiError)) throw e;
        return Response.json({ error: { code: e.code, messages: e.messages } }, { status: e.status });
      }
    }
    const res = await app.fetch(request);
    if (creates && res.status === 201) await known(this.#env, this.#matchId!);
    return res;
  }

  alarm(): void {
    // An alarm is only ever set by a match made here.
    if (this.#opened) this.#clock.fire();
  }
}
