/**
 * The rules of Die Weinhändler: who moves, what is legal, and what a move does. A round has four phases:
 * bidding (`bidding.ts`), the wine swap (`swap.ts`), the cellar (each player in turn from the
 * highest bidder places cards, one by one, each scoring at once; more than six cards in hand must go down to
 * six) and the refill of the display from the pile (the highest bidder starts the next round). After a refill
 * that leaves the pile empty comes the last round: after its swap everyone places all his cards (a card that
 * can be placed nowhere then is set aside and scores nothing).
 *
 * `play` is pure: it validates the move against the state, then builds the next state from a copy.
 *
 * @module
 */
import type { Outcome, Seat } from '../contract/index.js';
import { commonErrors, type Message } from '../errors/index.js';
import { addToBid, bidMoves, mayDraw, nextBidder, passAndDraw, takeFromPile } from './bidding.js';
import { CARD_INFO, type Card, cardInfo, euros, without } from './cards.js';
import {
  checkSlot,
  copyGrid,
  emptyBottles,
  emptyGrid,
  freeSlots,
  type Grid,
  gridOf,
  hasNoPlace,
  needsNewCellar,
  posOf,
  put,
  ROWS,
  rememberGrid,
  rowOf,
  slotIndex,
  WIDTH,
} from './cellar.js';
import { weinhaendlerErrors as errors } from './errors.js';
import { pointsAt } from './score.js';
import { DISPLAY } from './setup.js';
import { wineSwap } from './swap.js';
import type { Placement, WeinhaendlerMove, WeinhaendlerState } from './types.js';

/** The most cards a player keeps in hand after his cellar turn (outside the last round). */
export const HAND_LIMIT = 6;

/** Who may move now: the one seat whose turn it is, or nobody once the game is over. */
export function active(state: WeinhaendlerState): Seat[] {
  return state.phase === 'over' ? [] : [state.turn];
}

/**
 * The open (last) cellar of a seat laid out, or `null` before its first card. Shared: do not change it.
 *
 * @example
 * ```ts
 * openCellar(state, 0)?.size; // cards in seat 0's open cellar
 * ```
 */
export function openCellar(state: WeinhaendlerState, seat: Seat): Grid | null {
  const cellars = state.cellars[seat]!;
  return cellars.length === 0 ? null : gridOf(cellars[cellars.length - 1]!);
}

/**
 * Whether a seat may end its cellar turn now.
 *
 * @example
 * ```ts
 * mayStop(state, state.turn); // false while the seat holds more than six cards
 * ```
 */
export function mayStop(state: WeinhaendlerState, seat: Seat): boolean {
  return !state.last && state.hands[seat]!.length <= HAND_LIMIT;
}

const ORIGIN_SLOT = slotIndex(0, 0);

/** Every place move there is, by card kind and grid slot, built once and shared (frozen). */
const PLACE_MOVES: readonly (readonly WeinhaendlerMove[])[] = (() => {
  const table: WeinhaendlerMove[][] = [];
  for (const info of Object.values(CARD_INFO)) {
    const moves: WeinhaendlerMove[] = [];
    for (let i = 0; i < ROWS * WIDTH; i++) {
      moves.push(Object.freeze({ type: 'place' as const, card: info.card, row: rowOf(i), pos: posOf(i) }));
    }
    table[info.index] = moves;
  }
  return table;
})();

/**
 * Whether a seat holds a card it can place now. Only an empty bottle can lack a place (beside a full cellar
 * that still holds an empty bottle), and a wine card always has one, so with more than six cards in hand
 * (at most two can be such empty bottles) the seat can always place down to six.
 *
 * @example
 * ```ts
 * canPlace(state, state.turn); // false: his only cards are empty bottles his full cellar has no room for
 * ```
 */
export function canPlace(state: WeinhaendlerState, seat: Seat): boolean {
  const hand = state.hands[seat]!;
  if (hand.length === 0) return false;
  // Hands are sorted by value: a wine card, if there is one, is last.
  if (CARD_INFO[hand[hand.length - 1]!]!.wine) return true;
  return !hasNoPlace(openCellar(state, seat), 'empty');
}

/**
 * Every place move of a seat: each kind of card in hand at each slot it may go to.
 *
 * @example
 * ```ts
 * placeMoves(state, state.turn); // in an empty cellar: each kind of card in hand at (0, 0)
 * ```
 */
export function placeMoves(state: WeinhaendlerState, seat: Seat): WeinhaendlerMove[] {
  const g = openCellar(state, seat);
  const free = g ? freeSlots(g) : [];
  const empties = g ? emptyBottles(g) : [];
  const moves: WeinhaendlerMove[] = [];
  let previous: Card | null = null;
  for (const card of state.hands[seat]!) {
    if (card === previous) continue;
    previous = card;
    const wine = CARD_INFO[card]!.wine;
    const table = PLACE_MOVES[CARD_INFO[card]!.index]!;
    if (needsNewCellar(g)) moves.push(table[ORIGIN_SLOT]!);
    else {
      for (const i of free) moves.push(table[i]!);
      if (wine) for (const i of empties) moves.push(table[i]!);
    }
  }
  return moves;
}

