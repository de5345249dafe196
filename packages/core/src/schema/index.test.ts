/**
 * The schema helpers: what they refuse and how they say it. valibot takes any object where it wants one, arrays
 * too; `strict` and `noArray` refuse arrays as JSON Schema's `"type": "object"` does. They wrap valibot's run
 * with its own issue helper, so this file is what tells a valibot upgrade that broke them.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RuleError } from '../errors/index.js';
import { games, parseRecord } from '../index.js';
import { int, noArray, optionsParser, parserOf, strict } from './index.js';

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    if (e instanceof RuleError) return `${e.code}: ${e.text('en')}`;
    throw e;
  }
  return 'accepted';
};

describe('objects, never arrays', () => {
  it('strict and noArray refuse arrays, and take the objects they describe', () => {
    const options = optionsParser(strict({ n: v.optional(int(1, 9), 3) }));
    expect(options({})).toEqual({ n: 3 });
    expect(codeOf(() => options([]))).toMatch(/^invalid-options: .*expected Object/);
    const seat = parserOf(noArray(v.object({ name: v.optional(v.string()) })), 'invalid-record');
    expect(seat({ name: 'Ann' })).toEqual({ name: 'Ann' });
    expect(codeOf(() => seat([]))).toMatch(/^invalid-record/);
  });

  it("every game's options, and its nested option objects, refuse an array", () => {
    for (const game of Object.values(games)) {
      expect(codeOf(() => game.parseOptions([]))).toMatch(/^invalid-options/);
      expect(codeOf(() => game.parseMove([]))).toMatch(/^invalid-move/);
    }
    expect(codeOf(() => games['cui-bono'].parseOptions({ minus: [] }))).toMatch(
      /^invalid-options: .*at minus: expected Object but received Array/,
    );
  });

  it('a record is an object with object seats and moves', () => {
    const record = { game: 'wiezen', seed: 's', seats: [{}], moves: [] };
    expect(parseRecord(record)).toMatchObject({ game: 'wiezen' });
    expect(codeOf(() => parseRecord([]))).toMatch(/^invalid-record/);
    expect(codeOf(() => parseRecord({ ...record, seats: [[]] }))).toMatch(/^invalid-record/);
    expect(codeOf(() => parseRecord({ ...record, options: [] }))).toMatch(/^invalid-record/);
  });
});
