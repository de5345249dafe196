/**
 * Abquetschen's random playout kernel: the game played to its end from any state as the move-by-move loop plays
 * it — the player to move makes `legalMoves[rng.int(n)]` — in place on one copy.
 *
 * What the move-by-move path spends its time on, and what this kernel does instead:
 * - `legalMoves` rebuilds the pyramid from the JSON state, the contact set from every die, hashes the position
 *   into a sampling generator and turns every build into a cell list; here the pyramid is a bit set kept up to
 *   date move by move, each seat's contact set is the union of its dice's face neighbours (kept too), and one
 *   kernel call (`collectBuilds`) packs the builds into a reused buffer. The chosen build is read from its index:
 *   `rng.int(count)` is exactly the draw `rng.pick(legalMoves(...))` makes, because the move list holds every
 *   build in the search's order whenever there are at most `moveLimit`. Beyond that the list is the reservoir
 *   sample of `sampleBuilds`, so the kernel replays its draws on indices alone (with the same position generator)
 *   and picks from the kept indices in order.
 * - `play` validates the move, copies the state and rebuilds the pyramid again for the burial check; here the
 *   move is legal by construction and the burial check is one set operation on the seat's contact set.
 *
 * The contract property tests hold it to the move-by-move loop from any position.
 *
 * @module
 */
import type { Seat } from '../../contract/index.js';
import type { Rng } from '../../random/index.js';
import { Rng as StateRng } from '../../random/index.js';
import { type BuildQuery, cellSet, cellsOf, kernels, NEIGHBOUR_MASKS, WORDS } from '../lattice/index.js';
import { bonusFor, guardFor, positionRng, startPyramids } from './builds.js';
import { collectAll, collected } from './collect.js';
import { finish } from './rules.js';
import { rollDie } from './setup.js';
import type { AbquetschenState } from './types.js';

/**
 * The pyramid of a playout as bit sets: the occupied cells, and per seat the union of its dice's face neighbours
 * (so its contact set is that minus the occupied cells). Mutated in place as dice are built.
 */
interface Board {
  occ: Uint32Array;
  /** `near[6 * seat + w]`: word `w` of the seat's neighbour union; the last 6 words: every seat's. */
  near: Uint32Array;
  /** Dice on the plate per seat, then in all. */
  dice: number[];
  /** The contact set of the current search (reused). */
  touch: Uint32Array;
  /** The start pyramid as a set (empty before it is built). */
  guardSet: Uint32Array;
}

function boardOf(s: AbquetschenState): Board {
  const board: Board = {
    occ: new Uint32Array(WORDS),
    near: new Uint32Array((s.players + 1) * WORDS),
    dice: new Array(s.players + 1).fill(0),
    touch: new Uint32Array(WORDS),
    guardSet: cellSet(s.startPyramid),
  };
  s.owner.forEach((seat, cell) => {
    if (seat >= 0) place(board, s.players, cell, seat);
  });
  return board;
}

function place(board: Board, players: number, cell: number, seat: Seat): void {
  board.occ[cell >>> 5]! |= 1 << (cell & 31);
  const o = seat * WORDS;
  const all = players * WORDS;
  for (let w = 0; w < WORDS; w++) {
    const m = NEIGHBOUR_MASKS[cell * WORDS + w]!;
    board.near[o + w]! |= m;
    board.near[all + w]! |= m;
  }
  board.dice[seat]!++;
  board.dice[players]!++;
}

/**
 * The query `buildQuery(pyramidOfState(s), seat, n, guardFor(s, seat))` builds, from the board: the contact set
 * is the seat's empty neighbours (before his first build, any die's; on an empty plate, none required).
 */
function queryFor(s: AbquetschenState, board: Board, seat: Seat, n: number): BuildQuery {
  const { touch, occ, near } = board;
  const from = board.dice[seat]! > 0 ? seat : board.dice[s.players]! > 0 ? s.players : -1;
  for (let w = 0; w < WORDS; w++) touch[w] = from < 0 ? 0 : near[from * WORDS + w]! & ~occ[w]!;
  const guarded = guardFor(s, seat) !== null && s.startPyramid.length > 0;
  return {
    occupied: occ,
    n,
    touch: from < 0 ? null : touch,
    guard: guarded ? board.guardSet : null,
  };
}

/** Whether every die of `seat` has vanished inside (`allBuried`): no empty cell next to any of them. */
function buried(board: Board, seat: Seat): boolean {
  if (board.dice[seat] === 0) return false;
  for (let w = 0; w < WORDS; w++) if ((board.near[seat * WORDS + w]! & ~board.occ[w]!) !== 0) return false;
  return true;
}

/**
 * The index, in search order, of the build `legalMoves` lists at position `at` when `count` builds exceed the
 * move limit `k`: `sampleBuilds`' reservoir, replayed on indices with the same position generator, then sorted.
 */
