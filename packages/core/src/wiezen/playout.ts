/**
 * The playout kernels: play a session from any position to its end, for search bots and benchmarks.
 *
 * - {@link randomPlayout} plays uniformly random legal moves as fast as it can. The auction runs on a private
 *   copy of the auction record, counting the legal bids and decoding the drawn index instead of listing them;
 *   the tricks run on suit bitmasks (13 bits per seat and suit) in preallocated typed arrays, and only the
 *   finished deal is turned back into the state's shape. Scoring and the next deal go through the rules' own
 *   `finishDeal`, and the rare phases (alleen, the dealer's miserie exchange) through `legalMoves` and `play`.
 *   It draws exactly what the move-by-move loop `legal[rng.int(legal.length)]` draws (one `rng.int` per move,
 *   with the number of legal moves as the bound, legal moves in `legalMoves` order), so both end in equal
 *   states.
 * - {@link playout} takes any chooser: it builds the legal moves for it and plays the cards in place on a
 *   private copy (the other moves through `play`).
 *
 * Neither ever changes its input state.
 *
 * @module
 */
import type { Seat } from '../contract/index.js';
import { Rng } from '../random/index.js';
import { contractOf, highOf, MEEGAAN, nextTurn, PASS, SPECIAL_BIDS, STRENGTHS, VRAGEN } from './auction.js';
import { trickWinner } from './cards.js';
import { DRAW_LIMITS } from './deal.js';
import { checkCard, dealState, finishDeal, legalMoves, play, startPlay, turnOf } from './rules.js';
import type { Auction, TrickRecord, WiezenMove, WiezenState } from './types.js';

/** Picks a move for `seat` from its legal moves. */
export type Chooser = (state: WiezenState, seat: Seat, legal: WiezenMove[]) => WiezenMove;

/** Whether each of {@link SPECIAL_BIDS} may join a bid of the same strength (the miserie kinds). */
const JOINS: readonly boolean[] = SPECIAL_BIDS.map(
  (bid) => bid.type === 'miserie' || bid.type === 'miserie-op-tafel',
);

/**
 * `rng.int(n)` for 1 <= n <= 52: the same draws from `rng.next()`, the same result. A generator whose `int` is
 * not `Rng`'s own (a subclass) is asked through its `int`.
 */
function draw(rng: Rng, n: number, own: boolean): number {
  if (!own) return rng.int(n);
  const limit = DRAW_LIMITS[n]!;
  let x = rng.next();
  while (x >= limit) x = rng.next();
  return x % n;
}

/**
 * Plays to the end of the session with uniformly random legal moves drawn from `rng` and returns the final
 * state; the input is left unchanged. The result equals the move-by-move loop `s = play(s, seat,
 * legal[rng.int(legal.length)])` from the same state with an equal generator.
 *
 * @example
 * ```ts
 * const start = wiezen.setup({ players: 4, seed: 's', options: { deals: 1 } });
 * const end = randomPlayout(start, Rng.fromSeed('playout'));
 * wiezen.outcome(end); // { scores: [...], winners: [...] }
 * ```
 */
export function randomPlayout(state: WiezenState, rng: Rng): WiezenState {
  const own = rng.int === Rng.prototype.int;
  let s = state;
  while (s.phase !== 'over') {
    if (s.phase === 'play') s = randomTricks(s, rng, own);
    else if (s.phase === 'auction') s = randomAuction(s, rng, own);
    else {
      const seat = turnOf(s);
      const legal = legalMoves(s, seat);
      s = play(s, seat, legal[rng.int(legal.length)]!);
    }
  }
  return s;
}

/**
 * The rest of an auction, drawn at random; returns the state after its last call (play, the exchange, alleen,
 * or the next deal after an all-pass). Works on a copy of the auction record, as `play` would build it.
 */
