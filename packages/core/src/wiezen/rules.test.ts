import { describe, expect, it } from 'vitest';
import { RuleError } from '../errors/index.js';
import { Rng } from '../random/index.js';
import { cardOf, parseCard, trickWinner } from './cards.js';
import { cut, dealPack, packFor, shuffledPack } from './deal.js';
import { wiezen } from './index.js';
import type { WiezenMove, WiezenState } from './types.js';
import { view } from './view.js';

const C = (name: string) => parseCard(name)!;
const NATURAL = Array.from({ length: 52 }, (_, i) => i);

/** Seat 1 speaks first (dealer 0); with the natural pack the turned card is the ace of spades. */
function start(deck: number[] = NATURAL, deals = 4): WiezenState {
  return wiezen.setup({ players: 4, seed: 'rules', options: { deck, deals, dealer: 0 } });
}

function run(state: WiezenState, moves: Array<[number, WiezenMove]>): WiezenState {
  let s = state;
  for (const [seat, move] of moves) s = wiezen.play(s, seat, move);
  return s;
}

function refused(state: WiezenState, seat: number, move: WiezenMove): string {
  const before = JSON.stringify(state);
  try {
    wiezen.play(state, seat, move);
  } catch (e) {
    expect(JSON.stringify(state)).toBe(before);
    if (e instanceof RuleError) return e.code;
    throw e;
  }
  throw new Error(`${JSON.stringify(move)} was accepted`);
}

/** The natural deal with some cards swapped between hands. */
function swapped(pairs: Array<[string, string]>, turned = 'AS'): number[] {
  const { hands } = dealPack(NATURAL, 0);
  for (const [a, b] of pairs) {
    const ha = hands.find((h) => h.includes(C(a)))!;
    const hb = hands.find((h) => h.includes(C(b)))!;
    ha[ha.indexOf(C(a))] = C(b);
    hb[hb.indexOf(C(b))] = C(a);
  }
  return packFor(hands, 0, C(turned));
}

describe('the deal', () => {
  it('shuffles as the seeded generator does', () => {
    for (const seed of ['a', 'b', 'c'])
      expect(shuffledPack(Rng.fromSeed(seed))).toEqual(Rng.fromSeed(seed).shuffle(NATURAL.slice()));
  });

  it('deals 4-4-5 clockwise from the dealer’s left and turns the dealer’s last card', () => {
    const s = start();
    expect(s.hands[1]).toEqual([0, 1, 2, 3, 16, 17, 18, 19, 32, 33, 34, 35, 36]);
    expect(s.hands[0]).toEqual([12, 13, 14, 15, 28, 29, 30, 31, 47, 48, 49, 50, 51]);
    expect(s.turned).toBe(C('AS'));
    expect(s.hands[0]).toContain(s.turned);
    expect(wiezen.active(s)).toEqual([1]);
  });

  it('gathers the tricks in order, cuts and deals again without shuffling; the deal passes clockwise', () => {
    const rng = Rng.fromSeed('gather');
    let s = wiezen.setup({ players: 4, seed: 'g', options: { deals: 3 } });
    s = run(s, [
      [1, { type: 'solo-slim' }],
      [2, { type: 'pass' }],
      [3, { type: 'pass' }],
      [0, { type: 'pass' }],
    ]);
    while (s.tricks.length < 12 || s.trick.cards.length < 3) {
      const [seat] = wiezen.active(s);
      s = wiezen.play(s, seat!, rng.pick(wiezen.legalMoves(s, seat!)));
    }
    const [last] = wiezen.active(s);
    const move = wiezen.legalMoves(s, last!)[0]!;
    const next = wiezen.play(s, last!, move);
    const gathered = [...s.tricks.flatMap((t) => t.cards), ...s.trick.cards, (move as { card: number }).card];
    const expected = dealPack(cut(gathered, new Rng(s.rng)), 1);
    expect(next.deal).toBe(1);
    expect(next.dealer).toBe(1);
    expect(next.hands).toEqual(expected.hands);
    expect(next.turned).toBe(expected.turned);
    expect(next.history).toHaveLength(1);
    expect(next.scores).toEqual(next.history[0]!.points);
  });
});

