/** The move schema of Wine Cellar, for untrusted JSON. @module */
import * as z from 'zod';
import { commonErrors } from '../errors/index.js';
import type { WineCellarMove } from './types.js';

const end = z.enum(['top', 'bottom']);
const card = z.number().int().min(1).max(18);

export const moveSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('bid'), card, token: z.boolean().optional() }).strict(),
  z.object({ type: z.literal('take'), prize: z.union([z.literal(0), z.literal(1)]), end }).strict(),
  z.object({ type: z.literal('place'), end }).strict(),
  z.object({ type: z.literal('reserve'), card }).strict(),
  z.object({ type: z.literal('swap'), position: z.number().int().min(0).max(7).nullable() }).strict(),
]);

/** Checks untrusted JSON against the move schema; throws `RuleError('invalid-move')`. */
export function parseMove(json: unknown): WineCellarMove {
  const result = moveSchema.safeParse(json);
  if (!result.success) commonErrors.fail('invalid-move', { reason: z.prettifyError(result.error) });
  return result.data as WineCellarMove;
}
