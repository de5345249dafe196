/**
 * The registry of every game Tafel knows, keyed by id. The CLI, the API and the web components look games up
 * here; a new game adds one line.
 *
 * @module
 */
import type { AnyGame } from '../contract/index.js';
import { abquetschen } from '../das-spiel/abquetschen/index.js';
import { bunteKuh } from '../das-spiel/bunte-kuh/index.js';
import { cuiBono } from '../das-spiel/cui-bono/index.js';
import { eintrichtern } from '../das-spiel/eintrichtern/index.js';
import { raffzahn } from '../das-spiel/raffzahn/index.js';
import { wuerfelmarsch } from '../das-spiel/wuerfelmarsch/index.js';
import { weinhaendler } from '../weinhaendler/index.js';
import { wiezen } from '../wiezen/index.js';
import { wineCellar } from '../wine-cellar/index.js';

/** Every game, keyed by its id. */
export const games = {
  'wine-cellar': wineCellar,
  abquetschen,
  'bunte-kuh': bunteKuh,
  raffzahn,
  wuerfelmarsch,
  'cui-bono': cuiBono,
  eintrichtern,
  weinhaendler,
  wiezen,
} as const satisfies Record<string, AnyGame>;

/** The id of a registered game. */
export type GameId = keyof typeof games;
