/**
 * A server-sent event stream read with `fetch` (which, unlike `EventSource`, can send the seat's token), that
 * comes back after a dropped connection and says so: {@link readEvents} tells its caller when it is connected
 * (`live`) and when it is trying again (`reconnecting`, with the attempt), waits longer after each failure in a
 * row (a backoff: 0.5 s, 1 s, 2 s, … at most 15 s), and gives up after `attempts` failures in a row, or at once
 * when the server refuses the stream (a 4xx answer: the match is gone, the token is wrong) — rejecting with why.
 *
 * @module
 */

/** One event: its name and its data (the `data:` lines joined). */
export interface StreamEvent {
  readonly name: string;
  readonly data: string;
}

/** How {@link readEvents} reads. */
export interface StreamOptions {
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  /** Aborting ends the stream quietly (the promise resolves). */
  readonly signal: AbortSignal;
  /** Each event; returns `true` when it is the last (the stream is done). */
  onEvent(event: StreamEvent): boolean;
  /** The connection is open (`live`), or dropped and being tried again (`reconnecting`, attempt 1, 2, …). */
  onStatus(status: 'live' | 'reconnecting', attempt: number): void;
  /** Failures in a row before giving up (default 8: about a minute). */
  readonly attempts?: number;
  /** The first wait after a failure, in ms (default 500), doubled after each one up to `maxDelayMs`. */
  readonly delayMs?: number;
  /** The longest wait (default 15 000 ms). */
  readonly maxDelayMs?: number;
}

/** A failure not worth trying again: the server answered, and refused. */
class Refused extends Error {
  override readonly name = 'Refused';
}

/**
 * The wait before attempt `attempt` (1-based) after failures in a row.
 *
 * @example
 * ```ts
 * backoff(1, 500, 15_000); // 500
 * backoff(4, 500, 15_000); // 4000
 * ```
 */
export function backoff(attempt: number, delayMs: number, maxDelayMs: number): number {
  return Math.min(maxDelayMs, delayMs * 2 ** (attempt - 1));
}

/** Splits the text read so far into whole events; returns what is left over. */
function parse(buffer: string, each: (event: StreamEvent) => void): string {
  let rest = buffer.replace(/\r\n/g, '\n');
  for (let end = rest.indexOf('\n\n'); end >= 0; end = rest.indexOf('\n\n')) {
    const lines = rest.slice(0, end).split('\n');
    rest = rest.slice(end + 2);
    const name =
      lines
        .find((l) => l.startsWith('event:'))
        ?.slice(6)
        .trim() ?? 'message';
    const data = lines
      .filter((l) => l.startsWith('data:'))
      .map((l) => l.slice(5).replace(/^ /, ''))
      .join('\n');
    each({ name, data });
  }
  return rest;
}

/** Waits `ms`, or less when aborted (at once when it already was). */
export const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) {
      resolve();
      return;
    }
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

/**
 * Reads the stream until an event says it is the last, or it is aborted; see the module comment.
 *
 * @example
 * ```ts
 * await readEvents({ url, headers, signal, onEvent: (e) => e.name === 'end', onStatus: (s) => show(s) });
 * ```
 */
export async function readEvents(options: StreamOptions): Promise<void> {
  const attempts = options.attempts ?? 8;
  const delayMs = options.delayMs ?? 500;
  const maxDelayMs = options.maxDelayMs ?? 15_000;
  let failures = 0;
  for (;;) {
    let done = false;
    try {
      const res = await fetch(options.url, { headers: options.headers, signal: options.signal });
      if (!res.ok || !res.body) {
        const why = `${res.status} ${res.statusText}`.trim();
        if (res.status >= 400 && res.status < 500) throw new Refused(why);
        throw new Error(why);
      }
      failures = 0;
      options.onStatus('live', 0);
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      while (!done) {
        const { value, done: closed } = await reader.read();
        if (closed) break;
        buffer = parse(buffer + value, (event) => {
          done ||= options.onEvent(event);
        });
      }
      if (done) {
        // The last event is in: a stream that fails to close changes nothing the table needs.
        await reader.cancel().catch(() => undefined);
        return;
      }
    } catch (e) {
      if (options.signal.aborted) return;
      if (e instanceof Refused) throw e;
      failures++;
      if (failures >= attempts) throw e;
    }
    if (options.signal.aborted) return;
    // The stream ended without its last event (the server restarted, the network dropped): try again.
    if (failures === 0) failures = 1;
    options.onStatus('reconnecting', failures);
    await pause(backoff(failures, delayMs, maxDelayMs), options.signal);
    if (options.signal.aborted) return;
  }
}