describe('the auction', () => {
  it('vragen and meegaan make a contract in the turned suit, led from the dealer’s left', () => {
    let s = start();
    s = wiezen.play(s, 1, { type: 'vragen' });
    expect(refused(s, 2, { type: 'vragen' })).toBe('already-asked');
    expect(refused(s, 3, { type: 'pass' })).toBe('not-your-turn');
    s = wiezen.play(s, 2, { type: 'meegaan' });
    expect(refused(s, 3, { type: 'meegaan' })).toBe('nobody-to-join');
    s = run(s, [
      [3, { type: 'pass' }],
      [0, { type: 'pass' }],
    ]);
    expect(s.phase).toBe('play');
    expect(s.contract).toMatchObject({ game: 'vragen', declarers: [1, 2], trump: 3, leader: 1 });
  });

  it('a player who passed does not come back; the asker nobody joined chooses alleen or pass', () => {
    let s = run(start(), [
      [1, { type: 'pass' }],
      [2, { type: 'vragen' }],
      [3, { type: 'pass' }],
      [0, { type: 'pass' }],
    ]);
    expect(s.phase).toBe('alleen');
    expect(wiezen.active(s)).toEqual([2]);
    expect(refused(s, 1, { type: 'alleen' })).toBe('not-your-turn');
    const alone = wiezen.play(s, 2, { type: 'alleen' });
    expect(alone.contract).toMatchObject({ game: 'alleen', declarers: [2], trump: 3, leader: 1 });
    s = wiezen.play(s, 2, { type: 'pass' });
    expect(s.deal).toBe(1);
    expect(s.dealer).toBe(1);
    expect(s.history[0]).toMatchObject({ game: null, points: [0, 0, 0, 0] });
    expect(wiezen.active(s)).toEqual([2]);
  });

  it('all pass: the next dealer deals and the deal scores nothing', () => {
    const s = run(start(), [
      [1, { type: 'pass' }],
      [2, { type: 'pass' }],
      [3, { type: 'pass' }],
      [0, { type: 'pass' }],
    ]);
    expect(s.deal).toBe(1);
    expect(s.dealer).toBe(1);
    expect(s.scores).toEqual([0, 0, 0, 0]);
    expect(s.phase).toBe('auction');
  });

  it('abondance: higher levels, the turned suit first at one level, miserie between 10 and 11', () => {
    let s = wiezen.play(start(), 1, { type: 'abondance', level: 9, suit: 'hearts' });
    expect(refused(s, 2, { type: 'abondance', level: 9, suit: 'clubs' })).toBe('bid-too-low');
    expect(refused(s, 2, { type: 'vragen' })).toBe('already-asked');
    s = wiezen.play(s, 2, { type: 'abondance', level: 9, suit: 'spades' });
    expect(refused(s, 3, { type: 'abondance', level: 9, suit: 'spades' })).toBe('bid-too-low');
    s = run(s, [
      [3, { type: 'abondance', level: 10, suit: 'clubs' }],
      [0, { type: 'miserie' }],
    ]);
    expect(refused(s, 1, { type: 'abondance', level: 10, suit: 'spades' })).toBe('bid-too-low');
    s = run(s, [
      [1, { type: 'abondance', level: 11, suit: 'clubs' }],
      [2, { type: 'pass' }],
      [3, { type: 'pass' }],
      [0, { type: 'pass' }],
    ]);
    expect(s.contract).toMatchObject({ game: 'abondance', declarers: [1], trump: 0, level: 11, leader: 1 });
  });

  it('an overbid asker may still bid a special game, but not ask again', () => {
    let s = run(start(), [
      [1, { type: 'vragen' }],
      [2, { type: 'miserie' }],
      [3, { type: 'pass' }],
      [0, { type: 'pass' }],
    ]);
    expect(wiezen.active(s)).toEqual([1]);
    const legal = wiezen.legalMoves(s, 1).map((m) => m.type);
    expect(legal).not.toContain('vragen');
    expect(legal).not.toContain('meegaan');
    expect(legal).toContain('abondance');
    s = run(s, [
      [1, { type: 'abondance', level: 11, suit: 'hearts' }],
      [2, { type: 'pass' }],
    ]);
    expect(s.contract).toMatchObject({ game: 'abondance', declarers: [1], trump: 2, leader: 1 });
  });

  it('solo names a trump or none and leads; solo slim plays the turned suit', () => {
    const solo = run(start(), [
      [1, { type: 'solo', suit: null }],
      [2, { type: 'pass' }],
      [3, { type: 'pass' }],
      [0, { type: 'pass' }],
    ]);
    expect(solo.contract).toMatchObject({ game: 'solo', declarers: [1], trump: -1, leader: 1 });
    let slim = run(start(), [
      [1, { type: 'solo', suit: 'hearts' }],
      [2, { type: 'solo-slim' }],
    ]);
    expect(refused(slim, 3, { type: 'solo', suit: 'clubs' })).toBe('bid-too-low');
    slim = run(slim, [
      [3, { type: 'pass' }],
      [0, { type: 'pass' }],
      [1, { type: 'pass' }],
    ]);
    expect(slim.contract).toMatchObject({ game: 'solo-slim', declarers: [2], trump: 3, leader: 2 });
  });
});

