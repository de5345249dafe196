/** Bunte Kuh's levels make their documented kinds of error at their seeded rates, on hand-built positions. */
import { Rng } from '@tafel/core';
import { bunteKuh, bunteKuhMove, isRight, reaction, wrongCalls } from '@tafel/core/das-spiel/bunte-kuh';
import { describe, expect, it } from 'vitest';
import { bunteKuhRoster } from './index.js';
import { BUNTE_KUH_ERRORS, levelChooser, levelProfile } from './levels.js';

const N = 2000;
/** 4.5 binomial standard deviations: a seeded share outside this is a wrong rate, not bad luck. */
const within = (share: number, rate: number) =>
  expect(Math.abs(share - rate)).toBeLessThan(4.5 * Math.sqrt((rate * (1 - rate)) / N) + 1e-9);

describe('Bunte Kuh levels', () => {
  const state = bunteKuh.setup({ players: 2, seed: 'levels-test' });
  const legal = bunteKuh.legalMoves(state, 0);

  for (const level of ['random', 'easy', 'normal', 'strong'] as const) {
    it(`${level} calls wrong at its documented rate (${BUNTE_KUH_ERRORS[level].slip})`, () => {
      expect(wrongCalls(state).length).toBeGreaterThan(0);
      const rng = Rng.fromSeed(`slip-${level}`);
      const contender = { profile: levelProfile(level), choose: levelChooser(level) };
      let wrong = 0;
      for (let i = 0; i < N; i++) {
        const { move, ms } = reaction(state, 0, contender, rng, legal);
        expect(ms).toBeGreaterThan(0);
        if (!isRight(state, move)) wrong++;
      }
      within(wrong / N, BUNTE_KUH_ERRORS[level].slip);
    });
  }

  for (const level of ['easy', 'normal', 'strong'] as const) {
    it(`${level} misses the heuristic's placement at its documented rate (${BUNTE_KUH_ERRORS[level].miss})`, () => {
      const v = bunteKuh.view(state, 0);
      // Every placement the heuristic itself may pick (its ties are broken by the generator).
      const tieRng = Rng.fromSeed('ties');
      const heuristic = new Set<string>();
      for (let i = 0; i < 200; i++) heuristic.add(JSON.stringify(bunteKuhMove(v, legal, tieRng)));
      const others = legal.filter((m) => !heuristic.has(JSON.stringify(m))).length;
      expect(others).toBeGreaterThan(0);
      const choose = levelChooser(level);
      const rng = Rng.fromSeed(`miss-${level}`);
      let missed = 0;
      for (let i = 0; i < N; i++) if (!heuristic.has(JSON.stringify(choose(v, legal, rng)))) missed++;
      // A miss places uniformly among the right calls, so it lands outside the heuristic's picks this often.
      within(missed / N, BUNTE_KUH_ERRORS[level].miss * (others / legal.length));
    });
  }

  it('strong never calls wrong where a right call exists', () => {
    const bot = bunteKuhRoster.strong!.make({});
    const rng = Rng.fromSeed('strong');
    for (let i = 0; i < N; i++) {
      const r = bot.react!({ state, seat: 0, legal, rng } as never) as unknown as { move: never };
      expect(isRight(state, r.move)).toBe(true);
    }
  });

  it("random reacts with a person's reaction time, as every level does", () => {
    const rng = Rng.fromSeed('random-time');
    for (const name of ['random', 'easy', 'normal', 'strong']) {
      const r = bunteKuhRoster[name]!.make({}).react!({ state, seat: 0, legal, rng } as never) as {
        ms: number;
      };
      expect(r.ms).toBeGreaterThan(200);
    }
  });

  it('is the same decision for the same seed', () => {
    const c = { profile: levelProfile('easy'), choose: levelChooser('easy') };
    const a = reaction(state, 0, c, Rng.fromSeed('s'), legal);
    const b = reaction(state, 0, c, Rng.fromSeed('s'), legal);
    expect(a).toEqual(b);
  });
});
