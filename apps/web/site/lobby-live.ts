/**
 * The lobby, live: follows `GET /v1/tables/events` (server-sent events: the first page of public tables, then a
 * table's listing whenever one opens or a seat of it is taken, and its closing), so a new table shows at once
 * rather than at the next read. While the stream is down — it failed, the server is an older one without it, a
 * proxy cut it — the list is read every `pollMs` instead, and the stream is tried again; when it is back, the
 * reading stops.
 *
 * @module
 */
import type { TableListing } from './api.ts';

/** What the lobby is told. */
export interface LobbyListener {
  /** The first page, each time the stream (re)opens. */
  page(page: { tables: TableListing[]; next?: number }): void;
  /** A table opened, or a seat of it was taken or freed: its listing now. */
  table(table: TableListing): void;
  /** A table left the lobby (it began, was deleted or expired). */
  closed(id: string): void;
  /** The stream is down: read the list (the polling fallback). */
  poll(): void;
}

/** The `EventSource` this module needs (the page's; a test's stand-in). */
export interface EventSourceLike {
  readonly readyState: number;
  addEventListener(type: string, listener: (e: MessageEvent<string>) => void): void;
  close(): void;
}

/** How often the list is read while the stream is down (ms). */
export const POLL_MS = 15_000;

/** `EventSource.OPEN` and `CLOSED`, as numbers (a stand-in need not have the statics). */
const OPEN = 1;
const CLOSED = 2;

/**
 * Follows the lobby of the API at `base` (its origin); returns what stops it, and whether the stream is open now.
 *
 * @example
 * ```ts
 * const live = followLobby(location.origin, { page, table, closed, poll: () => void list() });
 * live.connected(); // true once the stream is open
 * ```
 */
export function followLobby(
  base: string,
  listener: LobbyListener,
  options: {
    pollMs?: number;
    open?: (url: string) => EventSourceLike;
  } = {},
): { stop: () => void; connected: () => boolean } {
  const url = `${base.replace(/\/+$/, '')}/v1/tables/events`;
  const open = options.open ?? ((u: string) => new EventSource(u));
  let source: EventSourceLike | null = null;
  const json = (e: MessageEvent<string>): unknown => {
    try {
      return JSON.parse(e.data);
    } catch {
      return null;
    }
  };
  const start = () => {
    let s: EventSourceLike;
    try {
      s = open(url);
    } catch {
      source = null;
      return;
    }
    source = s;
    s.addEventListener('tables', (e) => {
      const page = json(e) as { tables?: TableListing[]; next?: number } | null;
      if (page && Array.isArray(page.tables))
        listener.page({ tables: page.tables, ...(page.next !== undefined ? { next: page.next } : {}) });
    });
    s.addEventListener('table', (e) => {
      const table = json(e) as TableListing | null;
      if (table && typeof table.id === 'string') listener.table(table);
    });
    s.addEventListener('closed', (e) => {
      const gone = json(e) as { id?: unknown } | null;
      if (gone && typeof gone.id === 'string') listener.closed(gone.id);
    });
  };
  start();
  // While the stream is not open (it reconnects by itself after a network failure; a refusal closes it for
  // good), the list is read; a closed stream is opened anew.
  const timer = setInterval(() => {
    if (source?.readyState === OPEN) return;
    listener.poll();
    if (source === null || source.readyState === CLOSED) {
      source?.close();
      start();
    }
  }, options.pollMs ?? POLL_MS);
  return {
    connected: () => source?.readyState === OPEN,
    stop: () => {
      clearInterval(timer);
      source?.close();
      source = null;
    },
  };
}
