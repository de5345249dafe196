/**
 * What the six Das Spiel games share in checking client-held states: the pyramid's invariants, the options as a
 * state keeps them, the state and view schemas as JSON Schema, the fast path every real state takes (held to
 * valibot on the states' one-field mutations), and refusals of moves in both languages. Each game's contract
 * tests (`describeContract`) hold its `parseState` to every state it reaches and to the mutations of them.
 */
import { toJsonSchema } from '@valibot/to-json-schema';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { AnyGame } from '../../contract/index.js';
import { RuleError } from '../../errors/index.js';
import { Rng } from '../../random/index.js';
import { quickCheck } from '../../schema/quick.js';
import { mutations } from '../../testing/index.js';
import { abquetschen } from '../abquetschen/index.js';
import { bunteKuh } from '../bunte-kuh/index.js';
import { cuiBono } from '../cui-bono/index.js';
import { optionsSchema as cuiBonoOptions } from '../cui-bono/options.js';
import { eintrichtern } from '../eintrichtern/index.js';
import { APEX, CELLS, index } from '../lattice/index.js';
import { raffzahn } from '../raffzahn/index.js';
import { wuerfelmarsch } from '../wuerfelmarsch/index.js';
import { floatingDie, pyramidBreach, settled } from './index.js';

const GAMES: readonly AnyGame[] = [abquetschen, bunteKuh, cuiBono, eintrichtern, raffzahn, wuerfelmarsch];

/** Every `step`-th state of a seeded random game, and its last. */
function statesOf(game: AnyGame, seed: string, step: number): unknown[] {
  const rng = Rng.fromSeed(`states:${seed}`);
  let state = game.setup({ players: game.players.min + 1 > game.players.max ? 2 : 3, seed });
  const out = [state];
  for (let n = 0; game.active(state).length > 0 && n < 3000; n++) {
    const seat = rng.pick(game.active(state));
    state = game.play(state, seat, rng.pick(game.legalMoves(state, seat)));
    if (n % step === 0) out.push(state);
  }
  out.push(state);
  return out.map((s) => JSON.parse(JSON.stringify(s)));
}

describe('the pyramid', () => {
  const empty = (): number[] => new Array(CELLS).fill(-1);

  it('stands when every die above level 0 rests on three dice', () => {
    const owner = empty();
    expect(floatingDie(owner)).toBe(-1);
    const top = index(2, 2, 3);
    owner[top] = 0;
    expect(floatingDie(owner)).toBe(top);
    for (const c of [index(3, 2, 3), index(2, 3, 3), index(2, 2, 4)]) owner[c] = 1;
    expect(floatingDie(owner)).toBe(-1);
    owner[APEX] = 2;
    expect(pyramidBreach(owner)).toMatchObject({ at: `owner[${APEX}]` });
  });

  it('keeps orientation 0 on an empty cell, and says so in both languages', () => {
    const owner = empty();
    const orientation = new Array(CELLS).fill(0);
    expect(pyramidBreach(owner, orientation)).toBeUndefined();
    orientation[7] = 3;
    const b = pyramidBreach(owner, orientation);
    expect(b?.at).toBe('orientation[7]');
    expect(b?.nl).not.toBe(b?.en);
  });
});

describe('the options a state keeps', () => {
  it('are every option, required, in the ranges of the options schema', () => {
    const kept = settled(cuiBonoOptions);
    const full = { minus: { red: 3, yellow: 2, pearl: 1 }, turnLimit: 500 };
    expect(v.parse(kept, full)).toEqual(full);
    expect(v.safeParse(kept, {}).success).toBe(false);
    expect(v.safeParse(kept, { ...full, minus: { red: 3, yellow: 2 } }).success).toBe(false);
    expect(v.safeParse(kept, { ...full, turnLimit: 0 }).success).toBe(false);
    expect(v.safeParse(kept, { ...full, extra: 1 }).success).toBe(false);
  });
});

