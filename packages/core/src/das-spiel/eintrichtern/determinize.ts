/**
 * Determinization: a full state consistent with what a seat saw. The yellow faces are redrawn so that every
 * funnel whose sum was announced has exactly that sum (a small constraint search: the yellow dice in an order that
 * completes funnels early, orientations in random order, each placement checked against the sums still
 * reachable for it and for the dice next to it, restarted with new random orders when it runs long); yellow dice under no announced funnel get any orientation. The pearl dice get a fresh generator.
 * The draw is consistent with every announcement but not exactly uniform among all consistent faces.
 *
 * @module
 */
import type { Rng } from '../../random/index.js';
import { ORIENTATION_FACES, ORIENTATIONS } from '../lattice/index.js';
import { FIRST, FUNNELS, under } from './funnels.js';
import type { EintrichternState, EintrichternView } from './types.js';

// Local bindings of the lattice tables: hot loops read them without a module lookup.
const FACES = ORIENTATION_FACES;
/**
 * Nodes the first attempt of the search may visit before it restarts with a new order; each restart allows a
 * quarter more. (Measured along random games: about 2 ms a draw on average, 25 ms at worst.)
 */
const PATIENCE = 300;

/**
 * Yellow orientations (per level-0 cell) giving every funnel with a known sum (index `cell - 45`) that sum.
 *
 * @example
 * ```ts
 * const yellow = drawYellow(view.known, Rng.fromSeed('d'));
 * ```
 */
export function drawYellow(known: readonly (number | null)[], rng: Rng): number[] {
  const yellow = Array.from({ length: 45 }, () => rng.int(ORIENTATIONS));
  // Per die: the constrained funnels it points into (funnel index, axis).
  const links: { f: number; a: number }[][] = Array.from({ length: 45 }, () => []);
  const target = new Int16Array(FUNNELS);
  for (let f = 0; f < FUNNELS; f++) {
    const sum = known[f];
    if (sum === null || sum === undefined) continue;
    target[f] = sum;
    under(FIRST + f).forEach((d, a) => {
      links[d]!.push({ f, a });
    });
  }
  if (links.every((l) => l.length === 0)) return yellow;
  const partial = new Int16Array(FUNNELS);
  const count = new Int8Array(FUNNELS);
  const assigned = new Uint8Array(45);
  const fits = (d: number, o: number): boolean => {
    for (const { f, a } of links[d]!) {
      const left = 2 - count[f]!;
      const need = target[f]! - partial[f]! - FACES[o * 3 + a]!;
      if (need < left || need > 6 * left) return false;
    }
    return true;
  };
  const set = (d: number, o: number, sign: number): void => {
    for (const { f, a } of links[d]!) {
      partial[f]! += sign * FACES[o * 3 + a]!;
      count[f]! += sign;
    }
  };
  const neighboursFit = (d: number): boolean => {
    for (const { f } of links[d]!)
      for (const e of under(FIRST + f)) {
        if (assigned[e]) continue;
        let any = false;
        for (let o = 0; o < ORIENTATIONS && !any; o++) any = fits(e, o);
        if (!any) return false;
      }
    return true;
  };
  const order = searchOrder(links);
  const choices = order.map(() => Array.from({ length: ORIENTATIONS }, (_, o) => o));
  for (let patience = PATIENCE; ; patience = Math.ceil(patience * 1.25)) {
    for (const c of choices) rng.shuffle(c);
    partial.fill(0);
    count.fill(0);
    assigned.fill(0);
    let nodes = 0;
    // Dice in a fixed order that completes funnels early; after each placement, every unplaced die sharing a
    // funnel with it must still have an orientation that keeps all its sums reachable (forward checking).
    const place = (k: number): boolean => {
      if (k === order.length) return true;
      if (++nodes > patience) return false;
      const d = order[k]!;
      assigned[d] = 1;
      for (const o of choices[k]!) {
        if (!fits(d, o)) continue;
        set(d, o, 1);
        if (neighboursFit(d) && place(k + 1)) {
          yellow[d] = o;
          return true;
        }
        set(d, o, -1);
        if (nodes > patience) break;
      }
      assigned[d] = 0;
      return false;
    };
    if (place(0)) return yellow;
  }
}

/**
 * The order in which the search places the constrained dice: greedily the die that brings its funnels closest
 * to complete (so sums are checked early), the lowest cell on ties.
 */
function searchOrder(links: readonly { f: number; a: number }[][]): number[] {
  const placed = new Int8Array(FUNNELS);
  const left = links.flatMap((l, d) => (l.length > 0 ? [d] : []));
  const order: number[] = [];
  while (left.length > 0) {
    let best = 0;
    let bestScore = -1;
    left.forEach((d, i) => {
      let score = 0;
      for (const { f } of links[d]!) score += (placed[f]! + 1) ** 2;
      if (score > bestScore) {
        bestScore = score;
        best = i;
      }
    });
    const d = left.splice(best, 1)[0]!;
    for (const { f } of links[d]!) placed[f]!++;
    order.push(d);
  }
  return order;
}

/** Rebuilds a full state from a view, drawing the hidden yellow faces and the generator from `rng`. */
export function fromView(v: EintrichternView, rng: Rng): EintrichternState {
  const { seat: _seat, active: _active, known, ...rest } = v;
  return {
    ...rest,
    game: 'eintrichtern',
    options: { ...v.options },
    dice: v.dice ? v.dice.slice() : null,
    covered: v.covered.slice(),
    red: v.red.slice(),
    announcements: v.announcements.map((a) => ({ ...a })),
    end: v.end ? { ...v.end } : null,
    winners: v.winners ? v.winners.slice() : null,
    yellow: drawYellow(known, rng),
    rng: rng.split('eintrichtern').state(),
  };
}
