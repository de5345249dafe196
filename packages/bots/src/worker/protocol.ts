/**
 * The messages between a page and the bots' Web Worker, and the one listening call both ends need: a browser
 * `Worker` (or a worker's `self`) listens with `addEventListener('message')`, Node's `worker_threads` with
 * `on('message')`; {@link listen} takes either, so the same code runs in a page and in a Node test.
 *
 * @module
 */
import type { GameId, RuleErrorJson, Seat } from '@tafel/core';
import type { BotSettings } from '../roster/index.js';

/** Asks for one move: the bot (level or name) of `gameId` chooses for `seat` in `state`. */
export interface BotRequest {
  gameId: GameId;
  /** A level (`easy`, `normal`, `strong`) or a named bot. */
  bot: string;
  state: unknown;
  seat: Seat;
  /** Seed of the bot's generator: with an iteration budget, the same seed gives the same move. */
  seed: string;
  settings?: BotSettings;
}

/** A request on the wire, numbered so that answers find their promise. */
export interface BotMessage extends BotRequest {
  id: number;
}

/** The worker's answer: the move, or the error (a `RuleError` as JSON, or any other error's message). */
export type BotReply = { id: number; move: unknown } | { id: number; error: RuleErrorJson };

/** Either end of a message channel: a browser `Worker` or worker scope, or a `worker_threads` port. */
export type MessageEnd = { postMessage(message: unknown): void } & (
  | { addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void }
  | { on(type: 'message', listener: (data: unknown) => void): unknown }
);

/**
 * Calls `listener` with the data of every message `end` receives, whatever kind of end it is.
 *
 * @example
 * ```ts
 * listen(worker, (data) => console.log(data));
 * ```
 */
export function listen(end: MessageEnd, listener: (data: unknown) => void): void {
  if ('addEventListener' in end) end.addEventListener('message', (event) => listener(event.data));
  else end.on('message', listener);
}
