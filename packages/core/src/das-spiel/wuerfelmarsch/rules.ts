/**
 * The rules of Würfelmarsch: who moves, what is legal, and what a move does. `play` is pure: it validates the
 * move, then builds the next state from a copy.
 *
 * A turn is one action: tilt an own die forward, left or right into an empty neighbouring funnel of the base
 * plate (then every triangle the tilt formed is judged), or turn an own die in place to another orientation.
 * Play passes to the left, skipping a player with no die on the plate.
 *
 * @module
 */
import type { Outcome, Seat } from '../../contract/index.js';
import { commonErrors } from '../../errors/index.js';
import { wuerfelmarschErrors as errors } from './errors.js';
import { GOAL, judge, PLATE, tiltBetween, tilted, tiltsFrom } from './march.js';
import type { EndReason, LastMove, WuerfelmarschMove, WuerfelmarschState } from './types.js';

/** Who may move now: the player whose turn it is. */
export function active(state: WuerfelmarschState): Seat[] {
  return state.end ? [] : [state.turn];
}

/** Every legal move of `seat`: his tilts (cell order, then direction), then his turns. */
export function legalMoves(state: WuerfelmarschState, seat: Seat): WuerfelmarschMove[] {
  if (state.end || seat !== state.turn) return [];
  const tilts: WuerfelmarschMove[] = [];
  const turns: WuerfelmarschMove[] = [];
  for (let cell = 0; cell < PLATE; cell++) {
    if (state.owner[cell] !== seat) continue;
    for (const t of tiltsFrom(cell, seat))
      if (state.owner[t.to]! < 0) tilts.push({ type: 'tilt', cell, to: t.to });
    const now = state.orientation[cell]!;
    for (let o = 0; o < 24; o++) if (o !== now) turns.push({ type: 'turn', cell, orientation: o });
  }
  return tilts.concat(turns);
}

function copy(state: WuerfelmarschState): WuerfelmarschState {
  return {
    ...state,
    owner: state.owner.slice(),
    orientation: state.orientation.slice(),
    captured: state.captured.slice(),
    lost: state.lost.slice(),
    lastMoved: state.lastMoved.slice(),
  };
}

/** Plays a move: the next state, or a `RuleError` and no change. */
export function play(state: WuerfelmarschState, seat: Seat, move: WuerfelmarschMove): WuerfelmarschState {
  const { cell } = move;
  if (!Number.isInteger(cell) || cell < 0 || cell >= PLATE)
    commonErrors.fail('invalid-move', { reason: { en: 'cells are 0..44', nl: 'vakken zijn 0..44' } });
  if (state.owner[cell] !== seat) errors.fail('not-your-die', { cell });
  if (move.type === 'turn') {
    const o = move.orientation;
    if (!Number.isInteger(o) || o < 0 || o > 23)
      commonErrors.fail('invalid-move', {
        reason: { en: 'orientations are 0..23', nl: 'liggingen zijn 0..23' },
      });
    if (o === state.orientation[cell]) errors.fail('same-orientation');
    const next = copy(state);
    next.orientation[cell] = o;
    next.last = { seat, move: { ...move }, triangles: [], captures: [], removed: [] };
    return pass(next, seat);
  }
  if (move.type !== 'tilt')
    commonErrors.fail('invalid-move', {
      reason: { en: 'a move is a tilt or a turn', nl: 'een zet is kantelen of draaien' },
    });
  const to = move.to;
  const t = Number.isInteger(to) && to >= 0 && to < PLATE ? tiltBetween(cell, to) : null;
  if (t === null) errors.fail('not-adjacent', { to });
  if (t.b === seat) errors.fail('backwards');
  if (state.owner[to]! >= 0) errors.fail('funnel-taken', { to });
  return tilt(copy(state), seat, cell, t.to, tilted(state.orientation[cell]!, t));
}

/**
 * Tilts `seat`'s die from `from` to `to`, landing in orientation `o`, judges the triangles it closes and ends the
 * turn — in place on `next` (a copy: `play` makes one, the playout kernel keeps one for a whole game).
 */
export function tilt(
  next: WuerfelmarschState,
  seat: Seat,
  from: number,
  to: number,
  o: number,
): WuerfelmarschState {
  next.owner[from] = -1;
  next.orientation[from] = 0;
  next.owner[to] = seat;
  next.orientation[to] = o;
  const j = judge(next.owner, next.orientation, to);
  const last: LastMove = {
    seat,
    move: { type: 'tilt', cell: from, to },
    triangles: j.triangles,
    captures: [],
    removed: [],
  };
  for (const [x, by] of [...j.captures].sort((p, q) => p[0] - q[0])) {
    last.captures.push({ cell: x, owner: next.owner[x]!, by });
    next.captured[by]!++;
  }
  for (const x of j.removed) {
    last.removed.push({ cell: x, owner: next.owner[x]! });
    next.lost[next.owner[x]!]!++;
  }
  for (const x of [...j.captures.keys(), ...j.removed]) {
    next.owner[x] = -1;
    next.orientation[x] = 0;
  }
  next.last = last;
  if (to === GOAL[seat] && next.owner[to] === seat) {
    next.lastMoved[seat] = next.turns;
    next.turns++;
    return finish(next, 'corner', seat);
  }
  return pass(next, seat);
}

/** Ends the turn (in place): the next player to the left who has a die on the plate moves; nobody: the final count. */
export function pass(next: WuerfelmarschState, seat: Seat): WuerfelmarschState {
  next.lastMoved[seat] = next.turns;
  next.turns++;
  if (next.turns >= next.options.turnLimit) return finish(next, 'limit', seat);
  for (let k = 1; k <= next.players; k++) {
    const s = (seat + k) % next.players;
    if (next.owner.includes(s)) {
      next.turn = s;
      return next;
    }
  }
  return finish(next, 'count', seat);
}

/** Each seat's final count: captured dice minus own dice that left the game by a tie. */
export function counts(state: Pick<WuerfelmarschState, 'captured' | 'lost'>): number[] {
  return state.captured.map((c, s) => c - state.lost[s]!);
}

function finish(next: WuerfelmarschState, reason: EndReason, seat: Seat): WuerfelmarschState {
  next.turn = seat;
  next.end = { reason, seat };
  if (reason === 'corner') {
    next.winners = [seat];
    return next;
  }
  const score = counts(next);
  const best = Math.max(...score);
  const tied = score.flatMap((v, s) => (v === best ? [s] : []));
  // Tie: the player who moved last among them wins.
  const latest = Math.max(...tied.map((s) => next.lastMoved[s]!));
  next.winners = tied.filter((s) => next.lastMoved[s] === latest);
  return next;
}

/** The result once the game is over: each seat's score is its final count. */
export function outcome(state: WuerfelmarschState): Outcome | null {
  if (!state.end) return null;
  return { scores: counts(state), winners: state.winners!.slice() };
}
