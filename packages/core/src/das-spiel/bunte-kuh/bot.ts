/**
 * The Bunte Kuh placement policy: where and how to put a die down once the call is made. It reads only its own
 * view.
 *
 * People find a funnel they built themselves at once: they remember its sum (the reaction model of
 * `realtime.ts` gives a seat that placed one of a funnel's three dice the quick *recall* time for it). So the
 * policy
 * - helps itself: the orientation makes the new funnels its die completes have *likely* sums (3d6), funnels
 *   it will know and the others must search for;
 * - hinders the others: among the funnels it may fill, it prefers one another player built (taking away his
 *   head start), and one of a likely sum.
 *
 * @module
 */
import type { Bot, Seat } from '../../contract/index.js';
import type { Rng } from '../../random/index.js';
import { DEPENDENTS, ORIENTATION_FACES, ORIENTATIONS, SUPPORTS } from '../lattice/index.js';
import type { BunteKuhMove, BunteKuhState, BunteKuhView } from './types.js';
import { view as viewOf } from './view.js';

/** Ways to roll each total with three dice, out of 216: `ROLL_WAYS[t]`. */
export const ROLL_WAYS: readonly number[] = [
  0, 0, 0, 1, 3, 6, 10, 15, 21, 25, 27, 27, 25, 21, 15, 10, 6, 3, 1,
];

/** The chance of rolling total `t` with three dice. */
export function rollChance(t: number): number {
  return (ROLL_WAYS[t] ?? 0) / 216;
}

/** Weights of the policy. */
export const BUNTE_KUH_WEIGHTS = Object.freeze({ help: 1, hinder: 1 });

/** Whether `seat` placed one of the three dice around funnel `cell` (so he knows its sum). */
export function knows(owner: readonly number[], seat: Seat, cell: number): boolean {
  for (let a = 0; a < 3; a++) {
    const s = SUPPORTS[cell * 3 + a]!;
    if (s >= 0 && owner[s] === seat) return true;
  }
  return false;
}

/** The sum a funnel would have: the face each support shows into it (the supports must be occupied). */
function sumOf(orientation: readonly number[], cell: number): number {
  let t = 0;
  for (let a = 0; a < 3; a++) t += ORIENTATION_FACES[orientation[SUPPORTS[cell * 3 + a]!]! * 3 + a]!;
  return t;
}

/** `PARTIAL[k][t]`: the chance that `k` unknown faces (uniform) added to `t` make a total a roll of 3 dice hits. */
const PARTIAL: readonly (readonly number[])[] = (() => {
  const table: number[][] = [[], [], []];
  for (let t = 0; t <= 18; t++) {
    table[0]![t] = rollChance(t);
    let one = 0;
    for (let u = 1; u <= 6; u++) one += rollChance(t + u) / 6;
    table[1]![t] = one;
    let two = 0;
    for (let u = 1; u <= 6; u++) for (let w = 1; w <= 6; w++) two += rollChance(t + u + w) / 36;
    table[2]![t] = two;
  }
  return table;
})();

/** How many of the funnel's supports `seat` placed, and how many other seats placed one (`knowers` excludes `me`). */
function knowersOf(
  owner: readonly number[],
  cell: number,
  me: Seat,
  players: number,
  extra: number,
): { mine: boolean; others: number } {
  let mine = extra === me;
  let others = 0;
  for (let s = 0; s < players; s++) {
    if (s === me) {
      mine ||= knows(owner, s, cell);
      continue;
    }
    if (knows(owner, s, cell)) others++;
  }
  return { mine, others };
}

/**
 * How good it is for `me` to put a die into funnel `cell` in orientation `o` (see the module comment). Every
 * funnel is a chance (its sum's chance of being rolled) that its *knowers* (who placed one of its dice) share:
 * - the funnels over the new die (complete ones fully, incomplete ones by the expected chance over the faces
 *   still missing, at half weight) gain `me` as a knower: `me`'s share counts for, the others' share against;
 * - the covered funnel is lost to everyone who knew it: good when others knew it, bad when `me` did.
 */
export function placementValue(
  v: Pick<BunteKuhView, 'owner' | 'orientation' | 'players'>,
  me: Seat,
  cell: number,
  o: number,
): number {
  const W = BUNTE_KUH_WEIGHTS;
  const rivals = Math.max(1, v.players - 1);
  let value = 0;
  for (let a = 0; a < 3; a++) {
    const q = DEPENDENTS[cell * 3 + a]!;
    if (q < 0 || v.owner[q]! >= 0) continue;
    let t = ORIENTATION_FACES[o * 3 + a]!;
    let missing = 0;
    for (let b = 0; b < 3; b++) {
      if (b === a) continue;
      const s = SUPPORTS[q * 3 + b]!;
      if (v.owner[s]! < 0) missing++;
      else t += ORIENTATION_FACES[v.orientation[s]! * 3 + b]!;
    }
    const chance = PARTIAL[missing]![t]! * (missing === 0 ? 1 : 0.5);
    const k = knowersOf(v.owner, q, me, v.players, me);
    const share = chance / (1 + k.others);
    value += W.help * share - (W.hinder * share * k.others) / rivals;
  }
  const covered = rollChance(sumOf(v.orientation, cell));
  const k = knowersOf(v.owner, cell, me, v.players, -1);
  const knowers = k.others + (k.mine ? 1 : 0);
  if (knowers > 0) {
    const share = covered / knowers;
    value += (W.hinder * share * k.others) / rivals - (k.mine ? W.help * share : 0);
  }
  return value;
}

/** Chooses the best of the offered right calls from a view (ties broken by `rng`). */
export function bunteKuhMove(v: BunteKuhView, legal: readonly BunteKuhMove[], rng: Rng): BunteKuhMove {
  const me = v.seat!;
  let best = legal[0]!;
  let bestValue = Number.NEGATIVE_INFINITY;
  for (const move of legal) {
    const value = placementValue(v, me, move.cell, move.orientation) + rng.float() * 1e-9;
    if (value > bestValue) {
      bestValue = value;
      best = move;
    }
  }
  return best;
}

/** The best orientation for a die in `cell`, by {@link placementValue}. */
export function bestOrientation(v: BunteKuhView, me: Seat, cell: number): number {
  let best = 0;
  let bestValue = Number.NEGATIVE_INFINITY;
  for (let o = 0; o < ORIENTATIONS; o++) {
    const value = placementValue(v, me, cell, o);
    if (value > bestValue) {
      bestValue = value;
      best = o;
    }
  }
  return best;
}

/**
 * The heuristic bot: it picks the right call with the best placement. (How fast it calls is the reaction model's
 * business: `realtime.ts`.)
 *
 * @example
 * ```ts
 * const move = bunteKuhBot.choose({ game: bunteKuh, state, seat: 2, legal, rng: Rng.fromSeed('b') });
 * ```
 */
export const bunteKuhBot: Bot<BunteKuhState, BunteKuhMove> = {
  name: 'heuristic',
  choose({ state, seat, legal, rng }) {
    return bunteKuhMove(viewOf(state, seat), legal, rng);
  },
};
