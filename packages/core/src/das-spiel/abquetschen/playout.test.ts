import { describe, expect, it } from 'vitest';
import { moveByMove as reference } from '../../../test/support/contract-properties.js';
import { Rng } from '../../random/index.js';
import { abquetschen } from './index.js';
import { randomPlayout } from './playout.js';
import type { AbquetschenState } from './types.js';

/** The contract's reference loop (the lowest active seat plays `legal[rng.int(legal.length)]`), for abquetschen. */
const moveByMove = (from: AbquetschenState, rng: Rng): AbquetschenState => reference(abquetschen, from, rng);

describe('Abquetschen: the randomPlayout kernel', () => {
  // Small move limits replay the reservoir sample of `legalMoves`; the default lists every build.
  const tables = [
    { players: 2, options: {} },
    { players: 3, options: {} },
    { players: 2, options: { moveLimit: 3, start: 'inner' as const } },
    { players: 3, options: { moveLimit: 1 } },
  ];
  it('ends exactly where the move-by-move loop ends, from the start and from positions inside the game', () => {
    for (let g = 0; g < 60; g++) {
      const { players, options } = tables[g % tables.length]!;
      let s = abquetschen.setup({ players, seed: `kernel-${g}`, options });
      const walk = Rng.fromSeed(`walk-${g}`);
      for (let k = 0; k < 4 && s.phase !== 'over'; k++) {
        const before = JSON.stringify(s);
        expect(randomPlayout(s, Rng.fromSeed(`r-${g}-${k}`))).toEqual(
          moveByMove(s, Rng.fromSeed(`r-${g}-${k}`)),
        );
        expect(JSON.stringify(s)).toBe(before);
        for (let m = 0; m < 7 && s.phase !== 'over'; m++)
          s = abquetschen.play(s, s.turn, walk.pick(abquetschen.legalMoves(s, s.turn)));
      }
    }
  });

  it('draws from the generator exactly what the move-by-move loop draws', () => {
    const s = abquetschen.setup({ players: 3, seed: 'draws' });
    const a = Rng.fromSeed('x');
    const b = Rng.fromSeed('x');
    randomPlayout(s, a);
    moveByMove(s, b);
    expect(a.state()).toEqual(b.state());
  });

  it('returns a finished game as it is', () => {
    const end = moveByMove(abquetschen.setup({ players: 2, seed: 'end' }), Rng.fromSeed('e'));
    expect(randomPlayout(end, Rng.fromSeed('x'))).toEqual(end);
  });
});
