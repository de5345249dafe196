import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../contract/index.js';
import { Rng } from '../../random/index.js';
import { CARD_INFO, countCards } from '../cards.js';
import { emptyBottles, SLOTS, slotIndex } from '../cellar.js';
import { weinhaendler as game } from '../index.js';
import { openCellar } from '../rules.js';
import type { Placement, WeinhaendlerMove, WeinhaendlerState } from '../types.js';
import { CODE_CARD, codeOf } from './codes.js';
import { playout, randomPlayout } from './index.js';

/** The reference: move by move through the contract, one `rng.int(legal.length)` per move. */
function contractPlayout(start: WeinhaendlerState, rng: Rng, seen?: Set<string>): WeinhaendlerState {
  let s = start;
  for (let seats = game.active(s); seats.length > 0; seats = game.active(s)) {
    const seat = seats[0]!;
    const legal = game.legalMoves(s, seat);
    const move = legal[rng.int(legal.length)]!;
    const next = game.play(s, seat, move);
    if (seen) for (const branch of branches(s, seat, legal, move, next)) seen.add(branch);
    s = next;
  }
  return s;
}

/** The branches of the rules a move exercises, to check that the random games reach every one. */
function branches(
  s: WeinhaendlerState,
  seat: Seat,
  legal: readonly WeinhaendlerMove[],
  move: WeinhaendlerMove,
  next: WeinhaendlerState,
): string[] {
  const out: string[] = [move.type];
  if (move.type === 'draw') out.push(`draw-${Math.min(2, s.pile.length)}`);
  // A first-turn pass while the pile lasts: he declined the draw.
  if (move.type === 'pass' && !s.acted[seat] && s.pile.length > 0) out.push('decline');
  if (move.type === 'pass' || move.type === 'draw') {
    if (next.phase !== 'bid') out.push(`swap-${Math.min(2, s.bids.filter((b) => b.length > 0).length)}`);
  }
  if (s.phase === 'bid') {
    // Another bid's total is within reach of this hand: the legal bids leave some choices out.
    let choices = 1;
    for (const n of countCards(s.hands[seat]!).values()) choices *= n + 1;
    if (legal.length - 1 < choices - 1) out.push('bid-total-taken');
  }
  if (s.phase === 'cellar' && s.hands[seat]!.includes('empty')) {
    const g = openCellar(s, seat);
    // The empty bottle in hand has no place: its full cellar still holds an empty bottle.
    if (g !== null && g.size === SLOTS && emptyBottles(g).length > 0) out.push('empty-bottle-held');
  }
  if (next.setAside.flat().length > s.setAside.flat().length) out.push('set-aside');
  if (move.type === 'place') {
    const cellars = s.cellars[seat]!.length;
    const full = cellars > 0 && openCellar(s, seat)!.size === SLOTS;
    if (next.cellars[seat]!.length > cellars) {
      out.push(cellars === 0 ? 'first-cellar' : 'new-cellar');
      if (full && emptyBottles(openCellar(s, seat)!).length > 0) out.push('new-cellar-beside-empty-bottles');
    } else if (move.card !== 'empty' && openCellar(s, seat)!.slots[slotIndex(move.row, move.pos)] === 'empty')
      out.push(full ? 'cover-empty-in-full-cellar' : 'cover-empty');
    if (move.card === 'empty') out.push('place-empty');
    if (s.last) out.push('last-round');
  }
  if (next.phase === 'over') out.push('game-over');
  return out;
}

/** A state some random moves into a game (0: the set-up). */
function midGame(players: number, seed: string, moves: number): WeinhaendlerState {
  const rng = Rng.fromSeed(`mid:${seed}`);
  let s = game.setup({ players, seed });
  for (let n = 0; n < moves && game.active(s).length > 0; n++) {
    const seat = game.active(s)[0]!;
    const legal = game.legalMoves(s, seat);
    s = game.play(s, seat, legal[rng.int(legal.length)]!);
  }
  return s;
}