function randomAuction(s: WiezenState, rng: Rng, own: boolean): WiezenState {
  const a0 = s.auction;
  const a: Auction = {
    turn: a0.turn,
    calls: a0.calls.slice(),
    passed: a0.passed.slice(),
    asker: a0.asker,
    joiner: a0.joiner,
    high: a0.high,
  };
  const turnedSuit = (s.turned / 13) | 0;
  const strengths = STRENGTHS[turnedSuit]!;
  const count = SPECIAL_BIDS.length;
  while (a.turn !== null) {
    const seat = a.turn;
    const high = a.high;
    const ask = a.asker === null && high === null ? 1 : 0;
    const join = a.asker !== null && a.joiner === null && high === null && a.asker !== seat ? 1 : 0;
    const floor = high === null ? -1 : high.strength;
    let specials = 0;
    for (let i = 0; i < count; i++) {
      const strength = strengths[i]!;
      if (strength > floor || (strength === floor && JOINS[i])) specials++;
    }
    let k = draw(rng, 1 + ask + join + specials, own);
    let move: WiezenMove;
    if (k === 0) {
      move = PASS;
      a.passed[seat] = true;
    } else if (k <= ask) {
      move = VRAGEN;
      a.asker = seat;
    } else if (k <= ask + join) {
      move = MEEGAAN;
      a.joiner = seat;
    } else {
      k -= 1 + ask + join;
      let i = 0;
      for (; ; i++) {
        const strength = strengths[i]!;
        if ((strength > floor || (strength === floor && JOINS[i])) && k-- === 0) break;
      }
      const bid = SPECIAL_BIDS[i]!;
      move = bid;
      const next = highOf(bid, seat, turnedSuit);
      if (high && next.strength === high.strength) next.seats = [...high.seats, seat];
      a.high = next;
    }
    a.calls.push({ seat, move });
    a.turn = nextTurn(a, seat);
  }
  const { hands, exchange, tricks, trick, taken } = s;
  const next = dealState(s, 'auction', hands, a, s.contract, exchange, tricks, trick, taken);
  const contract = contractOf(a, s.dealer, s.turned, s.troel);
  if (contract) return startPlay(next, contract);
  if (a.asker !== null && a.high === null)
    return dealState(s, 'alleen', hands, a, null, exchange, tricks, trick, taken);
  return finishDeal(next, null);
}

/** Set bits of every 13-bit mask. */
const POP = (() => {
  const pop = new Uint8Array(1 << 13);
  for (let m = 1; m < pop.length; m++) pop[m] = pop[m >> 1]! + (m & 1);
  return pop;
})();

// Scratch space of randomTricks (filled from the state on every call; nothing in it survives a call).
/** Suit masks: `MASKS[seat * 4 + suit]`, bit r = rank r held. */
const MASKS = new Int32Array(16);
/** Cards in hand per seat. */
const SIZES = new Int32Array(4);
/** The deal's cards in the order they were played. */
const PLAYED = new Int32Array(52);
/** Leader and winner of each trick. */
const LEADERS = new Int32Array(13);
const WINNERS = new Int32Array(13);

/** The rank index of the `k`-th (0-based) set bit of `mask`. */
function nthBit(mask: number, k: number): number {
  let m = mask;
  for (let i = k; i > 0; i--) m &= m - 1;
  return 31 - Math.clz32(m & -m);
}

/** The `k`-th (0-based) card of a seat's hand in ascending order (`base` = seat * 4). */
function nthCard(base: number, k: number): number {
  let rest = k;
  for (let suit = 0; ; suit++) {
    const mask = MASKS[base + suit]!;
    const n = POP[mask]!;
    if (rest < n) return suit * 13 + nthBit(mask, rest);
    rest -= n;
  }
}

/**
 * The rest of the tricks of a deal in the play phase, drawn at random, then the score and the next deal (or
 * the end) through `finishDeal`.
 */
