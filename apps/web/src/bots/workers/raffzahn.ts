/**
 * Raffzahn's bots Worker: loaded as a module Worker it answers the table's requests with Raffzahn's bots, and only
 * those; imported on the page's thread it hands back the same chooser (see `../serve.ts`).
 *
 * @module
 */
import { raffzahnRoster } from '@tafel/bots/raffzahn';
import { raffzahn } from '@tafel/core/das-spiel/raffzahn';
import { serveGameBots } from '../serve.js';

/** Raffzahn's bots, by level or name. */
export const chooseMove = serveGameBots(raffzahn, raffzahnRoster);
