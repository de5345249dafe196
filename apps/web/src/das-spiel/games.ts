/**
 * The games `<tafel-das-spiel>` plays, and how it gets each: the element knows the games' ids and their bots
 * (small: each starts its own Worker), and loads a game's board — with its rules — only when a table plays it, so
 * a page with one dice game loads that game's rules and no other's.
 *
 * @module
 */
import type { AnyGame } from '@tafel/core';
import { abquetschenBots } from '../bots/abquetschen.js';
import { bunteKuhBots } from '../bots/bunte-kuh.js';
import { cuiBonoBots } from '../bots/cui-bono.js';
import { eintrichternBots } from '../bots/eintrichtern.js';
import { raffzahnBots } from '../bots/raffzahn.js';
import type { TableBots } from '../bots/runner.js';
import { wuerfelmarschBots } from '../bots/wuerfelmarsch.js';
import type { PyramidBoard } from './board.js';

/** The games of the pyramid, in the order the element names them. */
export const PYRAMID_GAMES = [
  'abquetschen',
  'raffzahn',
  'bunte-kuh',
  'cui-bono',
  'eintrichtern',
  'wuerfelmarsch',
] as const;

/** A game of the pyramid. */
export type PyramidGameId = (typeof PYRAMID_GAMES)[number];

/** Each game's bots runner (its own Worker, started on that game's first bot move). */
export const pyramidBots: Readonly<Record<PyramidGameId, () => TableBots>> = {
  abquetschen: abquetschenBots,
  raffzahn: raffzahnBots,
  'bunte-kuh': bunteKuhBots,
  'cui-bono': cuiBonoBots,
  eintrichtern: eintrichternBots,
  wuerfelmarsch: wuerfelmarschBots,
};

/** Each game's board, loaded on demand (a chunk of its own in a bundle). */
const loaders: Readonly<Record<PyramidGameId, () => Promise<PyramidBoard<AnyGame>>>> = {
  abquetschen: () => import('./abquetschen/board.js').then((m) => m.abquetschenBoard),
  raffzahn: () => import('./raffzahn/board.js').then((m) => m.raffzahnBoard),
  'bunte-kuh': () => import('./bunte-kuh/board.js').then((m) => m.bunteKuhBoard),
  'cui-bono': () => import('./cui-bono/board.js').then((m) => m.cuiBonoBoard),
  eintrichtern: () => import('./eintrichtern/board.js').then((m) => m.eintrichternBoard),
  wuerfelmarsch: () => import('./wuerfelmarsch/board.js').then((m) => m.wuerfelmarschBoard),
};

/** Whether `id` names a game of the pyramid. */
export const isPyramidGame = (id: string): id is PyramidGameId =>
  (PYRAMID_GAMES as readonly string[]).includes(id);

/**
 * The board of a game of the pyramid, loaded once.
 *
 * @example
 * ```ts
 * const board = await loadPyramidBoard('cui-bono');
 * board.defaultSeats; // 'you,bot'
 * ```
 */
export function loadPyramidBoard(id: PyramidGameId): Promise<PyramidBoard<AnyGame>> {
  let loading = loaded.get(id);
  if (!loading) {
    loading = loaders[id]();
    loaded.set(id, loading);
  }
  return loading;
}

const loaded = new Map<PyramidGameId, Promise<PyramidBoard<AnyGame>>>();
