/**
 * Würfelmarsch's bots at a table: their own Worker (`workers/wuerfelmarsch.ts`), or the page's thread where no Worker can
 * start (see `runner.ts`).
 *
 * @module
 */
import { type TableBots, tableBots } from './runner.js';

/**
 * A runner for Würfelmarsch's bots; the Worker starts on the first bot move.
 *
 * @example
 * ```ts
 * const { move } = await wuerfelmarschBots().run({ game: 'wuerfelmarsch', bot: 'strong', state, seat: 1, rng: Rng.fromSeed('s').state() });
 * ```
 */
export function wuerfelmarschBots(): TableBots {
  return tableBots({
    worker: () => new Worker(new URL('./workers/wuerfelmarsch.js', import.meta.url), { type: 'module' }),
    inPage: () => import('./workers/wuerfelmarsch.js'),
  });
}
