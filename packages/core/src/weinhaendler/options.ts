/** The options of Die Weinhändler: the schema, the type inferred from it, the defaults and the checker. @module */
import * as v from 'valibot';
import { int, isEmptyOptions, optionsParser, strict } from '../schema/index.js';

export const optionsSchema = strict({
  /**
   * An explicit order of every card in play, to stack a deal: the first five go to seat 0, the next five to
   * seat 1, …, then four to the display; the rest is the pile, top first. `null`: a seeded shuffle.
   */
  deck: v.optional(v.nullable(v.array(v.string())), null),
  /** The start player of the first round; `null`: drawn from the seed. */
  start: v.optional(v.nullable(int(0, 4)), null),
});

/** The options of a Die Weinhändler game. */
export type WeinhaendlerOptions = v.InferOutput<typeof optionsSchema>;

const check = optionsParser(optionsSchema);

/** The options a game gets when none are given. */
export const DEFAULT_OPTIONS: Readonly<WeinhaendlerOptions> = Object.freeze(check({}));

/**
 * Checks and completes options; throws `RuleError('invalid-options')`.
 *
 * @example
 * ```ts
 * parseOptions({ start: 2 }); // { deck: null, start: 2 }
 * ```
 */
export function parseOptions(json: unknown = {}): WeinhaendlerOptions {
  // No options (the common case in simulations) are the defaults: no schema run on the setup hot path.
  return isEmptyOptions(json) ? DEFAULT_OPTIONS : check(json);
}
