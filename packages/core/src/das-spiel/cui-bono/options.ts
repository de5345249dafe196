/** The options of Cui bono?: the schema, the type inferred from it, the defaults and the checker. @module */
import * as v from 'valibot';
import { int, optionsParser, strict } from '../../schema/index.js';

export const optionsSchema = strict({
  /** Minus points per kept die of each colour (the rulebook's scan is unclear: default red 3, yellow 2, pearl 1). */
  minus: v.optional(
    strict({
      red: v.optional(int(0, 100), 3),
      yellow: v.optional(int(0, 100), 2),
      pearl: v.optional(int(0, 100), 1),
    }),
    { red: 3, yellow: 2, pearl: 1 },
  ),
  /**
   * A Tafel ruling (the rulebook has no limit, and dice can be pulled and put back for ever): after this many
   * turns the game ends and is scored as usual.
   */
  turnLimit: v.optional(int(1, 100_000), 500),
});

/** The options of a Cui bono? game. */
export type CuiBonoOptions = v.InferOutput<typeof optionsSchema>;

/**
 * Checks and completes options; throws `RuleError('invalid-options')`.
 *
 * @example
 * ```ts
 * parseOptions({ minus: { red: 4 } }); // { minus: { red: 4, yellow: 2, pearl: 1 }, turnLimit: 500 }
 * ```
 */
export const parseOptions: (json?: unknown) => CuiBonoOptions = optionsParser(optionsSchema);

/** The options a game gets when none are given. */
export const DEFAULT_OPTIONS: Readonly<CuiBonoOptions> = Object.freeze(parseOptions({}));
