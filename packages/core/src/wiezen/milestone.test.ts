import { describe, expect, it } from 'vitest';
import { Rng } from '../random/index.js';
import { wiezen } from './index.js';
import type { DealScored } from './milestone.js';

describe('Wiezen: a deal scored is a milestone', () => {
  it('the move that ends a deal yields its line on the score sheet and the totals; no other move does', () => {
    const rng = Rng.fromSeed('milestone');
    let state = wiezen.setup({ players: 4, seed: 'milestone', options: { deals: 2 } });
    const found: DealScored[] = [];
    while (wiezen.active(state).length > 0) {
      const [seat] = wiezen.active(state);
      const next = wiezen.play(state, seat!, rng.pick(wiezen.legalMoves(state, seat!)));
      const m = wiezen.milestone!(state, next) as DealScored | null;
      if (m) {
        expect(m).toEqual({
          kind: 'deal',
          deal: found.length,
          record: next.history[found.length],
          scores: next.scores,
        });
        expect(wiezen.describeMilestone!(m, 'nl')).toMatch(new RegExp(`^spel ${found.length + 1}: `));
        found.push(m);
      }
      state = next;
    }
    expect(found.map((m) => m.deal)).toEqual([0, 1]);
  });
});
