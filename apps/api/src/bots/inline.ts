/**
 * Bots that think on the calling thread: for runtimes without worker threads (Cloudflare Workers, where each
 * request has its own CPU limit and bots think by their level's iteration budget) and for tests. A task runs
 * when the previous one is done, so answers come in order.
 *
 * @module
 */
import type { BotRunner } from './runner.js';
import { type MakeBot, think } from './think.js';

/**
 * A runner that thinks inline.
 *
 * @example
 * ```ts
 * const bots = inlineBots();
 * const { move } = await bots.run({ game: 'wine-cellar', bot: 'easy', settings: {}, state, seat: 0, seed: 's' }, 'me');
 * ```
 */
export function inlineBots(makeBot?: MakeBot): BotRunner {
  return {
    async run(task) {
      return think(task, makeBot);
    },
    async close() {},
  };
}
