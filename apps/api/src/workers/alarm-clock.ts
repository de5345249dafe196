/**
 * A {@link Clock} on a Durable Object's alarm: the timers live in memory and the earliest is the object's one
 * alarm, so a bot that is due wakes the object even after it was evicted. An evicted object loses the timers
 * themselves; it starts again with `HostedMatches.wakeAll()`, which plans every due bot anew from the stored
 * match, and the alarm then finds them due.
 *
 * @module
 */
import type { Clock } from '../matches/hosted.js';
import type { DurableObjectStorage } from './platform.js';

interface Timer {
  at: number;
  fn: () => void;
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
    this.#timers.set(handle, { at: Date.now() + Math.ceil(Math.max(0, ms)), fn });
    void this.#arm();
    return handle;
  }

  clearTimeout(handle: unknown): void {
    this.#timers.delete(handle as number);
    void this.#arm();
  }

  /** Runs every timer that is due and sets the alarm for the next one. */
  fire(): void {
    this.#armed = null;
    const now = Date.now();
    for (const [handle, timer] of [...this.#timers]) {
      if (timer.at > now) continue;
      this.#timers.delete(handle);
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
