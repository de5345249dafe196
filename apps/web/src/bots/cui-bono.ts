/**
 * Cui bono?'s bots at a table: their own Worker (`workers/cui-bono.ts`), or the page's thread where no Worker can
 * start (see `runner.ts`).
 *
 * @module
 */
import { type TableBots, tableBots } from './runner.js';

/**
 * A runner for Cui bono?'s bots; the Worker starts on the first bot move.
 *
 * @example
 * ```ts
 * const { move } = await cuiBonoBots().run({ game: 'cui-bono', bot: 'strong', state, seat: 1, rng: Rng.fromSeed('s').state() });
 * ```
 */
export function cuiBonoBots(): TableBots {
  return tableBots({
    worker: () => new Worker(new URL('./workers/cui-bono.js', import.meta.url), { type: 'module' }),
    inPage: () => import('./workers/cui-bono.js'),
  });
}
