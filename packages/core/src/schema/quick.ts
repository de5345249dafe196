/**
 * A quick yes for JSON a schema takes exactly as it is. valibot builds an output copy and a dataset for every
 * value it checks, through call sites that see every kind of schema; for a whole game state (a Wiezen state
 * is some 400 values) that cost 30–40 µs, where the rest of a `/validate` costs about 75. {@link quickCheck}
 * turns a schema into a plain predicate over the same rules, which answers in a few µs.
 *
 * It only ever says yes when the schema would take the value and give back an equal copy, so a checker may
 * use the value itself; on anything else (a value the schema refuses, or one it would change: unknown keys a
 * plain object drops, a default filled in) it says no, and the schema runs as before, for its output or its
 * complaint. Schemas with parts it does not know (transformations, defaults, other validations) get no quick
 * check at all (`null`). The contract properties hold every game's quick check to its schema.
 *
 * @module
 */
import type * as v from 'valibot';

/** Whether a value passes, unchanged. */
export type Quick = (value: unknown) => boolean;

/** The parts of a valibot schema or action this reads (they are plain objects). */
interface Node {
  readonly kind: string;
  readonly type: string;
  readonly pipe?: readonly Node[];
  readonly entries?: Readonly<Record<string, Node>>;
  readonly item?: Node;
  readonly items?: readonly Node[];
  readonly options?: readonly unknown[];
  readonly wrapped?: Node;
  readonly default?: unknown;
  readonly literal?: unknown;
  readonly key?: string;
  readonly requirement?: unknown;
}

/**
 * The quick check of a schema, or `null` when the schema has parts it does not know.
 *
 * @example
 * ```ts
 * const quick = quickCheck(stateSchema);
 * const state = quick?.(json) ? json : v.parse(stateSchema, json);
 * ```
 */
export function quickCheck(schema: v.GenericSchema): Quick | null {
  return compile(schema as unknown as Node);
}

function compile(node: Node): Quick | null {
  if (!node.pipe) return compileSchema(node);
  const fused = compileBounded(node.pipe);
  if (fused !== undefined) return fused;
  const steps: Quick[] = [];
  for (const item of node.pipe) {
    if (item.kind === 'metadata') continue;
    const step = item === node.pipe[0] || item.kind === 'schema' ? compile(item) : compileAction(item);
    if (step === null) return null;
    steps.push(step);
  }
  if (steps.length === 1) return steps[0]!;
  return (x) => {
    for (let i = 0; i < steps.length; i++) if (!steps[i]!(x)) return false;
    return true;
  };
}

/**
 * The pipes every state is made of, each one closure instead of one a step (a Wiezen state has some 400
 * numbers): a number with bounds (`int`), a list with a length and its items. `undefined`: another pipe.
 */
function compileBounded(pipe: readonly Node[]): Quick | null | undefined {
  const base = pipe[0]!;
  if (base.pipe || (base.type !== 'number' && base.type !== 'array')) return undefined;
  let min = Number.NEGATIVE_INFINITY;
  let max = Number.POSITIVE_INFINITY;
  let integer = false;
  for (const action of pipe.slice(1)) {
    const r = action.requirement as number;
    if (action.kind === 'metadata') continue;
    if (base.type === 'number' && action.type === 'integer') integer = true;
    else if (base.type === 'number' && action.type === 'min_value') min = Math.max(min, r);
    else if (base.type === 'number' && action.type === 'max_value') max = Math.min(max, r);
    else if (base.type === 'array' && action.type === 'length')
      [min, max] = [Math.max(min, r), Math.min(max, r)];
    else if (base.type === 'array' && action.type === 'min_length') min = Math.max(min, r);
    else if (base.type === 'array' && action.type === 'max_length') max = Math.min(max, r);
    else return undefined;
  }
  if (base.type === 'number')
    return integer
      ? (x) => typeof x === 'number' && Number.isInteger(x) && x >= min && x <= max
      : (x) => typeof x === 'number' && !Number.isNaN(x) && x >= min && x <= max;
  const item = compile(base.item!);
  if (item === null) return null;
  return (x) => {
    if (!Array.isArray(x) || x.length < min || x.length > max) return false;
    for (let i = 0; i < x.length; i++) if (!item(x[i])) return false;
    return true;
  };
}

/** The kinds of schema that may leave a key out (without a default, the key stays out of the output too). */
const OPTIONAL = new Set(['optional', 'exact_optional', 'nullish']);

