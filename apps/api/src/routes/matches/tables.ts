/**
 * The lobby's list of hosted tables, `GET /v1/tables`: the public tables waiting for players, the newest first, a
 * page at a time (`before` the `next` of the page before), of one game or all; with its documentation.
 *
 * @module
 */
import { games } from '@tafel/core';
import { Hono } from 'hono';
import { reply } from '../../cors/index.js';
import { type JsonSchema, type Operation, ref } from '../../openapi/index.js';
import type { MatchDeps } from '../matches.js';
import { countParam, tags } from './shapes.js';

/** `GET /tables`: a page of the public tables waiting for players. */
export function tableRoutes({ hosted }: MatchDeps): Hono {
  return new Hono().get('/tables', async (c) => {
    const game = c.req.query('game');
    const before = countParam(c, 'before');
    return reply(
      await hosted.tables({ ...(game ? { game } : {}), ...(before !== undefined ? { before } : {}) }),
      200,
    );
  });
}

/** A table's line in the lobby, and a page of them. */
export function tableSchemas(): Record<string, JsonSchema> {
  return {
    TableListing: {
      type: 'object',
      required: ['id', 'game', 'options', 'seats', 'open', 'created'],
      additionalProperties: false,
      properties: {
        id: { type: 'string' },
        game: { type: 'string', enum: Object.keys(games) },
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

/** The operation of the lobby's list. */
export function tableOperations(): Operation[] {
  return [
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
  ];
}