describe.each(GAMES.map((g) => [g.id, g] as const))('%s: the state and view schemas', (_id, game) => {
  const states = [...statesOf(game, 'a', 7), ...statesOf(game, 'b', 11)];

  it('are JSON Schema as they are: no part left out', () => {
    for (const schema of [game.schemas.state!, game.schemas.view!]) {
      expect(toJsonSchema(schema, { errorMode: 'throw' })).toHaveProperty('$schema');
      expect(toJsonSchema(schema, { errorMode: 'throw', target: 'openapi-3.0' })).toHaveProperty(
        'properties',
      );
    }
  });

  it('take every real state by the fast path, and the fast path takes nothing valibot refuses', () => {
    const schema = game.schemas.state!;
    const quick = quickCheck(schema)!;
    expect(quick).not.toBeNull();
    for (const state of states) expect(quick(state)).toBe(true);
    const rng = Rng.fromSeed(`mutations:${game.id}`);
    for (const state of [states[1], states[states.length - 1]]) {
      for (const m of rng.shuffle([...mutations(state)]).slice(0, 1500)) {
        if (!quick(m.value)) continue;
        const result = v.safeParse(schema, m.value);
        expect(result.success, `${m.kind} at ${m.at}`).toBe(true);
        expect(result.output).toEqual(m.value);
      }
    }
  });

  it('refuse a state of another game and a view sent as a state', () => {
    const other = GAMES.find((g) => g !== game)!;
    const refused = (json: unknown) => {
      try {
        game.parseState!(json);
      } catch (e) {
        return e instanceof RuleError && e.code === 'invalid-state';
      }
      return false;
    };
    expect(refused(other.setup({ players: 2, seed: 'x' }))).toBe(true);
    expect(refused(game.view(states[1], 0))).toBe(true);
  });
});

describe.each(GAMES.map((g) => [g.id, g] as const))('%s: a move that is no move', (_id, game) => {
  it('is refused with a reason in English and in Dutch', () => {
    const state = game.setup({ players: 2, seed: 'junk' });
    const seat: number = game.active(state)[0]!;
    const junk: unknown[] = [
      null,
      'build',
      { type: 'nope' },
      ...['build', 'stop', 'nowhere', 'take', 'pull', 'return', 'tilt', 'turn', 'lift'].map((type) => ({
        type,
        cell: 999,
        cells: [999],
        to: 999,
        orientation: 0,
        round: 1,
      })),
    ];
    let invalid = 0;
    for (const move of junk) {
      try {
        game.play(state, seat, move);
      } catch (e) {
        if (!(e instanceof RuleError) || e.code !== 'invalid-move') continue;
        invalid++;
        const reason = e.details?.reason as { en: string; nl: string };
        expect(typeof reason.nl, JSON.stringify(move)).toBe('string');
        expect(reason.nl).not.toBe(reason.en);
        expect(e.text('nl')).toContain(reason.nl);
        expect(e.text('nl')).not.toContain(reason.en);
      }
    }
    expect(invalid).toBeGreaterThan(0);
  });
});

describe('invariants the code relies on', () => {
  const refusal = (game: AnyGame, json: unknown): RuleError => {
    try {
      game.parseState!(json);
    } catch (e) {
      if (e instanceof RuleError) return e;
      throw e;
    }
    throw new Error('accepted');
  };

  it('Eintrichtern: a sum said aloud that no yellow faces give is refused (fromView would search for ever)', () => {
    let state = eintrichtern.setup({ players: 2, seed: 'sums' });
    state = eintrichtern.play(state, 0, { type: 'lift', cell: 50 });
    const json = JSON.parse(JSON.stringify(state));
    json.announcements[0].sum = json.announcements[0].sum === 18 ? 17 : json.announcements[0].sum + 1;
    json.announcements[0].kept = json.announcements[0].sum === json.announcements[0].total;
    const e = refusal(eintrichtern, json);
    expect(e.code).toBe('invalid-state');
    expect(e.details?.at).toBe('announcements[0].sum');
  });

  it('Bunte Kuh: a table with more dice than places is refused (a full pyramid would leave no call to make)', () => {
    // Three players of 60 dice (setup refuses it): 120 right calls fill the pyramid, 20 dice each left.
    const state = bunteKuh.setup({ players: 3, seed: 'full', options: { stock: 40 } });
    const json = JSON.parse(JSON.stringify(state));
    json.options.stock = 60;
    const rounds = [];
    for (let i = 0; i < CELLS - 45; i++) {
      json.owner[45 + i] = i % 3;
      const call = { seat: i % 3, type: 'stop', cell: 45 + i, orientation: 0, right: true };
      rounds.push({ round: i + 1, holder: i % 3, roll: [1, 1, 1], calls: [call] });
    }
    rounds.push({ round: rounds.length + 1, holder: rounds.length % 3, roll: json.roll, calls: [] });
    Object.assign(json, {
      rounds,
      round: rounds.length,
      holder: (rounds.length - 1) % 3,
      stock: [20, 20, 20],
    });
    const e = refusal(bunteKuh, json);
    expect(e.details?.at).toBe('options.stock');
    expect(e.text('en')).toContain('at most 40');
  });

  it('Abquetschen: a die in the pyramid that no turn of the log built is refused', () => {
    let state = abquetschen.setup({ players: 2, seed: 'log' });
    state = abquetschen.play(state, state.turn, abquetschen.legalMoves(state, state.turn)[0]!);
    const json = JSON.parse(JSON.stringify(state));
    const seat = json.history[0].seat;
    json.history[0].cells = [];
    json.history[0].seat = seat;
    expect(refusal(abquetschen, json).details?.at).toBe('history[0]');
  });
});
