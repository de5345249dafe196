import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { AnyGame, Bot } from '../contract/index.js';
import { RuleError } from '../errors/index.js';
import { Rng } from '../random/index.js';
import { afterMove, arrive, nextDue, runRace, setOut, startRace, waiting } from './index.js';

/** A toy race: `left` tokens on the table; any seat grabs one (`n` names how many were left when it reached). */
interface Grab {
  left: number;
  taken: number[];
}
const refuse = () => {
  throw new RuleError('gone', { en: 'That token is gone.', nl: 'Dat fiche is weg.' });
};
const grabSchema = v.object({ left: v.number(), taken: v.array(v.number()) });
const grab: AnyGame = {
  id: 'grab',
  title: { en: 'Grab', nl: 'Graai' },
  players: { min: 2, max: 2 },
  realtime: true,
  defaults: {},
  schemas: { move: v.unknown(), options: v.object({}), state: grabSchema, view: grabSchema },
  parseOptions: () => ({}),
  parseState: (json: unknown) => v.parse(grabSchema, json),
  rulesVersion: 1,
  setup: () => ({ left: 5, taken: [0, 0] }),
  seats: () => 2,
  active: (s: Grab) => (s.left > 0 ? [0, 1] : []),
  // A grab names the count it reached for: once someone else took that token, the reach no longer fits.
  legalMoves: (s: Grab) => (s.left > 0 ? [s.left] : []),
  // `any` reaches for whatever token is there, so it never goes stale.
  play: (s: Grab, seat: number, move: number | 'any') => {
    if (move !== 'any' && move !== s.left) refuse();
    const taken = [...s.taken];
    taken[seat]! += 1;
    return { left: s.left - 1, taken };
  },
  view: (s: Grab) => s,
  outcome: (s: Grab) => (s.left > 0 ? null : { scores: s.taken, winners: [] }),
  parseMove: (m: unknown) => m,
  hidesInformation: false,
  fromView: (v: Grab) => v,
  describeMove: (m: unknown) => `grab ${String(m)}`,
  describePhase: (v: Grab) => (v.left > 0 ? 'grabbing' : 'over'),
};
const steady = (ms: number, reach?: 'any'): Bot => ({
  name: `${ms}ms`,
  choose: ({ legal }) => reach ?? legal[0],
  react: ({ legal }) => ({ move: reach ?? legal[0] ?? null, ms }),
});

/** Races two bots over the toy game; returns who arrived, in order, and the final clock. */
function race(bots: Bot[]) {
  const order: number[] = [];
  const rngs = [Rng.fromSeed('a'), Rng.fromSeed('b')];
  const { state, ms } = runRace<Grab>(
    grab,
    grab.setup({ players: 2, seed: 'g' }),
    bots,
    rngs,
    (seat, move, s) => {
      order.push(seat);
      return grab.play(s, seat, move);
    },
  );
  return { order, taken: state.taken, ms };
}

describe('the real-time scheduler', () => {
  it('applies the earliest plan, ties to the lower seat', () => {
    let race = setOut(startRace(3), 2, { move: 'c', ms: 400 });
    race = setOut(race, 1, { move: 'b', ms: 400 });
    race = setOut(race, 0, { move: 'a', ms: 500 });
    expect(nextDue(race, [0, 1, 2])).toEqual({ seat: 1, at: 400, move: 'b' });
    // A seat that is not active is never due, whatever it planned.
    expect(nextDue(race, [0, 2])).toEqual({ seat: 2, at: 400, move: 'c' });
    expect(nextDue(startRace(2), [0, 1])).toBeNull();
  });

  it('spends the arriving plan and moves the clock; later plans keep their time', () => {
    let race = setOut(startRace(2), 0, { move: 'a', ms: 300 });
    race = setOut(race, 1, { move: 'b', ms: 700 });
    race = arrive(race, 0, 300);
    expect(race.now).toBe(300);
    expect(waiting(race, [0, 1])).toEqual([0]);
    expect(nextDue(race, [0, 1])).toEqual({ seat: 1, at: 700, move: 'b' });
    // The next reaction of seat 0 is timed from the clock, not from zero.
    expect(setOut(race, 0, { move: 'a', ms: 300 }).plans[0]).toEqual({ at: 600, move: 'a' });
  });

  it('gives up the plans that no longer fit and those of seats that left the race', () => {
    let race = setOut(startRace(3), 0, { move: 'stale', ms: 100 });
    race = setOut(race, 1, { move: 'fine', ms: 100 });
    race = setOut(race, 2, { move: 'fine', ms: 100 });
    race = setOut(race, 1, { move: null, ms: 50 });
    const after = afterMove(race, [0, 1], (_seat, move) => move !== 'stale');
    expect(after.plans).toEqual([undefined, { at: 50, move: null }, undefined]);
  });

  it('keeps a plan that still fits: both seats arrive on their own clocks', () => {
    // 300 (0), 500 (1), 600 (0), 900 (0), 1000 (1).
    expect(race([steady(300, 'any'), steady(500, 'any')])).toEqual({
      order: [0, 1, 0, 0, 1],
      taken: [3, 2],
      ms: 1000,
    });
  });

  it('restarts a seat whose reach went stale: the slower seat never arrives', () => {
    // Seat 1 reaches for a token seat 0 takes first, sets out anew from then, and is overtaken every time.
    expect(race([steady(300), steady(500)])).toEqual({ order: [0, 0, 0, 0, 0], taken: [5, 0], ms: 1500 });
  });
});
