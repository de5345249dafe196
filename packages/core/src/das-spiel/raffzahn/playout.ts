/**
 * Raffzahn's random playout kernel: the game played to its end from any state as the move-by-move loop plays it
 * — the lowest active seat makes `legalMoves[rng.int(n)]`: its takes (cells ascending), then STOP or the roll
 * when it is the roller — in place on one copy.
 *
 * The move-by-move path scans all 165 cells twice a move (`active`, then `legalMoves`), and `play` copies the
 * pyramid. Here the free dice are a bit set kept up to date (a take can only free the dice it rested on), and each
 * side's faces are bit sets per number, fixed for the game (a die keeps its orientation until taken): a seat's
 * takes are `free & face[seat][roll]`, read in ascending order straight from the words. The contract property
 * tests hold it to the move-by-move loop from any position.
 *
 * @module
 */
import type { Seat } from '../../contract/index.js';
import type { Rng } from '../../random/index.js';
import { Rng as StateRng } from '../../random/index.js';
import { CELLS, LEVEL_START, ORIENTATION_FACES, SUPPORTS, WORDS } from '../lattice/index.js';
import { isFreeDie } from './rules.js';
import { rollDie } from './setup.js';
import type { RaffzahnState } from './types.js';

/** The pyramid as bit sets: the free dice, and per side and face number the dice showing it to that side. */
interface Board {
  free: Uint32Array;
  /** `faces[((side * 7) + face) * 6 + w]`. */
  faces: Uint32Array;
  /** Dice above level 0 still in the pyramid (none left: STOP ends the game). */
  upper: number;
}

function boardOf(s: RaffzahnState): Board {
  const board: Board = {
    free: new Uint32Array(WORDS),
    faces: new Uint32Array(s.players * 7 * WORDS),
    upper: 0,
  };
  for (let c = 0; c < CELLS; c++) {
    if (s.owner[c]! < 0) continue;
    if (c >= LEVEL_START[1]!) board.upper++;
    if (isFreeDie(s.owner, c)) board.free[c >>> 5]! |= 1 << (c & 31);
    for (let side = 0; side < s.players; side++) {
      const face = ORIENTATION_FACES[s.orientation[c]! * 3 + side]!;
      board.faces[(side * 7 + face) * WORDS + (c >>> 5)]! |= 1 << (c & 31);
    }
  }
  return board;
}

/** How many dice `seat` may take now (free, showing the roll to its side). */
function takes(board: Board, seat: Seat, roll: number): number {
  let n = 0;
  const o = (seat * 7 + roll) * WORDS;
  for (let w = 0; w < WORDS; w++) {
    let v = board.free[w]! & board.faces[o + w]!;
    while (v !== 0) {
      v &= v - 1;
      n++;
    }
  }
  return n;
}

/** The `i`-th (from 0, ascending) die `seat` may take now. */
function nthTake(board: Board, seat: Seat, roll: number, i: number): number {
  const o = (seat * 7 + roll) * WORDS;
  for (let w = 0; w < WORDS; w++)
    for (let v = board.free[w]! & board.faces[o + w]!; v !== 0; v &= v - 1)
      if (i-- === 0) return w * 32 + (31 - Math.clz32(v & -v));
  return -1;
}

/** Whether `seat` took late in the stopped round (`tookLate` of the rules). */
function tookLate(s: RaffzahnState, seat: Seat): boolean {
  return s.phase === 'stopped' && s.current.late.some((l) => l.seat === seat);
}

/** Takes the die in `cell` off the board; the dice it rested on may become free. */
function lift(s: RaffzahnState, board: Board, cell: number): void {
  s.owner[cell] = -1;
  s.orientation[cell] = 0;
  board.free[cell >>> 5]! &= ~(1 << (cell & 31));
  if (cell >= LEVEL_START[1]!) board.upper--;
  for (let a = 0; a < 3; a++) {
    const below = SUPPORTS[cell * 3 + a]!;
    if (below >= 0 && isFreeDie(s.owner, below)) board.free[below >>> 5]! |= 1 << (below & 31);
  }
}

/** One move of the lowest active seat, as the move-by-move loop draws and plays it. */
function step(s: RaffzahnState, board: Board, rng: Rng, dice: StateRng): void {
  const roll = s.roll!;
  // The lowest active seat: the roller is always active, so it is the roller or a lower seat with a take.
  let seat = 0;
  let n = 0;
  for (; seat <= s.roller; seat++) {
    n = tookLate(s, seat) ? 0 : takes(board, seat, roll);
    if (n > 0) break;
  }
  if (seat > s.roller) seat = s.roller;
  const i = rng.int(seat === s.roller ? n + 1 : n);
  if (i < n) {
    const cell = nthTake(board, seat, roll, i);
    if (s.phase === 'stopped') {
      // Late: the die stays; one die to each other player, if the taker has enough.
      const others = s.players - 1;
      const gave = s.taken[seat]! >= others ? others : 0;
      if (gave > 0) {
        s.taken[seat]! -= others;
        for (let o = 0; o < s.players; o++) if (o !== seat) s.taken[o]!++;
      }
      s.current.late.push({ seat, cell, gave });
      return;
    }
    lift(s, board, cell);
    s.taken[seat]!++;
    s.current.takes.push({ seat, cell });
    return;
  }
  if (s.phase === 'race') {
    s.current.stopped = true;
    if (board.upper === 0) {
      s.phase = 'over';
      const most = Math.max(...s.taken);
      s.winners = s.taken.flatMap((t, o) => (t === most ? [o] : []));
      return;
    }
    s.phase = 'stopped';
    s.roller = (s.roller + 1) % s.players;
    return;
  }
  s.roll = rollDie(dice);
  s.rng = dice.state();
  s.round++;
  s.phase = 'race';
  s.current = { round: s.round, roller: s.roller, roll: s.roll, takes: [], late: [], stopped: false };
}

/**
 * Plays uniformly random legal moves by the lowest active seat until the game ends; returns the final state
 * (`from` untouched).
 *
 * @example
 * ```ts
 * const end = randomPlayout(raffzahn.setup({ players: 3, seed: 's' }), Rng.fromSeed('r'));
 * ```
 */
export function randomPlayout(from: RaffzahnState, rng: Rng): RaffzahnState {
  if (from.phase === 'over') return from;
  const c = from.current;
  const s: RaffzahnState = {
    ...from,
    owner: from.owner.slice(),
    orientation: from.orientation.slice(),
    taken: from.taken.slice(),
    current: { ...c, takes: c.takes.slice(), late: c.late.slice() },
  };
  const board = boardOf(s);
  const dice = new StateRng(s.rng);
  while (s.phase !== 'over') step(s, board, rng, dice);
  return s;
}
