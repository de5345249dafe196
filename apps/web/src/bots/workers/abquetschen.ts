/**
 * Abquetschen's bots Worker: loaded as a module Worker it answers the table’s tasks with Abquetschen's bots, and only
 * those; imported on the page's thread it hands back the same thinker (see `../serve.ts`).
 *
 * @module
 */
import { abquetschenRoster } from '@tafel/bots/abquetschen';
import { abquetschen } from '@tafel/core/das-spiel/abquetschen';
import { serveGameBots } from '../serve.js';

/** Abquetschen's bots, by level or name: the thinker of their tasks. */
export const thinkTask = serveGameBots(abquetschen, abquetschenRoster);
