import { describe, expect, it } from 'vitest';
import { RuleError } from '../errors/index.js';
import { type Card, deckFor, without } from './cards.js';
import { weinhaendler as game } from './index.js';
import type { WeinhaendlerMove, WeinhaendlerState } from './types.js';

/** A stacked deal: the given hands (5 cards each), display and pile top; the rest of the pile follows. */
function stacked(players: number, hands: Card[][], display: Card[], pileTop: Card[] = []): Card[] {
  const used = [...hands.flat(), ...display, ...pileTop];
  const rest = without(deckFor(players), used);
  if (rest === null) throw new Error('stacked deal uses cards not in play');
  return [...used, ...rest];
}

function start(players: number, hands: Card[][], display: Card[], pileTop: Card[] = [], first = 0) {
  return game.setup({
    players,
    seed: 'rules',
    options: { deck: stacked(players, hands, display, pileTop), start: first },
  });
}

function playAll(state: WeinhaendlerState, moves: Array<[number, WeinhaendlerMove]>): WeinhaendlerState {
  return moves.reduce((s, [seat, move]) => game.play(s, seat, move), state);
}

function codeOf(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    if (e instanceof RuleError) return e.code;
    throw e;
  }
  throw new Error('not refused');
}

const bid = (...cards: Card[]): WeinhaendlerMove => ({ type: 'bid', cards });
const pass: WeinhaendlerMove = { type: 'pass' };
const draw: WeinhaendlerMove = { type: 'draw' };
const stop: WeinhaendlerMove = { type: 'stop' };
const place = (card: Card, row: number, pos: number): WeinhaendlerMove => ({ type: 'place', card, row, pos });

// The rulebook's bidding example, four players: Marc 0, Anne 1, Herman 2, Carl 3.
const MARC = ['empty', 'yellow-5', 'green-14', 'red-6', 'grey-10'];
const ANNE = ['green-7', 'blue-9', 'red-13', 'grey-17', 'purple-11'];
const HERMAN = ['yellow-12', 'blue-9', 'red-20', 'green-21', 'purple-18'];
const CARL = ['blue-23', 'red-20', 'grey-24', 'yellow-19', 'purple-25'];
const DISPLAY = ['blue-16', 'blue-16', 'green-14', 'red-13'];

describe('setup', () => {
  it('deals five cards each, turns four face up, and the rest is the pile', () => {
    for (const players of [3, 4, 5]) {
      const s = game.setup({ players, seed: `p${players}` });
      expect(s.hands.every((h) => h.length === 5)).toBe(true);
      expect(s.display).toHaveLength(4);
      expect(s.pile).toHaveLength(deckFor(players).length - 5 * players - 4);
      expect(game.active(s)).toEqual([s.start]);
    }
  });

  it('refuses 2 or 6 players, a wrong deck and a start seat outside the table', () => {
    expect(codeOf(() => game.setup({ players: 2, seed: 's' }))).toBe('invalid-players');
    expect(codeOf(() => game.setup({ players: 6, seed: 's' }))).toBe('invalid-players');
    expect(codeOf(() => game.setup({ players: 3, seed: 's', options: { deck: deckFor(4) } }))).toBe(
      'invalid-options',
    );
    expect(codeOf(() => game.setup({ players: 3, seed: 's', options: { start: 3 } }))).toBe(
      'invalid-options',
    );
  });
});

