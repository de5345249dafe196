/**
 * Bunte Kuh — the real-time building game of Das Spiel for 2 to 6 players: roll three dice, and be the first to
 * find a funnel of that sum (or to see there is none) to put a die down.
 *
 * @example
 * ```ts
 * import { bunteKuh } from '@tafel/core/das-spiel';
 * let state = bunteKuh.setup({ players: 4, seed: 'table-1' });
 * const [call] = bunteKuh.legalMoves(state, 2);
 * state = bunteKuh.play(state, 2, call!);
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
import { type CallStep, steps } from './steps.js';
import type { BunteKuhMove, BunteKuhOptions, BunteKuhState, BunteKuhView } from './types.js';
import { view } from './view.js';

/** The game, behind the Tafel contract. All seats are active at once: calls apply in arrival order. */
export const bunteKuh: Game<BunteKuhState, BunteKuhMove, BunteKuhView, BunteKuhOptions, CallStep> = {
  id: 'bunte-kuh',
  title: { en: 'Bunte Kuh (Motley Cow)', nl: 'Bunte Kuh (Bonte Koe)' },
  players: { min: 2, max: 6 },
  realtime: true,
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

export {
  BUNTE_KUH_WEIGHTS,
  bestOrientation,
  bunteKuhBot,
  bunteKuhMove,
  knows,
  placementValue,
  ROLL_WAYS,
  rollChance,
} from './bot.js';
export { fromView as bunteKuhFromView } from './determinize.js';
export { bunteKuhErrors } from './errors.js';
export { moveSchema as bunteKuhMoveSchema } from './moves.js';
export type { Chooser, Contender, ReactionProfile } from './realtime.js';
export { PERSON, playRealTime, raceRound, reaction, searchFacts, searchTime } from './realtime.js';
export { isRight, matchingFunnels, pyramidOfState as bunteKuhPyramid, total, wrongCalls } from './rules.js';
export {
  DEFAULT_OPTIONS as BUNTE_KUH_DEFAULTS,
  parseOptions as parseBunteKuhOptions,
  rollDice,
  SHARED,
} from './setup.js';
export type { CallStep } from './steps.js';
export type {
  BunteKuhMove,
  BunteKuhOptions,
  BunteKuhState,
  BunteKuhView,
  CallRecord,
  RoundRecord,
} from './types.js';
export { BASE_DIE } from './types.js';
