/**
 * `@tafel/core/testing`: what a program that takes client-held states needs to test itself against the
 * states clients really send: not garbage, which a schema refuses at once, but a real state with one thing
 * wrong. {@link mutations} lists every way to spoil one field of a JSON value: the field removed, made `null`,
 * given another type, emptied, a number moved by one, a list entry dropped or doubled, a flag flipped.
 *
 * @module
 */

/** How one field was spoiled. */
export type MutationKind =
  | 'removed'
  | 'null'
  | 'wrong-type'
  | 'empty-array'
  | 'empty-object'
  | 'plus-one'
  | 'minus-one'
  | 'duplicated'
  | 'flipped';

/** A copy of a value with one field spoiled: where (as `hands[2]`), how, and the spoiled copy. */
export interface Mutation {
  readonly at: string;
  readonly kind: MutationKind;
  readonly value: unknown;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The spoiled forms of one field's value (its removal is the parent's to make). */
function spoiled(value: Json): Array<[MutationKind, Json]> {
  const out: Array<[MutationKind, Json]> = [];
  if (value !== null) out.push(['null', null]);
  if (typeof value === 'number') {
    out.push(['wrong-type', String(value)], ['plus-one', value + 1], ['minus-one', value - 1]);
  } else if (typeof value === 'string') {
    out.push(['wrong-type', 0]);
  } else if (typeof value === 'boolean') {
    out.push(['wrong-type', value ? 1 : 0], ['flipped', !value]);
  } else if (Array.isArray(value)) {
    out.push(['wrong-type', '']);
    if (value.length > 0) out.push(['empty-array', []]);
    out.push(['empty-object', {}]);
  } else if (value !== null) {
    out.push(['wrong-type', '']);
    if (Object.keys(value).length > 0) out.push(['empty-object', {}]);
    out.push(['empty-array', []]);
  }
  return out;
}

/** `value` with the field at `path` replaced by `make(old)` (`undefined`: removed). */
function replaced(
  value: Json,
  path: readonly (string | number)[],
  make: (old: Json) => Json | undefined,
): Json {
  if (path.length === 0) return make(value) ?? null;
  const [key, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    const next = rest.length === 0 ? make(copy[key as number]!) : replaced(copy[key as number]!, rest, make);
    if (next === undefined) copy.splice(key as number, 1);
    else copy[key as number] = next;
    return copy;
  }
  const copy = { ...(value as Record<string, Json>) };
  const next = rest.length === 0 ? make(copy[key as string]!) : replaced(copy[key as string]!, rest, make);
  if (next === undefined) delete copy[key as string];
  else copy[key as string] = next;
  return copy;
}

/** The paths of every field of `value`, parents before children. */
function* paths(value: Json, at: (string | number)[] = []): Generator<(string | number)[]> {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      yield [...at, i];
      yield* paths(value[i]!, [...at, i]);
    }
  } else if (value !== null && typeof value === 'object') {
    for (const key of Object.keys(value)) {
      yield [...at, key];
      yield* paths(value[key]!, [...at, key]);
    }
  }
}

const written = (path: readonly (string | number)[]) =>
  path.reduce<string>((s, k) => (typeof k === 'number' ? `${s}[${k}]` : s === '' ? k : `${s}.${k}`), '');

/**
 * Every one-field mutation of a JSON value, lazily, parents before children. The value itself is never
 * changed. A list entry is removed and doubled as well as spoiled; an object's key is removed.
 *
 * @example
 * ```ts
 * for (const m of mutations(state)) {
 *   const res = await post('/v1/games/wiezen/view', { state: m.value, seat: 0 });
 *   expect(res.status).toBeLessThan(500); // `m.at` and `m.kind` say what was spoiled
 * }
 * ```
 */
export function* mutations(value: unknown): Generator<Mutation> {
  const json = value as Json;
  for (const path of paths(json)) {
    const at = written(path);
    yield { at, kind: 'removed', value: replaced(json, path, () => undefined) };
    const parent = path.slice(0, -1);
    const key = path[path.length - 1];
    if (typeof key === 'number') {
      yield {
        at,
        kind: 'duplicated',
        value: replaced(json, parent, (list) => {
          const copy = [...(list as Json[])];
          copy.splice(key, 0, copy[key]!);
          return copy;
        }),
      };
    }
    let old: Json = json;
    for (const k of path) old = (old as Record<string | number, Json>)[k]!;
    for (const [kind, spoilt] of spoiled(old)) yield { at, kind, value: replaced(json, path, () => spoilt) };
  }
}