const PASS: WeinhaendlerMove = Object.freeze({ type: 'pass' });
const DRAW: WeinhaendlerMove = Object.freeze({ type: 'draw' });
const STOP: WeinhaendlerMove = Object.freeze({ type: 'stop' });

/**
 * Every legal move of a seat: bids, the draw (on a first turn), the pass last; or places, the stop last. Empty
 * when the seat may not move.
 */
export function legalMoves(state: WeinhaendlerState, seat: Seat): WeinhaendlerMove[] {
  if (state.phase === 'over' || seat !== state.turn) return [];
  if (state.phase === 'bid') {
    const moves = bidMoves(state, seat);
    if (mayDraw(state, seat)) moves.push(DRAW);
    moves.push(PASS);
    return moves;
  }
  const moves = placeMoves(state, seat);
  if (mayStop(state, seat)) moves.push(STOP);
  return moves;
}

/** Plays a move: the next state, or a `RuleError` and no change. */
export function play(state: WeinhaendlerState, seat: Seat, move: WeinhaendlerMove): WeinhaendlerState {
  switch (move.type) {
    case 'bid':
      return bid(state, seat, move.cards);
    case 'pass':
      return pass(state, seat, false);
    case 'draw':
      return pass(state, seat, true);
    case 'place':
      return place(state, seat, move.card, move.row, move.pos);
    case 'stop':
      return stop(state, seat);
    default:
      return commonErrors.fail('invalid-move', {
        reason: unknownType((move as { type: unknown }).type),
      });
  }
}

/** The reason for a move whose type is none of the game's, in both languages. */
function unknownType(type: unknown): Message {
  return { en: `unknown move type ${String(type)}`, nl: `onbekend soort zet ${String(type)}` };
}

function requirePhase(state: WeinhaendlerState, phase: WeinhaendlerState['phase']): void {
  if (state.phase !== phase) commonErrors.fail('move-not-now');
}

function requireCard(card: unknown): asserts card is Card {
  if (!cardInfo(card)) errors.fail('unknown-card', { card: String(card) });
}

function bid(state: WeinhaendlerState, seat: Seat, cards: readonly Card[]): WeinhaendlerState {
  requirePhase(state, 'bid');
  if (!Array.isArray(cards))
    commonErrors.fail('invalid-move', { reason: { en: 'cards is a list', nl: 'cards is een lijst' } });
  if (cards.length === 0) errors.fail('empty-bid');
  let sum = 0;
  for (const c of cards) {
    requireCard(c);
    sum += CARD_INFO[c]!.cents;
  }
  const rest = without(state.hands[seat]!, cards);
  if (rest === null) errors.fail('card-not-in-hand', { card: cards.join(', ') });
  const newTotal = state.totals[seat]! + sum;
  for (let s = 0; s < state.players; s++) {
    if (s !== seat && state.totals[s] === newTotal && state.bids[s]!.length > 0)
      errors.fail('bid-not-unique', {
        total: newTotal,
        // The total in euros as each language writes it; `total` stays the cents, for programs.
        amount: { en: euros(newTotal, 'en'), nl: euros(newTotal, 'nl') },
      });
  }
  const next: WeinhaendlerState = {
    ...state,
    hands: state.hands.slice(),
    bids: state.bids.slice(),
    totals: state.totals.slice(),
    acted: state.acted.slice(),
  };
  addToBid(next, seat, rest, cards);
  next.acted[seat] = true;
  next.turn = nextBidder(next, seat);
  return next;
}

/** A pass; with `draw`, the pass-and-draw of a first turn (the player's choice). */
function pass(state: WeinhaendlerState, seat: Seat, draw: boolean): WeinhaendlerState {
  requirePhase(state, 'bid');
  const could = mayDraw(state, seat);
  if (draw && !could) errors.fail('draw-not-allowed');
  const next: WeinhaendlerState = {
    ...state,
    passed: state.passed.slice(),
    acted: state.acted.slice(),
  };
  if (draw) {
    next.hands = state.hands.slice();
    next.drawn = state.drawn.slice();
    next.drawn[seat] = passAndDraw(next, seat);
  } else if (could) {
    next.declined = state.declined.slice();
    next.declined[seat] = true;
  }
  next.acted[seat] = true;
  next.passed[seat] = true;
  const turn = nextBidder(next, seat);
  if (turn >= 0) {
    next.turn = turn;
    return next;
  }
  wineSwap(next);
  next.phase = 'cellar';
  next.cellarTurns = 0;
  return nextCellarTurn(next);
}

