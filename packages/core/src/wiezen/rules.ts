/**
 * The rules of Wiezen: who moves, what is legal, and what a move does. `play` is pure: it validates the move,
 * then builds the next state sharing every part the move leaves unchanged (nothing reachable from the input is
 * ever mutated), which keeps a move cheap enough for search.
 *
 * @module
 */
import type { Outcome, Seat } from '../contract/index.js';
import { commonErrors } from '../errors/index.js';
import { Rng } from '../random/index.js';
import { auctionMoves, beats, contractOf, highOf, nextTurn } from './auction.js';
import { ALL_CARDS, cardLabel, PLAY_MOVES, SUITS, suitOf, trickWinner } from './cards.js';
import { cut, holderOf, shuffledPack } from './deal.js';
import { wiezenErrors as errors } from './errors.js';
import { scoreDeal } from './score.js';
import { dealt } from './setup.js';
import type {
  Auction,
  Contract,
  DealRecord,
  Exchange,
  GameName,
  Phase,
  TrickRecord,
  WiezenMove,
  WiezenState,
} from './types.js';
import { suitName } from './words.js';

/**
 * `s` with the parts of the deal that moves change given, written out key by key in the order `dealt` gives
 * them (so the same JSON as `{ ...s, … }`). Every state built this way shares one hidden class; on V8 11
 * (Node 20) spreads build new ones and take a slow path where states of many shapes meet.
 *
 * @example
 * ```ts
 * const { phase, hands, auction, contract, exchange, tricks, trick, taken } = state;
 * const next = dealState(state, phase, hands, { ...auction, turn: 2 }, contract, exchange, tricks, trick, taken);
 * ```
 */
export function dealState(
  s: WiezenState,
  phase: Phase,
  hands: number[][],
  auction: Auction,
  contract: Contract | null,
  exchange: Exchange | null,
  tricks: TrickRecord[],
  trick: { leader: Seat; cards: number[] },
  taken: number[],
): WiezenState {
  return {
    game: s.game,
    options: s.options,
    rng: s.rng,
    deal: s.deal,
    dealer: s.dealer,
    scores: s.scores,
    history: s.history,
    phase,
    hands,
    turned: s.turned,
    troel: s.troel,
    auction,
    contract,
    exchange,
    tricks,
    trick,
    taken,
  };
}

/**
 * Who may move now (one seat, or none once the session is over).
 *
 * @example
 * ```ts
 * active(setup({ players: 4, seed: 's' })); // [1]: left of the dealer speaks first
 * ```
 */
export function active(state: WiezenState): Seat[] {
  const seat = turnOf(state);
  return seat < 0 ? [] : [seat];
}

/**
 * The one seat to move, or -1 once the session is over.
 *
 * @example
 * ```ts
 * turnOf(setup({ players: 4, seed: 's' })); // 1
 * ```
 */
export function turnOf(state: WiezenState): Seat {
  switch (state.phase) {
    case 'play':
      return (state.trick.leader + state.trick.cards.length) & 3;
    case 'auction':
      return state.auction.turn!;
    case 'alleen':
      return state.auction.asker!;
    case 'exchange':
      return state.dealer;
    case 'exchange-reply':
      return holderOf(state.hands, state.exchange!.pending!);
    case 'over':
      return -1;
  }
}

/** The seat to play a card now (play phase). */
function toPlay(state: WiezenState): Seat {
  return (state.trick.leader + state.trick.cards.length) & 3;
}

/**
 * The cards a seat may play to the current trick: the called card when troel's partner leads the first trick,
 * else the suit led if he holds it, else any card.
 *
 * @example
 * ```ts
 * playableCards(state, 3); // seat 3's diamonds when diamonds were led and he has some
 * ```
 */
