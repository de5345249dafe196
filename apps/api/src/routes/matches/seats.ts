/**
 * The seats of a hosted table: a person joins an open seat (`…/seats/{seat}/join`), the host gives one to a bot
 * (`…/seats/{seat}/bot`) or begins now (`…/start`), a person leaves (`…/leave`) or takes the seat back on another
 * device with its rejoin code (`…/rejoin`), and the host reads a private table's invite (`…/invite`); with their
 * documentation.
 *
 * @module
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { reply } from '../../cors/index.js';
import { type JsonSchema, type Operation, ref } from '../../openapi/index.js';
import { checkedJson } from '../../request/index.js';
import type { MatchDeps } from '../matches.js';
import { bodyOf } from '../schema.js';
import {
  auth,
  contribution,
  idParam,
  name,
  personKey,
  seatParam,
  seatParamDoc,
  tags,
  viewAnswer,
} from './shapes.js';

const Join = z.strictObject({
  name: name.optional(),
  invite: z.string().max(100).optional(),
  person: personKey.optional(),
  contribution: contribution.optional(),
});
const SeatBot = z.strictObject({ level: z.string().min(1).max(40).optional() });
const Rejoin = z.strictObject({ code: z.string().min(1).max(100) });

/** The routes of the seats: join, a bot, start, leave, rejoin, the invite. */
export function seatRoutes({ hosted }: MatchDeps): Hono {
  return new Hono()
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
    .get('/matches/:id/invite', async (c) => reply(await hosted.invite(c.req.param('id'), auth(c)), 200));
}

/** The answer of taking a seat. */
export function seatSchemas(): Record<string, JsonSchema> {
  return {
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
  };
}

/** The operations of the seats. */
export function seatOperations(): Operation[] {
  return [
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
      ok: viewAnswer,
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
      ok: viewAnswer,
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
      ok: viewAnswer,
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
  ];
}
