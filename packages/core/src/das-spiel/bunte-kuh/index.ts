/**
 * Bunte Kuh — the real-time building game of Das Spiel for 2 to 6 players: roll three dice, and be the first to
 * find a funnel of that sum (or to see there is none) to put a die down.
 *
 * The rules, rulings, options and rule errors: `docs/rules/bunte-kuh.md` in the repository.
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
import { defineGame } from '../../contract/define.js';
import { describeMove, describePhase } from './describe.js';
import { fromView } from './determinize.js';
import { moveSchema, parseMove } from './moves.js';
import { optionsSchema, parseOptions } from './options.js';
import { randomPlayout } from './playout.js';
import { active, legalMoves, outcome, play } from './rules.js';
import { DEFAULT_OPTIONS, setup } from './setup.js';
import { parseState, stateSchema, viewSchema } from './state.js';
import { type CallStep, steps } from './steps.js';
import type { BunteKuhMove, BunteKuhOptions, BunteKuhState, BunteKuhView } from './types.js';
import { view } from './view.js';

/** The game, behind the Tafel contract. All seats are active at once: calls apply in arrival order. */
export const bunteKuh = defineGame<BunteKuhState, BunteKuhMove, BunteKuhView, BunteKuhOptions, CallStep>({
  id: 'bunte-kuh',
  title: { en: 'Bunte Kuh (Motley Cow)', nl: 'Bunte Kuh (Bonte Koe)' },
  players: { min: 2, max: 6 },
  realtime: true,
  defaults: DEFAULT_OPTIONS,
  schemas: { move: moveSchema, options: optionsSchema, state: stateSchema, view: viewSchema },
  parseOptions,
  rulesVersion: 2,
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
export { fromView } from './determinize.js';
export { bunteKuhErrors } from './errors.js';
export { moveSchema } from './moves.js';
export { optionsSchema } from './options.js';
export type { Chooser, Contender, ReactionProfile } from './realtime.js';
export { PERSON, playRealTime, racer, reaction, searchFacts, searchTime } from './realtime.js';
export { isRight, matchingFunnels, pyramidOfState as bunteKuhPyramid, total, wrongCalls } from './rules.js';
export {
  DEFAULT_OPTIONS,
  parseOptions,
  rollDice,
  SHARED,
} from './setup.js';
export { checkState, parseState, stateSchema, viewSchema } from './state.js';
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