export function playableCards(state: WiezenState, seat: Seat): readonly number[] {
  const hand = state.hands[seat]!;
  const { cards } = state.trick;
  if (cards.length === 0) {
    const lead = state.contract?.lead ?? null;
    return lead !== null && state.tricks.length === 0 ? [lead] : hand;
  }
  const suit = (cards[0]! / 13) | 0;
  let first = -1;
  let last = -1;
  for (let i = 0; i < hand.length; i++) {
    if (((hand[i]! / 13) | 0) === suit) {
      if (first < 0) first = i;
      last = i;
    }
  }
  return first < 0 ? hand : hand.slice(first, last + 1);
}

/**
 * Every legal move of a seat; empty when the seat may not move.
 *
 * @example
 * ```ts
 * legalMoves(state, 1); // [{ type: 'pass' }, { type: 'vragen' }, { type: 'abondance', level: 9, suit: 'clubs' }, …]
 * ```
 */
export function legalMoves(state: WiezenState, seat: Seat): WiezenMove[] {
  switch (state.phase) {
    case 'play': {
      if (seat !== toPlay(state)) return [];
      const hand = state.hands[seat]!;
      const { cards } = state.trick;
      const moves: WiezenMove[] = [];
      if (cards.length > 0) {
        const suit = (cards[0]! / 13) | 0;
        for (let i = 0; i < hand.length; i++)
          if (((hand[i]! / 13) | 0) === suit) moves.push(PLAY_MOVES[hand[i]!]!);
        if (moves.length > 0) return moves;
      } else if (state.contract!.lead !== null && state.tricks.length === 0) {
        return [PLAY_MOVES[state.contract!.lead]!];
      }
      for (let i = 0; i < hand.length; i++) moves.push(PLAY_MOVES[hand[i]!]!);
      return moves;
    }
    case 'auction':
      if (seat !== state.auction.turn) return [];
      return auctionMoves(state.auction, seat, suitOf(state.turned));
    case 'alleen':
      return seat === state.auction.asker ? [{ type: 'alleen' }, { type: 'pass' }] : [];
    case 'exchange': {
      if (seat !== state.dealer) return [];
      const refused = new Set(state.exchange!.named.map((n) => n.card));
      const own = state.hands[seat]!;
      const moves: WiezenMove[] = [{ type: 'keep' }];
      for (const card of ALL_CARDS)
        if (!own.includes(card) && !refused.has(card)) moves.push({ type: 'exchange', card });
      return moves;
    }
    case 'exchange-reply':
      return turnOf(state) === seat ? [{ type: 'give' }, { type: 'refuse' }] : [];
    case 'over':
      return [];
  }
}

/**
 * Plays a move and returns the next state (the input is never changed). Throws a `RuleError` when illegal.
 *
 * @example
 * ```ts
 * let state = setup({ players: 4, seed: 's' });
 * state = play(state, 1, { type: 'vragen' });
 * ```
 */
export function play(state: WiezenState, seat: Seat, move: WiezenMove): WiezenState {
  switch (state.phase) {
    case 'play':
      if (move.type !== 'play') return commonErrors.fail('move-not-now');
      return playCard(state, seat, move.card);
    case 'auction':
      return bid(state, seat, move);
    case 'alleen':
      if (move.type === 'alleen') {
        const contract: Contract = {
          game: 'alleen',
          declarers: [seat],
          trump: suitOf(state.turned),
          level: null,
          leader: (state.dealer + 1) % 4,
          lead: null,
        };
        return startPlay(state, contract);
      }
      if (move.type === 'pass') return finishDeal(state, null);
      return commonErrors.fail('move-not-now');
    case 'exchange':
      return exchange(state, seat, move);
    case 'exchange-reply':
      return reply(state, seat, move);
    case 'over':
      // Not reached through the game (a move in a game over is refused before its rules see it).
      return commonErrors.fail('game-over');
  }
}

