/** The options of Bunte Kuh: the schema, the type inferred from it, the defaults and the checker. @module */
import * as v from 'valibot';
import { int, optionsParser, strict } from '../../schema/index.js';

export const optionsSchema = strict({
  /** Dice per player; `null`: the 60 dice shared evenly (2: 30, 3: 20, 4: 15, 5: 12, 6: 10). */
  stock: v.optional(v.nullable(int(1, 60)), null),
});

/** The options of a Bunte Kuh game. */
export type BunteKuhOptions = v.InferOutput<typeof optionsSchema>;

/**
 * Checks and completes options; throws `RuleError('invalid-options')`.
 *
 * @example
 * ```ts
 * parseOptions({ stock: 12 }); // { stock: 12 }
 * ```
 */
export const parseOptions: (json?: unknown) => BunteKuhOptions = optionsParser(optionsSchema);

/** The options a game gets when none are given. */
export const DEFAULT_OPTIONS: Readonly<BunteKuhOptions> = Object.freeze(parseOptions({}));
