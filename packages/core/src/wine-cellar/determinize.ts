/**
 * Determinization for search bots: a full state consistent with what one seat sees, the hidden part drawn at
 * random. It is built from the seat's view alone, so it cannot read what the seat could not see.
 *
 * @module
 */
import type { Rng } from '../random/index.js';
import { CARD_IDS } from './cards.js';
import type { WineCellarState, WineCellarView } from './types.js';

/** Rebuilds a full state from a seat's view, drawing every unseen card (or pile order) from `rng`. */
export function fromView(v: WineCellarView, rng: Rng): WineCellarState {
  if (v.seat === null) throw new RangeError('a spectator has no hand to determinize from');
  const me = v.seat;
  const seen = new Set<number>([...v.hand!, ...v.prizes, ...v.cellars.flat()]);
  for (const c of [...v.bids, ...v.reserved, ...v.pending, ...v.bonus])
    if (typeof c === 'number') seen.add(c);
  for (const t of v.history) for (const c of t.took) seen.add(c);
  const hands = v.hand ? [v.hand.slice()] : [];
  const bids = v.bids.map((b) => (b === 'hidden' ? null : b));
  const reserved = v.reserved.map((r) => (r === 'hidden' ? null : r));
  let pile: number[] = [];
  if (v.solo) {
    pile = rng.shuffle(v.pile!.cards.slice());
  } else {
    const other = 1 - me;
    const unseen = rng.shuffle(CARD_IDS.filter((c) => !seen.has(c)));
    if (v.bids[other] === 'hidden') bids[other] = unseen.pop()!;
    if (v.reserved[other] === 'hidden') reserved[other] = unseen.pop()!;
    hands[other] = unseen.sort((a, b) => a - b);
    hands[me] = v.hand!.slice();
  }
  return {
    game: 'wine-cellar',
    options: { rules: v.rules, swap: v.swap, deck: null, cards: v.cards },
    solo: v.solo,
    phase: v.phase,
    trick: v.trick,
    hands,
    pile,
    prizes: v.prizes.slice(),
    bids,
    lead: v.lead,
    tokens: v.tokens.slice(),
    tokenBy: v.tokenBy,
    reserved,
    winner: v.winner,
    pending: v.pending.slice(),
    cellars: v.cellars.map((c) => c.slice()),
    bonus: v.bonus.slice(),
    swapped: v.swapped.slice(),
    history: v.history.map((t) => ({ bids: t.bids.slice(), winner: t.winner, took: t.took.slice() })),
  };
}