function bid(state: WiezenState, seat: Seat, move: WiezenMove): WiezenState {
  const a = state.auction;
  // Written out (the same keys in the same order as a spread): one hidden class for every auction.
  const calls = [...a.calls, { seat, move }];
  const auction = { turn: a.turn, calls, passed: a.passed, asker: a.asker, joiner: a.joiner, high: a.high };
  switch (move.type) {
    case 'pass':
      auction.passed = a.passed.slice();
      auction.passed[seat] = true;
      break;
    case 'vragen':
      if (a.asker !== null || a.high !== null) errors.fail('already-asked');
      auction.asker = seat;
      break;
    case 'meegaan':
      if (a.asker === null || a.joiner !== null || a.high !== null || a.asker === seat)
        errors.fail('nobody-to-join');
      auction.joiner = seat;
      break;
    case 'abondance':
    case 'miserie':
    case 'miserie-op-tafel':
    case 'solo':
    case 'solo-slim': {
      if (!wellFormed(move))
        commonErrors.fail('invalid-move', { reason: { en: 'no such bid', nl: 'dat bod bestaat niet' } });
      const high = highOf(move, seat, suitOf(state.turned));
      if (!beats(high, a.high)) {
        if (a.high?.game === 'troel' || a.high?.game === 'troela') errors.fail('troel-stands');
        errors.fail('bid-too-low');
      }
      if (a.high && high.strength === a.high.strength) high.seats = [...a.high.seats, seat];
      auction.high = high;
      break;
    }
    default:
      return commonErrors.fail('move-not-now');
  }
  auction.turn = nextTurn(auction, seat);
  const { phase, hands, exchange, tricks, trick, taken } = state;
  const next = dealState(state, phase, hands, auction, state.contract, exchange, tricks, trick, taken);
  if (auction.turn !== null) return next;
  const contract = contractOf(auction, state.dealer, state.turned, state.troel);
  if (contract) return startPlay(next, contract);
  if (auction.asker !== null && auction.high === null)
    return dealState(next, 'alleen', hands, auction, next.contract, exchange, tricks, trick, taken);
  return finishDeal(next, null);
}

function isCard(card: unknown): card is number {
  return Number.isInteger(card) && (card as number) >= 0 && (card as number) < 52;
}

/** A special bid with a level and suit that exist (`play` may get moves that skipped `parseMove`). */
function wellFormed(move: WiezenMove): boolean {
  const suit = (move as { suit?: unknown }).suit;
  if (move.type === 'abondance')
    return [9, 10, 11, 12].includes(move.level) && SUITS.includes(suit as (typeof SUITS)[number]);
  if (move.type === 'solo') return suit === null || SUITS.includes(suit as (typeof SUITS)[number]);
  return true;
}

/**
 * Starts the play of a contract (through the dealer's miserie exchange when he plays miserie).
 *
 * @example
 * ```ts
 * startPlay(afterAuction, contractOf(auction, dealer, turned, troel)!).phase; // 'play' (or 'exchange')
 * ```
 */
export function startPlay(state: WiezenState, contract: Contract): WiezenState {
  const { hands, auction, tricks, taken } = state;
  if (contract.game === 'miserie' && contract.declarers.includes(state.dealer)) {
    const exchange = { named: [], pending: null, done: false };
    return dealState(state, 'exchange', hands, auction, contract, exchange, tricks, state.trick, taken);
  }
  const trick = { leader: contract.leader, cards: [] };
  return dealState(state, 'play', hands, auction, contract, state.exchange, tricks, trick, taken);
}

function exchange(state: WiezenState, seat: Seat, move: WiezenMove): WiezenState {
  const ex = state.exchange!;
  if (move.type === 'keep') return startPlay0(state, state.hands, { ...ex, done: true });
  if (move.type !== 'exchange') return commonErrors.fail('move-not-now');
  const card = move.card;
  if (!isCard(card))
    commonErrors.fail('invalid-move', {
      reason: { en: 'a card is an integer 0..51', nl: 'een kaart is een geheel getal 0..51' },
    });
  if (state.hands[seat]!.includes(card)) errors.fail('card-in-own-hand', { card: cardLabel(card) });
  if (ex.named.some((n) => n.card === card)) errors.fail('card-already-named', { card: cardLabel(card) });
  const holder = holderOf(state.hands, card);
  if (state.contract!.declarers.includes(holder)) {
    const { hands, auction, contract, tricks, trick, taken } = state;
    const asked = { ...ex, pending: card };
    return dealState(state, 'exchange-reply', hands, auction, contract, asked, tricks, trick, taken);
  }
  return swap(state, card, holder);
}

