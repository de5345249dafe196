import { toJsonSchema } from '@valibot/to-json-schema';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RuleError } from '../errors/index.js';
import { Rng } from '../random/index.js';
import { cents as weinhaendlerCents } from './cards.js';
import { weinhaendler } from './index.js';
import { checkState, parseState, stateSchema, viewSchema } from './state.js';
import type { WeinhaendlerState } from './types.js';

const sent = (state: WeinhaendlerState): WeinhaendlerState => JSON.parse(JSON.stringify(state));

/** The state after `n` random moves of a seeded game. */
function after(n: number, players = 4, seed = 'state'): WeinhaendlerState {
  const rng = Rng.fromSeed(seed);
  let state = weinhaendler.setup({ players, seed });
  for (let i = 0; i < n && weinhaendler.active(state).length > 0; i++) {
    const seat = weinhaendler.active(state)[0]!;
    state = weinhaendler.play(state, seat, rng.pick(weinhaendler.legalMoves(state, seat)));
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

describe('Die Weinhändler states a client sends back', () => {
  it('a bidder with the whole pile in hand is refused: his bids would be millions', () => {
    const state = after(0);
    const seat = state.turn;
    state.hands[seat] = [...state.hands[seat]!, ...state.pile.splice(0)].sort(
      (a, b) => weinhaendlerCents(a) - weinhaendlerCents(b),
    );
    expect(refusal(state).at).toBe(`hands[${seat}]`);
  });

  it('refuses a state that breaks the rules, naming the place, in English and Dutch', () => {
    const state = after(120);
    const spoil = (fn: (s: WeinhaendlerState) => void) => {
      const s = sent(state);
      fn(s);
      return refusal(s);
    };
    const placed = state.cellars.findIndex((c) => c.length > 0);
    expect(placed).toBeGreaterThanOrEqual(0);
    expect(spoil((s) => (s.points[placed]! += 1)).at).toBe(`points[${placed}]`);
    const gap = spoil((s) => (s.cellars[placed]![0]![0]!.pos = 2));
    expect(gap.at).toBe(`cellars[${placed}][0][0]`);
    expect(gap.nl).toMatch(/komt in laag 0, positie 0\.$/);
    expect(spoil((s) => s.display.push(s.pile.pop()!, s.pile[0]!)).at).toMatch(/^(display|pile)/);
    expect(spoil((s) => (s.players = 5)).at).toBe('hands');
    expect(spoil((s) => (s.turn = (s.turn + 1) % s.players)).at).toMatch(/^(turn|acted)/);
  });

  it('takes every state a game reaches, at every table', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 8 }),
        fc.nat(400),
        fc.integer({ min: 3, max: 5 }),
        (seed, n, players) => {
          const state = after(n, players, seed);
          expect(checkState(state)).toBeUndefined();
          expect(parseState(state)).toEqual(state);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('the state and view schemas describe themselves as JSON Schema, every part', () => {
    for (const schema of [stateSchema, viewSchema])
      expect(toJsonSchema(schema, { errorMode: 'throw' })).toHaveProperty('type', 'object');
  });
});
