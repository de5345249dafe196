/**
 * The games `<tafel-das-spiel>` plays, by game id: one board per game, each in its own folder.
 *
 * @module
 */
import type { AnyGame } from '@tafel/core';
import { abquetschenBoard } from './abquetschen/board.js';
import type { PyramidBoard } from './board.js';
import { bunteKuhBoard } from './bunte-kuh/board.js';
import { cuiBonoBoard } from './cui-bono/board.js';
import { eintrichternBoard } from './eintrichtern/board.js';
import { raffzahnBoard } from './raffzahn/board.js';
import { wuerfelmarschBoard } from './wuerfelmarsch/board.js';

/** Every pyramid board by game id (`game="…"`), each typed by its game. */
export const pyramidBoards = {
  abquetschen: abquetschenBoard,
  raffzahn: raffzahnBoard,
  'bunte-kuh': bunteKuhBoard,
  'cui-bono': cuiBonoBoard,
  eintrichtern: eintrichternBoard,
  wuerfelmarsch: wuerfelmarschBoard,
} as const;

/** A game of the pyramid. */
export type PyramidGameId = keyof typeof pyramidBoards;

/**
 * The board of a game id the element plays, or `undefined`.
 *
 * @example
 * ```ts
 * pyramidBoardOf('cui-bono')?.defaultSeats; // 'you,bot'
 * ```
 */
export function pyramidBoardOf(id: string): PyramidBoard<AnyGame> | undefined {
  return Object.hasOwn(pyramidBoards, id)
    ? (pyramidBoards[id as PyramidGameId] as unknown as PyramidBoard<AnyGame>)
    : undefined;
}
