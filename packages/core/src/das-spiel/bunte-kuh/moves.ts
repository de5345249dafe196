/** The move schema of Bunte Kuh, for untrusted JSON. @module */
import * as z from 'zod';
import { commonErrors } from '../../errors/index.js';
import type { BunteKuhMove } from './types.js';

const call = {
  round: z.number().int().min(1),
  cell: z.number().int().min(0).max(164),
  orientation: z.number().int().min(0).max(23),
};

export const moveSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('stop'), ...call }).strict(),
  z.object({ type: z.literal('nowhere'), ...call }).strict(),
]);

/** Checks untrusted JSON against the move schema; throws `RuleError('invalid-move')`. */
export function parseMove(json: unknown): BunteKuhMove {
  const result = moveSchema.safeParse(json);
  if (!result.success) commonErrors.fail('invalid-move', { reason: z.prettifyError(result.error) });
  return result.data as BunteKuhMove;
}
