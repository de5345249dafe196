/**
 * Die Weinhändler — Claudia Hely & Roman Pelek's game of bidding for wine and building a cellar pyramid, for
 * 3 to 5 players, as Tafel's rules file fixes it.
 *
 * Rulings where the rules file is silent:
 * - Pass-and-draw: the draw is the player's choice, a move of its own (`draw`: a pass that reveals two pile
 *   cards), legal only on his first turn of the round while the pile has cards; a plain `pass` then draws
 *   nothing, and the table sees that he declined (`view.declined`). Two cards of equal value are identical
 *   bottles, so keeping "either" needs no move. With one card left the drawer keeps it. A player without
 *   cards may still draw on his first turn.
 * - The last round is the one after a refill that leaves the pile empty (also when pass-and-draws emptied it
 *   before the refill).
 * - Nobody bid: the display stays, the cellar phase starts with the start player, who also starts the next
 *   round. The cellar phase skips players without cards; a player who may keep his cards ends his turn with
 *   `stop`.
 * - Only the open (last) cellar takes cards. A wine card may cover an empty bottle at any time. A cellar is
 *   finished only when it is full and holds no empty bottle; only then does the next card start a new cellar
 *   (its first card is `(0, 0)`). An empty-bottle card has no place beside a full cellar that still holds an
 *   empty bottle (only wine covers one): it stays in hand (`empty-bottle-no-place`). In the last round, cards
 *   that can be placed nowhere are set aside (`state.setAside`, shown in every view) and score nothing; a
 *   seat's cellar turn ends as soon as only such cards are left. Outside the last round a seat with more than
 *   six cards can always place down to six (at most two empty bottles can lack a place; wine always has one).
 * - Bids are multisets of hand cards (listed by value); hands and bids are kept sorted by value. A bid total is
 *   compared with the other players' non-empty bids.
 * - The drawer sees his two cards for the rest of the round (`view.draw`) and knows where the cards he put under
 *   the pile lie (`view.pile.buried`); the others see only that he drew.
 * - There is no limit on the number of rounds: the rules have none.
 *
 * The rules, rulings, options and rule errors: `docs/rules/weinhaendler.md` in the repository.
 *
 * @example
 * ```ts
 * import { weinhaendler } from '@tafel/core/weinhaendler';
 * let state = weinhaendler.setup({ players: 4, seed: 'wine-1' });
 * const seat = weinhaendler.active(state)[0]!;
 * state = weinhaendler.play(state, seat, weinhaendler.legalMoves(state, seat)[0]!);
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
import { randomPlayout } from './playout/index.js';
import { active, legalMoves, outcome, play } from './rules.js';
import { DEFAULT_OPTIONS, setup } from './setup.js';
import { parseState, stateSchema, viewSchema } from './state.js';
import type { WeinhaendlerMove, WeinhaendlerOptions, WeinhaendlerState, WeinhaendlerView } from './types.js';
import { view } from './view.js';

/** The game, behind the Tafel contract. */
export const weinhaendler = defineGame<
  WeinhaendlerState,
  WeinhaendlerMove,
  WeinhaendlerView,
  WeinhaendlerOptions
>({
  id: 'weinhaendler',
  title: { en: 'Die Weinhändler (The Wine Merchants)', nl: 'Die Weinhändler (De Wijnhandelaars)' },
  players: { min: 3, max: 5 },
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
  milestone,
  describeMilestone,
  randomPlayout,
});

export { bidMoves, mayDraw, otherTotals } from './bidding.js';
export type { Appraiser } from './bot.js';
export {
  appraiser,
  drawTempo,
  heuristicMove,
  heuristicRollout,
  moveValues,
  openness,
  weinhaendlerBot,
  weinhaendlerRollout,
  worth,
} from './bot.js';
export type { Card, CardInfo, Colour, Shape } from './cards.js';
export {
  CARD_INFO,
  COLOURS,
  COPIES,
  cardInfo,
  cardOf,
  cents,
  coloursFor,
  deckFor,
  EMPTY,
  EMPTY_CENTS,
  isCard,
  SHAPES,
  total,
  WINES,
} from './cards.js';
export type { Grid, SlotProblem } from './cellar.js';
export {
  buildGrid,
  checkSlot,
  freeSlots,
  hasNoPlace,
  needsNewCellar,
  slotIndex,
  slotsFor,
} from './cellar.js';
export { cardWords } from './describe.js';
export { fromView, unseenCards } from './determinize.js';
export { weinhaendlerErrors } from './errors.js';
export type { AuctionSettled } from './milestone.js';
export { describeMilestone, milestone } from './milestone.js';
export { moveSchema } from './moves.js';
export { optionsSchema } from './options.js';
export type { PlayoutChooser, PlayoutPosition } from './playout/index.js';
export { playout, randomPlayout } from './playout/index.js';
export { canPlace, HAND_LIMIT, mayStop, openCellar, placeMoves } from './rules.js';
export {
  cellarPoints,
  DIFFERENT_TRIO,
  IDENTICAL_TRIO,
  pointsAt,
  pointsIf,
  scorePlacements,
  TRIO_SHAPES,
  trioBonus,
  triosAt,
  tryScorePlacements,
} from './score.js';
export { DEFAULT_OPTIONS, DISPLAY, HAND, parseOptions } from './setup.js';
export { checkState, parseState, stateSchema, viewSchema } from './state.js';
export { bidSteps } from './steps.js';
export { swapOrder, swapResult } from './swap.js';
export type {
  Draw,
  Phase,
  Placement,
  WeinhaendlerMove,
  WeinhaendlerOptions,
  WeinhaendlerState,
  WeinhaendlerView,
} from './types.js';
