/** The options of Wine Cellar: the schema, the type inferred from it, the defaults and the checker. @module */
import * as v from 'valibot';
import { isEmptyOptions, optionsParser, permutation, strict } from '../schema/index.js';
import { cardsSchema, require2021 } from './cards.js';

export const optionsSchema = strict({
  /** `standard`: the newer rules (simultaneous bids). `2021`: suits, follow suit, auto-win token, +1 type bonus. */
  rules: v.optional(v.picklist(['standard', '2021']), 'standard'),
  /** The advanced rule: after the last trick, swap the bonus card with one cellar card. On by default. */
  swap: v.optional(v.boolean(), true),
  /**
   * An explicit deal order of the 18 card ids, to stack a deal. Cards are dealt one at a time, seat 0 first
   * (solo: the player, then the automaton's pile, whose top is the first card it got); the last two are the
   * first prizes, left and right. Never kept in the state.
   */
  deck: v.optional(v.nullable(permutation(1, 18, 'the deck holds every card 1..18 once')), null),
  /** The card list; `null` is Tafel's deck. */
  cards: v.optional(v.nullable(cardsSchema), null),
});

/** The options of a Wine Cellar game. */
export type WineCellarOptions = v.InferOutput<typeof optionsSchema>;

const check = optionsParser(optionsSchema);

/** The options a game gets when none are given. */
export const DEFAULT_OPTIONS: Readonly<WineCellarOptions> = Object.freeze(check({}));

/**
 * Checks and completes options (a 2021 game's `cards` must carry the 2021 end bonus); throws
 * `RuleError('invalid-options')`.
 *
 * @example
 * ```ts
 * parseOptions({ rules: '2021' }); // { rules: '2021', swap: true, deck: null, cards: null }
 * ```
 */
export function parseOptions(json: unknown = {}): WineCellarOptions {
  // The common case, no options at all, needs no schema run (setup is on the playout hot path).
  if (isEmptyOptions(json)) return DEFAULT_OPTIONS;
  const opts = check(json);
  if (opts.rules === '2021' && opts.cards) require2021(opts.cards);
  return opts;
}
