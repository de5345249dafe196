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
export type {
  BunteKuhMove,
  BunteKuhOptions,
  BunteKuhState,
  BunteKuhView,
  CallRecord,
  CallStep,
  Chooser,
  Contender,
  ReactionProfile,
  RoundRecord,
} from './bunte-kuh/index.js';
export {
  BASE_DIE,
  BUNTE_KUH_DEFAULTS,
  BUNTE_KUH_WEIGHTS,
  bestOrientation,
  bunteKuh,
  bunteKuhBot,
  bunteKuhErrors,
  bunteKuhFromView,
  bunteKuhMove,
  bunteKuhMoveSchema,
  bunteKuhPyramid,
  isRight,
  knows,
  matchingFunnels,
  PERSON,
  parseBunteKuhOptions,
  placementValue,
  playRealTime,
  ROLL_WAYS,
  raceRound,
  reaction,
  rollChance,
  rollDice,
  SHARED,
  searchFacts,
  searchTime,
  total,
  wrongCalls,
} from './bunte-kuh/index.js';
export * from './cui-bono/index.js';
export * from './eintrichtern/index.js';
export * from './lattice/index.js';
export * from './raffzahn/index.js';
export * from './wuerfelmarsch/index.js';
