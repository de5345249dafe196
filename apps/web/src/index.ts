/**
 * @tafel/web — the element classes, for sites that define the tags themselves or extend a table. Loading
 * `tafel.js` (or one `tafel-<game>.js`) defines the tags instead.
 *
 * @module
 */

export type { BotRequest, BotRunner } from './table/local-match.js';
export { LocalMatch } from './table/local-match.js';
export type { SeatSpec } from './table/seats.js';
export { parseSeats } from './table/seats.js';
export type { ErrorDetail, MoveDetail } from './table/table-element.js';
export { TafelTable } from './table/table-element.js';
export { TafelWeinhaendler } from './weinhaendler/element.js';
export { TafelWiezen } from './wiezen/element.js';
export { TafelWineCellar } from './wine-cellar/element.js';
