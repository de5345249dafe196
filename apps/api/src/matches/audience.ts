/**
 * Who listens to each hosted match: its event streams, within limits (streams a client address may hold open,
 * streams a match may have), and one event per audience. Everyone who sees the same thing (the same seat, or
 * spectators, in the same language) is one audience: a change is told to it once — its move entry and view made
 * once, and the same event object handed to each of its streams, which the route serialises once (see
 * `serialised` in `routes/matches/frames.ts`) — so a match does not slow down because many people watch it.
 *
 * @module
 */
import type { Lang, Seat } from '@tafel/core';
import type { HostedEvent } from '@tafel/core/match';
import { apiError } from '../errors/index.js';

/** One stream of a match: whose view it carries, in which language, and where its events go. */
export interface Listener {
  seat: Seat | null;
  lang: Lang;
  send: (event: HostedEvent) => void;
}

/** How many streams may be open: per client address, and per match. */
export interface StreamLimits {
  perClient: number;
  perMatch: number;
}

/** The default limits: a person has a tab or two per table, a few tables; a table has its people and a crowd. */
export const STREAM_LIMITS: StreamLimits = { perClient: 20, perMatch: 200 };

/** The key of an audience: the streams that see the same events. */
const audienceOf = (l: Listener) => `${l.seat ?? 'spectator'}:${l.lang}`;

/**
 * The streams of every match of one process.
 *
 * @example
 * ```ts
 * const audience = new Audience(STREAM_LIMITS);
 * const leave = audience.join(id, client, { seat: null, lang: 'en', send });
 * audience.tell(id, (seat, lang) => [{ event: 'view', view: viewFor(seat, lang) }]);
 * ```
 */
export class Audience {
  readonly #limits: StreamLimits;
  readonly #matches = new Map<string, Set<Listener>>();
  readonly #clients = new Map<string, number>();

  constructor(limits: StreamLimits) {
    this.#limits = limits;
  }

  /**
   * Opens a stream of match `id` for `client`; returns the function that closes it. 429 `too-many-streams` when
   * the client or the match has as many open as it may (nothing is opened then).
   */
  join(id: string, client: string, listener: Listener): () => void {
    const set = this.#matches.get(id) ?? new Set<Listener>();
    const mine = this.#clients.get(client) ?? 0;
    if (mine >= this.#limits.perClient || set.size >= this.#limits.perMatch)
      throw apiError('too-many-streams', {}, {}, { 'retry-after': '30' });
    set.add(listener);
    this.#matches.set(id, set);
    this.#clients.set(client, mine + 1);
    let open = true;
    return () => {
      if (!open) return;
      open = false;
      set.delete(listener);
      if (set.size === 0 && this.#matches.get(id) === set) this.#matches.delete(id);
      const left = (this.#clients.get(client) ?? 1) - 1;
      if (left > 0) this.#clients.set(client, left);
      else this.#clients.delete(client);
    };
  }

  /** Whether match `id` has a stream open. */
  watched(id: string): boolean {
    return this.#matches.has(id);
  }

  /**
   * Tells every stream of match `id` (but `except`) the events `make` gives for its audience: `make` runs once
   * per audience, and every stream of it gets the same event objects.
   */
  tell(id: string, make: (seat: Seat | null, lang: Lang) => HostedEvent[], except?: Listener): void {
    const made = new Map<string, HostedEvent[]>();
    for (const l of [...(this.#matches.get(id) ?? [])]) {
      if (l === except) continue;
      const key = audienceOf(l);
      let events = made.get(key);
      if (!events) {
        events = make(l.seat, l.lang);
        made.set(key, events);
      }
      for (const event of events) l.send(event);
    }
  }

  /** Ends the streams of match `id` with `event` (the match is over, gone, or the server stops). */
  end(id: string, event?: HostedEvent): void {
    const set = this.#matches.get(id);
    this.#matches.delete(id);
    if (event) for (const l of set ?? []) l.send(event);
  }

  /** Ends every stream with `event`. */
  endAll(event: HostedEvent): void {
    for (const id of [...this.#matches.keys()]) this.end(id, event);
  }
}
