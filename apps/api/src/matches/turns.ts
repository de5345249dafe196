/**
 * A table's turn clock: a person's seat that is to move has the table's `turn` before a bot of the table's level
 * plays that one move for it (see `clock.ts`: the seat is the person's again after it, and after
 * {@link TURN_EXPIRIES_TO_LEAVE} in a row it counts as left). The clock of every seat to move starts anew whenever
 * whose turn it is changes, and a seat's own clock when it moves and is still to move; a seat a bot plays (or one
 * no longer to move) has none. Kept in memory, with time from the {@link Clock} port: after a restart (or when a
 * Durable Object wakes) the match plans its clocks again from then, as the grace counts again.
 *
 * @module
 */
import type { Seat } from '@tafel/core';
import type { Clock } from '@tafel/core/match';

/** Turns in a row a seat may let its clock run out before it counts as left (a bot plays it until it is back). */
export const TURN_EXPIRIES_TO_LEAVE = 3;

interface MatchTurns {
  /** Whose turn it was when the clocks were last planned (the seats to move, joined). */
  key: string | null;
  timers: Map<Seat, { timer: unknown; endsAt: number }>;
}

/**
 * The turn clocks of every match this process serves.
 *
 * @example
 * ```ts
 * const turns = new TurnClock(clock, (id, seat) => turnOver(hall, id, seat)); // see clock.ts
 * turns.plan(id, 30_000, engine.active(), people); // after every change of the match
 * ```
 */
export class TurnClock {
  readonly #clock: Clock;
  readonly #due: (id: string, seat: Seat) => void;
  readonly #matches = new Map<string, MatchTurns>();

  /** `due` is called when a seat was to move for longer than the table's turn. */
  constructor(clock: Clock, due: (id: string, seat: Seat) => void) {
    this.#clock = clock;
    this.#due = due;
  }

  /**
   * Plans the clocks of match `id` after a change: `active` are the seats to move now, `people` the seats a person
   * plays now (not a bot), `fresh` seats whose clock starts anew even if whose turn it is did not change (the seat
   * that just moved, a person just back). `turn` in ms; `null`: the table has no clock.
   */
  plan(
    id: string,
    turn: number | null,
    active: readonly Seat[],
    people: readonly Seat[],
    fresh: readonly Seat[] = [],
  ): void {
    if (turn === null) {
      this.forget(id);
      return;
    }
    let match = this.#matches.get(id);
    if (!match) {
      match = { key: null, timers: new Map() };
      this.#matches.set(id, match);
    }
    const key = [...active].sort((a, b) => a - b).join(',');
    const changed = match.key !== key;
    match.key = key;
    for (const [seat, running] of [...match.timers]) {
      if (changed || fresh.includes(seat) || !active.includes(seat) || !people.includes(seat)) {
        this.#clock.clearTimeout(running.timer);
        match.timers.delete(seat);
      }
    }
    for (const seat of active) {
      if (!people.includes(seat) || match.timers.has(seat)) continue;
      const timers = match.timers;
      const running = { timer: null as unknown, endsAt: this.#clock.now() + turn };
      running.timer = this.#clock.setTimeout(() => {
        if (timers.get(seat) !== running) return;
        timers.delete(seat);
        this.#due(id, seat);
      }, turn);
      timers.set(seat, running);
    }
  }

  /**
   * When the first running clock of match `id` runs out (ms since the epoch, by the {@link Clock}), or `null`
   * when no seat's clock runs: what a table counts down to.
   */
  endsAt(id: string): number | null {
    let first: number | null = null;
    for (const { endsAt } of this.#matches.get(id)?.timers.values() ?? [])
      if (first === null || endsAt < first) first = endsAt;
    return first;
  }

  /** Whether the clock of `seat` of match `id` is running. */
  running(id: string, seat: Seat): boolean {
    return this.#matches.get(id)?.timers.has(seat) ?? false;
  }

  /** Forgets a match (it ended, was deleted, expired, or is read again): its clocks stop. */
  forget(id: string): void {
    for (const { timer } of this.#matches.get(id)?.timers.values() ?? []) this.#clock.clearTimeout(timer);
    this.#matches.delete(id);
  }

  /** Stops every clock. */
  close(): void {
    for (const id of [...this.#matches.keys()]) this.forget(id);
  }
}
