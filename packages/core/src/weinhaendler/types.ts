/**
 * The shapes of a Die Weinhändler game: options, state, moves and views. All plain JSON; money in cents.
 *
 * @module
 */
import type { Seat } from '../contract/index.js';
import type { Card } from './cards.js';

export type { WeinhaendlerOptions } from './options.js';

/** One card in a cellar: row 0 is the bottom; `(row, pos)` rests on `(row-1, pos)` and `(row-1, pos+1)`. */
export interface Placement {
  row: number;
  /** Relative to the first card of the bottom row (may be negative). */
  pos: number;
  card: Card;
}

export type { WeinhaendlerMove } from './moves.js';

export type Phase = 'bid' | 'cellar' | 'over';

/** What a pass-and-draw revealed, and the card kept (the other went under the pile). */
export interface Draw {
  cards: Card[];
  kept: Card | null;
}

export interface WeinhaendlerState {
  game: 'weinhaendler';
  players: number;
  phase: Phase;
  /** The round, from 1. */
  round: number;
  /** This is the last round: after the swap everyone places all his cards. */
  last: boolean;
  /** Who started this round's bidding. */
  start: Seat;
  /** Who moves now (bidding or cellar); -1 once the game is over. */
  turn: Seat;
  /** Hands, sorted by value. */
  hands: Card[][];
  /** This round's bids, face up, sorted by value. */
  bids: Card[][];
  /** Each bid's total in cents. */
  totals: number[];
  passed: boolean[];
  /** Who has had a turn in this bidding round. */
  acted: boolean[];
  display: Card[];
  /** The draw pile, top first (hidden). */
  pile: Card[];
  /** Who put each of the bottom `buried.length` cards of the pile there, oldest (nearest the top) first. */
  buried: Seat[];
  /** This round's pass-and-draw of each seat (only its drawer sees the cards). */
  drawn: (Draw | null)[];
  /** Who passed on his first turn of this round, and could have drawn, but did not. */
  declined: boolean[];
  /** This round's highest bidder, once the swap is done. */
  highest: Seat | null;
  /** How many players have finished this round's cellar phase. */
  cellarTurns: number;
  /** Each seat's cellars in order (the last one is open), each the list of its placements in order. */
  cellars: Placement[][][];
  /** Cards that could be placed nowhere when the game ended (empty bottles): they score nothing. */
  setAside: Card[][];
  points: number[];
}

/** All one seat may see (`seat: null` is a spectator). */
export interface WeinhaendlerView {
  game: 'weinhaendler';
  seat: Seat | null;
  players: number;
  phase: Phase;
  round: number;
  last: boolean;
  start: Seat;
  active: Seat[];
  /** The seat's own hand; `null` for a spectator. */
  hand: Card[] | null;
  handSizes: number[];
  bids: Card[][];
  totals: number[];
  passed: boolean[];
  acted: boolean[];
  display: Card[];
  /** The pile: how many cards, and of its bottom cards that were put under it, those this seat put there. */
  pile: { count: number; buried: (Card | null)[] };
  /** Who drew this round (pass-and-draw). */
  drew: boolean[];
  /** Who passed on his first turn of this round, and could have drawn, but did not. */
  declined: boolean[];
  /** The seat's own pass-and-draw of this round. */
  draw: Draw | null;
  highest: Seat | null;
  cellarTurns: number;
  cellars: Placement[][][];
  /** Cards set aside at the end of the game (face up: they could be placed nowhere). */
  setAside: Card[][];
  points: number[];
}
