import type { Clock } from '@tafel/core/match';
import { simulatedClock } from '@tafel/core/match';
import { describe, expect, it } from 'vitest';
import { POLL_PRESENCE_MS, Presence, STREAM_LINGER_MS } from './presence.js';

function watch(clock: Clock = simulatedClock()) {
  const gone: string[] = [];
  const changed: string[] = [];
  const presence = new Presence(
    clock,
    (id, seat) => gone.push(`${id}:${seat}`),
    (id, seat) => changed.push(`${id}:${seat}@${clock.now()}`),
  );
  return { presence, gone, changed };
}

describe('presence', () => {
  it('a seat without a stream is gone after the longer of its grace and the polling window', () => {
    const clock = simulatedClock();
    const { presence, gone } = watch(clock);
    presence.seen('m', 1, 60_000);
    expect(presence.connected('m', 1)).toBe(true);
    clock.advance();
    expect(clock.now()).toBe(60_000);
    expect(gone).toEqual(['m:1']);
    // A grace shorter than the polling window: a person who polls is not gone between two polls.
    presence.seen('m', 2, 5_000);
    clock.advance();
    expect(clock.now()).toBe(60_000 + POLL_PRESENCE_MS);
    expect(gone).toEqual(['m:1', 'm:2']);
  });

  it('an open stream keeps the seat; its grace counts from the moment it closes', () => {
    const clock = simulatedClock();
    const { presence, gone } = watch(clock);
    const close = presence.stream('m', 0, 20_000);
    expect(clock.advance()).toBe(false);
    expect(presence.connected('m', 0)).toBe(true);
    clock.setTimeout(close, 100_000);
    // The stream closes, its linger ends, then its grace.
    while (clock.advance());
    expect(clock.now()).toBe(120_000);
    expect(gone).toEqual(['m:0']);
  });

  it('a closed tab is noticed within 3 s: the seat stops being there after the linger, whatever it asked just before', () => {
    const clock = simulatedClock();
    const { presence, changed } = watch(clock);
    const close = presence.stream('m', 1, null);
    // The person moves (a request) and closes the tab a second later.
    clock.setTimeout(() => presence.seen('m', 1, null), 10_000);
    clock.setTimeout(close, 11_000);
    clock.advance();
    clock.advance();
    expect(presence.connected('m', 1)).toBe(true);
    clock.advance();
    expect(clock.now()).toBe(11_000 + STREAM_LINGER_MS);
    expect(STREAM_LINGER_MS).toBeLessThan(3_000);
    expect(presence.connected('m', 1)).toBe(false);
    expect(changed).toEqual([`m:1@${11_000 + STREAM_LINGER_MS}`]);
  });

  it('a reload opens the stream again within the linger: the others never see the seat leave', () => {
    const clock = simulatedClock();
    const { presence, changed } = watch(clock);
    const close = presence.stream('m', 0, null);
    clock.setTimeout(() => {
      close();
      clock.setTimeout(() => presence.stream('m', 0, null), 900);
    }, 5_000);
    while (clock.advance());
    expect(presence.connected('m', 0)).toBe(true);
    expect(changed).toEqual([]);
  });

  it('a table without a grace never lets anyone go', () => {
    const clock = simulatedClock();
    const { presence, gone } = watch(clock);
    presence.seen('m', 0, null);
    expect(clock.advance()).toBe(false);
    expect(gone).toEqual([]);
  });

  it('a timer that fires a little before it is due waits the rest (Node fires timers up to 1 ms early)', () => {
    const inner = simulatedClock();
    // Every timer fires 1 ms before the clock says it is due (but, as in Node, never in less than 1 ms).
    const early: Clock = {
      now: inner.now,
      setTimeout: (fn, ms) => inner.setTimeout(fn, Math.max(1, ms - 1)),
      clearTimeout: inner.clearTimeout,
    };
    const { presence, gone } = watch(early);
    presence.seen('m', 3, 30_000);
    inner.advance();
    expect(gone).toEqual([]);
    expect(presence.connected('m', 3)).toBe(false);
    while (inner.advance());
    expect(gone).toEqual(['m:3']);
    expect(inner.now()).toBeGreaterThanOrEqual(30_000);
  });

  it('after a restart, a seat nobody has come back to is expected and gone after its grace', () => {
    const clock = simulatedClock(1_000);
    const { presence, gone } = watch(clock);
    presence.expect('m', 0, 10_000);
    presence.expect('m', 1, 10_000);
    presence.seen('m', 1, 10_000);
    clock.advance();
    clock.advance();
    expect(gone).toEqual(['m:0', 'm:1']);
    presence.forget('m');
    expect(presence.connected('m', 1)).toBe(false);
  });

  it('a seat that is only expected is not there: connected once it comes, gone after its grace if it never does', () => {
    const clock = simulatedClock();
    const { presence, gone } = watch(clock);
    // A table just begun: the host named a person who has not opened the table yet.
    presence.expect('m', 2, 20_000);
    expect(presence.connected('m', 2)).toBe(false);
    presence.expect('m', 3, 20_000);
    clock.setTimeout(() => presence.seen('m', 3, 20_000), 5_000);
    clock.advance();
    expect(presence.connected('m', 3)).toBe(true);
    clock.advance();
    expect(clock.now()).toBe(20_000);
    expect(gone).toEqual(['m:2']);
    clock.advance();
    expect(gone).toEqual(['m:2', 'm:3']);
  });
});
