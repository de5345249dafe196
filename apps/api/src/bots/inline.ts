/**
 * Bots that think on the calling thread: for runtimes without worker threads (Cloudflare Workers, where each
 * request has its own CPU limit and bots think by their level's iteration budget) and for tests.
 *
 * @module
 */
import type { BotRunner } from './runner.js';
import { type MakeBot, thinkTask } from './think.js';

/**
 * A runner that thinks inline.
 *
 * @example
 * ```ts
 * const bots = inlineBots();
 * const { move } = await bots.run({ game: 'wine-cellar', bot: 'easy', state, seat: 0, rng }, 'me');
 * ```
 */
export function inlineBots(makeBot?: MakeBot): BotRunner {
  return {
    async run(task) {
      return thinkTask(task, makeBot);
    },
    async close() {},
  };
}
