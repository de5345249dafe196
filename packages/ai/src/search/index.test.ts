import { type Game, Rng } from '@tafel/core';
import { v } from '@tafel/core/schema';
import { wineCellar } from '@tafel/core/wine-cellar';
import { describe, expect, it } from 'vitest';
import { randomBot } from '../random/index.js';
import { ismcts, mcts, moveKey } from './index.js';

/** Nim: take 1–3 stones in turn; who takes the last one wins. From n stones, leave a multiple of 4. */
interface Nim {
  stones: number;
  turn: number;
}
const nimSchema = v.object({ stones: v.number(), turn: v.number() });
const nim: Game<Nim, number, Nim, Record<string, never>> = {
  id: 'nim',
  title: { en: 'Nim', nl: 'Nim' },
  players: { min: 2, max: 2 },
  defaults: {},
  schemas: { move: v.number(), options: v.object({}), state: nimSchema, view: nimSchema },
  parseOptions: () => ({}),
  parseState: (json) => v.parse(nimSchema, json),
  rulesVersion: 1,
  setup: () => ({ stones: 10, turn: 0 }),
  seats: () => 2,
  active: (s) => (s.stones > 0 ? [s.turn] : []),
  legalMoves: (s, seat) => (seat === s.turn && s.stones > 0 ? [1, 2, 3].filter((n) => n <= s.stones) : []),
  play: (s, _seat, n) => ({ stones: s.stones - n, turn: 1 - s.turn }),
  view: (s) => s,
  outcome: (s) => (s.stones > 0 ? null : { scores: s.turn === 1 ? [1, 0] : [0, 1], winners: [1 - s.turn] }),
  parseMove: (json) => json as number,
  hidesInformation: false,
  fromView: (v) => v,
  describeMove: (n, lang) => (lang === 'en' ? `take ${n}` : `neem ${n}`),
  describePhase: (s, lang) =>
    s.stones > 0 ? (lang === 'en' ? 'take' : 'nemen') : lang === 'en' ? 'over' : 'uit',
};

/** Matching pennies, both at once: seat 0 wins on a match. Tests the decoupled (simultaneous) selection. */
interface Pennies {
  picks: (number | null)[];
}
const penniesSchema = v.object({ picks: v.array(v.nullable(v.number())) });
const pennies: Game<Pennies, number, Pennies, Record<string, never>> = {
  id: 'pennies',
  title: { en: 'Pennies', nl: 'Muntjes' },
  players: { min: 2, max: 2 },
  defaults: {},
  schemas: { move: v.number(), options: v.object({}), state: penniesSchema, view: penniesSchema },
  parseOptions: () => ({}),
  parseState: (json) => v.parse(penniesSchema, json),
  rulesVersion: 1,
  setup: () => ({ picks: [null, null] }),
  seats: () => 2,
  active: (s) => [0, 1].filter((seat) => s.picks[seat] === null),
  legalMoves: (s, seat) => (s.picks[seat] === null ? [0, 1] : []),
  play: (s, seat, n) => ({ picks: s.picks.map((p, i) => (i === seat ? n : p)) }),
  view: (s) => s,
  outcome: (s) =>
    s.picks.includes(null)
      ? null
      : s.picks[0] === s.picks[1]
        ? { scores: [1, 0], winners: [0] }
        : { scores: [0, 1], winners: [1] },
  parseMove: (json) => json as number,
  hidesInformation: false,
  fromView: (v) => v,
  describeMove: (n, lang) => (lang === 'en' ? `show ${n}` : `toon ${n}`),
  describePhase: (_s, lang) => (lang === 'en' ? 'pick' : 'kiezen'),
};

describe('mcts', () => {
  it('finds the winning move of Nim', () => {
    const state = nim.setup({ players: 2, seed: '' });
    const move = mcts({ iterations: 3000 }).choose({
      game: nim,
      state,
      seat: 0,
      legal: [1, 2, 3],
      rng: Rng.fromSeed('n'),
    });
    expect(move).toBe(2);
  });

  it('handles seats that move at once (decoupled UCT), returning a legal move', () => {
    const state = pennies.setup({ players: 2, seed: '' });
    const move = mcts({ iterations: 200 }).choose({
      game: pennies,
      state,
      seat: 1,
      legal: [0, 1],
      rng: Rng.fromSeed('p'),
    });
    expect([0, 1]).toContain(move);
  });
});

describe('ismcts', () => {
  function play(seed: string, bots: Array<'ismcts' | 'random'>): number[] {
    const rng = Rng.fromSeed(seed);
    const search = ismcts({ iterations: 100 });
    let s = wineCellar.setup({ players: 2, seed });
    for (let seats = wineCellar.active(s); seats.length > 0; seats = wineCellar.active(s)) {
      const seat = seats[0]!;
      const legal = wineCellar.legalMoves(s, seat);
      const bot = bots[seat] === 'ismcts' ? search : randomBot;
      s = wineCellar.play(s, seat, bot.choose({ game: wineCellar, state: s, seat, legal, rng }) as never);
    }
    return wineCellar.outcome(s)!.scores;
  }

  it('beats random play at Wine Cellar', () => {
    let wins = 0;
    for (let g = 0; g < 12; g++) {
      const scores =
        g % 2 === 0 ? play(`i${g}`, ['ismcts', 'random']) : play(`i${g}`, ['random', 'ismcts']).reverse();
      if (scores[0]! > scores[1]!) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(9);
  });

  it('is deterministic for a seed, and chooses alike on states that look the same to it', () => {
    const rng = Rng.fromSeed('walk');
    let s = wineCellar.setup({ players: 2, seed: 'det' });
    for (let i = 0; i < 6; i++)
      s = wineCellar.play(
        s,
        wineCellar.active(s)[0]!,
        rng.pick(wineCellar.legalMoves(s, wineCellar.active(s)[0]!)),
      );
    const seat = wineCellar.active(s)[0]!;
    const legal = wineCellar.legalMoves(s, seat);
    const other = wineCellar.determinize(s, seat, rng);
    const choose = (state: typeof s) =>
      ismcts({ iterations: 100 }).choose({ game: wineCellar, state, seat, legal, rng: Rng.fromSeed('same') });
    expect(choose(s)).toEqual(choose(s));
    expect(choose(other)).toEqual(choose(s));
  });

  it('refuses games without determinize', () => {
    const state = nim.setup({ players: 2, seed: '' });
    expect(() =>
      ismcts().choose({ game: nim, state, seat: 0, legal: [1, 2, 3], rng: Rng.fromSeed('x') }),
    ).toThrow(/determinize/);
  });
});

describe('moveKey', () => {
  it('ignores key order', () => {
    expect(moveKey({ a: 1, b: 'x' })).toBe(moveKey({ b: 'x', a: 1 }));
    expect(moveKey({ a: 1 })).not.toBe(moveKey({ a: 2 }));
  });
});
