/**
 * The geometry of Würfelmarsch on the base plate (level 0, cells 0..44 of the lattice): the start, the tilt
 * directions of each side, the triangles around saddles a tilt forms, and judging them.
 *
 * A die at `p` tilts to `q = p + ea - eb` (a lattice tilt, rules §2). For the player at side `s` (axis `s`),
 * forward is `+es - eb`, left and right are the two tilts with neither `a` nor `b` equal to `s`, and backwards
 * (`-es`) is never allowed: so the allowed tilts are exactly those with `b != s`.
 *
 * The triangles containing the tilted die at `q` are the supports of the level-1 cells `q - ec` above it; each
 * die points its `-ea` face into the funnel `d` it supports as `d + ea`.
 *
 * @module
 */
import type { Seat } from '../../contract/index.js';
import {
  type Axis,
  COORDS,
  CORNER_FUNNELS,
  DEPENDENTS,
  faceTowards,
  index,
  orientationOf,
  SUPPORTS,
  TILT,
  turn,
} from '../lattice/index.js';
import type { Triangle } from './types.js';

// Local bindings of the lattice tables: hot loops read them without a module lookup.
const DEP = DEPENDENTS;
const SUP = SUPPORTS;
const CX = COORDS.x;
const CY = COORDS.y;
const CZ = COORDS.z;
/** Cells of the base plate. */
export const PLATE = 45;

/** The five middle edge funnels of each side (seat = side), ascending. */
export const START_CELLS: readonly (readonly number[])[] = [0, 1, 2].map((s) => {
  const out: number[] = [];
  for (let c = 0; c < PLATE; c++) {
    const p = [CX[c]!, CY[c]!, CZ[c]!];
    if (p[s] === 0 && p.every((v, a) => a === s || v >= 2)) out.push(c);
  }
  return out;
});

/** The start orientation of each side: 3 to the player, 2 to his left neighbour, 1 to his right: X `(3,2,1)`. */
export const START_ORIENTATION: readonly number[] = [0, 1, 2].map((s) => turn(orientationOf(3, 2, 1), s));

/** The corner funnel each seat marches to: the corner opposite his side. */
export const GOAL: readonly number[] = CORNER_FUNNELS;

/** `TARGET[p * 9 + a * 3 + b]`: the cell `p + ea - eb` on the plate, or -1. */
const TARGET = new Int16Array(PLATE * 9).fill(-1);
for (let p = 0; p < PLATE; p++) {
  const c = [CX[p]!, CY[p]!, CZ[p]!];
  for (let a = 0; a < 3; a++)
    for (let b = 0; b < 3; b++) {
      if (a === b) continue;
      const q = c.slice();
      q[a]!++;
      q[b]!--;
      TARGET[p * 9 + a * 3 + b] = index(q[0]!, q[1]!, q[2]!);
    }
}

/** A tilt from a cell: where it lands and which axes (`+ea - eb`) it turns about. */
export interface Tilt {
  to: number;
  a: Axis;
  b: Axis;
}

/**
 * The tilts the player at `side` may make from `cell` (forward, left, right), ignoring whether the target is
 * empty.
 *
 * @example
 * ```ts
 * tiltsFrom(index(0, 4, 4), 0).map((t) => t.to); // forward twice, left, right
 * ```
 */
export function tiltsFrom(cell: number, side: number): Tilt[] {
  const out: Tilt[] = [];
  for (let a = 0; a < 3; a++)
    for (let b = 0; b < 3; b++) {
      if (a === b || b === side) continue;
      const to = TARGET[cell * 9 + a * 3 + b]!;
      if (to >= 0) out.push({ to, a: a as Axis, b: b as Axis });
    }
  return out;
}

/**
 * The four ways a player may tilt a die, as he names them from his side: two forward (away from his side, towards
 * his left or his right neighbour's side), left and right (along his side). Backwards never.
 */
export type TiltDirection = 'forward-left' | 'forward-right' | 'left' | 'right';

/** The tilt directions, in the order a UI offers them. */
export const TILT_DIRECTIONS: readonly TiltDirection[] = ['forward-left', 'forward-right', 'left', 'right'];

/**
 * The axes `(a, b)` of a tilt towards `+ea - eb` in `direction` for the player at `side`. His left neighbour sits
 * at side `side + 1`, his right at `side + 2` (mod 3); a tilt towards a side covers the face pointing to it.
 */
function directionAxes(side: number, direction: TiltDirection): [Axis, Axis] {
  const s = side as Axis;
  const left = ((side + 1) % 3) as Axis;
  const right = ((side + 2) % 3) as Axis;
  if (direction === 'forward-left') return [s, left];
  if (direction === 'forward-right') return [s, right];
  return direction === 'left' ? [right, left] : [left, right];
}

