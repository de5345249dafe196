/**
 * The rules of Wine Cellar: who moves, what is legal, and what a move does. `play` is pure: it validates the
 * move against the state, then builds the next state from a copy (the copy is mutated, never the input).
 *
 * @module
 */
import type { Outcome, Seat } from '../contract/index.js';
import { commonErrors } from '../errors/index.js';
import { DEFAULT_CARDS, deckOf, suitOf } from './cards.js';
import { wineCellarErrors as errors } from './errors.js';
import { type CellarScore, scoreUnchecked, soloRank } from './score.js';
import type { End, WineCellarMove, WineCellarState } from './types.js';

/** Seat index of the automaton in `bids` and `history` of a solo game. */
export const AUTOMATON = 1;

/** Who may move now. */
export function active(state: WineCellarState): Seat[] {
  switch (state.phase) {
    case 'bid':
      if (state.solo) return [0];
      if (state.options.rules === '2021')
        return [state.bids[state.lead] === null ? state.lead : 1 - state.lead];
      return seatsWhere(state.bids, (b) => b === null);
    case 'take':
      return [state.winner!];
    case 'place':
      return seatsWhere(state.pending, (p) => p !== null);
    case 'reserve':
      return seatsWhere(state.reserved, (r) => r === null);
    case 'swap':
      return seatsWhere(state.swapped, (s) => !s);
    case 'over':
      return [];
  }
}

/** Whether `seat` may move now (the same as `active(state).includes(seat)`, without building the list). */
export function isActive(state: WineCellarState, seat: Seat): boolean {
  switch (state.phase) {
    case 'bid':
      if (state.solo) return seat === 0;
      if (state.options.rules === '2021')
        return seat === (state.bids[state.lead] === null ? state.lead : 1 - state.lead);
      return state.bids[seat] === null;
    case 'take':
      return seat === state.winner;
    case 'place':
      return state.pending[seat] != null;
    case 'reserve':
      return state.reserved[seat] === null;
    case 'swap':
      return state.swapped[seat] === false;
    case 'over':
      return false;
  }
}

function seatsWhere<T>(items: readonly T[], test: (item: T) => boolean): Seat[] {
  const seats: Seat[] = [];
  for (let s = 0; s < items.length; s++) if (test(items[s]!)) seats.push(s);
  return seats;
}

function seatCount(state: WineCellarState): number {
  return state.solo ? 1 : 2;
}

/** The cards a seat may bid now (2021: following suit, or the reserved card in the last trick). */
export function playableCards(state: WineCellarState, seat: Seat): number[] {
  if (state.options.rules !== '2021') return state.hands[seat]!;
  if (state.trick === 8) return [state.reserved[seat]!];
  const led = state.bids[state.lead];
  const hand = state.hands[seat]!;
  if (seat === state.lead || led == null) return hand;
  const suit = suitOf(led);
  const following = hand.filter((c) => suitOf(c) === suit);
  return following.length > 0 ? following : hand;
}

/**
 * Moves are values: legal-move lists share these frozen objects instead of building new ones on every call
 * (the move generator is the hottest path of every playout).
 */
// The lists themselves stay unfrozen: V8 copies frozen arrays on a slow path.
const BIDS = Array.from({ length: 19 }, (_, card) => Object.freeze({ type: 'bid', card } as const));
const TOKEN_BIDS = Array.from({ length: 19 }, (_, card) =>
  Object.freeze({ type: 'bid', card, token: true } as const),
);
const RESERVES = Array.from({ length: 19 }, (_, card) => Object.freeze({ type: 'reserve', card } as const));
const TAKES: readonly WineCellarMove[] = ([0, 1] as const).flatMap((prize) =>
  (['top', 'bottom'] as const).map((end) => Object.freeze({ type: 'take', prize, end } as const)),
);
const PLACES: readonly WineCellarMove[] = (['top', 'bottom'] as const).map((end) =>
  Object.freeze({ type: 'place', end } as const),
);
const SWAPS: readonly WineCellarMove[] = [null, 0, 1, 2, 3, 4, 5, 6, 7].map((position) =>
  Object.freeze({ type: 'swap', position } as const),
);

/** Every legal move of a seat; empty when the seat may not move. */
export function legalMoves(state: WineCellarState, seat: Seat): WineCellarMove[] {
  if (!isActive(state, seat)) return [];
  switch (state.phase) {
    case 'bid': {
      const cards = playableCards(state, seat);
      const moves: WineCellarMove[] = cards.map((card) => BIDS[card]!);
      if (state.tokens[seat] && state.tokenBy === null && state.options.rules === '2021') {
        for (const card of cards) moves.push(TOKEN_BIDS[card]!);
      }
      return moves;
    }
    case 'take':
      return TAKES.slice();
    case 'place':
      return PLACES.slice();
    case 'reserve':
      return state.hands[seat]!.map((card) => RESERVES[card]!);
    case 'swap':
      return SWAPS.slice(0, state.cellars[seat]!.length + 1);
    case 'over':
      return [];
  }
}

