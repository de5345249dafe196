/**
 * The bots' Web Worker entry: loaded as a module worker, it answers `{ id, task }` messages (core's `BotTask`)
 * with the bot's answer (core's `BotAnswer`: the move and the bot's generator as it left it), so a page thinks
 * without freezing. Pair it with `createBotClient` from `@tafel/bots/client`, a `BotRunner` for a match engine:
 *
 * ```ts
 * const worker = new Worker(new URL('@tafel/bots/worker', import.meta.url), { type: 'module' });
 * const bots = createBotClient(worker);
 * const { move } = await bots.run({ game: 'wiezen', bot: 'strong', state, seat: 2, rng: Rng.fromSeed('deal-3').state() });
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

export type { BotMessage, BotReply, MessageEnd, WorkerTask } from './protocol.js';
export { answer } from './reply.js';
export { serve, thinkTask } from './serve.js';
