/**
 * Every board of `<tafel-das-spiel>`, by game id, imported at once: for what spans the games (the demo site, the
 * catalogues' test). The element itself loads a game's board only when it plays it (`games.ts`).
 *
 * @module
 */
import type { AnyGame } from '@tafel/core';
import { abquetschenBoard } from './abquetschen/board.js';
import type { PyramidBoard } from './board.js';
import { bunteKuhBoard } from './bunte-kuh/board.js';
import { cuiBonoBoard } from './cui-bono/board.js';
import { eintrichternBoard } from './eintrichtern/board.js';
import type { PyramidGameId } from './games.js';
import { raffzahnBoard } from './raffzahn/board.js';
import { wuerfelmarschBoard } from './wuerfelmarsch/board.js';

/** Every pyramid board by game id (`game="…"`). */
export const pyramidBoards: Readonly<Record<PyramidGameId, PyramidBoard<AnyGame>>> = {
  abquetschen: abquetschenBoard,
  raffzahn: raffzahnBoard,
  'bunte-kuh': bunteKuhBoard,
  'cui-bono': cuiBonoBoard,
  eintrichtern: eintrichternBoard,
  wuerfelmarsch: wuerfelmarschBoard,
};
