/** The move schema of Würfelmarsch, for untrusted JSON. @module */
import * as z from 'zod';
import { commonErrors } from '../../errors/index.js';
import type { WuerfelmarschMove } from './types.js';

const cell = z.number().int().min(0).max(44);

export const moveSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('tilt'), cell, to: cell }).strict(),
  z.object({ type: z.literal('turn'), cell, orientation: z.number().int().min(0).max(23) }).strict(),
]);

/** Checks untrusted JSON against the move schema; throws `RuleError('invalid-move')`. */
export function parseMove(json: unknown): WuerfelmarschMove {
  const result = moveSchema.safeParse(json);
  if (!result.success) commonErrors.fail('invalid-move', { reason: z.prettifyError(result.error) });
  return result.data as WuerfelmarschMove;
}
