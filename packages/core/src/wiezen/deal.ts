/**
 * Dealing: the seeded shuffle of the first deal, gathering the tricks in the order they were won for the next
 * (the cards are not shuffled again, seed section 1), the seeded cut, the 4-4-5 deal clockwise from the
 * dealer's left, the turned card, and troel detection.
 *
 * @module
 */
import type { Seat } from '../contract/index.js';
import { Rng, type RngState } from '../random/index.js';
import { ACE, cardOf, HEARTS, rankOf } from './cards.js';
import type { Troel } from './types.js';

/**
 * The cards 0..51 in order, not frozen: a copy of the frozen `ALL_CARDS` keeps frozen elements, and
 * writing into it is some 50 times slower on V8 11 (Node 20).
 */
const FRESH_PACK: readonly number[] = Array.from({ length: 52 }, (_, i) => i);

/** A shuffled pack: `Rng.shuffle` of the cards in order (the draws of every seeded deal depend on it). */
export function shuffledPack(rng: Rng): number[] {
  return rng.shuffle(FRESH_PACK.slice());
}

/**
 * Cuts the pack at a seeded point (1..51 cards lifted from the top go under).
 *
 * @example
 * ```ts
 * cut([0, 1, 2, ...rest], rng);
 * ```
 */
export function cut(pack: readonly number[], rng: Rng): number[] {
  const at = 1 + rng.int(pack.length - 1);
  return [...pack.slice(at), ...pack.slice(0, at)];
}

/**
 * The first pack of a session and the generator state after it: `Rng.fromSeed(seed)` and {@link shuffledPack},
 * or the stacked `deck` as given (and the generator untouched).
 *
 * @example
 * ```ts
 * const { pack, rng } = firstPack('club-night', null); // rng: the state to keep in the game
 * ```
 */
export function firstPack(seed: string, deck: readonly number[] | null): { pack: number[]; rng: RngState } {
  const rng = Rng.fromSeed(seed);
  return { pack: deck ? deck.slice() : shuffledPack(rng), rng: rng.state() };
}

/** Scratch space of {@link dealPack} (filled completely on every call; JavaScript runs it to the end). */
const OWNER = new Int8Array(52);

/**
 * Deals a pack 4-4-5 clockwise starting left of the dealer. Returns sorted hands and the turned card.
 *
 * @example
 * ```ts
 * dealPack(ALL_CARDS, 0).turned; // 51: the dealer's last card
 * ```
 */
export function dealPack(pack: readonly number[], dealer: Seat): { hands: number[][]; turned: number } {
  // Who gets each card, then every hand read off in card order: sorted without a sort.
  const owner = OWNER;
  let i = 0;
  for (let round = 0; round < 3; round++) {
    const size = round === 2 ? 5 : 4;
    for (let k = 1; k <= 4; k++) {
      const seat = (dealer + k) & 3;
      for (let n = 0; n < size; n++) owner[pack[i++]!] = seat;
    }
  }
  const hands: number[][] = [[], [], [], []];
  for (let c = 0; c < 52; c++) hands[owner[c]!]!.push(c);
  return { hands, turned: pack[51]! };
}

/**
 * Troel after the deal: a player with three aces (partner: the holder of the fourth, who leads it) or four
 * (troela: partner the holder of the highest heart below the ace he lacks, who leads it).
 *
 * @example
 * ```ts
 * detectTroel(hands); // null, or { kind: 'troel', player: 2, partner: 0, card: 12 }
 * ```
 */
export function detectTroel(hands: readonly (readonly number[])[]): Troel | null {
  for (let player = 0; player < 4; player++) {
    const hand = hands[player]!;
    let aces = 0;
    for (const c of hand) if (rankOf(c) === ACE) aces++;
    if (aces < 3) continue;
    if (aces === 3) {
      for (let suit = 0; suit < 4; suit++) {
        const ace = cardOf(suit, ACE);
        if (!hand.includes(ace)) return { kind: 'troel', player, partner: holderOf(hands, ace), card: ace };
      }
    }
    for (let rank = ACE - 1; rank >= 0; rank--) {
      const card = cardOf(HEARTS, rank);
      if (!hand.includes(card)) return { kind: 'troela', player, partner: holderOf(hands, card), card };
    }
  }
  return null;
}

/** The seat holding a card (-1 if nobody). */
export function holderOf(hands: readonly (readonly number[])[], card: number): Seat {
  for (let s = 0; s < hands.length; s++) if (hands[s]!.includes(card)) return s;
  return -1;
}

/**
 * The pack that deals the given hands (4-4-5 from the dealer's left) with `turned` (a card of the dealer's
 * hand) as the turned card: the way to stack a deal through `options.deck`.
 *
 * @example
 * ```ts
 * const deck = packFor(hands, 0, hands[0][12]);
 * setup({ players: 4, seed: 's', options: { deck, dealer: 0 } });
 * ```
 */
export function packFor(hands: readonly (readonly number[])[], dealer: Seat, turned: number): number[] {
  const own = hands.map((h) => h.slice());
  const d = own[dealer]!;
  if (!d.includes(turned)) throw new RangeError('the turned card must be in the dealer’s hand');
  d.splice(d.indexOf(turned), 1);
  d.push(turned);
  const pack: number[] = [];
  let at = 0;
  for (const size of [4, 4, 5]) {
    for (let k = 1; k <= 4; k++) pack.push(...own[(dealer + k) % 4]!.slice(at, at + size));
    at += size;
  }
  return pack;
}
