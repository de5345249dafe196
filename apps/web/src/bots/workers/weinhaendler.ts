/**
 * Die Weinhändler's bots Worker: loaded as a module Worker it answers the table’s tasks with Die Weinhändler's bots, and only
 * those; imported on the page's thread it hands back the same thinker (see `../serve.ts`).
 *
 * @module
 */
import { weinhaendlerRoster } from '@tafel/bots/weinhaendler';
import { weinhaendler } from '@tafel/core/weinhaendler';
import { serveGameBots } from '../serve.js';

/** Die Weinhändler's bots, by level or name: the thinker of their tasks. */
export const thinkTask = serveGameBots(weinhaendler, weinhaendlerRoster);
