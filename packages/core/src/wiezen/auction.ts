/**
 * The auction: vragen and meegaan, the special games and their ladder, passing, and how the auction ends in a
 * contract. Pure helpers over the {@link Auction} record; `rules.ts` strings them together.
 *
 * Ladder (seed section 5): vragen + meegaan / alleen < abondance 9 < abondance 10 < miserie < abondance 11 <
 * abondance 12 < troel / troela < miserie op tafel < solo < solo slim. At one abondance level a bid in the
 * turned suit beats one in another suit; otherwise the first bidder keeps his game. Miserie and miserie op
 * tafel may be bid by further players at the same level: they play it together. Troel is not bid: it stands from
 * the deal, and every seat, its player included, is asked whether he overbids it.
 *
 * @module
 */
import type { Seat } from '../contract/index.js';
import { suitIndex, suitOf } from './cards.js';
import type { Auction, Contract, HighBid, SpecialBid, Troel, WiezenMove } from './types.js';

const ABONDANCE_STRENGTH: Readonly<Record<number, number>> = { 9: 10, 10: 20, 11: 40, 12: 50 };

/** Ladder strengths of the fixed games. */
export const STRENGTH = {
  miserie: 30,
  troel: 60,
  troela: 60,
  'miserie-op-tafel': 70,
  solo: 80,
  'solo-slim': 90,
} as const;

/**
 * A special bid as the highest bid it would become (strength on the ladder, trump suit index or -1).
 *
 * @example
 * ```ts
 * highOf({ type: 'abondance', level: 9, suit: 'hearts' }, 0, 2).strength; // 11: in the turned suit
 * ```
 */
export function highOf(bid: SpecialBid, seat: Seat, turnedSuit: number): HighBid {
  switch (bid.type) {
    case 'abondance': {
      const suit = suitIndex(bid.suit);
      const strength = ABONDANCE_STRENGTH[bid.level]! + (suit === turnedSuit ? 1 : 0);
      return { game: 'abondance', strength, level: bid.level, suit, seats: [seat] };
    }
    case 'solo': {
      const suit = bid.suit === null ? -1 : suitIndex(bid.suit);
      return { game: 'solo', strength: STRENGTH.solo, level: null, suit, seats: [seat] };
    }
    case 'solo-slim':
      return {
        game: 'solo-slim',
        strength: STRENGTH['solo-slim'],
        level: null,
        suit: turnedSuit,
        seats: [seat],
      };
    default:
      return { game: bid.type, strength: STRENGTH[bid.type], level: null, suit: -1, seats: [seat] };
  }
}

/** Whether `bid` beats the highest bid (or joins it: miserie kinds at the same level). */
export function beats(bid: HighBid, high: HighBid | null): boolean {
  if (high === null) return true;
  if (bid.strength > high.strength) return true;
  return bid.strength === high.strength && (bid.game === 'miserie' || bid.game === 'miserie-op-tafel');
}

/**
 * Whether a seat holds the highest bid (then it is not asked again). Troel standing from the deal is held by
 * nobody here: it was never bid, and its player too gets his chance to play miserie op tafel, solo or solo slim
 * instead (passing keeps troel).
 *
 * @example
 * ```ts
 * holds(openAuction(0, troel), troel.player); // false: the troel player is asked like everyone
 * ```
 */
export function holds(auction: Auction, seat: Seat): boolean {
  const high = auction.high;
  if (high) return high.game !== 'troel' && high.game !== 'troela' && high.seats.includes(seat);
  return seat === auction.asker || seat === auction.joiner;
}

/** The next seat to speak after `seat`, clockwise, or null when the auction is over. */
export function nextTurn(auction: Auction, seat: Seat): Seat | null {
  for (let k = 1; k <= 4; k++) {
    const s = (seat + k) % 4;
    if (!auction.passed[s] && !holds(auction, s)) return s;
  }
  return null;
}

/**
 * The auction at the start of a deal: the dealer's left speaks first; troel stands as the highest bid (and the
 * auction goes round all four seats, the troel player's too, before it is played).
 */
