/**
 * `HostRoom`, the Durable Object of one client's tables on Workers: every hosted match is an object of its own,
 * so no single store can count how many all-bot matches, or tables waiting for players, a client has. The
 * Worker sends each `POST /v1/matches` whose seats are all bots, or that has an open seat, to the client's
 * `HostRoom` (named by the client's address); it keeps the ids of that client's matches of each kind, forgets
 * those that no longer count (it asks their objects: over or gone; for a waiting table, begun), refuses one more
 * than the cap (429 `too-many-matches`, `TAFEL_ALL_BOT_MATCHES`; 429 `too-many-tables`, `TAFEL_OPEN_TABLES`), and
 * otherwise creates the match in a new `MatchRoom`.
 *
 * @module
 */
import { newMatchId } from '../auth/index.js';
import { apiError, errorJson } from '../errors/index.js';
import { MATCH_ID_HEADER } from './match-room.js';
import type { DurableObjectState, Env } from './platform.js';

/** The header by which the Worker says which cap a new match counts towards. */
export const HOST_KIND_HEADER = 'x-tafel-host-kind';

/** The kinds of match a client's room counts: all-bot matches, and tables waiting for players. */
export type HostKind = 'bots' | 'waiting';

/** A match's view, as far as counting it goes. */
interface Seen {
  outcome: unknown;
  started: boolean;
}

/** Whether a match of `kind` still counts towards its cap. */
const counts: Record<HostKind, (seen: Seen) => boolean> = {
  bots: (seen) => seen.outcome === null,
  waiting: (seen) => seen.outcome === null && !seen.started,
};

/** The Durable Object of one client's tables (`wrangler.toml` binds it as `HOSTS`). */
export class HostRoom {
  readonly #state: DurableObjectState;
  readonly #env: Env;

  constructor(state: DurableObjectState, env: Env) {
    this.#state = state;
    this.#env = env;
    // `matches` holds the all-bot matches (its name from before tables were counted too).
    state.storage.sql.exec('CREATE TABLE IF NOT EXISTS matches (id TEXT PRIMARY KEY)');
    state.storage.sql.exec('CREATE TABLE IF NOT EXISTS waiting (id TEXT PRIMARY KEY)');
  }

  /** The ids of `kind` kept, less those that no longer count. */
  async #running(kind: HostKind): Promise<string[]> {
    const table = kind === 'bots' ? 'matches' : 'waiting';
    const ids = this.#state.storage.sql
      .exec(`SELECT id FROM ${table}`)
      .toArray()
      .map((r) => r.id as string);
    const still: string[] = [];
    for (const id of ids) {
      const res = await this.#room(id).fetch(
        new Request(`https://tafel.internal/v1/matches/${id}`, { headers: { [MATCH_ID_HEADER]: id } }),
      );
      const counted = res.ok && counts[kind]((await res.json()) as Seen);
      if (counted) still.push(id);
      else this.#state.storage.sql.exec(`DELETE FROM ${table} WHERE id = ?`, id);
    }
    return still;
  }

  #room(id: string) {
    return this.#env.MATCHES.get(this.#env.MATCHES.idFromName(id));
  }

  /** Creates the match `request` asks for, unless the client has as many of its kind going as it may. */
  async fetch(request: Request): Promise<Response> {
    const kind: HostKind = request.headers.get(HOST_KIND_HEADER) === 'waiting' ? 'waiting' : 'bots';
    const cap =
      kind === 'bots'
        ? Number(this.#env.TAFEL_ALL_BOT_MATCHES ?? 2)
        : Number(this.#env.TAFEL_OPEN_TABLES ?? 5);
    if ((await this.#running(kind)).length >= cap) {
      const code = kind === 'bots' ? 'too-many-matches' : 'too-many-tables';
      return errorJson(apiError(code, { cap }, {}, { 'retry-after': '60' }), request);
    }
    const id = newMatchId();
    const forwarded = new Request(request);
    forwarded.headers.set(MATCH_ID_HEADER, id);
    forwarded.headers.delete(HOST_KIND_HEADER);
    const res = await this.#room(id).fetch(forwarded);
    if (res.status === 201)
      this.#state.storage.sql.exec(
        `INSERT INTO ${kind === 'bots' ? 'matches' : 'waiting'} (id) VALUES (?)`,
        id,
      );
    return res;
  }
}
