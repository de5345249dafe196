/**
 * `GET /v1/tables/events`: the public lobby as server-sent events, so a lobby page shows a new table as it
 * opens rather than at its next poll. The stream begins with `tables` (the first page, as `GET /v1/tables`
 * answers it: no gap between a read and the stream), then `table` whenever a public table opens or a seat of it
 * is taken or freed (its listing now), `closed` when one leaves the lobby (it began, was deleted or expired),
 * and `ping` after 15 s of quiet. The same module answers on Node (over the hosted matches) and in the lobby's
 * Durable Object on Workers (over its own list).
 *
 * @module
 */
import { gameOf, games } from '@tafel/core';
import type { TableListing } from '@tafel/core/match';
import { type Context, Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { LobbyEvent, LobbyStreams } from '../lobby/index.js';
import type { Operation } from '../openapi/index.js';
import { Quiet } from '../sse/quiet.js';

/** What the lobby's stream needs. */
export interface LobbyDeps {
  /** Its listeners (and their limit per client). */
  lobby: LobbyStreams;
  /** The first page of the public tables, of one game or all (as `GET /v1/tables` answers). */
  tables: (game: string | undefined) => Promise<{ tables: TableListing[]; next?: number }>;
  /** Who a request comes from (for the limit of streams per client). */
  clientOf: (c: Context) => string;
  /**
   * How long a stream lasts before the server ends it, in ms (default {@link LOBBY_STREAM_MS}): a client that
   * went away without the server hearing of it (a Durable Object behind a proxy that does not pass the
   * disconnection on) holds its place no longer. `EventSource` opens it again by itself and reads the page anew.
   */
  maxAgeMs?: number;
}

/** How often a quiet stream says it is still there. */
export const LOBBY_PING_MS = 15_000;

/** How long a lobby stream lasts, by default: ten minutes. */
export const LOBBY_STREAM_MS = 600_000;

/**
 * An event as the stream writes it, made once however many streams send it (the lobby hands every stream the
 * same event object).
 */
const framed = new WeakMap<LobbyEvent, string>();
function frameOf(event: LobbyEvent): string {
  let text = framed.get(event);
  if (text === undefined) {
    const data = event.event === 'table' ? event.table : { id: event.id };
    text = `event: ${event.event}\ndata: ${JSON.stringify(data)}\n\n`;
    framed.set(event, text);
  }
  return text;
}

/**
 * The lobby's stream and its documentation.
 *
 * @example
 * ```ts
 * const lobby = new LobbyStreams(20);
 * app.route('/v1', lobbyRoutes({ lobby, tables: (game) => hosted.tables({ game }), clientOf }).routes);
 * // and the hosted matches' `onListing: (id, listing) => lobby.tell(id, listing)`
 * ```
 */
export function lobbyRoutes(deps: LobbyDeps): { routes: Hono; operations: Operation[] } {
  const routes = new Hono().get('/tables/events', async (c) => {
    const game = c.req.query('game') || undefined;
    if (game !== undefined) gameOf(games, game); // 404 unknown-game before anything opens
    const events: LobbyEvent[] = [];
    const quiet = new Quiet();
    let ended = false;
    // Joined before the first page is read: a table that opens meanwhile is told after it, never lost.
    const leave = deps.lobby.join(
      deps.clientOf(c),
      game,
      (event) => {
        events.push(event);
        quiet.wake();
      },
      () => {
        ended = true;
        quiet.wake();
      },
    );
    let first: Awaited<ReturnType<LobbyDeps['tables']>>;
    try {
      first = await deps.tables(game);
    } catch (e) {
      leave();
      throw e;
    }
    return streamSSE(c, async (stream) => {
      stream.onAbort(() => quiet.wake());
      // At its age the stream ends, even in the middle of a write that a vanished reader never takes.
      const cut = setTimeout(() => {
        ended = true;
        stream.abort();
      }, deps.maxAgeMs ?? LOBBY_STREAM_MS);
      try {
        await stream.writeSSE({ event: 'tables', data: JSON.stringify(first) });
        while (!stream.aborted && !ended) {
          if (events.length > 0) {
            await stream.write(events.splice(0).map(frameOf).join(''));
            continue;
          }
          if ((await quiet.wait(LOBBY_PING_MS)) && !stream.aborted)
            await stream.writeSSE({ event: 'ping', data: '' });
        }
      } finally {
        clearTimeout(cut);
        leave();
      }
    });
  });
  return { routes, operations: operationsOf() };
}

/** The stream's documentation. */
function operationsOf(): Operation[] {
  return [
    {
      method: 'get',
      path: '/v1/tables/events',
      operationId: 'streamTables',
      summary:
        'Server-sent events of the lobby: a public table opened, a seat taken, a table began or closed',
      description: [
        'A `text/event-stream`. Events, each with JSON `data`:',
        '- `tables`: first, at once: the first page of the public tables, as `GET /v1/tables` answers (`Tables`);',
        '- `table`: a public table opened, or a seat of it was taken or freed: its listing now (`TableListing`);',
        '- `closed`: `{ "id": … }`: a table left the lobby (its game began, it was deleted or it expired; sent on every stream, whatever its `game`);',
        '- `ping`: empty, after 15 s without another event.',
        'The server ends a stream after ten minutes (on Workers `TAFEL_LOBBY_STREAM_SECONDS`); `EventSource` opens it again by itself, and its `tables` brings the list up to date.',
        'A client address may hold as many of these streams open as it may hold match streams (`TAFEL_STREAMS_PER_CLIENT`, default 20): 429 `too-many-streams` past it. On a failed stream, read `GET /v1/tables` again and open a new one.',
      ].join('\n'),
      tags: ['matches'],
      parameters: [
        {
          name: 'game',
          in: 'query',
          required: false,
          description: "Only this game's tables (`closed` still comes for every table).",
          schema: { type: 'string' },
        },
      ],
      ok: {
        200: {
          description: 'The event stream',
          media: 'text/event-stream',
          schema: {
            type: 'string',
            description: 'Server-sent events: `tables`, `table`, `closed`, `ping`.',
          },
        },
      },
      refusals: [404],
    },
  ];
}
