/**
 * What a seat sees at the table: its own hand, the turned card, the auction, the cards played in this deal
 * and who won each trick, the open hands of miserie op tafel, the dealer's exchange as it was asked, and the
 * score sheet. Never another seat's unplayed card (but the open miserie hands), the generator or the pack.
 *
 * @module
 */
import type { Seat } from '../contract/index.js';
import { active } from './rules.js';
import type { WiezenState, WiezenView } from './types.js';

/**
 * All `seat` may see; `null` is a spectator.
 *
 * @example
 * ```ts
 * const v = view(state, 2);
 * v.hand; // seat 2's cards; v.open shows a miserie-op-tafel hand once play starts
 * ```
 */
export function view(state: WiezenState, seat: Seat | null): WiezenView {
  const { contract, troel } = state;
  const playing = state.phase === 'play' || (state.phase === 'over' && contract !== null);
  const troelPlayed = troel !== null && contract !== null && contract.game === troel.kind;
  const open = [null, null, null, null] as Array<number[] | null>;
  if (playing && contract?.game === 'miserie-op-tafel')
    for (const d of contract.declarers) open[d] = state.hands[d]!.slice();
  const { auction } = state;
  return {
    game: 'wiezen',
    seat,
    options: { deals: state.options.deals, shuffle: state.options.shuffle, dealer: state.options.dealer },
    deal: state.deal,
    dealer: state.dealer,
    phase: state.phase,
    active: active(state),
    scores: state.scores.slice(),
    history: state.history.map((h) => ({
      ...h,
      declarers: h.declarers.slice(),
      tricks: h.tricks.slice(),
      points: h.points.slice(),
    })),
    hand: seat === null ? null : state.hands[seat]!.slice(),
    handSizes: state.hands.map((h) => h.length),
    turned: state.turned,
    troel: troel && {
      kind: troel.kind,
      player: troel.player,
      partner: troelPlayed ? troel.partner : null,
      card: troelPlayed ? troel.card : null,
    },
    auction: {
      turn: auction.turn,
      calls: auction.calls.map((c) => ({ seat: c.seat, move: { ...c.move } })),
      passed: auction.passed.slice(),
      asker: auction.asker,
      joiner: auction.joiner,
      high: auction.high && { ...auction.high, seats: auction.high.seats.slice() },
    },
    contract: contract && { ...contract, declarers: contract.declarers.slice() },
    exchange: state.exchange && {
      named: state.exchange.named.map((n) => ({ ...n })),
      pending: state.exchange.pending,
      done: state.exchange.done,
    },
    tricks: state.tricks.map((t) => ({ leader: t.leader, cards: t.cards.slice(), winner: t.winner })),
    trick: { leader: state.trick.leader, cards: state.trick.cards.slice() },
    taken: state.taken.slice(),
    open,
  };
}
