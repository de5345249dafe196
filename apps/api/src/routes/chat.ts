/**
 * The chat routes of a hosted match: say something (`POST /v1/matches/{id}/chat`, a seat's or the host's token;
 * spectators where the host allowed it) and read what was said (`GET …/chat`). What they do is
 * {@link TableChat}'s; here are the HTTP shapes and their documentation.
 *
 * @module
 */
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { CHAT_LIMITS, QUICK_KEYS, type TableChat } from '../chat/index.js';
import { reply } from '../cors/index.js';
import { type JsonSchema, type Operation, ref } from '../openapi/index.js';
import { checkedJson } from '../request/index.js';
import { plainText } from '../request/plain.js';
import { bodyOf } from './schema.js';

const Say = z.union([
  z.strictObject({
    text: z
      .string()
      .trim()
      .min(1)
      .max(CHAT_LIMITS.maxLength)
      .refine(plainText, 'A message may not hold control or invisible characters.'),
  }),
  z.strictObject({ quick: z.enum(QUICK_KEYS) }),
]);

/** What the chat routes need. */
export interface ChatDeps {
  chat: TableChat;
  /** Who a request comes from (a spectator's limits). */
  clientOf: (c: Context) => string;
}

/**
 * The routes, and their documentation.
 *
 * @example
 * ```ts
 * app.route('/v1', chatRoutes({ chat, clientOf }).routes);
 * ```
 */
export function chatRoutes(deps: ChatDeps): {
  routes: Hono;
  operations: Operation[];
  schemas: Record<string, JsonSchema>;
} {
  const routes = new Hono()
    .post('/matches/:id/chat', async (c) =>
      reply(
        await deps.chat.say(
          c.req.param('id'),
          c.req.header('authorization'),
          deps.clientOf(c),
          await checkedJson(c, Say),
        ),
        201,
      ),
    )
    .get('/matches/:id/chat', async (c) => reply({ messages: await deps.chat.read(c.req.param('id')) }, 200));
  const idParam = {
    name: 'id',
    in: 'path' as const,
    required: true,
    description: "The match's id, as its creation gave it.",
    schema: { type: 'string', minLength: 1 },
  };
  const operations: Operation[] = [
    {
      method: 'post',
      path: '/v1/matches/{id}/chat',
      operationId: 'sayInChat',
      summary: `Says something at the table: plain text (at most ${CHAT_LIMITS.maxLength} characters) or a quick phrase; sent on the match's stream as \`chat\``,
      tags: ['matches'],
      auth: 'optional',
      parameters: [idParam],
      body: bodyOf(Say),
      ok: { 201: { description: 'What was said', schema: ref('ChatMessage') } },
      refusals: [400, 401, 403, 404, 413, 415],
    },
    {
      method: 'get',
      path: '/v1/matches/{id}/chat',
      operationId: 'readChat',
      summary: "The table's chat so far, in order",
      tags: ['matches'],
      parameters: [idParam],
      ok: { 200: { description: 'The chat', schema: ref('Chat') } },
      refusals: [404],
    },
  ];
  return {
    routes,
    operations,
    schemas: {
      Chat: {
        type: 'object',
        required: ['messages'],
        additionalProperties: false,
        properties: { messages: { type: 'array', items: ref('ChatMessage') } },
      },
    },
  };
}
