import { toJsonSchema } from '@valibot/to-json-schema';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RuleError } from '../errors/index.js';
import { Rng } from '../random/index.js';
import { wineCellar } from './index.js';
import { checkState, parseState, stateSchema, viewSchema } from './state.js';
import type { WineCellarOptions, WineCellarState } from './types.js';

const sent = (state: WineCellarState): WineCellarState => JSON.parse(JSON.stringify(state));

/** The state after `n` random moves of a seeded game. */
function after(
  n: number,
  players = 2,
  options: Partial<WineCellarOptions> = {},
  seed = 'state',
): WineCellarState {
  const rng = Rng.fromSeed(seed);
  let state = wineCellar.setup({ players, seed, options });
  for (let i = 0; i < n && wineCellar.active(state).length > 0; i++) {
    const seat = rng.pick(wineCellar.active(state));
    state = wineCellar.play(state, seat, rng.pick(wineCellar.legalMoves(state, seat)));
  }
  return sent(state);
}

/** Where parseState refuses a state, with its English and Dutch complaint. */
function refusal(json: unknown): { at: string; en: string; nl: string } {
  try {
    parseState(json);
  } catch (e) {
    if (!(e instanceof RuleError) || e.code !== 'invalid-state') throw e;
    return { at: e.details!.at as string, en: e.text('en'), nl: e.text('nl') };
  }
  throw new Error('accepted');
}

describe('Wine Cellar states a client sends back', () => {
  it('refuses a state that breaks the rules, naming the place, in English and Dutch', () => {
    const duel = after(13);
    const spoil = (from: WineCellarState, fn: (s: WineCellarState) => void) => {
      const s = sent(from);
      fn(s);
      return refusal(s);
    };
    expect(spoil(duel, (s) => s.cellars[0]!.push(s.hands[0]!.pop()!)).at).toBe('hands[0]');
    expect(spoil(duel, (s) => (s.trick += 1)).at).toBe('history');
    expect(spoil(duel, (s) => (s.pile = [s.hands[1]!.pop()!])).at).toBe('pile');
    expect(spoil(duel, (s) => (s.history[0]!.winner = 1 - s.history[0]!.winner)).at).toBe(
      'history[0].winner',
    );
    const solo = after(9, 1);
    const rules = spoil(solo, (s) => (s.options.rules = '2021'));
    expect(rules).toMatchObject({ at: 'options.rules' });
    expect(rules.nl).toMatch(/solo speelt met de gewone regels$/);
    expect(spoil(solo, (s) => s.pile.pop()).en).toMatch(/at hands: card \d+ is missing$/);
  });

  it('takes every state a game reaches, solo and 2021 too', () => {
    const tables = [
      { players: 2, options: {} },
      { players: 1, options: {} },
      { players: 2, options: { rules: '2021' as const } },
      { players: 2, options: { swap: false } },
    ];
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), fc.nat(40), fc.constantFrom(...tables), (seed, n, table) => {
        const state = after(n, table.players, table.options, seed);
        expect(checkState(state)).toBeUndefined();
        expect(parseState(state)).toEqual(state);
      }),
      { numRuns: 100 },
    );
  });

  it('the state and view schemas describe themselves as JSON Schema (the card list checks aside)', () => {
    for (const schema of [stateSchema, viewSchema])
      expect(toJsonSchema(schema, { errorMode: 'ignore' })).toHaveProperty('type', 'object');
  });
});
