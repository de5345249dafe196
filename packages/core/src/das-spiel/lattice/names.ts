/**
 * Cells and orientations in words, for move logs, screen readers and messages: a cell by its level and its
 * coordinates, an orientation by the three faces it shows upwards.
 *
 * @module
 */
import type { Lang } from '../../errors/index.js';
import { coords, level } from './cells.js';
import { upFaces } from './orientation.js';

const LEVEL = { en: 'level', nl: 'laag' } as const;

/**
 * A cell's coordinates, `(x,y,z)`: the same in every language.
 *
 * @example
 * ```ts
 * cellCoords(164); // '(0,0,0)'
 * ```
 */
export function cellCoords(cell: number): string {
  return `(${coords(cell).join(',')})`;
}

/**
 * A cell by its level and coordinates.
 *
 * @example
 * ```ts
 * cellName(164, 'en'); // 'level 8 (0,0,0)'
 * cellName(0, 'nl');   // 'laag 0 (0,0,8)'
 * ```
 */
export function cellName(cell: number, lang: Lang): string {
  return `${LEVEL[lang]} ${level(cell)} ${cellCoords(cell)}`;
}

/**
 * An orientation by its up faces (towards x, y and z), e.g. `'3-2-1'`: one name per orientation.
 *
 * @example
 * ```ts
 * facesName(orientationOf(3, 2, 1)); // '3-2-1'
 * ```
 */
export function facesName(orientation: number): string {
  return upFaces(orientation).join('-');
}
