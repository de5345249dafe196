/**
 * The cellar pyramid: 5 / 4 / 3 / 2 / 1 slots built like bricks. Slot `(row, pos)` rests on `(row-1, pos)` and
 * `(row-1, pos+1)`; positions are relative to the first card of the bottom row, which stays one contiguous run
 * of at most five cards and may grow at either end. A card above the bottom row needs both cards under it; a
 * wine card may cover an empty bottle; nothing else is ever covered or moved. A cellar is finished only when it
 * is full and holds no empty bottle (one that wine could still cover); then the next card starts a new cellar.
 * Until then an empty-bottle card has no place once the cellar is full, and stays in hand.
 *
 * A cellar is stored as its list of placements in order; {@link buildGrid} turns it into a small grid.
 *
 * @module
 */
import { CARD_INFO, type Card } from './cards.js';
import type { Placement } from './types.js';

/** Rows of a cellar. */
export const ROWS = 5;
/** Width of a row of the grid: positions -4..4. */
export const WIDTH = 9;
/** Offset of position 0 in a grid row. */
export const ORIGIN = 4;
/** Slots in a full cellar. */
export const SLOTS = 15;

/**
 * The grid index of `(row, pos)`, or -1 when no cellar can have that slot.
 *
 * @example
 * ```ts
 * slotIndex(0, 0); // 4
 * slotIndex(4, 1); // -1: the top row has one slot
 * ```
 */
export function slotIndex(row: number, pos: number): number {
  if (!Number.isInteger(row) || !Number.isInteger(pos)) return -1;
  if (row < 0 || row >= ROWS || pos < -ORIGIN || pos > ORIGIN - row) return -1;
  return row * WIDTH + pos + ORIGIN;
}

/** The row of a grid index. */
export function rowOf(index: number): number {
  return (index / WIDTH) | 0;
}

/** The position of a grid index. */
export function posOf(index: number): number {
  return (index % WIDTH) - ORIGIN;
}

/** A cellar laid out: the card on top of each slot, the bottom row's ends, how many slots are taken. */
export interface Grid {
  slots: (Card | null)[];
  /** Leftmost and rightmost position of the bottom row (0, -1 when empty). */
  lo: number;
  hi: number;
  /** Slots taken. */
  size: number;
}

/** An empty grid. */
export function emptyGrid(): Grid {
  return { slots: new Array<Card | null>(ROWS * WIDTH).fill(null), lo: 0, hi: -1, size: 0 };
}

/**
 * Lays out a cellar's placements (later placements cover earlier ones at the same slot). Assumes them legal.
 *
 * @example
 * ```ts
 * buildGrid([{ row: 0, pos: 0, card: 'red-6' }, { row: 0, pos: -1, card: 'empty' }]).lo; // -1
 * ```
 */
export function buildGrid(placements: readonly Placement[]): Grid {
  const g = emptyGrid();
  for (const p of placements) put(g, slotIndex(p.row, p.pos), p.card);
  return g;
}

/** A small cache of recently built grids, keyed by the identity of their placement list. */
const CACHED = 32;
const cachedLists: (readonly Placement[] | null)[] = new Array(CACHED).fill(null);
const cachedGrids: (Grid | null)[] = new Array(CACHED).fill(null);
let cacheNext = 0;

/**
 * The grid of a cellar, cached per placement list (lists in a state are never changed once built, so the
 * cache stays true). The result is shared: copy it with {@link copyGrid} before changing it.
 */
export function gridOf(placements: readonly Placement[]): Grid {
  for (let i = 0; i < CACHED; i++) if (cachedLists[i] === placements) return cachedGrids[i]!;
  const g = buildGrid(placements);
  rememberGrid(placements, g);
  return g;
}

/** Remembers the grid of a freshly built placement list (hot path of `play`); the grid is not changed later. */
export function rememberGrid(placements: readonly Placement[], g: Grid): void {
  cachedLists[cacheNext] = placements;
  cachedGrids[cacheNext] = g;
  cacheNext = (cacheNext + 1) % CACHED;
}

/** A copy of a grid that may be changed freely. */
export function copyGrid(g: Grid): Grid {
  return { slots: g.slots.slice(), lo: g.lo, hi: g.hi, size: g.size };
}

/** Puts a card on a slot of the grid (mutates it). */
export function put(g: Grid, index: number, card: Card): void {
  if (g.slots[index] === null) {
    g.size++;
    if (index < WIDTH) {
      const pos = index - ORIGIN;
      if (g.size === 1) {
        g.lo = pos;
        g.hi = pos;
      } else if (pos < g.lo) g.lo = pos;
      else if (pos > g.hi) g.hi = pos;
    }
  }
  g.slots[index] = card;
}

