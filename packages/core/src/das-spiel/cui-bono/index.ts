/**
 * Cui bono? — the take-down game of Das Spiel for 2 to 6 players: pull dice from the bottom layer, let the rows
 * above slide down, and put the die back where the colours allow, or keep it for minus points.
 *
 * The rules, rulings, options and rule errors: `docs/rules/cui-bono.md` in the repository.
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
import { defineGame } from '../../contract/define.js';
import { describeMove, describePhase } from './describe.js';
import { fromView } from './determinize.js';
import { moveSchema, parseMove } from './moves.js';
import { optionsSchema, parseOptions } from './options.js';
import { randomPlayout } from './playout.js';
import { active, legalMoves, outcome, play } from './rules.js';
import { DEFAULT_OPTIONS, setup } from './setup.js';
import { parseState, stateSchema, viewSchema } from './state.js';
import type { CuiBonoMove, CuiBonoOptions, CuiBonoState, CuiBonoView } from './types.js';
import { view } from './view.js';

/** The game, behind the Tafel contract. */
export const cuiBono = defineGame<CuiBonoState, CuiBonoMove, CuiBonoView, CuiBonoOptions>({
  id: 'cui-bono',
  title: { en: 'Cui bono?', nl: 'Cui bono?' },
  players: { min: 2, max: 6 },
  defaults: DEFAULT_OPTIONS,
  schemas: { move: moveSchema, options: optionsSchema, state: stateSchema, view: viewSchema },
  parseOptions,
  rulesVersion: 1,
  setup,
  seats: (state) => state.players,
  active,
  legalMoves,
  play,
  view,
  outcome,
  parseMove,
  parseState,
  hidesInformation: false,
  fromView,
  describeMove,
  describePhase,
  randomPlayout,
});

export { CUI_BONO_WEIGHTS, cuiBonoBot, cuiBonoMove, leastCost as cuiBonoLeastCost } from './bot.js';
export { fromView } from './determinize.js';
export { cuiBonoErrors } from './errors.js';
export { moveSchema } from './moves.js';
export { optionsSchema } from './options.js';
export { minusPoints } from './rules.js';
export {
  DEFAULT_OPTIONS,
  keepLimit as cuiBonoKeepLimit,
  parseOptions,
  randomColours,
} from './setup.js';
export { checkState, parseState, stateSchema, viewSchema } from './state.js';
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
