/**
 * The live lobby's stream and its fallback, with a stand-in `EventSource` and fake timers: events reach the
 * lobby; while the stream is down the list is read every `pollMs` and a closed stream is opened anew; an open
 * stream reads nothing.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TableListing } from './api.ts';
import { type EventSourceLike, followLobby } from './lobby-live.ts';

/** A stand-in `EventSource`: the test sets its state and sends its events. */
class FakeSource implements EventSourceLike {
  readyState = 0;
  closed = false;
  readonly #listeners = new Map<string, ((e: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (e: MessageEvent<string>) => void): void {
    this.#listeners.set(type, [...(this.#listeners.get(type) ?? []), listener]);
  }
  close(): void {
    this.closed = true;
    this.readyState = 2;
  }
  send(type: string, data: unknown): void {
    for (const l of this.#listeners.get(type) ?? [])
      l({ data: typeof data === 'string' ? data : JSON.stringify(data) } as MessageEvent<string>);
  }
}

const listing = (id: string, open = 1): TableListing => ({
  id,
  game: 'wiezen',
  options: {},
  seats: [{ kind: 'human' }, { kind: 'open' }],
  open,
  created: 1,
});

describe('the live lobby', () => {
  let sources: FakeSource[];
  const heard: unknown[] = [];
  const listener = {
    page: (p: unknown) => heard.push(['page', p]),
    table: (t: TableListing) => heard.push(['table', t.id, t.open]),
    closed: (id: string) => heard.push(['closed', id]),
    poll: () => heard.push(['poll']),
  };
  const open = (url: string) => {
    const s = new FakeSource(url);
    sources.push(s);
    return s;
  };
  beforeEach(() => {
    vi.useFakeTimers();
    sources = [];
    heard.length = 0;
  });
  afterEach(() => vi.useRealTimers());

  it("tells the lobby the stream's first page, each table and each table that closed (and nothing malformed)", () => {
    const live = followLobby('https://tafel.example/', listener, { open });
    expect(sources.map((s) => s.url)).toEqual(['https://tafel.example/v1/tables/events']);
    const s = sources[0]!;
    s.readyState = 1;
    s.send('tables', { tables: [listing('a')], next: 5 });
    s.send('table', listing('b', 2));
    s.send('table', 'not json');
    s.send('closed', { id: 'a' });
    s.send('closed', {});
    expect(heard).toEqual([
      ['page', { tables: [listing('a')], next: 5 }],
      ['table', 'b', 2],
      ['closed', 'a'],
    ]);
    expect(live.connected()).toBe(true);
    // Open: the list is never read.
    vi.advanceTimersByTime(60_000);
    expect(heard.some((h) => (h as string[])[0] === 'poll')).toBe(false);
    live.stop();
    expect(s.closed).toBe(true);
  });

  it('reads the list every pollMs while the stream is down, opens a closed one anew, and stops reading once it is back', () => {
    const live = followLobby('', listener, { open, pollMs: 1000 });
    const polls = () => heard.filter((h) => (h as string[])[0] === 'poll').length;
    // Connecting (the browser retries by itself): read, but no new stream.
    vi.advanceTimersByTime(1000);
    expect([polls(), sources.length]).toEqual([1, 1]);
    // Refused for good (closed): read, and a new stream.
    sources[0]!.readyState = 2;
    vi.advanceTimersByTime(1000);
    expect([polls(), sources.length]).toEqual([2, 2]);
    // Back: no more reading.
    sources[1]!.readyState = 1;
    vi.advanceTimersByTime(5000);
    expect([polls(), sources.length, live.connected()]).toEqual([2, 2, true]);
    live.stop();
    vi.advanceTimersByTime(5000);
    expect(polls()).toBe(2);
  });

  it('falls back to reading when the page has no EventSource at all (opening throws)', () => {
    const live = followLobby('', listener, {
      open: () => {
        throw new Error('no EventSource');
      },
      pollMs: 1000,
    });
    vi.advanceTimersByTime(3000);
    expect(heard.filter((h) => (h as string[])[0] === 'poll').length).toBe(3);
    expect(live.connected()).toBe(false);
    live.stop();
  });
});
