/**
 * The rules of Wine Cellar: who moves, what is legal, and what a move does. `play` is pure: it validates the
 * move against the state, then builds the next state from a copy (the copy is mutated, never the input).
 *
 * @module
 */
import type { Outcome, Seat } from '../contract/index.js';
import { commonErrors, type Message } from '../errors/index.js';
import { DEFAULT_CARDS, deckOf, suitOf } from './cards.js';
import { wineCellarErrors as errors } from './errors.js';
import { type CellarScore, scoreUnchecked, soloRank } from './score.js';
import type { End, WineCellarMove, WineCellarState } from './types.js';

/** The two suits of the 2021 rules in each language's words, for the follow-suit refusal. */
const SUIT_NAMES = {
  bottles: { en: 'bottles', nl: 'flessen' },
  glasses: { en: 'glasses', nl: 'glazen' },
} as const;
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

/**
 * The seat that moves first now (the lowest where several may), or -1 when nobody may: `active(state)[0]`
 * without building the list, for the playout kernel.
 */
export function firstActive(state: WineCellarState): Seat {
  switch (state.phase) {
    case 'bid':
      if (state.solo) return 0;
      if (state.options.rules === '2021')
        return state.bids[state.lead] === null ? state.lead : 1 - state.lead;
      return state.bids[0] === null ? 0 : state.bids[1] === null ? 1 : -1;
    case 'take':
      return state.winner!;
    case 'place':
      return firstWhere(state.pending, (p) => p != null);
    case 'reserve':
      return firstWhere(state.reserved, (r) => r === null);
    case 'swap':
      return firstWhere(state.swapped, (s) => !s);
    case 'over':
      return -1;
  }
}

function firstWhere<T>(items: readonly T[], test: (item: T) => boolean): Seat {
  for (let s = 0; s < items.length; s++) if (test(items[s]!)) return s;
  return -1;
}

/** The cards a seat may bid now (2021: following suit, or the reserved card in the last trick). */
export function playableCards(state: WineCellarState, seat: Seat): number[] {
  const cards: number[] = [];
  const count = playableCount(state, seat);
  for (let i = 0; i < count; i++) cards.push(playableAt(state, seat, i));
  return cards;
}

/** The suit a 2021 bid must follow, or null when the seat may bid any card of its hand. */
function suitToFollow(state: WineCellarState, seat: Seat): 'bottles' | 'glasses' | null {
  if (state.options.rules !== '2021' || state.trick === 8 || seat === state.lead) return null;
  const led = state.bids[state.lead];
  if (led == null) return null;
  const suit = suitOf(led);
  for (const card of state.hands[seat]!) if (suitOf(card) === suit) return suit;
  return null; // void in the led suit: any card
}

/** How many cards {@link playableCards} lists, without building the list. */
function playableCount(state: WineCellarState, seat: Seat): number {
  if (state.options.rules === '2021' && state.trick === 8) return 1;
  const hand = state.hands[seat]!;
  const suit = suitToFollow(state, seat);
  if (suit === null) return hand.length;
  let count = 0;
  for (const card of hand) if (suitOf(card) === suit) count++;
  return count;
}

