import { describe, expect, it } from 'vitest';
import { Rng } from '../random/index.js';
import { heuristicMove, miserieRisk, trickEstimate, wiezenBot } from './bot.js';
import { parseCard } from './cards.js';
import { packFor } from './deal.js';
import { wiezen } from './index.js';
import type { WiezenMove, WiezenState } from './types.js';

const C = (name: string) => parseCard(name)!;
const hand = (names: string) =>
  names
    .split(' ')
    .map(C)
    .sort((a, b) => a - b);

function choose(state: WiezenState, seat: number, rng = Rng.fromSeed('bot')): WiezenMove {
  return wiezenBot.choose({ game: wiezen, state, seat, legal: wiezen.legalMoves(state, seat), rng });
}

/** Plays a session, seats 0 and 2 with the heuristic bot, 1 and 3 with `other` (random by default). */
function session(seed: string, deals: number, heuristicAll = false): WiezenState {
  const rng = Rng.fromSeed(`session:${seed}`);
  let state = wiezen.setup({ players: 4, seed, options: { deals } });
  while (state.phase !== 'over') {
    const [seat] = wiezen.active(state);
    const legal = wiezen.legalMoves(state, seat!);
    const move = heuristicAll || seat! % 2 === 0 ? choose(state, seat!, rng) : rng.pick(legal);
    state = wiezen.play(state, seat!, move);
  }
  return state;
}

describe('hand evaluation', () => {
  it('counts top cards, long trumps and ruffs', () => {
    const strong = hand('AS KS QS JS 10S 9S AH KH AD KD AC 2C 3C');
    expect(trickEstimate(strong, 3)).toBeGreaterThan(10);
    const weak = hand('2S 3S 4H 5H 6H 7D 8D 9D 2C 3C 4C 5C 6C');
    expect(trickEstimate(weak, 3)).toBeLessThan(1);
    expect(trickEstimate(strong, 3)).toBeGreaterThan(trickEstimate(strong, 0));
  });

  it('sees a miserie hand', () => {
    expect(miserieRisk(hand('2S 3S 5S 2H 4H 6H 3D 5D 7D 2C 4C 6C 8C'))).toBe(0);
    expect(miserieRisk(hand('2S 3S 5S 2H 4H 6H 3D 5D 7D 2C 4C 6C AC'))).toBe(1);
    expect(miserieRisk(hand('KS 3S 5S 2H 4H 6H 3D 5D 7D 2C 4C 6C 8C'))).toBeGreaterThan(0);
  });
});

describe('the heuristic bot', () => {
  const rest = (taken: number[]) => {
    const all = Array.from({ length: 52 }, (_, i) => i).filter((c) => !taken.includes(c));
    return [all.slice(0, 13), all.slice(13, 26), all.slice(26, 39)];
  };

  it('asks with trumps and top cards, passes a poor hand, bids miserie on a miserie hand', () => {
    const strong = hand('AS KS QS 10S 5S AH KH 2D 3D 4D 2C 3C 4C');
    const [a, b, c] = rest(strong);
    let state = wiezen.setup({
      players: 4,
      seed: 'b',
      options: { deck: packFor([a!, strong, b!, c!], 0, a![12]!), dealer: 0 },
    });
    state = { ...state, turned: C('5S') }; // only the turned suit matters to the bid
    expect(heuristicMove(state, 1, strong, wiezen.legalMoves(state, 1))).toEqual({ type: 'vragen' });
    const poor = hand('2S 9H 10H 2D 7D 8D 9D 10C JC QC 3H 6D 5C');
    expect(heuristicMove(state, 1, poor, wiezen.legalMoves(state, 1))).toEqual({ type: 'pass' });
    const misery = hand('2S 3S 5S 2H 4H 6H 3D 5D 7D 2C 4C 6C 8C');
    expect(heuristicMove(state, 1, misery, wiezen.legalMoves(state, 1))).toEqual({ type: 'miserie' });
  });

  it('keeps troel as the troel player, and plays solo instead only on a hand that makes it', () => {
    const asked = (cards: number[]) => {
      const [a, b, c] = rest(cards);
      const state = wiezen.setup({
        players: 4,
        seed: 't',
        options: { deck: packFor([a!, cards, b!, c!], 0, a![12]!), dealer: 0 },
      });
      expect(state.troel?.player).toBe(1);
      expect(wiezen.active(state)).toEqual([1]);
      return choose(state, 1);
    };
    // Three aces and five good spades: troel with a partner, not thirteen tricks alone.
    expect(asked(hand('AC AD AH KS QS JS 10S 9S 2H 3H 4D 5D 6C'))).toEqual({ type: 'pass' });
    // Four aces and the ten top spades: every trick is his (with or without trump); solo pays more than troela.
    expect(asked(hand('AC AD AH AS KS QS JS 10S 9S 8S 7S 6S 5S'))).toMatchObject({ type: 'solo' });
  });

  it('only ever makes legal moves, over whole sessions', () => {
    for (const seed of ['a', 'b', 'c']) {
      const end = session(seed, 4, true);
      expect(wiezen.outcome(end)).not.toBeNull();
      expect(end.history.some((h) => h.game !== null)).toBe(true);
    }
  });

  it('does not peek: it chooses alike on every state consistent with its view', () => {
    const rng = Rng.fromSeed('peek');
    let state = wiezen.setup({ players: 4, seed: 'peek', options: { deals: 3 } });
    let checked = 0;
    while (state.phase !== 'over') {
      const [seat] = wiezen.active(state);
      const move = choose(state, seat!);
      for (let k = 0; k < 2; k++) {
        const other = wiezen.determinize!(state, seat!, rng);
        expect(choose(other, seat!)).toEqual(move);
        checked++;
      }
      state = wiezen.play(state, seat!, move);
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('is deterministic for a given generator', () => {
    const state = wiezen.setup({ players: 4, seed: 'det' });
    expect(choose(state, 1, Rng.fromSeed('x'))).toEqual(choose(state, 1, Rng.fromSeed('x')));
  });

  it('beats random play (fixed seeds)', () => {
    let bots = 0;
    for (const seed of ['r1', 'r2', 'r3', 'r4']) {
      const end = session(seed, 4);
      bots += end.scores[0]! + end.scores[2]!;
    }
    expect(bots).toBeGreaterThan(0);
  });
});
