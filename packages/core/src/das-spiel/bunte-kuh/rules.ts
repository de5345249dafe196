/**
 * The rules of Bunte Kuh: every seat may call at any time; calls are applied in the order they arrive. `play` is
 * pure: it validates the call against the state, then builds the next state from a copy.
 *
 * - A **right** call (STOP at a funnel of the roll's sum, or NOWHERE when no funnel has it) puts one of the
 *   caller's dice into the named funnel in the named orientation.
 * - A **wrong** call (STOP at a funnel of another sum, NOWHERE while a funnel has the sum, or either call
 *   pointing at a cell that is no funnel at all: a "valse trechter") places nothing: every other player gives
 *   the caller one die from his stock.
 * - After any call, right or wrong, the round ends: the roll dice pass to the left and are rolled ("Vervolgens
 *   geeft de speler die de som heeft gedobbeld de paarlemoeren dobbelstenen aan zijn linkerbuurman").
 * - A call that names no cell of the pyramid or no orientation, or answers a round that is over, is refused:
 *   nothing happens (`RuleError`).
 * - The game ends at once when a player's stock empties, by placing or by giving: he wins (several at once: all).
 *
 * The states `play` returns are values: change one by copying it, never in place. The rules keep the pyramid of
 * the last state they made in the kernels' memory and know it again by its arrays (see `scratch.ts`).
 *
 * @module
 */
import type { Outcome, Seat } from '../../contract/index.js';
import { commonErrors } from '../../errors/index.js';
import { Rng } from '../../random/index.js';
import {
  CELLS,
  checkCell,
  fromJson,
  funnels,
  funnelsWithSum,
  ORIENTATIONS,
  type Pyramid,
  WORDS,
} from '../lattice/index.js';
import { bunteKuhErrors as errors } from './errors.js';
import { carry, funnelSet, isFunnelNow, matchingSet } from './scratch.js';
import { rollDice } from './setup.js';
import type { BunteKuhMove, BunteKuhState } from './types.js';

/** The pyramid of a state (owner: the placing seat, or `BASE_DIE`). */
export function pyramidOfState(state: Pick<BunteKuhState, 'owner' | 'orientation'>): Pyramid {
  return fromJson(state);
}

/** The roll's total. */
export function total(roll: readonly number[]): number {
  return roll[0]! + roll[1]! + roll[2]!;
}

/** The funnels whose sum equals this round's roll. */
export function matchingFunnels(state: Pick<BunteKuhState, 'owner' | 'orientation' | 'roll'>): number[] {
  return funnelsWithSum(pyramidOfState(state), total(state.roll));
}

/** Every seat may call while the game runs (real time). */
export function active(state: BunteKuhState): Seat[] {
  const seats: Seat[] = [];
  if (!state.winners) for (let s = 0; s < state.players; s++) seats.push(s);
  return seats;
}

/**
 * The right calls of this round, for any seat: STOP at each funnel of the roll's sum, or, when there is none,
 * NOWHERE into any funnel; each in all 24 orientations. (`play` also takes wrong calls and penalises them; see
 * {@link wrongCalls}.)
 */
export function legalMoves(state: BunteKuhState, seat: Seat): BunteKuhMove[] {
  if (state.winners || !Number.isInteger(seat) || seat < 0 || seat >= state.players) return [];
  let { set, count } = matchingSet(state, total(state.roll));
  const type = count > 0 ? 'stop' : 'nowhere';
  if (count === 0) ({ set, count } = funnelSet());
  // The funnels in ascending order, each in the 24 orientations, straight from the set into a list of its size.
  const moves: BunteKuhMove[] = new Array(count * ORIENTATIONS);
  const round = state.round;
  let at = 0;
  for (let w = 0; w < WORDS; w++)
    for (let v = set[w]!; v !== 0; v &= v - 1) {
      const cell = w * 32 + (31 - Math.clz32(v & -v));
      for (let orientation = 0; orientation < ORIENTATIONS; orientation++)
        moves[at++] = { type, round, cell, orientation };
    }
  return moves;
}

/**
 * The wrong calls at funnels a seat could make now (orientation 0): a STOP at each funnel of another sum, and
 * NOWHERE when a funnel matches. (A call at a cell that is no funnel is wrong too; it is not listed.)
 */
export function wrongCalls(state: BunteKuhState): BunteKuhMove[] {
  if (state.winners) return [];
  const p = pyramidOfState(state);
  const matching = new Set(funnelsWithSum(p, total(state.roll)));
  const all = funnels(p);
  const out: BunteKuhMove[] = all
    .filter((cell) => !matching.has(cell))
    .map((cell) => ({ type: 'stop', round: state.round, cell, orientation: 0 }));
  if (matching.size > 0 && all.length > 0)
    out.push({ type: 'nowhere', round: state.round, cell: all[0]!, orientation: 0 });
  return out;
}

