/** The move schema of Abquetschen, for untrusted JSON; the move type is inferred from it. @module */
import * as v from 'valibot';
import { int, move, parserOf } from '../../schema/index.js';

/** Build: the cells of the dice placed this turn (none: the player cannot build). */
export const moveSchema = move('build', { cells: v.pipe(v.array(int(0, 164)), v.maxLength(9)) });

/** A move of Abquetschen. */
export type AbquetschenMove = v.InferOutput<typeof moveSchema>;

/** Checks untrusted JSON against the move schema; throws `RuleError('invalid-move')`. */
export const parseMove = parserOf(moveSchema, 'invalid-move');
