/**
 * Wiezen's bots at a table: their own Worker (`workers/wiezen.ts`), or the page's thread where no Worker can
 * start (see `runner.ts`).
 *
 * @module
 */
import { type TableBots, tableBots } from './runner.js';

/**
 * A runner for Wiezen's bots; the Worker starts on the first bot move.
 *
 * @example
 * ```ts
 * const { move } = await wiezenBots().run({ game: 'wiezen', bot: 'strong', state, seat: 1, rng: Rng.fromSeed('s').state() });
 * ```
 */
export function wiezenBots(): TableBots {
  return tableBots({
    worker: () => new Worker(new URL('./workers/wiezen.js', import.meta.url), { type: 'module' }),
    inPage: () => import('./workers/wiezen.js'),
  });
}
