/**
 * Bunte Kuh's bots Worker: loaded as a module Worker it answers the table’s tasks with Bunte Kuh's bots, and only
 * those; imported on the page's thread it hands back the same thinker (see `../serve.ts`).
 *
 * @module
 */
import { bunteKuhRoster } from '@tafel/bots/bunte-kuh';
import { bunteKuh } from '@tafel/core/das-spiel/bunte-kuh';
import { serveGameBots } from '../serve.js';

/** Bunte Kuh's bots, by level or name: the thinker of their tasks. */
export const thinkTask = serveGameBots(bunteKuh, bunteKuhRoster);
