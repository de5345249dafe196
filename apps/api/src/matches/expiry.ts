/**
 * Expiry of hosted matches: a waiting table nobody joins, an unfinished match nobody touches, and a finished
 * match (with its record) each expire after their time (`waitMs`, `idleMs`, `keepMs`). One sweep removes what
 * expired (its streams end with `gone`, it leaves the lobby) and sets the next for when the next one will; after
 * a restart every unfinished match wakes, its bots move again.
 *
 * @module
 */
import type { Hall } from './hall.js';
import { unlist } from './lobby.js';

/** The longest a timer is set for: beyond it, the sweep simply looks again (Node's timers overflow at 24.8 days). */
const LONGEST_TIMER = 6 * 60 * 60 * 1000;

/** Removes every match that expired, and sets the next sweep for when the next one will. */
export async function sweep(hall: Hall): Promise<string[]> {
  if (hall.closed) return [];
  const now = hall.clock.now();
  const { ids, next } = await hall.store.expired(now, hall.idleMs, hall.keepMs, hall.waitMs);
  for (const id of ids) {
    await hall.queued(id, async () => {
      await hall.store.remove(id);
      hall.forget(id, 'expired');
      unlist(hall, id);
    });
  }
  if (hall.sweep !== null) hall.clock.clearTimeout(hall.sweep);
  hall.sweep = null;
  if (next !== null) planSweep(hall, next);
  return ids;
}

/** Makes sure a sweep comes by `at` (or sooner). */
export function planSweep(hall: Hall, at: number): void {
  if (hall.closed || hall.sweep !== null) return;
  const ms = Math.min(Math.max(0, at - hall.clock.now()), LONGEST_TIMER);
  hall.sweep = hall.clock.setTimeout(() => {
    hall.sweep = null;
    void sweep(hall).catch((e) => console.error('tafel: sweeping expired matches failed', e));
  }, ms);
}

/** Lets every unfinished match's bots move (after a restart), and removes what expired meanwhile. */
export async function wakeAll(hall: Hall): Promise<number> {
  await sweep(hall);
  const ids = await hall.store.unfinished();
  for (const id of ids) await hall.match(id).catch((e) => hall.onError(e, id));
  return ids.length;
}
