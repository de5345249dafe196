/**
 * What a seat sees at the table. Hidden: the other player's hand, his bid until both are revealed (standard
 * rules), his face-down reserved card (2021), and the order of the automaton's pile (solo). The deal order and
 * nothing derived from it ever reach a view.
 *
 * @module
 */
import type { Seat } from '../contract/index.js';
import { active, outcome, scores } from './rules.js';
import { soloRank } from './score.js';
import type { SeenCard, WineCellarState, WineCellarView } from './types.js';

/** All `seat` may see; `null` is a spectator. */
export function view(state: WineCellarState, seat: Seat | null): WineCellarView {
  const over = outcome(state);
  const sealedBids = state.phase === 'bid' && state.options.rules === 'standard';
  const seen = (cards: readonly (number | null)[], sealed: boolean): SeenCard[] =>
    cards.map((card, owner) => (card === null || !sealed || owner === seat ? card : 'hidden'));
  return {
    game: 'wine-cellar',
    seat,
    rules: state.options.rules,
    swap: state.options.swap,
    solo: state.solo,
    phase: state.phase,
    trick: state.trick,
    active: active(state),
    hand: seat === null ? null : state.hands[seat]!.slice(),
    handSizes: state.hands.map((h) => h.length),
    pile: state.solo ? { count: state.pile.length, cards: [...state.pile].sort((a, b) => a - b) } : null,
    prizes: state.prizes.slice(),
    bids: seen(state.bids, sealedBids),
    lead: state.lead,
    tokens: state.tokens.slice(),
    tokenBy: state.tokenBy,
    reserved: seen(state.reserved, true),
    winner: state.winner,
    pending: state.pending.slice(),
    cellars: state.cellars.map((c) => c.slice()),
    bonus: state.bonus.slice(),
    swapped: state.swapped.slice(),
    history: state.history.map((t) => ({ bids: t.bids.slice(), winner: t.winner, took: t.took.slice() })),
    cards: state.options.cards,
    scores: over ? scores(state) : null,
    rank: over && state.solo ? soloRank(over.scores[0]!) : null,
  };
}
