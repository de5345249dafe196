/**
 * Wine Cellar — Andrew Stiles' 18-card game for two players, or solo against the automaton.
 *
 * The rules, rulings, options and rule errors: `docs/rules/wine-cellar.md` in the repository.
 *
 * @example
 * ```ts
 * import { wineCellar } from '@tafel/core/wine-cellar';
 * let state = wineCellar.setup({ players: 2, seed: 'cellar-1' });
 * state = wineCellar.play(state, 0, wineCellar.legalMoves(state, 0)[0]!);
 * ```
 *
 * @module
 */
import { defineGame } from '../contract/define.js';
import { describeMove, describePhase } from './describe.js';
import { fromView } from './determinize.js';
import { describeMilestone, milestone } from './milestone.js';
import { moveSchema, parseMove } from './moves.js';
import { optionsSchema, parseOptions } from './options.js';
import { randomPlayout } from './playout.js';
import { active, legalMoves, outcome, play } from './rules.js';
import { seen } from './seen.js';
import { DEFAULT_OPTIONS, setup } from './setup.js';
import { parseState, stateSchema, viewSchema } from './state.js';
import type { WineCellarMove, WineCellarOptions, WineCellarState, WineCellarView } from './types.js';
import { view } from './view.js';

/** The game, behind the Tafel contract. */
export const wineCellar = defineGame<WineCellarState, WineCellarMove, WineCellarView, WineCellarOptions>({
  id: 'wine-cellar',
  title: { en: 'Wine Cellar', nl: 'Wijnkelder' },
  players: { min: 1, max: 2 },
  defaults: DEFAULT_OPTIONS,
  schemas: { move: moveSchema, options: optionsSchema, state: stateSchema, view: viewSchema },
  parseOptions,
  rulesVersion: 2,
  setup,
  seats: (state) => (state.solo ? 1 : 2),
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
  milestone,
  describeMilestone,
  seen,
  randomPlayout,
});

export { bestEnd, cellarPotential, heuristicMove, wineCellarBot } from './bot.js';
export type { Bonus2021, Country, Deck, WineCard, WineType } from './cards.js';
export {
  CARD_IDS,
  COUNTRIES,
  DEFAULT_CARDS,
  deckOf,
  parseCards,
  require2021,
  suitOf,
  WINE_TYPES,
} from './cards.js';
export { bottlePoints, cellarPoints } from './cellar.js';
export { fromView } from './determinize.js';
export { wineCellarErrors } from './errors.js';
export type { BidsRevealed } from './milestone.js';
export { describeMilestone, milestone } from './milestone.js';
export { moveSchema } from './moves.js';
export { optionsSchema } from './options.js';
export type { Chooser } from './playout.js';
export { playout, randomPlayout } from './playout.js';
export { AUTOMATON, firstActive, moveAt, moveCount, playableCards, scores } from './rules.js';
export type { CellarScore, ScoreOptions, SoloRank } from './score.js';
export {
  BOTTLE_BONUS_2021,
  bestSwap,
  COUNTRY_BONUS_2021,
  endBonus,
  endBonus2021,
  SOLO_RANKS,
  scoreCellar,
  scoreErrors,
  scoreUnchecked,
  soloRank,
  TOKEN_VALUE,
} from './score.js';
export { seen } from './seen.js';
export { DEFAULT_OPTIONS, parseOptions } from './setup.js';
export type { SoloBotOptions } from './solo.js';
export { exactSoloMove, soloBot, soloExpectation } from './solo.js';
export { checkState, parseState, stateSchema, viewSchema } from './state.js';
export type {
  End,
  Phase,
  Rules,
  SeenCard,
  TrickRecord,
  WineCellarMove,
  WineCellarOptions,
  WineCellarState,
  WineCellarView,
} from './types.js';
