/**
 * The messages between a page and the bots' Web Worker, and the one listening call both ends need. A message is
 * core's {@link BotTask} (`@tafel/core/match`: the bot, the state, the seat and the bot's generator as it
 * stands) with a number; the reply is core's {@link BotAnswer} (the move, a real-time reaction's time, the
 * generator as the bot left it) or the error. A browser `Worker` (or a worker's `self`) listens with
 * `addEventListener('message')`, Node's `worker_threads` with `on('message')`; {@link listen} takes either, so
 * the same code runs in a page and in a Node test.
 *
 * @module
 */
import type { RuleErrorJson } from '@tafel/core';
import type { BotAnswer, BotTask } from '@tafel/core/match';
import type { BotSettings } from '../roster/index.js';

/** A task as the Worker takes it: core's, whose settings may also name an iteration budget. */
export type WorkerTask = BotTask & { readonly settings?: BotSettings };

/** A task on the wire, numbered so that answers find their promise. */
export interface BotMessage {
  id: number;
  task: WorkerTask;
}

/** The worker's reply: the answer, or the error (a `RuleError` as JSON, or any other error's message). */
export type BotReply = { id: number; answer: BotAnswer } | { id: number; error: RuleErrorJson };

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