/** Why a card may not go to `(row, pos)`, or `null` when it may. */
export type SlotProblem =
  | 'slot-outside-cellar'
  | 'first-card-at-origin'
  | 'bottom-row-gap'
  | 'bottom-row-full'
  | 'not-supported'
  | 'slot-taken';

/**
 * Checks one placement against a grid: `null` when `card` may go to `(row, pos)`, else the rule it breaks.
 *
 * @example
 * ```ts
 * checkSlot(buildGrid([{ row: 0, pos: 0, card: 'red-6' }]), 0, 2, 'red-13'); // 'bottom-row-gap'
 * ```
 */
export function checkSlot(g: Grid, row: number, pos: number, card: Card): SlotProblem | null {
  const index = slotIndex(row, pos);
  if (index < 0) return 'slot-outside-cellar';
  if (g.size === 0) return row === 0 && pos === 0 ? null : 'first-card-at-origin';
  const there = g.slots[index];
  if (there !== null) return there === 'empty' && CARD_INFO[card]!.wine ? null : 'slot-taken';
  if (row === 0) {
    if (pos !== g.lo - 1 && pos !== g.hi + 1) return 'bottom-row-gap';
    return g.hi - g.lo + 1 >= 5 ? 'bottom-row-full' : null;
  }
  const below = index - WIDTH;
  return g.slots[below] !== null && g.slots[below + 1] !== null ? null : 'not-supported';
}

/**
 * The free slots a card may go to now (grid indices), without covering.
 *
 * @example
 * ```ts
 * freeSlots(buildGrid([{ row: 0, pos: 0, card: 'red-6' }])).map((i) => [rowOf(i), posOf(i)]); // [[0, -1], [0, 1]]
 * ```
 */
export function freeSlots(g: Grid): number[] {
  if (g.size === 0) return [ORIGIN];
  const out: number[] = [];
  if (g.hi - g.lo + 1 < 5) out.push(g.lo - 1 + ORIGIN, g.hi + 1 + ORIGIN);
  for (let row = 1; row < ROWS; row++) {
    const base = row * WIDTH + ORIGIN;
    for (let pos = g.lo; pos <= g.hi - row; pos++) {
      const i = base + pos;
      if (g.slots[i] === null && g.slots[i - WIDTH] !== null && g.slots[i - WIDTH + 1] !== null) out.push(i);
    }
  }
  return out;
}

/** The slots holding an empty bottle (a wine card may cover them). */
export function emptyBottles(g: Grid): number[] {
  const out: number[] = [];
  for (let i = 0; i < g.slots.length; i++) if (g.slots[i] === 'empty') out.push(i);
  return out;
}

/**
 * Whether the next card starts a new cellar: there is no cellar yet, or the open one is finished. A cellar is
 * finished only when it is full and no empty bottle in it can still be covered (an empty bottle can always be
 * covered by a wine card, so: full and no empty bottle).
 *
 * @example
 * ```ts
 * needsNewCellar(null); // true: no cellar yet
 * ```
 */
export function needsNewCellar(g: Grid | null): boolean {
  if (g === null) return true;
  // Full means all 15 slots: while a slot is free, the lowest free one is always playable.
  return g.size === SLOTS && emptyBottles(g).length === 0;
}

/**
 * Whether `card` has no place at all in the open cellar: an empty bottle when the cellar is full but not
 * finished (it still holds an empty bottle, which only wine may cover). Such a card stays in hand.
 *
 * @example
 * ```ts
 * hasNoPlace(null, 'empty'); // false: it starts the first cellar
 * ```
 */
export function hasNoPlace(g: Grid | null, card: Card): boolean {
  return g !== null && g.size === SLOTS && !CARD_INFO[card]!.wine && !needsNewCellar(g);
}

/**
 * The slots `card` may go to in a cellar (grid indices): free slots, and the empty bottles for a wine card.
 * A card that must start a new cellar has the one slot `(0, 0)` there; an empty bottle beside a full cellar
 * that still holds an empty bottle has none.
 *
 * @example
 * ```ts
 * slotsFor(null, 'red-6'); // [slotIndex(0, 0)]
 * ```
 */
export function slotsFor(g: Grid | null, card: Card): number[] {
  if (g === null || needsNewCellar(g)) return [ORIGIN];
  const free = freeSlots(g);
  return CARD_INFO[card]!.wine ? free.concat(emptyBottles(g)) : free;
}
