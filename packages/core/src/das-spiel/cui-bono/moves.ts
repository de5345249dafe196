/** The move schema of Cui bono?, for untrusted JSON. @module */
import * as z from 'zod';
import { commonErrors } from '../../errors/index.js';
import type { CuiBonoMove } from './types.js';

const cell = z.number().int().min(0).max(164);

export const moveSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('pull'), cell }).strict(),
  z.object({ type: z.literal('return'), cell }).strict(),
  z.object({ type: z.literal('keep') }).strict(),
]);

/** Checks untrusted JSON against the move schema; throws `RuleError('invalid-move')`. */
export function parseMove(json: unknown): CuiBonoMove {
  const result = moveSchema.safeParse(json);
  if (!result.success) commonErrors.fail('invalid-move', { reason: z.prettifyError(result.error) });
  return result.data as CuiBonoMove;
}
