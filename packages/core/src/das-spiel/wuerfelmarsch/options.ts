/** The options of Würfelmarsch: the schema, the type inferred from it, the defaults and the checker. @module */
import * as v from 'valibot';
import { int, optionsParser, strict } from '../../schema/index.js';

export const optionsSchema = strict({
  /**
   * A Tafel ruling (the rulebook has no limit, but turning can go on for ever): after this many turns the game
   * ends with the final count, as when no die is left on the plate.
   */
  turnLimit: v.optional(int(1, 100_000), 300),
});

/** The options of a Würfelmarsch game. */
export type WuerfelmarschOptions = v.InferOutput<typeof optionsSchema>;

/**
 * Checks and completes options; throws `RuleError('invalid-options')`.
 *
 * @example
 * ```ts
 * parseOptions({ turnLimit: 100 }); // { turnLimit: 100 }
 * ```
 */
export const parseOptions: (json?: unknown) => WuerfelmarschOptions = optionsParser(optionsSchema);

/** The options a game gets when none are given. */
export const DEFAULT_OPTIONS: Readonly<WuerfelmarschOptions> = Object.freeze(parseOptions({}));