/**
 * Copy-on-write: `play` starts from a shallow copy and replaces (never mutates) every array it changes, so the
 * input state and everything it shares with the result stay as they were.
 */
function copy(state: WineCellarState): WineCellarState {
  return { ...state };
}

/** `list` with item `i` replaced. */
function replaced<T>(list: readonly T[], i: number, item: T): T[] {
  const copy = list.slice();
  copy[i] = item;
  return copy;
}

/** Plays a move: the next state, or a `RuleError` and no change. */
export function play(state: WineCellarState, seat: Seat, move: WineCellarMove): WineCellarState {
  if (state.phase === 'over') commonErrors.fail('game-over');
  if (!Number.isInteger(seat) || seat < 0 || seat >= seatCount(state))
    commonErrors.fail('invalid-seat', { seat });
  if (!isActive(state, seat)) commonErrors.fail('not-your-turn');
  if (typeof move !== 'object' || move === null)
    commonErrors.fail('invalid-move', { reason: 'not an object' });
  switch (move.type) {
    case 'bid':
      return bid(state, seat, move.card, move.token === true);
    case 'take':
      return take(state, seat, move.prize, move.end);
    case 'place':
      return place(state, seat, move.end);
    case 'reserve':
      return reserve(state, seat, move.card);
    case 'swap':
      return swap(state, seat, move.position);
    default:
      return commonErrors.fail('invalid-move', {
        reason: `unknown move type ${String((move as { type: unknown }).type)}`,
      });
  }
}

function requirePhase(state: WineCellarState, phase: WineCellarState['phase']): void {
  if (state.phase !== phase) commonErrors.fail('move-not-now');
}

function requireEnd(end: unknown): asserts end is End {
  if (end !== 'top' && end !== 'bottom')
    commonErrors.fail('invalid-move', { reason: 'end is top or bottom' });
}

function bid(state: WineCellarState, seat: Seat, card: number, token: boolean): WineCellarState {
  requirePhase(state, 'bid');
  const rules2021 = state.options.rules === '2021';
  if (token && !rules2021) errors.fail('token-not-in-rules');
  if (rules2021 && state.trick === 8 && card !== state.reserved[seat]) {
    errors.fail('must-play-reserved', { card: state.reserved[seat] });
  }
  if (!(rules2021 && state.trick === 8) && !state.hands[seat]!.includes(card)) {
    errors.fail('card-not-in-hand', { card });
  }
  if (rules2021 && !playableCards(state, seat).includes(card)) {
    errors.fail('must-follow-suit', { suit: suitOf(state.bids[state.lead]!) });
  }
  if (token) {
    if (!state.tokens[seat]) errors.fail('token-used');
    if (state.tokenBy !== null) errors.fail('token-blocked');
  }
  const next = copy(state);
  const hand = state.hands[seat]!;
  if (hand.includes(card))
    next.hands = replaced(
      state.hands,
      seat,
      hand.filter((c) => c !== card),
    );
  else next.reserved = replaced(state.reserved, seat, null); // the last trick plays the reserved card
  next.bids = replaced(state.bids, seat, card);
  if (token) {
    next.tokens = replaced(state.tokens, seat, false);
    next.tokenBy = seat;
  }
  if (next.solo) {
    next.pile = state.pile.slice(1);
    next.bids[AUTOMATON] = state.pile[0]!;
  } else if (next.bids[0] === null || next.bids[1] === null) {
    return next;
  }
  return resolveTrick(next);
}

/** Both bids are in: decide the winner; in solo the automaton takes its prize at once. */
function resolveTrick(next: WineCellarState): WineCellarState {
  const [a, b] = next.bids as [number, number];
  let winner: Seat;
  if (next.options.rules === '2021') {
    const lead = next.lead;
    const led = next.bids[lead]!;
    const followed = next.bids[1 - lead]!;
    if (next.tokenBy !== null) winner = next.tokenBy;
    else if (suitOf(led) === suitOf(followed)) winner = led > followed ? lead : 1 - lead;
    else winner = lead;
  } else {
    winner = a > b ? 0 : 1;
  }
  next.winner = winner;
  if (next.solo && winner === AUTOMATON) {
    // The automaton picks by its bid: even takes the right prize, odd the left one.
    const taken = b % 2 === 0 ? 1 : 0;
    next.pending = [next.prizes[1 - taken]!];
    next.phase = 'place';
    return next;
  }
  next.phase = 'take';
  return next;
}

