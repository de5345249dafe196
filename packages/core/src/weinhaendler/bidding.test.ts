import { describe, expect, it } from 'vitest';
import { Rng } from '../random/index.js';
import { bidMoves, otherTotals } from './bidding.js';
import { total } from './cards.js';
import { weinhaendler as game } from './index.js';
import type { WeinhaendlerState } from './types.js';

/** Every distinct non-empty sub-multiset of a hand, by brute force over bit masks. */
function subsets(hand: readonly string[]): string[][] {
  const seen = new Map<string, string[]>();
  for (let mask = 1; mask < 1 << hand.length; mask++) {
    const cards = hand.filter((_, i) => mask & (1 << i));
    seen.set(cards.join(','), cards);
  }
  return [...seen.values()];
}

describe('bidMoves', () => {
  it('lists every distinct sub-multiset of the hand once, except those tying another bid', () => {
    const rng = Rng.fromSeed('bids');
    for (let k = 0; k < 40; k++) {
      let s: WeinhaendlerState = game.setup({ players: 3 + (k % 3), seed: `bids${k}` });
      // Play a few random moves so that bids are on the table.
      for (let n = 0; n < rng.int(6); n++) {
        const seat = game.active(s)[0]!;
        s = game.play(s, seat, rng.pick(game.legalMoves(s, seat)));
      }
      if (s.phase !== 'bid') continue;
      const seat = s.turn;
      const taken = otherTotals(s, seat);
      const expected = subsets(s.hands[seat]!)
        .filter((cards) => !taken.includes(s.totals[seat]! + total(cards)))
        .map((cards) => cards.join(','))
        .sort();
      const listed = bidMoves(s, seat).map((m) => (m.type === 'bid' ? m.cards.join(',') : '?'));
      expect([...listed].sort()).toEqual(expected);
    }
  });
});
