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
import type { ChatMessage } from '@tafel/core/match';
import { type Context, Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import { reply } from '../cors/index.js';
import { langOf } from '../errors/index.js';
import type { HostedMatches, MatchEvent } from '../matches/hosted.js';
import { type JsonSchema, nameOf, type Operation, ref } from '../openapi/index.js';
import { checkedJson, invalidRequest } from '../request/index.js';
import { Name, plainText } from '../request/plain.js';
import { bodyOf } from './schema.js';

/** What the match routes need. */
export interface MatchDeps {
  hosted: HostedMatches;
  /** Who a request comes from (for the cap on all-bot matches). */
  clientOf: (c: Context) => string;
  /** A match's chat, published with its record (none: the record alone). */
  chatOf?: (id: string) => Promise<ChatMessage[]>;
}

const name = Name;
/** A person's key (`POST /v1/people`): the seat plays under their claimed name and the match is rated. */
const personKey = z.string().min(1).max(100);
/** A person's contribution to the deal: a random word of their own (the web table draws 128 bits, in hex). */
const contribution = z.string().min(1).max(128).refine(plainText, 'A contribution is plain visible text.');
const SeatRequest = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('human'),
    name: name.optional(),
    person: personKey.optional(),
    contribution: contribution.optional(),
  }),
  z.strictObject({ kind: z.literal('open') }),
  z.strictObject({ kind: z.literal('bot'), level: z.string().min(1).max(40).optional() }),
]);
const Create = z.strictObject({
  game: z.string(),
  seats: z.array(SeatRequest).min(1).max(6),
  seed: z.string().max(200).optional(),
  options: z.record(z.string(), z.unknown()).optional(),
  visibility: z.enum(['public', 'private']).optional(),
  level: z.string().min(1).max(40).optional(),
  grace: z.int().min(5).max(86_400).nullable().optional(),
  turn: z.int().min(10).max(3600).nullable().optional(),
  name: name.optional(),
  hints: z.boolean().optional(),
  spectatorChat: z.boolean().optional(),
});
const Join = z.strictObject({
  name: name.optional(),
  invite: z.string().max(100).optional(),
  person: personKey.optional(),
  contribution: contribution.optional(),
});
const SeatBot = z.strictObject({ level: z.string().min(1).max(40).optional() });
const Rejoin = z.strictObject({ code: z.string().min(1).max(100) });
const Move = z.strictObject({ move: z.unknown(), version: z.int().min(0) });
const SeatParam = z.coerce.number().int().min(0).max(5);
const Count = z.coerce.number().int().min(0);

/** The seat of a path, or 400 naming it. */
function seatParam(c: Context): number {
  const seat = SeatParam.safeParse(c.req.param('seat'));
  if (!seat.success) throw invalidRequest(seat.error.issues.map((i) => ({ ...i, path: ['seat'] })));
  return seat.data;
}

/** A whole number of the query, or 400 naming it. */
function countParam(c: Context, key: string): number | undefined {
  const value = c.req.query(key);
  if (value === undefined) return undefined;
  const n = Count.safeParse(value);
  if (!n.success) throw invalidRequest(n.error.issues.map((i) => ({ ...i, path: [key] })));
  return n.data;
}

/** How often a quiet stream says it is still there. */
const PING_MS = 15_000;

/**
 * How long a stream waits for more events before it writes what it has (ms): one write a batch. A seat's stream
 * hardly waits (its person plays); a spectator's waits longer, so that a crowd watching costs the match a few
 * writes a second each, not one per move.
 */
const COALESCE_MS = { seat: 20, spectator: 1000 } as const;

/**
 * An event as the stream writes it (`event:` and `data:` lines; JSON holds no raw line break): made once,
 * however many streams of its audience send the same event object (see `Audience`).
 */
const serialised = new WeakMap<MatchEvent, Uint8Array>();
const utf8 = new TextEncoder();
function framed(event: MatchEvent): Uint8Array {
  let bytes = serialised.get(event);
  if (bytes === undefined) {
    bytes = utf8.encode(`event: ${event.event}\ndata: ${JSON.stringify(dataOf(event))}\n\n`);
    serialised.set(event, bytes);
  }
  return bytes;
}

