/**
 * The fast path of a schema (`quick`) is held to valibot: whatever it takes, valibot takes too and outputs an
 * equal value; what it does not take goes to valibot, so the verdict and the complaint are valibot's. It must
 * also really be the path a well-formed value takes. The games' states are held to it in
 * `das-spiel/state/state.test.ts`; here, a schema with every kind it knows and some it does not.
 */
import { toJsonSchema } from '@valibot/to-json-schema';
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { mutations } from '../testing/index.js';
import { int, strict } from './index.js';
import { quick, quickTakes } from './quick.js';

const record = strict({
  seat: int(0, 5),
  roll: v.nullable(int(1, 6)),
  cells: v.pipe(v.array(int(0, 164)), v.maxLength(6)),
  kept: v.boolean(),
});

const schema = strict({
  game: v.literal('test'),
  phase: v.picklist(['start', 'play', 'over']),
  name: v.string(),
  owner: v.pipe(v.array(int(-1, 2)), v.length(8)),
  roll: v.strictTuple([int(1, 6), int(1, 6), int(1, 6)]),
  mixed: v.strictTuple([int(0, 3), v.boolean()]),
  held: v.nullable(strict({ colour: int(0, 2), orientation: int(0, 23) })),
  log: v.pipe(v.array(record), v.minLength(1)),
  last: v.nullable(
    v.variant('type', [
      strict({ type: v.literal('tilt'), cell: int(0, 44) }),
      strict({ type: v.literal('turn') }),
    ]),
  ),
  even: v.pipe(
    int(0, 100),
    v.check((n) => n % 2 === 0, 'even'),
  ),
  ratio: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
});

const value = {
  game: 'test',
  phase: 'play',
  name: 'x',
  owner: [-1, 0, 1, 2, 2, 1, 0, -1],
  roll: [1, 6, 3],
  mixed: [2, true],
  held: { colour: 1, orientation: 23 },
  log: [
    { seat: 0, roll: null, cells: [1, 2, 3, 4], kept: false },
    { seat: 5, roll: 2, cells: [], kept: true },
  ],
  last: { type: 'tilt', cell: 44 },
  even: 42,
  ratio: 0.5,
};

/** valibot's verdict and output. */
function valibot(json: unknown): { ok: boolean; output?: unknown } {
  const result = v.safeParse(schema, json, { abortPipeEarly: true });
  return result.success ? { ok: true, output: result.output } : { ok: false };
}

describe('quick: a fast path held to the schema', () => {
  it('takes a well-formed value by its fast path, as it is', () => {
    expect(quickTakes(schema, value)).toBe(true);
    const result = v.safeParse(quick(schema), value);
    expect(result.success && result.output).toBe(value);
    expect(valibot(value)).toEqual({ ok: true, output: value });
  });

  it('takes nothing valibot refuses, and gives what valibot gives, for every one-field mutation', () => {
    const fast = quick(schema);
    let taken = 0;
    for (const m of mutations(value)) {
      const reference = valibot(m.value);
      if (quickTakes(schema, m.value)) {
        taken++;
        expect(reference, `${m.kind} at ${m.at}`).toEqual({ ok: true, output: m.value });
      }
      const result = v.safeParse(fast, m.value, { abortPipeEarly: true });
      expect(result.success, `${m.kind} at ${m.at}`).toBe(reference.ok);
      if (!result.success)
        expect(result.issues).toEqual(v.safeParse(schema, m.value, { abortPipeEarly: true }).issues);
    }
    expect(taken).toBeGreaterThan(0);
  });

  it('takes nothing valibot refuses, for any JSON and for values with a field swapped for any JSON', () => {
    const keys = Object.keys(value) as (keyof typeof value)[];
    const spoiled = fc
      .record({ key: fc.constantFrom(...keys), junk: fc.jsonValue() })
      .map(({ key, junk }) => ({ ...value, [key]: junk }));
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), spoiled), (json) => {
        if (quickTakes(schema, json)) expect(valibot(json)).toEqual({ ok: true, output: json });
        expect(v.safeParse(quick(schema), json).success).toBe(valibot(json).ok);
      }),
      { numRuns: 1000 },
    );
  });

  it('leaves to valibot the kinds it does not know, and keys in any order', () => {
    const loose = v.object({ n: int(0, 3) });
    expect(quickTakes(loose, { n: 1 })).toBe(false);
    expect(v.safeParse(quick(loose), { n: 1, extra: true }).success).toBe(true);
    const withDefault = strict({ n: v.optional(int(0, 3), 2) });
    expect(quickTakes(withDefault, {})).toBe(false);
    expect(v.parse(quick(withDefault), {})).toEqual({ n: 2 });
    const reordered = Object.fromEntries(Object.entries(value).reverse());
    expect(quickTakes(schema, reordered)).toBe(true);
    expect(quickTakes(schema, [])).toBe(false);
    expect(quickTakes(schema, { ...value, extra: 1 })).toBe(false);
  });

  it('changes only the run: the schema describes itself as before and is left as it was', () => {
    const before = toJsonSchema(schema, { errorMode: 'ignore' });
    const fast = quick(schema);
    expect(toJsonSchema(fast, { errorMode: 'ignore' })).toEqual(before);
    expect(fast['~run']).not.toBe(schema['~run']);
    expect(toJsonSchema(schema, { errorMode: 'ignore' })).toEqual(before);
  });
});
