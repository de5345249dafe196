/**
 * Hosting a match, `POST /v1/matches`: the request (a seat each: a person playing here, an open seat, a bot by
 * level; the options, the table's settings) checked by its schema, the answer with the tokens shown once, and
 * their documentation (one request schema a game, with its options and seat counts).
 *
 * @module
 */
import { type AnyGame, games } from '@tafel/core';
import { Hono } from 'hono';
import { z } from 'zod';
import { reply } from '../../cors/index.js';
import { type JsonSchema, nameOf, type Operation, ref } from '../../openapi/index.js';
import { checkedJson } from '../../request/index.js';
import type { MatchDeps } from '../matches.js';
import { bodyOf } from '../schema.js';
import { contribution, name, personKey, tags } from './shapes.js';

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

/** `POST /matches`: hosts a match for the client that asks. */
export function createRoutes({ hosted, clientOf }: MatchDeps): Hono {
  return new Hono().post('/matches', async (c) =>
    reply(await hosted.create(await checkedJson(c, Create), clientOf(c)), 201),
  );
}

/** The request and answer schemas of hosting a match. */
export function createSchemas(): Record<string, JsonSchema> {
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
  };
}

/** The operation of hosting a match. */
export function createOperations(): Operation[] {
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
  ];
}
