/**
 * Wiezen's bots Worker: loaded as a module Worker it answers the table’s tasks with Wiezen's bots, and only
 * those; imported on the page's thread it hands back the same thinker (see `../serve.ts`).
 *
 * @module
 */
import { wiezenRoster } from '@tafel/bots/wiezen';
import { wiezen } from '@tafel/core/wiezen';
import { serveGameBots } from '../serve.js';

/** Wiezen's bots, by level or name: the thinker of their tasks. */
export const thinkTask = serveGameBots(wiezen, wiezenRoster);
