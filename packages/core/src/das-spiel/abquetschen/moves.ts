/** The move schema of Abquetschen, for untrusted JSON. @module */
import * as z from 'zod';
import { commonErrors } from '../../errors/index.js';
import type { AbquetschenMove } from './types.js';

export const moveSchema = z
  .object({
    type: z.literal('build'),
    cells: z.array(z.number().int().min(0).max(164)).max(9),
  })
  .strict();

/** Checks untrusted JSON against the move schema; throws `RuleError('invalid-move')`. */
export function parseMove(json: unknown): AbquetschenMove {
  const result = moveSchema.safeParse(json);
  if (!result.success) commonErrors.fail('invalid-move', { reason: z.prettifyError(result.error) });
  return result.data as AbquetschenMove;
}