describe('bidding and the wine swap: the rulebook example', () => {
  it('Marc 19, Anne 7, Herman 41, Carl 23, Marc 19.20, …, Carl 43: the swap goes down the chain', () => {
    let s = start(4, [MARC, ANNE, HERMAN, CARL], DISPLAY);
    s = playAll(s, [
      [0, bid('yellow-5', 'green-14')],
      [1, bid('green-7')],
      [2, bid('yellow-12', 'blue-9', 'red-20')],
      [3, bid('blue-23')],
    ]);
    expect(s.totals).toEqual([1900, 700, 4100, 2300]);
    s = playAll(s, [
      [0, bid('empty')],
      [1, pass],
      [2, pass],
    ]);
    expect(s.totals[0]).toBe(1920);
    expect(game.active(s)).toEqual([3]);
    s = playAll(s, [
      [3, bid('red-20')],
      [0, pass],
    ]);
    expect(s.totals[3]).toBe(4300);
    // Anne and Herman passed after bidding: no pass-and-draw.
    expect(s.drawn).toEqual([null, null, null, null]);
    s = game.play(s, 3, pass);
    expect(s.phase).toBe('cellar');
    // Carl takes the display, Herman Carl's bid, Marc Herman's, Anne Marc's; Anne's green 7 is the display.
    expect(s.display).toEqual(['green-7']);
    expect(s.hands[3]).toEqual([
      'red-13',
      'green-14',
      'blue-16',
      'blue-16',
      'yellow-19',
      'grey-24',
      'purple-25',
    ]);
    expect(s.hands[2]).toEqual(['green-21', 'purple-18', 'red-20', 'blue-23'].sort(byCents));
    expect(s.hands[0]).toEqual(['red-6', 'blue-9', 'grey-10', 'yellow-12', 'red-20'].sort(byCents));
    expect(s.hands[1]).toEqual(['empty', 'yellow-5', 'blue-9', 'purple-11', 'red-13', 'green-14', 'grey-17']);
    expect(s.highest).toBe(3);
    // The cellar phase starts with the highest bidder.
    expect(game.active(s)).toEqual([3]);
  });

  it('refuses a bid equal to another total, cards not in hand, empty bids, and moves out of turn', () => {
    let s = start(4, [MARC, ANNE, HERMAN, CARL], DISPLAY);
    s = game.play(s, 0, bid('red-6', 'green-14'));
    const before = JSON.stringify(s);
    expect(codeOf(() => game.play(s, 1, bid('green-7', 'red-13')))).toBe('bid-not-unique');
    // The refusal names the bid's total in euros, as each language writes them.
    expect(() => game.play(s, 1, bid('green-7', 'red-13'))).toThrow(
      'Your bid would total €20.00, the same as another bid: bids must differ.',
    );
    expect(codeOf(() => game.play(s, 1, bid('red-20')))).toBe('card-not-in-hand');
    expect(codeOf(() => game.play(s, 1, bid('green-7', 'green-7')))).toBe('card-not-in-hand');
    expect(codeOf(() => game.play(s, 1, bid()))).toBe('empty-bid');
    expect(codeOf(() => game.play(s, 1, bid('pink-9')))).toBe('unknown-card');
    expect(codeOf(() => game.play(s, 2, pass))).toBe('not-your-turn');
    expect(codeOf(() => game.play(s, 1, stop))).toBe('move-not-now');
    expect(JSON.stringify(s)).toBe(before);
    // Underbidding is allowed: 7 under Marc's 20.
    s = game.play(s, 1, bid('green-7'));
    expect(s.totals[1]).toBe(700);
    // The legal bids of Herman never tie a total on the table.
    for (const m of game.legalMoves(s, 2)) {
      if (m.type !== 'bid') continue;
      const sum = m.cards.reduce((a, c) => a + (c === 'empty' ? 20 : Number(c.split('-')[1]) * 100), 0);
      expect([2000, 700]).not.toContain(sum);
    }
  });

  it('a player without cards can only pass; a passed player is skipped', () => {
    let s = start(
      3,
      [
        ['red-6', 'red-13', 'red-20', 'green-7', 'green-14'],
        ['blue-9', 'blue-16', 'blue-23', 'grey-10', 'grey-17'],
        ['orange-8', 'orange-15', 'orange-22', 'empty', 'grey-24'],
      ],
      ['red-6', 'red-13', 'blue-9', 'green-21'],
    );
    s = game.play(s, 0, bid('red-6', 'red-13', 'red-20', 'green-7', 'green-14'));
    s = playAll(s, [
      [1, bid('blue-9')],
      [2, pass],
    ]);
    expect(game.legalMoves(s, 0)).toEqual([pass]);
    s = playAll(s, [
      [0, pass],
      [1, bid('grey-10')],
    ]);
    // Seats 0 and 2 have passed: seat 1 moves again.
    expect(game.active(s)).toEqual([1]);
  });

  it('one bidder takes the display and his bid becomes the display; with no bidder the display stays', () => {
    const hands = [
      ['red-6', 'red-13', 'red-20', 'green-7', 'green-14'],
      ['blue-9', 'blue-16', 'blue-23', 'grey-10', 'grey-17'],
      ['orange-8', 'orange-15', 'orange-22', 'empty', 'grey-24'],
    ];
    const display = ['red-6', 'red-13', 'blue-9', 'green-21'];
    let s = start(3, hands, display);
    s = playAll(s, [
      [0, bid('red-20')],
      [1, pass],
      [2, pass],
      [0, pass],
    ]);
    expect(s.display).toEqual(['red-20']);
    expect(s.hands[0]).toContain('green-21');
    s = start(3, hands, display);
    s = playAll(s, [
      [0, pass],
      [1, pass],
      [2, pass],
    ]);
    expect(s.display).toEqual(display);
    expect(s.highest).toBeNull();
  });
});

