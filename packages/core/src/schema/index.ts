/**
 * Schemas for untrusted JSON (moves, options, records), on `valibot`: modular, so a page that embeds one game
 * downloads only the checks that game uses (about 2 kB gzip, where `zod/mini` cost about 8 kB). Every game
 * writes its move and options schema once and infers its types from them; {@link parserOf} turns a schema into
 * the checker that throws a {@link RuleError}.
 *
 * `toJsonSchema` of `@valibot/to-json-schema` describes any of them as JSON Schema (the API's OpenAPI document
 * uses it). Game modules import `valibot` themselves, as `v`.
 *
 * @module
 */

import * as v from 'valibot';
import { commonErrors, type Message } from '../errors/index.js';
import { complaint, where } from './messages.js';
import { quickCheck } from './quick.js';

/** Any schema of ours. */
export type Schema<T = unknown> = v.GenericSchema<unknown, T>;

/**
 * A whole number in `min..max`.
 *
 * @example
 * ```ts
 * const card = int(1, 18);
 * ```
 */
export function int(min: number, max: number = Number.MAX_SAFE_INTEGER) {
  return v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));
}

/**
 * The generator's state inside a game state (`RngState`): four unsigned 32-bit integers.
 *
 * @example
 * ```ts
 * const stateSchema = strict({ rng: rngState, round: int(0) });
 * ```
 */
export const rngState = v.strictTuple([
  int(0, 0xffffffff),
  int(0, 0xffffffff),
  int(0, 0xffffffff),
  int(0, 0xffffffff),
]);

const PARSE_CONFIG = { abortPipeEarly: true } as const;

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
export function parserOf<S extends v.GenericSchema>(
  schema: S,
  code: 'invalid-move' | 'invalid-options' | 'invalid-record' | 'invalid-state',
): (json: unknown) => v.InferOutput<S> {
  const optionFor = dispatchOf(schema);
  return (json) => {
    const result = v.safeParse(optionFor?.(json) ?? schema, json, PARSE_CONFIG);
    if (!result.success)
      commonErrors.fail(code, { reason: complaint(result.issues), at: where(result.issues[0]!) });
    return result.output;
  };
}

/**
 * A rule of a state that its schema cannot say: the cards of a deal held once each, counts that agree with each
 * other, a die that rests on dice. `at` is where, as a schema's path (`hands[2]`); the sentence says what.
 */
export interface Breach extends Message {
  readonly at: string;
}

/**
 * A breach at `at`, in both languages.
 *
 * @example
 * ```ts
 * if (new Set(cards).size !== cards.length) return breach('hands', 'a card is dealt twice', 'een kaart is twee keer gedeeld');
 * ```
 */
export function breach(at: string, en: string, nl: string): Breach {
  return { at, en, nl };
}

/**
 * The checker of a client-held state: the game's state schema first (shapes, ranges, lengths), then its
 * invariants, the rules its code relies on that a schema cannot say (`check` returns the first breach it finds,
 * or nothing). A state that fails either is refused with `RuleError('invalid-state')`, whose details name the
 * place (`at`) and say what is wrong in English and Dutch. A state that passes is one the game's functions can
 * work on: they never crash on it and never run without end (each game's contract tests hold it to that).
 *
 * `check` runs on the schema's output, so it may trust every shape the schema promises. A state the schema
 * would take unchanged is let through by its {@link quickCheck} without the schema's copy (the same state, some
 * ten times sooner); anything else goes through the schema.
 *
 * @example
 * ```ts
 * export const parseState = stateParser(stateSchema, (s) =>
 *   s.hands.flat().length + s.played.length === 52 ? undefined : breach('hands', 'cards are missing', 'er ontbreken kaarten'),
 * );
 * ```
 */
export function stateParser<S extends v.GenericSchema>(
  schema: S,
  check: (state: v.InferOutput<S>) => Breach | undefined,
): (json: unknown) => v.InferOutput<S> {
  const shape = parserOf(schema, 'invalid-state');
  const quick = quickCheck(schema);
  return (json) => {
    const state = quick?.(json) ? (json as v.InferOutput<S>) : shape(json);
    const broken = check(state);
    if (broken) commonErrors.fail('invalid-state', { reason: atOf(broken), at: broken.at });
    return state;
  };
}