/**
 * Where the die in `cell` lands when the player at `side` tilts it in `direction`: a level-0 cell, or -1 when
 * that way leaves the plate (whether the cell is empty is the rules' question: see `legalMoves`).
 *
 * @example
 * ```ts
 * tiltTarget(index(0, 4, 4), 0, 'right'); // index(0, 5, 3): the rulebook's tilt to the right
 * tiltTarget(index(0, 4, 4), 0, 'forward-left'); // index(1, 3, 4)
 * ```
 */
export function tiltTarget(cell: number, side: number, direction: TiltDirection): number {
  if (!Number.isInteger(cell) || cell < 0 || cell >= PLATE) return -1;
  const [a, b] = directionAxes(side, direction);
  return TARGET[cell * 9 + a * 3 + b]!;
}

/**
 * The direction in which the player at `side` tilts the die in `cell` to `to`, or `null` when that is no tilt
 * of his (not a neighbour, or backwards).
 *
 * @example
 * ```ts
 * tiltDirection(index(0, 4, 4), index(0, 5, 3), 0); // 'right'
 * ```
 */
export function tiltDirection(cell: number, to: number, side: number): TiltDirection | null {
  for (const d of TILT_DIRECTIONS) if (to >= 0 && tiltTarget(cell, side, d) === to) return d;
  return null;
}

/** The tilt (any direction, backwards included) that takes `cell` to `to`, or `null` when they are no neighbours. */
export function tiltBetween(cell: number, to: number): Tilt | null {
  for (let a = 0; a < 3; a++)
    for (let b = 0; b < 3; b++)
      if (a !== b && TARGET[cell * 9 + a * 3 + b] === to) return { to, a: a as Axis, b: b as Axis };
  return null;
}

/** The orientation after a tilt. */
export function tilted(orientation: number, t: Tilt): number {
  return TILT[(orientation * 3 + t.a) * 3 + t.b]!;
}

/** What judging the triangles of a tilt decides. */
export interface Judgement {
  triangles: Triangle[];
  /** Captured dice: cell → capturing seat. */
  captures: Map<number, Seat>;
  /** Dice that leave the game by a tie (and are not captured elsewhere). */
  removed: number[];
}

/**
 * Judges every triangle around a saddle that contains the die at `q` (just tilted there), on the position as it
 * is: in each, the highest face captures every opponent die showing less; two or three dice sharing the highest
 * face all leave the game. A die captured in one triangle is captured even if it ties in another; a die captured
 * in two triangles (only the tilted die can be) goes to the higher capturing face, then to the first triangle
 * in axis order (the funnels q - ex, q - ey, q - ez).
 *
 * @example
 * ```ts
 * judge(owner, orientation, q).captures; // Map { cell => capturer }
 * ```
 */
export function judge(owner: readonly number[], orientation: readonly number[], q: number): Judgement {
  const triangles: Triangle[] = [];
  const captures = new Map<number, Seat>();
  const captureFace = new Map<number, number>();
  const tied = new Set<number>();
  for (let c = 0; c < 3; c++) {
    const d = DEP[q * 3 + c]!;
    if (d < 0) continue;
    const cells = [SUP[d * 3]!, SUP[d * 3 + 1]!, SUP[d * 3 + 2]!];
    if (cells.some((x) => owner[x]! < 0)) continue;
    const faces = cells.map((x, a) => faceTowards(orientation[x]!, a as Axis));
    const top = Math.max(...faces);
    const at = faces.flatMap((f, i) => (f === top ? [i] : []));
    if (at.length > 1) {
      for (const x of cells) tied.add(x);
      triangles.push({ funnel: d, cells, faces, result: 'tie' });
      continue;
    }
    const by = owner[cells[at[0]!]!]!;
    for (let i = 0; i < 3; i++) {
      const x = cells[i]!;
      if (owner[x] === by || faces[i]! >= top) continue;
      if ((captureFace.get(x) ?? 0) < top) {
        captureFace.set(x, top);
        captures.set(x, by);
      }
    }
    triangles.push({ funnel: d, cells, faces, result: 'capture' });
  }
  const removed = [...tied].filter((x) => !captures.has(x)).sort((a, b) => a - b);
  return { triangles, captures, removed };
}

/** The distance (in forward tilts) from `cell` to the goal of the player at `side`: `8 - p[side]`. */
export function distance(cell: number, side: number): number {
  return 8 - (side === 0 ? CX[cell]! : side === 1 ? CY[cell]! : CZ[cell]!);
}
