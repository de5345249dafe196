/**
 * Playing a move at a hosted table, `POST /v1/matches/{id}/moves`: the caller's seat's move on the version it saw
 * (real-time games: in arrival order); with its documentation.
 *
 * @module
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { reply } from '../../cors/index.js';
import { type Operation, ref } from '../../openapi/index.js';
import { checkedJson } from '../../request/index.js';
import type { MatchDeps } from '../matches.js';
import { bodyOf } from '../schema.js';
import { auth, idParam, tags } from './shapes.js';

const Move = z.strictObject({ move: z.unknown(), version: z.int().min(0) });

/** `POST /matches/:id/moves`: plays the caller's move. */
export function moveRoutes({ hosted }: MatchDeps): Hono {
  return new Hono().post('/matches/:id/moves', async (c) => {
    const { move, version } = await checkedJson(c, Move);
    return reply(await hosted.move(c.req.param('id'), auth(c), move, version), 200);
  });
}

/** The operation of playing a move. */
export function moveOperations(): Operation[] {
  return [
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
  ];
}
