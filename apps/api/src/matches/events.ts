/**
 * A hosted match's event streams: who listens (a seat, or a spectator; by a bearer token or a stream ticket), what
 * each hears — the view now and after every change, each move as its seat saw it and each milestone in its
 * language, `end` with the last view, `gone` when the match is deleted, expires or the server stops, chat
 * messages — and a seat's presence while its stream is open. The events are made once per audience (a seat,
 * or the spectators, in a language) however many streams it has (see `audience.ts`).
 *
 * @module
 */
import type { Lang, Seat } from '@tafel/core';
import type { HostedEvent as MatchEvent } from '@tafel/core/match';
import type { Listener } from './audience.js';
import { arrived } from './away.js';
import { type Caller, callerOf } from './callers.js';
import { clockMoved } from './clock.js';
import type { Hall, Live } from './hall.js';
import { milestoneEntry, moveEntry } from './log.js';

/** The auth of a stream: a bearer token, or a stream ticket (for `EventSource`). */
export interface StreamAuth {
  authorization?: string | undefined;
  ticket?: string | undefined;
}

/** A stream ticket for the caller of match `id` (a spectator's without a token); see `tickets.ts`. */
export async function ticket(
  hall: Hall,
  id: string,
  authorization: string | undefined,
): Promise<{ ticket: string; expires: number }> {
  const stored = await hall.stored(id);
  const { seat } = callerOf(stored, authorization);
  return hall.tickets.issue(id, seat);
}

/**
 * Calls `send` with the seat's view now and after every change (with each move as the seat saw it, and each
 * milestone, in `lang`), then `end` with the last view when the match is over (or `gone` when it is deleted,
 * expires or the server stops); returns the unsubscribe function. The seat comes from a bearer token or a
 * stream ticket. While the stream is open, the seat counts as there.
 */
export async function subscribe(
  hall: Hall,
  id: string,
  auth: StreamAuth,
  lang: Lang,
  send: (event: MatchEvent) => void,
  client: string,
): Promise<() => void> {
  const live = await hall.match(id);
  const caller: Caller =
    auth.ticket !== undefined
      ? { seat: hall.tickets.redeem(auth.ticket, id), host: false }
      : callerOf(live.stored, auth.authorization);
  const { seat } = caller;
  const first = hall.view(live, caller);
  if (first.outcome !== null) {
    send({ event: 'end', view: first });
    return () => {};
  }
  const listener: Listener = { seat, lang, send };
  // Past the limits nothing is opened: no presence, no stream.
  const leave = hall.audience.join(id, client, listener);
  const stop = seat === null ? () => {} : hall.presence.stream(id, seat, live.stored.table.grace);
  await arrived(hall, live, seat);
  send({ event: 'view', view: hall.view(live, caller) });
  // The others see that the seat is there.
  if (seat !== null) hall.tellSeats(live, listener);
  return () => {
    stop();
    leave();
    if (seat !== null)
      void hall
        .match(id)
        .then((l) => hall.tellSeats(l))
        .catch(() => undefined);
  };
}

/** Every stream of the match hears of a move: the move as its seat saw it, a milestone, the new view. */
export function told(hall: Hall, id: string, live: Live, move: { seat: Seat; move: unknown }): void {
  const over = live.engine.outcome !== null;
  const n = live.engine.version - 1;
  const timedOut = clockMoved(hall, live, move.seat, n, over);
  const game = live.engine.game;
  // Once per audience (a seat, or the spectators, in a language), the same events for all its streams.
  hall.audience.tell(id, (seat, lang) => {
    const events: MatchEvent[] = [
      { event: 'move', entry: moveEntry(game, live.before, move, n, seat, lang, timedOut) },
    ];
    const m = milestoneEntry(game, live.before, live.engine.state, n, lang);
    if (m) events.push({ event: 'milestone', entry: m });
    const view = hall.view(live, { seat, host: false });
    events.push(over ? { event: 'end', view } : { event: 'view', view });
    return events;
  });
  if (over) hall.audience.end(id);
  // Whose turn it is may have changed: the clocks of the seats to move.
  if (!over) hall.planTurns(live, [move.seat]);
  // A finished match needs no engine: its record is in the store.
  if (over) {
    hall.presence.forget(id);
    hall.drop(id);
  }
}

/** Sends `event` to every open stream of match `id` (a chat message). */
export function broadcast(hall: Hall, id: string, event: MatchEvent): void {
  hall.audience.tell(id, () => [event]);
}
