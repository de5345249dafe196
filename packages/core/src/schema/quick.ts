/**
 * A fast path for a schema that checks large plain JSON (a client-held state: a pyramid is two lists of 165
 * numbers). valibot runs every number of a list through a dataset and four actions (about 7 µs a list of 165)
 * and copies the value as it goes; a state check runs on every request. {@link quick} compiles the schema once
 * into plain checks and hands anything they do not take to the schema itself.
 *
 * The fast path only ever says yes, and only where the schema would output an equal copy of the value: a value it
 * takes is returned as it is (no copy: building objects key by key costs more than checking them), which the
 * schema takes too. Every value it does not take, and every part of a schema it does not know, goes to valibot,
 * so the complaints are valibot's own. It knows what states are written with: strict objects without optional
 * keys, arrays, strict tuples, numbers with `integer`, `min_value`, `max_value`, lists with `length`,
 * `min_length`, `max_length`, `check`, and picklists, literals, booleans, strings, `nullable` without a default
 * and `variant` by a literal key (nothing that transforms or fills in a default). `schema/quick.test.ts` holds
 * it to valibot.
 *
 * @module
 */
import type * as v from 'valibot';

/** A compiled check: whether the schema takes the value as it is (its output is then a copy of it). */
type Check = (value: unknown) => boolean;

/** The part of a schema (or action) the compiler reads. */
interface Node {
  readonly type: string;
  readonly kind?: string;
  readonly pipe?: readonly Node[];
  readonly entries?: Readonly<Record<string, Node>>;
  readonly item?: Node;
  readonly items?: readonly Node[];
  readonly wrapped?: Node;
  readonly default?: unknown;
  readonly options?: readonly unknown[];
  readonly literal?: unknown;
  readonly key?: string;
  readonly requirement?: unknown;
}

const refuse: Check = () => false;

/** A whole number in `min..max` (the pipe `number, integer, min_value, max_value` every list of cells has). */
function intRange(node: Node): [number, number] | null {
  const pipe = node.pipe;
  if (pipe?.[0]?.type !== 'number' || pipe[0].pipe) return null;
  let integer = false;
  let min = Number.NEGATIVE_INFINITY;
  let max = Number.POSITIVE_INFINITY;
  for (const action of pipe.slice(1)) {
    if (action.type === 'integer') integer = true;
    else if (action.type === 'min_value' && typeof action.requirement === 'number') min = action.requirement;
    else if (action.type === 'max_value' && typeof action.requirement === 'number') max = action.requirement;
    else return null;
  }
  return integer ? [min, max] : null;
}

/** The check of one pipe action on the output of the schema before it, or `null` for one it does not know. */
function actionCheck(action: Node): Check | null {
  const r = action.requirement;
  switch (action.type) {
    case 'integer':
      return (x) => Number.isInteger(x);
    case 'min_value':
      return typeof r === 'number' ? (x) => (x as number) >= r : null;
    case 'max_value':
      return typeof r === 'number' ? (x) => (x as number) <= r : null;
    case 'length':
      return (x) => (x as { length: number }).length === r;
    case 'min_length':
      return typeof r === 'number' ? (x) => (x as { length: number }).length >= r : null;
    case 'max_length':
      return typeof r === 'number' ? (x) => (x as { length: number }).length <= r : null;
    case 'check':
      return typeof r === 'function' ? (x) => Boolean(r(x)) : null;
    default:
      return null;
  }
}

/** A list of whole numbers in `min..max`: one tight loop instead of a check per number. */
function intList(min: number, max: number): Check {
  return (x) => {
    if (!Array.isArray(x)) return false;
    for (let i = 0; i < x.length; i++) {
      const e = x[i];
      if (typeof e !== 'number' || !Number.isInteger(e) || e < min || e > max) return false;
    }
    return true;
  };
}

/** A strict tuple of whole numbers, each in its range. */
function intTuple(ranges: readonly [number, number][]): Check {
  const n = ranges.length;
  const min = Float64Array.from(ranges, (r) => r[0]);
  const max = Float64Array.from(ranges, (r) => r[1]);
  return (x) => {
    if (!Array.isArray(x) || x.length !== n) return false;
    for (let i = 0; i < n; i++) {
      const e = x[i];
      if (typeof e !== 'number' || !Number.isInteger(e) || e < min[i]! || e > max[i]!) return false;
    }
    return true;
  };
}

function compileSchema(node: Node): Check {
  switch (node.type) {
    case 'number':
      return (x) => typeof x === 'number' && !Number.isNaN(x);
    case 'boolean':
      return (x) => typeof x === 'boolean';
    case 'string':
      return (x) => typeof x === 'string';
    case 'literal': {
      const literal = node.literal;
      return typeof literal === 'string' || typeof literal === 'boolean' || typeof literal === 'number'
        ? (x) => x === literal
        : refuse;
    }
    case 'picklist': {
      const options = node.options ?? [];
      return (x) => options.includes(x);
    }
    case 'nullable': {
      if (node.default !== undefined || !node.wrapped) return refuse;
      const wrapped = compile(node.wrapped);
      return (x) => x === null || wrapped(x);
    }
    case 'array': {
      const range = node.item ? intRange(node.item) : null;
      if (range) return intList(range[0], range[1]);
      const item = node.item ? compile(node.item) : refuse;
      return (x) => {
        if (!Array.isArray(x)) return false;
        for (let i = 0; i < x.length; i++) if (!item(x[i])) return false;
        return true;
      };
    }
    case 'strict_tuple': {
      const ranges = (node.items ?? []).map(intRange);
      if (ranges.every((r) => r !== null)) return intTuple(ranges as [number, number][]);
      const items = (node.items ?? []).map(compile);
      return (x) => {
        if (!Array.isArray(x) || x.length !== items.length) return false;
        for (let i = 0; i < items.length; i++) if (!items[i]!(x[i])) return false;
        return true;
      };
    }
    case 'strict_object':
      return strictObject(node.entries ?? {});
    case 'variant':
      return variant(node);
    default:
      return refuse;
  }
}

