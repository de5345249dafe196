/**
 * Eintrichtern — the memory game of Das Spiel for 2 to 6 players: lift red dice to find the funnel whose hidden
 * yellow faces add up to the roll, and remember every sum said aloud.
 *
 * The rules, rulings, options and rule errors: `docs/rules/eintrichtern.md` in the repository.
 *
 * @example
 * ```ts
 * import { eintrichtern } from '@tafel/core/das-spiel';
 * let state = eintrichtern.setup({ players: 3, seed: 'table-1' });
 * state = eintrichtern.play(state, 0, { type: 'lift', cell: 45 });
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
import type { EintrichternMove, EintrichternOptions, EintrichternState, EintrichternView } from './types.js';
import { view } from './view.js';

/** The game, behind the Tafel contract. */
export const eintrichtern = defineGame<
  EintrichternState,
  EintrichternMove,
  EintrichternView,
  EintrichternOptions
>({
  id: 'eintrichtern',
  title: { en: 'Eintrichtern (Funnelling)', nl: 'Eintrichtern (Trechter)' },
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
  hidesInformation: true,
  fromView,
  describeMove,
  describePhase,
  randomPlayout,
});

export type { EintrichternBotOptions, Memory } from './bot.js';
export { eintrichternBot, eintrichternMemoryBot, eintrichternMove, remembered } from './bot.js';
export { drawYellow, fromView } from './determinize.js';
export { eintrichternErrors } from './errors.js';
export { funnelSumOf, under as yellowUnder } from './funnels.js';
export { moveSchema } from './moves.js';
export { optionsSchema } from './options.js';
export { coveredCells } from './rules.js';
export {
  DEFAULT_OPTIONS,
  parseOptions,
  targetOf as eintrichternTarget,
} from './setup.js';
export { checkState, parseState, stateSchema, viewSchema } from './state.js';
export type {
  Announcement,
  EintrichternMove,
  EintrichternOptions,
  EintrichternState,
  EintrichternView,
  EndReason as EintrichternEndReason,
  LiftMove,
  Phase as EintrichternPhase,
  RollMove,
  TakeOverMove,
} from './types.js';
export { knownSums } from './view.js';
