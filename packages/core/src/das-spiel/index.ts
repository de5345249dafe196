/**
 * Das Spiel — Reinhold Wittig's dice pyramid: the lattice every one of its games shares, and the games.
 *
 * @example
 * ```ts
 * import { freeDice, index, pyramidOf } from '@tafel/core/das-spiel';
 * freeDice(pyramidOf([{ cell: index(8, 0, 0) }])); // [0]
 * ```
 *
 * @module
 */

export type {
  AbquetschenMove,
  AbquetschenOptions,
  AbquetschenPhase,
  AbquetschenState,
  AbquetschenView,
  EndReason,
  StartRule,
  TurnRecord,
} from './abquetschen/index.js';
export {
  ABQUETSCHEN_DEFAULTS,
  ABQUETSCHEN_WEIGHTS,
  abquetschen,
  abquetschenBot,
  abquetschenErrors,
  abquetschenFromView,
  abquetschenMove,
  abquetschenMoveSchema,
  allBuried,
  blocked,
  bonusFor,
  buildQuery,
  buildsOf,
  canBuild,
  countBuilds,
  countLegalBuilds,
  longestRow,
  parseAbquetschenOptions,
  pyramidOfState,
  STOCK,
  sampleLegalBuilds,
  startPyramids,
} from './abquetschen/index.js';
export * from './cui-bono/index.js';
export * from './eintrichtern/index.js';
export * from './lattice/index.js';
export * from './raffzahn/index.js';
export * from './wuerfelmarsch/index.js';