export function openAuction(dealer: Seat, troel: Troel | null): Auction {
  const auction: Auction = {
    turn: null,
    calls: [],
    passed: [false, false, false, false],
    asker: null,
    joiner: null,
    high: troel
      ? { game: troel.kind, strength: STRENGTH[troel.kind], level: null, suit: -1, seats: [troel.player] }
      : null,
  };
  auction.turn = nextTurn(auction, dealer);
  return auction;
}

const SUIT_NAMES = ['clubs', 'diamonds', 'hearts', 'spades'] as const;
const LEVELS = [9, 10, 11, 12] as const;

/** Every special bid there is (in ladder order, roughly). */
export const SPECIAL_BIDS: readonly SpecialBid[] = Object.freeze(
  [
    ...LEVELS.flatMap((level) => SUIT_NAMES.map((suit) => ({ type: 'abondance' as const, level, suit }))),
    { type: 'miserie' as const },
    { type: 'miserie-op-tafel' as const },
    { type: 'solo' as const, suit: null },
    ...SUIT_NAMES.map((suit) => ({ type: 'solo' as const, suit })),
    { type: 'solo-slim' as const },
  ].map((bid) => Object.freeze(bid) as SpecialBid),
);

/** The shared move objects of the auction (also used by the playout kernel). */
export const PASS: WiezenMove = Object.freeze({ type: 'pass' });
export const VRAGEN: WiezenMove = Object.freeze({ type: 'vragen' });
export const MEEGAAN: WiezenMove = Object.freeze({ type: 'meegaan' });
/** Ladder strength of each of {@link SPECIAL_BIDS}, per turned suit (no allocation in the hot path). */
export const STRENGTHS: readonly (readonly number[])[] = [0, 1, 2, 3].map((turned) =>
  SPECIAL_BIDS.map((bid) => highOf(bid, 0, turned).strength),
);

/** The auction moves open to the seat whose turn it is (shared, frozen move objects). */
export function auctionMoves(auction: Auction, seat: Seat, turnedSuit: number): WiezenMove[] {
  const moves: WiezenMove[] = [PASS];
  const high = auction.high;
  if (auction.asker === null && high === null) moves.push(VRAGEN);
  if (auction.asker !== null && auction.joiner === null && high === null && auction.asker !== seat)
    moves.push(MEEGAAN);
  const strengths = STRENGTHS[turnedSuit]!;
  const floor = high === null ? -1 : high.strength;
  for (let i = 0; i < SPECIAL_BIDS.length; i++) {
    const bid = SPECIAL_BIDS[i]!;
    const strength = strengths[i]!;
    const joins = strength === floor && (bid.type === 'miserie' || bid.type === 'miserie-op-tafel');
    if (strength > floor || joins) moves.push(bid);
  }
  return moves;
}

/** The contract of a finished auction with a special game, or vragen + meegaan; null otherwise. */
export function contractOf(
  auction: Auction,
  dealer: Seat,
  turned: number,
  troel: Troel | null,
): Contract | null {
  const left = (dealer + 1) % 4;
  const high = auction.high;
  if (high === null) {
    if (auction.asker === null || auction.joiner === null) return null;
    return {
      game: 'vragen',
      declarers: [auction.asker, auction.joiner],
      trump: suitOf(turned),
      level: null,
      leader: left,
      lead: null,
    };
  }
  switch (high.game) {
    case 'troel':
    case 'troela': {
      const t = troel!;
      return {
        game: t.kind,
        declarers: [t.player, t.partner],
        trump: suitOf(t.card),
        level: null,
        leader: t.partner,
        lead: t.card,
      };
    }
    case 'miserie':
    case 'miserie-op-tafel':
      return {
        game: high.game,
        declarers: high.seats.slice(),
        trump: -1,
        level: null,
        leader: left,
        lead: null,
      };
    default:
      return {
        game: high.game,
        declarers: high.seats.slice(),
        trump: high.suit,
        level: high.level,
        leader: high.seats[0]!,
        lead: null,
      };
  }
}
