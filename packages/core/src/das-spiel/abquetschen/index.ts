/**
 * Abquetschen — the building game of Das Spiel for 2 or 3 players: roll, build exactly that many dice hanging
 * together next to your own, and squeeze the others' dice inside the pyramid.
 *
 * The rules, rulings, options and rule errors: `docs/rules/abquetschen.md` in the repository.
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
import { defineGame } from '../../contract/define.js';
import { describeMove, describePhase } from './describe.js';
import { fromView } from './determinize.js';
import { moveSchema, parseMove } from './moves.js';
import { optionsSchema, parseOptions } from './options.js';
import { randomPlayout } from './playout.js';
import { active, legalMoves, outcome, play } from './rules.js';
import { DEFAULT_OPTIONS, setup } from './setup.js';
import { parseState, stateSchema, viewSchema } from './state.js';
import { steps } from './steps.js';
import type { AbquetschenMove, AbquetschenOptions, AbquetschenState, AbquetschenView } from './types.js';
import { view } from './view.js';

/** The game, behind the Tafel contract. */
export const abquetschen = defineGame<
  AbquetschenState,
  AbquetschenMove,
  AbquetschenView,
  AbquetschenOptions,
  number
>({
  id: 'abquetschen',
  title: { en: 'Abquetschen (Squeeze)', nl: 'Abquetschen (Dwingen)' },
  players: { min: 2, max: 3 },
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
  hidesInformation: true,
  fromView,
  describeMove,
  describePhase,
  steps,
  randomPlayout,
});

export { ABQUETSCHEN_WEIGHTS, abquetschenBot, abquetschenMove } from './bot.js';
export {
  allBuried,
  bonusFor,
  buildQuery,
  buildsOf,
  canBuild,
  countBuilds,
  countLegalBuilds,
  expectedDice,
  guardFor,
  longestRow,
  pyramidOf,
  pyramidOfState,
  sampleLegalBuilds,
  startPyramids,
} from './builds.js';
export { fromView } from './determinize.js';
export { abquetschenErrors } from './errors.js';
export { moveSchema } from './moves.js';
export { optionsSchema } from './options.js';
export { blocked } from './rules.js';
export {
  DEFAULT_OPTIONS,
  parseOptions,
  STOCK,
} from './setup.js';
export { checkState, parseState, stateSchema, viewSchema } from './state.js';
export { diceToBuild, START_PYRAMID_DICE } from './to-build.js';
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
