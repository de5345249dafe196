/** The move schema of Raffzahn, for untrusted JSON; the move type is inferred from it. @module */
import * as v from 'valibot';
import { int, move, parserOf } from '../../schema/index.js';

export const moveSchema = v.variant('type', [
  move('take', { cell: int(0, 164), round: int(1) }),
  move('stop'),
  move('roll'),
]);

/** A move of Raffzahn. */
export type RaffzahnMove = v.InferOutput<typeof moveSchema>;

/** Checks untrusted JSON against the move schema; throws `RuleError('invalid-move')`. */
export const parseMove = parserOf(moveSchema, 'invalid-move');
