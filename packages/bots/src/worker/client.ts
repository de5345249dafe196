/**
 * The page's side of the bots' worker: a small promise-based client. Each `choose` posts a numbered request and
 * resolves with the move when its answer arrives (a `RuleError` from the worker rejects as a `RuleError`).
 *
 * @module
 */
import { RuleError } from '@tafel/core';
import { type BotReply, type BotRequest, listen, type MessageEnd } from './protocol.js';

/** Runs bots in a worker. */
export interface BotClient {
  /** The move the requested bot chooses for `seat` (the same as a direct call with the same seed). */
  choose(request: BotRequest): Promise<unknown>;
}

/**
 * A client for a worker running `@tafel/bots/worker` (a browser `Worker` or a `node:worker_threads` one).
 *
 * @example
 * ```ts
 * const bots = createBotClient(new Worker(new URL('@tafel/bots/worker', import.meta.url), { type: 'module' }));
 * const move = await bots.choose({ gameId: 'wine-cellar', bot: 'easy', state, seat: 0, seed: 's' });
 * ```
 */
export function createBotClient(worker: MessageEnd): BotClient {
  const waiting = new Map<number, { resolve(move: unknown): void; reject(error: Error): void }>();
  let next = 0;
  listen(worker, (data) => {
    const reply = data as BotReply;
    const pending = waiting.get(reply.id);
    if (!pending) return;
    waiting.delete(reply.id);
    if ('move' in reply) pending.resolve(reply.move);
    else if (reply.error.code === 'bot-failed') pending.reject(new Error(reply.error.message));
    else pending.reject(new RuleError(reply.error.code, reply.error.messages, reply.error.details));
  });
  return {
    choose(request) {
      const id = next++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker.postMessage({ ...request, id });
      });
    },
  };
}

export type { BotRequest, MessageEnd } from './protocol.js';