describe('miserie', () => {
  it('several players play it together, without trump, led from the dealer’s left', () => {
    const s = run(start(), [
      [1, { type: 'miserie' }],
      [2, { type: 'miserie' }],
      [3, { type: 'pass' }],
      [0, { type: 'pass' }],
    ]);
    expect(s.contract).toMatchObject({ game: 'miserie', declarers: [1, 2], trump: -1, leader: 1 });
  });

  it('the dealer exchanges the turned card; a fellow miserie player may refuse', () => {
    let s = run(start(), [
      [1, { type: 'miserie' }],
      [2, { type: 'pass' }],
      [3, { type: 'pass' }],
      [0, { type: 'miserie' }],
    ]);
    expect(s.phase).toBe('exchange');
    expect(wiezen.active(s)).toEqual([0]);
    expect(refused(s, 0, { type: 'exchange', card: C('AC') })).toBe('card-in-own-hand');
    s = wiezen.play(s, 0, { type: 'exchange', card: C('2C') });
    expect(s.phase).toBe('exchange-reply');
    expect(wiezen.active(s)).toEqual([1]);
    s = wiezen.play(s, 1, { type: 'refuse' });
    expect(refused(s, 0, { type: 'exchange', card: C('2C') })).toBe('card-already-named');
    const kept = wiezen.play(s, 0, { type: 'keep' });
    expect(kept.phase).toBe('play');
    expect(kept.hands[0]).toContain(C('AS'));
    s = wiezen.play(s, 0, { type: 'exchange', card: C('10C') });
    expect(s.phase).toBe('play');
    expect(s.hands[0]).toContain(C('10C'));
    expect(s.hands[0]).not.toContain(C('AS'));
    expect(s.hands[3]).toContain(C('AS'));
    expect(view(s, 2).exchange!.named).toEqual([
      { card: C('2C'), holder: 1, given: false },
      { card: C('10C'), holder: 3, given: true },
    ]);
    expect(wiezen.active(s)).toEqual([1]);
  });

  it('miserie op tafel shows the players’ hands to all before the first card', () => {
    let s = run(start(), [
      [1, { type: 'miserie-op-tafel' }],
      [2, { type: 'pass' }],
      [3, { type: 'miserie-op-tafel' }],
    ]);
    expect(view(s, 2).open).toEqual([null, null, null, null]);
    s = wiezen.play(s, 0, { type: 'pass' });
    expect(s.phase).toBe('play');
    const v = view(s, 2);
    expect(v.open[1]).toEqual(s.hands[1]);
    expect(v.open[3]).toEqual(s.hands[3]);
    expect(v.open[0]).toBeNull();
  });
});