/**
 * Whether a call is right: it must point at a funnel (a die must be able to go there), and that funnel must have
 * the roll's sum (STOP) or no funnel may have it (NOWHERE).
 *
 * @example
 * ```ts
 * isRight(state, { type: 'stop', round: state.round, cell: 0, orientation: 0 }); // false: cell 0 is taken
 * ```
 */
export function isRight(
  state: Pick<BunteKuhState, 'owner' | 'orientation' | 'roll'>,
  move: BunteKuhMove,
): boolean {
  checkCell(move.cell);
  const { set, count } = matchingSet(state, total(state.roll));
  if (!isFunnelNow(move.cell)) return false;
  return move.type === 'stop' ? ((set[move.cell >>> 5]! >>> (move.cell & 31)) & 1) !== 0 : count === 0;
}

function copy(state: BunteKuhState): BunteKuhState {
  // Earlier rounds are shared (never changed again); the current one is copied, as its calls grow.
  const rounds = state.rounds.slice();
  const last = rounds.length - 1;
  if (last >= 0) rounds[last] = { ...rounds[last]!, calls: rounds[last]!.calls.slice() };
  return {
    ...state,
    owner: state.owner.slice(),
    orientation: state.orientation.slice(),
    stock: state.stock.slice(),
    rounds,
  };
}

/** Plays a call: the next state, or a `RuleError` and no change. */
export function play(state: BunteKuhState, seat: Seat, move: BunteKuhMove): BunteKuhState {
  if (move.type !== 'stop' && move.type !== 'nowhere')
    commonErrors.fail('invalid-move', {
      reason: {
        en: 'a call is { type: "stop" | "nowhere", round, cell, orientation }',
        nl: 'een roep is { type: "stop" | "nowhere", round, cell, orientation }',
      },
    });
  if (move.round !== state.round) errors.fail('round-over', { round: move.round, current: state.round });
  if (!Number.isInteger(move.orientation) || move.orientation < 0 || move.orientation >= ORIENTATIONS)
    errors.fail('invalid-orientation', { orientation: move.orientation });
  if (!Number.isInteger(move.cell) || move.cell < 0 || move.cell >= CELLS)
    errors.fail('no-such-cell', { cell: move.cell });
  const right = isRight(state, move);
  const next = copy(state);
  const current = next.rounds[next.rounds.length - 1]!;
  current.calls.push({ seat, type: move.type, cell: move.cell, orientation: move.orientation, right });
  if (right) place(next, seat, move);
  else penalty(next, seat);
  // The kernels' arrays hold this state's pyramid (the check above asked about it): they now hold the next one.
  carry(state, next, right ? move.cell : -1, move.orientation);
  return next.winners ? next : nextRound(next);
}

/** A right call: the caller's die goes into the funnel; who puts down his last die wins. */
function place(next: BunteKuhState, caller: Seat, move: BunteKuhMove): void {
  next.owner[move.cell] = caller;
  next.orientation[move.cell] = move.orientation;
  next.stock[caller]! -= 1;
  if (next.stock[caller] === 0) next.winners = [caller];
}

/** The round is over: the roll dice pass to the left neighbour, who rolls. */
function nextRound(next: BunteKuhState): BunteKuhState {
  const rng = new Rng(next.rng);
  next.roll = rollDice(rng);
  next.rng = rng.state();
  next.round += 1;
  next.holder = (next.holder + 1) % next.players;
  next.rounds.push({ round: next.round, holder: next.holder, roll: next.roll, calls: [] });
  return next;
}

/** A wrong call: every other player gives the caller one die; who gives his last die wins. */
function penalty(next: BunteKuhState, caller: Seat): void {
  const emptied: Seat[] = [];
  for (let s = 0; s < next.players; s++) {
    if (s === caller || next.stock[s]! <= 0) continue;
    next.stock[s]! -= 1;
    next.stock[caller]! += 1;
    if (next.stock[s] === 0) emptied.push(s);
  }
  if (emptied.length > 0) next.winners = emptied;
}

/** The result once the game is over: each player's score is the number of dice he placed. */
export function outcome(state: BunteKuhState): Outcome | null {
  if (!state.winners) return null;
  const scores = Array.from({ length: state.players }, (_, s) => state.owner.filter((o) => o === s).length);
  return { scores, winners: state.winners.slice() };
}
