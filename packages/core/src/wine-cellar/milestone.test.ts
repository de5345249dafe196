import { describe, expect, it } from 'vitest';
import { Rng } from '../random/index.js';
import { wineCellar } from './index.js';
import type { BidsRevealed } from './milestone.js';
import type { WineCellarState } from './types.js';

/** Plays a whole game at random, collecting each milestone with the trick as the history later wrote it down. */
function playWithMilestones(players: number, options: object, seed: string) {
  const rng = Rng.fromSeed(seed);
  let state: WineCellarState = wineCellar.setup({ players, seed, options });
  const seen: BidsRevealed[] = [];
  while (wineCellar.outcome(state) === null) {
    const [seat] = wineCellar.active(state);
    const next = wineCellar.play(state, seat!, rng.pick(wineCellar.legalMoves(state, seat!)));
    const m = wineCellar.milestone!(state, next) as BidsRevealed | null;
    if (m) {
      // Revealed the moment the bidding closed: before it, the state still waited for a bid.
      expect(state.phase).toBe('bid');
      seen.push(m);
    }
    state = next;
  }
  return { seen, history: state.history };
}

describe('Wine Cellar: a trick’s bids revealed is a milestone', () => {
  it('two players: eight reveals, each the trick’s bids as history keeps them, the higher bid choosing first', () => {
    for (const seed of ['reveal-1', 'reveal-2', 'reveal-3']) {
      const { seen, history } = playWithMilestones(2, {}, seed);
      expect(seen.map((m) => m.trick)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      seen.forEach((m, i) => {
        expect(m.bids).toEqual(history[i]!.bids);
        expect(m.winner).toBe(history[i]!.winner);
        expect(m.winner).toBe(m.bids[0] > m.bids[1] ? 0 : 1);
        expect(m.automatonTook).toBeNull();
      });
      expect(wineCellar.describeMilestone!(seen[0]!, 'en')).toMatch(
        /^trick 1: seat 1 bid \d+, seat 2 bid \d+; seat [12] chooses first$/,
      );
    }
  });

  it('solo: the automaton’s turned card is told, and when it wins, the prize its bid’s parity picks', () => {
    let automatonWon = 0;
    for (const seed of ['solo-1', 'solo-2', 'solo-3', 'solo-4']) {
      const { seen, history } = playWithMilestones(1, {}, seed);
      expect(seen).toHaveLength(8);
      seen.forEach((m, i) => {
        expect(m.solo).toBe(true);
        expect(m.bids).toEqual(history[i]!.bids);
        if (m.winner === 1) {
          automatonWon++;
          // The automaton's share of the trick is what history says it took.
          expect(m.automatonTook).toBe(history[i]!.took[1]);
          expect(wineCellar.describeMilestone!(m, 'nl')).toContain(
            `de automaat neemt kaart ${m.automatonTook}`,
          );
        } else expect(m.automatonTook).toBeNull();
      });
    }
    expect(automatonWon).toBeGreaterThan(0);
  });

  it('the 2021 rules reveal too (their bids are open, the winner by suit or token)', () => {
    const { seen, history } = playWithMilestones(2, { rules: '2021' }, 'reveal-2021');
    expect(seen).toHaveLength(8);
    expect(seen.map((m) => m.winner)).toEqual(history.map((h) => h.winner));
  });
});
