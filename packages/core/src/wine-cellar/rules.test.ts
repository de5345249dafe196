import { describe, expect, it } from 'vitest';
import { RuleError } from '../errors/index.js';
import { CARD_IDS, DEFAULT_CARDS } from './cards.js';
import { wineCellar } from './index.js';
import { freshIds } from './setup.js';
import type { WineCellarMove, WineCellarState } from './types.js';

/** A deal order: seat 0 gets `a`, seat 1 (or the automaton) gets `b`, then the two prizes. */
function stacked(a: number[], b: number[], prizes: [number, number]): number[] {
  const deck: number[] = [];
  for (let i = 0; i < 8; i++) deck.push(a[i]!, b[i]!);
  return [...deck, ...prizes];
}

const A = [1, 3, 5, 7, 9, 11, 13, 15];
const B = [2, 4, 6, 8, 10, 12, 14, 16];

function playAll(state: WineCellarState, moves: Array<[number, WineCellarMove]>): WineCellarState {
  return moves.reduce((s, [seat, move]) => wineCellar.play(s, seat, move), state);
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

describe('the deal', () => {
  it('shuffles every card of the deck once (the literal pack is the card list)', () => {
    expect(freshIds()).toEqual([...CARD_IDS]);
    const state = wineCellar.setup({ players: 2, seed: 'deal' });
    const dealt = [...state.hands[0]!, ...state.hands[1]!, ...state.prizes].sort((a, b) => a - b);
    expect(dealt).toEqual([...CARD_IDS]);
  });
});

describe('standard rules', () => {
  const start = () => wineCellar.setup({ players: 2, seed: 's', options: { deck: stacked(A, B, [17, 18]) } });

  it('deals one card at a time and lays the last two out as prizes', () => {
    const s = start();
    expect(s.hands).toEqual([A, B]);
    expect(s.prizes).toEqual([17, 18]);
    expect(wineCellar.active(s)).toEqual([0, 1]);
  });

  it('bids are simultaneous and secret; the higher bid takes first, the other gets the rest', () => {
    let s = wineCellar.play(start(), 0, { type: 'bid', card: 15 });
    expect(wineCellar.active(s)).toEqual([1]);
    expect(wineCellar.view(s, 1).bids).toEqual(['hidden', null]);
    expect(wineCellar.view(s, 0).bids).toEqual([15, null]);
    s = wineCellar.play(s, 1, { type: 'bid', card: 2 });
    expect(s.phase).toBe('take');
    expect(wineCellar.active(s)).toEqual([0]);
    expect(codeOf(() => wineCellar.play(s, 1, { type: 'place', end: 'top' }))).toBe('not-your-turn');
    s = wineCellar.play(s, 0, { type: 'take', prize: 1, end: 'top' });
    expect(s.cellars[0]).toEqual([18]);
    expect(s.pending).toEqual([null, 17]);
    s = wineCellar.play(s, 1, { type: 'place', end: 'bottom' });
    expect(s.cellars[1]).toEqual([17]);
    // The bid cards are the next prizes.
    expect(s.prizes).toEqual([15, 2]);
    expect(s.trick).toBe(2);
    expect(s.history).toEqual([{ bids: [15, 2], winner: 0, took: [18, 17] }]);
  });

  it('prizes go on top or at the bottom, never in between', () => {
    let s = start();
    const ends: Array<'top' | 'bottom'> = [
      'top',
      'bottom',
      'top',
      'top',
      'bottom',
      'bottom',
      'top',
      'bottom',
    ];
    for (let t = 0; t < 8; t++) {
      s = playAll(s, [
        [0, { type: 'bid', card: A[7 - t]! }],
        [1, { type: 'bid', card: B[t]! }],
      ]);
      s = playAll(s, [
        [s.winner!, { type: 'take', prize: 0, end: ends[t]! }],
        [1 - (s.winner ?? 0), { type: 'place', end: 'top' }],
      ]);
    }
    // Seat 0's cellar, rebuilt from who won each trick: as winner it used `ends`, as loser it placed on top.
    const expected: number[] = [];
    s.history.forEach((trick, t) => {
      const end = trick.winner === 0 ? ends[t] : 'top';
      if (end === 'top') expected.unshift(trick.took[0]!);
      else expected.push(trick.took[0]!);
    });
    expect(s.cellars[0]).toEqual(expected);
    expect(s.history.map((t) => t.winner)).toEqual([0, 0, 0, 0, 1, 1, 1, 1]);
    expect(s.bonus).toEqual([A[0], B[7]]);
    expect(s.phase).toBe('swap');
  });

  it('the last bid is the bonus card; the swap exchanges it with one cellar card', () => {
    let s = start();
    for (let t = 0; t < 8; t++) {
      s = playAll(s, [
        [0, { type: 'bid', card: A[t]! }],
        [1, { type: 'bid', card: B[t]! }],
      ]);
      s = playAll(s, [
        [s.winner!, { type: 'take', prize: 0, end: 'bottom' }],
        [1 - s.winner!, { type: 'place', end: 'bottom' }],
      ]);
    }
    expect(s.bonus).toEqual([15, 16]);
    const cellar = s.cellars[0]!;
    expect(codeOf(() => wineCellar.play(s, 0, { type: 'swap', position: 8 }))).toBe('invalid-position');
    s = wineCellar.play(s, 0, { type: 'swap', position: 2 });
    expect(s.cellars[0]![2]).toBe(15);
    expect(s.bonus[0]).toBe(cellar[2]);
    expect(wineCellar.outcome(s)).toBeNull();
    s = wineCellar.play(s, 1, { type: 'swap', position: null });
    const out = wineCellar.outcome(s)!;
    expect(out.scores).toHaveLength(2);
    expect(out.winners).toEqual(
      out.scores[0]! === out.scores[1]! ? [0, 1] : [out.scores[0]! > out.scores[1]! ? 0 : 1],
    );
  });

  it('without the advanced rule the game ends after the eighth trick', () => {
    let s = wineCellar.setup({
      players: 2,
      seed: 's',
      options: { deck: stacked(A, B, [17, 18]), swap: false },
    });
    for (let t = 0; t < 8; t++) {
      s = playAll(s, [
        [0, { type: 'bid', card: A[t]! }],
        [1, { type: 'bid', card: B[t]! }],
        [1, { type: 'take', prize: 0, end: 'top' }],
        [0, { type: 'place', end: 'top' }],
      ]);
    }
    expect(s.phase).toBe('over');
  });

  it('refuses cards not in hand, moves out of phase, and bad options', () => {
    const s = start();
    expect(codeOf(() => wineCellar.play(s, 0, { type: 'bid', card: 2 }))).toBe('card-not-in-hand');
    expect(codeOf(() => wineCellar.play(s, 0, { type: 'place', end: 'top' }))).toBe('move-not-now');
    expect(codeOf(() => wineCellar.play(s, 0, { type: 'bid', card: 1, token: true }))).toBe(
      'token-not-in-rules',
    );
    expect(codeOf(() => wineCellar.play(s, 2, { type: 'bid', card: 1 }))).toBe('invalid-seat');
    expect(codeOf(() => wineCellar.setup({ players: 3, seed: 's' }))).toBe('invalid-players');
    expect(codeOf(() => wineCellar.setup({ players: 2, seed: 's', options: { deck: [1, 2, 3] } }))).toBe(
      'invalid-options',
    );
    expect(codeOf(() => wineCellar.setup({ players: 1, seed: 's', options: { rules: '2021' } }))).toBe(
      'invalid-options',
    );
  });

  it('the same seed deals the same cards; another seed deals others', () => {
    const a = wineCellar.setup({ players: 2, seed: 'one' });
    expect(wineCellar.setup({ players: 2, seed: 'one' })).toEqual(a);
    expect(wineCellar.setup({ players: 2, seed: 'two' }).hands).not.toEqual(a.hands);
  });
});

describe('solo', () => {
  // The automaton's pile is dealt top first: 2, 4, 6, ...
  const start = () => wineCellar.setup({ players: 1, seed: 's', options: { deck: stacked(A, B, [17, 18]) } });

  it('when the automaton wins, an even bid takes the right prize and an odd bid the left one', () => {
    let s = start();
    expect(s.pile).toEqual(B);
    s = wineCellar.play(s, 0, { type: 'bid', card: 1 }); // automaton turns 2: even, wins, takes the right (18)
    expect(s.winner).toBe(1);
    expect(s.pending).toEqual([17]);
    expect(wineCellar.legalMoves(s, 0).map((m) => m.type)).toEqual(['place', 'place']);
    s = wineCellar.play(s, 0, { type: 'place', end: 'top' });
    expect(s.cellars[0]).toEqual([17]);
    expect(s.history[0]).toEqual({ bids: [1, 2], winner: 1, took: [17, 18] });
    // New prizes: left the player's card, right the automaton's.
    expect(s.prizes).toEqual([1, 2]);
  });

  it('when the player bids higher he chooses', () => {
    let s = wineCellar.play(start(), 0, { type: 'bid', card: 15 });
    expect(s.phase).toBe('take');
    s = wineCellar.play(s, 0, { type: 'take', prize: 0, end: 'top' });
    expect(s.cellars[0]).toEqual([17]);
    expect(s.prizes).toEqual([15, 2]);
  });

  it('the automaton with an odd bid takes the left prize', () => {
    const deck = stacked(B, A, [17, 18]); // player holds evens, automaton's pile 1, 3, 5, ...
    let s = wineCellar.setup({ players: 1, seed: 's', options: { deck } });
    s = wineCellar.play(s, 0, { type: 'bid', card: 16 }); // beats 1
    s = wineCellar.play(s, 0, { type: 'take', prize: 1, end: 'top' });
    s = wineCellar.play(s, 0, { type: 'bid', card: 2 }); // loses to 3 (odd): automaton takes left (16)
    expect(s.pending).toEqual([1]);
  });

  it('ends with a rank, and the view never shows the pile order', () => {
    let s = start();
    while (wineCellar.outcome(s) === null) s = wineCellar.play(s, 0, wineCellar.legalMoves(s, 0)[0]!);
    const v = wineCellar.view(s, 0);
    expect(v.rank).not.toBeNull();
    const mid = wineCellar.view(start(), 0);
    expect(mid.pile).toEqual({ count: 8, cards: [...B].sort((a, b) => a - b) });
  });
});

describe('2021 rules', () => {
  // Seat 0: bottles 1..8 (suit of 1–9); seat 1: 9 (bottles) and glasses 10..16.
  const A21 = [1, 2, 3, 4, 5, 6, 7, 8];
  const B21 = [9, 10, 11, 12, 13, 14, 15, 16];
  const start = () =>
    wineCellar.setup({
      players: 2,
      seed: 's',
      options: { rules: '2021', deck: stacked(A21, B21, [17, 18]) },
    });

  it('the follower must follow suit when he can; an off-suit card loses', () => {
    let s = start();
    expect(wineCellar.active(s)).toEqual([0]);
    s = wineCellar.play(s, 0, { type: 'bid', card: 8 });
    expect(wineCellar.view(s, 1).bids).toEqual([8, null]);
    expect(codeOf(() => wineCellar.play(s, 1, { type: 'bid', card: 16 }))).toBe('must-follow-suit');
    // The rule in words, the suit in each language's own word.
    let why: RuleError | null = null;
    try {
      wineCellar.play(s, 1, { type: 'bid', card: 16 });
    } catch (e) {
      why = e as RuleError;
    }
    expect(why?.text('en')).toBe('You must follow bottles: bid one of your bottles.');
    expect(why?.text('nl')).toBe('Je moet flessen bekennen: bied een van je flessen.');
    expect(wineCellar.legalMoves(s, 1).filter((m) => !('token' in m))).toEqual([{ type: 'bid', card: 9 }]);
    s = wineCellar.play(s, 1, { type: 'bid', card: 9 });
    expect(s.winner).toBe(1);
  });

  it('the loser leads next; after two tricks each reserves a hidden last card', () => {
    let s = playAll(start(), [
      [0, { type: 'bid', card: 8 }],
      [1, { type: 'bid', card: 9 }],
      [1, { type: 'take', prize: 0, end: 'top' }],
      [0, { type: 'place', end: 'top' }],
    ]);
    expect(s.lead).toBe(0);
    s = playAll(s, [
      [0, { type: 'bid', card: 1 }],
      [1, { type: 'bid', card: 16 }], // no bottles left: off suit, loses
    ]);
    expect(s.winner).toBe(0);
    s = playAll(s, [
      [0, { type: 'take', prize: 0, end: 'top' }],
      [1, { type: 'place', end: 'top' }],
    ]);
    expect(s.phase).toBe('reserve');
    expect(s.lead).toBe(1);
    s = wineCellar.play(s, 0, { type: 'reserve', card: 7 });
    expect(wineCellar.view(s, 1).reserved).toEqual(['hidden', null]);
    expect(wineCellar.view(s, 0).reserved).toEqual([7, null]);
    s = wineCellar.play(s, 1, { type: 'reserve', card: 15 });
    expect(s.hands).toEqual([
      [2, 3, 4, 5, 6],
      [10, 11, 12, 13, 14],
    ]);
    expect(s.phase).toBe('bid');
    expect(wineCellar.active(s)).toEqual([1]);
  });

  it('the token wins the trick; the other may not answer with his; the last trick plays the reserved card', () => {
    let s = playAll(start(), [
      [0, { type: 'bid', card: 1, token: true }],
      [1, { type: 'bid', card: 9 }],
    ]);
    expect(s.winner).toBe(0);
    expect(s.tokens).toEqual([false, true]);
    s = playAll(s, [
      [0, { type: 'take', prize: 1, end: 'top' }],
      [1, { type: 'place', end: 'top' }],
    ]);
    // Seat 1 lost, so it leads trick 2.
    s = wineCellar.play(s, 1, { type: 'bid', card: 10, token: true });
    expect(codeOf(() => wineCellar.play(s, 0, { type: 'bid', card: 2, token: true }))).toBe('token-used');
    s = playAll(s, [
      [0, { type: 'bid', card: 2 }],
      [1, { type: 'take', prize: 0, end: 'top' }],
      [0, { type: 'place', end: 'top' }],
      [0, { type: 'reserve', card: 3 }],
      [1, { type: 'reserve', card: 11 }],
    ]);
    while (s.trick < 8) {
      const seat = wineCellar.active(s)[0]!;
      s = wineCellar.play(s, seat, wineCellar.legalMoves(s, seat).find((m) => !('token' in m))!);
    }
    const seat = wineCellar.active(s)[0]!;
    expect(wineCellar.legalMoves(s, seat)).toEqual([{ type: 'bid', card: s.reserved[seat] }]);
    expect(codeOf(() => wineCellar.play(s, seat, { type: 'bid', card: 4 }))).toBe('must-play-reserved');
  });

  it('scores the last card’s 2021 end bonus (+6 bottle, +3 per wine of a country), not the newer bonus', () => {
    // Two finished cellars, worked by hand with the default deck.
    // Seat 0: 2, 3, 12, 4, 15, 9, 10, 18 with card 7 (bottle 15, France), token unused:
    //   tracks 8 + 7 + 5 + 6 + 6 + 8 + 8 + 8 = 56; bonus 6 (15) + 3 × 3 (15, 9, 18) = 15;
    //   types rosé 2 × 1 + red 4 × 3 = 14; token 5 → 90.
    // Seat 1: 1, 5, 6, 8, 11, 13, 14, 16 with card 17 (bottle 8, Spain), token used:
    //   tracks 7 + 2 + 8 + 5 + 4 + 6 + 6 + 4 = 42; bonus 6 (8) + 3 × 5 (1, 8, 11, 14, 16) = 21;
    //   types white 4 × 3 + rosé 2 × 1 = 14 → 77.
    const over = {
      ...start(),
      phase: 'over' as const,
      trick: 8,
      hands: [[], []],
      prizes: [],
      cellars: [
        [2, 3, 12, 4, 15, 9, 10, 18],
        [1, 5, 6, 8, 11, 13, 14, 16],
      ],
      bonus: [7, 17],
      tokens: [true, false],
    };
    expect(wineCellar.outcome(over)).toEqual({ scores: [90, 77], winners: [0] });
  });

  it('refuses a 2021 game on cards that do not carry the 2021 end bonus', () => {
    const cards = DEFAULT_CARDS.map(({ bonus2021: _, ...c }) => c);
    expect(wineCellar.setup({ players: 2, seed: 's', options: { cards } }).options.cards).toHaveLength(18);
    expect(codeOf(() => wineCellar.setup({ players: 2, seed: 's', options: { rules: '2021', cards } }))).toBe(
      'invalid-options',
    );
  });

  it('a token blocks the other token in the same trick', () => {
    const s = wineCellar.play(start(), 0, { type: 'bid', card: 1, token: true });
    expect(codeOf(() => wineCellar.play(s, 1, { type: 'bid', card: 9, token: true }))).toBe('token-blocked');
  });
});
