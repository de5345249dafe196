/**
 * Würfelmarsch's bots Worker: loaded as a module Worker it answers the table’s tasks with Würfelmarsch's bots, and only
 * those; imported on the page's thread it hands back the same thinker (see `../serve.ts`).
 *
 * @module
 */
import { wuerfelmarschRoster } from '@tafel/bots/wuerfelmarsch';
import { wuerfelmarsch } from '@tafel/core/das-spiel/wuerfelmarsch';
import { serveGameBots } from '../serve.js';

/** Würfelmarsch's bots, by level or name: the thinker of their tasks. */
export const thinkTask = serveGameBots(wuerfelmarsch, wuerfelmarschRoster);
