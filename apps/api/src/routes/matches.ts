/**
 * The hosted-match routes under `/v1/matches`: create, join a seat, read, play a move, the record once it is
 * over, delete (the host), a stream ticket, and the event stream. What they do is {@link HostedMatches}'; here
 * are the HTTP shapes and their documentation.
 *
 * The event stream (server-sent events) sends `view` with the caller's match view now and after every change,
 * `end` with the last view when the match is over (then it closes), `gone` when the match is deleted or
 * expires or the server stops (then it closes), and `ping` every 15 s of quiet.
 *
 * @module
 */
import { type AnyGame, games } from '@tafel/core';
import { type Context, Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import { reply } from '../cors/index.js';
import type { HostedMatches, MatchEvent } from '../matches/hosted.js';
import { type JsonSchema, nameOf, type Operation, ref } from '../openapi/index.js';
import { checkedJson, invalidRequest } from '../request/index.js';
import { bodyOf } from './schema.js';

/** What the match routes need. */
export interface MatchDeps {
  hosted: HostedMatches;
  /** Who a request comes from (for the cap on all-bot matches). */
  clientOf: (c: Context) => string;
}

const SeatRequest = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('human') }),
  z.strictObject({ kind: z.literal('open') }),
  z.strictObject({ kind: z.literal('bot'), level: z.string().min(1).max(40).optional() }),
]);
const Create = z.strictObject({
  game: z.string(),
  seats: z.array(SeatRequest).min(1).max(6),
  seed: z.string().max(200).optional(),
  options: z.record(z.string(), z.unknown()).optional(),
});
const Move = z.strictObject({ move: z.unknown(), version: z.int().min(0) });
const SeatParam = z.coerce.number().int().min(0).max(5);

/** How often a quiet stream says it is still there. */
const PING_MS = 15_000;

/**
 * The routes, and their documentation.
 *
 * @example
 * ```ts
 * app.route('/v1', matchRoutes({ hosted, clientOf }).routes);
 * ```
 */
export function matchRoutes(deps: MatchDeps): {
  routes: Hono;
  operations: Operation[];
  schemas: Record<string, JsonSchema>;
} {
  const { hosted } = deps;
  const routes = new Hono()
    .post('/matches', async (c) =>
      reply(await hosted.create(await checkedJson(c, Create), deps.clientOf(c)), 201),
    )
    .post('/matches/:id/seats/:seat/join', async (c) => {
      const seat = SeatParam.safeParse(c.req.param('seat'));
      if (!seat.success) throw invalidRequest(seat.error.issues.map((i) => ({ ...i, path: ['seat'] })));
      return reply(await hosted.join(c.req.param('id'), seat.data), 200);
    })
    .get('/matches/:id', async (c) =>
      reply(await hosted.read(c.req.param('id'), c.req.header('authorization')), 200),
    )
    .delete('/matches/:id', async (c) => {
      await hosted.remove(c.req.param('id'), c.req.header('authorization'));
      return c.body(null, 204);
    })
    .post('/matches/:id/moves', async (c) => {
      const { move, version } = await checkedJson(c, Move);
      return reply(await hosted.move(c.req.param('id'), c.req.header('authorization'), move, version), 200);
    })
    .get('/matches/:id/record', async (c) => reply(await hosted.record(c.req.param('id')), 200))
    .post('/matches/:id/tickets', async (c) =>
      reply(await hosted.ticket(c.req.param('id'), c.req.header('authorization')), 201),
    )
    .get('/matches/:id/events', async (c) => {
      const events: MatchEvent[] = [];
      let wake: (() => void) | null = null;
      const unsubscribe = await hosted.subscribe(
        c.req.param('id'),
        { authorization: c.req.header('authorization'), ticket: c.req.query('ticket') },
        (event) => {
          events.push(event);
          wake?.();
        },
      );
      return streamSSE(c, async (stream) => {
        stream.onAbort(() => wake?.());
        let last = false;
        while (!stream.aborted && !last) {
          while (events.length > 0 && !last) {
            const event = events.shift()!;
            last = event.event !== 'view';
            const data = event.event === 'gone' ? { reason: event.reason } : event.view;
            await stream.writeSSE({ event: event.event, data: JSON.stringify(data) });
          }
          if (last) break;
          const quiet = await new Promise<boolean>((resolve) => {
            const timer = setTimeout(() => resolve(true), PING_MS);
            wake = () => {
              clearTimeout(timer);
              resolve(false);
            };
          });
          wake = null;
          if (quiet && !stream.aborted) await stream.writeSSE({ event: 'ping', data: '' });
        }
        unsubscribe();
      });
    });
  return { routes, operations: operationsOf(), schemas: schemasOf() };
}

const idParam = {
  name: 'id',
  in: 'path' as const,
  required: true,
  description: "The match's id, as its creation gave it.",
  schema: { type: 'string', minLength: 1 },
};

