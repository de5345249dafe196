/**
 * The people and ratings routes: claim a name (a key comes back, once), who a key is and their ratings, a move
 * code for another device and its use, and a game's leaderboard. What they do is {@link Ratings}'; here are
 * the HTTP shapes and their documentation.
 *
 * @module
 */
import { gameOf, games } from '@tafel/core';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { bearer } from '../auth/index.js';
import { reply } from '../cors/index.js';
import { apiError } from '../errors/index.js';
import { type JsonSchema, type Operation, ref } from '../openapi/index.js';
import { BOT_RATINGS, type Ratings } from '../ratings/index.js';
import { checkedJson } from '../request/index.js';
import { Name } from '../request/plain.js';
import { bodyOf } from './schema.js';

const Claim = z.strictObject({ name: Name });
const Move = z.strictObject({ code: z.string().min(1).max(40) });

/** The key of an `Authorization: Bearer` header, or 401. */
function keyOf(c: Context): string {
  const key = bearer(c.req.header('authorization'));
  if (!key) throw apiError('token-required');
  return key;
}

/**
 * The routes, and their documentation.
 *
 * @example
 * ```ts
 * app.route('/v1', ratingRoutes(new Ratings(sqlRatings(db))).routes);
 * ```
 */
export function ratingRoutes(ratings: Ratings): {
  routes: Hono;
  operations: Operation[];
  schemas: Record<string, JsonSchema>;
} {
  const routes = new Hono()
    .post('/people', async (c) => reply(await ratings.claim((await checkedJson(c, Claim)).name), 201))
    .get('/people/me', async (c) => reply(await ratings.me(keyOf(c)), 200))
    .post('/people/me/codes', async (c) => reply(await ratings.moveCode(keyOf(c)), 201))
    .post('/people/move', async (c) => reply(await ratings.move((await checkedJson(c, Move)).code), 200))
    .get('/ratings/:game', async (c) => {
      const game = gameOf(games, c.req.param('game'));
      const standings = await ratings.leaderboard(game.id);
      return reply(
        {
          game: game.id,
          bots: BOT_RATINGS,
          standings: standings.map((s, i) => ({
            rank: i + 1,
            name: s.name,
            rating: Math.round(s.rating),
            rd: Math.round(s.rd),
            games: s.games,
            wins: s.wins,
          })),
        },
        200,
      );
    });
  return { routes, operations: operationsOf(), schemas: schemasOf() };
}

function schemasOf(): Record<string, JsonSchema> {
  const person: JsonSchema = {
    type: 'object',
    required: ['id', 'name'],
    additionalProperties: false,
    properties: { id: { type: 'string' }, name: { type: 'string' } },
  };
  const rating = (extra: Record<string, JsonSchema>, required: string[]): JsonSchema => ({
    type: 'object',
    required: ['rating', 'rd', 'games', 'wins', ...required],
    additionalProperties: false,
    properties: {
      ...extra,
      rating: { type: 'number', description: 'The Glicko-2 rating (a newcomer starts at 1500).' },
      rd: {
        type: 'number',
        description: 'How unsure the rating is (350 at the start, less with every match).',
      },
      vol: { type: 'number', description: 'Glicko-2 volatility.' },
      games: { type: 'integer', minimum: 0, description: 'Rated matches.' },
      wins: { type: 'integer', minimum: 0 },
    },
  });
  return {
    Person: person,
    PersonKey: {
      type: 'object',
      required: ['person', 'key'],
      additionalProperties: false,
      properties: {
        person: ref('Person'),
        key: { type: 'string', description: 'The key for this device (shown once): keep it in the browser.' },
      },
    },
    PersonRatings: {
      type: 'object',
      required: ['person', 'ratings'],
      additionalProperties: false,
      properties: {
        person: ref('Person'),
        ratings: { type: 'array', items: rating({ game: { type: 'string' } }, ['game', 'vol']) },
      },
    },
    MoveCode: {
      type: 'object',
      required: ['code', 'until'],
      additionalProperties: false,
      properties: {
        code: { type: 'string', description: 'Type it on the other device within ten minutes (one use).' },
        until: { type: 'integer', description: 'Until when it works, in ms since the epoch.' },
      },
    },
    Leaderboard: {
      type: 'object',
      required: ['game', 'bots', 'standings'],
      additionalProperties: false,
      properties: {
        game: { type: 'string' },
        bots: {
          type: 'object',
          description: 'The fixed rating each bot level counts at when a person plays it.',
          additionalProperties: {
            type: 'object',
            required: ['rating', 'rd', 'vol'],
            properties: { rating: { type: 'number' }, rd: { type: 'number' }, vol: { type: 'number' } },
          },
        },
        standings: {
          type: 'array',
          items: rating({ rank: { type: 'integer', minimum: 1 }, name: { type: 'string' } }, [
            'rank',
            'name',
          ]),
        },
      },
    },
  };
}

function operationsOf(): Operation[] {
  const tags = ['ratings'];
  return [
    {
      method: 'post',
      path: '/v1/people',
      operationId: 'claimName',
      summary: 'Claims a name: a person with a key for this device (no account, no e-mail)',
      tags,
      body: bodyOf(Claim, { name: { description: 'The name others see; nobody else can claim it again.' } }),
      ok: { 201: { description: 'The person and their key', schema: ref('PersonKey') } },
      refusals: [400, 409, 413, 415],
    },
    {
      method: 'get',
      path: '/v1/people/me',
      operationId: 'whoAmI',
      summary: 'The person a key belongs to, and their rating at every game they played rated',
      tags,
      auth: 'required',
      ok: { 200: { description: 'The person', schema: ref('PersonRatings') } },
      refusals: [401],
    },
    {
      method: 'post',
      path: '/v1/people/me/codes',
      operationId: 'moveCode',
      summary: 'A move code: with it another device gets a key of the same person (one use, ten minutes)',
      tags,
      auth: 'required',
      ok: { 201: { description: 'The code', schema: ref('MoveCode') } },
      refusals: [401],
    },
    {
      method: 'post',
      path: '/v1/people/move',
      operationId: 'usePersonCode',
      summary: "Uses a move code: this device gets a key of the code's person",
      tags,
      body: bodyOf(Move, { code: { description: 'The code the other device showed.' } }),
      ok: { 200: { description: 'The person and this device’s key', schema: ref('PersonKey') } },
      refusals: [400, 401, 413, 415],
    },
    {
      method: 'get',
      path: '/v1/ratings/{game}',
      operationId: 'leaderboard',
      summary: "A game's leaderboard: its rated people, the highest Glicko-2 rating first (50 at most)",
      tags,
      parameters: [
        {
          name: 'game',
          in: 'path',
          required: true,
          description: "The game's id.",
          schema: { type: 'string', enum: Object.keys(games) },
        },
      ],
      ok: { 200: { description: 'The leaderboard', schema: ref('Leaderboard') } },
      refusals: [404],
    },
  ];
}