describe('pass and draw', () => {
  const hands = [
    ['red-6', 'red-13', 'red-20', 'green-7', 'green-14'],
    ['blue-9', 'blue-16', 'blue-23', 'grey-10', 'grey-17'],
    ['orange-8', 'orange-15', 'orange-22', 'empty', 'grey-24'],
  ];
  const display = ['red-6', 'red-13', 'blue-9', 'green-21'];

  it('is his choice: a first-turn pass without the draw move leaves hand and pile alone', () => {
    const s0 = start(3, hands, display, ['red-20', 'green-7', 'grey-10', 'grey-10']);
    const legal = game.legalMoves(s0, 0);
    // The draw is a move of its own, listed just before the pass (which stays last).
    expect(legal.slice(-2)).toEqual([draw, pass]);
    const s = game.play(s0, 0, pass);
    expect(s.hands[0]).toEqual(s0.hands[0]);
    expect(s.pile).toEqual(s0.pile);
    expect(s.buried).toEqual([]);
    expect(s.drawn[0]).toBeNull();
    expect(s.declined).toEqual([true, false, false]);
    for (const seat of [0, 1, 2, null]) {
      expect(game.view(s, seat).declined).toEqual([true, false, false]);
      expect(game.view(s, seat).drew).toEqual([false, false, false]);
    }
    // Seat 1 draws: the others see that he drew, not what.
    const t = game.play(s, 1, draw);
    expect(t.declined).toEqual([true, false, false]);
    expect(game.view(t, 2).drew).toEqual([false, true, false]);
    expect(JSON.stringify(game.view(t, 2))).not.toMatch(/green-7|red-20/);
  });

  it('reveals two, keeps the lower, puts the other under the pile; only the drawer sees them', () => {
    const s0 = start(3, hands, display, ['red-20', 'green-7', 'grey-10', 'grey-10']);
    const count = s0.pile.length;
    const s = game.play(s0, 0, draw);
    expect(s.hands[0]).toEqual(['red-6', 'green-7', 'green-7', 'red-13', 'green-14', 'red-20']);
    expect(s.pile).toHaveLength(count - 1);
    expect(s.pile[s.pile.length - 1]).toBe('red-20');
    expect(s.pile.slice(0, 2)).toEqual(['grey-10', 'grey-10']);
    expect(s.buried).toEqual([0]);
    const mine = game.view(s, 0);
    expect(mine.draw).toEqual({ cards: ['red-20', 'green-7'], kept: 'green-7' });
    expect(mine.pile).toEqual({ count: count - 1, buried: ['red-20'] });
    for (const seat of [1, 2, null]) {
      const other = game.view(s, seat);
      expect(other.draw).toBeNull();
      expect(other.drew).toEqual([true, false, false]);
      expect(other.pile).toEqual({ count: count - 1, buried: [null] });
      expect(other.handSizes[0]).toBe(6);
      expect(JSON.stringify(other)).not.toContain('green-7');
    }
    // Identical cards: either is the lower; one is kept, its twin goes under.
    const t = game.play(s, 1, draw);
    expect(t.hands[1]).toContain('grey-10');
    expect(t.pile[t.pile.length - 1]).toBe('grey-10');
    expect(t.buried).toEqual([0, 1]);
    expect(game.view(t, 1).pile.buried).toEqual([null, 'grey-10']);
    expect(game.view(t, 0).pile.buried).toEqual(['red-20', null]);
  });

  it('only on the first turn of the round, before any bid', () => {
    let s = start(3, hands, display);
    s = playAll(s, [
      [0, bid('red-6')],
      [1, bid('blue-9')],
      [2, draw],
    ]);
    expect(game.legalMoves(s, 0)).not.toContainEqual(draw);
    const before = s;
    expect(codeOf(() => game.play(s, 0, draw))).toBe('draw-not-allowed');
    expect(s).toEqual(before);
    s = game.play(s, 0, pass);
    expect(s.drawn).toEqual([null, null, { cards: expect.any(Array), kept: expect.any(String) }]);
    expect(s.declined).toEqual([false, false, false]);
    expect(s.hands[0]).toHaveLength(4);
  });

  it('with one card left he takes it; with none there is nothing to draw', () => {
    let s = start(3, hands, display);
    s = { ...s, pile: ['grey-24'] };
    s = game.play(s, 0, draw);
    expect(s.drawn[0]).toEqual({ cards: ['grey-24'], kept: 'grey-24' });
    expect(s.pile).toEqual([]);
    expect(game.legalMoves(s, 1)).not.toContainEqual(draw);
    expect(codeOf(() => game.play(s, 1, draw))).toBe('draw-not-allowed');
    s = game.play(s, 1, pass);
    expect(s.drawn[1]).toBeNull();
    // He could not draw, so he did not decline either.
    expect(s.declined[1]).toBe(false);
    expect(s.hands[1]).toEqual([...hands[1]!].sort(byCents));
  });

  it('a card put under the pile comes up again when the pile runs down to it', () => {
    let s = start(3, hands, display);
    s = { ...s, pile: ['red-20', 'green-7', 'grey-10'] };
    s = game.play(s, 0, draw); // keeps green 7; pile: grey-10, red-20 (buried by 0)
    expect(s.pile).toEqual(['grey-10', 'red-20']);
    s = game.play(s, 1, draw); // reveals both: keeps grey 10, red 20 goes under again, now by seat 1
    expect(s.pile).toEqual(['red-20']);
    expect(s.buried).toEqual([1]);
    expect(game.view(s, 0).pile.buried).toEqual([null]);
  });
});

