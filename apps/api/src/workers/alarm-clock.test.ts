import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlarmClock } from './alarm-clock.js';
import type { DurableObjectStorage } from './platform.js';

/** A storage that keeps the one alarm, as a Durable Object's does (in whole milliseconds; consumed when it rings). */
function storage() {
  const s = {
    alarm: null as number | null,
    setAlarm: async (at: number) => {
      s.alarm = Math.floor(at);
    },
    deleteAlarm: async () => {
      s.alarm = null;
    },
    getAlarm: async () => s.alarm,
    /** The platform calls `alarm()` at the alarm's time, and the alarm is gone. */
    ring(clock: AlarmClock) {
      vi.setSystemTime(s.alarm!);
      s.alarm = null;
      clock.fire();
    },
  };
  return s;
}

afterEach(() => {
  vi.useRealTimers();
});

/** Lets the clock's pending storage calls settle. */
const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

describe('AlarmClock', () => {
  it('a timer due in a fractional time fires on the first alarm (the alarm is not set before it is due)', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const s = storage();
    const clock = new AlarmClock(s as unknown as DurableObjectStorage);
    const fired: string[] = [];
    // A bot's reaction time is a fraction of a millisecond more than 1234 ms.
    clock.setTimeout(() => fired.push('bot'), 1234.4);
    await vi.waitFor(() => expect(s.alarm).not.toBeNull());
    s.ring(clock);
    expect(fired).toEqual(['bot']);
  });

  it('runs only due timers and sets the alarm to the earliest of the rest; cleared timers never run', async () => {
    vi.useFakeTimers({ now: 0 });
    const s = storage();
    const clock = new AlarmClock(s as unknown as DurableObjectStorage);
    const fired: number[] = [];
    clock.setTimeout(() => fired.push(30), 30);
    const cleared = clock.setTimeout(() => fired.push(10), 10);
    clock.setTimeout(() => fired.push(20), 20);
    clock.clearTimeout(cleared);
    // (The isolate's own timers are not advanced here: an evicted object has only its alarm.)
    await flush();
    expect(s.alarm).toBe(20);
    s.ring(clock);
    expect(fired).toEqual([20]);
    await flush();
    expect(s.alarm).toBe(30);
    s.ring(clock);
    expect(fired).toEqual([20, 30]);
    // Nothing is left: no alarm is set again.
    await Promise.resolve();
    expect(s.alarm).toBeNull();
  });
});

describe('AlarmClock, in memory', () => {
  it("a timer runs at its time on the isolate's own timer, once, without waiting for the alarm", async () => {
    vi.useFakeTimers({ now: 2_000_000 });
    const s = storage();
    const clock = new AlarmClock(s as unknown as DurableObjectStorage);
    const fired: number[] = [];
    clock.setTimeout(() => fired.push(1), 0);
    clock.setTimeout(() => fired.push(2), 50);
    await vi.advanceTimersByTimeAsync(60);
    expect(fired).toEqual([1, 2]);
    // The alarm, when it comes, finds nothing left to run.
    if (s.alarm !== null) s.ring(clock);
    expect(fired).toEqual([1, 2]);
  });
});
