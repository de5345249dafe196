/**
 * Wine Cellar's bots Worker: loaded as a module Worker it answers the table's requests with Wine Cellar's bots, and only
 * those; imported on the page's thread it hands back the same chooser (see `../serve.ts`).
 *
 * @module
 */
import { wineCellarRoster } from '@tafel/bots/wine-cellar';
import { wineCellar } from '@tafel/core/wine-cellar';
import { serveGameBots } from '../serve.js';

/** Wine Cellar's bots, by level or name. */
export const chooseMove = serveGameBots(wineCellar, wineCellarRoster);
