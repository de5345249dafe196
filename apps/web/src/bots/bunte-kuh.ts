/**
 * Bunte Kuh's bots at a table: their own Worker (`workers/bunte-kuh.ts`), or the page's thread where no Worker can
 * start (see `runner.ts`).
 *
 * @module
 */
import { type TableBots, tableBots } from './runner.js';

/**
 * A runner for Bunte Kuh's bots; the Worker starts on the first bot move.
 *
 * @example
 * ```ts
 * const { move } = await bunteKuhBots().run({ game: 'bunte-kuh', bot: 'strong', state, seat: 1, rng: Rng.fromSeed('s').state() });
 * ```
 */
export function bunteKuhBots(): TableBots {
  return tableBots({
    worker: () => new Worker(new URL('./workers/bunte-kuh.js', import.meta.url), { type: 'module' }),
    inPage: () => import('./workers/bunte-kuh.js'),
  });
}