describe('the cellar phase', () => {
  function afterSwap(): WeinhaendlerState {
    // Seat 1 bids highest and gets the display: 5 - 2 + 4 = 7 cards, so he must place.
    let s = start(
      3,
      [
        ['red-6', 'red-13', 'red-20', 'green-7', 'green-14'],
        ['blue-9', 'blue-16', 'blue-23', 'grey-10', 'grey-17'],
        ['orange-8', 'orange-15', 'orange-22', 'empty', 'grey-24'],
      ],
      ['red-6', 'red-13', 'blue-9', 'green-21'],
      [],
      0,
    );
    s = playAll(s, [
      [0, bid('red-6')],
      [1, bid('blue-23', 'grey-17')],
      [2, bid('empty')],
      [0, pass],
      [1, pass],
      [2, pass],
    ]);
    return s;
  }

  it('starts with the highest bidder, who must place down to six cards; then clockwise', () => {
    let s = afterSwap();
    expect(s.highest).toBe(1);
    expect(s.hands.map((h) => h.length)).toEqual([4 + 2, 3 + 4, 4 + 1]);
    expect(game.active(s)).toEqual([1]);
    expect(codeOf(() => game.play(s, 1, stop))).toBe('must-place');
    expect(game.legalMoves(s, 1).some((m) => m.type === 'stop')).toBe(false);
    expect(game.legalMoves(s, 1).filter((m) => m.type === 'place')).toEqual(
      [...new Set(s.hands[1])].map((card) => place(card, 0, 0)),
    );
    s = game.play(s, 1, place('blue-9', 0, 0));
    expect(s.points[1]).toBe(1);
    expect(codeOf(() => game.play(s, 1, place('blue-16', 0, 2)))).toBe('bottom-row-gap');
    expect(codeOf(() => game.play(s, 1, place('green-7', 0, 1)))).toBe('card-not-in-hand');
    s = game.play(s, 1, place('blue-16', 0, -1));
    expect(s.points[1]).toBe(3);
    expect(s.cellars[1]).toEqual([
      [
        { row: 0, pos: 0, card: 'blue-9' },
        { row: 0, pos: -1, card: 'blue-16' },
      ],
    ]);
    s = game.play(s, 1, stop);
    expect(game.active(s)).toEqual([2]);
    s = game.play(s, 2, stop);
    expect(game.active(s)).toEqual([0]);
    s = game.play(s, 0, stop);
    // Refill: the display (seat 2's empty bottle) is topped up to four, seat 1 starts round 2.
    expect(s.phase).toBe('bid');
    expect(s.round).toBe(2);
    expect(s.display).toHaveLength(4);
    expect(s.display[0]).toBe('empty');
    expect(s.start).toBe(1);
    expect(game.active(s)).toEqual([1]);
  });

  it('lets a wine card cover an empty bottle, scoring afresh; an empty bottle never covers', () => {
    let s = afterSwap();
    s = {
      ...s,
      hands: [
        s.hands[0]!,
        ['empty', 'blue-9', 'blue-9', 'blue-9', 'blue-23', 'grey-10', 'grey-17'],
        s.hands[2]!,
      ],
    };
    s = playAll(s, [
      [1, place('blue-9', 0, 0)],
      [1, place('empty', 0, 1)],
      [1, place('blue-9', 0, 2)],
    ]);
    const legal = game.legalMoves(s, 1);
    expect(legal).toContainEqual(place('blue-9', 0, 1));
    expect(legal).not.toContainEqual(place('empty', 0, 1));
    const before = s.points[1]!;
    s = game.play(s, 1, place('blue-9', 0, 1));
    expect(s.points[1]! - before).toBe(1 + 4);
    expect(s.cellars[1]![0]).toHaveLength(4);
  });

  it('starts a new cellar when the open one is full', () => {
    let s = afterSwap();
    const full = [];
    for (let row = 0; row < 5; row++)
      for (let pos = 0; pos < 5 - row; pos++) full.push({ row, pos, card: 'grey-10' });
    s = { ...s, cellars: [[], [full], []] };
    // The card goes into a new cellar, so it must be that cellar's first card.
    expect(codeOf(() => game.play(s, 1, place('blue-9', 1, 1)))).toBe('first-card-at-origin');
    s = game.play(s, 1, place('blue-9', 0, 0));
    expect(s.cellars[1]).toHaveLength(2);
    expect(s.cellars[1]![1]).toEqual([{ row: 0, pos: 0, card: 'blue-9' }]);
  });
});

