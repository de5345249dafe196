/**
 * Raffzahn — the take-down race of Das Spiel for 3 players (2 allowed): roll, and grab the free dice that show
 * the roll to your side, until the roller calls STOP.
 *
 * The rules, rulings, options and rule errors: `docs/rules/raffzahn.md` in the repository.
 *
 * @example
 * ```ts
 * import { raffzahn } from '@tafel/core/das-spiel';
 * const state = raffzahn.setup({ players: 3, seed: 'table-1' });
 * raffzahn.active(state); // every seat that can take, and the roller
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
import type { RaffzahnMove, RaffzahnOptions, RaffzahnState, RaffzahnView } from './types.js';
import { view } from './view.js';

/** The game, behind the Tafel contract. */
export const raffzahn = defineGame<RaffzahnState, RaffzahnMove, RaffzahnView, RaffzahnOptions>({
  id: 'raffzahn',
  title: { en: 'Raffzahn (Grabber)', nl: 'Raffzahn (Afschrapen)' },
  players: { min: 2, max: 3 },
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
  randomPlayout,
});

export type { RaffzahnRacer, ReactionOptions } from './bot.js';
export { raffzahnBot, raffzahnClaim, raffzahnRandom } from './bot.js';
export { fromView } from './determinize.js';
export { raffzahnErrors } from './errors.js';
export { moveSchema } from './moves.js';
export { optionsSchema } from './options.js';
export { faceTo, isFreeDie, onlyBase, takeable } from './rules.js';
export { DEFAULT_OPTIONS, parseOptions } from './setup.js';
export { checkState, parseState, stateSchema, viewSchema } from './state.js';
export type {
  Phase as RaffzahnPhase,
  RaffzahnMove,
  RaffzahnOptions,
  RaffzahnState,
  RaffzahnView,
  RollMove as RaffzahnRollMove,
  RoundRecord,
  StopMove,
  TakeMove,
} from './types.js';
