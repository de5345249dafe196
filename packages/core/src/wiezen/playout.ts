/**
 * The playout kernels: play a session from any position to its end, for search bots and benchmarks.
 *
 * - {@link randomPlayout} plays uniformly random legal moves as fast as it can. The auction runs on a private
 *   copy of the auction record and never lists the legal bids: it counts them (the special bids open over each
 *   highest bid come from a table) and decodes the drawn index. The tricks run on suit bitmasks (13 bits per
 *   seat and suit) in preallocated typed arrays, picking the drawn card without a loop, and only the finished
 *   deal is turned back into the state's shape. Scoring and the next deal go through the rules' own
 *   `finishDeal`, and the rare phases (alleen, the dealer's miserie exchange) through `legalMoves` and `play`.
 *   It draws exactly what the move-by-move loop `legal[rng.int(legal.length)]` draws (one draw per move, the
 *   number of legal moves as the bound, legal moves in `legalMoves` order), so both end in equal states.
 * - {@link playout} takes any chooser: it builds the legal moves for it and plays them through `play`.
 *
 * Neither ever changes its input state.
 *
 * @module
 */
import type { Seat } from '../contract/index.js';
import type { Rng } from '../random/index.js';
import { contractOf, highOf, MEEGAAN, nextTurn, PASS, SPECIAL_BIDS, STRENGTHS, VRAGEN } from './auction.js';
import { dealState, finishDeal, legalMoves, play, startPlay, turnOf } from './rules.js';
import type { Auction, Call, TrickRecord, WiezenMove, WiezenState } from './types.js';

/** Picks a move for `seat` from its legal moves. */
export type Chooser = (state: WiezenState, seat: Seat, legal: WiezenMove[]) => WiezenMove;

/**
 * The special bids open over each highest bid, as `auctionMoves` lists them: `OPEN_BIDS[turnedSuit][floor + 1]`
 * holds the indices into {@link SPECIAL_BIDS} of the bids stronger than `floor` (a strength on the ladder, -1
 * for no bid), or as strong and of a miserie kind (they join it).
 */
const OPEN_BIDS: readonly (readonly Int8Array[])[] = STRENGTHS.map((strengths) => {
  const top = Math.max(...strengths);
  return Array.from({ length: top + 2 }, (_, at) => {
    const floor = at - 1;
    const open: number[] = [];
    SPECIAL_BIDS.forEach((bid, i) => {
      const joins = bid.type === 'miserie' || bid.type === 'miserie-op-tafel';
      if (strengths[i]! > floor || (strengths[i] === floor && joins)) open.push(i);
    });
    return Int8Array.from(open);
  });
});

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
  let s = state;
  while (s.phase !== 'over') {
    if (s.phase === 'play') s = randomTricks(s, rng);
    else if (s.phase === 'auction') s = randomAuction(s, rng);
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
function randomAuction(s: WiezenState, rng: Rng): WiezenState {
  const a0 = s.auction;
  // Copied into a literal, not sliced: the literal's allocation site learns that it holds objects, where a
  // slice of an empty array holds small integers and changes its kind on the first push (a slow path).
  const calls: Call[] = [];
  for (let i = 0; i < a0.calls.length; i++) calls.push(a0.calls[i]!);
  const a: Auction = {
    turn: a0.turn,
    calls,
    passed: a0.passed.slice(),
    asker: a0.asker,
    joiner: a0.joiner,
    high: a0.high,
  };
  const turnedSuit = (s.turned / 13) | 0;
  const open = OPEN_BIDS[turnedSuit]!;
  while (a.turn !== null) {
    const seat = a.turn;
    const high = a.high;
    const ask = a.asker === null && high === null ? 1 : 0;
    const join = a.asker !== null && a.joiner === null && high === null && a.asker !== seat ? 1 : 0;
    const bids = open[high === null ? 0 : high.strength + 1]!;
    const k = rng.int(1 + ask + join + bids.length);
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
      const bid = SPECIAL_BIDS[bids[k - 1 - ask - join]!]!;
      move = bid;
      const next = highOf(bid, seat, turnedSuit);
      if (high && next.strength === high.strength) next.seats = [...high.seats, seat];
      a.high = next;
    }
    a.calls.push({ seat, move });
    // The rules' own turn order: it asks the troel player too while troel stands.
    a.turn = nextTurn(a, seat);
  }
  const { hands, exchange, tricks, trick, taken } = s;
  const next = dealState(s, 'auction', hands, a, s.contract, exchange, tricks, trick, taken);
  const contract = contractOf(a, s.dealer, s.turned, s.troel);
  if (contract) return startPlay(next, contract);
  if (a.asker !== null && a.high === null)
    return dealState(s, 'alleen', hands, a, s.contract, exchange, tricks, trick, taken);
  return finishDeal(next, null);
}

/** Set bits of every 13-bit mask. */
const POP = (() => {
  const pop = new Uint8Array(1 << 13);
  for (let m = 1; m < pop.length; m++) pop[m] = pop[m >> 1]! + (m & 1);
  return pop;
})();

