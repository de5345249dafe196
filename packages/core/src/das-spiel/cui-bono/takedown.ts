/**
 * The pyramid questions of Cui bono?, on plain per-cell colour arrays (`-1` = empty): which level-0 dice may be
 * pulled, how the row above a pulled die slides down, and which funnels take a die back under rules A and B.
 *
 * - An up face of a level-0 die at `p` looks at the dependent `p - ea`; it is **free** when that cell is empty
 *   or outside the pyramid. A die may be pulled with at least two free faces.
 * - With two free faces at most one die rests on it, at `p - ea`; then every die above it in the pyramid lies
 *   in the row `p - ea, p - 2ea, …` (the cells `p - k·ea - eb` are empty because `p - eb` is), and the row
 *   slides one cell down along `+ea`. The pyramid stays stable.
 *
 * @module
 */
import { COORDS, DEPENDENTS, LEVEL_START, SUPPORTS } from '../lattice/index.js';

// Local bindings of the lattice tables: hot loops read them without a module lookup.
const DEP = DEPENDENTS;
const SUP = SUPPORTS;
const CX = COORDS.x;
const CY = COORDS.y;
const CZ = COORDS.z;
const BASE = LEVEL_START[1]!;
const CELLS = 165;

/** How many free up faces the level-0 die at `cell` has. */
export function freeFaces(owner: readonly number[], cell: number): number {
  let n = 0;
  for (let a = 0; a < 3; a++) {
    const d = DEP[cell * 3 + a]!;
    if (d < 0 || owner[d]! < 0) n++;
  }
  return n;
}

/**
 * The level-0 dice that may be pulled: occupied, with at least two free faces.
 *
 * @example
 * ```ts
 * pullable(fullOwner); // the three corner funnels of a full pyramid
 * ```
 */
export function pullable(owner: readonly number[]): number[] {
  const out: number[] = [];
  for (let c = 0; c < BASE; c++) if (owner[c]! >= 0 && freeFaces(owner, c) >= 2) out.push(c);
  return out;
}

/**
 * Pulls the die at `cell` (in place on `owner` and `orientation`): the row resting on it, if any, slides one
 * cell down. Returns the cells of the row that slid, from the lowest (its dice now one cell lower).
 */
export function pull(owner: number[], orientation: number[], cell: number): number[] {
  let axis = -1;
  for (let a = 0; a < 3; a++) {
    const d = DEP[cell * 3 + a]!;
    if (d >= 0 && owner[d]! >= 0) axis = a;
  }
  owner[cell] = -1;
  orientation[cell] = 0;
  const slid: number[] = [];
  if (axis < 0) return slid;
  let below = cell;
  for (let r = DEP[cell * 3 + axis]!; r >= 0 && owner[r]! >= 0; r = DEP[r * 3 + axis]!) {
    slid.push(r);
    owner[below] = owner[r]!;
    orientation[below] = orientation[r]!;
    owner[r] = -1;
    orientation[r] = 0;
    below = r;
  }
  return slid;
}

/** Why a die of `colour` may not go back into `cell`, or `null` when it may. */
export type ReturnFault = 'occupied' | 'base-plate' | 'no-funnel' | 'wrong-colours' | 'one-colour-edge';

/**
 * Whether a die of `colour` may go back into `cell`: a funnel above level 0 (rule A: its three dice all of
 * different colours, or all of one colour other than the die's; rule B: if the die becomes the end of an edge
 * of the pyramid, that edge is not all one colour).
 */
export function returnFault(owner: readonly number[], cell: number, colour: number): ReturnFault | null {
  if (owner[cell]! >= 0) return 'occupied';
  if (cell < BASE) return 'base-plate';
  const s0 = owner[SUP[cell * 3]!]!;
  const s1 = owner[SUP[cell * 3 + 1]!]!;
  const s2 = owner[SUP[cell * 3 + 2]!]!;
  if (s0 < 0 || s1 < 0 || s2 < 0) return 'no-funnel';
  const allDifferent = s0 !== s1 && s1 !== s2 && s0 !== s2;
  const oneOther = s0 === s1 && s1 === s2 && s0 !== colour;
  if (!allDifferent && !oneOther) return 'wrong-colours';
  const p = [CX[cell]!, CY[cell]!, CZ[cell]!];
  for (let a = 0; a < 3; a++) {
    // The cell lies on edge `a` when the other two coordinates are 0; the edge's dice are below it on the line.
    if (p[(a + 1) % 3] !== 0 || p[(a + 2) % 3] !== 0) continue;
    let same = true;
    for (let r = SUP[cell * 3 + a]!; r >= 0 && same; r = SUP[r * 3 + a]!) same = owner[r] === colour;
    if (same) return 'one-colour-edge';
  }
  return null;
}

/** The funnels above level 0 a die of `colour` may go back into, ascending. */
export function returns(owner: readonly number[], colour: number): number[] {
  const out: number[] = [];
  for (let c = BASE; c < CELLS; c++) if (returnFault(owner, c, colour) === null) out.push(c);
  return out;
}
