/**
 * Every game's board, by game id (`GameId`, the registry's): what each game brings to a table. Each element
 * imports only its own boards (a page that embeds one game bundles that game only); this registry is for what
 * spans the games — the demo site's lobby, and the tests that every board's catalogue is whole.
 *
 * @module
 */
import type { AnyGame, GameId } from '@tafel/core';
import { pyramidBoards } from './das-spiel/boards.js';
import type { Board } from './table/board.js';
import { weinhaendlerBoard } from './weinhaendler/board.js';
import { wiezenBoard } from './wiezen/board.js';
import { wineCellarBoard } from './wine-cellar/board.js';

/** A game's board, and the element (and its `game` attribute) that plays it. */
export interface BoardEntry {
  readonly board: Board<AnyGame>;
  readonly tag: string;
  readonly game?: string;
}

/** Every board, by game id. */
export const boards: Readonly<Record<GameId, BoardEntry>> = {
  'wine-cellar': { board: wineCellarBoard, tag: 'tafel-wine-cellar' },
  wiezen: { board: wiezenBoard, tag: 'tafel-wiezen' },
  weinhaendler: { board: weinhaendlerBoard, tag: 'tafel-weinhaendler' },
  abquetschen: { board: pyramidBoards.abquetschen, tag: 'tafel-das-spiel', game: 'abquetschen' },
  raffzahn: { board: pyramidBoards.raffzahn, tag: 'tafel-das-spiel', game: 'raffzahn' },
  'bunte-kuh': { board: pyramidBoards['bunte-kuh'], tag: 'tafel-das-spiel', game: 'bunte-kuh' },
  'cui-bono': { board: pyramidBoards['cui-bono'], tag: 'tafel-das-spiel', game: 'cui-bono' },
  eintrichtern: { board: pyramidBoards.eintrichtern, tag: 'tafel-das-spiel', game: 'eintrichtern' },
  wuerfelmarsch: { board: pyramidBoards.wuerfelmarsch, tag: 'tafel-das-spiel', game: 'wuerfelmarsch' },
};