describe('troel', () => {
  const TROEL = swapped([
    ['AC', '6C'],
    ['AD', '7C'],
  ]);

  it('three aces: detected at once; only miserie op tafel, solo or solo slim beat it', () => {
    let s = start(TROEL);
    expect(s.troel).toMatchObject({ kind: 'troel', player: 2, partner: 0, card: C('AS') });
    expect(view(s, 1).troel).toEqual({ kind: 'troel', player: 2, partner: null, card: null });
    expect(refused(s, 1, { type: 'abondance', level: 12, suit: 'spades' })).toBe('troel-stands');
    expect(refused(s, 1, { type: 'vragen' })).toBe('already-asked');
    const types = new Set(wiezen.legalMoves(s, 1).map((m) => m.type));
    expect([...types].sort()).toEqual(['miserie-op-tafel', 'pass', 'solo', 'solo-slim']);
    s = run(s, [
      [1, { type: 'pass' }],
      [2, { type: 'pass' }],
      [3, { type: 'pass' }],
      [0, { type: 'pass' }],
    ]);
    expect(s.auction.calls.map((c) => c.seat)).toEqual([1, 2, 3, 0]);
    expect(s.contract).toMatchObject({
      game: 'troel',
      declarers: [2, 0],
      trump: 3,
      leader: 0,
      lead: C('AS'),
    });
    expect(view(s, 1).troel).toMatchObject({ partner: 0, card: C('AS') });
    expect(wiezen.legalMoves(s, 0)).toEqual([{ type: 'play', card: C('AS') }]);
    expect(refused(s, 0, { type: 'play', card: C('10S') })).toBe('must-lead-called-card');
  });

  it('troel falls to solo', () => {
    const s = run(start(TROEL), [
      [1, { type: 'pass' }],
      [2, { type: 'pass' }],
      [3, { type: 'solo', suit: 'clubs' }],
      [0, { type: 'pass' }],
    ]);
    expect(s.contract).toMatchObject({ game: 'solo', declarers: [3], trump: 0 });
    expect(view(s, 1).troel!.partner).toBeNull();
  });

  it('the troel player is asked too: he keeps troel by passing, or plays a higher game himself', () => {
    const s = run(start(TROEL), [[1, { type: 'pass' }]]);
    // His turn comes after seat 1, before seat 3; he may only pass or overbid troel.
    expect(wiezen.active(s)).toEqual([2]);
    const types = new Set(wiezen.legalMoves(s, 2).map((m) => m.type));
    expect([...types].sort()).toEqual(['miserie-op-tafel', 'pass', 'solo', 'solo-slim']);
    expect(refused(s, 2, { type: 'abondance', level: 12, suit: 'spades' })).toBe('troel-stands');
    // His own overbid: he plays solo instead of troel; the partner stays unknown.
    const solo = run(s, [
      [2, { type: 'solo', suit: null }],
      [3, { type: 'pass' }],
      [0, { type: 'pass' }],
    ]);
    expect(solo.contract).toMatchObject({ game: 'solo', declarers: [2], trump: -1, leader: 2 });
    expect(view(solo, 1).troel!.partner).toBeNull();
    // Once he passed he is not asked again; overbid while he has not, he is, and may go higher still.
    const passed = run(s, [
      [2, { type: 'pass' }],
      [3, { type: 'solo', suit: 'clubs' }],
      [0, { type: 'pass' }],
    ]);
    expect(passed.contract).toMatchObject({ game: 'solo', declarers: [3] });
    const back = run(start(TROEL), [
      [1, { type: 'pass' }],
      [2, { type: 'miserie-op-tafel' }],
      [3, { type: 'solo', suit: 'clubs' }],
      [0, { type: 'pass' }],
    ]);
    expect(wiezen.active(back)).toEqual([2]);
    const end = run(back, [
      [2, { type: 'solo-slim' }],
      [3, { type: 'pass' }],
    ]);
    expect(end.contract).toMatchObject({ game: 'solo-slim', declarers: [2], trump: 3 });
  });

  it('four aces: troela, hearts trump, the partner holds the highest heart the player lacks', () => {
    const deck = swapped(
      [
        ['AC', '6C'],
        ['AD', '7C'],
        ['AS', '8C'],
      ],
      '8C',
    );
    const s = run(start(deck), [
      [1, { type: 'pass' }],
      [2, { type: 'pass' }],
      [3, { type: 'pass' }],
      [0, { type: 'pass' }],
    ]);
    // Seat 2 holds the four aces and the king of hearts: the queen (seat 1) is called and leads.
    expect(s.contract).toMatchObject({
      game: 'troela',
      declarers: [2, 1],
      trump: 2,
      leader: 1,
      lead: C('QH'),
    });
  });
});

