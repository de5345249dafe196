/**
 * Test positions: random stable pyramids packed as batches, and mid-game Abquetschen positions (reached by
 * random legal play) with the build queries of the player to move.
 *
 * @module
 */
import { Rng } from '@tafel/core';
import type { BuildQuery, Pyramid } from '@tafel/core/das-spiel';
import { abquetschen, CELLS, cellSet, cellsOf, randomPyramid, WORDS } from '@tafel/core/das-spiel';
import type { AbquetschenState } from '@tafel/core/das-spiel/abquetschen';
import { buildQuery, pyramidOfState } from '@tafel/core/das-spiel/abquetschen';

/** `count` random stable pyramids of 0..165 dice with random orientations, and their packed arrays. */
export function randomBatch(
  seed: string,
  count: number,
): { pyramids: Pyramid[]; occ: Uint32Array; orient: Uint8Array; sums: Uint8Array } {
  const rng = Rng.fromSeed(seed);
  const pyramids: Pyramid[] = [];
  const occ = new Uint32Array(count * WORDS);
  const orient = new Uint8Array(count * CELLS);
  const sums = new Uint8Array(count);
  for (let k = 0; k < count; k++) {
    const p = randomPyramid(rng, rng.int(CELLS + 1), 3);
    pyramids.push(p);
    occ.set(p.occupied, k * WORDS);
    orient.set(p.orientation, k * CELLS);
    sums[k] = 3 + rng.int(16);
  }
  return { pyramids, occ, orient, sums };
}

/** A mid-game Abquetschen state: `plies` random legal moves from a random set-up. */
export function midGame(seed: string, plies: number): AbquetschenState {
  const rng = Rng.fromSeed(seed);
  let state = abquetschen.setup({ players: 2 + rng.int(2), seed });
  for (let ply = 0; ply < plies; ply++) {
    const seat = abquetschen.active(state)[0];
    if (seat === undefined) break;
    const moves = abquetschen.legalMoves(state, seat);
    state = abquetschen.play(state, seat, moves[rng.int(moves.length)]!);
  }
  return state;
}

/**
 * Build queries like Abquetschen's on a position: the player to move (or any seat) building `n` dice next to
 * his dice, with the start pyramid as guard sometimes, or with no touch rule at all.
 */
export function queriesOf(state: AbquetschenState, rng: Rng, n: number): BuildQuery[] {
  const p = pyramidOfState(state);
  const out: BuildQuery[] = [];
  for (let seat = 0; seat < state.players; seat++) {
    const guard = rng.int(2) === 0 ? state.startPyramid : null;
    out.push(buildQuery(p, seat, n, guard));
  }
  out.push({ occupied: p.occupied, n, touch: null, guard: null });
  const dice = cellsOf(p.occupied);
  out.push({ occupied: p.occupied, n, touch: null, guard: cellSet(dice.filter(() => rng.int(4) === 0)) });
  return out;
}
