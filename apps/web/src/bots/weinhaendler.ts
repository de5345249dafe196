/**
 * Die Weinhändler's bots at a table: their own Worker (`workers/weinhaendler.ts`), or the page's thread where no Worker can
 * start (see `runner.ts`).
 *
 * @module
 */
import { type TableBots, tableBots } from './runner.js';

/**
 * A runner for Die Weinhändler's bots; the Worker starts on the first bot move.
 *
 * @example
 * ```ts
 * const { move } = await weinhaendlerBots().run({ game: 'weinhaendler', bot: 'strong', state, seat: 1, rng: Rng.fromSeed('s').state() });
 * ```
 */
export function weinhaendlerBots(): TableBots {
  return tableBots({
    worker: () => new Worker(new URL('./workers/weinhaendler.js', import.meta.url), { type: 'module' }),
    inPage: () => import('./workers/weinhaendler.js'),
  });
}
