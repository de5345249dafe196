/** The move schema of Cui bono?, for untrusted JSON; the move type is inferred from it. @module */
import * as z from 'zod/mini';
import { int, move, parserOf } from '../../schema/index.js';

const cell = int(0, 164);

export const moveSchema = z.discriminatedUnion('type', [
  move('pull', { cell }),
  move('return', { cell }),
  move('keep'),
]);

/** A move of Cui bono?. */
export type CuiBonoMove = z.output<typeof moveSchema>;

/** Checks untrusted JSON against the move schema; throws `RuleError('invalid-move')`. */
export const parseMove = parserOf(moveSchema, 'invalid-move');
