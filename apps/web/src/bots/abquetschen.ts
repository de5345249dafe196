/**
 * Abquetschen's bots at a table: their own Worker (`workers/abquetschen.ts`), or the page's thread where no Worker can
 * start (see `runner.ts`).
 *
 * @module
 */
import { type TableBots, tableBots } from './runner.js';

/**
 * A runner for Abquetschen's bots; the Worker starts on the first bot move.
 *
 * @example
 * ```ts
 * const { move } = await abquetschenBots().run({ game: 'abquetschen', bot: 'strong', state, seat: 1, rng: Rng.fromSeed('s').state() });
 * ```
 */
export function abquetschenBots(): TableBots {
  return tableBots({
    worker: () => new Worker(new URL('./workers/abquetschen.js', import.meta.url), { type: 'module' }),
    inPage: () => import('./workers/abquetschen.js'),
  });
}
