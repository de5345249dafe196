/**
 * Real-time games: while the table pauses before the next roll, its element draws again when the pause ends (a
 * Lit reactive controller; the timer is cleared when the element leaves the page).
 *
 * @module
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** Draws the host again when the pause before the next roll ends; see the module comment. */
export class RollPauseTimer implements ReactiveController {
  #timer: ReturnType<typeof setTimeout> | null = null;

  /**
   * @param host the table's element
   * @param resumesAt when the pause now ends (`performance.now()` time), `null` when there is none
   */
  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly resumesAt: () => number | null,
  ) {
    host.addController(this);
  }

  hostUpdated(): void {
    const at = this.resumesAt();
    this.#clear();
    this.#timer =
      at != null
        ? setTimeout(() => this.host.requestUpdate(), Math.max(0, at - performance.now()) + 20)
        : null;
  }

  hostDisconnected(): void {
    this.#clear();
  }

  #clear(): void {
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
  }
}
