/**
 * The registry of every game Tafel knows, keyed by id. The CLI, the API and the web components look games up
 * here; a new game adds one line.
 *
 * @module
 */
import type { AnyGame } from '../contract/index.js';
import { wiezen } from '../wiezen/index.js';
import { wineCellar } from '../wine-cellar/index.js';

/** Every game, keyed by its id. */
export const games = {
  'wine-cellar': wineCellar,
  wiezen,
} as const satisfies Record<string, AnyGame>;

/** The id of a registered game. */
export type GameId = keyof typeof games;
