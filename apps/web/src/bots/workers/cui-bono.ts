/**
 * Cui bono?'s bots Worker: loaded as a module Worker it answers the table’s tasks with Cui bono?'s bots, and only
 * those; imported on the page's thread it hands back the same thinker (see `../serve.ts`).
 *
 * @module
 */
import { cuiBonoRoster } from '@tafel/bots/cui-bono';
import { cuiBono } from '@tafel/core/das-spiel/cui-bono';
import { serveGameBots } from '../serve.js';

/** Cui bono?'s bots, by level or name: the thinker of their tasks. */
export const thinkTask = serveGameBots(cuiBono, cuiBonoRoster);
