/**
 * Scoring a placed card: its stars (1–3), plus every colour trio that contains it, each counted once. A trio
 * is three wine cards of one colour lying on a line (horizontal or either diagonal) or in a triangle (a card
 * and the two under it, or two neighbours and the card under both): three identical bottles score +4, three
 * different bottles +1, anything else nothing. Empty bottles score nothing and belong to no trio.
 *
 * @module
 */
import { RuleError } from '../errors/index.js';
import { CARD_INFO, type Card, cardInfo } from './cards.js';
import { checkSlot, emptyGrid, type Grid, put, ROWS, slotIndex } from './cellar.js';
import { weinhaendlerErrors as errors } from './errors.js';
import type { Placement } from './types.js';

/** Bonus for three identical bottles of a colour. */
export const IDENTICAL_TRIO = 4;
/** Bonus for three different bottles of a colour. */
export const DIFFERENT_TRIO = 1;

/** The shapes of a trio, as offsets `[row, pos]` of its three slots from a base slot `(r, i)`. */
export const TRIO_SHAPES: readonly (readonly (readonly [number, number])[])[] = [
  // horizontal line (r,i),(r,i+1),(r,i+2)
  [
    [0, 0],
    [0, 1],
    [0, 2],
  ],
  // diagonal (r,i),(r+1,i),(r+2,i)
  [
    [0, 0],
    [1, 0],
    [2, 0],
  ],
  // diagonal (r,i+2),(r+1,i+1),(r+2,i)
  [
    [0, 2],
    [1, 1],
    [2, 0],
  ],
  // triangle: a card and the two under it (r+1,i),(r,i),(r,i+1)
  [
    [1, 0],
    [0, 0],
    [0, 1],
  ],
  // triangle: two neighbours and the card under both (r+1,i),(r+1,i+1),(r,i+1)
  [
    [1, 0],
    [1, 1],
    [0, 1],
  ],
];

/** For every grid slot, the trios through it: pairs of the other two slots' grid indices. */
const TRIOS_AT: readonly (readonly number[])[] = (() => {
  const at: number[][] = Array.from({ length: ROWS * 9 }, () => []);
  for (let r = 0; r < ROWS; r++) {
    for (let i = -4; i <= 4; i++) {
      for (const shape of TRIO_SHAPES) {
        const cells = shape.map(([dr, di]) => slotIndex(r + dr, i + di));
        if (cells.some((c) => c < 0)) continue;
        for (const c of cells) {
          const others = cells.filter((o) => o !== c);
          at[c]!.push(others[0]!, others[1]!);
        }
      }
    }
  }
  return at;
})();

/**
 * The trios through a grid slot, as a flat list of pairs: the other two slots' grid indices.
 *
 * @example
 * ```ts
 * triosAt(slotIndex(0, 0)).length / 2; // trios through the first card of a cellar
 * ```
 */
export function triosAt(index: number): readonly number[] {
  return TRIOS_AT[index] ?? [];
}

/**
 * The trio bonus of three cards: +4 identical, +1 all different, else 0 (also for mixed colours or empties).
 *
 * @example
 * ```ts
 * trioBonus('green-7', 'green-14', 'green-21'); // 1
 * trioBonus('grey-10', 'grey-10', 'grey-10'); // 4
 * ```
 */
export function trioBonus(a: Card, b: Card, c: Card): number {
  const x = CARD_INFO[a]!;
  const y = CARD_INFO[b]!;
  const z = CARD_INFO[c]!;
  if (!x.wine || !y.wine || !z.wine || x.colour !== y.colour || x.colour !== z.colour) return 0;
  if (x.shape === y.shape) return x.shape === z.shape ? IDENTICAL_TRIO : 0;
  return z.shape !== x.shape && z.shape !== y.shape ? DIFFERENT_TRIO : 0;
}

/**
 * The points of the card lying on grid slot `index` (already put there): stars plus the trios through it.
 *
 * @example
 * ```ts
 * const g = buildGrid([{ row: 0, pos: 0, card: 'green-14' }, { row: 0, pos: 1, card: 'green-14' }]);
 * put(g, slotIndex(0, 2), 'green-14');
 * pointsAt(g, slotIndex(0, 2)); // 2 stars + 4 for three identical bottles = 6
 * ```
 */
export function pointsAt(g: Grid, index: number): number {
  const card = g.slots[index]!;
  const info = CARD_INFO[card]!;
  if (!info.wine) return 0;
  let points = info.stars;
  const trios = TRIOS_AT[index]!;
  for (let t = 0; t < trios.length; t += 2) {
    const a = g.slots[trios[t]!];
    const b = g.slots[trios[t + 1]!];
    if (a != null && b != null) points += trioBonus(card, a, b);
  }
  return points;
}

/**
 * The points a card would score at a slot, without changing the grid (the slot must be legal for it).
 *
 * @example
 * ```ts
 * pointsIf(buildGrid([{ row: 0, pos: 0, card: 'red-6' }, { row: 0, pos: 1, card: 'red-6' }]), slotIndex(0, 2), 'red-6'); // 5
 * ```
 */
export function pointsIf(g: Grid, index: number, card: Card): number {
  const before = g.slots[index]!;
  g.slots[index] = card;
  const points = pointsAt(g, index);
  g.slots[index] = before;
  return points;
}

/**
 * Scores a cellar built placement by placement: the points of each placement, in order. Positions of the
 * bottom row are relative to the first card (which is `(0, 0)`); cards are names like `"blue-16"` or
 * `"empty"`. Throws a `RuleError` for the first unknown card or illegal placement.
 *
 * @example
 * ```ts
 * scorePlacements([
 *   { row: 0, pos: 0, card: 'purple-25' },
 *   { row: 0, pos: 1, card: 'green-14' },
 *   { row: 0, pos: 2, card: 'green-7' },
 *   { row: 1, pos: 1, card: 'green-21' },
 * ]); // [3, 2, 1, 4]
 * ```
 */
export function scorePlacements(placements: readonly Placement[]): number[] {
  const g = emptyGrid();
  return placements.map((p, index) => {
    if (!cardInfo(p?.card)) errors.fail('unknown-card', { card: String(p?.card), index });
    const problem = checkSlot(g, p.row, p.pos, p.card);
    if (problem) errors.fail(problem, { row: p.row, pos: p.pos, index });
    const slot = slotIndex(p.row, p.pos);
    put(g, slot, p.card);
    return pointsAt(g, slot);
  });
}

/**
 * {@link scorePlacements} without throwing: the points of each placement, or the `RuleError` of the first
 * illegal one.
 *
 * @example
 * ```ts
 * const result = tryScorePlacements([{ row: 0, pos: 0, card: 'red-6' }, { row: 0, pos: 2, card: 'red-6' }]);
 * if (result instanceof RuleError) result.code; // 'bottom-row-gap'
 * ```
 */
export function tryScorePlacements(placements: readonly Placement[]): number[] | RuleError {
  try {
    return scorePlacements(placements);
  } catch (e) {
    if (e instanceof RuleError) return e;
    throw e;
  }
}

/**
 * The points of a whole cellar (the sum over its placements).
 *
 * @example
 * ```ts
 * cellarPoints([{ row: 0, pos: 0, card: 'red-6' }, { row: 0, pos: 1, card: 'empty' }]); // 1
 * ```
 */
export function cellarPoints(placements: readonly Placement[]): number {
  return scorePlacements(placements).reduce((a, b) => a + b, 0);
}
