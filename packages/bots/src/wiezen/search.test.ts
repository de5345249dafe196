import { ismcts, moveKey } from '@tafel/ai';
import { Rng } from '@tafel/core';
import { type WiezenState, wiezen, wiezenBot } from '@tafel/core/wiezen';
import { describe, expect, it } from 'vitest';
import { rootCandidates, WIEZEN_SEARCH } from './search.js';

/** A Wiezen state in the play phase after the heuristic bot's auction. */
function inPlay(seed: string): WiezenState {
  const rng = Rng.fromSeed(seed);
  for (let i = 0; ; i++) {
    let state = wiezen.setup({ players: 4, seed: `${seed}-${i}`, options: { deals: 2 } });
    while (state.deal === 0 && state.phase !== 'play') {
      const seat = wiezen.active(state)[0]!;
      const legal = wiezen.legalMoves(state, seat);
      state = wiezen.play(state, seat, wiezenBot.choose({ game: wiezen, state, seat, legal, rng }));
    }
    const open = state.phase === 'play' ? wiezen.legalMoves(state, wiezen.active(state)[0]!).length : 0;
    if (state.deal === 0 && open > 1) return state;
  }
}

describe('Wiezen search tuning (and the search options it uses)', () => {
  it('cutoff ends playouts early with the rewards it gives', () => {
    let calls = 0;
    const bot = ismcts({
      ...WIEZEN_SEARCH,
      sweep: false,
      depth: Number.POSITIVE_INFINITY,
      iterations: 20,
      cutoff: () => {
        calls++;
        return [1, 0, 1, 0];
      },
    });
    const state = inPlay('cut');
    const seat = wiezen.active(state)[0]!;
    const legal = wiezen.legalMoves(state, seat);
    const move = bot.choose({ game: wiezen, state, seat, legal, rng: Rng.fromSeed('c') });
    expect(legal.map(moveKey)).toContain(moveKey(move));
    expect(calls).toBeGreaterThanOrEqual(20);
  });

  it('candidates restrict the root moves; sweep and depth search legal moves deterministically', () => {
    const state = wiezen.setup({ players: 4, seed: 'cand' });
    const seat = wiezen.active(state)[0]!;
    const legal = wiezen.legalMoves(state, seat);
    const allowed = new Set(rootCandidates({ state, seat, legal }).map(moveKey));
    expect(allowed.size).toBeLessThan(legal.length);
    for (const options of [{ sweep: true }, { sweep: false, depth: 1 }, { sweep: false, depth: 3 }]) {
      const bot = ismcts({ ...WIEZEN_SEARCH, ...options, iterations: 24 });
      const a = bot.choose({ game: wiezen, state, seat, legal, rng: Rng.fromSeed('s') });
      const b = bot.choose({ game: wiezen, state, seat, legal, rng: Rng.fromSeed('s') });
      expect(allowed.has(moveKey(a))).toBe(true);
      expect(a).toEqual(b);
    }
  });

  it('Wiezen ISMCTS does not peek: alike on every state consistent with its view', () => {
    const state = inPlay('peek');
    const seat = wiezen.active(state)[0]!;
    const legal = wiezen.legalMoves(state, seat);
    const bot = ismcts({ ...WIEZEN_SEARCH, iterations: 24 });
    const move = bot.choose({ game: wiezen, state, seat, legal, rng: Rng.fromSeed('p') });
    for (let k = 0; k < 3; k++) {
      const other = wiezen.determinize!(state, seat, Rng.fromSeed(`other-${k}`));
      expect(other.hands).not.toEqual(state.hands);
      expect(bot.choose({ game: wiezen, state: other, seat, legal, rng: Rng.fromSeed('p') })).toEqual(move);
    }
  });
});
