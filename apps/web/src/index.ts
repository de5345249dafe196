/**
 * `@tafel/web` — Tafel's tables as custom elements. Importing this module defines every element
 * (`<tafel-wine-cellar>`, `<tafel-wiezen>`, `<tafel-weinhaendler>`, `<tafel-das-spiel>`) and exports their
 * classes; `@tafel/web/<game>` defines one element only (`@tafel/web/wiezen`, …), so a page bundles one game.
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
export type { BotThread, TableBots } from './bots/runner.js';
export { COLOUR_NAMES, DICE_COLOURS } from './das-spiel/element.js';
export { TafelDasSpiel } from './elements/tafel-das-spiel.js';
export { TafelWeinhaendler } from './elements/tafel-weinhaendler.js';
export { TafelWiezen } from './elements/tafel-wiezen.js';
export { TafelWineCellar } from './elements/tafel-wine-cellar.js';
export type { BotRequest, BotRunner } from './table/local-match.js';
export { LocalMatch } from './table/local-match.js';
export type { SeatSpec } from './table/seats.js';
export { parseSeats } from './table/seats.js';
export type { ErrorDetail, MoveDetail, TafelEventMap } from './table/table-element.js';
export { boardStyles, TafelTable } from './table/table-element.js';
