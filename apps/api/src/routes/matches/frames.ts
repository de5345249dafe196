/**
 * The bytes of a match's event stream: each event framed as server-sent events write it (an `event:` line and
 * one `data:` line of JSON), serialised once however many streams send the same event object, and a batch of
 * them joined into one write.
 *
 * @module
 */
import type { MatchEvent } from '../../matches/hosted.js';

/**
 * An event as the stream writes it (`event:` and `data:` lines; JSON holds no raw line break): made once,
 * however many streams of its audience send the same event object (see `Audience`).
 */
const serialised = new WeakMap<MatchEvent, Uint8Array>();
const utf8 = new TextEncoder();

/**
 * The bytes of an event as the stream writes it, made once an event object.
 *
 * @example
 * ```ts
 * framed({ event: 'gone', reason: 'deleted' }); // the bytes of 'event: gone\ndata: {"reason":"deleted"}\n\n'
 * ```
 */
export function framed(event: MatchEvent): Uint8Array {
  let bytes = serialised.get(event);
  if (bytes === undefined) {
    bytes = utf8.encode(`event: ${event.event}\ndata: ${JSON.stringify(dataOf(event))}\n\n`);
    serialised.set(event, bytes);
  }
  return bytes;
}

/** Byte arrays one after the other, in one array (the one itself when there is one). */
export function joined(parts: Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  const all = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    all.set(p, at);
    at += p.length;
  }
  return all;
}

/** An event's data, as the stream sends it. */
export function dataOf(event: MatchEvent): unknown {
  switch (event.event) {
    case 'gone':
      return { reason: event.reason };
    case 'move':
    case 'milestone':
      return event.entry;
    case 'chat':
      return event.message;
    default:
      return event.view;
  }
}
