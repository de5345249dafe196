/**
 * The rules of a Das Spiel state that a schema cannot say, shared by the six games: seats that exist at this
 * table, one entry per seat, every die resting on three dice, no orientation on an empty cell, dice counted by
 * owner. Each returns the first {@link Breach} it finds (where, and what, in English and Dutch), or `undefined`,
 * so a game's `checkState` chains them with `??`.
 *
 * @module
 */
import { type Breach, breach } from '../../schema/index.js';
import { cellCoords, LEVEL_START, SUPPORTS } from '../lattice/index.js';

/**
 * A breach when `seat` is no seat at a table of `players`.
 *
 * @example
 * ```ts
 * noSeat('turn', state.turn, state.players) ?? noSeat('holder', state.holder, state.players);
 * ```
 */
export function noSeat(at: string, seat: number, players: number): Breach | undefined {
  if (seat < players) return undefined;
  return breach(
    at,
    `there is no seat ${seat} at a table of ${players}`,
    `er is geen plaats ${seat} aan een tafel van ${players}`,
  );
}

/**
 * A breach when the list at `at` does not hold one entry per seat.
 *
 * @example
 * ```ts
 * notPerSeat('stock', state.stock, state.players);
 * ```
 */
export function notPerSeat(at: string, list: { length: number }, players: number): Breach | undefined {
  if (list.length === players) return undefined;
  return breach(
    at,
    `one entry per player (${players}), not ${list.length}`,
    `één waarde per speler (${players}), niet ${list.length}`,
  );
}

/**
 * The first die above level 0 that does not rest on three dice (`owner`: per cell, `-1` when empty), or `-1`
 * when every die does (rules §1: every position is stable). Supports have lower indices, so one pass suffices.
 *
 * @example
 * ```ts
 * floatingDie(state.owner); // -1
 * ```
 */
export function floatingDie(owner: readonly number[]): number {
  for (let c = LEVEL_START[1]!; c < owner.length; c++) {
    if (owner[c]! < 0) continue;
    const s = c * 3;
    if (owner[SUPPORTS[s]!]! < 0 || owner[SUPPORTS[s + 1]!]! < 0 || owner[SUPPORTS[s + 2]!]! < 0) return c;
  }
  return -1;
}

/**
 * The pyramid's own rules: every die rests on three dice, and an empty cell keeps orientation 0 (as every game
 * writes it). `owner` is per cell, `-1` when empty; `orientation` (when the game keeps one) per cell.
 *
 * @example
 * ```ts
 * pyramidBreach(state.owner, state.orientation);
 * ```
 */
export function pyramidBreach(owner: readonly number[], orientation?: readonly number[]): Breach | undefined {
  if (orientation) {
    for (let c = 0; c < owner.length; c++)
      if (owner[c]! < 0 && orientation[c] !== 0)
        return breach(
          `orientation[${c}]`,
          `cell ${cellCoords(c)} is empty, so its orientation is 0`,
          `vak ${cellCoords(c)} is leeg, dus zijn ligging is 0`,
        );
  }
  const c = floatingDie(owner);
  if (c < 0) return undefined;
  return breach(
    `owner[${c}]`,
    `the die in cell ${cellCoords(c)} does not rest on three dice`,
    `de dobbelsteen in vak ${cellCoords(c)} rust niet op drie dobbelstenen`,
  );
}

/**
 * How many cells hold each tag `0..tags-1` (a seat's dice, a colour's dice); other tags are not counted.
 *
 * @example
 * ```ts
 * tally(state.owner, state.players)[seat]; // the seat's dice in the pyramid
 * ```
 */
export function tally(owner: readonly number[], tags: number): number[] {
  const out = new Array<number>(tags).fill(0);
  for (const t of owner) if (t >= 0 && t < tags) out[t]!++;
  return out;
}

/**
 * Whether two lists of seats are the same, in the same order.
 *
 * @example
 * ```ts
 * sameSeats(state.winners, [0, 2]);
 * ```
 */
export function sameSeats(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((s, i) => s === b[i]);
}

/**
 * A breach when `winners` are not the seats `expected` (the seats the game's end gives, ascending).
 *
 * @example
 * ```ts
 * winnersBreach(state.winners, mostDice(state.taken));
 * ```
 */
export function winnersBreach(winners: readonly number[], expected: readonly number[]): Breach | undefined {
  if (sameSeats(winners, expected)) return undefined;
  return breach(
    'winners',
    `the end makes winners of seats ${expected.join(', ')}`,
    `het einde maakt winnaars van plaatsen ${expected.join(', ')}`,
  );
}

/**
 * The seats whose value is the best of `values` (`best` of them: `Math.min` or `Math.max`), ascending.
 *
 * @example
 * ```ts
 * bestSeats([3, 1, 1], Math.min); // [1, 2]
 * ```
 */
export function bestSeats(values: readonly number[], best: (...xs: number[]) => number): number[] {
  const top = best(...values);
  return values.flatMap((x, s) => (x === top ? [s] : []));
}
