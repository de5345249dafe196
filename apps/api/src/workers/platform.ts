/**
 * The few parts of the Cloudflare Workers platform the Workers runtime uses, typed here so that the rest of the
 * package keeps Node's types (`@cloudflare/workers-types` redefines the globals `Request` and `Response`). Each
 * is a subset of the real interface of the same name.
 *
 * @module
 */

/** A Durable Object's SQLite database (`ctx.storage.sql`). */
export interface SqlStorage {
  exec(query: string, ...bindings: unknown[]): { toArray(): Record<string, unknown>[] };
}

/** A Durable Object's storage: its SQLite database, synchronous transactions and its one alarm. */
export interface DurableObjectStorage {
  readonly sql: SqlStorage;
  transactionSync<T>(fn: () => T): T;
  getAlarm(): Promise<number | null>;
  setAlarm(scheduledTime: number): Promise<void>;
  deleteAlarm(): Promise<void>;
}

/** What a Durable Object is given: its storage and a way to hold requests while it starts. */
export interface DurableObjectState {
  readonly storage: DurableObjectStorage;
  blockConcurrencyWhile<T>(fn: () => Promise<T>): Promise<T>;
}

/** A binding to a Durable Object class: an object by name. */
export interface DurableObjectNamespace {
  idFromName(name: string): unknown;
  get(id: unknown): { fetch(request: Request): Promise<Response> };
}

/** The Worker's bindings (see `wrangler.toml`). */
export interface Env {
  MATCHES: DurableObjectNamespace;
  /** One object per client: its all-bot matches, for the cap. */
  HOSTS: DurableObjectNamespace;
  /** The lobby: the public tables waiting for players. */
  LOBBY: DurableObjectNamespace;
  /** People and ratings: one object. */
  RATINGS: DurableObjectNamespace;
  /** Unfinished all-bot matches one client may host (default 2). */
  TAFEL_ALL_BOT_MATCHES?: string;
  /** Requests per minute per client address (default 6000). */
  TAFEL_RATE_LIMIT?: string;
  /** Tables waiting for players one client may host (default 5). */
  TAFEL_OPEN_TABLES?: string;
  /** Event streams one client address may hold open at one match's object (default 20). */
  TAFEL_STREAMS_PER_CLIENT?: string;
  /** Event streams one match may have open (default 200). */
  TAFEL_STREAMS_PER_MATCH?: string;
  /**
   * Seconds a lobby stream (`GET /v1/tables/events`) lasts before the lobby's object ends it (default 600; the
   * browser opens it again and reads the page anew): a client that went away without the object hearing of it
   * holds its place no longer than that.
   */
  TAFEL_LOBBY_STREAM_SECONDS?: string;
}
