/**
 * A game defined once: {@link defineGame} takes what is the game's own and supplies what every game shares, so a
 * game's `index.ts` states only its rules. It supplies `determinize` (`fromView` of the seat's view) and the
 * checks every move goes through before the game's own rules see it: the seat is one of this table's, it may
 * move now (or the game is over), and the move is an object. A game's `play` then only says what its own rules
 * refuse.
 *
 * @module
 */
import { commonErrors } from '../errors/index.js';
import { determinizeFrom, type Game, type Seat } from './index.js';

/** What a game states itself: everything of the contract but what {@link defineGame} supplies. */
export type GameParts<State, Move, View, Options, Step = unknown> = Omit<
  Game<State, Move, View, Options, Step>,
  'determinize'
>;

/** A game as {@link defineGame} makes it: `determinize` always there. */
export type DefinedGame<State, Move, View, Options, Step = unknown> = Game<State, Move, View, Options, Step> &
  Required<Pick<Game<State, Move, View, Options, Step>, 'determinize'>>;

/**
 * The game, with what every game shares supplied; `parts.play` is called only for a seat of this table that may
 * move now, with an object for a move (else `invalid-seat`, `game-over`, `not-your-turn` or `invalid-move`).
 *
 * @example
 * ```ts
 * export const nim = defineGame({ id: 'nim', title, players, …, play: (state, seat, move) => take(state, move) });
 * nim.play(state, 9, move); // throws RuleError('invalid-seat')
 * ```
 */
export function defineGame<State, Move, View, Options, Step = unknown>(
  parts: GameParts<State, Move, View, Options, Step>,
): DefinedGame<State, Move, View, Options, Step> {
  const rules = parts.play;
  return {
    ...parts,
    determinize: determinizeFrom(parts.view, parts.fromView),
    play(state: State, seat: Seat, move: Move): State {
      if (!Number.isInteger(seat) || seat < 0 || seat >= parts.seats(state))
        commonErrors.fail('invalid-seat', { seat });
      if (!parts.active(state).includes(seat))
        commonErrors.fail(parts.outcome(state) !== null ? 'game-over' : 'not-your-turn');
      if (typeof move !== 'object' || move === null)
        commonErrors.fail('invalid-move', { reason: { en: 'not an object', nl: 'geen object' } });
      return rules(state, seat, move);
    },
  };
}
