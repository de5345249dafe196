/** The options of Eintrichtern: the schema, the type inferred from it, the defaults and the checker. @module */
import * as v from 'valibot';
import { int, optionsParser, strict } from '../../schema/index.js';

export const optionsSchema = strict({
  /** Red dice that win; `null`: the rules' number, 8 with 2–4 players and 9 with 5–6. */
  target: v.optional(v.nullable(int(1, 36)), null),
});

/** The options of a Eintrichtern game. */
export type EintrichternOptions = v.InferOutput<typeof optionsSchema>;

/**
 * Checks and completes options; throws `RuleError('invalid-options')`.
 *
 * @example
 * ```ts
 * parseOptions({ target: 6 }); // { target: 6 }
 * ```
 */
export const parseOptions: (json?: unknown) => EintrichternOptions = optionsParser(optionsSchema);

/** The options a game gets when none are given. */
export const DEFAULT_OPTIONS: Readonly<EintrichternOptions> = Object.freeze(parseOptions({}));
