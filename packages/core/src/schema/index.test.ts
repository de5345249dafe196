/**
 * The schema helpers: what they refuse and how they say it. valibot takes any object where it wants one, arrays
 * too; `strict` and `noArray` refuse arrays as JSON Schema's `"type": "object"` does. They wrap valibot's run
 * with its own issue helper, so this file is what tells a valibot upgrade that broke them.
 */
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RuleError } from '../errors/index.js';
import { type AnyGame, games, parseRecord, Rng } from '../index.js';
import { breach, int, noArray, optionsParser, parserOf, rngState, stateParser, strict } from './index.js';
import { complaint, said } from './messages.js';

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

describe('moves found by their type', () => {
  // parserOf runs the option a move's `type` names instead of the whole variant (for speed); valibot's own
  // variant is the reference, for legal moves and for moves spoiled in the ways a client could spoil them.
  const legalMoves = (game: AnyGame): object[] => {
    const moves: object[] = [];
    for (let n = 0; n < 3; n++) {
      const rng = Rng.fromSeed(`moves:${game.id}:${n}`);
      let state = game.setup({ players: game.players.min, seed: `moves:${n}` });
      for (let step = 0; step < 400 && game.active(state).length > 0; step++) {
        const seat = rng.pick(game.active(state));
        const legal: object[] = game.legalMoves(state, seat);
        moves.push(...legal.slice(0, 8));
        state = game.play(state, seat, rng.pick(legal));
      }
    }
    return moves;
  };
  /** The parsed move, or the complaint (`details.reason`) of the `invalid-move` refusal. */
  const verdict = (run: () => unknown) => {
    try {
      return { output: run() };
    } catch (e) {
      if (e instanceof RuleError && e.code === 'invalid-move') return { complaint: e.details?.reason };
      throw e;
    }
  };

  for (const game of Object.values(games) as AnyGame[]) {
    it(`${game.id}: the same move, or the same complaint, as the whole variant`, () => {
      const moves = legalMoves(game);
      const types = [...new Set(moves.map((m) => (m as { type: string }).type))];
      const spoiled = fc
        .record({
          move: fc.constantFrom(...moves),
          junk: fc.jsonValue(),
          type: fc.constantFrom(...types, 'nope', 'toString', '__proto__'),
          at: fc.nat(),
          how: fc.constantFrom('legal', 'field', 'type', 'extra', 'missing'),
        })
        .map(({ move, junk, type, at, how }) => {
          const fields = Object.keys(move);
          const field = fields[at % fields.length]!;
          if (how === 'field') return { ...move, [field]: junk };
          if (how === 'type') return { ...move, type };
          if (how === 'extra') return { ...move, extra: junk };
          if (how === 'missing') return Object.fromEntries(Object.entries(move).filter(([k]) => k !== field));
          return move;
        });
      fc.assert(
        fc.property(fc.oneof(spoiled, fc.jsonValue()), (json) => {
          const result = v.safeParse(game.schemas.move, json, { abortPipeEarly: true });
          const reference = result.success
            ? { output: result.output }
            : { complaint: complaint(result.issues) };
          expect(verdict(() => game.parseMove(json))).toEqual(reference);
        }),
        { numRuns: 500 },
      );
    });
  }
});

describe('complaints in both languages', () => {
  it("say where and what in English and Dutch, without valibot's English in the Dutch", () => {
    const schema = strict({
      n: int(0, 5),
      cards: v.pipe(
        v.array(int(0, 51)),
        v.check((c) => new Set(c).size === c.length, said({ en: 'a card twice', nl: 'een kaart twee keer' })),
      ),
    });
    const check = parserOf(schema, 'invalid-options');
    const refusal = (json: unknown) => {
      try {
        check(json);
      } catch (e) {
        return e as RuleError;
      }
      throw new Error('accepted');
    };
    const high = refusal({ n: 9, cards: [] });
    expect(high.text('en')).toBe('Invalid options: at n: expected <=5 but received 9');
    expect(high.text('nl')).toBe('Ongeldige opties: bij n: verwacht <=5 maar kreeg 9');
    expect(high.details?.at).toBe('n');
    expect(refusal({ n: 1.5, cards: [] }).text('nl')).toBe(
      'Ongeldige opties: bij n: verwacht een geheel getal maar kreeg 1.5',
    );
    expect(refusal({ n: 1, cards: [3, 3] }).text('nl')).toBe(
      'Ongeldige opties: bij cards: een kaart twee keer',
    );
    expect(refusal({ n: 1, cards: [], x: 1 }).text('nl')).toBe(
      'Ongeldige opties: bij x: onbekende sleutel "x"',
    );
    expect(refusal({ cards: [] }).text('nl')).toBe('Ongeldige opties: bij n: ontbrekende sleutel "n"');
  });
});

describe('client-held states', () => {
  const schema = strict({ hands: v.array(v.array(int(0, 51))), rng: rngState });
  const parseState = stateParser(schema, (s) =>
    new Set(s.hands.flat()).size === s.hands.flat().length
      ? undefined
      : breach('hands', 'a card is dealt twice', 'een kaart is twee keer gedeeld'),
  );

  it('takes a state that fits the schema and keeps the invariants', () => {
    const state = { hands: [[1, 2], [3]], rng: [1, 2, 3, 4] };
    expect(parseState(state)).toEqual(state);
  });

  it('refuses the schema first, then a broken invariant, naming the place in both languages', () => {
    const refusal = (json: unknown) => {
      try {
        parseState(json);
      } catch (e) {
        return e as RuleError;
      }
      throw new Error('accepted');
    };
    const shape = refusal({ hands: [[1, 'x']], rng: [1, 2, 3, 4] });
    expect(shape.code).toBe('invalid-state');
    expect(shape.details?.at).toBe('hands[0][1]');
    expect(shape.text('nl')).toBe(
      'Dat is geen toestand van dit spel: bij hands[0][1]: verwacht number maar kreeg "x"',
    );
    expect(refusal({ hands: [], rng: [1, 2, 3] }).details?.at).toBe('rng[3]');
    expect(refusal({ hands: [], rng: [1, 2, 3, 2 ** 32] }).details?.at).toBe('rng[3]');
    const twice = refusal({ hands: [[1], [1]], rng: [1, 2, 3, 4] });
    expect(twice.details?.at).toBe('hands');
    expect(twice.text('en')).toBe('That is not a state of this game: at hands: a card is dealt twice');
    expect(twice.text('nl')).toBe(
      'Dat is geen toestand van dit spel: bij hands: een kaart is twee keer gedeeld',
    );
  });
});
