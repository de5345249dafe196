/** The move schema of Cui bono?, for untrusted JSON; the move type is inferred from it. @module */
import * as v from 'valibot';
import { int, move, parserOf } from '../../schema/index.js';

const cell = int(0, 164);

export const moveSchema = v.variant('type', [move('pull', { cell }), move('return', { cell }), move('keep')]);

/** A move of Cui bono?. */
export type CuiBonoMove = v.InferOutput<typeof moveSchema>;

/** Checks untrusted JSON against the move schema; throws `RuleError('invalid-move')`. */
export const parseMove = parserOf(moveSchema, 'invalid-move');
