/**
 * The idle wait of a server-sent event stream's loop: it sleeps until something wakes it (events arrived, the
 * reader left, the server closes) or until it has been quiet for a while, when the loop sends a `ping` so that
 * proxies and the reader know the stream is alive. The lobby's stream and a match's share it.
 *
 * @module
 */

/**
 * One stream loop's waker.
 *
 * @example
 * ```ts
 * const quiet = new Quiet();
 * source.on('event', () => quiet.wake());
 * while (open) if (await quiet.wait(15_000)) await stream.writeSSE({ event: 'ping', data: '' });
 * ```
 */
export class Quiet {
  #wake: (() => void) | null = null;

  /** Ends the current wait at once (nothing happens when the loop is not waiting). */
  wake(): void {
    this.#wake?.();
  }

  /** Resolves `true` after `ms` of quiet, or `false` as soon as {@link wake} is called. */
  wait(ms: number): Promise<boolean> {
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        this.#wake = null;
        resolve(true);
      }, ms);
      this.#wake = () => {
        clearTimeout(timer);
        this.#wake = null;
        resolve(false);
      };
    });
  }
}
