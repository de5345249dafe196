/**
 * Wine Cellar's bots at a table: their own Worker (`workers/wine-cellar.ts`), or the page's thread where no Worker can
 * start (see `runner.ts`).
 *
 * @module
 */
import { type TableBots, tableBots } from './runner.js';

/**
 * A runner for Wine Cellar's bots; the Worker starts on the first bot move.
 *
 * @example
 * ```ts
 * const { move } = await wineCellarBots().run({ game: 'wine-cellar', bot: 'strong', state, seat: 1, rng: Rng.fromSeed('s').state() });
 * ```
 */
export function wineCellarBots(): TableBots {
  return tableBots({
    worker: () => new Worker(new URL('./workers/wine-cellar.js', import.meta.url), { type: 'module' }),
    inPage: () => import('./workers/wine-cellar.js'),
  });
}
