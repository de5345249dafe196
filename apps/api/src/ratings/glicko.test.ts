import { describe, expect, it } from 'vitest';
import { BOT_RATINGS, botRating, type Entrant, FIRST_RATING, rateMatch, ratePeriod } from './glicko.js';

const person = (id: string, won: boolean, rating = FIRST_RATING): Entrant => ({
  id,
  rating,
  fixed: false,
  won,
});
const bot = (level: string, won: boolean): Entrant => ({
  id: `bot:${level}`,
  rating: botRating(level),
  fixed: true,
  won,
});

describe('ratePeriod', () => {
  it("gives Glickman's published example: 1500/200 after beating 1400/30 and losing to 1550/100 and 1700/300", () => {
    // Mark Glickman, "Example of the Glicko-2 system" (glicko2.pdf), tau 0.5: r' = 1464.06, RD' = 151.52,
    // sigma' = 0.05999. The numbers are the paper's, not this code's.
    const after = ratePeriod({ rating: 1500, rd: 200, vol: 0.06 }, [
      { opponent: { rating: 1400, rd: 30, vol: 0.06 }, score: 1 },
      { opponent: { rating: 1550, rd: 100, vol: 0.06 }, score: 0 },
      { opponent: { rating: 1700, rd: 300, vol: 0.06 }, score: 0 },
    ]);
    expect(after.rating).toBeCloseTo(1464.06, 1);
    expect(after.rd).toBeCloseTo(151.52, 1);
    expect(after.vol).toBeCloseTo(0.05999, 4);
  });
});

describe('rateMatch', () => {
  it('moves the winner up and the loser down by the same amount between two newcomers', () => {
    const after = rateMatch([person('ann', true), person('bob', false)]);
    const ann = after.get('ann')!;
    const bob = after.get('bob')!;
    expect(ann.rating).toBeGreaterThan(1500);
    expect(bob.rating).toBeLessThan(1500);
    expect(ann.rating - 1500).toBeCloseTo(1500 - bob.rating, 6);
    // A first match makes both ratings surer.
    expect(ann.rd).toBeLessThan(FIRST_RATING.rd);
  });

  it('keeps a bot at its fixed rating and rewards beating a strong bot more than an easy one', () => {
    const strong = rateMatch([person('ann', true), bot('strong', false)]);
    const easy = rateMatch([person('ann', true), bot('easy', false)]);
    expect(strong.has('bot:strong')).toBe(false);
    expect(strong.get('ann')!.rating).toBeGreaterThan(easy.get('ann')!.rating);
    expect(BOT_RATINGS.strong.rating).toBe(1800);
  });

  it('rates a table of four as winners ahead of the rest: fellow losers draw with each other', () => {
    const after = rateMatch([person('a', true), person('b', true), person('c', false), person('d', false)]);
    expect(after.get('a')!.rating).toBeGreaterThan(1500);
    expect(after.get('a')!.rating).toBeCloseTo(after.get('b')!.rating, 9);
    expect(after.get('c')!.rating).toBeLessThan(1500);
    expect(after.get('c')!.rating).toBeCloseTo(after.get('d')!.rating, 9);
  });

  it('changes nothing where nobody was beaten, or only bots sat', () => {
    expect(rateMatch([person('a', true), person('b', true)]).size).toBe(0);
    expect(rateMatch([bot('easy', true), bot('strong', false)]).size).toBe(0);
    expect(rateMatch([person('solo', true)]).size).toBe(0);
  });

  it('counts a bot by a name that is not a level as normal', () => {
    expect(botRating('ismcts')).toEqual(BOT_RATINGS.normal);
  });
});
