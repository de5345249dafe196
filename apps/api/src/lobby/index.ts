/**
 * The lobby's listeners: the event streams of `GET /v1/tables/events`, within the limit of streams one client
 * address may hold open, and what they are told when a public table's listing changes — `table` (a table
 * opened, or a seat of it was taken or freed: its listing now) and `closed` (it left the lobby: it began, was
 * deleted or expired). One `LobbyStreams` per process on Node (fed by the hosted matches' `onListing`), one in
 * the lobby's Durable Object on Workers (fed by every match's object).
 *
 * @module
 */
import type { TableListing } from '@tafel/core/match';
import { apiError } from '../errors/index.js';

/** What a lobby stream is told after its first page: a table's listing now, or that a table left the lobby. */
export type LobbyEvent = { event: 'table'; table: TableListing } | { event: 'closed'; id: string };

/** One stream: the game it follows (all when absent) and where its events go. */
interface Listener {
  game: string | undefined;
  send: (event: LobbyEvent) => void;
}

/**
 * The lobby streams of one process.
 *
 * @example
 * ```ts
 * const lobby = new LobbyStreams(20);
 * const leave = lobby.join('203.0.113.7', undefined, (e) => console.log(e));
 * lobby.tell('abc', null); // every stream: { event: 'closed', id: 'abc' }
 * leave();
 * ```
 */
export class LobbyStreams {
  readonly #perClient: number;
  readonly #listeners = new Set<Listener>();
  readonly #clients = new Map<string, number>();
  readonly #ends = new Set<() => void>();

  /** `perClient`: the streams one client address may hold open (`TAFEL_STREAMS_PER_CLIENT`). */
  constructor(perClient: number) {
    this.#perClient = perClient;
  }

  /**
   * Opens a stream for `client` following `game` (every game when undefined); returns the function that closes
   * it. 429 `too-many-streams` when the client has as many open as it may (nothing is opened then). `end` is
   * called when the lobby closes (the server stops).
   */
  join(
    client: string,
    game: string | undefined,
    send: (event: LobbyEvent) => void,
    end?: () => void,
  ): () => void {
    const mine = this.#clients.get(client) ?? 0;
    if (mine >= this.#perClient) throw apiError('too-many-streams', {}, {}, { 'retry-after': '30' });
    const listener: Listener = { game, send };
    this.#listeners.add(listener);
    this.#clients.set(client, mine + 1);
    if (end) this.#ends.add(end);
    let open = true;
    return () => {
      if (!open) return;
      open = false;
      this.#listeners.delete(listener);
      if (end) this.#ends.delete(end);
      const left = (this.#clients.get(client) ?? 1) - 1;
      if (left > 0) this.#clients.set(client, left);
      else this.#clients.delete(client);
    };
  }

  /** How many streams are open. */
  get size(): number {
    return this.#listeners.size;
  }

  /**
   * Tells every stream that table `id` looks like `listing` now, or (`null`) that it left the lobby. A table's
   * listing goes to the streams of its game; that a table left goes to all (its game is no longer known here).
   */
  tell(id: string, listing: TableListing | null): void {
    const event: LobbyEvent = listing ? { event: 'table', table: listing } : { event: 'closed', id };
    for (const l of [...this.#listeners])
      if (!listing || l.game === undefined || l.game === listing.game) l.send(event);
  }

  /** Ends every stream (the server stops). */
  close(): void {
    for (const end of [...this.#ends]) end();
    this.#ends.clear();
  }
}
