/** The move schema of Eintrichtern, for untrusted JSON. @module */
import * as z from 'zod';
import { commonErrors } from '../../errors/index.js';
import type { EintrichternMove } from './types.js';

export const moveSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('roll') }).strict(),
  z.object({ type: z.literal('take-over') }).strict(),
  z.object({ type: z.literal('lift'), cell: z.number().int().min(0).max(164) }).strict(),
]);

/** Checks untrusted JSON against the move schema; throws `RuleError('invalid-move')`. */
export function parseMove(json: unknown): EintrichternMove {
  const result = moveSchema.safeParse(json);
  if (!result.success) commonErrors.fail('invalid-move', { reason: z.prettifyError(result.error) });
  return result.data as EintrichternMove;
}
