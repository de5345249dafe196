/** Raffzahn's levels misjudge at their documented seeded rates, and every level reacts in a person's time. */
import { Rng } from '@tafel/core';
import { raffzahn, raffzahnClaim } from '@tafel/core/das-spiel/raffzahn';
import { describe, expect, it } from 'vitest';
import { raffzahnRoster } from './index.js';
import { levelClaim, PERSON_REACTION, RAFFZAHN_ERRORS } from './levels.js';

const N = 2000;

/** The first grab: the roller may take a die or call STOP (take is the heuristic's claim, STOP too early). */
const grabbing = () => raffzahn.setup({ players: 2, seed: 'levels-test' });

describe('Raffzahn levels', () => {
  const state = grabbing();
  const legal = raffzahn.legalMoves(state, 0);

  for (const level of ['random', 'easy', 'normal', 'strong'] as const) {
    it(`${level} departs from the heuristic's claim at no more than its documented rate`, () => {
      expect(legal.length).toBeGreaterThanOrEqual(2);
      const rate = RAFFZAHN_ERRORS[level].misjudge;
      const claim = levelClaim(level);
      const rng = Rng.fromSeed(`misjudge-${level}`);
      const best = JSON.stringify(raffzahnClaim(state, 0, legal, Rng.fromSeed('x')));
      let other = 0;
      for (let i = 0; i < N; i++) if (JSON.stringify(claim(state, 0, legal, rng)) !== best) other++;
      // A misjudgement is any legal move, so it hits the best one by chance 1 / legal.length of the time.
      const expected = rate * (1 - 1 / legal.length);
      const sd = Math.sqrt((expected * (1 - expected)) / N);
      expect(Math.abs(other / N - expected)).toBeLessThanOrEqual(4.5 * sd + 1e-9);
      if (level === 'strong') expect(other).toBe(0);
    });
  }

  it("every bot, random included, reacts in a person's 600 ± 200 ms", () => {
    const rng = Rng.fromSeed('times');
    for (const name of ['random', 'easy', 'normal', 'strong']) {
      const bot = raffzahnRoster[name]!.make({});
      for (let i = 0; i < 50; i++) {
        const { ms } = bot.react!({ state, seat: 0, legal, rng } as never) as { ms: number };
        expect(ms).toBeGreaterThanOrEqual(PERSON_REACTION.reactionMs - PERSON_REACTION.spreadMs);
        expect(ms).toBeLessThanOrEqual(PERSON_REACTION.reactionMs + PERSON_REACTION.spreadMs);
      }
    }
  });
});
