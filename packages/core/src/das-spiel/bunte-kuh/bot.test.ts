import { describe, expect, it } from 'vitest';
import { Rng } from '../../random/index.js';
import { index, level, orientationOf, upFaces } from '../lattice/index.js';
import {
  bestOrientation,
  bunteKuh,
  bunteKuhBot,
  bunteKuhMove,
  type Contender,
  PERSON,
  playRealTime,
  rollChance,
} from './index.js';
import type { BunteKuhState } from './types.js';

describe('Bunte Kuh: the bot', () => {
  it('plays legal calls, the same for the same generator, and alike on determinized states', () => {
    for (const seed of ['a', 'b', 'c']) {
      let s = bunteKuh.setup({ players: 4, seed });
      const rng = Rng.fromSeed(seed);
      for (let i = 0; i < 10 && !s.winners; i++)
        s = bunteKuh.play(s, rng.int(4), rng.pick(bunteKuh.legalMoves(s, 0)));
      if (s.winners) continue;
      const legal = bunteKuh.legalMoves(s, 2);
      const choose = (state: BunteKuhState) =>
        bunteKuhBot.choose({ game: bunteKuh, state, seat: 2, legal, rng: Rng.fromSeed('x') });
      const move = choose(s);
      expect(legal).toContainEqual(move);
      expect(choose(s)).toEqual(move);
      expect(choose(bunteKuh.determinize!(s, 2, Rng.fromSeed('y')))).toEqual(move);
    }
  });

  it('turns a die so the funnel it completes has a likely sum', () => {
    // Base dice (3,2,1); seat 0 owns (3,2,2) and (2,3,2) on level 1 showing (3,2,1): a die in (2,2,3) completes
    // the level-2 funnel (2,2,2), whose sum is 3 (from -x of (3,2,2)) + 2 (-y of (2,3,2)) + the new die's -z.
    const s0 = bunteKuh.setup({ players: 2, seed: 'orient' });
    const o = orientationOf(3, 2, 1);
    const owner = s0.owner.slice();
    const orientation = s0.orientation.map((x, c) => (level(c) === 0 ? o : x));
    for (const c of [index(3, 2, 2), index(2, 3, 2)]) {
      owner[c] = 0;
      orientation[c] = o;
    }
    const s: BunteKuhState = { ...s0, owner, orientation, stock: [28, 30] };
    const best = bestOrientation(bunteKuh.view(s, 0), 0, index(2, 2, 3));
    const face = upFaces(best)[2];
    // 3 + 2 + face: 10 or 11 are the likeliest totals of three dice.
    expect(rollChance(5 + face)).toBe(rollChance(10));
  });

  it('wins more races than a random placer of the same speed (two players, fixed seeds)', () => {
    const heuristic: Contender = { profile: PERSON, choose: bunteKuhMove };
    const random: Contender = { profile: PERSON, choose: (_v, legal, rng) => rng.pick(legal) };
    let wins = 0;
    const games = 60;
    for (let g = 0; g < games; g++) {
      const bot = g % 2;
      const seats = bot === 0 ? [heuristic, random] : [random, heuristic];
      const end = playRealTime(
        bunteKuh.setup({ players: 2, seed: `race-${g}` }),
        seats,
        Rng.fromSeed(`race-${g}`),
      );
      if (end.state.winners!.includes(bot)) wins += 1 / end.state.winners!.length;
    }
    expect(wins).toBeGreaterThan(games / 2);
  }, 30_000);
});
