/**
 * Where a table's bots think: `@tafel/bots`' Web Worker, through its promise-based client, so the page never
 * freezes. The Worker starts on the first bot move (a table against people only never loads it); its chunk holds
 * the bots of every game and is loaded apart from the element's bundle.
 *
 * @module
 */
import { type BotClient, createBotClient } from '@tafel/bots/client';

/**
 * A bots client that starts the Worker on first use.
 *
 * @example
 * ```ts
 * const bots = workerBots();
 * const move = await bots.choose({ gameId: 'wine-cellar', bot: 'strong', state, seat: 1, seed: 's' });
 * ```
 */
export function workerBots(): BotClient {
  let client: BotClient | null = null;
  return {
    choose(request) {
      client ??= createBotClient(new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module' }));
      return client.choose(request);
    },
  };
}
