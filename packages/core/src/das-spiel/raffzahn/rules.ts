/**
 * The rules of Raffzahn: who may move, what is legal, and what a move does. `play` is pure: it validates the
 * move, then builds the next state from a copy.
 *
 * A round is a race. The roll is out; every seat may take, in arrival order, free dice whose face towards its
 * side shows the roll (no two seats ever want the same die: a die's up faces differ); the roller calls STOP
 * when he likes. After STOP the next roller (to the left) rolls; a take for the stopped round that arrives
 * before that roll is late: the die stays and the taker gives one die to each other player, if he has enough.
 * STOP with only level-0 dice left ends the game: most dice wins, ties share.
 *
 * A Tafel ruling: a seat takes late at most once a round (it was caught; its grab went back). Without it a seat
 * could take late again and again before the roll, and a game need never end.
 *
 * @module
 */
import type { Outcome, Seat } from '../../contract/index.js';
import { commonErrors } from '../../errors/index.js';
import { Rng } from '../../random/index.js';
import { DEPENDENTS, LEVEL_START, ORIENTATION_FACES } from '../lattice/index.js';
import { raffzahnErrors as errors } from './errors.js';
import { rollDie } from './setup.js';
import type { RaffzahnMove, RaffzahnState } from './types.js';

const CELLS = 165;
// Local bindings of the lattice tables: hot loops read them without a module lookup.
const DEP = DEPENDENTS;
const FACES = ORIENTATION_FACES;

/** Whether the die in `cell` is free: occupied, nothing resting on it. */
export function isFreeDie(owner: readonly number[], cell: number): boolean {
  if (owner[cell]! < 0) return false;
  const d0 = DEP[cell * 3]!;
  const d1 = DEP[cell * 3 + 1]!;
  const d2 = DEP[cell * 3 + 2]!;
  return !((d0 >= 0 && owner[d0]! >= 0) || (d1 >= 0 && owner[d1]! >= 0) || (d2 >= 0 && owner[d2]! >= 0));
}

/** The face the die in `cell` shows towards side `side` (the seat sitting there). */
export function faceTo(state: Pick<RaffzahnState, 'orientation'>, cell: number, side: Seat): number {
  return FACES[state.orientation[cell]! * 3 + side]!;
}

/**
 * The free dice `seat` may take with roll `roll`: their face towards its side shows the roll.
 *
 * @example
 * ```ts
 * takeable(state, 0, state.roll!); // cells, ascending
 * ```
 */
export function takeable(
  state: Pick<RaffzahnState, 'owner' | 'orientation'>,
  seat: Seat,
  roll: number,
): number[] {
  const out: number[] = [];
  for (let c = 0; c < CELLS; c++)
    if (isFreeDie(state.owner, c) && faceTo(state, c, seat) === roll) out.push(c);
  return out;
}

/** Whether only level-0 dice remain (the end, once the roller calls STOP). */
export function onlyBase(owner: readonly number[]): boolean {
  for (let c = LEVEL_START[1]!; c < CELLS; c++) if (owner[c]! >= 0) return false;
  return true;
}

/** Whether `seat` has taken late in the stopped round already (so it may not take again until the roll). */
export function tookLate(state: Pick<RaffzahnState, 'phase' | 'current'>, seat: Seat): boolean {
  return state.phase === 'stopped' && state.current.late.some((l) => l.seat === seat);
}

/**
 * Who may move now: every seat with a legal move: the roller (STOP in the race, the roll after it) and every
 * seat with a die to take (late after STOP, once).
 */
export function active(state: RaffzahnState): Seat[] {
  if (state.phase === 'over') return [];
  const can = new Array<boolean>(state.players).fill(false);
  // Settled: the roller (always active) and seats that took late this round (never, until the roll).
  const settled = can.map((_, s) => s === state.roller || tookLate(state, s));
  can[state.roller] = true;
  let left = settled.filter((done) => !done).length;
  const { owner, orientation } = state;
  for (let c = 0; c < CELLS && left > 0; c++) {
    if (!isFreeDie(owner, c)) continue;
    for (let s = 0; s < state.players; s++)
      if (!settled[s] && FACES[orientation[c]! * 3 + s] === state.roll) {
        settled[s] = true;
        can[s] = true;
        left--;
      }
  }
  return can.flatMap((ok, s) => (ok ? [s] : []));
}

