import { describe, expect, it } from 'vitest';
import { Rng } from '../random/index.js';
import { wiezen } from './index.js';
import type { DealScored, TrickTaken } from './milestone.js';

describe('Wiezen: a deal scored and a trick taken are milestones', () => {
  it('the move that ends a deal yields its line on the score sheet and the totals; a trick closed, its winner', () => {
    const rng = Rng.fromSeed('milestone');
    let state = wiezen.setup({ players: 4, seed: 'milestone', options: { deals: 2 } });
    const found: DealScored[] = [];
    let tricks = 0;
    while (wiezen.active(state).length > 0) {
      const [seat] = wiezen.active(state);
      const next = wiezen.play(state, seat!, rng.pick(wiezen.legalMoves(state, seat!)));
      const m = wiezen.milestone!(state, next) as DealScored | TrickTaken | null;
      if (m?.kind === 'trick') {
        // Every closed trick but a deal's last: the one just recorded, its winner's card the one he played.
        const trick = next.tricks.at(-1)!;
        expect(next.tricks).toHaveLength(state.tricks.length + 1);
        expect(m).toMatchObject({ deal: found.length, trick: next.tricks.length, winner: trick.winner });
        expect(trick.cards).toContain(m.card);
        expect(trick.cards.indexOf(m.card)).toBe((trick.winner - trick.leader + 4) % 4);
        expect(wiezen.describeMilestone!(m, 'en')).toMatch(
          new RegExp(`^trick ${m.trick}: seat ${m.winner + 1} wins it with \\w+ of \\w+$`),
        );
        tricks++;
      } else if (m) {
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
    // A played deal has 12 tricks told this way (its 13th closes the deal); a passed-out deal none.
    const played = found.filter((m) => m.record.declarers.length > 0).length;
    expect(tricks).toBe(12 * played);
  });
});
