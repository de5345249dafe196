/**
 * `HostRoom`, the Durable Object of one client's all-bot matches on Workers: every hosted match is an object of
 * its own, so no single store can count how many all-bot matches a client has going. The Worker sends each
 * `POST /v1/matches` whose seats are all bots to the client's `HostRoom` (named by the client's address); it
 * keeps the ids of that client's matches, forgets those that ended or are gone (it asks their objects), refuses
 * one more than the cap with 429 `too-many-matches`, and otherwise creates the match in a new `MatchRoom`.
 *
 * @module
 */
import { newMatchId } from '../auth/index.js';
import { apiError, langOfHeader } from '../errors/index.js';
import { MATCH_ID_HEADER } from './match-room.js';
import type { DurableObjectState, Env } from './platform.js';

/** The Durable Object of one client's all-bot matches (`wrangler.toml` binds it as `HOSTS`). */
export class HostRoom {
  readonly #state: DurableObjectState;
  readonly #env: Env;

  constructor(state: DurableObjectState, env: Env) {
    this.#state = state;
    this.#env = env;
    state.storage.sql.exec('CREATE TABLE IF NOT EXISTS matches (id TEXT PRIMARY KEY)');
  }

  /** The ids kept, less those whose match is over or gone. */
  async #running(): Promise<string[]> {
    const ids = this.#state.storage.sql
      .exec('SELECT id FROM matches')
      .toArray()
      .map((r) => r.id as string);
    const still: string[] = [];
    for (const id of ids) {
      const res = await this.#room(id).fetch(
        new Request(`https://tafel.internal/v1/matches/${id}`, { headers: { [MATCH_ID_HEADER]: id } }),
      );
      const over =
        res.status === 404 || (res.ok && ((await res.json()) as { outcome: unknown }).outcome !== null);
      if (over) this.#state.storage.sql.exec('DELETE FROM matches WHERE id = ?', id);
      else still.push(id);
    }
    return still;
  }

  #room(id: string) {
    return this.#env.MATCHES.get(this.#env.MATCHES.idFromName(id));
  }

  /** Creates the all-bot match `request` asks for, unless the client has as many going as it may. */
  async fetch(request: Request): Promise<Response> {
    const cap = Number(this.#env.TAFEL_ALL_BOT_MATCHES ?? 2);
    if ((await this.#running()).length >= cap) {
      const e = apiError('too-many-matches', { cap }, {}, { 'retry-after': '60' });
      const lang = langOfHeader(request.headers.get('accept-language') ?? undefined);
      return Response.json(
        { error: { code: e.code, message: e.messages[lang] } },
        { status: e.status, headers: { ...e.headers, 'access-control-allow-origin': '*' } },
      );
    }
    const id = newMatchId();
    const forwarded = new Request(request);
    forwarded.headers.set(MATCH_ID_HEADER, id);
    const res = await this.#room(id).fetch(forwarded);
    if (res.status === 201) this.#state.storage.sql.exec('INSERT INTO matches (id) VALUES (?)', id);
    return res;
  }
}
