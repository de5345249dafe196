/**
 * Eintrichtern's bots at a table: their own Worker (`workers/eintrichtern.ts`), or the page's thread where no Worker can
 * start (see `runner.ts`).
 *
 * @module
 */
import { type TableBots, tableBots } from './runner.js';

/**
 * A runner for Eintrichtern's bots; the Worker starts on the first bot move.
 *
 * @example
 * ```ts
 * const { move } = await eintrichternBots().run({ game: 'eintrichtern', bot: 'strong', state, seat: 1, rng: Rng.fromSeed('s').state() });
 * ```
 */
export function eintrichternBots(): TableBots {
  return tableBots({
    worker: () => new Worker(new URL('./workers/eintrichtern.js', import.meta.url), { type: 'module' }),
    inPage: () => import('./workers/eintrichtern.js'),
  });
}