describe('a full cellar that still holds an empty bottle', () => {
  /** A full cellar of grey 10s with empty bottles at the given bottom-row positions. */
  function fullCellar(...empties: number[]) {
    const full = [];
    for (let row = 0; row < 5; row++)
      for (let pos = 0; pos < 5 - row; pos++)
        full.push({ row, pos, card: row === 0 && empties.includes(pos) ? 'empty' : 'grey-10' });
    return full;
  }

  function cellarTurn(last: boolean, hands: Card[][], cellars: WeinhaendlerState['cellars']) {
    // A real cellar phase (seat 1 to move), then the hands and cellars of the case.
    let s = start(
      3,
      [
        ['red-6', 'red-13', 'red-20', 'green-7', 'green-14'],
        ['blue-9', 'blue-16', 'blue-23', 'grey-10', 'grey-17'],
        ['orange-8', 'orange-15', 'orange-22', 'empty', 'grey-24'],
      ],
      ['red-6', 'red-13', 'blue-9', 'green-21'],
    );
    s = playAll(s, [
      [0, bid('red-6')],
      [1, bid('blue-23', 'grey-17')],
      [2, bid('empty')],
      [0, pass],
      [1, pass],
      [2, pass],
    ]);
    expect(game.active(s)).toEqual([1]);
    return { ...s, last, hands, cellars };
  }

  it('is not finished: an empty-bottle card has no place and stays in hand, a wine covers the empty', () => {
    let s = cellarTurn(
      false,
      [['red-6'], ['empty', 'blue-9', 'grey-10', 'grey-10', 'blue-16', 'grey-17', 'blue-23'], ['red-13']],
      [[], [fullCellar(2)], []],
    );
    const legal = game.legalMoves(s, 1);
    expect(legal.filter((m) => m.type === 'place' && m.card === 'empty')).toEqual([]);
    expect(legal.filter((m) => m.type === 'place')).toEqual(
      ['blue-9', 'grey-10', 'blue-16', 'grey-17', 'blue-23'].map((card) => place(card, 0, 2)),
    );
    const before = s;
    expect(codeOf(() => game.play(s, 1, place('empty', 0, 0)))).toBe('empty-bottle-no-place');
    expect(s).toEqual(before);
    // Seven cards, one of which cannot go down: he must still place a wine (on the empty bottle).
    expect(codeOf(() => game.play(s, 1, stop))).toBe('must-place');
    s = game.play(s, 1, place('blue-9', 0, 2));
    expect(s.cellars[1]).toHaveLength(1);
    // Now the cellar is finished: the empty bottle starts the next one.
    expect(game.legalMoves(s, 1)).toContainEqual(place('empty', 0, 0));
    s = game.play(s, 1, place('empty', 0, 0));
    expect(s.cellars[1]).toHaveLength(2);
  });

  it('in the last round, a card that can be placed nowhere is set aside and scores nothing', () => {
    let s = cellarTurn(
      true,
      [['red-6', 'green-7'], ['empty', 'red-13'], ['empty']],
      [[], [fullCellar(0, 2)], [fullCellar(1)]],
    );
    expect(game.legalMoves(s, 1)).toEqual([place('red-13', 0, 0), place('red-13', 0, 2)]);
    const points = s.points.slice();
    s = game.play(s, 1, place('red-13', 0, 0));
    // Seat 1's empty bottle has no place (an empty bottle is still in his full cellar): set aside. Seat 2
    // holds only an empty bottle beside a full cellar with an empty: set aside at once. Seat 0 is to move.
    expect(s.hands[1]).toEqual([]);
    expect(s.hands[2]).toEqual([]);
    expect(s.setAside).toEqual([[], ['empty'], ['empty']]);
    expect(s.points[1]).toBe(points[1]! + 2);
    expect(s.points[2]).toBe(points[2]);
    expect(game.active(s)).toEqual([0]);
    for (const seat of [0, 1, 2, null]) expect(game.view(s, seat).setAside).toEqual(s.setAside);
    s = playAll(s, [
      [0, place('red-6', 0, 0)],
      [0, place('green-7', 0, 1)],
    ]);
    expect(s.phase).toBe('over');
    expect(game.outcome(s)!.scores).toEqual(s.points);
  });
});

