/**
 * Determinization for search bots: a full state consistent with what one seat sees, the hidden part drawn at
 * random. It is built from the seat's view alone, so it cannot read what the seat could not see: the
 * unseen cards (every card in play less the seat's hand, the bids, the display, the cellars and its own cards
 * under the pile) are shuffled into the other hands and the unknown places of the pile.
 *
 * @module
 */
import type { Seat } from '../contract/index.js';
import type { Rng } from '../random/index.js';
import { byValue, type Card, deckFor } from './cards.js';
import type { Draw, WeinhaendlerState, WeinhaendlerView } from './types.js';

/**
 * The cards in play that a view does not show (a multiset, sorted by value).
 *
 * @example
 * ```ts
 * unseenCards(view(state, 0)).length; // the other hands plus the pile, less seat 0's cards under it
 * ```
 */
export function unseenCards(v: WeinhaendlerView): Card[] {
  const counts = new Map<Card, number>();
  for (const c of deckFor(v.players)) counts.set(c, (counts.get(c) ?? 0) + 1);
  const take = (c: Card | null) => {
    if (c !== null) counts.set(c, counts.get(c)! - 1);
  };
  for (const c of v.hand ?? []) take(c);
  for (const b of v.bids) for (const c of b) take(c);
  for (const c of v.display) take(c);
  for (const c of v.pile.buried) take(c);
  for (const cellars of v.cellars) for (const cellar of cellars) for (const p of cellar) take(p.card);
  const out: Card[] = [];
  for (const [c, n] of counts) for (let i = 0; i < n; i++) out.push(c);
  return out.sort(byValue);
}

/**
 * Rebuilds a full state from a seat's view, drawing every unseen card and the pile's order from `rng`.
 *
 * @example
 * ```ts
 * const guess = fromView(view(state, 2), Rng.fromSeed('g'));
 * ```
 */
export function fromView(v: WeinhaendlerView, rng: Rng): WeinhaendlerState {
  if (v.seat === null || v.hand === null) throw new RangeError('a spectator has no hand to determinize from');
  const me = v.seat;
  const unseen = rng.shuffle(unseenCards(v));
  const hands = v.handSizes.map((n, s) => (s === me ? v.hand!.slice() : unseen.splice(0, n).sort(byValue)));
  // The pile: unknown cards on top, then the cards put under it, the seat's own ones where it put them.
  const buried = v.pile.buried;
  const pile = unseen.splice(0, v.pile.count - buried.length);
  for (const c of buried) pile.push(c ?? unseen.pop()!);
  const drawn: (Draw | null)[] = v.drew.map((drew, s) =>
    s === me
      ? v.draw
        ? { cards: v.draw.cards.slice(), kept: v.draw.kept }
        : null
      : drew
        ? { cards: [], kept: null }
        : null,
  );
  // Whose discards lie at the bottom: the seat knows its own; the others' are some other seat (which one is
  // not in the view and does not change the rules).
  const owners: Seat[] = buried.map((c) => (c !== null ? me : (me + 1) % v.players));
  return {
    game: 'weinhaendler',
    players: v.players,
    phase: v.phase,
    round: v.round,
    last: v.last,
    start: v.start,
    turn: v.active[0] ?? -1,
    hands,
    bids: v.bids.map((b) => b.slice()),
    totals: v.totals.slice(),
    passed: v.passed.slice(),
    acted: v.acted.slice(),
    display: v.display.slice(),
    pile,
    buried: owners,
    drawn,
    highest: v.highest,
    cellarTurns: v.cellarTurns,
    cellars: v.cellars.map((cs) => cs.map((c) => c.map((p) => ({ ...p })))),
    points: v.points.slice(),
  };
}