function reply(state: WiezenState, seat: Seat, move: WiezenMove): WiezenState {
  const ex = state.exchange!;
  const card = ex.pending!;
  if (move.type === 'give') return swap(state, card, seat);
  if (move.type !== 'refuse') return commonErrors.fail('move-not-now');
  const { hands, auction, contract, tricks, trick, taken } = state;
  const refused = { ...ex, pending: null, named: [...ex.named, { card, holder: seat, given: false }] };
  return dealState(state, 'exchange', hands, auction, contract, refused, tricks, trick, taken);
}

/** The dealer gives the turned card for `card`, held by `holder`. */
function swap(state: WiezenState, card: number, holder: Seat): WiezenState {
  const hands = state.hands.slice();
  const dealer = state.dealer;
  hands[dealer] = [...hands[dealer]!.filter((c) => c !== state.turned), card].sort((a, b) => a - b);
  hands[holder] = [...hands[holder]!.filter((c) => c !== card), state.turned].sort((a, b) => a - b);
  const ex = state.exchange!;
  const given = { named: [...ex.named, { card, holder, given: true }], pending: null, done: true };
  return startPlay0(state, hands, given);
}

function startPlay0(state: WiezenState, hands: number[][], exchange: Exchange): WiezenState {
  const { auction, contract, tricks, taken } = state;
  const trick = { leader: contract!.leader, cards: [] };
  return dealState(state, 'play', hands, auction, contract, exchange, tricks, trick, taken);
}

/**
 * Checks that `seat` may play `card` to the current trick (play phase, his turn) and returns its index in his
 * hand; throws the rule's `RuleError` otherwise.
 */
function checkCard(state: WiezenState, seat: Seat, card: number): number {
  const hand = state.hands[seat]!;
  const at = hand.indexOf(card);
  if (at < 0) errors.fail('card-not-in-hand', { card: Number.isInteger(card) ? cardLabel(card) : card });
  const trick = state.trick;
  if (trick.cards.length === 0) {
    const lead = state.contract!.lead;
    if (lead !== null && state.tricks.length === 0 && card !== lead)
      errors.fail('must-lead-called-card', { card: cardLabel(lead) });
  } else {
    const suit = (trick.cards[0]! / 13) | 0;
    if (((card / 13) | 0) !== suit) {
      for (let i = 0; i < hand.length; i++)
        if (((hand[i]! / 13) | 0) === suit)
          errors.fail('must-follow-suit', {
            suit: SUITS[suit]!,
            // The suit in each language's own word ("harten", not "hearts", in the Dutch sentence).
            suitName: { en: suitName(suit, 'en'), nl: suitName(suit, 'nl') },
          });
    }
  }
  return at;
}

function playCard(state: WiezenState, seat: Seat, card: number): WiezenState {
  const at = checkCard(state, seat, card);
  const hand = state.hands[seat]!;
  const trick = state.trick;
  const hands = state.hands.slice();
  const rest: number[] = new Array(hand.length - 1);
  for (let i = 0, j = 0; i < hand.length; i++) if (i !== at) rest[j++] = hand[i]!;
  hands[seat] = rest;
  const cards = trick.cards.slice();
  cards.push(card);
  const { phase, auction, contract, exchange } = state;
  if (cards.length < 4) {
    const next = { leader: trick.leader, cards };
    return dealState(state, phase, hands, auction, contract, exchange, state.tricks, next, state.taken);
  }
  const winner = (trick.leader + trickWinner(cards, contract!.trump)) & 3;
  const taken = state.taken.slice();
  taken[winner]!++;
  const tricks = [...state.tricks, { leader: trick.leader, cards, winner }];
  const next = dealState(
    state,
    phase,
    hands,
    auction,
    contract,
    exchange,
    tricks,
    { leader: winner, cards: [] },
    taken,
  );
  return tricks.length === 13 ? finishDeal(next, contract) : next;
}

