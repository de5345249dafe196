/**
 * The shapes of a Wine Cellar game: options, state, moves and views. All plain JSON.
 *
 * @module
 */
import type { Seat } from '../contract/index.js';
import type { WineCard } from './cards.js';
import type { WineCellarOptions } from './options.js';
import type { CellarScore, SoloRank } from './score.js';

/** `standard`: the newer rules (simultaneous bids). `2021`: suits, follow suit, auto-win token, +1 type bonus. */
export type Rules = WineCellarOptions['rules'];

/** Where a prize goes into the cellar: on top of the stack or under it, never in between. */
export type End = 'top' | 'bottom';

export type { WineCellarMove } from './moves.js';
export type { WineCellarOptions } from './options.js';

export type Phase = 'bid' | 'take' | 'place' | 'reserve' | 'swap' | 'over';

/** One finished trick. In solo, index 1 is the automaton. */
export interface TrickRecord {
  bids: number[];
  winner: Seat;
  /** The prize each side got (solo: the automaton's is out of the game). */
  took: number[];
}

export interface WineCellarState {
  game: 'wine-cellar';
  /** The options in force (the deal order is not kept: it would tell every hand). */
  options: WineCellarOptions;
  solo: boolean;
  phase: Phase;
  /** The trick being played, 1..8. */
  trick: number;
  hands: number[][];
  /** Solo: the automaton's face-down pile, top first. */
  pile: number[];
  /** The two prizes, left and right. */
  prizes: number[];
  /** This trick's bids, by seat (solo: the player, then the automaton). */
  bids: (number | null)[];
  /** 2021: who leads this trick. */
  lead: Seat;
  /** 2021: whose auto-win token is still unused. */
  tokens: boolean[];
  /** 2021: who played the token in this trick. */
  tokenBy: Seat | null;
  /** 2021: the face-down last card of each player. */
  reserved: (number | null)[];
  /** This trick's winner, once both bids are in. */
  winner: Seat | null;
  /** The prize a player must still put into his cellar. */
  pending: (number | null)[];
  /** Each player's cellar, top to bottom. */
  cellars: number[][];
  bonus: (number | null)[];
  /** Who has made the swap decision. */
  swapped: boolean[];
  history: TrickRecord[];
}

/** A bid as someone else sees it. */
export type SeenCard = number | 'hidden' | null;

/** All one seat may see (`seat: null` is a spectator). */
export interface WineCellarView {
  game: 'wine-cellar';
  seat: Seat | null;
  rules: Rules;
  swap: boolean;
  solo: boolean;
  phase: Phase;
  trick: number;
  active: Seat[];
  /** The seat's own hand; `null` for a spectator. */
  hand: number[] | null;
  handSizes: number[];
  /** Solo: the automaton's cards, as a sorted set (its order stays hidden). */
  pile: { count: number; cards: number[] } | null;
  prizes: number[];
  bids: SeenCard[];
  lead: Seat;
  tokens: boolean[];
  tokenBy: Seat | null;
  reserved: SeenCard[];
  winner: Seat | null;
  pending: (number | null)[];
  cellars: number[][];
  bonus: (number | null)[];
  swapped: boolean[];
  history: TrickRecord[];
  /** The card list in force (`null`: Tafel's deck). */
  cards: WineCard[] | null;
  /** At the end: each player's score, and the solo rank. */
  scores: CellarScore[] | null;
  rank: SoloRank | null;
}
