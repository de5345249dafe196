/**
 * Wiezen — Belgian whist for four: a session of deals with the club's auction (vragen, meegaan, alleen,
 * abondance, miserie, troel, solo…), its points table, a heuristic bot and determinization for search.
 *
 * The rules, rulings, options and rule errors: `docs/rules/wiezen.md` in the repository.
 *
 * @example
 * ```ts
 * import { wiezen } from '@tafel/core/wiezen';
 * let state = wiezen.setup({ players: 4, seed: 'club-night', options: { deals: 16 } });
 * const [seat] = wiezen.active(state);
 * state = wiezen.play(state, seat!, wiezen.legalMoves(state, seat!)[0]!);
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
import { DEFAULT_OPTIONS, setup } from './setup.js';
import { parseState, stateSchema, viewSchema } from './state/index.js';
import type { WiezenMove, WiezenOptions, WiezenState, WiezenView } from './types.js';
import { view } from './view.js';

/** The game, behind the Tafel contract. */
export const wiezen = defineGame<WiezenState, WiezenMove, WiezenView, WiezenOptions>({
  id: 'wiezen',
  title: { en: 'Wiezen (Belgian whist)', nl: 'Wiezen' },
  players: { min: 4, max: 4 },
  defaults: DEFAULT_OPTIONS,
  schemas: { move: moveSchema, options: optionsSchema, state: stateSchema, view: viewSchema },
  parseOptions,
  rulesVersion: 2,
  setup,
  seats: () => 4,
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
  randomPlayout,
});

export { auctionMoves, beats, highOf, SPECIAL_BIDS, STRENGTH } from './auction.js';
export type { Table } from './bot.js';
export { heuristicMove, heuristicRollout, miserieRisk, trickEstimate, wiezenBot } from './bot.js';
export type { Suit } from './cards.js';
export {
  ALL_CARDS,
  cardLabel,
  cardName,
  cardOf,
  parseCard,
  RANKS,
  rankLabel,
  rankOf,
  SUIT_SYMBOLS,
  SUITS,
  suitIndex,
  suitOf,
  trickWinner,
} from './cards.js';
export { cut, dealPack, detectTroel, packFor } from './deal.js';
export { fromView } from './determinize.js';
export { wiezenErrors } from './errors.js';
export type { DealScored, TrickTaken } from './milestone.js';
export { describeMilestone, milestone } from './milestone.js';
export { moveSchema } from './moves.js';
export { optionsSchema } from './options.js';
export type { Chooser } from './playout.js';
export { playout, randomPlayout } from './playout.js';
export { dealRecord, playableCards } from './rules.js';
export type { DealScoreInput } from './score.js';
export { scoreDeal } from './score.js';
export { DEFAULT_OPTIONS, parseOptions } from './setup.js';
export { checkState, parseState, stateSchema, viewSchema } from './state/index.js';
export type {
  Auction,
  Call,
  Contract,
  DealRecord,
  Exchange,
  GameName,
  HighBid,
  Phase,
  SpecialBid,
  TrickRecord,
  Troel,
  WiezenMove,
  WiezenOptions,
  WiezenState,
  WiezenView,
} from './types.js';
export { view } from './view.js';
export { cardWords, gameWords, suitName, suitSymbol } from './words.js';