/** The first seat of the cellar phase: the highest bidder, or the start player when nobody bid. */
function cellarFirst(state: WeinhaendlerState): Seat {
  return state.highest ?? state.start;
}

/**
 * Gives the cellar turn to the next seat (in order from the first, the current one included) holding cards,
 * or ends the round. In the last round a seat whose cards can be placed nowhere sets them aside instead.
 */
function nextCellarTurn(next: WeinhaendlerState): WeinhaendlerState {
  const first = cellarFirst(next);
  while (next.cellarTurns < next.players) {
    const seat = (first + next.cellarTurns) % next.players;
    if (next.hands[seat]!.length > 0) {
      if (!next.last || canPlace(next, seat)) {
        next.turn = seat;
        return next;
      }
      setAside(next, seat);
    }
    next.cellarTurns++;
  }
  return endRound(next);
}

/** The game ends: a seat's cards that can be placed nowhere are set aside, scoring nothing (mutates a copy). */
function setAside(next: WeinhaendlerState, seat: Seat): void {
  next.setAside = next.setAside.slice();
  next.setAside[seat] = next.setAside[seat]!.concat(next.hands[seat]!);
  next.hands = next.hands.slice();
  next.hands[seat] = [];
}

/** Phase 4: refill the display, and the highest bidder starts the next round (or the game ends). */
function endRound(next: WeinhaendlerState): WeinhaendlerState {
  if (next.last) {
    next.phase = 'over';
    next.turn = -1;
    return next;
  }
  if (next.display.length < DISPLAY && next.pile.length > 0) {
    next.pile = next.pile.slice();
    next.display = next.display.concat(takeFromPile(next, DISPLAY - next.display.length));
  }
  const none = <T>(value: T): T[] => new Array<T>(next.players).fill(value);
  next.round += 1;
  next.start = cellarFirst(next);
  next.turn = next.start;
  next.phase = 'bid';
  next.last = next.pile.length === 0;
  next.passed = none(false);
  next.acted = none(false);
  next.drawn = none(null);
  next.declined = none(false);
  next.highest = null;
  next.cellarTurns = 0;
  return next;
}

function place(
  state: WeinhaendlerState,
  seat: Seat,
  card: Card,
  row: number,
  pos: number,
): WeinhaendlerState {
  requirePhase(state, 'cellar');
  requireCard(card);
  const at = state.hands[seat]!.indexOf(card);
  if (at < 0) errors.fail('card-not-in-hand', { card });
  const g = openCellar(state, seat);
  if (hasNoPlace(g, card)) errors.fail('empty-bottle-no-place');
  const fresh = needsNewCellar(g);
  const grid = fresh ? emptyGrid() : g!;
  const problem = checkSlot(grid, row, pos, card);
  if (problem) errors.fail(problem, { row, pos });
  const index = slotIndex(row, pos);
  const after = fresh ? grid : copyGrid(grid);
  put(after, index, card);
  const points = pointsAt(after, index);
  const placement: Placement = { row, pos, card };
  const cellars = state.cellars[seat]!.slice();
  const open = fresh ? [placement] : [...cellars[cellars.length - 1]!, placement];
  if (fresh) cellars.push(open);
  else cellars[cellars.length - 1] = open;
  rememberGrid(open, after);
  const hand = state.hands[seat]!.slice();
  hand.splice(at, 1);
  const next: WeinhaendlerState = {
    ...state,
    hands: state.hands.slice(),
    cellars: state.cellars.slice(),
    points: state.points.slice(),
  };
  next.hands[seat] = hand;
  next.cellars[seat] = cellars;
  next.points[seat] = state.points[seat]! + points;
  if (hand.length === 0) next.cellarTurns++;
  // In the last round the turn also ends when the cards left can be placed nowhere (`nextCellarTurn` sets
  // them aside).
  else if (!next.last || canPlace(next, seat)) return next;
  return nextCellarTurn(next);
}

function stop(state: WeinhaendlerState, seat: Seat): WeinhaendlerState {
  requirePhase(state, 'cellar');
  if (state.last) errors.fail('must-place-all');
  const cards = state.hands[seat]!.length;
  if (cards > HAND_LIMIT) errors.fail('must-place', { cards });
  const next: WeinhaendlerState = { ...state, cellarTurns: state.cellarTurns + 1 };
  return nextCellarTurn(next);
}

/** The result once the game is over: the points, and every seat with the most (a tie shares the win). */
export function outcome(state: WeinhaendlerState): Outcome | null {
  if (state.phase !== 'over') return null;
  const scores = state.points.slice();
  const best = Math.max(...scores);
  const winners: Seat[] = [];
  scores.forEach((s, seat) => {
    if (s === best) winners.push(seat);
  });
  return { scores, winners };
}
