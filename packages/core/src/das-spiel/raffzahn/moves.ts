/** The move schema of Raffzahn, for untrusted JSON. @module */
import * as z from 'zod';
import { commonErrors } from '../../errors/index.js';
import type { RaffzahnMove } from './types.js';

export const moveSchema = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('take'),
      cell: z.number().int().min(0).max(164),
      round: z.number().int().min(1),
    })
    .strict(),
  z.object({ type: z.literal('stop') }).strict(),
  z.object({ type: z.literal('roll') }).strict(),
]);

/** Checks untrusted JSON against the move schema; throws `RuleError('invalid-move')`. */
export function parseMove(json: unknown): RaffzahnMove {
  const result = moveSchema.safeParse(json);
  if (!result.success) commonErrors.fail('invalid-move', { reason: z.prettifyError(result.error) });
  return result.data as RaffzahnMove;
}
