/** The options of Raffzahn: the schema, the type inferred from it, the defaults and the checker. @module */
import * as z from 'zod/mini';
import { optionsParser } from '../../schema/index.js';

export const optionsSchema = z.strictObject({});

/** The options of a Raffzahn game. */
export type RaffzahnOptions = z.output<typeof optionsSchema>;

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
