import { describe, expect, it } from 'vitest';
import { Rng } from '../../random/index.js';
import { cuiBono, cuiBonoBot } from './index.js';
import type { CuiBonoState } from './types.js';

function midGame(seed: string, moves: number): CuiBonoState {
  let s = cuiBono.setup({ players: 3, seed });
  const rng = Rng.fromSeed(seed);
  for (let i = 0; i < moves && s.phase !== 'over'; i++)
    s = cuiBono.play(s, s.turn, rng.pick(cuiBono.legalMoves(s, s.turn)));
  return s;
}

describe('Cui bono?: the heuristic bot', () => {
  it('plays legal moves, the same for the same generator, and alike on determinized states', () => {
    for (const [seed, n] of [
      ['p', 10],
      ['q', 21],
      ['r', 40],
      ['s', 7],
    ] as const) {
      const s = midGame(seed, n);
      if (s.phase === 'over') continue;
      const legal = cuiBono.legalMoves(s, s.turn);
      const choose = (state: CuiBonoState) =>
        cuiBonoBot.choose({ game: cuiBono, state, seat: s.turn, legal, rng: Rng.fromSeed('bot') });
      const move = choose(s);
      expect(legal).toContainEqual(move);
      expect(choose(s)).toEqual(move);
      expect(choose(cuiBono.determinize!(s, s.turn, Rng.fromSeed('other')))).toEqual(move);
    }
  });

  it('beats random play (two players, fixed seeds, seats alternating)', () => {
    let wins = 0;
    const games = 16;
    for (let g = 0; g < games; g++) {
      const rng = Rng.fromSeed(`vs-random-${g}`);
      let s = cuiBono.setup({ players: 2, seed: `g${g}` });
      const botSeat = g % 2;
      while (s.phase !== 'over') {
        const legal = cuiBono.legalMoves(s, s.turn);
        const move =
          s.turn === botSeat
            ? cuiBonoBot.choose({ game: cuiBono, state: s, seat: s.turn, legal, rng })
            : rng.pick(legal);
        s = cuiBono.play(s, s.turn, move);
      }
      if (s.winners!.includes(botSeat)) wins += 1 / s.winners!.length;
    }
    expect(wins).toBeGreaterThan(games * 0.7);
  }, 30_000);
});
