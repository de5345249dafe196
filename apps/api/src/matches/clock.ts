/**
 * What a run-out turn clock does (the clocks themselves, their timers, are `turns.ts`): a person's seat that is to
 * move and has not moved when its clock runs out **loses that one move** — a bot of the table's level makes it,
 * the history marks it `timedOut` — and the seat is the person's again with a fresh clock. After
 * {@link TURN_EXPIRIES_TO_LEAVE} run-out turns in a row the seat counts as left: a bot plays on until the
 * person's next request or stream; a move of the person's own starts the count again.
 *
 * @module
 */
import type { Seat } from '@tafel/core';
import { away, back } from './away.js';
import type { Hall, Live } from './hall.js';
import { TURN_EXPIRIES_TO_LEAVE } from './turns.js';

/**
 * Whether the seat is its person's again after a bot made its move for a run-out clock, the `inARow`-th in a
 * row: yes while the match goes on and the count is under {@link TURN_EXPIRIES_TO_LEAVE}; else it counts as left.
 *
 * @example
 * ```ts
 * backAfterTimeout(1, false); // true: one move lost, the seat is theirs again
 * backAfterTimeout(3, false); // false: three in a row, the seat counts as left
 * ```
 */
export function backAfterTimeout(inARow: number, over: boolean): boolean {
  return !over && inARow < TURN_EXPIRIES_TO_LEAVE;
}

/**
 * The seats a bot took over when their turn ran out (with the match's version then: until the bot has moved
 * for them, only a move of the person's own gives the seat back, a page that reads or listens does not), and the
 * turns in a row each seat let its clock run out. Kept in memory, by match and seat.
 *
 * @example
 * ```ts
 * late.ranOut('m1', 0, 7); // the clock of seat 0 ran out at version 7: a bot plays its move
 * late.waits('m1', 0, 7, false); // true: a read does not give the seat back before the bot moved
 * late.moved('m1', 0, false); // 1: the bot's move for it, the first run-out turn in a row
 * ```
 */
export class LateSeats {
  readonly #late = new Map<string, number>();
  readonly #inARow = new Map<string, number>();

  /** The clock of `seat` ran out at `version`: a bot plays its move. */
  ranOut(id: string, seat: Seat, version: number): void {
    this.#late.set(`${id}:${seat}`, version);
  }

  /**
   * Whether a request of `seat` at `version` must wait to have the seat back: its clock ran out and the bot has
   * not moved for it yet, and the request is no move of its own (`moving`). Otherwise the seat is no longer late.
   */
  waits(id: string, seat: Seat, version: number, moving: boolean): boolean {
    const key = `${id}:${seat}`;
    const late = this.#late.get(key);
    if (late === undefined) return false;
    if (!moving && late === version) return true;
    this.#late.delete(key);
    return false;
  }

  /** The seat is its person's again: it is late no more. */
  clear(id: string, seat: Seat): void {
    this.#late.delete(`${id}:${seat}`);
  }

  /**
   * `seat` moved. Made by the bot for a run-out clock: the turns in a row its clock ran out, this one included.
   * Otherwise `null`, and when its person made it (`personPlays`) the count starts again.
   */
  moved(id: string, seat: Seat, personPlays: boolean): number | null {
    const key = `${id}:${seat}`;
    if (!this.#late.has(key)) {
      if (personPlays) this.#inARow.delete(key);
      return null;
    }
    this.#late.delete(key);
    const inARow = (this.#inARow.get(key) ?? 0) + 1;
    this.#inARow.set(key, inARow);
    return inARow;
  }

  /** Forgets every seat of match `id`. */
  forget(id: string): void {
    for (const map of [this.#late, this.#inARow])
      for (const key of [...map.keys()]) if (key.startsWith(`${id}:`)) map.delete(key);
  }
}

/**
 * The turn clock of a seat ran out: a bot takes it over for its move (if the seat is still to move, with no new
 * clock since, and a person still plays it).
 */
export async function turnOver(hall: Hall, id: string, seat: Seat): Promise<void> {
  const live = await hall.match(id);
  if (hall.turns.running(id, seat) || !live.engine.active().includes(seat)) return;
  await away(hall, live, seat, false);
  const entry = live.stored.seats[seat];
  if (entry?.kind === 'human' && entry.away !== undefined) hall.late.ranOut(id, seat, live.engine.version);
}

/**
 * After move `n` of `seat`: whether a bot made it because the seat's turn clock ran out. Then the move is noted
 * for the log (the table's `timeouts`), and the seat is its person's again with a fresh clock, unless
 * {@link backAfterTimeout} says it counts as left.
 */
export function clockMoved(hall: Hall, live: Live, seat: Seat, n: number, over: boolean): boolean {
  const id = live.stored.id;
  const entry = live.stored.seats[seat];
  const inARow = hall.late.moved(id, seat, entry?.kind === 'human' && entry.away === undefined);
  if (inARow === null) return false;
  const table = { ...live.stored.table, timeouts: [...(live.stored.table.timeouts ?? []), n] };
  live.stored = { ...live.stored, table };
  void hall
    .queued(id, async () => {
      await hall.store.setTable(id, table);
      if (backAfterTimeout(inARow, over)) await back(hall, live, seat);
    })
    .catch((e) => hall.onError(e, id));
  return true;
}
