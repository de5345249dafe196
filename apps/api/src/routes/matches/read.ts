/**
 * Reading a hosted match, and deleting it: the caller's view (`GET /v1/matches/{id}`; a spectator's without a
 * token), the public history as the caller saw it (`…/log`, from a move on, in the caller's language), and the
 * host's delete; with their documentation.
 *
 * @module
 */
import { Hono } from 'hono';
import { reply } from '../../cors/index.js';
import { langOf } from '../../errors/index.js';
import { type JsonSchema, type Operation, ref } from '../../openapi/index.js';
import type { MatchDeps } from '../matches.js';
import { auth, countParam, idParam, tags } from './shapes.js';

/** The routes that read a match (its view, its history) and delete it. */
export function readRoutes({ hosted }: MatchDeps): Hono {
  return new Hono()
    .get('/matches/:id', async (c) => reply(await hosted.read(c.req.param('id'), auth(c)), 200))
    .delete('/matches/:id', async (c) => {
      await hosted.remove(c.req.param('id'), auth(c));
      return c.body(null, 204);
    })
    .get('/matches/:id/log', async (c) =>
      reply(await hosted.log(c.req.param('id'), auth(c), countParam(c, 'from') ?? 0, langOf(c)), 200),
    );
}

/** The answer of the history. */
export function readSchemas(): Record<string, JsonSchema> {
  return {
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
  };
}

/** The operations: the history, the view, the delete. */
export function readOperations(): Operation[] {
  return [
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
  ];
}
