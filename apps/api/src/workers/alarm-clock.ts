/**
 * A {@link Clock} on a Durable Object's alarm: the timers live in memory and the earliest is the object's one
 * alarm, so a bot that is due wakes the object even after it was evicted. While the object is in memory each
 * timer also runs on the isolate's own timer, at its time (an alarm is delivered later than that, and a bot
 * answering at once should not wait for one); whichever comes first runs it, once. An evicted object loses the
 * timers themselves; it starts again with `HostedMatches.wakeAll()`, which plans every due bot anew from the
 * stored match, and the alarm then finds them due.
 *
 * @module
 */
import type { Clock } from '../matches/hosted.js';
import type { DurableObjectStorage } from './platform.js';

interface Timer {
  at: number;
  fn: () => void;
  /** The isolate's own timer for it. */
  local: ReturnType<typeof setTimeout>;
}

/** The alarm clock of one Durable Object; call {@link AlarmClock.fire} from the object's `alarm()`. */
export class AlarmClock implements Clock {
  readonly #storage: DurableObjectStorage;
  readonly #timers = new Map<number, Timer>();
  #next = 0;
  #armed: number | null = null;

  constructor(storage: DurableObjectStorage) {
    this.#storage = storage;
  }

  now(): number {
    return Date.now();
  }

  setTimeout(fn: () => void, ms: number): unknown {
    const handle = this.#next++;
    // Whole milliseconds, rounded up: an alarm is set in whole milliseconds, and one set before a fractional due
    // time would fire early, find nothing due and be set again.
    const wait = Math.ceil(Math.max(0, ms));
    const local = setTimeout(() => this.#run(handle), wait);
    this.#timers.set(handle, { at: Date.now() + wait, fn, local });
    void this.#arm();
    return handle;
  }

  clearTimeout(handle: unknown): void {
    const timer = this.#timers.get(handle as number);
    if (timer) clearTimeout(timer.local);
    this.#timers.delete(handle as number);
    void this.#arm();
  }

  /** Runs one timer, if it is still set. */
  #run(handle: number): void {
    const timer = this.#timers.get(handle);
    if (!timer) return;
    this.#timers.delete(handle);
    clearTimeout(timer.local);
    void this.#arm();
    timer.fn();
  }

  /** Runs every timer that is due and sets the alarm for the next one. */
  fire(): void {
    this.#armed = null;
    const now = Date.now();
    for (const [handle, timer] of [...this.#timers]) {
      if (timer.at > now) continue;
      this.#timers.delete(handle);
      clearTimeout(timer.local);
      timer.fn();
    }
    void this.#arm();
  }

  /** Sets the alarm to the earliest timer (or removes it when none is left). */
  async #arm(): Promise<void> {
    let earliest: number | null = null;
    for (const { at } of this.#timers.values()) if (earliest === null || at < earliest) earliest = at;
    if (earliest === this.#armed) return;
    this.#armed = earliest;
    if (earliest === null) await this.#storage.deleteAlarm();
    else await this.#storage.setAlarm(earliest);
  }
}