/** How a strict object checks a field: inline for the plain kinds (a call a field costs more than the check). */
const INT = 0;
const NULLABLE_INT = 1;
const BOOLEAN = 2;
const OTHER = 3;

/** A field's kind, and its range when it is a whole number. */
function fieldOf(node: Node): [kind: number, min: number, max: number] {
  const range = intRange(node);
  if (range) return [INT, range[0], range[1]];
  if (node.type === 'nullable' && node.default === undefined && node.wrapped && !node.pipe) {
    const wrapped = intRange(node.wrapped);
    if (wrapped) return [NULLABLE_INT, wrapped[0], wrapped[1]];
  }
  if (node.type === 'boolean' && !node.pipe) return [BOOLEAN, 0, 0];
  return [OTHER, 0, 0];
}

/**
 * A strict object: no array, no key but the schema's, and every key of the schema (it has no optional entries):
 * as many keys as the schema's, all of them known, are all of them. Keys in the schema's order (as the games
 * write them) are matched one by one; any other order by lookup.
 */
function strictObject(entries: Readonly<Record<string, Node>>): Check {
  const keys = Object.keys(entries);
  if (keys.some((k) => /optional|nullish/.test(entries[k]!.type))) return refuse;
  const n = keys.length;
  const fields = keys.map((k) => fieldOf(entries[k]!));
  const kinds = Int8Array.from(fields, (f) => f[0]);
  const min = Float64Array.from(fields, (f) => f[1]);
  const max = Float64Array.from(fields, (f) => f[2]);
  const checks = keys.map((k, i) => (kinds[i] === OTHER ? compile(entries[k]!) : refuse));
  const at = new Map(keys.map((k, i) => [k, i]));
  return (x) => {
    if (typeof x !== 'object' || x === null || Array.isArray(x)) return false;
    const input = x as Record<string, unknown>;
    let i = 0;
    let ordered = true;
    for (const k in input) {
      let j = i;
      if (!ordered || k !== keys[i]) {
        ordered = false;
        const found = at.get(k);
        if (found === undefined) return false;
        j = found;
      }
      const e = input[k];
      switch (kinds[j]) {
        case INT:
          if (typeof e !== 'number' || !Number.isInteger(e) || e < min[j]! || e > max[j]!) return false;
          break;
        case NULLABLE_INT:
          if (e !== null && (typeof e !== 'number' || !Number.isInteger(e) || e < min[j]! || e > max[j]!))
            return false;
          break;
        case BOOLEAN:
          if (typeof e !== 'boolean') return false;
          break;
        default:
          if (!checks[j]!(e)) return false;
      }
      i++;
    }
    return i === n;
  };
}

/** A variant of strict objects told apart by a string literal: the option the value names. */
function variant(node: Node): Check {
  const key = node.key ?? '';
  const byLiteral = new Map<unknown, Check>();
  for (const option of node.options as readonly Node[]) {
    const literal = option.entries?.[key]?.literal;
    if (typeof literal !== 'string' || byLiteral.has(literal)) return refuse;
    byLiteral.set(literal, compile(option));
  }
  return (x) => {
    if (typeof x !== 'object' || x === null || !Object.hasOwn(x, key)) return false;
    const option = byLiteral.get((x as Record<string, unknown>)[key]);
    return option?.(x) === true;
  };
}

function compile(node: Node): Check {
  if (!node.pipe) return compileSchema(node);
  const range = intRange(node);
  if (range) {
    const [min, max] = range;
    return (x) => typeof x === 'number' && Number.isInteger(x) && x >= min && x <= max;
  }
  const [first, ...actions] = node.pipe;
  const base = compile(first!);
  const checks = actions.filter((a) => a.kind !== 'metadata').map(actionCheck);
  if (checks.some((c) => c === null)) return refuse;
  const all = checks as Check[];
  return (x) => {
    if (!base(x)) return false;
    for (const c of all) if (!c(x)) return false;
    return true;
  };
}

/**
 * The same schema, with a fast path in front: a value the compiled check takes is the output as it is (the
 * schema would take it and output an equal copy), anything else goes to the schema. Only the run changes: the
 * schema still describes itself (`toJsonSchema`) as before, and `schema` itself is left as it was.
 *
 * @example
 * ```ts
 * export const parseState = stateParser(quick(stateSchema), checkState);
 * ```
 */
export function quick<S extends v.GenericSchema>(schema: S): S {
  const check = compile(schema as unknown as Node);
  const run = schema['~run'];
  return {
    ...schema,
    '~run'(dataset: v.UnknownDataset, config: v.Config<v.BaseIssue<unknown>>) {
      if (!check(dataset.value)) return run.call(schema, dataset, config);
      return { typed: true, value: dataset.value } as v.OutputDataset<unknown, v.BaseIssue<unknown>>;
    },
  };
}

/**
 * Whether the fast path of {@link quick} takes `value` for `schema` (tests hold real states to it, so the fast
 * path is the one they take).
 *
 * @example
 * ```ts
 * expect(quickTakes(stateSchema, state)).toBe(true);
 * ```
 */
export function quickTakes(schema: v.GenericSchema, value: unknown): boolean {
  return compile(schema as unknown as Node)(value);
}
