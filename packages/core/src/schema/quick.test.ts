/**
 * The quick check against valibot itself: it says yes only where the schema takes a value and gives it back
 * equal, and (for the schemas states are made of) everywhere it does; it declines schemas it cannot follow.
 */
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { games } from '../index.js';
import { mutations } from '../testing/index.js';
import { int, noArray, strict } from './index.js';
import { quickCheck } from './quick.js';

/** Whether the schema takes the value and gives back an equal one. */
const takesAsIs = (schema: v.GenericSchema, value: unknown): boolean => {
  const result = v.safeParse(schema, value);
  if (!result.success) return false;
  try {
    expect(result.output).toEqual(value);
    return true;
  } catch {
    return false;
  }
};

/** A schema with every kind of part the quick check follows. */
const sample = strict({
  n: int(0, 9),
  f: v.number(),
  s: v.pipe(v.string(), v.minLength(1), v.maxLength(3)),
  b: v.boolean(),
  z: v.null(),
  lit: v.literal('x'),
  pick: v.picklist(['a', 'b', 'c']),
  long: v.picklist(['p0', 'p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8', 'p9']),
  maybe: v.nullable(int(1, 3)),
  opt: v.optional(v.boolean()),
  list: v.pipe(v.array(int(0, 5)), v.maxLength(3)),
  pair: v.strictTuple([v.string(), int(0, 1)]),
  either: v.union([v.literal(1), v.string()]),
  one: v.variant('type', [strict({ type: v.literal('a'), a: int(0, 1) }), strict({ type: v.literal('b') })]),
  plain: noArray(v.object({ k: v.optional(int(0, 1)) })),
  odd: v.pipe(
    v.array(int(0, 9)),
    v.check((xs) => xs.length % 2 === 1, 'an odd count'),
  ),
});

const value = {
  n: 3,
  f: 1.5,
  s: 'ab',
  b: true,
  z: null,
  lit: 'x',
  pick: 'b',
  long: 'p7',
  maybe: null,
  opt: false,
  list: [1, 2],
  pair: ['q', 1],
  either: 'w',
  one: { type: 'a', a: 1 },
  plain: { k: 0 },
  odd: [1, 2, 3],
};

describe('quickCheck', () => {
  it('takes what the schema takes as it is, in every part', () => {
    const quick = quickCheck(sample)!;
    expect(quick(value)).toBe(true);
    expect(quick({ ...value, opt: undefined })).toBe(true);
    const { opt: _, ...without } = value;
    expect(quick(without)).toBe(true);
  });

  it('agrees with the schema on every one-field change of a value', () => {
    const quick = quickCheck(sample)!;
    let kept = 0;
    for (const m of mutations(value)) {
      const asIs = takesAsIs(sample, m.value);
      expect(quick(m.value), `${m.kind} at ${m.at}`).toBe(asIs);
      if (asIs) kept++;
    }
    expect(kept).toBeGreaterThan(0);
  });

  it('never takes what the schema refuses or would change', () => {
    const quick = quickCheck(sample)!;
    fc.assert(
      fc.property(fc.jsonValue(), (junk) => !quick(junk) || takesAsIs(sample, junk)),
      { numRuns: 500 },
    );
    // A plain object drops a key it does not know: the quick check leaves that to the schema.
    expect(quick({ ...value, plain: { k: 1, other: 2 } })).toBe(false);
    expect(v.safeParse(sample, { ...value, plain: { k: 1, other: 2 } }).success).toBe(true);
  });

  it('declines schemas it cannot follow: defaults, transformations, other validations', () => {
    expect(quickCheck(strict({ n: v.optional(int(0, 9), 3) }))).toBeNull();
    expect(quickCheck(v.nullable(v.string(), 'x'))).toBeNull();
    expect(
      quickCheck(
        v.pipe(
          v.string(),
          v.transform((s) => s.length),
        ),
      ),
    ).toBeNull();
    expect(quickCheck(v.pipe(v.string(), v.email()))).toBeNull();
    expect(quickCheck(v.record(v.string(), v.number()))).toBeNull();
  });

  it("takes every game's first state that its schema takes", () => {
    for (const game of Object.values(games)) {
      const schema = game.schemas.state;
      if (!schema) continue;
      const state = JSON.parse(JSON.stringify(game.setup({ players: game.players.min, seed: 'q' })));
      expect(quickCheck(schema)?.(state), game.id).toBe(true);
    }
  });
});
