/**
 * Determinization for search bots: a full state consistent with what one seat sees, the unseen cards dealt at
 * random. Built from the seat's view alone, so it cannot read what the seat could not see. It respects
 * every fact the table knows: the turned card in the dealer's hand (or, after the miserie exchange, in the
 * giver's), a card named in the exchange, the open miserie hands, troel's aces and called card, and the voids
 * shown by failures to follow suit.
 *
 * @module
 */
import type { Seat } from '../contract/index.js';
import type { Rng } from '../random/index.js';
import { ACE, cardOf, HEARTS, rankOf, suitOf } from './cards.js';
import { detectTroel } from './deal.js';
import type { WiezenState, WiezenView } from './types.js';

/** Who played which card this deal, and which suits each seat has shown to be out of. */
function playedFacts(v: WiezenView): { by: Map<number, Seat>; voids: boolean[][] } {
  const by = new Map<number, Seat>();
  const voids = [0, 1, 2, 3].map(() => [false, false, false, false]);
  const see = (leader: Seat, cards: readonly number[]) => {
    const led = cards.length > 0 ? suitOf(cards[0]!) : -1;
    cards.forEach((card, i) => {
      const s = (leader + i) % 4;
      by.set(card, s);
      if (suitOf(card) !== led) voids[s]![led] = true;
    });
  };
  for (const t of v.tricks) see(t.leader, t.cards);
  see(v.trick.leader, v.trick.cards);
  return { by, voids };
}

/**
 * Rebuilds a full state from a seat's view, dealing every unseen card from `rng` under the known constraints.
 *
 * @example
 * ```ts
 * const guess = fromView(view(state, 2), Rng.fromSeed('guess'));
 * ```
 */
export function fromView(v: WiezenView, rng: Rng): WiezenState {
  if (v.seat === null || v.hand === null) throw new RangeError('a spectator has no hand to determinize from');
  const me = v.seat;
  const { by, voids } = playedFacts(v);
  const known = new Map<number, Seat>();
  const excluded = new Map<number, Seat>();
  for (const c of v.hand) known.set(c, me);
  const place = (card: number, seat: Seat) => {
    if (!by.has(card) && !known.has(card)) known.set(card, seat);
  };
  for (let s = 0; s < 4; s++) for (const c of v.open[s] ?? []) place(c, s);
  if (v.exchange) {
    for (const n of v.exchange.named) {
      if (n.given) {
        place(n.card, v.dealer);
        place(v.turned, n.holder);
      } else place(n.card, n.holder);
    }
    if (v.exchange.pending !== null) place(v.exchange.pending, v.active[0]!);
  }
  place(v.turned, v.dealer);
  if (v.troel) placeTroel(v, by, known, excluded, place, rng);

  // Deal the rest: each card to a seat that may hold it, drawn in proportion to the room left; when a card
  // finds no room, an augmenting path moves earlier cards along (always succeeds for a real table).
  const capacity = v.handSizes.slice();
  capacity[me] = 0;
  for (const [card, seat] of known) if (!by.has(card) && seat !== me) capacity[seat]!--;
  const unknown: number[] = [];
  for (let c = 0; c < 52; c++) if (!by.has(c) && !known.has(c)) unknown.push(c);
  rng.shuffle(unknown);
  const bySeat: number[][] = [[], [], [], []];
  const allowed = (card: number, s: Seat) =>
    s !== me && !voids[s]![(card / 13) | 0] && excluded.get(card) !== s;
  for (const card of unknown) {
    let room = 0;
    for (let s = 0; s < 4; s++) if (allowed(card, s)) room += capacity[s]! - bySeat[s]!.length;
    if (room > 0) {
      let r = rng.int(room);
      for (let s = 0; s < 4; s++) {
        if (!allowed(card, s)) continue;
        r -= capacity[s]! - bySeat[s]!.length;
        if (r < 0) {
          bySeat[s]!.push(card);
          break;
        }
      }
    } else if (!augment(card, new Set(), bySeat, capacity, allowed)) {
      // No consistent deal (cannot happen for a real table): drop the voids for this card.
      const s = [0, 1, 2, 3].find((x) => x !== me && bySeat[x]!.length < capacity[x]!)!;
      bySeat[s]!.push(card);
    }
  }
  const hands: number[][] = [[], [], [], []];
  for (const [card, seat] of known) if (!by.has(card)) hands[seat]!.push(card);
  for (let s = 0; s < 4; s++) hands[s]!.push(...bySeat[s]!);
  for (const h of hands) h.sort((a, b) => a - b);

  let troel: WiezenState['troel'] = null;
  if (v.troel) {
    const atDeal = hands.map((h) => h.slice());
    for (const [card, seat] of by) atDeal[seat]!.push(card);
    troel = detectTroel(atDeal) ?? { kind: v.troel.kind, player: v.troel.player, partner: -1, card: -1 };
  }
  return {
    game: 'wiezen',
    options: { ...v.options, deck: null },
    rng: [rng.next(), rng.next(), rng.next(), rng.next()],
    deal: v.deal,
    dealer: v.dealer,
    phase: v.phase,
    scores: v.scores.slice(),
    history: v.history.map((h) => ({
      ...h,
      declarers: h.declarers.slice(),
      tricks: h.tricks.slice(),
      points: h.points.slice(),
    })),
    hands,
    turned: v.turned,
    troel,
    auction: {
      ...v.auction,
      calls: v.auction.calls.map((c) => ({ seat: c.seat, move: { ...c.move } })),
      passed: v.auction.passed.slice(),
      high: v.auction.high && { ...v.auction.high, seats: v.auction.high.seats.slice() },
    },
    contract: v.contract && { ...v.contract, declarers: v.contract.declarers.slice() },
    exchange: v.exchange && { ...v.exchange, named: v.exchange.named.map((n) => ({ ...n })) },
    tricks: v.tricks.map((t) => ({ leader: t.leader, cards: t.cards.slice(), winner: t.winner })),
    trick: { leader: v.trick.leader, cards: v.trick.cards.slice() },
    taken: v.taken.slice(),
  };
}

