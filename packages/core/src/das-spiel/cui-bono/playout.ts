/**
 * Cui bono?'s random playout kernel: the game played to its end from any state as the move-by-move loop plays it
 * (the player to move makes `legalMoves[rng.int(n)]`: a pull, then a return or keep), in place on one copy
 * instead of a new state a move, with the rules' own in-place steps (`pull`, `keep`, `endTurn`). The contract
 * property tests hold it to the move-by-move loop from any position.
 *
 * @module
 */
import type { Rng } from '../../random/index.js';
import { endTurn, keep } from './rules.js';
import { pull, pullable, returns } from './takedown.js';
import type { CuiBonoState } from './types.js';

/**
 * Plays uniformly random legal moves until the game ends; returns the final state (`from` untouched).
 *
 * @example
 * ```ts
 * const end = randomPlayout(cuiBono.setup({ players: 3, seed: 's' }), Rng.fromSeed('r'));
 * ```
 */
export function randomPlayout(from: CuiBonoState, rng: Rng): CuiBonoState {
  if (from.phase === 'over') return from;
  let s: CuiBonoState = {
    ...from,
    owner: from.owner.slice(),
    orientation: from.orientation.slice(),
    kept: from.kept.map((k) => k.slice()),
    history: from.history.slice(),
  };
  while (s.phase !== 'over') {
    const seat = s.turn;
    if (s.phase === 'pull') {
      // `legalMoves`: a pull of each pullable cell, in order.
      const cells = pullable(s.owner);
      const cell = cells[rng.int(cells.length)]!;
      const held = { colour: s.owner[cell]!, orientation: s.orientation[cell]! };
      const slid = pull(s.owner, s.orientation, cell);
      s.held = held;
      s.history.push({ seat, pulled: cell, colour: held.colour, slid, returned: null });
      if (returns(s.owner, held.colour).length === 0) s = keep(s, seat);
      else s.phase = 'return';
      continue;
    }
    // `legalMoves`: a return into each funnel that takes the held die, in order, then keep.
    const held = s.held!;
    const cells = returns(s.owner, held.colour);
    const i = rng.int(cells.length + 1);
    if (i === cells.length) {
      s = keep(s, seat);
      continue;
    }
    const cell = cells[i]!;
    s.owner[cell] = held.colour;
    s.orientation[cell] = held.orientation;
    const last = s.history.length - 1;
    s.history[last] = { ...s.history[last]!, returned: cell };
    s = endTurn(s, seat);
  }
  return s;
}
