/**
 * Numeric card codes and lookup tables for the playout kernel. A card's code is its rank by value: the empty
 * bottle (0.20) is 0, a wine worth `v` euro is `v - 4` (1..21). Ascending codes are therefore the order of
 * hands and bids ("sorted by value"), copies of a card share a code, and the lower of two cards is the lower
 * code. A cellar cell holds `code + 1` (0: no card).
 *
 * The tables are derived from the rules modules (`CARD_INFO`, `triosAt`, `trioBonus`), so the kernel scores
 * exactly as `play` does.
 *
 * @module
 */
import { CARD_INFO, type Card } from '../cards.js';
import { ROWS, WIDTH } from '../cellar.js';
import { trioBonus, triosAt } from '../score.js';

/** Kinds of card (21 wines and the empty bottle). */
export const KINDS = 22;
/** The empty bottle's code. */
export const EMPTY_CODE = 0;
/** Cells of a cellar grid (`ROWS * WIDTH`). */
export const CELLS = ROWS * WIDTH;

/**
 * The card of each code, codes in value order.
 *
 * @example
 * ```ts
 * CODE_CARD[0]; // 'empty'
 * CODE_CARD[12]; // 'blue-16' (16 euro)
 * ```
 */
export const CODE_CARD: readonly Card[] = Object.freeze(
  Object.values(CARD_INFO)
    .slice()
    .sort((a, b) => a.cents - b.cents)
    .map((info) => info.card),
);

const CODE_BY_CARD: ReadonlyMap<Card, number> = new Map(CODE_CARD.map((card, code) => [card, code]));

/**
 * The code of a card name; throws on a name that is no card.
 *
 * @example
 * ```ts
 * codeOf('empty'); // 0
 * codeOf('grey-24'); // 20
 * ```
 */
export function codeOf(card: Card): number {
  // A map lookup: faster here than reading the digits and checking the name.
  const code = CODE_BY_CARD.get(card);
  if (code === undefined) throw new Error(`not a card: ${String(card)}`);
  return code;
}

/** Value in cents of each code. */
export const CODE_CENTS: Int32Array = Int32Array.from(CODE_CARD, (card) => CARD_INFO[card]!.cents);
/** Colour of each code (the empty bottle: 7, a colour of its own that never forms a trio). */
export const CODE_COLOUR: Uint8Array = Uint8Array.from(CODE_CARD, (card) => {
  const colour = CARD_INFO[card]!.colour;
  return colour < 0 ? 7 : colour;
});
/** Stars of each code (the empty bottle: 0). */
export const CODE_STARS: Uint8Array = Uint8Array.from(CODE_CARD, (card) => CARD_INFO[card]!.stars);

/**
 * The trios through each grid cell, flat: the pairs of the other two cells of the trios through cell `x` are
 * `TRIO_CELLS[TRIO_START[x] .. TRIO_START[x + 1])`.
 */
export const TRIO_START: Int32Array = new Int32Array(CELLS + 1);
/** See {@link TRIO_START}. */
export const TRIO_CELLS: Uint8Array = (() => {
  const cells: number[] = [];
  for (let x = 0; x < CELLS; x++) {
    TRIO_START[x] = cells.length;
    cells.push(...triosAt(x));
  }
  TRIO_START[CELLS] = cells.length;
  return Uint8Array.from(cells);
})();

/** Values a cell can hold: no card, or a code plus one. */
const CELL_VALUES = KINDS + 1;

/**
 * The trio bonus of three cells, by cell value (`code + 1`, 0 for no card): index `(x * 23 + a) * 23 + b`.
 * Zero wherever a cell is free or holds an empty bottle.
 */
export const TRIO_BONUS: Uint8Array = (() => {
  const table = new Uint8Array(CELL_VALUES * CELL_VALUES * CELL_VALUES);
  for (let x = 1; x < CELL_VALUES; x++)
    for (let a = 1; a < CELL_VALUES; a++)
      for (let b = 1; b < CELL_VALUES; b++)
        table[(x * CELL_VALUES + a) * CELL_VALUES + b] = trioBonus(
          CODE_CARD[x - 1]!,
          CODE_CARD[a - 1]!,
          CODE_CARD[b - 1]!,
        );
  return table;
})();

/**
 * Whether two cells can be part of one trio, by cell value: index `x * 23 + a`. Both wines of one colour; zero
 * wherever {@link TRIO_BONUS} is zero for every third cell.
 */
export const SAME_COLOUR: Uint8Array = (() => {
  const table = new Uint8Array(CELL_VALUES * CELL_VALUES);
  for (let x = 0; x < CELL_VALUES; x++)
    for (let a = 0; a < CELL_VALUES; a++)
      for (let b = 0; b < CELL_VALUES; b++)
        if (TRIO_BONUS[(x * CELL_VALUES + a) * CELL_VALUES + b]! > 0) table[x * CELL_VALUES + a] = 1;
  return table;
})();

/** The number of set bits of a 32-bit integer. @example `popcount(0b1011) === 3` */
export function popcount(m: number): number {
  m -= (m >>> 1) & 0x55555555;
  m = (m & 0x33333333) + ((m >>> 2) & 0x33333333);
  return (Math.imul((m + (m >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) | 0;
}

/** The index of the lowest set bit of a non-zero 32-bit integer. @example `lowestBit(0b1000) === 3` */
export function lowestBit(m: number): number {
  return 31 - Math.clz32(m & -m);
}
