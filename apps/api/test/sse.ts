/**
 * Test support: a server-sent event stream read over `fetch`, an event at a time.
 */
import type { Fetch } from './support.js';

/** One server-sent event. */
export interface Sse {
  event: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever JSON the API sends.
  data: any;
}

/**
 * An event stream at `path`: its status, its events as they come (`next` waits for the next one, up to `ms`;
 * pings are skipped), and `close`.
 */
export async function sseStream(fetch: Fetch, path: string, init: RequestInit = {}, ms = 5000) {
  const abort = new AbortController();
  const res = await fetch(path, { ...init, signal: abort.signal });
  const queue: Sse[] = [];
  const waiting = { wake: (): void => {} };
  const reading = (async () => {
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += value;
      for (let at = buffer.indexOf('\n\n'); at >= 0; at = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
        const data = /^data: (.*)$/m.exec(block)?.[1] ?? '';
        if (event === 'ping') continue;
        queue.push({ event, data: data ? JSON.parse(data) : null });
        waiting.wake();
      }
    }
  })();
  return {
    status: res.status,
    res,
    async next(): Promise<Sse> {
      const end = Date.now() + ms;
      while (queue.length === 0) {
        if (Date.now() > end) throw new Error(`no event within ${ms} ms`);
        await new Promise<void>((r) => {
          waiting.wake = r;
          setTimeout(r, 100);
        });
      }
      return queue.shift()!;
    },
    /** Resolves when the server ended the stream (or it was closed here). */
    ended: reading,
    /** The events that came so far, without waiting. */
    drained: () => queue.splice(0),
    close: async () => {
      abort.abort();
      await reading;
    },
  };
}
