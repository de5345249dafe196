/** The server's clock as the page reads it: the `Date` header's estimate, and a countdown never longer than a turn. */
import { describe, expect, it } from 'vitest';
import { ServerClock, secondsLeft, turnDeadline } from './server-clock.js';

describe('the server clock', () => {
  it('takes the difference from the Date header, half a second into its second, at the middle of the request', () => {
    const clock = new ServerClock();
    expect(clock.offset).toBe(0);
    // The page's clock is 5 s behind: sent at 1000, answered at 1200, the server said 6 s (whole seconds).
    clock.sample(new Date(6000).toUTCString(), 1000, 1200);
    expect(clock.offset).toBe(6000 + 500 - 1100);
    expect(clock.toPage(36_000)).toBe(36_000 - 5400);
  });

  it('averages the estimates, and ignores a missing or unreadable header', () => {
    const clock = new ServerClock();
    clock.sample(null, 0, 0);
    clock.sample('not a date', 0, 0);
    expect(clock.offset).toBe(0);
    clock.sample(new Date(10_000).toUTCString(), 10_000, 10_000);
    clock.sample(new Date(11_000).toUTCString(), 10_000, 10_000);
    expect(clock.offset).toBe(1000);
  });

  it('never counts down more than a whole turn from when the clock was first seen', () => {
    expect(turnDeadline(100_000, 50_000, 30)).toBe(80_000);
    expect(turnDeadline(70_000, 50_000, 30)).toBe(70_000);
    expect(turnDeadline(100_000, 50_000, null)).toBe(100_000);
  });

  it('gives whole seconds left, rounded up, never below zero', () => {
    expect(secondsLeft(10_500, 10_000)).toBe(1);
    expect(secondsLeft(12_000, 10_000)).toBe(2);
    expect(secondsLeft(9_000, 10_000)).toBe(0);
  });
});
