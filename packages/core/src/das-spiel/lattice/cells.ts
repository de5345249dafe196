/**
 * The 165 cells of the dice pyramid: a tetrahedral corner of the simple cubic lattice (rules §1).
 *
 * A cell is `(x, y, z)` with `x, y, z >= 0` and `x + y + z <= 8`; its level is `8 - (x + y + z)` (0 = the
 * base plate, 8 = the apex). Cells are numbered **level by level from the bottom**, and inside a level by `x`
 * then `y` ascending: level 0 is `0..44`, level 1 is `45..80`, …, the apex `(0,0,0)` is `164`. So every support
 * of a cell has a lower index than the cell, and one ascending pass visits supports before what rests on them.
 *
 * The neighbour tables are flat `Int16Array`s of 3 entries per cell, by axis x, y, z; `-1` where there is none.
 *
 * @module
 */

/** Number of cells. */
export const CELLS = 165;
/** Number of levels (0..8). */
export const LEVELS = 9;
/** Index of the first cell of each level, plus {@link CELLS} at the end: `LEVEL_START[k]..LEVEL_START[k+1]-1`. */
export const LEVEL_START: readonly number[] = [0, 45, 81, 109, 130, 145, 155, 161, 164, 165];
/** The apex `(0,0,0)`. */
export const APEX = 164;

/** A cell's coordinates. */
export type Coords = [x: number, y: number, z: number];

/** Whether `(x, y, z)` is a cell of the pyramid. */
export function isCell(x: number, y: number, z: number): boolean {
  return (
    Number.isInteger(x) &&
    Number.isInteger(y) &&
    Number.isInteger(z) &&
    x >= 0 &&
    y >= 0 &&
    z >= 0 &&
    x + y + z <= 8
  );
}

/**
 * The index (0..164) of cell `(x, y, z)`, or `-1` when it is outside the pyramid.
 *
 * @example
 * ```ts
 * index(0, 0, 0); // 164, the apex
 * index(8, 0, 0); // 0, a corner funnel of the base plate
 * ```
 */
export function index(x: number, y: number, z: number): number {
  if (!isCell(x, y, z)) return -1;
  const s = x + y + z;
  const level = 8 - s;
  return LEVEL_START[level]! + x * (s + 1) - (x * (x - 1)) / 2 + y;
}

const XS = new Int8Array(CELLS);
const YS = new Int8Array(CELLS);
const ZS = new Int8Array(CELLS);
for (let x = 0; x <= 8; x++)
  for (let y = 0; x + y <= 8; y++)
    for (let z = 0; x + y + z <= 8; z++) {
      const i = index(x, y, z);
      XS[i] = x;
      YS[i] = y;
      ZS[i] = z;
    }

/**
 * The coordinates `[x, y, z]` of cell `i`.
 *
 * @example
 * ```ts
 * coords(164); // [0, 0, 0]
 * ```
 */
export function coords(i: number): Coords {
  checkCell(i);
  return [XS[i]!, YS[i]!, ZS[i]!];
}

/** The level of cell `i`: 0 (base plate) .. 8 (apex). */
export function level(i: number): number {
  checkCell(i);
  return 8 - XS[i]! - YS[i]! - ZS[i]!;
}

/** Throws a `RangeError` unless `i` is a cell index. */
export function checkCell(i: number): void {
  if (!Number.isInteger(i) || i < 0 || i >= CELLS) throw new RangeError(`no cell ${i}`);
}

/** The three supports of each cell (`p + ex`, `p + ey`, `p + ez`), `-1` on level 0. Flat, 3 per cell. */
export const SUPPORTS: Int16Array = new Int16Array(CELLS * 3);
/** The three dependents of each cell (`p - ex`, `p - ey`, `p - ez`), `-1` where a coordinate is 0. */
export const DEPENDENTS: Int16Array = new Int16Array(CELLS * 3);

for (let i = 0; i < CELLS; i++) {
  const x = XS[i]!;
  const y = YS[i]!;
  const z = ZS[i]!;
  SUPPORTS[i * 3] = index(x + 1, y, z);
  SUPPORTS[i * 3 + 1] = index(x, y + 1, z);
  SUPPORTS[i * 3 + 2] = index(x, y, z + 1);
  DEPENDENTS[i * 3] = index(x - 1, y, z);
  DEPENDENTS[i * 3 + 1] = index(x, y - 1, z);
  DEPENDENTS[i * 3 + 2] = index(x, y, z - 1);
}

