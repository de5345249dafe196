import { describe, expect, it } from 'vitest';
import { Rng } from '../../random/index.js';
import { wuerfelmarsch, wuerfelmarschBot } from './index.js';
import type { WuerfelmarschState } from './types.js';

function midGame(seed: string, moves: number): WuerfelmarschState {
  let s = wuerfelmarsch.setup({ players: 3, seed });
  const rng = Rng.fromSeed(seed);
  for (let i = 0; i < moves && !s.end; i++) {
    const legal = wuerfelmarsch.legalMoves(s, s.turn);
    const tilts = legal.filter((m) => m.type === 'tilt');
    s = wuerfelmarsch.play(s, s.turn, rng.pick(tilts.length > 0 ? tilts : legal));
  }
  return s;
}

describe('Würfelmarsch: the heuristic bot', () => {
  it('plays legal moves, the same for the same generator, and alike on determinized states', () => {
    for (const seed of ['p', 'q', 'r']) {
      const s = midGame(seed, 10);
      if (s.end) continue;
      const legal = wuerfelmarsch.legalMoves(s, s.turn);
      const choose = (state: WuerfelmarschState) =>
        wuerfelmarschBot.choose({
          game: wuerfelmarsch,
          state,
          seat: s.turn,
          legal,
          rng: Rng.fromSeed('bot'),
        });
      const move = choose(s);
      expect(legal).toContainEqual(move);
      expect(choose(s)).toEqual(move);
      expect(choose(wuerfelmarsch.determinize!(s, s.turn, Rng.fromSeed('other')))).toEqual(move);
    }
  });

  it('beats random play (two players, fixed seeds, seats alternating)', () => {
    let wins = 0;
    const games = 8;
    for (let g = 0; g < games; g++) {
      const rng = Rng.fromSeed(`vs-random-${g}`);
      let s = wuerfelmarsch.setup({ players: 2, seed: `g${g}`, options: { turnLimit: 200 } });
      const botSeat = g % 2;
      while (!s.end) {
        const legal = wuerfelmarsch.legalMoves(s, s.turn);
        const move =
          s.turn === botSeat
            ? wuerfelmarschBot.choose({ game: wuerfelmarsch, state: s, seat: s.turn, legal, rng })
            : rng.pick(legal);
        s = wuerfelmarsch.play(s, s.turn, move);
      }
      if (s.winners!.includes(botSeat)) wins += 1 / s.winners!.length;
    }
    expect(wins).toBeGreaterThan(games * 0.75);
  }, 30_000);
});