/** Places `card` by moving an already placed card to another seat that may hold it (one augmenting path). */
function augment(
  card: number,
  seen: Set<Seat>,
  bySeat: number[][],
  capacity: number[],
  allowed: (card: number, seat: Seat) => boolean,
): boolean {
  for (let s = 0; s < 4; s++) {
    if (!allowed(card, s) || seen.has(s)) continue;
    if (bySeat[s]!.length < capacity[s]!) {
      bySeat[s]!.push(card);
      return true;
    }
  }
  for (let s = 0; s < 4; s++) {
    if (!allowed(card, s) || seen.has(s)) continue;
    seen.add(s);
    const list = bySeat[s]!;
    for (let i = 0; i < list.length; i++) {
      const other = list[i]!;
      list.splice(i, 1);
      if (augment(other, seen, bySeat, capacity, allowed)) {
        list.push(card);
        return true;
      }
      list.splice(i, 0, other);
    }
  }
  return false;
}

/** Troel's known cards: the troel player's aces (and troela's hearts above the called card), the called card. */
function placeTroel(
  v: WiezenView,
  by: Map<number, Seat>,
  known: Map<number, Seat>,
  excluded: Map<number, Seat>,
  place: (card: number, seat: Seat) => void,
  rng: Rng,
): void {
  const t = v.troel!;
  const aces = [0, 1, 2, 3].map((s) => cardOf(s, ACE));
  if (t.kind === 'troela') {
    for (const a of aces) place(a, t.player);
    if (t.card !== null) {
      for (let r = rankOf(t.card) + 1; r < ACE; r++) place(cardOf(HEARTS, r), t.player);
      place(t.card, t.partner!);
    }
    return;
  }
  if (t.card !== null) {
    place(t.card, t.partner!);
    for (const a of aces) if (a !== t.card) place(a, t.player);
    return;
  }
  // Partner not yet known: the troel player holds three aces; the fourth is elsewhere.
  const fourth =
    aces.find((a) => {
      const s = by.get(a) ?? known.get(a);
      return s !== undefined && s !== t.player;
    }) ?? rng.pick(aces.filter((a) => !by.has(a) && !known.has(a)));
  for (const a of aces) if (a !== fourth) place(a, t.player);
  excluded.set(fourth, t.player);
}
