/** The move schema of Die Weinhändler, for untrusted JSON. @module */
import * as z from 'zod';
import { commonErrors } from '../errors/index.js';
import type { WeinhaendlerMove } from './types.js';

const card = z.string().min(1).max(16);

export const moveSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('bid'), cards: z.array(card).min(1).max(80) }).strict(),
  z.object({ type: z.literal('pass') }).strict(),
  z.object({ type: z.literal('draw') }).strict(),
  z
    .object({
      type: z.literal('place'),
      card,
      row: z.number().int().min(0).max(4),
      pos: z.number().int().min(-4).max(4),
    })
    .strict(),
  z.object({ type: z.literal('stop') }).strict(),
]);

/**
 * Checks untrusted JSON against the move schema; throws `RuleError('invalid-move')`.
 *
 * @example
 * ```ts
 * parseMove({ type: 'bid', cards: ['green-7'] }); // ok
 * parseMove({ type: 'bid', cards: [] });          // throws invalid-move
 * ```
 */
export function parseMove(json: unknown): WeinhaendlerMove {
  const result = moveSchema.safeParse(json);
  if (!result.success) commonErrors.fail('invalid-move', { reason: z.prettifyError(result.error) });
  return result.data as WeinhaendlerMove;
}
