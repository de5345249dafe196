/** The move schema of Würfelmarsch, for untrusted JSON; the move type is inferred from it. @module */
import * as v from 'valibot';
import { int, move, parserOf } from '../../schema/index.js';

const cell = int(0, 44);

export const moveSchema = v.variant('type', [
  move('tilt', { cell, to: cell }),
  move('turn', { cell, orientation: int(0, 23) }),
]);

/** A move of Würfelmarsch. */
export type WuerfelmarschMove = v.InferOutput<typeof moveSchema>;

/** Checks untrusted JSON against the move schema; throws `RuleError('invalid-move')`. */
export const parseMove = parserOf(moveSchema, 'invalid-move');