/**
 * The score sheet's line of a played contract (through {@link scoreDeal}).
 *
 * @example
 * ```ts
 * dealRecord(state, state.contract).points; // e.g. [2, -2, 2, -2]
 * ```
 */
export function dealRecord(state: WiezenState, contract: Contract | null): DealRecord {
  const tricks = state.taken.slice();
  if (contract === null) {
    return { dealer: state.dealer, game: null, declarers: [], level: null, tricks, points: [0, 0, 0, 0] };
  }
  const { game, declarers, level } = contract;
  const points = dealPoints(game, declarers, level, tricks);
  return { dealer: state.dealer, game, declarers: declarers.slice(), level, tricks, points };
}

/**
 * The points of a played game by the tricks each seat took (through {@link scoreDeal}).
 *
 * @example
 * ```ts
 * dealPoints('vragen', [0, 2], null, [5, 1, 5, 2]); // [4, -4, 4, -4]
 * ```
 */
export function dealPoints(
  game: GameName,
  declarers: number[],
  level: number | null,
  tricks: readonly number[],
): number[] {
  let side = 0;
  for (const d of declarers) side += tricks[d]!;
  const made = declarers.map((d) => {
    if (game === 'miserie' || game === 'miserie-op-tafel') return tricks[d] === 0;
    if (game === 'abondance') return side >= level!;
    return side === 13;
  });
  return scoreDeal({ game, declarers, tricks: side, made, level: level ?? undefined });
}

/**
 * Scores the deal, then deals the next (or ends the session).
 *
 * @example
 * ```ts
 * finishDeal(afterLastTrick, afterLastTrick.contract).history.at(-1)!.points; // e.g. [2, -2, 2, -2]
 * ```
 */
export function finishDeal(state: WiezenState, contract: Contract | null): WiezenState {
  const record = dealRecord(state, contract);
  const scores = state.scores.map((s, i) => s + record.points[i]!);
  const history = [...state.history, record];
  const deal = state.deal + 1;
  if (deal >= state.options.deals) {
    const a = state.auction;
    const auction = {
      turn: null,
      calls: a.calls,
      passed: a.passed,
      asker: a.asker,
      joiner: a.joiner,
      high: a.high,
    };
    const { hands, exchange, tricks, trick, taken } = state;
    const over = dealState(state, 'over', hands, auction, contract, exchange, tricks, trick, taken);
    over.scores = scores;
    over.history = history;
    return over;
  }
  const rng = new Rng(state.rng);
  let pack: number[];
  if (state.options.shuffle === 'always') pack = shuffledPack(rng);
  else {
    const gathered =
      contract === null
        ? [1, 2, 3, 4].flatMap((k) => state.hands[(state.dealer + k) % 4]!)
        : state.tricks.flatMap((t) => t.cards);
    pack = cut(gathered, rng);
  }
  const dealer = (state.dealer + 1) % 4;
  return dealt(
    { game: 'wiezen', options: state.options, rng: rng.state(), deal, dealer, scores, history },
    pack,
  );
}

/**
 * The session's result: running totals; the winners are the seats with the most points.
 *
 * @example
 * ```ts
 * outcome(state); // null while deals remain; then { scores: [12, -4, 0, -8], winners: [0] }
 * ```
 */
export function outcome(state: WiezenState): Outcome | null {
  if (state.phase !== 'over') return null;
  const best = Math.max(...state.scores);
  const winners: Seat[] = [];
  state.scores.forEach((s, seat) => {
    if (s === best) winners.push(seat);
  });
  return { scores: state.scores.slice(), winners };
}