/** Byte arrays one after the other, in one array (the one itself when there is one). */
function joined(parts: Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  const all = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    all.set(p, at);
    at += p.length;
  }
  return all;
}

/** An event's data, as the stream sends it. */
function dataOf(event: MatchEvent): unknown {
  switch (event.event) {
    case 'gone':
      return { reason: event.reason };
    case 'move':
    case 'milestone':
      return event.entry;
    case 'chat':
      return event.message;
    default:
      return event.view;
  }
}

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
  const auth = (c: Context) => c.req.header('authorization');
  const routes = new Hono()
    .post('/matches', async (c) =>
      reply(await hosted.create(await checkedJson(c, Create), deps.clientOf(c)), 201),
    )
    .get('/tables', async (c) => {
      const game = c.req.query('game');
      const before = countParam(c, 'before');
      return reply(
        await hosted.tables({ ...(game ? { game } : {}), ...(before !== undefined ? { before } : {}) }),
        200,
      );
    })
    .post('/matches/:id/seats/:seat/join', async (c) =>
      reply(await hosted.join(c.req.param('id'), seatParam(c), await checkedJson(c, Join)), 200),
    )
    .post('/matches/:id/seats/:seat/bot', async (c) => {
      const { level } = await checkedJson(c, SeatBot);
      return reply(await hosted.seatBot(c.req.param('id'), seatParam(c), auth(c), level), 200);
    })
    .post('/matches/:id/start', async (c) => reply(await hosted.start(c.req.param('id'), auth(c)), 200))
    .post('/matches/:id/leave', async (c) => reply(await hosted.leave(c.req.param('id'), auth(c)), 200))
    .post('/matches/:id/rejoin', async (c) => {
      const { code } = await checkedJson(c, Rejoin);
      return reply(await hosted.rejoin(c.req.param('id'), code), 200);
    })
    .get('/matches/:id/invite', async (c) => reply(await hosted.invite(c.req.param('id'), auth(c)), 200))
    .get('/matches/:id', async (c) => reply(await hosted.read(c.req.param('id'), auth(c)), 200))
    .delete('/matches/:id', async (c) => {
      await hosted.remove(c.req.param('id'), auth(c));
      return c.body(null, 204);
    })
    .post('/matches/:id/moves', async (c) => {
      const { move, version } = await checkedJson(c, Move);
      return reply(await hosted.move(c.req.param('id'), auth(c), move, version), 200);
    })
    .get('/matches/:id/log', async (c) =>
      reply(await hosted.log(c.req.param('id'), auth(c), countParam(c, 'from') ?? 0, langOf(c)), 200),
    )
    .get('/matches/:id/record', async (c) => {
      const record = await hosted.record(c.req.param('id'));
      const chat = (await deps.chatOf?.(c.req.param('id'))) ?? [];
      return reply(chat.length > 0 ? { ...record, chat } : record, 200);
    })
    .post('/matches/:id/rematch', async (c) => reply(await hosted.rematch(c.req.param('id'), auth(c)), 201))
    .post('/matches/:id/tickets', async (c) => reply(await hosted.ticket(c.req.param('id'), auth(c)), 201))
    .get('/matches/:id/events', async (c) => {
      const events: MatchEvent[] = [];
      let wake: (() => void) | null = null;
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
          wake?.();
        },
        deps.clientOf(c),
      );
      return streamSSE(c, async (stream) => {
        stream.onAbort(() => wake?.());
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
          'One entry a seat: a person playing here (a token and a rejoin code come back), an open seat for someone to join, or a bot by level (default normal).',
      },
      seed: {
        description:
          'Only at a table without open seats: fixes the deal (the same seed and options give the same match). Default: 96 random bits.',
      },
      options: ref(`${nameOf(game.id)}Options`),
      visibility: {
        description:
          '`public`: listed in the lobby while seats are open; `private` (default): reached by its invite link.',
      },
      level: {
        description: 'The level of the bots that fill open seats and take over empty ones (default normal).',
      },
      grace: {
        description: `Seconds a person may be gone before a bot plays the seat until they are back; null: never. Default ${game.realtime ? 20 : 90}.`,
      },
      hints: {
        description:
          'Whether people may ask for a hint. Default: yes with one person at the table (open seats count as people), no with more.',
      },
      spectatorChat: { description: 'Whether spectators may write in the chat (default no).' },
      turn: {
        description: game.realtime
          ? 'The turn clock is only for turn-based games: this real-time game takes only null (400 `turn-clock-realtime` otherwise).'
          : "The turn clock: seconds a person's seat may be to move before a bot of the table's level plays it until the person is back (it starts anew whenever whose turn it is changes); null (default): no clock.",
      },
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
        host: {
          type: 'string',
          description: "The host's token (shown once): delete, start early, bots at open seats, the invite.",
        },
        seats: {
          type: 'array',
          items: {
            type: 'object',
            required: ['seat'],
            additionalProperties: false,
            properties: {
              seat: { type: 'integer', minimum: 0 },
              token: { type: 'string', description: "A person's seat token (shown once)." },
              rejoin: {
                type: 'string',
                description: 'The code that gives the seat a new token (its rejoin link).',
              },
            },
          },
        },
        commitment: { type: 'string', pattern: '^[0-9a-f]{64}$' },
        invite: {
          type: 'string',
          description: "A private table's invite code: joining an open seat needs it.",
        },
      },
    },
    Seated: {
      type: 'object',
      required: ['seat', 'token', 'rejoin'],
      additionalProperties: false,
      properties: {
        seat: { type: 'integer', minimum: 0 },
        token: { type: 'string', description: "The seat's token (shown once)." },
        rejoin: {
          type: 'string',
          description: 'The code that gives the seat a new token on another device.',
        },
      },
    },
    Log: {
      type: 'object',
      required: ['version', 'moves', 'milestones'],
      additionalProperties: false,
      properties: {
        version: { type: 'integer', minimum: 0 },
        moves: { type: 'array', items: ref('MoveEntry') },
        milestones: { type: 'array', items: ref('MilestoneEntry') },
      },
    },
    TableListing: {
      type: 'object',
      required: ['id', 'game', 'options', 'seats', 'open', 'created'],
      additionalProperties: false,
      properties: {
        id: { type: 'string' },
        game: { type: 'string', enum: ids },
        name: { type: 'string' },
        options: { type: 'object', description: "The game's options (its `…Options` schema)." },
        seats: { type: 'array', items: ref('SeatInfo') },
        open: { type: 'integer', minimum: 1 },
        created: { type: 'integer', description: 'When it was made, in ms since the epoch.' },
      },
    },
    Tables: {
      type: 'object',
      required: ['tables'],
      additionalProperties: false,
      properties: {
        tables: { type: 'array', items: ref('TableListing') },
        next: { type: 'integer', description: 'More tables: ask again with `before` this.' },
      },
    },
  };
}

