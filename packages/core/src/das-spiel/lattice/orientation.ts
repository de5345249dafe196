/**
 * The 24 orientations of a right-handed die in the pyramid (rules §2).
 *
 * A die's orientation is its **up triple** `(a, b, c)`: the faces pointing to `-x`, `-y`, `-z` (towards sides
 * X, Y, Z). The down faces are `7 - a`, `7 - b`, `7 - c`. Of the 48 triples of distinct, non-opposite values
 * exactly 24 are real orientations: those reachable from `(3, 2, 1)` (the Würfelmarsch start) by rotations.
 * Orientations are numbered 0..23 in lexicographic order of their up triples; {@link ORIENTATION_FACES} holds
 * the triples flat (3 per orientation), so a kernel derives up faces from the index alone.
 *
 * @module
 */
import type { Axis } from './cells.js';

/** An up triple `(a, b, c)` on `(-x, -y, -z)`. */
export type UpFaces = [a: number, b: number, c: number];

/** Number of orientations. */
export const ORIENTATIONS = 24;

function tiltFaces([...up]: UpFaces, a: Axis, b: Axis): UpFaces {
  const out: UpFaces = [up[0], up[1], up[2]];
  // Tilting towards +ea-eb turns the die about the third axis: -ea goes to -eb, +eb comes up at -ea.
  out[b] = up[a];
  out[a] = 7 - up[b];
  return out;
}

function turnFaces(up: UpFaces): UpFaces {
  // A third of a turn about the vertical (1,1,1) axis: the face towards X now looks to Y, Y's to Z, Z's to X.
  return [up[2], up[0], up[1]];
}

const TRIPLES: UpFaces[] = (() => {
  const seen = new Map<string, UpFaces>();
  const queue: UpFaces[] = [[3, 2, 1]];
  while (queue.length > 0) {
    const t = queue.pop()!;
    const key = t.join('');
    if (seen.has(key)) continue;
    seen.set(key, t);
    for (let a = 0; a < 3; a++)
      for (let b = 0; b < 3; b++) if (a !== b) queue.push(tiltFaces(t, a as Axis, b as Axis));
    queue.push(turnFaces(t));
  }
  return [...seen.values()].sort((p, q) => p[0] - q[0] || p[1] - q[1] || p[2] - q[2]);
})();

/** Up faces of every orientation, flat: orientation `o` shows `ORIENTATION_FACES[3o + axis]` towards `-axis`. */
export const ORIENTATION_FACES: Uint8Array = Uint8Array.from(TRIPLES.flat());

const BY_TRIPLE = new Int8Array(7 * 7 * 7).fill(-1);
TRIPLES.forEach(([a, b, c], o) => {
  BY_TRIPLE[a * 49 + b * 7 + c] = o;
});

/**
 * The orientation with up faces `(a, b, c)` on `(-x, -y, -z)`, or `-1` when no right-handed die shows them.
 *
 * @example
 * ```ts
 * orientationOf(3, 2, 1) >= 0; // true
 * orientationOf(3, 1, 2);      // -1: a mirror-image die
 * ```
 */
export function orientationOf(a: number, b: number, c: number): number {
  if (![a, b, c].every((v) => Number.isInteger(v) && v >= 1 && v <= 6)) return -1;
  return BY_TRIPLE[a * 49 + b * 7 + c]!;
}

/** The up faces `(a, b, c)` of orientation `o`. */
export function upFaces(o: number): UpFaces {
  checkOrientation(o);
  return [ORIENTATION_FACES[o * 3]!, ORIENTATION_FACES[o * 3 + 1]!, ORIENTATION_FACES[o * 3 + 2]!];
}

/** The face orientation `o` shows towards `-axis` (the face the player at that side sees). */
export function faceTowards(o: number, axis: Axis): number {
  checkOrientation(o);
  return ORIENTATION_FACES[o * 3 + axis]!;
}

/** Throws a `RangeError` unless `o` is an orientation index. */
export function checkOrientation(o: number): void {
  if (!Number.isInteger(o) || o < 0 || o >= ORIENTATIONS) throw new RangeError(`no orientation ${o}`);
}

/** `TILT[(o * 3 + a) * 3 + b]`: the orientation after tilting `o` towards `+ea - eb` (`a != b`; else `o`). */
export const TILT: Uint8Array = (() => {
  const out = new Uint8Array(ORIENTATIONS * 9);
  for (let o = 0; o < ORIENTATIONS; o++)
    for (let a = 0; a < 3; a++)
      for (let b = 0; b < 3; b++) {
        const t = a === b ? TRIPLES[o]! : tiltFaces(TRIPLES[o]!, a as Axis, b as Axis);
        out[(o * 3 + a) * 3 + b] = orientationOf(...t);
      }
  return out;
})();

/**
 * Tilting (KANTELEN): a die rolled over an edge from `p` to the same-level cell `p + ea - eb` turns 90° about the
 * third axis. The old `-eb` face is covered, the old `-ea` face now points to `-eb`, the old `+eb` face comes up
 * at `-ea`.
 *
 * @example
 * ```ts
 * // The rulebook: the player (side X) sees 6, left 2, right 3; tilted to the right the 3 is covered.
 * upFaces(tilt(orientationOf(6, 2, 3), 1, 2)); // [6, 4, 2]
 * ```
 */
export function tilt(o: number, a: Axis, b: Axis): number {
  checkOrientation(o);
  if (a === b || ![0, 1, 2].includes(a) || ![0, 1, 2].includes(b))
    throw new RangeError('tilt needs two axes');
  return TILT[(o * 3 + a) * 3 + b]!;
}

/**
 * Turning (DRAAIEN) lifts a free die out of its funnel and puts it back in any of the 24 orientations. This
 * helper turns it by `steps` thirds of a turn about the vertical axis, so the face that looked at side X looks
 * at side Y (what a player does when he turns a die in place); for any other new orientation, choose it
 * directly from `0..23`.
 *
 * @example
 * ```ts
 * upFaces(turn(orientationOf(3, 2, 1), 1)); // [1, 3, 2]
 * ```
 */
export function turn(o: number, steps = 1): number {
  checkOrientation(o);
  let t = TRIPLES[o]!;
  for (let k = ((steps % 3) + 3) % 3; k > 0; k--) t = turnFaces(t);
  return orientationOf(...t);
}