// Scratch space of randomTricks (filled from the state on every call; nothing in it survives a call, and a
// generator must not start another playout from inside a draw).
/** Suit masks: `MASKS[seat * 4 + suit]`, bit r = rank r held. */
const MASKS = new Int32Array(16);
/** Cards in hand per seat. */
const SIZES = new Int32Array(4);
/** The deal's cards in the order they were played. */
const PLAYED = new Int32Array(52);
/** Leader and winner of each trick. */
const LEADERS = new Int32Array(13);
const WINNERS = new Int32Array(13);

/**
 * `SELECT[(mask << 3) | k]`: the position of the `k`-th (0-based) set bit of a 7-bit mask (random play makes
 * a loop over the bits mispredict its exit; a table lookup does not branch).
 */
const SELECT = (() => {
  const select = new Int8Array(128 * 8);
  for (let mask = 0; mask < 128; mask++)
    for (let bit = 0, k = 0; bit < 7; bit++) if (mask & (1 << bit)) select[(mask << 3) | k++] = bit;
  return select;
})();

/** The rank index of the `k`-th (0-based) set bit of a 13-bit `mask` (low 7 bits, then high 6). */
function nthBit(mask: number, k: number): number {
  const low = mask & 127;
  const inLow = POP[low]!;
  return k < inLow ? SELECT[(low << 3) | k]! : 7 + SELECT[((mask >> 7) << 3) | (k - inLow)]!;
}

/** The `k`-th (0-based) card of a seat's hand in ascending order (`base` = seat * 4), without branching. */
function nthCard(base: number, k: number): number {
  const m0 = MASKS[base]!;
  const m1 = MASKS[base + 1]!;
  const m2 = MASKS[base + 2]!;
  const m3 = MASKS[base + 3]!;
  const p1 = POP[m0]!;
  const p2 = p1 + POP[m1]!;
  const p3 = p2 + POP[m2]!;
  // Each of these is 1 when k is past the suits before (x >>> 31 of a negative is 1).
  const a1 = (p1 - k - 1) >>> 31;
  const a2 = (p2 - k - 1) >>> 31;
  const a3 = (p3 - k - 1) >>> 31;
  const suit = a1 + a2 + a3;
  const before = a3 ? p3 : a2 ? p2 : a1 ? p1 : 0;
  const mask = a3 ? m3 : a2 ? m2 : a1 ? m1 : m0;
  return suit * 13 + nthBit(mask, k - before);
}

/**
 * The rest of the tricks of a deal in the play phase, drawn at random, then the score and the next deal (or
 * the end) through `finishDeal`.
 */
function randomTricks(s: WiezenState, rng: Rng): WiezenState {
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
  let leader = s.trick.leader;
  // The trick so far: the suit led, and the position, card and suit of the card winning it.
  let ledSuit = -1;
  let best = 0;
  let bestCard = -1;
  let bestSuit = -1;
  const started = s.trick.cards;
  for (let pos = 0; pos < started.length; pos++) {
    const card = started[pos]!;
    PLAYED[n++] = card;
    const suit = (card / 13) | 0;
    if (pos === 0) ledSuit = suit;
    if (pos === 0 || (suit === bestSuit ? card > bestCard : suit === trump)) {
      best = pos;
      bestCard = card;
      bestSuit = suit;
    }
  }
  const taken = s.taken.slice();
  const lead = contract.lead;
  while (n < 52) {
    const pos = n & 3;
    const seat = (leader + pos) & 3;
    const base = seat * 4;
    // One draw per card: from the cards of the suit led when he has some, else from his whole hand (or the
    // called card troel's partner must lead).
    const follow = pos === 0 ? 0 : MASKS[base + ledSuit]!;
    const called = n === 0 && lead !== null;
    const k = rng.int(follow !== 0 ? POP[follow]! : called ? 1 : SIZES[seat]!);
    const card = follow !== 0 ? ledSuit * 13 + nthBit(follow, k) : called ? lead : nthCard(base, k);
    const suit = (card / 13) | 0;
    MASKS[base + suit]! ^= 1 << (card - suit * 13);
    SIZES[seat]!--;
    PLAYED[n++] = card;
    if (pos === 0) {
      ledSuit = suit;
      best = 0;
      bestCard = card;
      bestSuit = suit;
    } else if (suit === bestSuit ? card > bestCard : suit === trump) {
      // As trickWinner: the highest trump, else the highest card of the suit led.
      best = pos;
      bestCard = card;
      bestSuit = suit;
    }
    if (pos === 3) {
      const t = (n >> 2) - 1;
      LEADERS[t] = leader;
      leader = (leader + best) & 3;
      WINNERS[t] = leader;
      taken[leader]!++;
    }
  }
  const tricks: TrickRecord[] = []; // a literal, as the calls in randomAuction
  for (let t = 0; t < done.length; t++) tricks.push(done[t]!);
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

/**
 * Plays to the end of the session, each move picked by `choose` from the legal moves, and returns the final
 * state; the input is left unchanged. Every move goes through `play` (a chooser costs far more than the copy),
 * so an illegal choice throws the `RuleError` that `play` throws.
 *
 * @example
 * ```ts
 * const end = playout(start, (_state, _seat, legal) => legal[0]!);
 * wiezen.outcome(end);
 * ```
 */
export function playout(state: WiezenState, choose: Chooser): WiezenState {
  let s = state;
  for (let seat = turnOf(s); seat >= 0; seat = turnOf(s))
    s = play(s, seat, choose(s, seat, legalMoves(s, seat)));
  return s;
}