/** A breach as one line, the place first (as {@link complaint} writes a schema's issues). */
function atOf(b: Breach): Message {
  return b.at === '' ? { en: b.en, nl: b.nl } : { en: `at ${b.at}: ${b.en}`, nl: `bij ${b.at}: ${b.nl}` };
}

/**
 * For a `v.variant` whose options are objects told apart by a string literal (every game's moves: `type`), the
 * option a value names, found by its discriminator in one lookup. valibot's `variant` tries the options in
 * order and writes a complaint for every one that does not match (13 for Wiezen's `play`), which cost more than
 * the rest of a `/validate`'s move check. Running the named option alone gives the same output and the same
 * issues, since the variant hands the value to that option all the same; a value naming no option goes to the
 * whole variant, for its complaint listing the types it expects. Any other schema: `undefined`.
 */
function dispatchOf(schema: v.GenericSchema): ((json: unknown) => v.GenericSchema | undefined) | undefined {
  if (schema.type !== 'variant') return undefined;
  const { key, options } = schema as unknown as {
    key: string;
    options: readonly { type: string; entries?: Record<string, { type: string; literal?: unknown }> }[];
  };
  const byLiteral = new Map<string, v.GenericSchema>();
  for (const option of options) {
    const discriminator = option.entries?.[key];
    if (discriminator?.type !== 'literal' || typeof discriminator.literal !== 'string') return undefined;
    if (byLiteral.has(discriminator.literal)) return undefined;
    byLiteral.set(discriminator.literal, option as unknown as v.GenericSchema);
  }
  return (json) => {
    if (typeof json !== 'object' || json === null) return undefined;
    const literal = (json as Record<string, unknown>)[key];
    return typeof literal === 'string' && Object.hasOwn(json, key) ? byLiteral.get(literal) : undefined;
  };
}

/**
 * The same schema, refusing arrays where it wants an object: valibot takes any object, arrays too, where JSON
 * Schema's `"type": "object"` (and zod before) refuse them. For `v.object` and `v.record`; {@link strict} objects
 * have it already. It wraps the schema's run with valibot's own issue helper: valibot is pinned in the catalog,
 * and `schema/index.test.ts` holds this to it after an upgrade.
 *
 * @example
 * ```ts
 * const seat = noArray(v.object({ name: v.optional(v.string()) }));
 * ```
 */
export function noArray<S extends v.GenericSchema>(schema: S): S {
  const run = schema['~run'];
  return Object.assign(schema, {
    '~run'(dataset: v.UnknownDataset, config: v.Config<v.BaseIssue<unknown>>) {
      if (!Array.isArray(dataset.value)) return run.call(schema, dataset, config);
      v._addIssue(schema, 'type', dataset, config);
      return dataset as unknown as v.OutputDataset<unknown, v.BaseIssue<unknown>>;
    },
  });
}

/**
 * An object with exactly these keys (unknown keys refused), and no array.
 *
 * @example
 * ```ts
 * const options = strict({ deals: v.optional(int(1, 1000), 16) });
 * ```
 */
export function strict<E extends v.ObjectEntries>(entries: E): v.StrictObjectSchema<E, undefined> {
  return noArray(v.strictObject(entries));
}

/** A record without extra keys (`type` plus the listed fields). */
export const move = <T extends string, F extends v.ObjectEntries = Record<never, never>>(
  type: T,
  fields?: F,
): v.StrictObjectSchema<Omit<F, 'type'> & { type: v.LiteralSchema<T, undefined> }, undefined> =>
  strict({ type: v.literal(type), ...(fields ?? ({} as F)) }) as never;

/**
 * A list holding each whole number of `from..to` exactly once (a stacked deck).
 *
 * @example
 * ```ts
 * const deck = permutation(1, 18, 'the deck holds every card 1..18 once');
 * ```
 */
export function permutation(from: number, to: number, message: string) {
  return v.pipe(
    v.array(int(from, to)),
    v.length(to - from + 1),
    v.check((d) => new Set(d).size === d.length, message),
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
export function optionsParser<S extends v.GenericSchema>(schema: S): (json?: unknown) => v.InferOutput<S> {
  const check = parserOf(schema, 'invalid-options');
  return (json) => check(json ?? {});
}
