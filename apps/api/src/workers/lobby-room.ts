/**
 * `LobbyRoom`, the Durable Object of the lobby on Workers: every hosted match is an object of its own, so the
 * list of public tables waiting for players lives in one object of its own (named `lobby`), and so does the
 * directory of the matches that exist (`PUT /known/{id}` when one is made, `GET /known/{id}`: 204 or 404), which
 * the Worker asks before it sends a request to a match's object: an id no match has makes no object. A match's object
 * tells it whenever its listing changes (`PUT /listing/{id}`, `DELETE /listing/{id}` when it began, was deleted
 * or expired); the Worker sends it `GET /v1/tables` and `GET /v1/tables/events` (the lobby's server-sent events,
 * told here of every change of a listing), answered as the Node server answers them.
 *
 * @module
 */
import { gameOf, games } from '@tafel/core';
import { Hono } from 'hono';
import { z } from 'zod';
import { cors, reply } from '../cors/index.js';
import { errorResponse, language, notFound } from '../errors/index.js';
import { LobbyStreams } from '../lobby/index.js';
import { STREAM_LIMITS } from '../matches/audience.js';
import { TABLES_PAGE, type TableListing } from '../matches/hosted.js';
import { invalidRequest } from '../request/index.js';
import { LOBBY_STREAM_MS, lobbyRoutes } from '../routes/lobby.js';
import type { DurableObjectState, Env } from './platform.js';

/** The name of the one lobby object. */
export const LOBBY = 'lobby';

const Count = z.coerce.number().int().min(0);

/** The Durable Object of the lobby (`wrangler.toml` binds it as `LOBBY`). */
export class LobbyRoom {
  readonly #state: DurableObjectState;
  readonly #app: Hono;
  readonly #lobby: LobbyStreams;

  constructor(state: DurableObjectState, env: Partial<Env> = {}) {
    this.#state = state;
    // The lobby's streams, a client address as many as it may hold open at a match's object.
    this.#lobby = new LobbyStreams(Number(env.TAFEL_STREAMS_PER_CLIENT ?? STREAM_LIMITS.perClient));
    state.storage.sql.exec(
      'CREATE TABLE IF NOT EXISTS tables (id TEXT PRIMARY KEY, game TEXT NOT NULL, created INTEGER NOT NULL, listing TEXT NOT NULL)',
    );
    state.storage.sql.exec('CREATE TABLE IF NOT EXISTS known (id TEXT PRIMARY KEY)');
    this.#app = new Hono();
    this.#app.onError((e, c) => errorResponse(c, e));
    this.#app.notFound((c) => errorResponse(c, notFound('route')));
    this.#app.use('*', cors());
    this.#app.use('*', language());
    this.#app.get('/v1/tables', (c) => {
      const game = c.req.query('game');
      if (game !== undefined) gameOf(games, game);
      const raw = c.req.query('before');
      const before = raw === undefined ? undefined : Count.safeParse(raw);
      if (before && !before.success)
        throw invalidRequest(before.error.issues.map((i) => ({ ...i, path: ['before'] })));
      return reply(this.#page(game, before?.data));
    });
    this.#app.route(
      '/v1',
      lobbyRoutes({
        lobby: this.#lobby,
        tables: async (game) => this.#page(game, undefined),
        clientOf: (c) => c.req.header('cf-connecting-ip') ?? 'direct',
        // Here a client's going away may never reach the object (see `TAFEL_LOBBY_STREAM_SECONDS`).
        maxAgeMs: Number(env.TAFEL_LOBBY_STREAM_SECONDS ?? LOBBY_STREAM_MS / 1000) * 1000,
      }).routes,
    );
  }

  /** A page of the public tables (of `game`, or all), the newest first, made before `before`. */
  #page(game: string | undefined, before: number | undefined): { tables: TableListing[]; next?: number } {
    const rows = this.#state.storage.sql
      .exec(
        `SELECT listing FROM tables WHERE created < ? AND (? = '' OR game = ?) ORDER BY created DESC LIMIT ?`,
        before ?? Number.MAX_SAFE_INTEGER,
        game ?? '',
        game ?? '',
        TABLES_PAGE + 1,
      )
      .toArray()
      .map((r) => JSON.parse(r.listing as string) as TableListing);
    const tables = rows.slice(0, TABLES_PAGE);
    return {
      tables,
      ...(rows.length > TABLES_PAGE ? { next: tables[tables.length - 1]!.created } : {}),
    };
  }

  async fetch(request: Request): Promise<Response> {
    const { pathname } = new URL(request.url);
    const known = /^\/known\/([^/]+)$/.exec(pathname);
    if (known) {
      if (request.method === 'PUT')
        this.#state.storage.sql.exec('INSERT OR IGNORE INTO known (id) VALUES (?)', known[1]!);
      else if (
        this.#state.storage.sql.exec('SELECT 1 FROM known WHERE id = ?', known[1]!).toArray().length === 0
      )
        return new Response(null, { status: 404 });
      return new Response(null, { status: 204 });
    }
    const listing = /^\/listing\/([^/]+)$/.exec(pathname);
    if (listing) {
      const id = listing[1]!;
      if (request.method === 'DELETE') {
        const gone = this.#state.storage.sql
          .exec('DELETE FROM tables WHERE id = ? RETURNING id', id)
          .toArray();
        if (gone.length > 0) this.#lobby.tell(id, null);
      } else {
        const entry = (await request.json()) as TableListing;
        this.#state.storage.sql.exec(
          'INSERT OR REPLACE INTO tables (id, game, created, listing) VALUES (?, ?, ?, ?)',
          id,
          entry.game,
          entry.created,
          JSON.stringify(entry),
        );
        this.#lobby.tell(id, entry);
      }
      return new Response(null, { status: 204 });
    }
    return this.#app.fetch(request);
  }
}
