/**
 * Abquetschen's bots Worker: loaded as a module Worker it answers the table's requests with Abquetschen's bots, and only
 * those; imported on the page's thread it hands back the same chooser (see `../serve.ts`).
 *
 * @module
 */
import { abquetschenRoster } from '@tafel/bots/abquetschen';
import { abquetschen } from '@tafel/core/das-spiel/abquetschen';
import { serveGameBots } from '../serve.js';

/** Abquetschen's bots, by level or name. */
export const chooseMove = serveGameBots(abquetschen, abquetschenRoster);
