/** The options of Raffzahn: the schema, the type inferred from it, the defaults and the checker. @module */
import type * as v from 'valibot';
import { optionsParser, strict } from '../../schema/index.js';

export const optionsSchema = strict({});

/** The options of a Raffzahn game. */
export type RaffzahnOptions = v.InferOutput<typeof optionsSchema>;

/**
 * Checks and completes options; throws `RuleError('invalid-options')`.
 *
 * @example
 * ```ts
 * parseOptions({}); // {}
 * ```
 */
export const parseOptions: (json?: unknown) => RaffzahnOptions = optionsParser(optionsSchema);

/** The options a game gets when none are given. */
export const DEFAULT_OPTIONS: Readonly<RaffzahnOptions> = Object.freeze(parseOptions({}));