/** The `i`-th card of {@link playableCards}, without building the list. */
function playableAt(state: WineCellarState, seat: Seat, i: number): number {
  if (state.options.rules === '2021' && state.trick === 8) return state.reserved[seat]!;
  const hand = state.hands[seat]!;
  const suit = suitToFollow(state, seat);
  if (suit === null) return hand[i]!;
  for (const card of hand) if (suitOf(card) === suit && i-- === 0) return card;
  throw new RangeError(`no playable card ${i}`);
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

/** Whether a bid of `seat` may come with the auto-win token (2021, unused, not blocked this trick). */
function mayPlayToken(state: WineCellarState, seat: Seat): boolean {
  return state.options.rules === '2021' && state.tokens[seat] === true && state.tokenBy === null;
}

/**
 * How many legal moves `seat` has now (0 when it may not move): `legalMoves(state, seat).length` without
 * building the list. With {@link moveAt} it lets a playout draw a move by index.
 */
export function moveCount(state: WineCellarState, seat: Seat): number {
  if (!isActive(state, seat)) return 0;
  switch (state.phase) {
    case 'bid':
      return playableCount(state, seat) * (mayPlayToken(state, seat) ? 2 : 1);
    case 'take':
      return TAKES.length;
    case 'place':
      return PLACES.length;
    case 'reserve':
      return state.hands[seat]!.length;
    case 'swap':
      return state.cellars[seat]!.length + 1;
    case 'over':
      return 0;
  }
}

/**
 * The legal move at `index` (0 <= index < {@link moveCount}) in the order of {@link legalMoves}: bids in hand
 * order, then the same bids with the token; takes left-top, left-bottom, right-top, right-bottom; places top,
 * bottom; swaps keep, then cellar positions from the top.
 */
export function moveAt(state: WineCellarState, seat: Seat, index: number): WineCellarMove {
  switch (state.phase) {
    case 'bid': {
      const count = playableCount(state, seat);
      return index < count
        ? BIDS[playableAt(state, seat, index)]!
        : TOKEN_BIDS[playableAt(state, seat, index - count)]!;
    }
    case 'take':
      return TAKES[index]!;
    case 'place':
      return PLACES[index]!;
    case 'reserve':
      return RESERVES[state.hands[seat]![index]!]!;
    default:
      return SWAPS[index]!;
  }
}

/** Every legal move of a seat; empty when the seat may not move. */
export function legalMoves(state: WineCellarState, seat: Seat): WineCellarMove[] {
  const count = moveCount(state, seat);
  const moves: WineCellarMove[] = [];
  for (let i = 0; i < count; i++) moves.push(moveAt(state, seat, i));
  return moves;
}

/** Plays a move: the next state, or a `RuleError` and no change. */
export function play(state: WineCellarState, seat: Seat, move: WineCellarMove): WineCellarState {
  check(state, seat, move);
  const next = copyFor(state, seat, move.type);
  apply(next, seat, move);
  return next;
}

/**
 * A copy of `state` in which every array the move will change is the copy's own (see {@link apply}); the rest
 * is shared with `state`, which the move never touches.
 */
function copyFor(state: WineCellarState, seat: Seat, type: WineCellarMove['type']): WineCellarState {
  const next = { ...state };
  switch (type) {
    case 'bid':
      next.hands = own(state.hands, seat);
      next.bids = state.bids.slice();
      next.reserved = state.reserved.slice();
      next.tokens = state.tokens.slice();
      next.pile = state.pile.slice();
      next.pending = state.pending.slice();
      break;
    case 'reserve':
      next.hands = own(state.hands, seat);
      next.reserved = state.reserved.slice();
      break;
    case 'take':
    case 'place':
      next.cellars = own(state.cellars, seat);
      next.pending = state.pending.slice();
      break;
    case 'swap':
      next.cellars = own(state.cellars, seat);
      next.bonus = state.bonus.slice();
      next.swapped = state.swapped.slice();
      break;
  }
  return next;
}

/** The outer list copied, and its entry `i` too. */
function own(lists: readonly number[][], i: number): number[][] {
  const copy = lists.slice();
  copy[i] = lists[i]!.slice();
  return copy;
}

/** Throws the `RuleError` a move breaks, if any; changes nothing. */
export function check(state: WineCellarState, seat: Seat, move: WineCellarMove): void {
  switch (move.type) {
    case 'bid':
      checkBid(state, seat, move.card, move.token === true);
      return;
    case 'take':
      requirePhase(state, 'take');
      if (move.prize !== 0 && move.prize !== 1) {
        commonErrors.fail('invalid-move', {
          reason: { en: 'prize is 0 (left) or 1 (right)', nl: 'prize is 0 (links) of 1 (rechts)' },
        });
      }
      requireEnd(move.end);
      return;
    case 'place':
      requirePhase(state, 'place');
      requireEnd(move.end);
      return;
    case 'reserve':
      requirePhase(state, 'reserve');
      if (!state.hands[seat]!.includes(move.card)) errors.fail('card-not-in-hand', { card: move.card });
      return;
    case 'swap': {
      requirePhase(state, 'swap');
      const { position } = move;
      if (
        position !== null &&
        !(Number.isInteger(position) && position >= 0 && position < state.cellars[seat]!.length)
      ) {
        errors.fail('invalid-position', { position });
      }
      return;
    }
    default:
      commonErrors.fail('invalid-move', {
        reason: unknownType((move as { type: unknown }).type),
      });
  }
}

/** The reason for a move whose type is none of the game's, in both languages. */
function unknownType(type: unknown): Message {
  return { en: `unknown move type ${String(type)}`, nl: `onbekend soort zet ${String(type)}` };
}

function requirePhase(state: WineCellarState, phase: WineCellarState['phase']): void {
  if (state.phase !== phase) commonErrors.fail('move-not-now');
}

function requireEnd(end: unknown): void {
  if (end !== 'top' && end !== 'bottom')
    commonErrors.fail('invalid-move', {
      reason: { en: 'end is top or bottom', nl: 'end is top (boven) of bottom (onder)' },
    });
}

function checkBid(state: WineCellarState, seat: Seat, card: number, token: boolean): void {
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
    const suit = suitOf(state.bids[state.lead]!);
    // The suit in each language's own word ("glazen", not "glasses", in the Dutch sentence).
    errors.fail('must-follow-suit', { suit, suitName: SUIT_NAMES[suit] });
  }
  if (token) {
    if (!state.tokens[seat]) errors.fail('token-used');
    if (state.tokenBy !== null) errors.fail('token-blocked');
  }
}

/**
 * Carries out a legal move IN PLACE: the one implementation of what moves do, shared by {@link play} (on a copy
 * from `copyFor`) and the playout kernel (on a state it owns). It changes, in place, only the seat's hand and
 * cellar and the arrays `bids`, `reserved`, `tokens`, `pile`, `pending`, `bonus` and `swapped`; `history` and
 * `prizes` it replaces with new arrays. `copyFor` must copy exactly what each move type changes.
 */
