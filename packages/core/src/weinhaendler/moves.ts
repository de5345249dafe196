/** The move schema of Die Weinhändler, for untrusted JSON; the move type is inferred from it. @module */
import * as v from 'valibot';
import { int, move, parserOf } from '../schema/index.js';

const card = v.pipe(v.string(), v.minLength(1), v.maxLength(16));

export const moveSchema = v.variant('type', [
  /** Add one or more hand cards to your bid (the new total must differ from every other bid). */
  move('bid', { cards: v.pipe(v.array(card), v.minLength(1), v.maxLength(80)) }),
  /** Leave this bidding round (on your first turn, before any bid, without drawing). */
  move('pass'),
  /**
   * Pass on your first turn of the round, before any bid, and reveal two pile cards: keep the lower, the other
   * goes under the pile. Legal only then, and only while the pile has cards.
   */
  move('draw'),
  /** Put a hand card into your cellar at `(row, pos)`. */
  move('place', { card, row: int(0, 4), pos: int(-4, 4) }),
  /** End your cellar turn (only with at most six cards in hand, never in the last round). */
  move('stop'),
]);

/** Every move of Die Weinhändler. */
export type WeinhaendlerMove = v.InferOutput<typeof moveSchema>;

/**
 * Checks untrusted JSON against the move schema; throws `RuleError('invalid-move')`.
 *
 * @example
 * ```ts
 * parseMove({ type: 'bid', cards: ['green-7'] }); // ok
 * parseMove({ type: 'bid', cards: [] });          // throws invalid-move
 * ```
 */
export const parseMove = parserOf(moveSchema, 'invalid-move');