function compileSchema(node: Node): Quick | null {
  switch (node.type) {
    case 'number':
      return (x) => typeof x === 'number' && !Number.isNaN(x);
    case 'string':
      return (x) => typeof x === 'string';
    case 'boolean':
      return (x) => typeof x === 'boolean';
    case 'null':
      return (x) => x === null;
    case 'literal': {
      const literal = node.literal;
      return (x) => x === literal;
    }
    case 'picklist': {
      const options = node.options!;
      // A long list (Die Weinhändler's 22 cards) is quicker to look up than to walk.
      if (options.length > 8) {
        const set = new Set(options);
        return (x) => set.has(x);
      }
      return (x) => options.includes(x);
    }
    case 'nullable':
    case 'optional':
    case 'exact_optional':
    case 'nullish': {
      if (node.default !== undefined) return null;
      const wrapped = compile(node.wrapped!);
      if (wrapped === null) return null;
      const nullOk = node.type !== 'optional' && node.type !== 'exact_optional';
      const undefinedOk = node.type !== 'nullable';
      return (x) => (x === null ? nullOk : x === undefined ? undefinedOk : wrapped(x));
    }
    case 'array': {
      const item = compile(node.item!);
      if (item === null) return null;
      return (x) => {
        if (!Array.isArray(x)) return false;
        for (let i = 0; i < x.length; i++) if (!item(x[i])) return false;
        return true;
      };
    }
    case 'tuple':
    case 'strict_tuple': {
      const items = node.items!.map(compile);
      if (items.includes(null)) return null;
      const checks = items as Quick[];
      // A plain tuple drops extra items from its output: only an exact length comes back the same.
      return (x) => {
        if (!Array.isArray(x) || x.length !== checks.length) return false;
        for (let i = 0; i < checks.length; i++) if (!checks[i]!(x[i])) return false;
        return true;
      };
    }
    case 'object':
    case 'strict_object':
      return compileObject(node.entries!);
    case 'union': {
      const options = (node.options as Node[]).map(compile);
      if (options.includes(null)) return null;
      const checks = options as Quick[];
      return (x) => checks.some((check) => check(x));
    }
    case 'variant':
      return compileVariant(node);
    default:
      return null;
  }
}

/**
 * An object with these entries and no other key (a plain object would drop the others from its output; a strict
 * one refuses them), and never an array (which `noArray` and JSON Schema refuse).
 */
function compileObject(entries: Readonly<Record<string, Node>>): Quick | null {
  const keys = Object.keys(entries);
  const checks: Quick[] = [];
  const required: boolean[] = [];
  for (const key of keys) {
    const entry = entries[key]!;
    const check = compile(entry);
    if (check === null) return null;
    checks.push(check);
    required.push(!OPTIONAL.has(entry.type));
  }
  return (x) => {
    if (typeof x !== 'object' || x === null || Array.isArray(x)) return false;
    const o = x as Record<string, unknown>;
    let present = 0;
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i]!;
      if (key in o) {
        present++;
        if (!checks[i]!(o[key])) return false;
      } else if (required[i]) return false;
    }
    let all = 0;
    for (const _ in o) all++;
    return all === present;
  };
}

/** A variant of objects told apart by a string literal: the option its discriminator names decides. */
function compileVariant(node: Node): Quick | null {
  const key = node.key!;
  const byLiteral = new Map<unknown, Quick>();
  for (const option of node.options as Node[]) {
    const discriminator = option.entries?.[key];
    if (
      option.type === 'variant' ||
      discriminator?.type !== 'literal' ||
      byLiteral.has(discriminator.literal)
    )
      return null;
    const check = compile(option);
    if (check === null) return null;
    byLiteral.set(discriminator.literal, check);
  }
  return (x) => {
    if (typeof x !== 'object' || x === null || Array.isArray(x)) return false;
    const check = byLiteral.get((x as Record<string, unknown>)[key]);
    if (check === undefined) return false;
    return check(x);
  };
}

function compileAction(action: Node): Quick | null {
  const r = action.requirement;
  switch (action.type) {
    case 'integer':
      return (x) => Number.isInteger(x);
    case 'safe_integer':
      return (x) => Number.isSafeInteger(x);
    case 'finite':
      return (x) => Number.isFinite(x);
    case 'min_value':
      return (x) => (x as number) >= (r as number);
    case 'max_value':
      return (x) => (x as number) <= (r as number);
    case 'length':
      return (x) => (x as { length: number }).length === r;
    case 'min_length':
      return (x) => (x as { length: number }).length >= (r as number);
    case 'max_length':
      return (x) => (x as { length: number }).length <= (r as number);
    case 'check': {
      const test = r as (x: unknown) => unknown;
      return (x) => Boolean(test(x));
    }
    default:
      return null;
  }
}