describe('play', () => {
  const VRAGEN: Array<[number, WiezenMove]> = [
    [1, { type: 'vragen' }],
    [2, { type: 'meegaan' }],
    [3, { type: 'pass' }],
    [0, { type: 'pass' }],
  ];

  it('follow suit if you can, else any card; a trump wins; the winner leads', () => {
    let s = run(start(), VRAGEN);
    expect(refused(s, 2, { type: 'play', card: C('6C') })).toBe('not-your-turn');
    expect(refused(s, 1, { type: 'play', card: C('6C') })).toBe('card-not-in-hand');
    s = wiezen.play(s, 1, { type: 'play', card: C('5D') });
    expect(refused(s, 2, { type: 'play', card: C('6C') })).toBe('must-follow-suit');
    // The refusal says the rule with the suit in each language's own word.
    let why: RuleError | null = null;
    try {
      wiezen.play(s, 2, { type: 'play', card: C('6C') });
    } catch (e) {
      why = e as RuleError;
    }
    expect(why?.text('en')).toBe('You must follow diamonds: play one of your diamonds.');
    expect(why?.text('nl')).toBe('Je moet ruiten bekennen: speel een van je ruiten.');
    s = run(s, [
      [2, { type: 'play', card: C('9D') }],
      [3, { type: 'play', card: C('KD') }],
    ]);
    // Seat 0 holds diamonds too: 2D 3D 4D.
    expect(wiezen.legalMoves(s, 0).map((m) => (m as { card: number }).card)).toEqual([13, 14, 15]);
    s = wiezen.play(s, 0, { type: 'play', card: C('2D') });
    expect(s.tricks[0]!.winner).toBe(3);
    expect(wiezen.active(s)).toEqual([3]);
  });

  it('trick winner: highest trump, else highest of the suit led', () => {
    expect(trickWinner([C('5C'), C('AC'), C('2H'), C('3C')], 2)).toBe(2);
    expect(trickWinner([C('5C'), C('AC'), C('2H'), C('3C')], -1)).toBe(1);
    expect(trickWinner([C('5C'), C('AD'), C('KD'), C('3C')], 3)).toBe(0);
    expect(cardOf(3, 12)).toBe(C('AS'));
  });

  it('a session of N deals ends with running totals, zero sum, and the leaders win', () => {
    const rng = Rng.fromSeed('session');
    let s = start(NATURAL, 3);
    while (s.phase !== 'over') {
      const [seat] = wiezen.active(s);
      s = wiezen.play(s, seat!, rng.pick(wiezen.legalMoves(s, seat!)));
    }
    expect(s.history).toHaveLength(3);
    expect(s.history.map((h) => h.dealer)).toEqual([0, 1, 2]);
    const totals = [0, 1, 2, 3].map((seat) => s.history.reduce((a, h) => a + h.points[seat]!, 0));
    expect(s.scores).toEqual(totals);
    const outcome = wiezen.outcome(s)!;
    expect(outcome.winners.every((w) => s.scores[w] === Math.max(...s.scores))).toBe(true);
    expect(refused(s, 0, { type: 'pass' })).toBe('game-over');
  });
});

describe('moves that skipped parseMove', () => {
  it('are refused with invalid-move, not half played', () => {
    const s = start();
    const bad = (move: unknown) => refused(s, 1, move as WiezenMove);
    expect(bad({ type: 'abondance', level: 9, suit: 'stars' })).toBe('invalid-move');
    expect(bad({ type: 'abondance', level: 8, suit: 'hearts' })).toBe('invalid-move');
    expect(bad({ type: 'solo', suit: 'stars' })).toBe('invalid-move');
    expect(bad(null)).toBe('invalid-move');
    const ex = run(start(), [
      [1, { type: 'pass' }],
      [2, { type: 'pass' }],
      [3, { type: 'pass' }],
      [0, { type: 'miserie' }],
    ]);
    expect(refused(ex, 0, { type: 'exchange', card: 99 })).toBe('invalid-move');
  });
});
