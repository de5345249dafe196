/**
 * `@tafel/web` — Tafel's tables as custom elements. Importing this module defines every element
 * (`<tafel-wine-cellar>`, `<tafel-wiezen>`, `<tafel-weinhaendler>`, `<tafel-das-spiel>`, and `<tafel-replay>` that
 * steps through a record) and exports their classes; `@tafel/web/<game>` defines one element only (`@tafel/web/wiezen`, …), so a page bundles one game.
 *
 * @example
 * ```ts
 * import '@tafel/web/wine-cellar';
 * document.body.append(Object.assign(document.createElement('tafel-wine-cellar'), { seed: 'demo' }));
 * ```
 *
 * @module
 */

export type { MatchRecord, Outcome, Seat } from '@tafel/core';
export type { BotAnswer, BotRunner, BotTask, SeatSpec } from '@tafel/core/match';
export type { BoardEntry } from './boards.js';
export { boards } from './boards.js';
export type { BotThread, TableBots } from './bots/runner.js';
export { DICE_COLOURS } from './das-spiel/element.js';
export { TafelDasSpiel } from './elements/tafel-das-spiel.js';
export { TafelReplay } from './elements/tafel-replay.js';
export { TafelWeinhaendler } from './elements/tafel-weinhaendler.js';
export { TafelWiezen } from './elements/tafel-wiezen.js';
export { TafelWineCellar } from './elements/tafel-wine-cellar.js';
export type { StepDetail } from './replay/element.js';
export type { Timeline, Viewer } from './replay/timeline.js';
export type { Board, BoardContext, MoveControl } from './table/board.js';
export { LocalMatch } from './table/local-match.js';
export type {
  MatchEvent,
  MatchStatus,
  MoveOf,
  Rematch,
  SeenMove,
  StateOf,
  TableInfo,
  TableMatch,
  TableSeat,
  ViewOf,
} from './table/match.js';
export { MatchController } from './table/match-controller.js';
export { parseSeats } from './table/seats.js';
export type { ErrorDetail, MoveDetail, TafelEventMap } from './table/table-element.js';
export { TafelTable } from './table/table-element.js';
