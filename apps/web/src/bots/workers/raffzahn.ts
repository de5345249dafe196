/**
 * Raffzahn's bots Worker: loaded as a module Worker it answers the table’s tasks with Raffzahn's bots, and only
 * those; imported on the page's thread it hands back the same thinker (see `../serve.ts`).
 *
 * @module
 */
import { raffzahnRoster } from '@tafel/bots/raffzahn';
import { raffzahn } from '@tafel/core/das-spiel/raffzahn';
import { serveGameBots } from '../serve.js';

/** Raffzahn's bots, by level or name: the thinker of their tasks. */
export const thinkTask = serveGameBots(raffzahn, raffzahnRoster);