function present(list: Int16Array, i: number): number[] {
  checkCell(i);
  const out: number[] = [];
  for (let a = 0; a < 3; a++) {
    const c = list[i * 3 + a]!;
    if (c >= 0) out.push(c);
  }
  return out;
}

/**
 * The cells a die at `i` rests on (none on level 0).
 *
 * @example
 * ```ts
 * supports(index(2, 2, 3)); // the cells of (3,2,3), (2,3,3), (2,2,4)
 * ```
 */
export function supports(i: number): number[] {
  return present(SUPPORTS, i);
}

/** The cells that rest on `i` (`p - ex`, `p - ey`, `p - ez` where they exist). */
export function dependents(i: number): number[] {
  return present(DEPENDENTS, i);
}

/** The face neighbours of `i` (`p ± ei` inside the pyramid): its supports, then its dependents. */
export function faceNeighbours(i: number): number[] {
  return [...supports(i), ...dependents(i)];
}

/** An axis: 0 = x, 1 = y, 2 = z. */
export type Axis = 0 | 1 | 2;

/** The sides of the pyramid: side X is the plane `x = 0` (the player at side X looks at it), likewise Y, Z. */
export const SIDES = ['X', 'Y', 'Z'] as const;
/** A side's name. */
export type Side = (typeof SIDES)[number];

/** The cells on side `axis` (the plane where that coordinate is 0), bottom level first. */
export function side(axis: Axis): number[] {
  const out: number[] = [];
  for (let i = 0; i < CELLS; i++) if ((axis === 0 ? XS : axis === 1 ? YS : ZS)[i] === 0) out.push(i);
  return out;
}

/**
 * A pyramid edge: the line where the two sides other than `axis` meet, i.e. the cells `t·e_axis`, from the
 * apex (t = 0) down to the corner funnel (t = 8). `edge(0)` is `{(x,0,0)}`.
 */
export function edge(axis: Axis): number[] {
  const out: number[] = [];
  for (let t = 0; t <= 8; t++) out.push(index(axis === 0 ? t : 0, axis === 1 ? t : 0, axis === 2 ? t : 0));
  return out;
}

/** The corner funnels `(8,0,0)`, `(0,8,0)`, `(0,0,8)`: the corner opposite side X, Y, Z. */
export const CORNER_FUNNELS: readonly number[] = [index(8, 0, 0), index(0, 8, 0), index(0, 0, 8)];

/** The 24 edge funnels: level-0 cells with at least one zero coordinate (corners included). */
export const EDGE_FUNNELS: readonly number[] = (() => {
  const out: number[] = [];
  for (let i = LEVEL_START[0]!; i < LEVEL_START[1]!; i++)
    if (XS[i] === 0 || YS[i] === 0 || ZS[i] === 0) out.push(i);
  return out;
})();

/** Whether `i` is an edge funnel (a level-0 cell on a side). */
export function isEdgeFunnel(i: number): boolean {
  return i < LEVEL_START[1]! && (XS[i] === 0 || YS[i] === 0 || ZS[i] === 0);
}

/**
 * The row through `i` along `axis`: the maximal straight line of face-touching cells `p + t·e` inside the
 * pyramid, ordered by increasing coordinate (from high to low level).
 *
 * @example
 * ```ts
 * row(index(0, 0, 0), 0).length; // 9: the edge {(x,0,0)}
 * ```
 */
export function row(i: number, axis: Axis): number[] {
  const [x, y, z] = coords(i);
  const out: number[] = [];
  const p: Coords = [x, y, z];
  p[axis] = 0;
  for (; isCell(p[0], p[1], p[2]); p[axis]++) out.push(index(p[0], p[1], p[2]));
  return out;
}

/** Every row of the pyramid with at least `min` cells (each row once), as lists of cells. */
export function rows(min = 2): number[][] {
  const out: number[][] = [];
  for (let i = 0; i < CELLS; i++)
    for (let a = 0 as Axis; a < 3; a = (a + 1) as Axis) {
      // A row starts at the cell whose coordinate along the axis is 0.
      if ((a === 0 ? XS : a === 1 ? YS : ZS)[i] !== 0) continue;
      const r = row(i, a);
      if (r.length >= min) out.push(r);
    }
  return out;
}

/** Raw coordinate tables (one `Int8Array` per axis), for kernels. */
export const COORDS: { readonly x: Int8Array; readonly y: Int8Array; readonly z: Int8Array } = {
  x: XS,
  y: YS,
  z: ZS,
};