describe('the last round', () => {
  it('follows the refill that empties the pile; after its swap everyone places every card, then the game ends', () => {
    let s = start(
      3,
      [
        ['red-6', 'red-13', 'red-20', 'green-7', 'green-14'],
        ['blue-9', 'blue-16', 'blue-23', 'grey-10', 'grey-17'],
        ['orange-8', 'orange-15', 'orange-22', 'empty', 'grey-24'],
      ],
      ['red-6', 'red-13', 'blue-9', 'green-21'],
    );
    s = { ...s, pile: ['grey-24'] };
    s = playAll(s, [
      [0, bid('red-6')],
      [1, bid('blue-9')],
      [2, bid('empty')],
      [0, pass],
      [1, pass],
      [2, pass],
    ]);
    // Seat 1 (9.00) highest, seat 0 (6.00) gets seat 1's bid, seat 2 (0.20) gets seat 0's; display: empty.
    expect(s.display).toEqual(['empty']);
    s = playAll(s, [
      [1, place('red-6', 0, 0)],
      [1, place('red-13', 0, 1)],
      [1, stop],
      [2, stop],
      [0, stop],
    ]);
    expect(s.last).toBe(true);
    expect(s.pile).toEqual([]);
    expect(s.display).toEqual(['empty', 'grey-24']);
    // The last round: bid, swap, then every card goes down.
    s = playAll(s, [
      [1, pass],
      [2, pass],
      [0, pass],
    ]);
    // The pile is empty: nobody can draw.
    expect(s.drawn).toEqual([null, null, null]);
    expect(s.declined).toEqual([false, false, false]);
    expect(s.phase).toBe('cellar');
    expect(codeOf(() => game.play(s, s.turn, stop))).toBe('must-place-all');
    let guard = 0;
    while (s.phase === 'cellar' && guard++ < 100) {
      const seat = s.turn;
      expect(game.legalMoves(s, seat).some((m) => m.type === 'stop')).toBe(false);
      s = game.play(s, seat, game.legalMoves(s, seat)[0]!);
    }
    expect(s.phase).toBe('over');
    expect(s.hands.every((h) => h.length === 0)).toBe(true);
    expect(game.active(s)).toEqual([]);
    const result = game.outcome(s)!;
    expect(result.scores).toEqual(s.points);
    const best = Math.max(...s.points);
    expect(result.winners).toEqual([0, 1, 2].filter((seat) => s.points[seat] === best));
    expect(codeOf(() => game.play(s, 0, pass))).toBe('game-over');
  });

  it('a tie shares the win', () => {
    const s = {
      ...start(
        3,
        [[], [], []].map((_, i) => deckFor(3).slice(i * 5, i * 5 + 5)),
        deckFor(3).slice(15, 19),
      ),
    };
    const over: WeinhaendlerState = { ...s, phase: 'over', turn: -1, points: [12, 15, 15] };
    expect(game.outcome(over)).toEqual({ scores: [12, 15, 15], winners: [1, 2] });
    expect(game.outcome(s)).toBeNull();
  });
});

function byCents(a: Card, b: Card): number {
  const v = (c: Card) => (c === 'empty' ? 20 : Number(c.split('-')[1]) * 100);
  return v(a) - v(b);
}