/** The cellars with `card` put at one end of `seat`'s cellar. */
function putIntoCellar(cellars: readonly number[][], seat: Seat, card: number, end: End): number[][] {
  const cellar = cellars[seat]!;
  return replaced(cellars, seat, end === 'top' ? [card, ...cellar] : [...cellar, card]);
}

function take(state: WineCellarState, seat: Seat, prize: 0 | 1, end: End): WineCellarState {
  requirePhase(state, 'take');
  if (prize !== 0 && prize !== 1)
    commonErrors.fail('invalid-move', { reason: 'prize is 0 (left) or 1 (right)' });
  requireEnd(end);
  const next = copy(state);
  const card = state.prizes[prize]!;
  const other = state.prizes[1 - prize]!;
  next.cellars = putIntoCellar(state.cellars, seat, card, end);
  if (next.solo) return finishTrick(next, [card, other]);
  next.pending = replaced(state.pending, 1 - seat, other);
  next.phase = 'place';
  return next;
}

function place(state: WineCellarState, seat: Seat, end: End): WineCellarState {
  requirePhase(state, 'place');
  requireEnd(end);
  const next = copy(state);
  const card = state.pending[seat]!;
  next.cellars = putIntoCellar(state.cellars, seat, card, end);
  next.pending = replaced(state.pending, seat, null);
  // The placing side got the prize left over; the other side (the automaton in solo) took the other one.
  const took: number[] = [];
  took[seat] = card;
  took[1 - seat] = state.prizes[0] === card ? state.prizes[1]! : state.prizes[0]!;
  return finishTrick(next, took);
}

/** Both prizes are in the cellars: record the trick, and the bids become the next prizes or the bonus cards. */
function finishTrick(next: WineCellarState, took: number[]): WineCellarState {
  const bids = next.bids as number[];
  const winner = next.winner!;
  next.history = [...next.history, { bids: bids.slice(), winner, took: took.slice() }];
  next.winner = null;
  next.tokenBy = null;
  next.bids = [null, null];
  if (next.trick === 8) {
    next.bonus = next.solo ? [bids[0]!] : bids.slice();
    next.reserved = [null, null];
    next.prizes = [];
    next.phase = next.options.swap ? 'swap' : 'over';
    return next;
  }
  next.prizes = [bids[0]!, bids[1]!];
  // 2021: whoever chose last (the trick's loser) leads the next trick.
  next.lead = next.options.rules === '2021' ? 1 - winner : 0;
  next.phase = next.options.rules === '2021' && next.trick === 2 ? 'reserve' : 'bid';
  next.trick += 1;
  return next;
}

function reserve(state: WineCellarState, seat: Seat, card: number): WineCellarState {
  requirePhase(state, 'reserve');
  if (!state.hands[seat]!.includes(card)) errors.fail('card-not-in-hand', { card });
  const next = copy(state);
  next.hands = replaced(
    state.hands,
    seat,
    state.hands[seat]!.filter((c) => c !== card),
  );
  next.reserved = replaced(state.reserved, seat, card);
  if (next.reserved[0] !== null && next.reserved[1] !== null) next.phase = 'bid';
  return next;
}

function swap(state: WineCellarState, seat: Seat, position: number | null): WineCellarState {
  requirePhase(state, 'swap');
  const cellar = state.cellars[seat]!;
  if (position !== null && !(Number.isInteger(position) && position >= 0 && position < cellar.length)) {
    errors.fail('invalid-position', { position });
  }
  const next = copy(state);
  if (position !== null) {
    next.cellars = replaced(state.cellars, seat, replaced(cellar, position, state.bonus[seat]!));
    next.bonus = replaced(state.bonus, seat, cellar[position]!);
  }
  next.swapped = replaced(state.swapped, seat, true);
  if (next.swapped.every(Boolean)) next.phase = 'over';
  return next;
}

/** Each player's score, part by part (only meaningful once the cellars are full). */
export function scores(state: WineCellarState): CellarScore[] {
  const { byBid } = deckOf(state.options.cards ?? DEFAULT_CARDS);
  const rules2021 = state.options.rules === '2021';
  return state.cellars.map((cellar, seat) =>
    scoreUnchecked(cellar, state.bonus[seat]!, byBid, rules2021, rules2021 && state.tokens[seat] === true),
  );
}

/**
 * The result once the game is over. Two players: the higher total wins, equal totals tie. Solo: the player
 * wins by reaching the rank list (Wine Geek, 60, or better).
 */
export function outcome(state: WineCellarState): Outcome | null {
  if (state.phase !== 'over') return null;
  const totals = scores(state).map((s) => s.total);
  if (state.solo) return { scores: totals, winners: soloRank(totals[0]!) === 'fermenting' ? [] : [0] };
  const best = Math.max(...totals);
  return { scores: totals, winners: seatsWhere(totals, (t) => t === best) };
}