export function apply(s: WineCellarState, seat: Seat, move: WineCellarMove): void {
  switch (move.type) {
    case 'bid':
      applyBid(s, seat, move.card, move.token === true);
      return;
    case 'take':
      applyTake(s, seat, move.prize, move.end);
      return;
    case 'place':
      applyPlace(s, seat, move.end);
      return;
    case 'reserve': {
      removeCard(s.hands[seat]!, move.card);
      s.reserved[seat] = move.card;
      if (s.reserved[0] !== null && s.reserved[1] !== null) s.phase = 'bid';
      return;
    }
    case 'swap': {
      if (move.position !== null) {
        const cellar = s.cellars[seat]!;
        const out = cellar[move.position]!;
        cellar[move.position] = s.bonus[seat]!;
        s.bonus[seat] = out;
      }
      s.swapped[seat] = true;
      if (s.swapped.every(Boolean)) s.phase = 'over';
      return;
    }
  }
}

function applyBid(s: WineCellarState, seat: Seat, card: number, token: boolean): void {
  if (!removeCard(s.hands[seat]!, card)) s.reserved[seat] = null; // the 2021 last trick plays the reserved card
  s.bids[seat] = card;
  if (token) {
    s.tokens[seat] = false;
    s.tokenBy = seat;
  }
  if (s.solo) s.bids[AUTOMATON] = s.pile.shift()!;
  else if (s.bids[0] === null || s.bids[1] === null) return;
  resolveTrick(s);
}

/** Takes `card` out of `hand` in place, keeping the order; false when it is not there. */
function removeCard(hand: number[], card: number): boolean {
  // Why not splice: it allocates the list of removed cards, on every bid of every playout.
  const at = hand.indexOf(card);
  if (at < 0) return false;
  for (let i = at + 1; i < hand.length; i++) hand[i - 1] = hand[i]!;
  hand.pop(); // inlined by V8, where `length -= 1` calls into the runtime
  return true;
}

/** Both bids are in: decide the winner; in solo the automaton takes its prize at once. */
function resolveTrick(s: WineCellarState): void {
  const a = s.bids[0]!;
  const b = s.bids[1]!;
  let winner: Seat;
  if (s.options.rules === '2021') {
    const lead = s.lead;
    const led = s.bids[lead]!;
    const followed = s.bids[1 - lead]!;
    if (s.tokenBy !== null) winner = s.tokenBy;
    else if (suitOf(led) === suitOf(followed)) winner = led > followed ? lead : 1 - lead;
    else winner = lead;
  } else {
    winner = a > b ? 0 : 1;
  }
  s.winner = winner;
  if (s.solo && winner === AUTOMATON) {
    // The automaton picks by its bid: even takes the right prize, odd the left one; the player gets the other.
    s.pending[0] = s.prizes[b % 2 === 0 ? 0 : 1]!;
    s.phase = 'place';
    return;
  }
  s.phase = 'take';
}

function putIntoCellar(s: WineCellarState, seat: Seat, card: number, end: End): void {
  if (end === 'top') s.cellars[seat]!.unshift(card);
  else s.cellars[seat]!.push(card);
}

function applyTake(s: WineCellarState, seat: Seat, prize: 0 | 1, end: End): void {
  const card = s.prizes[prize]!;
  const other = s.prizes[1 - prize]!;
  putIntoCellar(s, seat, card, end);
  if (s.solo) {
    finishTrick(s, [card, other]);
    return;
  }
  s.pending[1 - seat] = other;
  s.phase = 'place';
}

function applyPlace(s: WineCellarState, seat: Seat, end: End): void {
  const card = s.pending[seat]!;
  putIntoCellar(s, seat, card, end);
  s.pending[seat] = null;
  // The placing side got the prize left over; the other side (the automaton in solo) took the other one.
  const other = s.prizes[0] === card ? s.prizes[1]! : s.prizes[0]!;
  const took = seat === 0 ? [card, other] : [other, card]; // a packed literal, not a holey array
  finishTrick(s, took);
}

/** Both prizes are in the cellars: record the trick, and the bids become the next prizes or the bonus cards. */
function finishTrick(s: WineCellarState, took: number[]): void {
  const bids = s.bids as number[];
  const winner = s.winner!;
  const history = s.history.slice(); // a new list: a pure `play` shares the old one with its input
  history.push({ bids: [bids[0]!, bids[1]!], winner, took });
  s.history = history;
  s.winner = null;
  s.tokenBy = null;
  s.bids = [null, null];
  if (s.trick === 8) {
    s.bonus = s.solo ? [bids[0]!] : bids.slice();
    s.reserved = [null, null];
    s.prizes = [];
    s.phase = s.options.swap ? 'swap' : 'over';
    return;
  }
  s.prizes = [bids[0]!, bids[1]!];
  // 2021: whoever chose last (the trick's loser) leads the next trick.
  s.lead = s.options.rules === '2021' ? 1 - winner : 0;
  s.phase = s.options.rules === '2021' && s.trick === 2 ? 'reserve' : 'bid';
  s.trick += 1;
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
