/**
 * A hosted match's event stream (server-sent events) and its tickets. `…/tickets` gives a short-lived,
 * single-use ticket that stands for the caller's token in the events URL (for `EventSource`, which cannot send
 * an `Authorization` header). `…/events` sends `view` with the caller's match view now and after every change,
 * `move` and `milestone` as they happen, `chat`, `end` with the last view when the match is over (then it
 * closes), `gone` when the match is deleted or expires or the server stops (then it closes), and `ping` every
 * 15 s of quiet; events coming together are written at once (a spectator's stream waits longer between writes).
 *
 * @module
 */
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { reply } from '../../cors/index.js';
import { langOf } from '../../errors/index.js';
import type { MatchEvent } from '../../matches/hosted.js';
import type { Operation } from '../../openapi/index.js';
import { Quiet } from '../../sse/quiet.js';
import type { MatchDeps } from '../matches.js';
import { framed, joined } from './frames.js';
import { auth, idParam, tags } from './shapes.js';

/** How often a quiet stream says it is still there. */
const PING_MS = 15_000;

/**
 * How long a stream waits for more events before it writes what it has (ms): one write a batch. A seat's stream
 * hardly waits (its person plays); a spectator's waits longer, so that a crowd watching costs the match a few
 * writes a second each, not one per move.
 */
const COALESCE_MS = { seat: 20, spectator: 1000 } as const;

/** The routes of the stream: a ticket, the events. */
export function streamRoutes({ hosted, clientOf }: MatchDeps): Hono {
  return new Hono()
    .post('/matches/:id/tickets', async (c) => reply(await hosted.ticket(c.req.param('id'), auth(c)), 201))
    .get('/matches/:id/events', async (c) => {
      const events: MatchEvent[] = [];
      const quiet = new Quiet();
      // Whose stream it is, as its first view says: a spectator's may wait longer between writes.
      let spectator = false;
      // `EventSource` sends no Accept-Language of the page's choosing: `?lang=` may say it.
      const asked = c.req.query('lang');
      const lang = asked === 'nl' || asked === 'en' ? asked : langOf(c);
      const unsubscribe = await hosted.subscribe(
        c.req.param('id'),
        { authorization: auth(c), ticket: c.req.query('ticket') },
        lang,
        (event) => {
          if (event.event === 'view') spectator = event.view.seat === null;
          events.push(event);
          quiet.wake();
        },
        clientOf(c),
      );
      return streamSSE(c, async (stream) => {
        stream.onAbort(() => quiet.wake());
        let last = false;
        while (!stream.aborted && !last) {
          if (events.length > 0) {
            // A moment for what comes with it (the move's milestone and view, a run of bots' moves), then one
            // write for all: a crowd of streams costs a write each per batch, not per event.
            await new Promise((r) => setTimeout(r, spectator ? COALESCE_MS.spectator : COALESCE_MS.seat));
            const chunk: Uint8Array[] = [];
            while (events.length > 0 && !last) {
              const event = events.shift()!;
              last = event.event === 'end' || event.event === 'gone';
              chunk.push(framed(event));
            }
            if (!stream.aborted) await stream.write(joined(chunk));
            continue;
          }
          if ((await quiet.wait(PING_MS)) && !stream.aborted)
            await stream.writeSSE({ event: 'ping', data: '' });
        }
        unsubscribe();
      });
    });
}

/** The operations of the stream: a ticket, the events. */
export function streamOperations(): Operation[] {
  return [
    {
      method: 'post',
      path: '/v1/matches/{id}/tickets',
      operationId: 'createStreamTicket',
      summary: "A short-lived, single-use ticket that stands for the caller's token in the events URL",
      description:
        "For `EventSource`, which cannot send an `Authorization` header: open `/v1/matches/{id}/events?ticket=…` within a minute. Without a token, a spectator's ticket.",
      tags,
      auth: 'optional',
      parameters: [idParam],
      ok: {
        201: {
          description: 'The ticket',
          schema: {
            type: 'object',
            required: ['ticket', 'expires'],
            additionalProperties: false,
            properties: {
              ticket: { type: 'string' },
              expires: { type: 'integer', description: 'When it expires, in ms since the epoch.' },
            },
          },
        },
      },
      refusals: [401, 404],
    },
    {
      method: 'get',
      path: '/v1/matches/{id}/events',
      operationId: 'streamEvents',
      summary: "Server-sent events: the caller's view after every change, to the end",
      description: [
        'A `text/event-stream`. Events, each with JSON `data`:',
        "- `view`: the caller's match view (`MatchView`), first at once, then after every change;",
        '- `end`: the last `MatchView` when the match is over; the stream then closes;',
        '- `gone`: `{ "reason": "deleted" | "expired" | "shutdown" }`; the stream then closes;',
        '- `ping`: empty, after 15 s without another event.',
        "The seat comes from `Authorization: Bearer <token>` or from `?ticket=` (see `createStreamTicket`); with neither, a spectator's view.",
      ].join('\n'),
      tags,
      auth: 'optional',
      parameters: [
        idParam,
        {
          name: 'ticket',
          in: 'query',
          required: false,
          description: 'A stream ticket instead of the Authorization header.',
          schema: { type: 'string' },
        },
        {
          name: 'lang',
          in: 'query',
          required: false,
          description: 'The language of the texts (en or nl; default: the Accept-Language).',
          schema: { type: 'string', enum: ['en', 'nl'] },
        },
      ],
      ok: {
        200: {
          description: 'The event stream',
          media: 'text/event-stream',
          schema: {
            type: 'string',
            description: 'Server-sent events: `view`, `move`, `milestone`, `chat`, `end`, `gone`, `ping`.',
          },
        },
      },
      refusals: [401, 404],
    },
  ];
}
