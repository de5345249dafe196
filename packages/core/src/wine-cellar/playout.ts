/**
 * The playout kernel: plays a game from a position to its end without copying the state on every move. Search
 * bots and benchmarks run millions of these. It shares the one implementation of the rules with `play`
 * ({@link apply}), on a private deep copy, so the caller's state is never changed.
 *
 * @module
 */
import type { Seat } from '../contract/index.js';
import type { Rng } from '../random/index.js';
import { active, apply, firstActive, legalMoves, moveAt, moveCount } from './rules.js';
import type { WineCellarMove, WineCellarState } from './types.js';

/** Picks a move for `seat` from its legal moves. */
export type Chooser = (state: WineCellarState, seat: Seat, legal: WineCellarMove[]) => WineCellarMove;

/** A deep copy of every array a move can change. */
function ownCopy(s: WineCellarState): WineCellarState {
  return {
    ...s,
    hands: s.hands.map((h) => h.slice()),
    pile: s.pile.slice(),
    bids: s.bids.slice(),
    tokens: s.tokens.slice(),
    reserved: s.reserved.slice(),
    pending: s.pending.slice(),
    cellars: s.cellars.map((c) => c.slice()),
    bonus: s.bonus.slice(),
    swapped: s.swapped.slice(),
  };
}

/**
 * Plays to the end; where several seats may move, the lowest moves first. `choose` sees the kernel's working
 * state: it must not keep or change it. Returns the final state.
 *
 * @example
 * ```ts
 * const end = playout(state, (_s, _seat, legal) => rng.pick(legal));
 * wineCellar.outcome(end);
 * ```
 */
export function playout(state: WineCellarState, choose: Chooser): WineCellarState {
  const s = ownCopy(state);
  for (let seats = active(s); seats.length > 0; seats = active(s)) {
    const seat = seats[0]!;
    apply(s, seat, choose(s, seat, legalMoves(s, seat)));
  }
  return s;
}

/**
 * A uniformly random playout to the end: the same game as {@link playout} picking `legal[rng.int(legal.length)]`,
 * drawn by index ({@link moveCount}, {@link moveAt}) so no move list is built.
 *
 * @example
 * ```ts
 * const end = randomPlayout(wineCellar.setup({ players: 2, seed: 'x' }), Rng.fromSeed('y'));
 * wineCellar.outcome(end)!.scores;
 * ```
 */
export function randomPlayout(state: WineCellarState, rng: Rng): WineCellarState {
  const s = ownCopy(state);
  for (let seat = firstActive(s); seat >= 0; seat = firstActive(s)) {
    apply(s, seat, moveAt(s, seat, rng.int(moveCount(s, seat))));
  }
  return s;
}
