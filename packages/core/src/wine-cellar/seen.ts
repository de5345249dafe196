/**
 * What a seat sees of another's move in Wine Cellar: a bid in the standard rules is sealed until both bids are
 * in (the one who bids first shows only that he bid), and a card put aside as the bonus card (2021) stays face
 * down. Everything else is played openly.
 *
 * @module
 */
import type { HiddenMove, Seat } from '../contract/index.js';
import { play } from './rules.js';
import type { WineCellarMove, WineCellarState } from './types.js';

/**
 * What `viewer` saw of `seat`'s `move` played on `state` (see the game contract's `seen`).
 *
 * @example
 * ```ts
 * seen(state, 0, { type: 'bid', card: 7 }, 1); // { type: 'bid', hidden: true } while seat 1 has not bid
 * ```
 */
export function seen(
  state: WineCellarState,
  seat: Seat,
  move: WineCellarMove,
  viewer: Seat | null,
): WineCellarMove | HiddenMove {
  if (viewer === seat) return move;
  if (move.type === 'reserve') return { type: 'reserve', hidden: true };
  // A sealed bid stays sealed while the bidding goes on after it (the other has yet to bid).
  if (move.type === 'bid' && state.options.rules === 'standard' && play(state, seat, move).phase === 'bid')
    return { type: 'bid', hidden: true };
  return move;
}
