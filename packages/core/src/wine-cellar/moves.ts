/** The move schema of Wine Cellar, for untrusted JSON; the move type is inferred from it. @module */
import * as v from 'valibot';
import { int, move, parserOf } from '../schema/index.js';

const end = v.picklist(['top', 'bottom']);
const card = int(1, 18);

export const moveSchema = v.variant('type', [
  /** Bid a card from hand (2021: `token` plays the auto-win token with it). */
  move('bid', { card, token: v.optional(v.boolean()) }),
  /** The trick's winner takes a prize (0 = left, 1 = right) and puts it at one end of his cellar. */
  move('take', { prize: v.union([v.literal(0), v.literal(1)]), end }),
  /** The other player puts the prize left to him at one end of his cellar. */
  move('place', { end }),
  /** 2021: after the second trick, put one card face down as the last card and bonus card. */
  move('reserve', { card }),
  /** Advanced rule: swap the bonus card with the cellar card at `position` (0 = top), or keep (`null`). */
  move('swap', { position: v.nullable(int(0, 7)) }),
]);

/** A move of Wine Cellar. */
export type WineCellarMove = v.InferOutput<typeof moveSchema>;

/** Checks untrusted JSON against the move schema; throws `RuleError('invalid-move')`. */
export const parseMove = parserOf(moveSchema, 'invalid-move');
