import { describe, expect, it } from 'vitest';
import { Rng } from '../../random/index.js';
import { abquetschen, abquetschenBot } from './index.js';
import type { AbquetschenState } from './types.js';

function midGame(seed: string, moves: number): AbquetschenState {
  let s = abquetschen.setup({ players: 3, seed });
  const rng = Rng.fromSeed(seed);
  for (let i = 0; i < moves && s.phase !== 'over'; i++)
    s = abquetschen.play(s, s.turn, rng.pick(abquetschen.legalMoves(s, s.turn)));
  return s;
}

describe('Abquetschen: the heuristic bot', () => {
  it('plays legal moves, the same for the same generator, and alike on determinized states', () => {
    for (const seed of ['p', 'q', 'r', 's']) {
      const s = midGame(seed, 12);
      if (s.phase === 'over') continue;
      const legal = abquetschen.legalMoves(s, s.turn);
      const choose = (state: AbquetschenState) =>
        abquetschenBot.choose({ game: abquetschen, state, seat: s.turn, legal, rng: Rng.fromSeed('bot') });
      const move = choose(s);
      expect(legal).toContainEqual(move);
      expect(choose(s)).toEqual(move);
      expect(choose(abquetschen.determinize!(s, s.turn, Rng.fromSeed('other')))).toEqual(move);
    }
  });

  it('beats random play (two players, fixed seeds, seats alternating)', () => {
    let wins = 0;
    const games = 24;
    for (let g = 0; g < games; g++) {
      const rng = Rng.fromSeed(`vs-random-${g}`);
      let s = abquetschen.setup({ players: 2, seed: `vs-random-${g}` });
      const botSeat = g % 2;
      while (s.phase !== 'over') {
        const legal = abquetschen.legalMoves(s, s.turn);
        const move =
          s.turn === botSeat
            ? abquetschenBot.choose({ game: abquetschen, state: s, seat: s.turn, legal, rng })
            : rng.pick(legal);
        s = abquetschen.play(s, s.turn, move);
      }
      if (s.winners!.includes(botSeat)) wins += 1 / s.winners!.length;
    }
    expect(wins).toBeGreaterThan(games / 2);
  }, 30_000);
});
