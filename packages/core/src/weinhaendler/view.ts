/**
 * What a seat sees at the table: its own hand; every bid, the display and every cellar (all face up); how many
 * cards each other hand and the pile hold; who drew this round and who declined to; the cards set aside at the
 * end. Hidden: other hands, the pile's order, what
 * another player's pass-and-draw revealed, and which card he put under the pile. A seat does see the two cards
 * of its own pass-and-draw and knows where its own discarded cards lie in the pile.
 *
 * @module
 */
import type { Seat } from '../contract/index.js';
import type { Card } from './cards.js';
import { active } from './rules.js';
import type { WeinhaendlerState, WeinhaendlerView } from './types.js';

/** The bottom cards of the pile that were put under it: the seat's own, and `null` for the others'. */
export function buriedSeen(state: WeinhaendlerState, seat: Seat | null): (Card | null)[] {
  const from = state.pile.length - state.buried.length;
  return state.buried.map((owner, i) => (owner === seat ? state.pile[from + i]! : null));
}

/**
 * All `seat` may see; `null` is a spectator.
 *
 * @example
 * ```ts
 * const v = view(state, 2);
 * v.hand;      // seat 2's cards
 * v.handSizes; // how many cards everyone holds
 * ```
 */
export function view(state: WeinhaendlerState, seat: Seat | null): WeinhaendlerView {
  const own = seat === null ? null : state.drawn[seat]!;
  return {
    game: 'weinhaendler',
    seat,
    players: state.players,
    phase: state.phase,
    round: state.round,
    last: state.last,
    start: state.start,
    active: active(state),
    hand: seat === null ? null : state.hands[seat]!.slice(),
    handSizes: state.hands.map((h) => h.length),
    bids: state.bids.map((b) => b.slice()),
    totals: state.totals.slice(),
    passed: state.passed.slice(),
    acted: state.acted.slice(),
    display: state.display.slice(),
    pile: { count: state.pile.length, buried: buriedSeen(state, seat) },
    drew: state.drawn.map((d) => d !== null),
    declined: state.declined.slice(),
    draw: own ? { cards: own.cards.slice(), kept: own.kept } : null,
    highest: state.highest,
    cellarTurns: state.cellarTurns,
    cellars: state.cellars.map((cs) => cs.map((c) => c.map((p) => ({ ...p })))),
    setAside: state.setAside.map((cards) => cards.slice()),
    points: state.points.slice(),
  };
}
