/**
 * A hosted match after its end: its record (`…/record`, with its seed and, when people chatted, the chat) and
 * "play again" (`…/rematch`: the same people at a new table, each one seat on); with their documentation.
 *
 * @module
 */
import { Hono } from 'hono';
import { reply } from '../../cors/index.js';
import { type Operation, ref } from '../../openapi/index.js';
import type { MatchDeps } from '../matches.js';
import { auth, idParam, tags } from './shapes.js';

/** The routes after the end: the record, "play again". */
export function recordRoutes(deps: MatchDeps): Hono {
  const { hosted } = deps;
  return new Hono()
    .get('/matches/:id/record', async (c) => {
      const record = await hosted.record(c.req.param('id'));
      const chat = (await deps.chatOf?.(c.req.param('id'))) ?? [];
      return reply(chat.length > 0 ? { ...record, chat } : record, 200);
    })
    .post('/matches/:id/rematch', async (c) => reply(await hosted.rematch(c.req.param('id'), auth(c)), 201));
}

/** The operations after the end: "play again", the record. */
export function recordOperations(): Operation[] {
  return [
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
      path: '/v1/matches/{id}/record',
      operationId: 'getRecord',
      summary: 'The match record, with its seed, once the match is over',
      tags,
      parameters: [idParam],
      ok: { 200: { description: 'The record', schema: ref('MatchRecord') } },
      refusals: [403, 404],
    },
  ];
}
