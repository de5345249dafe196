import { describe, expect, it } from 'vitest';
import { Rng } from '../random/index.js';
import { weinhaendler as game } from './index.js';
import { bidSteps } from './steps.js';
import type { WeinhaendlerMove, WeinhaendlerState } from './types.js';

/** Bidding positions of seeded games: a few random moves into each. */
function positions(): WeinhaendlerState[] {
  const rng = Rng.fromSeed('bid-steps');
  const out: WeinhaendlerState[] = [];
  for (let k = 0; k < 30; k++) {
    let s: WeinhaendlerState = game.setup({ players: 3 + (k % 3), seed: `steps${k}` });
    for (let n = rng.int(8); n > 0 && s.phase !== 'over'; n--) {
      const seat = game.active(s)[0]!;
      s = game.play(s, seat, rng.pick(game.legalMoves(s, seat)));
    }
    if (s.phase === 'bid') out.push(s);
  }
  return out;
}

const key = (m: WeinhaendlerMove | null) => JSON.stringify(m);

/** Every bid reachable by following `next` from no cards, as the moves `move` makes. */
function reachable(state: WeinhaendlerState, seat: number): Set<string> {
  const found = new Set<string>();
  const walk = (partial: number[]) => {
    const made = bidSteps.move(state, seat, partial);
    if (made) found.add(key(made));
    for (const at of bidSteps.next(state, seat, partial))
      if (at > (partial.at(-1) ?? -1)) walk([...partial, at]);
  };
  walk([]);
  return found;
}

describe('bidSteps', () => {
  it('reach exactly the legal bids, and every step offered leads to one', () => {
    const states = positions();
    expect(states.length).toBeGreaterThan(10);
    for (const state of states) {
      const seat = state.turn;
      const bids = game.legalMoves(state, seat).filter((m) => m.type === 'bid');
      expect(reachable(state, seat)).toEqual(new Set(bids.map(key)));
      for (const at of bidSteps.next(state, seat, []))
        expect(bidSteps.next(state, seat, [at]).length > 0 || bidSteps.move(state, seat, [at]) !== null).toBe(
          true,
        );
    }
  });

  it('any order of the same places makes the same bid, and a bid it makes is played', () => {
    for (const state of positions()) {
      const seat = state.turn;
      const first = bidSteps.next(state, seat, []);
      if (first.length < 2) continue;
      const [a, b] = first as [number, number];
      expect(key(bidSteps.move(state, seat, [a, b]))).toBe(key(bidSteps.move(state, seat, [b, a])));
      const made = bidSteps.move(state, seat, [a]);
      if (made) expect(() => game.play(state, seat, made)).not.toThrow();
    }
  });

  it('offers nothing to a seat that is not bidding, nor for places that are not in the hand', () => {
    const state = positions()[0]!;
    const other = (state.turn + 1) % state.players;
    expect(bidSteps.next(state, other, [])).toEqual([]);
    expect(bidSteps.move(state, other, [0])).toBeNull();
    expect(bidSteps.next(state, state.turn, [99])).toEqual([]);
    expect(bidSteps.move(state, state.turn, [0, 0])).toBeNull();
  });
});