function randomTricks(s: WiezenState, rng: Rng, own: boolean): WiezenState {
  const contract = s.contract!;
  const trump = contract.trump;
  MASKS.fill(0);
  for (let seat = 0; seat < 4; seat++) {
    const hand = s.hands[seat]!;
    SIZES[seat] = hand.length;
    for (let i = 0; i < hand.length; i++) {
      const card = hand[i]!;
      const suit = (card / 13) | 0;
      MASKS[seat * 4 + suit]! |= 1 << (card - suit * 13);
    }
  }
  const done = s.tricks;
  let n = 0;
  for (let t = 0; t < done.length; t++) {
    const record = done[t]!;
    LEADERS[t] = record.leader;
    WINNERS[t] = record.winner;
    for (let i = 0; i < 4; i++) PLAYED[n++] = record.cards[i]!;
  }
  for (const card of s.trick.cards) PLAYED[n++] = card;
  let leader = s.trick.leader;
  const taken = s.taken.slice();
  const lead = contract.lead;
  while (n < 52) {
    const pos = n & 3;
    const seat = (leader + pos) & 3;
    const base = seat * 4;
    let card: number;
    if (pos === 0) {
      if (n === 0 && lead !== null) {
        draw(rng, 1, own);
        card = lead;
      } else card = nthCard(base, draw(rng, SIZES[seat]!, own));
    } else {
      const suit = (PLAYED[n - pos]! / 13) | 0;
      const mask = MASKS[base + suit]!;
      card =
        mask !== 0
          ? suit * 13 + nthBit(mask, draw(rng, POP[mask]!, own))
          : nthCard(base, draw(rng, SIZES[seat]!, own));
    }
    const suit = (card / 13) | 0;
    MASKS[base + suit]! ^= 1 << (card - suit * 13);
    SIZES[seat]!--;
    PLAYED[n++] = card;
    if (pos === 3) {
      const first = n - 4;
      let best = 0;
      let bestCard = PLAYED[first]!;
      for (let i = 1; i < 4; i++) {
        const c = PLAYED[first + i]!;
        const cs = (c / 13) | 0;
        if (cs === ((bestCard / 13) | 0) ? c > bestCard : cs === trump) {
          best = i;
          bestCard = c;
        }
      }
      const t = first >> 2;
      LEADERS[t] = leader;
      leader = (leader + best) & 3;
      WINNERS[t] = leader;
      taken[leader]!++;
    }
  }
  const tricks: TrickRecord[] = done.slice();
  for (let t = done.length; t < 13; t++) {
    const at = t * 4;
    tricks.push({
      leader: LEADERS[t]!,
      cards: [PLAYED[at]!, PLAYED[at + 1]!, PLAYED[at + 2]!, PLAYED[at + 3]!],
      winner: WINNERS[t]!,
    });
  }
  const hands = [[], [], [], []];
  const next = dealState(
    s,
    'play',
    hands,
    s.auction,
    contract,
    s.exchange,
    tricks,
    { leader, cards: [] },
    taken,
  );
  return finishDeal(next, contract);
}

/** A copy of every part of a state that {@link playout} changes in place. */
function ownCopy(s: WiezenState): WiezenState {
  const hands = s.hands.map((h) => h.slice());
  const trick = { leader: s.trick.leader, cards: s.trick.cards.slice() };
  return dealState(
    s,
    s.phase,
    hands,
    s.auction,
    s.contract,
    s.exchange,
    s.tricks.slice(),
    trick,
    s.taken.slice(),
  );
}

/**
 * Plays to the end of the session, each move picked by `choose` from the legal moves, and returns the final
 * state; the input is left unchanged. Cards are played in place on a private copy (but the deal's last, which
 * scores it through `play`); every other move goes through `play`. `choose` sees the kernel's working state:
 * it must not keep or change it. An illegal choice throws the `RuleError` that `play` would.
 *
 * @example
 * ```ts
 * const end = playout(start, (_state, _seat, legal) => legal[0]!);
 * wiezen.outcome(end);
 * ```
 */
export function playout(state: WiezenState, choose: Chooser): WiezenState {
  let s = ownCopy(state);
  for (let seat = turnOf(s); seat >= 0; seat = turnOf(s)) {
    const move = choose(s, seat, legalMoves(s, seat));
    const trick = s.trick;
    if (s.phase === 'play' && move?.type === 'play' && (s.tricks.length < 12 || trick.cards.length < 3)) {
      const card = move.card;
      s.hands[seat]!.splice(checkCard(s, seat, card), 1);
      trick.cards.push(card);
      if (trick.cards.length === 4) {
        const winner = (trick.leader + trickWinner(trick.cards, s.contract!.trump)) & 3;
        s.taken[winner]!++;
        s.tricks.push({ leader: trick.leader, cards: trick.cards, winner });
        s.trick = { leader: winner, cards: [] };
      }
    } else s = play(s, seat, move);
  }
  return s;
}
