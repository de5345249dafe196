/**
 * The rules of Cui bono?: who moves, what is legal, and what a move does. `play` is pure: it validates the
 * move, then builds the next state from a copy.
 *
 * A turn is a pull (a level-0 die with two free faces; the row resting on it slides down), then, when the die
 * may go back somewhere, a choice: put it back into an allowed funnel, or keep it. When it may go nowhere, it
 * is kept at once. Keeping the 10th die (2–4 players) or 7th (5–6) ends the game; fewest minus points wins,
 * then fewest dice.
 *
 * @module
 */
import type { Outcome, Seat } from '../../contract/index.js';
import { commonErrors } from '../../errors/index.js';
import { cuiBonoErrors as errors } from './errors.js';
import { keepLimit } from './setup.js';
import { freeFaces, pull, pullable, returnFault, returns } from './takedown.js';
import {
  COLOURS,
  type CuiBonoMove,
  type CuiBonoOptions,
  type CuiBonoState,
  type EndReason,
} from './types.js';

/** Who may move now: the player whose turn it is. */
export function active(state: CuiBonoState): Seat[] {
  return state.phase === 'over' ? [] : [state.turn];
}

/** Every legal move of `seat`: his pulls, or where the held die may go back and keeping it. */
export function legalMoves(state: CuiBonoState, seat: Seat): CuiBonoMove[] {
  if (state.phase === 'over' || seat !== state.turn) return [];
  if (state.phase === 'pull') return pullable(state.owner).map((cell) => ({ type: 'pull', cell }));
  const moves: CuiBonoMove[] = returns(state.owner, state.held!.colour).map((cell) => ({
    type: 'return',
    cell,
  }));
  moves.push({ type: 'keep' });
  return moves;
}

function copy(state: CuiBonoState): CuiBonoState {
  return {
    ...state,
    owner: state.owner.slice(),
    orientation: state.orientation.slice(),
    kept: state.kept.map((k) => k.slice()),
    history: state.history.slice(),
  };
}

/** Plays a move: the next state, or a `RuleError` and no change. */
export function play(state: CuiBonoState, seat: Seat, move: CuiBonoMove): CuiBonoState {
  if (move.type === 'pull') {
    if (state.phase !== 'pull') commonErrors.fail('move-not-now');
    const cell = checkCell(move.cell);
    if (cell >= 45 || state.owner[cell]! < 0) errors.fail('not-base', { cell });
    if (freeFaces(state.owner, cell) < 2) errors.fail('not-loose', { cell });
    return pulled(state, seat, cell);
  }
  if (move.type === 'return') {
    if (state.phase !== 'return') commonErrors.fail('move-not-now');
    const cell = checkCell(move.cell);
    const fault = returnFault(state.owner, cell, state.held!.colour);
    if (fault === 'occupied' || fault === 'no-funnel') errors.fail('no-funnel', { cell });
    if (fault !== null) errors.fail(fault);
    const next = copy(state);
    next.owner[cell] = state.held!.colour;
    next.orientation[cell] = state.held!.orientation;
    const last = next.history.length - 1;
    next.history[last] = { ...next.history[last]!, returned: cell };
    return endTurn(next, seat);
  }
  if (move.type === 'keep') {
    if (state.phase !== 'return') commonErrors.fail('move-not-now');
    return keep(copy(state), seat);
  }
  return commonErrors.fail('invalid-move', {
    reason: { en: 'a move is a pull, a return or a keep', nl: 'een zet is trekken, terugleggen of houden' },
  });
}

function checkCell(cell: unknown): number {
  if (!Number.isInteger(cell) || (cell as number) < 0 || (cell as number) > 164)
    commonErrors.fail('invalid-move', { reason: { en: 'cells are 0..164', nl: 'vakken zijn 0..164' } });
  return cell as number;
}

function pulled(state: CuiBonoState, seat: Seat, cell: number): CuiBonoState {
  const next = copy(state);
  const held = { colour: state.owner[cell]!, orientation: state.orientation[cell]! };
  const slid = pull(next.owner, next.orientation, cell);
  next.held = held;
  next.history.push({ seat, pulled: cell, colour: held.colour, slid, returned: null });
  if (returns(next.owner, held.colour).length === 0) return keep(next, seat);
  next.phase = 'return';
  return next;
}

/** Keeps the held die (in place on `next`, a copy): the end when the keeper reached the limit. */
export function keep(next: CuiBonoState, seat: Seat): CuiBonoState {
  next.kept[seat]!.push(next.held!.colour);
  if (next.kept[seat]!.length >= keepLimit(next.players)) {
    next.held = null;
    next.turns++;
    return finish(next, 'kept', seat);
  }
  return endTurn(next, seat);
}

/** Ends the turn (in place on `next`, a copy): the next player pulls, or the game is over. */
export function endTurn(next: CuiBonoState, seat: Seat): CuiBonoState {
  next.held = null;
  next.turns++;
  if (next.turns >= next.options.turnLimit) return finish(next, 'limit', seat);
  const to = (seat + 1) % next.players;
  if (pullable(next.owner).length === 0) return finish(next, 'stuck', to);
  next.turn = to;
  next.phase = 'pull';
  return next;
}

/** Each seat's minus points: the points of the colours it kept. */
export function minusPoints(state: { options: CuiBonoOptions; kept: number[][] }): number[] {
  return state.kept.map((k) => k.reduce((sum, c) => sum + state.options.minus[COLOURS[c]!], 0));
}

function finish(next: CuiBonoState, reason: EndReason, seat: Seat): CuiBonoState {
  next.phase = 'over';
  next.turn = seat;
  next.end = { reason, seat };
  const minus = minusPoints(next);
  const fewest = Math.min(...minus);
  const tied = minus.flatMap((m, s) => (m === fewest ? [s] : []));
  const fewestDice = Math.min(...tied.map((s) => next.kept[s]!.length));
  next.winners = tied.filter((s) => next.kept[s]!.length === fewestDice);
  return next;
}

/** The result once the game is over: each seat's score is minus its minus points. */
export function outcome(state: CuiBonoState): Outcome | null {
  if (state.phase !== 'over') return null;
  return { scores: minusPoints(state).map((m) => -m), winners: state.winners!.slice() };
}
