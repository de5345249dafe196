/** The options of Cui bono?: the schema, the type inferred from it, the defaults and the checker. @module */
import * as z from 'zod/mini';
import { int, optionsParser } from '../../schema/index.js';

export const optionsSchema = z.strictObject({
  /** Minus points per kept die of each colour (the rulebook's scan is unclear: default red 3, yellow 2, pearl 1). */
  minus: z._default(
    z.strictObject({
      red: z._default(int(0, 100), 3),
      yellow: z._default(int(0, 100), 2),
      pearl: z._default(int(0, 100), 1),
    }),
    { red: 3, yellow: 2, pearl: 1 },
  ),
  /**
   * A Tafel ruling (the rulebook has no limit, and dice can be pulled and put back for ever): after this many
   * turns the game ends and is scored as usual.
   */
  turnLimit: z._default(int(1, 100_000), 500),
});

/** The options of a Cui bono? game. */
export type CuiBonoOptions = z.output<typeof optionsSchema>;

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
