/**
 * The bots' Web Worker entry: loaded as a module worker, it answers `{ id, gameId, bot, state, seat, seed }`
 * messages with the bot's move, so a page thinks without freezing. Pair it with `createBotClient` from
 * `@tafel/bots/client`:
 *
 * ```ts
 * const worker = new Worker(new URL('@tafel/bots/worker', import.meta.url), { type: 'module' });
 * const bots = createBotClient(worker);
 * const move = await bots.choose({ gameId: 'wiezen', bot: 'strong', state, seat: 2, seed: 'deal-3' });
 * ```
 *
 * In Node, serve a `worker_threads` port yourself with {@link serve}.
 *
 * @module
 */
import type { MessageEnd } from './protocol.js';
import { serve } from './serve.js';

/** Inside a browser's dedicated worker, start answering at once. */
const scope = globalThis as { WorkerGlobalScope?: unknown };
if (
  typeof scope.WorkerGlobalScope === 'function' &&
  globalThis instanceof (scope.WorkerGlobalScope as never)
) {
  serve(globalThis as unknown as MessageEnd);
}

export type { BotMessage, BotReply, BotRequest, MessageEnd } from './protocol.js';
export { answer, chooseMove, serve } from './serve.js';
