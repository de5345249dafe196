import { describe, expect, it, vi } from 'vitest';
import { describeContract, randomPlayout } from '../../test/support/contract-properties.js';
import type { Seat } from '../contract/index.js';
import { Rng } from '../random/index.js';
import { CARD_INFO, type Card, countCards, deckFor } from './cards.js';
import { buildGrid, SLOTS } from './cellar.js';
import { weinhaendler } from './index.js';
import { scorePlacements } from './score.js';
import { checkState } from './state.js';
import type { WeinhaendlerMove, WeinhaendlerState, WeinhaendlerView } from './types.js';

function sameMultiset(a: Iterable<Card>, b: Iterable<Card>): boolean {
  const x = countCards(a);
  const y = countCards(b);
  if (x.size !== y.size) return false;
  for (const [c, n] of x) if (y.get(c) !== n) return false;
  return true;
}

function isSorted(cards: readonly Card[]): boolean {
  for (let i = 1; i < cards.length; i++)
    if (CARD_INFO[cards[i - 1]!]!.cents > CARD_INFO[cards[i]!]!.cents) return false;
  return true;
}

function invariant(s: WeinhaendlerState): void {
  const broken = checkState(s);
  if (broken) throw new Error(`checkState: at ${broken.at}: ${broken.en}`);
  // Every card in play is in exactly one place (covered empty bottles stay in their cellar).
  const everywhere = [
    ...s.hands.flat(),
    ...s.bids.flat(),
    ...s.display,
    ...s.pile,
    ...s.cellars.flat(2).map((p) => p.card),
    ...s.setAside.flat(),
  ];
  if (!sameMultiset(everywhere, deckFor(s.players))) throw new Error('cards are lost or doubled');
  for (let seat = 0; seat < s.players; seat++) {
    const bid = s.bids[seat]!;
    const sum = bid.reduce((a, c) => a + CARD_INFO[c]!.cents, 0);
    if (sum !== s.totals[seat]) throw new Error('bid total out of step');
    if (!isSorted(s.hands[seat]!) || !isSorted(bid)) throw new Error('hand or bid not sorted');
    // Every cellar replays legally to the points on the table; all but the open one are full.
    const cellars = s.cellars[seat]!;
    let points = 0;
    cellars.forEach((cellar, i) => {
      points += scorePlacements(cellar).reduce((a, b) => a + b, 0);
      if (i < cellars.length - 1 && buildGrid(cellar).size !== SLOTS)
        throw new Error('closed cellar not full');
    });
    if (points !== s.points[seat]) throw new Error('points out of step with the cellars');
    if (s.phase === 'bid' && s.hands[seat]!.length > 7)
      throw new Error('more than 6 + 1 cards while bidding');
  }
  // Non-empty bids have distinct totals.
  const totals = s.totals.filter((_, seat) => s.bids[seat]!.length > 0);
  if (new Set(totals).size !== totals.length) throw new Error('two equal bids');
  if (s.buried.length > s.pile.length) throw new Error('more buried cards than pile');
  if (s.phase !== 'bid' && s.bids.some((b) => b.length > 0)) throw new Error('bids left after the swap');
  if (s.phase === 'over' && s.hands.some((h) => h.length > 0))
    throw new Error('cards left in hand at the end');
  // Only an empty bottle can lack a place, and only at the end is a card set aside.
  if (s.setAside.flat().some((c) => c !== 'empty')) throw new Error('a wine card set aside');
  if (s.phase !== 'over' && !s.last && s.setAside.some((cards) => cards.length > 0))
    throw new Error('cards set aside before the last round');
}

function candidates(s: WeinhaendlerState, seat: Seat, rng: Rng): WeinhaendlerMove[] {
  const all = deckFor(s.players);
  const hand = s.hands[seat]!;
  const some = (from: readonly Card[], n: number): Card[] =>
    Array.from({ length: n }, () => rng.pick(from)).sort((a, b) => CARD_INFO[a]!.cents - CARD_INFO[b]!.cents);
  const fromHand = hand.length > 0 ? hand : all;
  return [
    { type: 'bid', cards: some(all, 1) },
    { type: 'bid', cards: some(fromHand, 1) },
    { type: 'bid', cards: some(fromHand, 2) },
    { type: 'bid', cards: [] },
    { type: 'pass' },
    { type: 'draw' },
    { type: 'stop' },
    { type: 'place', card: rng.pick(fromHand), row: rng.int(5), pos: rng.int(9) - 4 },
    { type: 'place', card: rng.pick(fromHand), row: 0, pos: rng.int(3) - 1 },
    { type: 'place', card: rng.pick(all), row: rng.int(2), pos: rng.int(3) - 1 },
    { type: 'place', card: 'pink-5', row: 0, pos: 0 },
  ];
}

function leaks(s: WeinhaendlerState, view: unknown, seat: Seat | null): string[] {
  const v = view as WeinhaendlerView;
  const found: string[] = [];
  const text = JSON.stringify(view);
  if (text.includes('"rng"') || text.includes('"deck"')) found.push('generator or deal order');
  if (!Array.isArray(v.handSizes) || 'hands' in v) found.push('hands');
  s.hands.forEach((hand, owner) => {
    if (owner === seat || hand.length === 0) return;
    const own = seat === null ? null : JSON.stringify(s.hands[seat]);
    if (JSON.stringify(v.hand) === JSON.stringify(hand) && own !== JSON.stringify(hand))
      found.push(`hand of seat ${owner}`);
  });
  if (Object.keys(v.pile).some((k) => k !== 'count' && k !== 'buried')) found.push('pile contents');
  s.buried.forEach((owner, i) => {
    if (owner !== seat && v.pile.buried[i] !== null) found.push('a card another seat put under the pile');
  });
  if (seat === null ? v.draw !== null : JSON.stringify(v.draw) !== JSON.stringify(s.drawn[seat]))
    found.push('another seat’s pass-and-draw');
  return found;
}

// The view checks compare every view of every state deeply (cellars make views large): on a loaded machine
// they need more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });

/** Uniform play, but passing a quarter of the time when bidding: shorter games, the same kinds of states. */
function pick(_s: WeinhaendlerState, _seat: Seat, legal: WeinhaendlerMove[], rng: Rng): WeinhaendlerMove {
  const last = legal[legal.length - 1]!;
  return last.type === 'pass' && rng.float() < 0.25 ? last : rng.pick(legal);
}

const hooks = {
  tables: [{ players: 3 }, { players: 4 }, { players: 5 }],
  invariant,
  candidates,
  leaks,
  pick,
  maxMoves: 3000,
  runs: 12,
};

describeContract<WeinhaendlerState, WeinhaendlerMove>(weinhaendler, hooks);

describe('weinhaendler: determinize', () => {
  it('keeps what the seat knows: its hand, its cards under the pile, and every count', () => {
    const { steps } = randomPlayout<WeinhaendlerState, WeinhaendlerMove>(
      weinhaendler,
      hooks,
      { players: 4 },
      'det',
    );
    const rng = Rng.fromSeed('det');
    for (const { state } of steps) {
      for (let seat = 0; seat < 4; seat++) {
        const guess = weinhaendler.determinize!(state, seat, rng);
        invariant(guess);
        expect(guess.hands[seat]).toEqual(state.hands[seat]);
        expect(guess.hands.map((h) => h.length)).toEqual(state.hands.map((h) => h.length));
        expect(guess.pile).toHaveLength(state.pile.length);
        state.buried.forEach((owner, i) => {
          const at = state.pile.length - state.buried.length + i;
          if (owner === seat) expect(guess.pile[at]).toBe(state.pile[at]);
        });
      }
    }
  });
});
