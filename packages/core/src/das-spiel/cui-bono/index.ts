/**
 * Cui bono? — the take-down game of Das Spiel for 2 to 6 players: pull dice from the bottom layer, let the rows
 * above slide down, and put the die back where the colours allow, or keep it for minus points.
 *
 * @example
 * ```ts
 * import { cuiBono } from '@tafel/core/das-spiel';
 * let state = cuiBono.setup({ players: 3, seed: 'table-1' });
 * state = cuiBono.play(state, 0, cuiBono.legalMoves(state, 0)[0]!);
 * ```
 *
 * @module
 */
import { determinizeFrom, type Game } from '../../contract/index.js';
import { describeMove, describePhase } from './describe.js';
import { fromView } from './determinize.js';
import { parseMove } from './moves.js';
import { active, legalMoves, outcome, play } from './rules.js';
import { DEFAULT_OPTIONS, setup } from './setup.js';
import type { CuiBonoMove, CuiBonoOptions, CuiBonoState, CuiBonoView } from './types.js';
import { view } from './view.js';

/** The game, behind the Tafel contract. */
export const cuiBono: Game<CuiBonoState, CuiBonoMove, CuiBonoView, CuiBonoOptions> = {
  id: 'cui-bono',
  title: { en: 'Cui bono?', nl: 'Cui bono?' },
  players: { min: 2, max: 6 },
  defaults: DEFAULT_OPTIONS,
  setup,
  seats: (state) => state.players,
  active,
  legalMoves,
  play,
  view,
  outcome,
  parseMove,
  hidesInformation: false,
  fromView,
  determinize: determinizeFrom(view, fromView),
  describeMove,
  describePhase,
};

export { CUI_BONO_WEIGHTS, cuiBonoBot, cuiBonoMove, leastCost as cuiBonoLeastCost } from './bot.js';
export { fromView as cuiBonoFromView } from './determinize.js';
export { cuiBonoErrors } from './errors.js';
export { moveSchema as cuiBonoMoveSchema } from './moves.js';
export { minusPoints } from './rules.js';
export {
  DEFAULT_OPTIONS as CUI_BONO_DEFAULTS,
  keepLimit as cuiBonoKeepLimit,
  parseOptions as parseCuiBonoOptions,
  randomColours,
} from './setup.js';
export {
  freeFaces,
  pull as pullDie,
  pullable,
  returnFault,
  returns as returnFunnels,
} from './takedown.js';
export type {
  Colour,
  CuiBonoMove,
  CuiBonoOptions,
  CuiBonoState,
  CuiBonoView,
  EndReason as CuiBonoEndReason,
  KeepMove,
  Phase as CuiBonoPhase,
  PullMove,
  ReturnMove,
  TurnRecord as CuiBonoTurn,
} from './types.js';
export { COLOURS } from './types.js';
