import { describe, expect, it } from 'vitest';
import { Rng } from '../random/index.js';
import { weinhaendler } from './index.js';
import type { AuctionSettled } from './milestone.js';

describe('Die Weinhändler: an auction settled is a milestone', () => {
  it('the last pass of a round yields the swap as the table saw it: who received what, and the new display', () => {
    const rng = Rng.fromSeed('auction');
    let state = weinhaendler.setup({ players: 3, seed: 'auction' });
    let settled = 0;
    while (weinhaendler.active(state).length > 0 && settled < 3) {
      const [seat] = weinhaendler.active(state);
      const next = weinhaendler.play(state, seat!, rng.pick(weinhaendler.legalMoves(state, seat!)));
      const m = weinhaendler.milestone!(state, next) as AuctionSettled | null;
      if (m) {
        settled++;
        expect(m.round).toBe(state.round);
        // From the highest total down; the first takes the display, each next the bid above his.
        const totals = m.bidders.map((b) => b.total);
        expect(totals).toEqual([...totals].sort((a, b) => b - a));
        if (m.bidders.length > 0) expect(m.bidders[0]!.received).toEqual(state.display);
        for (const b of m.bidders) for (const card of b.received) expect(next.hands[b.seat]).toContain(card);
        expect(m.display).toEqual(next.display);
        expect(weinhaendler.describeMilestone!(m, 'en')).toMatch(/^auction of round/);
      }
      state = next;
    }
    expect(settled).toBe(3);
  });
});
