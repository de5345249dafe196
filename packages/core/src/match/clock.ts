/**
 * Simulated time, for tournaments and tests: timers wait until {@link SimulatedClock.advance} moves the clock to
 * the earliest of them, so a real-time race between bots is played as fast as the machine can, with the same
 * arrivals as at the bots' own pace.
 *
 * @module
 */
import type { Clock } from './ports.js';

/** A clock that moves only when told to. */
export interface SimulatedClock extends Clock {
  /** Moves to the earliest timer (ties: the one set first) and runs it; `false` when none is set. */
  advance(): boolean;
}

/**
 * A simulated clock at `start` ms.
 *
 * @example
 * ```ts
 * const clock = simulatedClock();
 * clock.setTimeout(() => console.log(clock.now()), 700);
 * clock.advance(); // logs 700
 * ```
 */
export function simulatedClock(start = 0): SimulatedClock {
  let now = start;
  let next = 0;
  const timers = new Map<number, { at: number; n: number; fn: () => void }>();
  return {
    now: () => now,
    setTimeout(fn, ms) {
      const n = next++;
      timers.set(n, { at: now + Math.max(0, ms), n, fn });
      return n;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    advance() {
      let earliest: { at: number; n: number; fn: () => void } | undefined;
      for (const t of timers.values())
        if (!earliest || t.at < earliest.at || (t.at === earliest.at && t.n < earliest.n)) earliest = t;
      if (!earliest) return false;
      timers.delete(earliest.n);
      now = Math.max(now, earliest.at);
      earliest.fn();
      return true;
    },
  };
}
