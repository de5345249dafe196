/**
 * Eintrichtern's bots Worker: loaded as a module Worker it answers the table’s tasks with Eintrichtern's bots, and only
 * those; imported on the page's thread it hands back the same thinker (see `../serve.ts`).
 *
 * @module
 */
import { eintrichternRoster } from '@tafel/bots/eintrichtern';
import { eintrichtern } from '@tafel/core/das-spiel/eintrichtern';
import { serveGameBots } from '../serve.js';

/** Eintrichtern's bots, by level or name: the thinker of their tasks. */
export const thinkTask = serveGameBots(eintrichtern, eintrichternRoster);
