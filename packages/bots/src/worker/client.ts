/**
 * The page's side of the bots' worker: core's {@link BotRunner} port over messages. Each `run` posts a numbered
 * task and resolves with the bot's answer when it arrives (a `RuleError` from the worker rejects as a
 * `RuleError`), so a match engine (`@tafel/core/match`) runs its bots in the worker as it would anywhere.
 *
 * @module
 */
import { RuleError } from '@tafel/core';
import type { BotAnswer, BotRunner } from '@tafel/core/match';
import { type BotReply, listen, type MessageEnd, type WorkerTask } from './protocol.js';

/** An error reply as the caller sees it: a `RuleError` stays one, anything else is an `Error`. */
export function replyError(reply: Extract<BotReply, { error: unknown }>): Error {
  if (reply.error.code === 'bot-failed') return new Error(reply.error.message);
  return new RuleError(reply.error.code, reply.error.messages, reply.error.details);
}

/** A runner whose tasks may also name an iteration budget (`@tafel/bots`' settings). */
export interface WorkerBotRunner extends BotRunner {
  run(task: WorkerTask, owner?: string, how?: { readonly patient?: boolean }): Promise<BotAnswer>;
}

/**
 * A runner for a worker running `@tafel/bots/worker` (a browser `Worker` or a `node:worker_threads` one).
 *
 * @example
 * ```ts
 * const bots = createBotClient(new Worker(new URL('@tafel/bots/worker', import.meta.url), { type: 'module' }));
 * const { move } = await bots.run({ game: 'wine-cellar', bot: 'easy', state, seat: 0, rng: Rng.fromSeed('s').state() });
 * ```
 */
export function createBotClient(worker: MessageEnd): WorkerBotRunner {
  const waiting = new Map<number, { resolve(answer: BotAnswer): void; reject(error: Error): void }>();
  let next = 0;
  listen(worker, (data) => {
    const reply = data as BotReply;
    const pending = waiting.get(reply.id);
    if (!pending) return;
    waiting.delete(reply.id);
    if ('answer' in reply) pending.resolve(reply.answer);
    else pending.reject(replyError(reply));
  });
  return {
    run(task: WorkerTask) {
      const id = next++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, task });
      });
    },
  };
}

export type { BotMessage, BotReply, MessageEnd, WorkerTask } from './protocol.js';
export { answer } from './reply.js';
