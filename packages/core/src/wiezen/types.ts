/**
 * The shapes of a Wiezen session: options, state, moves and views. All plain JSON; cards are integers 0..51
 * (see `cards.ts`), suits in moves are names.
 *
 * @module
 */
import type { Seat } from '../contract/index.js';
import type { RngState } from '../random/index.js';
import type { WiezenMove } from './moves.js';
import type { WiezenOptions } from './options.js';

export type { WiezenOptions } from './options.js';

/** The games a deal can be played as. */
export type GameName =
  | 'vragen'
  | 'alleen'
  | 'abondance'
  | 'miserie'
  | 'miserie-op-tafel'
  | 'troel'
  | 'troela'
  | 'solo'
  | 'solo-slim';

export type { WiezenMove } from './moves.js';

/** A special game one may bid. */
export type SpecialBid = Extract<
  WiezenMove,
  { type: 'abondance' | 'miserie' | 'miserie-op-tafel' | 'solo' | 'solo-slim' }
>;

export type Phase = 'auction' | 'alleen' | 'exchange' | 'exchange-reply' | 'play' | 'over';

/** One entry of the auction, as everyone heard it. */
export interface Call {
  seat: Seat;
  move: WiezenMove;
}

/** The highest special game bid so far (troel stands as one from the deal). */
export interface HighBid {
  game: Exclude<GameName, 'vragen' | 'alleen'>;
  /** Rank in the ladder; a bid must beat it (miserie kinds may equal it to join). */
  strength: number;
  /** Abondance: 9..12. */
  level: number | null;
  /** Trump suit index chosen (abondance, solo), -1 for none. */
  suit: number;
  /** The seats holding it (several for miserie). */
  seats: Seat[];
}

export interface Auction {
  /** Whose turn it is (null once the auction is over). */
  turn: Seat | null;
  calls: Call[];
  passed: boolean[];
  asker: Seat | null;
  joiner: Seat | null;
  high: HighBid | null;
}

/** Troel, detected after the deal. */
export interface Troel {
  kind: 'troel' | 'troela';
  player: Seat;
  /** Hidden until troel is played: the partner and the card he leads. */
  partner: Seat;
  card: number;
}

/** The game a deal is played as. */
export interface Contract {
  game: GameName;
  /** The playing seats (asker first; several miserie players in seat order after the first bidder). */
  declarers: Seat[];
  /** Trump suit index, -1 for none. */
  trump: number;
  /** Abondance level. */
  level: number | null;
  /** Who leads the first trick. */
  leader: Seat;
  /** The card the first leader must lead (troel, troela). */
  lead: number | null;
}

/** The dealer's miserie exchange, as the table saw it. */
export interface Exchange {
  /** Cards named so far, by whom held, and whether given. */
  named: Array<{ card: number; holder: Seat; given: boolean }>;
  /** The card named and awaiting its holder's answer. */
  pending: number | null;
  done: boolean;
}

export interface TrickRecord {
  leader: Seat;
  cards: number[];
  winner: Seat;
}

/** One finished deal, as recorded on the score sheet. */
export interface DealRecord {
  dealer: Seat;
  /** `null`: everybody passed. */
  game: GameName | null;
  declarers: Seat[];
  level: number | null;
  /** Tricks per seat. */
  tricks: number[];
  points: number[];
}

export interface WiezenState {
  game: 'wiezen';
  /** The options in force (without the stacked pack). */
  options: WiezenOptions;
  rng: RngState;
  /** 0-based number of the deal in progress. */
  deal: number;
  dealer: Seat;
  phase: Phase;
  /** Running totals. */
  scores: number[];
  history: DealRecord[];
  /** Hands, each sorted ascending. */
  hands: number[][];
  turned: number;
  troel: Troel | null;
  auction: Auction;
  contract: Contract | null;
  exchange: Exchange | null;
  /** Finished tricks of this deal, in order. */
  tricks: TrickRecord[];
  /** The trick being played. */
  trick: { leader: Seat; cards: number[] };
  /** Tricks taken per seat in this deal. */
  taken: number[];
}

/** All a seat may see. */
export interface WiezenView {
  game: 'wiezen';
  seat: Seat | null;
  options: Omit<WiezenOptions, 'deck'>;
  deal: number;
  dealer: Seat;
  phase: Phase;
  active: Seat[];
  scores: number[];
  history: DealRecord[];
  /** The seat's own hand (null for a spectator). */
  hand: number[] | null;
  handSizes: number[];
  turned: number;
  /** Troel as announced; partner and card only once it is played. */
  troel: { kind: 'troel' | 'troela'; player: Seat; partner: Seat | null; card: number | null } | null;
  auction: Auction;
  contract: Contract | null;
  exchange: Exchange | null;
  tricks: TrickRecord[];
  trick: { leader: Seat; cards: number[] };
  taken: number[];
  /** Miserie op tafel: the open hands, by seat (null for the others). */
  open: Array<number[] | null>;
}
