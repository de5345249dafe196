/**
 * Random stable pyramids, for tests, benchmarks and random set-ups: dice dropped one at a time into random
 * funnels (base-plate funnels included), each with a random owner and orientation.
 *
 * @module
 */
import type { Rng } from '../../random/index.js';
import { WORDS } from './bits.js';
import { CELLS } from './cells.js';
import { funnelBits } from './kernels.js';
import { ORIENTATIONS } from './orientation.js';
import { emptyPyramid, type Pyramid, place } from './pyramid.js';

/**
 * A stable pyramid of `dice` dice (0..165), owners drawn from `0..owners-1`, orientations from all 24.
 *
 * @example
 * ```ts
 * const p = randomPyramid(Rng.fromSeed('x'), 80, 3);
 * isStable(p); // true
 * ```
 */
export function randomPyramid(rng: Rng, dice: number, owners = 1): Pyramid {
  if (!Number.isInteger(dice) || dice < 0 || dice > CELLS) throw new RangeError(`${dice} dice do not fit`);
  const p = emptyPyramid();
  const open = new Uint32Array(WORDS);
  for (let k = 0; k < dice; k++) {
    const n = funnelBits(p.occupied, open, true);
    let pick = rng.int(n);
    for (let i = 0; i < CELLS; i++) {
      if (((open[i >>> 5]! >>> (i & 31)) & 1) === 0) continue;
      if (pick-- === 0) {
        place(p, i, rng.int(owners), rng.int(ORIENTATIONS));
        break;
      }
    }
  }
  return p;
}

/** A full pyramid (165 dice) with random owners (colours) and orientations, as Raffzahn and Cui bono set up. */
export function fullPyramid(rng: Rng, owners = 3): Pyramid {
  const p = emptyPyramid();
  for (let i = 0; i < CELLS; i++) place(p, i, rng.int(owners), rng.int(ORIENTATIONS));
  return p;
}
