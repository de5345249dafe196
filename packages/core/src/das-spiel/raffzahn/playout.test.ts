import { describe, expect, it } from 'vitest';
import { moveByMove as reference } from '../../../test/support/contract-properties.js';
import { Rng } from '../../random/index.js';
import { raffzahn } from './index.js';
import { randomPlayout } from './playout.js';
import type { RaffzahnState } from './types.js';

/** The contract's reference loop (the lowest active seat plays `legal[rng.int(legal.length)]`), for raffzahn. */
const moveByMove = (from: RaffzahnState, rng: Rng): RaffzahnState => reference(raffzahn, from, rng);

describe('Raffzahn: the randomPlayout kernel', () => {
  it('ends exactly where the move-by-move loop ends, from the start and from positions inside the game', () => {
    for (let g = 0; g < 40; g++) {
      const players = 2 + (g % 2);
      let s = raffzahn.setup({ players, seed: `kernel-${g}` });
      const walk = Rng.fromSeed(`walk-${g}`);
      for (let k = 0; k < 5 && s.phase !== 'over'; k++) {
        const before = JSON.stringify(s);
        expect(randomPlayout(s, Rng.fromSeed(`r-${g}-${k}`))).toEqual(
          moveByMove(s, Rng.fromSeed(`r-${g}-${k}`)),
        );
        expect(JSON.stringify(s)).toBe(before);
        // Any active seat, late takes included: positions the lowest-seat loop alone would not reach.
        for (let m = 0; m < 40 && s.phase !== 'over'; m++) {
          const seat = walk.pick(raffzahn.active(s));
          s = raffzahn.play(s, seat, walk.pick(raffzahn.legalMoves(s, seat)));
        }
      }
    }
  });

  it('draws from the generator exactly what the move-by-move loop draws', () => {
    const s = raffzahn.setup({ players: 3, seed: 'draws' });
    const a = Rng.fromSeed('x');
    const b = Rng.fromSeed('x');
    randomPlayout(s, a);
    moveByMove(s, b);
    expect(a.state()).toEqual(b.state());
  });

  it('returns a finished game as it is', () => {
    const end = moveByMove(raffzahn.setup({ players: 2, seed: 'end' }), Rng.fromSeed('e'));
    expect(randomPlayout(end, Rng.fromSeed('x'))).toEqual(end);
  });
});
