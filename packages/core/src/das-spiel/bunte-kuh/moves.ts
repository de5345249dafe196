/** The move schema of Bunte Kuh, for untrusted JSON; the move type is inferred from it. @module */
import * as v from 'valibot';
import { int, move, parserOf } from '../../schema/index.js';

/** A call: the round it answers, and the funnel and orientation of the die the caller puts down. */
const call = { round: int(1), cell: int(0, 164), orientation: int(0, 23) };

export const moveSchema = v.variant('type', [
  /** STOP: this funnel's sum equals the roll. */
  move('stop', call),
  /** NOWHERE: no funnel has the roll's sum; the die goes into this funnel. */
  move('nowhere', call),
]);

/** A call of Bunte Kuh. */
export type BunteKuhMove = v.InferOutput<typeof moveSchema>;

/** Checks untrusted JSON against the move schema; throws `RuleError('invalid-move')`. */
export const parseMove = parserOf(moveSchema, 'invalid-move');
