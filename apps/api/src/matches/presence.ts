/**
 * Who is at a hosted table: a seat is *connected* while its event stream is open, for {@link STREAM_LINGER_MS}
 * after its last stream closed (a tab closed shows at once; a reload does not), or for a little while after its
 * last request (a client that polls instead of streaming is there too). When a person's seat has been without
 * either for the table's grace period, the match is told to let a bot take it over; the person's next stream or
 * request brings it back. Kept in memory: after a restart nobody is connected, and every seat's grace starts
 * anew.
 *
 * @module
 */
import type { Seat } from '@tafel/core';
import type { Clock } from '@tafel/core/match';

/** How long a request counts as being there, without a stream, in ms. */
export const POLL_PRESENCE_MS = 15_000;

/**
 * How long a seat still counts as there after its last stream closed, in ms: long enough for a reload to open
 * the stream again without the others seeing the person leave, short enough that a closed tab shows within 3 s
 * (requests made while the stream was open do not stretch it: a page that streams is there by its stream).
 */
export const STREAM_LINGER_MS = 2_000;

interface SeatPresence {
  streams: number;
  /** The last time the seat was seen: a request, or its last stream closing. */
  seen: number;
  /** Since when the seat's absence counts towards its grace: when it was last seen, or when it was expected. */
  from: number;
  timer: unknown;
  /** Set while a closed stream's linger runs: at its end the others are told the seat left. */
  linger: unknown;
}

/**
 * The presence of every seat of every match this process serves, and the grace timers.
 *
 * @example
 * ```ts
 * const presence = new Presence(clock, (id, seat) => graceOver(hall, id, seat)); // see away.ts
 * presence.stream(id, 1, grace); // returns the function that ends it
 * ```
 */
export class Presence {
  readonly #clock: Clock;
  readonly #gone: (id: string, seat: Seat) => void;
  readonly #changed: (id: string, seat: Seat) => void;
  readonly #seats = new Map<string, Map<Seat, SeatPresence>>();

  /**
   * `gone` is called when a seat has been away longer than its grace; `changed` when a seat stopped being
   * connected without a request of anyone's (its last stream closed and the linger is over), for the others to be
   * told.
   */
  constructor(
    clock: Clock,
    gone: (id: string, seat: Seat) => void,
    changed: (id: string, seat: Seat) => void = () => {},
  ) {
    this.#clock = clock;
    this.#gone = gone;
    this.#changed = changed;
  }

  #of(id: string, seat: Seat): SeatPresence {
    let match = this.#seats.get(id);
    if (!match) {
      match = new Map();
      this.#seats.set(id, match);
    }
    let p = match.get(seat);
    if (!p) {
      p = {
        streams: 0,
        seen: Number.NEGATIVE_INFINITY,
        from: Number.NEGATIVE_INFINITY,
        timer: null,
        linger: null,
      };
      match.set(seat, p);
    }
    return p;
  }

  /** Whether `seat` of match `id` is there now. */
  connected(id: string, seat: Seat): boolean {
    const p = this.#seats.get(id)?.get(seat);
    return !!p && (p.streams > 0 || this.#clock.now() - p.seen < POLL_PRESENCE_MS);
  }

  /** A request from the seat: it is there; its grace (if any) counts from now. */
  seen(id: string, seat: Seat, grace: number | null): void {
    const p = this.#of(id, seat);
    p.seen = p.from = this.#clock.now();
    this.#plan(id, seat, grace);
  }

  /** A stream of the seat opened; returns the function to call when it closes. */
  stream(id: string, seat: Seat, grace: number | null): () => void {
    const p = this.#of(id, seat);
    p.streams++;
    this.#cancel(p);
    let open = true;
    return () => {
      if (!open) return;
      open = false;
      p.streams--;
      const now = this.#clock.now();
      p.from = now;
      if (p.streams === 0) {
        // Connected for the linger only, whatever requests came while the stream was open.
        p.seen = now - POLL_PRESENCE_MS + STREAM_LINGER_MS;
        if (p.linger !== null) this.#clock.clearTimeout(p.linger);
        p.linger = this.#clock.setTimeout(() => {
          p.linger = null;
          if (!this.connected(id, seat)) this.#changed(id, seat);
        }, STREAM_LINGER_MS);
      }
      this.#plan(id, seat, grace);
    };
  }

  /**
   * Watches a seat nobody is at yet (a match woken after a restart, a game just begun): `gone` comes after its
   * grace unless the seat shows up first. Expected is not there: the seat reads as connected only once it came.
   */
  expect(id: string, seat: Seat, grace: number | null): void {
    const p = this.#of(id, seat);
    if (p.streams === 0 && p.from === Number.NEGATIVE_INFINITY) p.from = this.#clock.now();
    this.#plan(id, seat, grace);
  }

  /** Sets the grace timer of a seat without a stream (none where the table has no grace). */
  #plan(id: string, seat: Seat, grace: number | null): void {
    const p = this.#of(id, seat);
    this.#cancel(p);
    if (grace === null || p.streams > 0) return;
    const due = p.from + Math.max(grace, POLL_PRESENCE_MS);
    p.timer = this.#clock.setTimeout(
      () => {
        p.timer = null;
        if (p.streams > 0) return;
        // Node's timers may fire a millisecond before `Date.now()` says they are due: then wait the rest.
        if (this.#clock.now() < due) this.#plan(id, seat, grace);
        else this.#gone(id, seat);
      },
      Math.max(0, due - this.#clock.now()),
    );
  }

  #cancel(p: SeatPresence): void {
    if (p.timer !== null) this.#clock.clearTimeout(p.timer);
    p.timer = null;
  }

  /** Forgets a match (it ended, was deleted or expired): its timers go. */
  forget(id: string): void {
    for (const p of this.#seats.get(id)?.values() ?? []) {
      this.#cancel(p);
      if (p.linger !== null) this.#clock.clearTimeout(p.linger);
    }
    this.#seats.delete(id);
  }

  /** Stops every timer. */
  close(): void {
    for (const id of [...this.#seats.keys()]) this.forget(id);
  }
}
