/** The move schema of Eintrichtern, for untrusted JSON; the move type is inferred from it. @module */
import * as v from 'valibot';
import { int, move, parserOf } from '../../schema/index.js';

export const moveSchema = v.variant('type', [
  move('roll'),
  move('take-over'),
  move('lift', { cell: int(0, 164) }),
]);

/** A move of Eintrichtern. */
export type EintrichternMove = v.InferOutput<typeof moveSchema>;

/** Checks untrusted JSON against the move schema; throws `RuleError('invalid-move')`. */
export const parseMove = parserOf(moveSchema, 'invalid-move');
