/**
 * Abquetschen — the building game of Das Spiel for 2 or 3 players: roll, build exactly that many dice hanging
 * together next to your own, and squeeze the others' dice inside the pyramid.
 *
 * @example
 * ```ts
 * import { abquetschen } from '@tafel/core/das-spiel';
 * let state = abquetschen.setup({ players: 2, seed: 'table-1' });
 * state = abquetschen.play(state, state.turn, abquetschen.legalMoves(state, state.turn)[0]!);
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
import { steps } from './steps.js';
import type { AbquetschenMove, AbquetschenOptions, AbquetschenState, AbquetschenView } from './types.js';
import { view } from './view.js';

/** The game, behind the Tafel contract. */
export const abquetschen: Game<
  AbquetschenState,
  AbquetschenMove,
  AbquetschenView,
  AbquetschenOptions,
  number
> = {
  id: 'abquetschen',
  title: { en: 'Abquetschen (Squeeze)', nl: 'Abquetschen (Dwingen)' },
  players: { min: 2, max: 3 },
  defaults: DEFAULT_OPTIONS,
  setup,
  seats: (state) => state.players,
  active,
  legalMoves,
  play,
  view,
  outcome,
  parseMove,
  hidesInformation: true,
  fromView,
  determinize: determinizeFrom(view, fromView),
  describeMove,
  describePhase,
  steps,
};

export { ABQUETSCHEN_WEIGHTS, abquetschenBot, abquetschenMove } from './bot.js';
export {
  allBuried,
  bonusFor,
  buildQuery,
  buildsOf,
  canBuild,
  countBuilds,
  countLegalBuilds,
  longestRow,
  pyramidOf,
  pyramidOfState,
  sampleLegalBuilds,
  startPyramids,
} from './builds.js';
export { fromView as abquetschenFromView } from './determinize.js';
export { abquetschenErrors } from './errors.js';
export { moveSchema as abquetschenMoveSchema } from './moves.js';
export { blocked } from './rules.js';
export {
  DEFAULT_OPTIONS as ABQUETSCHEN_DEFAULTS,
  parseOptions as parseAbquetschenOptions,
  STOCK,
} from './setup.js';
export type {
  AbquetschenMove,
  AbquetschenOptions,
  AbquetschenState,
  AbquetschenView,
  EndReason,
  Phase as AbquetschenPhase,
  StartRule,
  TurnRecord,
} from './types.js';
