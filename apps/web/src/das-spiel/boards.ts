/**
 * The games `<tafel-das-spiel>` plays, by id: one board per game, each in its own folder.
 *
 * @module
 */
import type { PyramidBoard } from './board.js';
import { cuiBonoBoard } from './cui-bono/board.js';

/** Every board by game id (`game="…"`). */
export const boards: Readonly<Record<string, PyramidBoard<never, never>>> = {
  'cui-bono': cuiBonoBoard as PyramidBoard<never, never>,
};