/** The schemas of the match routes' bodies (components of the document). */
function schemasOf(): Record<string, JsonSchema> {
  const seatRequest = bodyOf(z.object({ s: SeatRequest })).properties as Record<string, JsonSchema>;
  const create = (game: AnyGame): JsonSchema =>
    bodyOf(Create, {
      game: { type: 'string', const: game.id },
      seats: {
        items: ref('SeatRequest'),
        minItems: game.players.min,
        maxItems: game.players.max,
        description:
          'One entry a seat: a person playing here (a token comes back), an open seat for someone to join, or a bot by level (default normal).',
      },
      seed: {
        description:
          'Only at a table without open seats: fixes the deal (the same seed and options give the same match). Default: 96 random bits.',
      },
      options: ref(`${nameOf(game.id)}Options`),
    });
  const ids = Object.keys(games);
  return {
    SeatRequest: seatRequest.s!,
    ...Object.fromEntries(
      (Object.values(games) as AnyGame[]).map((g) => [`${nameOf(g.id)}MatchRequest`, create(g)]),
    ),
    MatchRequest: {
      oneOf: ids.map((id) => ref(`${nameOf(id)}MatchRequest`)),
      discriminator: {
        propertyName: 'game',
        mapping: Object.fromEntries(ids.map((id) => [id, `#/components/schemas/${nameOf(id)}MatchRequest`])),
      },
    },
    MatchCreated: {
      type: 'object',
      required: ['id', 'host', 'seats', 'commitment'],
      additionalProperties: false,
      properties: {
        id: { type: 'string' },
        host: { type: 'string', description: "The host's token (shown once): it deletes the match." },
        seats: {
          type: 'array',
          items: {
            type: 'object',
            required: ['seat'],
            additionalProperties: false,
            properties: {
              seat: { type: 'integer', minimum: 0 },
              token: { type: 'string', description: "A person's seat token (shown once)." },
            },
          },
        },
        commitment: { type: 'string', pattern: '^[0-9a-f]{64}$' },
      },
    },
  };
}

function operationsOf(): Operation[] {
  const tags = ['matches'];
  return [
    {
      method: 'post',
      path: '/v1/matches',
      operationId: 'createMatch',
      summary:
        'Hosts a match: a token per person seated here and one for the host (shown once), bots by level, open seats',
      tags,
      body: ref('MatchRequest'),
      ok: { 201: { description: 'The match', schema: ref('MatchCreated') } },
      refusals: [400, 403, 404, 413, 415, 422],
    },
    {
      method: 'post',
      path: '/v1/matches/{id}/seats/{seat}/join',
      operationId: 'joinSeat',
      summary: "Takes an open seat and returns its token (a lobby's seat link)",
      tags,
      parameters: [
        idParam,
        {
          name: 'seat',
          in: 'path',
          required: true,
          description: 'The open seat to take, from 0.',
          schema: { type: 'integer', minimum: 0, maximum: 5 },
        },
      ],
      ok: {
        200: {
          description: 'The seat is yours',
          schema: {
            type: 'object',
            required: ['seat', 'token'],
            additionalProperties: false,
            properties: { seat: { type: 'integer' }, token: { type: 'string' } },
          },
        },
      },
      refusals: [400, 403, 404, 409],
    },
    {
      method: 'get',
      path: '/v1/matches/{id}',
      operationId: 'getMatch',
      summary:
        "The caller's seat view (a spectator's without a token), whose turn it is, its legal moves, the outcome",
      tags,
      auth: 'optional',
      parameters: [idParam],
      ok: { 200: { description: 'The match as the caller sees it', schema: ref('MatchView') } },
      refusals: [401, 404],
    },
    {
      method: 'delete',
      path: '/v1/matches/{id}',
      operationId: 'deleteMatch',
      summary: 'Deletes a match (the host token): its bots stop, its streams end with `gone`',
      tags,
      auth: 'required',
      parameters: [idParam],
      ok: { 204: { description: 'Deleted' } },
      refusals: [401, 403, 404],
    },
    {
      method: 'post',
      path: '/v1/matches/{id}/moves',
      operationId: 'playMove',
      summary: "Plays a move of the caller's seat on the version it saw (real-time games: in arrival order)",
      tags,
      auth: 'required',
      parameters: [idParam],
      body: bodyOf(Move, {
        move: ref('AnyMove'),
        version: { description: "The match's version the move was chosen on." },
      }),
      ok: {
        200: {
          description: 'The move was played: the match as the caller now sees it',
          schema: ref('MatchView'),
        },
      },
      refusals: [400, 401, 404, 409, 413, 415, 422],
    },
    {
      method: 'get',
      path: '/v1/matches/{id}/record',
      operationId: 'getRecord',
      summary: 'The match record, with its seed, once the match is over',
      tags,
      parameters: [idParam],
      ok: { 200: { description: 'The record', schema: ref('MatchRecord') } },
      refusals: [403, 404],
    },
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
      ],
      ok: {
        200: {
          description: 'The event stream',
          media: 'text/event-stream',
          schema: { type: 'string', description: 'Server-sent events: `view`, `end`, `gone`, `ping`.' },
        },
      },
      refusals: [401, 404],
    },
  ];
}
