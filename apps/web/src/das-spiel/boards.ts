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
import { pyramidStyles } from './styles.js';
import { wuerfelmarschBoard } from './wuerfelmarsch/board.js';

/**
 * A board with the pyramid's styles, for a host that draws it outside `<tafel-das-spiel>` (the element has them
 * itself): without them `<tafel-replay>` drew the pyramid at the SVG's default size, a thumbnail in its corner.
 */
const styled = (board: PyramidBoard<AnyGame>): PyramidBoard<AnyGame> => ({ ...board, styles: pyramidStyles });

/** Every pyramid board by game id (`game="…"`). */
export const pyramidBoards: Readonly<Record<PyramidGameId, PyramidBoard<AnyGame>>> = {
  abquetschen: styled(abquetschenBoard),
  raffzahn: styled(raffzahnBoard),
  'bunte-kuh': styled(bunteKuhBoard),
  'cui-bono': styled(cuiBonoBoard),
  eintrichtern: styled(eintrichternBoard),
  wuerfelmarsch: styled(wuerfelmarschBoard),
};