/**
 * The legal moves of `seat`: its takes (during the race, or late after STOP: accepted, and punished), STOP for
 * the roller, the roll for the next roller.
 */
export function legalMoves(state: RaffzahnState, seat: Seat): RaffzahnMove[] {
  if (state.phase === 'over' || !Number.isInteger(seat) || seat < 0 || seat >= state.players) return [];
  const cells = tookLate(state, seat) ? [] : takeable(state, seat, state.roll!);
  const moves: RaffzahnMove[] = cells.map((cell) => ({
    type: 'take',
    cell,
    round: state.round,
  }));
  if (state.phase === 'race' && seat === state.roller) moves.push({ type: 'stop' });
  if (state.phase === 'stopped' && seat === state.roller) moves.push({ type: 'roll' });
  return moves;
}

function copy(state: RaffzahnState): RaffzahnState {
  const c = state.current;
  return {
    ...state,
    owner: state.owner.slice(),
    orientation: state.orientation.slice(),
    taken: state.taken.slice(),
    current: { ...c, takes: c.takes.slice(), late: c.late.slice() },
  };
}

/** Plays a move: the next state, or a `RuleError` and no change. */
export function play(state: RaffzahnState, seat: Seat, move: RaffzahnMove): RaffzahnState {
  if (move.type === 'take') return take(state, seat, move.cell, move.round);
  if (move.type === 'stop') {
    if (state.phase !== 'race') commonErrors.fail('move-not-now');
    if (seat !== state.roller) errors.fail('only-roller');
    return stop(state);
  }
  if (move.type === 'roll') {
    if (state.phase !== 'stopped') commonErrors.fail('move-not-now');
    if (seat !== state.roller) errors.fail('not-your-roll', { seat: state.roller });
    return roll(state);
  }
  return commonErrors.fail('invalid-move', {
    reason: { en: 'a move is a take, a stop or a roll', nl: 'een zet is pakken, stoppen of gooien' },
  });
}

function take(state: RaffzahnState, seat: Seat, cell: number, round: number): RaffzahnState {
  if (!Number.isInteger(cell) || cell < 0 || cell >= CELLS)
    commonErrors.fail('invalid-move', { reason: { en: 'cells are 0..164', nl: 'vakken zijn 0..164' } });
  if (round !== state.round) errors.fail('wrong-round', { round, now: state.round });
  if (tookLate(state, seat)) errors.fail('late-already');
  if (!isFreeDie(state.owner, cell)) errors.fail('not-free', { cell });
  const face = faceTo(state, cell, seat);
  if (face !== state.roll) errors.fail('wrong-face', { cell, face, roll: state.roll });
  const next = copy(state);
  const record = next.current;
  if (state.phase === 'stopped') {
    // Too late: the die goes back; one die to each other player, if the taker has enough.
    const others = state.players - 1;
    const gave = state.taken[seat]! >= others ? others : 0;
    if (gave > 0) {
      next.taken[seat]! -= others;
      for (let s = 0; s < state.players; s++) if (s !== seat) next.taken[s]!++;
    }
    record.late.push({ seat, cell, gave });
    return next;
  }
  next.owner[cell] = -1;
  next.orientation[cell] = 0;
  next.taken[seat]!++;
  record.takes.push({ seat, cell });
  return next;
}

function stop(state: RaffzahnState): RaffzahnState {
  const next = copy(state);
  next.current.stopped = true;
  if (onlyBase(next.owner)) {
    next.phase = 'over';
    const most = Math.max(...next.taken);
    next.winners = next.taken.flatMap((t, s) => (t === most ? [s] : []));
    return next;
  }
  next.phase = 'stopped';
  next.roller = (state.roller + 1) % state.players;
  return next;
}

function roll(state: RaffzahnState): RaffzahnState {
  const next = copy(state);
  const rng = new Rng(next.rng);
  next.roll = rollDie(rng);
  next.rng = rng.state();
  next.round++;
  next.phase = 'race';
  next.current = {
    round: next.round,
    roller: next.roller,
    roll: next.roll,
    takes: [],
    late: [],
    stopped: false,
  };
  return next;
}

/** The result once the game is over: each seat's score is the dice it holds. */
export function outcome(state: RaffzahnState): Outcome | null {
  if (state.phase !== 'over') return null;
  return { scores: state.taken.slice(), winners: state.winners!.slice() };
}
