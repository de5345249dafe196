/** The move schema of Wiezen, for untrusted JSON. @module */
import * as z from 'zod';
import { commonErrors } from '../errors/index.js';
import { SUITS } from './cards.js';
import type { WiezenMove } from './types.js';

const card = z.number().int().min(0).max(51);
const suit = z.enum(SUITS);
const bare = <T extends string>(type: T) => z.object({ type: z.literal(type) }).strict();

/** The zod schema of a move. */
export const moveSchema = z.discriminatedUnion('type', [
  bare('pass'),
  bare('vragen'),
  bare('meegaan'),
  bare('alleen'),
  z
    .object({
      type: z.literal('abondance'),
      level: z.union([z.literal(9), z.literal(10), z.literal(11), z.literal(12)]),
      suit,
    })
    .strict(),
  bare('miserie'),
  bare('miserie-op-tafel'),
  z.object({ type: z.literal('solo'), suit: suit.nullable() }).strict(),
  bare('solo-slim'),
  z.object({ type: z.literal('exchange'), card }).strict(),
  bare('keep'),
  bare('give'),
  bare('refuse'),
  z.object({ type: z.literal('play'), card }).strict(),
]);

/**
 * Checks untrusted JSON against the move schema; throws `RuleError('invalid-move')`.
 *
 * @example
 * ```ts
 * parseMove({ type: 'abondance', level: 9, suit: 'hearts' });
 * ```
 */
export function parseMove(json: unknown): WiezenMove {
  const result = moveSchema.safeParse(json);
  if (!result.success) commonErrors.fail('invalid-move', { reason: z.prettifyError(result.error) });
  return result.data as WiezenMove;
}
