/**
 * The schema parts every Das Spiel state is written with: a cell, a seat, a die's face and orientation, the
 * pyramid as one entry per cell, one entry per seat, and the options as a state keeps them. Each game's
 * `state.ts` builds its state and view schemas from them.
 *
 * They stay expressible as JSON Schema (the API's OpenAPI document describes states with them): numbers with
 * ranges, lists with lengths, strict objects. What a schema cannot say (a die resting on three dice, counts that
 * agree) is each game's `checkState`, with the helpers of `invariants.ts`.
 *
 * @module
 */
import * as v from 'valibot';
import { int, type Schema, strict } from '../../schema/index.js';
import { CELLS, LEVEL_START, ORIENTATIONS } from '../lattice/index.js';

/** A cell of the pyramid, `0..164`. */
export const cell = int(0, CELLS - 1);
/** A cell of the base plate (level 0), `0..44`. */
export const plateCell = int(0, LEVEL_START[1]! - 1);
/** A cell of level 1, `45..80` (the funnels over the base plate's dice). */
export const levelOneCell = int(LEVEL_START[1]!, LEVEL_START[2]! - 1);
/** An orientation of a die, `0..23`. */
export const orientation = int(0, ORIENTATIONS - 1);
/** A face of a die (a roll of one die), `1..6`. */
export const face = int(1, 6);
/** The sum of three faces (a roll of three dice, a funnel's sum), `3..18`. */
export const sumOfThree = int(3, 18);

/**
 * A seat at a table of at most `players` (whether it is a seat of this table is `checkState`'s to say).
 *
 * @example
 * ```ts
 * const turn = seatOf(3); // 0..2
 * ```
 */
export function seatOf(players: number) {
  return int(0, players - 1);
}

/**
 * The winners of a game once it is over (one seat to all of them), `null` while it runs.
 *
 * @example
 * ```ts
 * const winners = winnersOf(6);
 * ```
 */
export function winnersOf(players: number) {
  return v.nullable(v.pipe(v.array(seatOf(players)), v.minLength(1), v.maxLength(players)));
}

/**
 * How a game ended (`reason`, one of `reasons`, at `seat`'s move), `null` while it runs.
 *
 * @example
 * ```ts
 * const end = endOf(['kept', 'stuck', 'limit'], 6);
 * ```
 */
export function endOf<const R extends readonly [string, ...string[]]>(reasons: R, players: number) {
  return v.nullable(strict({ reason: v.picklist(reasons), seat: seatOf(players) }));
}

/**
 * A list of exactly `length` entries (one per cell of the pyramid by default).
 *
 * @example
 * ```ts
 * const owner = perCell(int(-1, 2));               // 165 entries
 * const yellow = perCell(orientation, 45);         // one per cell of the base plate
 * ```
 */
export function perCell<T>(item: Schema<T>, length: number = CELLS) {
  return v.pipe(v.array(item), v.length(length));
}

/**
 * One entry per seat at a table of `min..max` players (that it is one per seat of this table is `checkState`'s).
 *
 * @example
 * ```ts
 * const stock = perSeat(int(0, 55), 2, 3);
 * ```
 */
export function perSeat<T>(item: Schema<T>, min: number, max: number) {
  return v.pipe(v.array(item), v.minLength(min), v.maxLength(max));
}

/** The part of a schema `settled` reads. */
interface Node {
  readonly type: string;
  readonly wrapped?: Node;
  readonly entries?: Readonly<Record<string, Node>>;
  readonly pipe?: unknown;
}

function settle(node: Node): Node {
  if (node.type === 'optional' || node.type === 'exact_optional' || node.type === 'nullish')
    return settle(node.wrapped!);
  if (node.type === 'strict_object' && !node.pipe) {
    const entries = Object.fromEntries(Object.entries(node.entries!).map(([k, e]) => [k, settle(e)]));
    return strict(entries as v.ObjectEntries) as unknown as Node;
  }
  return node;
}

/**
 * The options as a state keeps them: the game's options schema with every option required and no default. A
 * state holds its options complete (set-up filled in the defaults), so a state that lost one is refused instead
 * of playing on with a default its game was never set up with.
 *
 * @example
 * ```ts
 * settled(optionsSchema); // { turnLimit: 1..100000 }, required
 * ```
 */
export function settled<O>(optionsSchema: Schema<O>): Schema<O> {
  return settle(optionsSchema as unknown as Node) as unknown as Schema<O>;
}
