/**
 * The playout kernel of Die Weinhändler: plays a game from any position to its end, tens of thousands of games
 * a second, for benchmarks and search. It works on a private numeric copy of the state ({@link Kernel}: card
 * codes, counts per kind, preallocated buffers), counts the legal moves of the seat to move without building
 * them, applies the chosen one by its index in place, and turns the position back into a state only at the
 * end. The input state is never changed.
 *
 * Move indices are those of `legalMoves`, so `randomPlayout(state, rng)` ends exactly where the move-by-move
 * loop `legal = legalMoves(s, seat); s = play(s, seat, legal[rng.int(legal.length)])` ends with an equal
 * generator (the differential test in `playout.test.ts` checks this).
 *
 * @module
 */
import type { Seat } from '../../contract/index.js';
import type { Rng } from '../../random/index.js';
import type { WeinhaendlerMove, WeinhaendlerState } from '../types.js';
import { Kernel } from './kernel.js';

/** What a chooser sees of the kernel's position (valid only during the call). */
export interface PlayoutPosition {
  /** The `index`-th legal move of the seat to move, as `legalMoves` lists it (builds the move: slower). */
  move(index: number): WeinhaendlerMove;
  /** The position as a state (builds it: much slower; for choosers that need the whole picture). */
  state(): WeinhaendlerState;
}

/**
 * Picks a move for `seat` by its index in the seat's legal moves (`0 <= index < count`, in `legalMoves` order).
 * Unlike Wine Cellar's chooser it gets the number of moves, not the list: the kernel builds a move or the
 * state only when asked through `position`.
 */
export type PlayoutChooser = (position: PlayoutPosition, seat: Seat, count: number) => number;

/** Kernels not in use: a chooser may start a playout of its own, so each playout takes its own kernel. */
const spare: Kernel[] = [];

class Position implements PlayoutPosition {
  constructor(private readonly kernel: Kernel) {}
  move(index: number): WeinhaendlerMove {
    return this.kernel.move(index);
  }
  state(): WeinhaendlerState {
    return this.kernel.store();
  }
}

function run(state: WeinhaendlerState, step: (kernel: Kernel, count: number) => number): WeinhaendlerState {
  const kernel = spare.pop() ?? new Kernel();
  try {
    kernel.load(state);
    for (let count = kernel.count(); count > 0; count = kernel.count()) {
      const index = step(kernel, count);
      if (!(index >= 0 && index < count && Number.isInteger(index)))
        throw new RangeError(`move index ${index} outside 0..${count - 1}`);
      kernel.apply(index);
    }
    return kernel.store();
  } finally {
    spare.push(kernel);
  }
}

/**
 * Plays to the end, asking `choose` for the index of each move. Returns the final state; `state` is unchanged.
 *
 * @example
 * ```ts
 * // Always the last legal move (the pass or the stop where there is one).
 * const end = playout(state, (_position, _seat, count) => count - 1);
 * weinhaendler.outcome(end);
 * ```
 */
export function playout(state: WeinhaendlerState, choose: PlayoutChooser): WeinhaendlerState {
  let position: Position | null = null;
  return run(state, (kernel, count) => {
    position ??= new Position(kernel);
    return choose(position, kernel.turn, count);
  });
}

/**
 * A uniformly random playout to the end: one `rng.int(count)` per move, so it ends where move-by-move play
 * through the contract with an equal generator ends. Returns the final state; `state` is unchanged.
 *
 * @example
 * ```ts
 * const end = randomPlayout(weinhaendler.setup({ players: 4, seed: 'x' }), Rng.fromSeed('x'));
 * weinhaendler.outcome(end)?.winners;
 * ```
 */
export function randomPlayout(state: WeinhaendlerState, rng: Rng): WeinhaendlerState {
  const kernel = spare.pop() ?? new Kernel();
  try {
    kernel.load(state);
    for (let count = kernel.count(); count > 0; count = kernel.count()) kernel.apply(rng.int(count));
    return kernel.store();
  } finally {
    spare.push(kernel);
  }
}
