import { describe, expect, it } from 'vitest';
import { Rng } from '../../random/index.js';
import { index, level, orientationOf } from '../lattice/index.js';
import {
  bunteKuh,
  bunteKuhMove,
  type Contender,
  PERSON,
  playRealTime,
  reaction,
  searchFacts,
  searchTime,
} from './index.js';
import type { BunteKuhState } from './types.js';

/** Base dice all (3,2,1): every level-1 funnel sums to 6. */
function uniform(players: number, t: number): BunteKuhState {
  const s = bunteKuh.setup({ players, seed: 'rt' });
  const o = orientationOf(3, 2, 1);
  const roll: [number, number, number] = t === 6 ? [1, 2, 3] : [6, 6, t - 12];
  return { ...s, orientation: s.orientation.map((x, c) => (level(c) === 0 ? o : x)), roll };
}

describe('Bunte Kuh: the reaction model', () => {
  it('scans (F + 1) / (M + 1) funnels on average; all of them, and a doubt, before NOWHERE', () => {
    const all = uniform(2, 6);
    expect(searchFacts(bunteKuh.view(all, 0), 0)).toEqual({ funnels: 36, matching: 36, known: 0 });
    expect(searchTime(bunteKuh.view(all, 0), 0)).toBeCloseTo(PERSON.add + PERSON.perFunnel * (37 / 37));
    const none = uniform(2, 17);
    expect(searchTime(bunteKuh.view(none, 1), 1)).toBeCloseTo(
      PERSON.add + PERSON.perFunnel * 36 + PERSON.doubt,
    );
  });

  it('recalls at once a funnel of the sum that the seat built itself', () => {
    // Seat 1 builds the three dice under the level-2 funnel (1,2,3), each showing (3,2,1).
    let s = uniform(2, 6);
    const six: [number, number, number] = [1, 2, 3];
    for (const cell of [index(2, 2, 3), index(1, 3, 3), index(1, 2, 4)]) {
      s = { ...s, roll: six };
      s = bunteKuh.play(s, 1, { type: 'stop', round: s.round, cell, orientation: orientationOf(3, 2, 1) });
    }
    // (1,2,3) rests on three dice of seat 1, all showing (3,2,1): its sum is 6, the roll below.
    const known = { ...s, roll: [1, 2, 3] as [number, number, number] };
    expect(searchFacts(bunteKuh.view(known, 1), 1).known).toBeGreaterThan(0);
    expect(searchTime(bunteKuh.view(known, 1), 1)).toBe(PERSON.add + PERSON.recall);
    // Seat 0 built none of it: he scans.
    const other = searchFacts(bunteKuh.view(known, 0), 0);
    expect(other.known).toBe(0);
    expect(searchTime(bunteKuh.view(known, 0), 0)).toBeCloseTo(
      PERSON.add + (PERSON.perFunnel * (other.funnels + 1)) / (other.matching + 1),
    );
  });

  it('a slip that wins the race is penalised and ends the round: the next seat rolls', () => {
    const s = uniform(3, 17);
    const careful: Contender = { profile: { ...PERSON, slip: 0 }, choose: bunteKuhMove };
    const hasty: Contender = {
      profile: { ...PERSON, add: 1, perFunnel: 1, doubt: 1, slip: 1 },
      choose: bunteKuhMove,
    };
    const end = playRealTime(s, [careful, hasty, careful], Rng.fromSeed('slip'), 1);
    expect(end.state.rounds[0]!.calls).toHaveLength(1);
    expect(end.state.rounds[0]!.calls[0]).toMatchObject({ seat: 1, right: false });
    expect(end.state.stock).toEqual([19, 22, 19]);
    expect(end.state).toMatchObject({ round: 2, holder: 1 });
  });

  it('races: the earliest reaction is the call that counts; a game in real time ends', () => {
    const s = bunteKuh.setup({ players: 3, seed: 'race' });
    const c: Contender = { profile: PERSON, choose: bunteKuhMove };
    const times = [0, 1, 2].map((seat) => reaction(s, seat, c, Rng.fromSeed(`r${seat}`)).ms);
    for (const t of times) expect(t).toBeGreaterThan(0);
    // The call that counts comes from the seat whose reaction arrives first.
    const first = playRealTime(s, [c, c, c], Rng.fromSeed('race'), 1);
    expect(first.calls).toBe(1);
    expect(playRealTime(s, [c, c, c], Rng.fromSeed('race'), 1)).toEqual(first);
    const end = playRealTime(s, [c, c, c], Rng.fromSeed('game'));
    expect(end.state.winners).not.toBeNull();
    expect(end.ms).toBeGreaterThan(0);
  });
});