function sampledIndex(s: AbquetschenState, count: number, k: number, at: number): number {
  const keep = Array.from({ length: k }, (_, i) => i);
  const sample = positionRng(s);
  for (let i = k; i < count; i++) {
    const j = sample.int(i + 1);
    if (j < k) keep[j] = i;
  }
  keep.sort((a, b) => a - b);
  return keep[at]!;
}

/** The build the move-by-move loop plays now (ascending cells; none for a pass), drawing what it draws. */
function pickBuild(s: AbquetschenState, board: Board, rng: Rng): number[] {
  const n = s.phase === 'bonus' ? s.bonus : (s.roll ?? 0);
  const count = (s.phase === 'build' && n < 2) || n < 1 ? 0 : collectAll(queryFor(s, board, s.turn, n));
  const k = s.options.moveLimit;
  // `legalMoves` lists the pass alone, every build, or a sample of `k`; the loop draws one index of that list.
  const at = rng.int(count === 0 ? 1 : Math.min(count, k));
  if (count === 0) return [];
  return cellsOf(collected, (count <= k ? at : sampledIndex(s, count, k, at)) * WORDS);
}

/** `blocked` of the rules, on the board: every stock at 6 or more, and nobody can build 2..6 dice. */
function blocked(s: AbquetschenState, board: Board): boolean {
  if (s.stock.some((n) => n < 6)) return false;
  for (let seat = 0; seat < s.players; seat++)
    for (let n = 2; n <= 6; n++)
      if (kernels().collectBuilds(queryFor(s, board, seat, n), collected, 1) > 0) return false;
  return true;
}

/** `startTurn` of the rules, in place: the burial end, the roll, the end by a roll beyond the stock. */
function startTurn(s: AbquetschenState, board: Board, seat: Seat, dice: StateRng): void {
  s.turn = seat;
  s.thisTurn = [];
  s.bonus = 0;
  s.roll = null;
  if (s.built[seat] && buried(board, seat)) {
    finish(s, 'buried', seat);
    return;
  }
  const roll = rollDie(dice);
  s.rng = dice.state();
  s.roll = roll;
  if (roll > s.stock[seat]!) {
    finish(s, 'roll', seat);
    return;
  }
  s.phase = 'build';
}

/** `play` of a start pyramid, in place. */
function buildStart(s: AbquetschenState, board: Board, seat: Seat, cells: number[], dice: StateRng): void {
  for (const c of cells) {
    s.owner[c] = seat;
    place(board, s.players, c, seat);
  }
  s.stock[seat]! -= 4;
  s.built[seat] = true;
  s.startPyramid = cells;
  board.guardSet = cellSet(cells);
  s.guard = true;
  s.history.push({ seat, roll: null, cells, bonus: 0, bonusCells: [] });
  startTurn(s, board, (seat + 1) % s.players, dice);
}

/** `play` of a build (or a pass) the rules accept, in place. */
function build(s: AbquetschenState, board: Board, seat: Seat, cells: number[], dice: StateRng): void {
  for (const c of cells) {
    s.owner[c] = seat;
    place(board, s.players, c, seat);
  }
  s.stock[seat]! -= cells.length;
  if (cells.length > 0) s.built[seat] = true;
  if (s.phase === 'bonus') {
    const last = s.history.length - 1;
    s.history[last] = { ...s.history[last]!, bonusCells: cells };
    startTurn(s, board, (seat + 1) % s.players, dice);
    return;
  }
  if (seat === s.startPlayer && cells.length > 0) s.guard = false;
  const bonus = Math.min(bonusFor(cells), s.stock[seat]!);
  s.history.push({ seat, roll: s.roll, cells, bonus, bonusCells: [] });
  if (bonus > 0) {
    s.phase = 'bonus';
    s.bonus = bonus;
    s.thisTurn = cells;
    return;
  }
  if (cells.length === 0 && blocked(s, board)) {
    finish(s, 'blocked', seat);
    return;
  }
  startTurn(s, board, (seat + 1) % s.players, dice);
}

/**
 * Plays uniformly random legal moves until the game ends; returns the final state (`from` untouched).
 *
 * @example
 * ```ts
 * const end = randomPlayout(abquetschen.setup({ players: 3, seed: 's' }), Rng.fromSeed('r'));
 * ```
 */
export function randomPlayout(from: AbquetschenState, rng: Rng): AbquetschenState {
  if (from.phase === 'over') return from;
  const s: AbquetschenState = {
    ...from,
    startPyramid: from.startPyramid.slice(),
    owner: from.owner.slice(),
    stock: from.stock.slice(),
    built: from.built.slice(),
    thisTurn: from.thisTurn.slice(),
    history: from.history.slice(),
  };
  const board = boardOf(s);
  const dice = new StateRng(s.rng);
  while (s.phase !== 'over') {
    const seat = s.turn;
    if (s.phase === 'start') {
      const places = startPyramids(s.options.start);
      buildStart(s, board, seat, places[rng.int(places.length)]!, dice);
    } else build(s, board, seat, pickBuild(s, board, rng), dice);
  }
  return s;
}
