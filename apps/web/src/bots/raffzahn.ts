/**
 * Raffzahn's bots at a table: their own Worker (`workers/raffzahn.ts`), or the page's thread where no Worker can
 * start (see `runner.ts`).
 *
 * @module
 */
import { type TableBots, tableBots } from './runner.js';

/**
 * A runner for Raffzahn's bots; the Worker starts on the first bot move.
 *
 * @example
 * ```ts
 * const { move } = await raffzahnBots().run({ game: 'raffzahn', bot: 'strong', state, seat: 1, rng: Rng.fromSeed('s').state() });
 * ```
 */
export function raffzahnBots(): TableBots {
  return tableBots({
    worker: () => new Worker(new URL('./workers/raffzahn.js', import.meta.url), { type: 'module' }),
    inPage: () => import('./workers/raffzahn.js'),
  });
}
