/**
 * Wine Cellar's bots Worker: loaded as a module Worker it answers the table’s tasks with Wine Cellar's bots, and only
 * those; imported on the page's thread it hands back the same thinker (see `../serve.ts`).
 *
 * @module
 */
import { wineCellarRoster } from '@tafel/bots/wine-cellar';
import { wineCellar } from '@tafel/core/wine-cellar';
import { serveGameBots } from '../serve.js';

/** Wine Cellar's bots, by level or name: the thinker of their tasks. */
export const thinkTask = serveGameBots(wineCellar, wineCellarRoster);
