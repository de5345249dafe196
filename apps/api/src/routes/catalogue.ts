/**
 * `GET /v1/games`: the catalogue of every game, with its titles, players, options and their defaults, and the
 * bot levels. Answered from a string made once: it never changes while the server runs.
 *
 * @module
 */
import { type AnyGame, games } from '@tafel/core';
import { Hono } from 'hono';
import { reply } from '../cors/index.js';
import { type JsonSchema, type Operation, ref } from '../openapi/index.js';

const Game: JsonSchema = {
  type: 'object',
  required: ['id', 'title', 'players', 'realtime', 'hidesInformation', 'rulesVersion', 'options', 'bots'],
  additionalProperties: false,
  properties: {
    id: { type: 'string', enum: Object.keys(games) },
    title: {
      type: 'object',
      required: ['en', 'nl'],
      additionalProperties: false,
      properties: { en: { type: 'string' }, nl: { type: 'string' } },
    },
    players: {
      type: 'object',
      required: ['min', 'max'],
      additionalProperties: false,
      properties: { min: { type: 'integer' }, max: { type: 'integer' } },
    },
    realtime: { type: 'boolean', description: 'Moves apply in the order they arrive (Bunte Kuh, Raffzahn).' },
    hidesInformation: { type: 'boolean', description: 'A seat does not see the whole state.' },
    rulesVersion: { type: 'integer', minimum: 1 },
    options: {
      type: 'object',
      description: "The options with their defaults (each game's `…Options` schema says what they may be).",
    },
    bots: { type: 'array', items: { type: 'string' }, description: 'The bot levels.' },
  },
};

/**
 * The catalogue route and its documentation.
 *
 * @example
 * ```ts
 * const { routes, operations } = catalogue(['easy', 'normal', 'strong']);
 * app.route('/v1', routes);
 * ```
 */
export function catalogue(levels: readonly string[]): {
  routes: Hono;
  operations: Operation[];
  schemas: Record<string, JsonSchema>;
} {
  const body = {
    games: (Object.values(games) as AnyGame[]).map((g) => ({
      id: g.id,
      title: { en: g.title.en, nl: g.title.nl },
      players: { min: g.players.min, max: g.players.max },
      realtime: g.realtime === true,
      hidesInformation: g.hidesInformation,
      rulesVersion: g.rulesVersion,
      options: g.defaults as Record<string, unknown>,
      bots: [...levels],
    })),
  };
  const routes = new Hono().get('/games', () => reply(body));
  const operations: Operation[] = [
    {
      method: 'get',
      path: '/v1/games',
      operationId: 'listGames',
      summary: 'The catalogue: every game with its titles, players, options and bot levels',
      tags: ['catalogue'],
      ok: {
        200: {
          description: 'The games',
          schema: {
            type: 'object',
            required: ['games'],
            additionalProperties: false,
            properties: { games: { type: 'array', items: ref('Game') } },
          },
        },
      },
      refusals: [],
    },
  ];
  return { routes, operations, schemas: { Game } };
}