describe('randomPlayout', () => {
  const seen = new Set<string>();

  it('ends where move-by-move play through the contract ends, from the set-up and mid-game, 3-5 players', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 10 }),
        fc.constantFrom(3, 4, 5),
        fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 160 })),
        (seed, players, moves) => {
          const start = midGame(players, seed, moves);
          const before = JSON.stringify(start);
          const fast = randomPlayout(start, Rng.fromSeed(seed));
          const rng = Rng.fromSeed(seed);
          const slow = contractPlayout(start, rng, seen);
          expect(fast).toEqual(slow);
          expect(JSON.stringify(start)).toBe(before);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('leaves the generator where the contract loop leaves it', () => {
    const start = game.setup({ players: 4, seed: 'rng' });
    const a = Rng.fromSeed('g');
    const b = Rng.fromSeed('g');
    randomPlayout(start, a);
    contractPlayout(start, b);
    expect(a.state()).toEqual(b.state());
  });

  it('the random games above went through every branch of the rules', () => {
    for (const branch of [
      'bid',
      'pass',
      'place',
      'stop',
      'draw',
      'decline',
      'draw-1',
      'draw-2',
      'swap-0',
      'swap-1',
      'swap-2',
      'bid-total-taken',
      'first-cellar',
      'new-cellar',
      'place-empty',
      'cover-empty',
      'cover-empty-in-full-cellar',
      'last-round',
      'game-over',
    ])
      expect(seen, branch).toContain(branch);
    // A full cellar that still holds an empty bottle is not finished: nothing starts a cellar beside it.
    expect(seen).not.toContain('new-cellar-beside-empty-bottles');
  });

  it('agrees where a full cellar holds empty bottles: wine covers them, an empty bottle waits or is set aside', () => {
    // A real cellar phase, then the seat to move gets a full cellar with empty bottles at (0, 0) and (0, 2)
    // and a hand with the third empty bottle (and, in the last round, must place all he can); the next seat
    // too, holding only the empty bottle (in the last round he is skipped, his card set aside).
    const rng = Rng.fromSeed('full');
    let s = game.setup({ players: 3, seed: 'full' });
    while (s.phase !== 'cellar') {
      const legal = game.legalMoves(s, s.turn);
      s = game.play(s, s.turn, legal[rng.int(legal.length)]!);
    }
    const full: Placement[] = [];
    for (let row = 0; row < 5; row++)
      for (let pos = 0; pos < 5 - row; pos++)
        full.push({ row, pos, card: row === 0 && pos % 2 === 0 && pos < 4 ? 'empty' : 'red-6' });
    const seen = new Set<string>();
    for (const last of [false, true]) {
      for (const hand of [['empty', 'green-7', 'blue-16'], ['empty', 'green-7'], ['empty']]) {
        // A seat holding only cards without a place never gets a last-round turn: no such start.
        if (last && hand.length === 1) continue;
        const next = (s.turn + 1) % s.players;
        const cellars = s.cellars.slice();
        cellars[s.turn] = [full];
        cellars[next] = [full];
        const hands = s.hands.slice();
        hands[s.turn] = hand;
        hands[next] = ['empty'];
        const start: WeinhaendlerState = { ...s, last, cellars, hands };
        for (let i = 0; i < 20; i++) {
          expect(randomPlayout(start, Rng.fromSeed(`f${i}`))).toEqual(
            contractPlayout(start, Rng.fromSeed(`f${i}`), seen),
          );
        }
      }
    }
    for (const branch of ['cover-empty-in-full-cellar', 'empty-bottle-held', 'set-aside'])
      expect(seen, branch).toContain(branch);
    expect(seen).not.toContain('new-cellar-beside-empty-bottles');
  });

  it('returns an equal state for a finished game', () => {
    const end = contractPlayout(game.setup({ players: 3, seed: 'end' }), Rng.fromSeed('e'));
    expect(randomPlayout(end, Rng.fromSeed('x'))).toEqual(end);
  });
});

describe('playout with a chooser', () => {
  it('lists the legal moves and the state as the contract does, at every step', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), fc.constantFrom(3, 4, 5), (seed, players) => {
        const rng = Rng.fromSeed(seed);
        let s = game.setup({ players, seed });
        const end = playout(s, (position, seat, count) => {
          expect(position.state()).toEqual(s);
          expect(seat).toBe(game.active(s)[0]);
          const legal = game.legalMoves(s, seat);
          expect(count).toBe(legal.length);
          const moves: WeinhaendlerMove[] = [];
          for (let i = 0; i < count; i++) moves.push(position.move(i));
          expect(moves).toEqual(legal);
          const index = rng.int(count);
          s = game.play(s, seat, legal[index]!);
          return index;
        });
        expect(end).toEqual(s);
      }),
      { numRuns: 12 },
    );
  });

  it('lets a chooser run playouts of its own (each playout has its own kernel)', () => {
    const start = game.setup({ players: 4, seed: 'nested' });
    const rng = Rng.fromSeed('outer');
    const inner = Rng.fromSeed('inner');
    let nested = 0;
    const end = playout(start, (position, _seat, count) => {
      if (nested < 5) {
        nested++;
        const here = position.state();
        expect(game.outcome(randomPlayout(here, inner))).not.toBeNull();
        expect(position.state()).toEqual(here);
      }
      return rng.int(count);
    });
    expect(end).toEqual(contractPlayout(start, Rng.fromSeed('outer')));
  });

  it('takes any chooser, and refuses an index outside the legal moves', () => {
    const start = game.setup({ players: 5, seed: 'c' });
    // The last move (the pass or the stop), but the draw where it is offered: a table that only ever passes
    // without drawing never empties the pile (the rules have no round limit).
    const end = playout(start, (p, _seat, count) =>
      count > 1 && p.move(count - 2).type === 'draw' ? count - 2 : count - 1,
    );
    expect(game.outcome(end)).not.toBeNull();
    expect(() => playout(start, (_p, _seat, count) => count)).toThrow(RangeError);
  });
});

describe('card codes', () => {
  it('give every card its rank by value, and refuse names that are no card', () => {
    const cards = Object.values(CARD_INFO).sort((a, b) => a.cents - b.cents);
    cards.forEach((info, code) => {
      expect(codeOf(info.card)).toBe(code);
      expect(CODE_CARD[code]).toBe(info.card);
    });
    for (const name of ['grey-7', 'green-10', 'blue-17', 'empty-', 'red-66', 'x', '', 'bleu-16'])
      expect(() => codeOf(name)).toThrow();
  });
});
