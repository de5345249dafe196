/**
 * The rules of Eintrichtern: who moves, what is legal, and what a move does. `play` is pure: it validates the
 * move, then builds the next state from a copy.
 *
 * A turn: the total is a roll of the three pearl dice, or (only right after the previous player failed, his
 * choice) that player's total. The player lifts a red die that still covers a funnel, and the funnel's sum is
 * announced. Equal: he keeps the red die (the funnel stays open, out of play) and goes again with a fresh roll.
 * Different: the red die goes back and the next player to the left chooses.
 *
 * @module
 */
import type { Outcome, Seat } from '../../contract/index.js';
import { commonErrors } from '../../errors/index.js';
import { Rng } from '../../random/index.js';
import { eintrichternErrors as errors } from './errors.js';
import { FIRST, funnelSumOf, isFunnelCell } from './funnels.js';
import { rollDice, targetOf } from './setup.js';
import type { EintrichternMove, EintrichternState, EndReason } from './types.js';

/** Who may move now: the player whose turn it is. */
export function active(state: EintrichternState): Seat[] {
  return state.phase === 'over' ? [] : [state.turn];
}

/** The covered funnels (level-1 cells), ascending. */
export function coveredCells(state: Pick<EintrichternState, 'covered'>): number[] {
  return state.covered.flatMap((c, i) => (c ? [FIRST + i] : []));
}

/** Every legal move of `seat`: roll or take over (phase `choose`), or lift a covered funnel. */
export function legalMoves(state: EintrichternState, seat: Seat): EintrichternMove[] {
  if (state.phase === 'over' || seat !== state.turn) return [];
  if (state.phase === 'choose') return [{ type: 'roll' }, { type: 'take-over' }];
  return coveredCells(state).map((cell) => ({ type: 'lift', cell }));
}

function copy(state: EintrichternState): EintrichternState {
  return {
    ...state,
    covered: state.covered.slice(),
    red: state.red.slice(),
    announcements: state.announcements.slice(),
  };
}

/** Plays a move: the next state, or a `RuleError` and no change. */
export function play(state: EintrichternState, seat: Seat, move: EintrichternMove): EintrichternState {
  if (move.type === 'roll' || move.type === 'take-over') {
    if (state.phase !== 'choose') {
      if (move.type === 'take-over') errors.fail('nothing-to-take-over');
      commonErrors.fail('move-not-now');
    }
    const next = copy(state);
    next.phase = 'lift';
    if (move.type === 'take-over') {
      next.total = state.failed;
      next.dice = null;
    } else roll(next);
    next.failed = null;
    return next;
  }
  if (move.type !== 'lift')
    commonErrors.fail('invalid-move', {
      reason: {
        en: 'a move is a roll, a take-over or a lift',
        nl: 'een zet is gooien, overnemen of oplichten',
      },
    });
  if (state.phase !== 'lift') commonErrors.fail('move-not-now');
  const cell = move.cell;
  if (!isFunnelCell(cell) || !state.covered[cell - FIRST]) errors.fail('not-covering', { cell });
  return lift(state, seat, cell);
}

function roll(next: EintrichternState): void {
  const rng = new Rng(next.rng);
  const dice = rollDice(rng);
  next.rng = rng.state();
  next.dice = dice;
  next.total = dice[0]! + dice[1]! + dice[2]!;
}

function lift(state: EintrichternState, seat: Seat, cell: number): EintrichternState {
  const next = copy(state);
  const sum = funnelSumOf(state.yellow, cell);
  const total = state.total!;
  const kept = sum === total;
  next.announcements.push({ seat, total, takenOver: state.dice === null, cell, sum, kept });
  if (!kept) {
    next.turn = (seat + 1) % state.players;
    next.phase = 'choose';
    next.failed = total;
    next.total = null;
    next.dice = null;
    return next;
  }
  next.covered[cell - FIRST] = false;
  next.red[seat]!++;
  if (next.red[seat]! >= targetOf(next)) return finish(next, 'target', seat);
  if (!next.covered.includes(true)) return finish(next, 'empty', seat);
  roll(next);
  return next;
}

function finish(next: EintrichternState, reason: EndReason, seat: Seat): EintrichternState {
  next.phase = 'over';
  next.turn = seat;
  next.total = null;
  next.dice = null;
  next.failed = null;
  next.end = { reason, seat };
  if (reason === 'target') next.winners = [seat];
  else {
    const most = Math.max(...next.red);
    next.winners = next.red.flatMap((r, s) => (r === most ? [s] : []));
  }
  return next;
}

/** The result once the game is over: each seat's score is its red dice. */
export function outcome(state: EintrichternState): Outcome | null {
  if (state.phase !== 'over') return null;
  return { scores: state.red.slice(), winners: state.winners!.slice() };
}
