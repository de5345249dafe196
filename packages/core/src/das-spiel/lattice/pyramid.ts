/**
 * The pyramid value: which cells hold a die, whose or what colour each die is, and how it lies.
 *
 * It is three typed arrays, so the Wasm kernels take it as is:
 * - `occupied`: `Uint32Array(6)`, the occupied cells as a bitset (see `bits.ts`);
 * - `owner`: `Uint8Array(165)`, a game-defined tag per die (Abquetschen: the seat; Raffzahn: the colour; …),
 *   {@link NO_OWNER} on empty cells;
 * - `orientation`: `Uint8Array(165)`, the orientation index 0..23 per die (0 on empty cells).
 *
 * Game states keep the plain-JSON form ({@link PyramidJson}); {@link fromJson} / {@link toJson} convert.
 *
 * @module
 */
import { add, cellsOf, has, remove, WORDS } from './bits.js';
import { CELLS, checkCell, SUPPORTS } from './cells.js';
import { checkOrientation } from './orientation.js';

/** The owner tag of an empty cell. */
export const NO_OWNER = 255;

/** The pyramid value (see the module comment). */
export interface Pyramid {
  occupied: Uint32Array;
  owner: Uint8Array;
  orientation: Uint8Array;
}

/** One die, as games and tests describe it. `owner` doubles as colour; both default to 0. */
export interface DieSpec {
  cell: number;
  owner?: number;
  colour?: number;
  orientation?: number;
}

/** A die on the pyramid. */
export interface Die {
  cell: number;
  owner: number;
  orientation: number;
}

/**
 * The plain-JSON form kept in game states: per cell, `owner` (`-1` when empty) and `orientation` (0..23, 0
 * when empty).
 */
export interface PyramidJson {
  owner: number[];
  orientation: number[];
}

/** An empty base plate. */
export function emptyPyramid(): Pyramid {
  return {
    occupied: new Uint32Array(WORDS),
    owner: new Uint8Array(CELLS).fill(NO_OWNER),
    orientation: new Uint8Array(CELLS),
  };
}

/** A copy that shares no array with `p`. */
export function clonePyramid(p: Pyramid): Pyramid {
  return { occupied: p.occupied.slice(), owner: p.owner.slice(), orientation: p.orientation.slice() };
}

/**
 * A pyramid holding the given dice (`owner` or `colour`, default 0; orientation default 0). It is not checked
 * for stability: see {@link isStable}.
 *
 * @example
 * ```ts
 * const p = pyramidOf([{ cell: index(3, 2, 3) }, { cell: index(2, 3, 3) }, { cell: index(2, 2, 4) }]);
 * ```
 */
export function pyramidOf(dice: readonly DieSpec[]): Pyramid {
  const p = emptyPyramid();
  for (const d of dice) {
    if (has(p.occupied, d.cell)) throw new RangeError(`two dice in cell ${d.cell}`);
    place(p, d.cell, d.owner ?? d.colour ?? 0, d.orientation ?? 0);
  }
  return p;
}

/** Puts a die into cell `cell` (in place; the cell must be empty). */
export function place(p: Pyramid, cell: number, owner: number, orientation = 0): void {
  checkCell(cell);
  checkOrientation(orientation);
  if (!Number.isInteger(owner) || owner < 0 || owner >= NO_OWNER) throw new RangeError(`bad owner ${owner}`);
  if (has(p.occupied, cell)) throw new RangeError(`cell ${cell} is occupied`);
  add(p.occupied, cell);
  p.owner[cell] = owner;
  p.orientation[cell] = orientation;
}

/** Takes the die out of cell `cell` (in place). */
export function lift(p: Pyramid, cell: number): void {
  checkCell(cell);
  remove(p.occupied, cell);
  p.owner[cell] = NO_OWNER;
  p.orientation[cell] = 0;
}

/** Whether cell `cell` holds a die. */
export function isOccupied(p: Pyramid, cell: number): boolean {
  checkCell(cell);
  return has(p.occupied, cell);
}

/** The die in `cell`, or `null`. */
export function dieAt(p: Pyramid, cell: number): Die | null {
  if (!isOccupied(p, cell)) return null;
  return { cell, owner: p.owner[cell]!, orientation: p.orientation[cell]! };
}

/** Every die, by ascending cell. */
export function diceOf(p: Pyramid): Die[] {
  return cellsOf(p.occupied).map((cell) => ({
    cell,
    owner: p.owner[cell]!,
    orientation: p.orientation[cell]!,
  }));
}

/** The cells holding dice of `owner`. */
export function cellsOwnedBy(p: Pyramid, owner: number): number[] {
  return cellsOf(p.occupied).filter((c) => p.owner[c] === owner);
}

/**
 * The first occupied cell above level 0 with an empty support, or `-1` when the pyramid is stable (rules §1:
 * every die above level 0 rests on three dice).
 */
export function unstableCell(occupied: Uint32Array): number {
  for (let i = 45; i < CELLS; i++) {
    if (!has(occupied, i)) continue;
    for (let a = 0; a < 3; a++) if (!has(occupied, SUPPORTS[i * 3 + a]!)) return i;
  }
  return -1;
}

/**
 * The stability invariant: every occupied cell above level 0 has all three supports occupied.
 *
 * @example
 * ```ts
 * isStable(pyramidOf([{ cell: APEX }])); // false: the apex floats
 * ```
 */
export function isStable(p: Pyramid): boolean {
  return unstableCell(p.occupied) < 0;
}

/** The plain-JSON form of a pyramid. */
export function toJson(p: Pyramid): PyramidJson {
  const owner: number[] = new Array(CELLS);
  const orientation: number[] = new Array(CELLS);
  for (let i = 0; i < CELLS; i++) {
    const on = has(p.occupied, i);
    owner[i] = on ? p.owner[i]! : -1;
    orientation[i] = on ? p.orientation[i]! : 0;
  }
  return { owner, orientation };
}

/** The pyramid of a plain-JSON form. */
export function fromJson(json: PyramidJson): Pyramid {
  const p = emptyPyramid();
  for (let i = 0; i < CELLS; i++) {
    const o = json.owner[i]!;
    if (o >= 0) {
      add(p.occupied, i);
      p.owner[i] = o;
      p.orientation[i] = json.orientation[i] ?? 0;
    }
  }
  return p;
}

/**
 * The occupied cells of a plain-JSON owner list (a cell holds a die where its owner is not negative), as a cell
 * set in `out`: what the kernels read, without building the whole {@link Pyramid} (its three arrays).
 *
 * @example
 * ```ts
 * occupiedOf(state.owner); // the same set as fromJson(state).occupied
 * ```
 */
export function occupiedOf(owner: readonly number[], out: Uint32Array = new Uint32Array(WORDS)): Uint32Array {
  out.fill(0);
  for (let i = 0; i < CELLS; i++) if (owner[i]! >= 0) out[i >>> 5]! |= 1 << (i & 31);
  return out;
}

/** An empty plain-JSON pyramid. */
export function emptyJson(): PyramidJson {
  return { owner: new Array(CELLS).fill(-1), orientation: new Array(CELLS).fill(0) };
}
