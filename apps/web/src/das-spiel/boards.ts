/**
 * The games `<tafel-das-spiel>` plays, by id: one board per game, each in its own folder.
 *
 * @module
 */
import { abquetschenBoard } from './abquetschen/board.js';
import type { PyramidBoard } from './board.js';
import { bunteKuhBoard } from './bunte-kuh/board.js';
import { cuiBonoBoard } from './cui-bono/board.js';
import { eintrichternBoard } from './eintrichtern/board.js';
import { raffzahnBoard } from './raffzahn/board.js';
import { wuerfelmarschBoard } from './wuerfelmarsch/board.js';

/** Every board by game id (`game="…"`). */
export const boards: Readonly<Record<string, PyramidBoard<never, never>>> = {
  abquetschen: abquetschenBoard as PyramidBoard<never, never>,
  raffzahn: raffzahnBoard as PyramidBoard<never, never>,
  'bunte-kuh': bunteKuhBoard as PyramidBoard<never, never>,
  'cui-bono': cuiBonoBoard as PyramidBoard<never, never>,
  eintrichtern: eintrichternBoard as PyramidBoard<never, never>,
  wuerfelmarsch: wuerfelmarschBoard as PyramidBoard<never, never>,
};
