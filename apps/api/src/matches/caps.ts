/**
 * The caps that keep one client from making the server play without end: unfinished all-bot matches one client
 * may host at a time ("play again" on one included; 429 `too-many-matches`), tables waiting for players it may
 * host (429 `too-many-tables`), and tables every person left, which play themselves as an all-bot match does and
 * count towards the same cap — past it they wait, their bots stopped, until someone is back.
 *
 * @module
 */
import { apiError } from '../errors/index.js';
import type { SeatEntry, StoredMatch } from '../store/index.js';
import type { Hall, Live } from './hall.js';

/** Whether a table is played by nobody: `no` (a person is there), `playing` (its bots play on), `paused`. */
export type Unattended = NonNullable<StoredMatch['unattended']>;

/** 429 `too-many-matches` when `creator` already hosts as many unfinished all-bot matches as the cap allows. */
export async function checkAllBotCap(hall: Hall, creator: string): Promise<void> {
  if ((await hall.store.allBotMatches(creator)) >= hall.allBotCap)
    throw apiError('too-many-matches', { cap: hall.allBotCap }, {}, { 'retry-after': '60' });
}

/** 429 `too-many-tables` when `creator` already hosts as many tables waiting for players as the cap allows. */
export async function checkOpenTableCap(hall: Hall, creator: string): Promise<void> {
  if ((await hall.store.waitingTables(creator)) >= hall.openTableCap)
    throw apiError('too-many-tables', { cap: hall.openTableCap }, {}, { 'retry-after': '60' });
}

/** Whether every person of a table (there is one at least) is away: bots play all its seats. */
export function nobodyThere(seats: readonly SeatEntry[]): boolean {
  const people = seats.filter((s) => s.kind === 'human');
  return people.length > 0 && people.every((s) => s.away !== undefined);
}

/**
 * What a table is now, from what it was: attended as soon as a person is there; a table nobody attends keeps
 * what it became when the last person left — it plays on, or waits (`paused`) when its creator was at the cap
 * on all-bot matches (`overCap`) then.
 *
 * @example
 * ```ts
 * unattendedNow('no', true, false); // 'playing'
 * unattendedNow('paused', false, false); // 'no': someone is back
 * ```
 */
export function unattendedNow(was: Unattended, nobody: boolean, overCap: boolean): Unattended {
  if (!nobody) return 'no';
  return was !== 'no' ? was : overCap ? 'paused' : 'playing';
}

/**
 * Notes whether anybody is still at the table. A table every person left plays itself, as an all-bot match
 * does, and counts towards its creator's cap on them; past the cap it waits (its bots stop) until someone is
 * back — so leaving tables cannot run more matches between bots than hosting them could.
 */
export async function attended(hall: Hall, live: Live): Promise<void> {
  const { stored } = live;
  if (stored.allBots) return;
  const nobody = nobodyThere(stored.seats);
  const was = stored.unattended ?? 'no';
  // The store is asked only when the last person just left.
  const overCap =
    nobody && was === 'no' && (await hall.store.allBotMatches(stored.creator)) >= hall.allBotCap;
  const now = unattendedNow(was, nobody, overCap);
  if (now === was) return;
  await hall.store.setUnattended(stored.id, now);
  live.stored = { ...live.stored, unattended: now };
  if (now === 'paused') live.engine.stop();
  else if (was === 'paused' && !hall.closed) live.engine.start();
}
