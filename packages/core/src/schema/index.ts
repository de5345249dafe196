/**
 * Schemas for untrusted JSON (moves, options, records), on `zod/mini`: the same checks as classic zod at a
 * fifth of the bundle a browser downloads. Every game writes its move and options schema once and infers its
 * types from them; {@link parserOf} turns a schema into the checker that throws a {@link RuleError}.
 *
 * `z.toJSONSchema(schema)` describes any of them as JSON Schema (the API's OpenAPI document uses it). Game
 * modules import `zod/mini` themselves: a namespace re-exported from here could not be tree-shaken, and a page
 * would download every locale and the JSON Schema writer with each game.
 *
 * @module
 */

import * as z from 'zod/mini';
import { commonErrors } from '../errors/index.js';
import { message } from './messages.js';

// zod/mini ships no messages: without ours every complaint would read "Invalid input".
z.config({ localeError: message });

/** Any schema of ours. */
export type Schema<T = unknown> = z.ZodMiniType<T>;

/**
 * A whole number in `min..max`.
 *
 * @example
 * ```ts
 * const card = int(1, 18);
 * ```
 */
export function int(min: number, max: number = Number.MAX_SAFE_INTEGER): z.ZodMiniNumber<number> {
  return z.int().check(z.minimum(min), z.maximum(max));
}

/**
 * The checker of a schema: returns the parsed value, or throws `RuleError(code)` with the schema's complaint as
 * its `reason`. The input is never changed.
 *
 * @example
 * ```ts
 * export const parseMove = parserOf(moveSchema, 'invalid-move');
 * parseMove({ type: 'bid', card: 99 }); // throws RuleError('invalid-move')
 * ```
 */
export function parserOf<S extends z.ZodMiniType>(
  schema: S,
  code: 'invalid-move' | 'invalid-options' | 'invalid-record',
): (json: unknown) => z.output<S> {
  return (json) => {
    const result = schema.safeParse(json);
    if (!result.success) commonErrors.fail(code, { reason: z.prettifyError(result.error) });
    return result.data;
  };
}

/** A record without extra keys (`type` plus the listed fields). */
export const move = <T extends string, F extends z.core.$ZodLooseShape = Record<never, never>>(
  type: T,
  fields?: F,
) => z.strictObject({ type: z.literal(type), ...(fields ?? ({} as F)) });

/**
 * A list holding each whole number of `from..to` exactly once (a stacked deck).
 *
 * @example
 * ```ts
 * const deck = permutation(1, 18, 'the deck holds every card 1..18 once');
 * ```
 */
export function permutation(from: number, to: number, message: string) {
  return z.array(int(from, to)).check(
    z.length(to - from + 1),
    z.refine((d) => new Set(d).size === d.length, message),
  );
}

/** Whether `json` is an empty options object (or nothing): the hot paths skip the schema for it. */
export function isEmptyOptions(json: unknown): boolean {
  if (json === undefined || json === null) return true;
  if (typeof json !== 'object' || Array.isArray(json)) return false;
  for (const _ in json) return false;
  return true;
}

/**
 * The checker of an options schema: like {@link parserOf}, and no options at all (`undefined`, `null`) are `{}`,
 * so every default is filled in.
 *
 * @example
 * ```ts
 * export const parseOptions = optionsParser(optionsSchema);
 * parseOptions(undefined); // the defaults
 * ```
 */
export function optionsParser<S extends z.ZodMiniType>(schema: S): (json?: unknown) => z.output<S> {
  const check = parserOf(schema, 'invalid-options');
  return (json) => check(json ?? {});
}
