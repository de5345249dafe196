/**
 * The server's clock as this page reads it. A hosted match's `turnEndsAt` is in the server's time; the page's
 * clock may be seconds off. Each answer's `Date` header (whole seconds, readable where the API is on the page's
 * own origin or exposes it) gives one estimate of the difference: the server's time at the middle of the
 * request, give or take half a second. The estimates are averaged. Where no header can be read the page's clock
 * is taken as the server's, and a countdown is still kept within the table's turn length (a clock never shows
 * more time than the turn has).
 *
 * @module
 */

/** How many estimates are averaged (the newest). */
const KEPT = 8;

/**
 * The difference between the server's clock and the page's, from answers' `Date` headers.
 *
 * @example
 * ```ts
 * const clock = new ServerClock();
 * const sent = Date.now();
 * const res = await fetch(url);
 * clock.sample(res.headers.get('date'), sent, Date.now());
 * const pageTime = clock.toPage(view.turnEndsAt);
 * ```
 */
export class ServerClock {
  readonly #offsets: number[] = [];

  /**
   * One answer: its `Date` header (or `null`), and the page's time the request was sent and the answer came.
   * A header that cannot be read changes nothing.
   */
  sample(date: string | null, sent: number, received: number): void {
    if (!date) return;
    const server = Date.parse(date);
    if (Number.isNaN(server)) return;
    // The header is whole seconds, cut down: the server's time was within the second after it.
    this.#offsets.push(server + 500 - (sent + received) / 2);
    if (this.#offsets.length > KEPT) this.#offsets.shift();
  }

  /** Server time minus page time, in ms (0 until an answer said the server's time). */
  get offset(): number {
    if (this.#offsets.length === 0) return 0;
    return this.#offsets.reduce((a, b) => a + b, 0) / this.#offsets.length;
  }

  /** A time of the server's (ms since the epoch) on the page's clock. */
  toPage(serverTime: number): number {
    return serverTime - this.offset;
  }
}

/**
 * When a turn clock runs out on the page's clock: the server's `turnEndsAt` moved to the page's clock, but never
 * later than a whole turn after the page first saw this clock (`seen`), which a page clock running behind would
 * otherwise show.
 *
 * @example
 * ```ts
 * turnDeadline(clock.toPage(view.turnEndsAt), seenAt, 30); // at most seenAt + 30 000
 * ```
 */
export function turnDeadline(onPage: number, seen: number, turnSeconds: number | null | undefined): number {
  return turnSeconds ? Math.min(onPage, seen + turnSeconds * 1000) : onPage;
}

/**
 * The whole seconds left until `deadline` at `now` (rounded up, never below 0).
 *
 * @example
 * ```ts
 * secondsLeft(10_500, 10_000); // 1
 * secondsLeft(9_000, 10_000); // 0
 * ```
 */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}
