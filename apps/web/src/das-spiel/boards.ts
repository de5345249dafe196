/**
 * Every board of `<tafel-das-spiel>`, by game id, imported at once: for what spans the games (the demo site, the
 * catalogues' test). The element itself loads a game's board only when it plays it (`games.ts`).
 *
 * @module
 */
import type { AnyGame } from '@tafel/core';
import { viewBoxOf, WHOLE } from '../pyramid/zoom.js';
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
 * A board for a host that draws it outside `<tafel-das-spiel>` (the replay): with the pyramid's styles and the
 * whole pyramid's `viewBox`, which the element gives its boards itself. Without them `<tafel-replay>` drew the
 * pyramid SVG with an empty `viewBox` at its default size: a thumbnail in the corner.
 */
const standalone = (board: PyramidBoard<AnyGame>): PyramidBoard<AnyGame> => ({
  ...board,
  styles: pyramidStyles,
  render: (ctx) => board.render({ ...ctx, viewBox: ctx.viewBox || viewBoxOf(WHOLE) }),
});

/** Every pyramid board by game id (`game="…"`). */
export const pyramidBoards: Readonly<Record<PyramidGameId, PyramidBoard<AnyGame>>> = {
  abquetschen: standalone(abquetschenBoard),
  raffzahn: standalone(raffzahnBoard),
  'bunte-kuh': standalone(bunteKuhBoard),
  'cui-bono': standalone(cuiBonoBoard),
  eintrichtern: standalone(eintrichternBoard),
  wuerfelmarsch: standalone(wuerfelmarschBoard),
};