function operationsOf(): Operation[] {
  const tags = ['matches'];
  const seatParamDoc = {
    name: 'seat',
    in: 'path' as const,
    required: true,
    description: 'The seat, from 0.',
    schema: { type: 'integer', minimum: 0, maximum: 5 },
  };
  const view = { 200: { description: 'The match as the caller now sees it', schema: ref('MatchView') } };
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
      refusals: [400, 401, 403, 404, 413, 415, 422],
    },
    {
      method: 'post',
      path: '/v1/matches/{id}/seats/{seat}/join',
      operationId: 'joinSeat',
      summary:
        "Takes an open seat: its token and rejoin code (a lobby's seat, or a private table's invite link)",
      tags,
      parameters: [idParam, seatParamDoc],
      body: bodyOf(Join, {
        name: { description: 'The name the table shows.' },
        invite: { description: "A private table's invite code." },
        person: {
          description:
            "A person's key (`POST /v1/people`): the seat plays under their claimed name, and the match is rated.",
        },
        contribution: {
          description:
            "The joiner's contribution to the deal: a random word of their own (1–128 characters). The deal is made when the table begins, from the server's committed seed and every seat's contribution; the record lists them all.",
        },
      }),
      ok: { 200: { description: 'The seat is yours', schema: ref('Seated') } },
      refusals: [400, 401, 403, 404, 409, 413, 415],
    },
    {
      method: 'get',
      path: '/v1/tables',
      operationId: 'listTables',
      summary: 'The public tables waiting for players, the newest first (a page of 20)',
      tags,
      parameters: [
        {
          name: 'game',
          in: 'query',
          required: false,
          description: "Only this game's tables.",
          schema: { type: 'string' },
        },
        {
          name: 'before',
          in: 'query',
          required: false,
          description: 'The next page: the `next` of the page before.',
          schema: { type: 'integer', minimum: 0 },
        },
      ],
      ok: { 200: { description: 'The tables', schema: ref('Tables') } },
      refusals: [400, 404],
    },
    {
      method: 'post',
      path: '/v1/matches/{id}/seats/{seat}/bot',
      operationId: 'seatBot',
      summary: 'The host gives an open seat to a bot (the table begins when no seat is left open)',
      tags,
      auth: 'required',
      parameters: [idParam, seatParamDoc],
      body: bodyOf(SeatBot, {
        level: { description: "A level or a bot's name (default: the table's level)." },
      }),
      ok: view,
      refusals: [400, 401, 403, 404, 413, 415, 422],
    },
    {
      method: 'post',
      path: '/v1/matches/{id}/start',
      operationId: 'startMatch',
      summary: "The host begins the game now: every open seat gets a bot of the table's level",
      tags,
      auth: 'required',
      parameters: [idParam],
      ok: view,
      refusals: [401, 403, 404],
    },
    {
      method: 'post',
      path: '/v1/matches/{id}/leave',
      operationId: 'leaveMatch',
      summary: "Leaves the table: a bot of the table's level plays the seat until the person comes back",
      tags,
      auth: 'required',
      parameters: [idParam],
      ok: view,
      refusals: [401, 404],
    },
    {
      method: 'post',
      path: '/v1/matches/{id}/rejoin',
      operationId: 'rejoinSeat',
      summary: "A seat's rejoin code gives it a new token (the old one stops working)",
      tags,
      parameters: [idParam],
      body: bodyOf(Rejoin),
      ok: {
        200: {
          description: 'The seat is yours again',
          schema: {
            type: 'object',
            required: ['seat', 'token'],
            additionalProperties: false,
            properties: { seat: { type: 'integer' }, token: { type: 'string' } },
          },
        },
      },
      refusals: [400, 401, 404, 413, 415],
    },
    {
      method: 'get',
      path: '/v1/matches/{id}/invite',
      operationId: 'getInvite',
      summary: "The host's invite code of a private table, and the seats still open (for the links)",
      tags,
      auth: 'required',
      parameters: [idParam],
      ok: {
        200: {
          description: 'The invite',
          schema: {
            type: 'object',
            required: ['open'],
            additionalProperties: false,
            properties: { invite: { type: 'string' }, open: { type: 'array', items: { type: 'integer' } } },
          },
        },
      },
      refusals: [401, 403, 404],
    },
    {
      method: 'get',
      path: '/v1/matches/{id}/log',
      operationId: 'getLog',
      summary:
        'The public history as the caller saw it: every move (one made face down as its kind), the milestones',
      tags,
      auth: 'optional',
      parameters: [
        idParam,
        {
          name: 'from',
          in: 'query',
          required: false,
          description: 'The first move to give (default 0).',
          schema: { type: 'integer', minimum: 0 },
        },
      ],
      ok: { 200: { description: 'The history', schema: ref('Log') } },
      refusals: [400, 401, 404],
    },
    {
      method: 'post',
      path: '/v1/matches/{id}/rematch',
      operationId: 'rematch',
      summary: '"Play again": the same people at a new table, each one seat on; the caller\'s seat there',
      tags,
      auth: 'required',
      parameters: [idParam],
      ok: {
        201: {
          description: "The new match (and the caller's seat, token and rejoin code there)",
          schema: {
            type: 'object',
            required: ['id'],
            additionalProperties: false,
            properties: {
              id: { type: 'string' },
              seat: { type: 'integer' },
              token: { type: 'string' },
              rejoin: { type: 'string' },
            },
          },
        },
      },
      refusals: [401, 403, 404],
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
