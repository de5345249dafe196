import { describe, expect, it } from 'vitest';
import { randomPlayout } from '../../test/support/contract-properties.js';
import type { Bot } from '../contract/index.js';
import { Rng } from '../random/index.js';
import { heuristicMove, heuristicRollout, weinhaendlerBot, weinhaendlerRollout } from './bot.js';
import { total } from './cards.js';
import { weinhaendler as game } from './index.js';
import type { WeinhaendlerMove, WeinhaendlerState } from './types.js';
import { view } from './view.js';

const randomBot: Bot<WeinhaendlerState, WeinhaendlerMove> = {
  name: 'random',
  choose: ({ legal, rng }) => rng.pick(legal),
};

function playGame(bots: Bot<WeinhaendlerState, WeinhaendlerMove>[], seed: string) {
  let s = game.setup({ players: bots.length, seed });
  const rng = Rng.fromSeed(`game:${seed}`);
  while (game.active(s).length > 0) {
    const seat = game.active(s)[0]!;
    const legal = game.legalMoves(s, seat);
    const move = bots[seat]!.choose({ game, state: s, seat, legal, rng });
    s = game.play(s, seat, move);
  }
  return game.outcome(s)!;
}

const hooks = {
  tables: [{ players: 4 }],
  candidates: () => [],
  maxMoves: 3000,
};

function sampleStates(seed: string, players = 4): WeinhaendlerState[] {
  return randomPlayout<WeinhaendlerState, WeinhaendlerMove>(game, hooks, { players }, seed).steps.map(
    (s) => s.state,
  );
}

/** A bidding position for seat 0 of three: the other bids are fixed (both passed). */
function biddingPosition(hand: string[], display: string[], others: [string[], string[]]): WeinhaendlerState {
  const s = game.setup({ players: 3, seed: 'position', options: { start: 0 } });
  return {
    ...s,
    hands: [hand, s.hands[1]!, s.hands[2]!],
    display,
    bids: [[], others[0], others[1]],
    totals: [0, total(others[0]), total(others[1])],
    passed: [false, true, true],
    acted: [false, true, true],
    turn: 0,
  };
}

describe('the heuristic bot', () => {
  it('always chooses a legal move', () => {
    const rng = Rng.fromSeed('legal');
    for (const state of sampleStates('legal').filter((_, i) => i % 2 === 0)) {
      const seat = game.active(state)[0]!;
      const legal = game.legalMoves(state, seat);
      const move = weinhaendlerBot.choose({ game, state, seat, legal, rng });
      expect(legal).toContainEqual(move);
    }
  });

  it('is deterministic for a given rng, and chooses alike on states with the same view (it does not peek)', () => {
    const rng = Rng.fromSeed('peek');
    for (const state of sampleStates('peek').filter((_, i) => i % 3 === 0)) {
      const seat = game.active(state)[0]!;
      const legal = game.legalMoves(state, seat);
      const a = weinhaendlerBot.choose({ game, state, seat, legal, rng: Rng.fromSeed('same') });
      expect(weinhaendlerBot.choose({ game, state, seat, legal, rng: Rng.fromSeed('same') })).toEqual(a);
      const other = game.determinize!(state, seat, rng);
      const b = weinhaendlerBot.choose({
        game,
        state: other,
        seat,
        legal: game.legalMoves(other, seat),
        rng: Rng.fromSeed('same'),
      });
      expect(b).toEqual(a);
    }
  });

  it('underbids to catch a wanted bid', () => {
    // Seat 1 bid two grey 24s (48.00), seat 2 a red 6 (6.00); the display is poor. Seat 0 holds a grey 24:
    // a bid between 6.00 and 48.00 catches the two grey 24s.
    const s = biddingPosition(
      ['red-6', 'green-7', 'orange-8', 'red-13', 'grey-24'],
      ['empty', 'empty', 'red-6'],
      [['grey-24', 'grey-24'], ['red-6']],
    );
    const move = weinhaendlerBot.choose({
      game,
      state: s,
      seat: 0,
      legal: game.legalMoves(s, 0),
      rng: Rng.fromSeed('u'),
    });
    expect(move.type).toBe('bid');
    const sum = total((move as { cards: string[] }).cards);
    expect(sum).toBeGreaterThan(600);
    expect(sum).toBeLessThan(4800);
    expect((move as { cards: string[] }).cards).not.toContain('grey-24');
  });

  it('outbids everyone for a rich display, and passes when nothing is worth it', () => {
    const rich = biddingPosition(
      ['red-6', 'green-7', 'orange-8', 'red-13', 'grey-24'],
      ['grey-24', 'orange-22', 'green-21', 'red-20'],
      [['red-6'], ['green-7']],
    );
    const move = weinhaendlerBot.choose({
      game,
      state: rich,
      seat: 0,
      legal: game.legalMoves(rich, 0),
      rng: Rng.fromSeed('r'),
    });
    expect(move.type).toBe('bid');
    expect(total((move as { cards: string[] }).cards)).toBeGreaterThan(700);
    const poor = biddingPosition(
      ['red-20', 'green-21', 'orange-22', 'grey-24', 'grey-24'],
      ['empty'],
      [['empty'], ['empty', 'empty']],
    );
    expect(
      weinhaendlerBot.choose({
        game,
        state: poor,
        seat: 0,
        legal: game.legalMoves(poor, 0),
        rng: Rng.fromSeed('p'),
      }),
    ).toEqual({ type: 'draw' });
  });

  it('draws to hasten the end when it leads, and declines the draw when it trails near the end', () => {
    const poor = biddingPosition(
      ['red-20', 'green-21', 'orange-22', 'grey-24', 'grey-24'],
      ['empty'],
      [['empty'], ['empty', 'empty']],
    );
    const choose = (points: number[], pile: number) => {
      const state: WeinhaendlerState = { ...poor, points, pile: poor.pile.slice(0, pile) };
      const legal = game.legalMoves(state, 0);
      return weinhaendlerBot.choose({ game, state, seat: 0, legal, rng: Rng.fromSeed('t') });
    };
    expect(choose([30, 10, 12], 6)).toEqual({ type: 'draw' });
    expect(choose([10, 30, 12], 6)).toEqual({ type: 'pass' });
    // Far from the end one card less hardly matters: a card in hand is worth more.
    expect(choose([10, 30, 12], 30)).toEqual({ type: 'draw' });
  });

  it('in the cellar completes a trio by choice, and otherwise keeps its cards when it may', () => {
    const base = game.setup({ players: 3, seed: 'cellar', options: { start: 0 } });
    const s: WeinhaendlerState = {
      ...base,
      phase: 'cellar',
      turn: 0,
      hands: [['red-6', 'blue-9', 'red-13'], base.hands[1]!, base.hands[2]!],
      cellars: [
        [
          [
            { row: 0, pos: 0, card: 'blue-9' },
            { row: 0, pos: 1, card: 'blue-9' },
          ],
        ],
        [],
        [],
      ],
    };
    const rng = Rng.fromSeed('c');
    const move = weinhaendlerBot.choose({ game, state: s, seat: 0, legal: game.legalMoves(s, 0), rng });
    expect(move.type).toBe('place');
    expect((move as { card: string }).card).toBe('blue-9');
    const none: WeinhaendlerState = {
      ...s,
      hands: [['red-6', 'green-7', 'red-13'], base.hands[1]!, base.hands[2]!],
    };
    expect(
      weinhaendlerBot.choose({ game, state: none, seat: 0, legal: game.legalMoves(none, 0), rng }),
    ).toEqual({
      type: 'stop',
    });
  });

  it('beats random play (fixed seeds, seats rotated)', () => {
    for (const players of [3, 5]) {
      let share = 0;
      const games = 9;
      for (let k = 0; k < games; k++) {
        const me = k % players;
        const bots = Array.from({ length: players }, (_, s) => (s === me ? weinhaendlerBot : randomBot));
        const outcome = playGame(bots, `beat:${players}:${k}`);
        if (outcome.winners.includes(me)) share += 1 / outcome.winners.length;
      }
      expect(share / games).toBeGreaterThan(0.7);
    }
  });

  it('offers rollout policies for ISMCTS that play legal moves and finish games', () => {
    const rng = Rng.fromSeed('rollout');
    for (const state of sampleStates('rollout', 3).filter((_, i) => i % 4 === 0)) {
      const seat = game.active(state)[0]!;
      const legal = game.legalMoves(state, seat);
      expect(legal).toContainEqual(weinhaendlerRollout({ state, seat, legal, rng }));
      const heavy = heuristicRollout({ state, seat, legal, rng: Rng.fromSeed('same') });
      expect(heavy).toEqual(heuristicMove(view(state, seat), legal, Rng.fromSeed('same')));
    }
    // A whole game of fast playouts ends, and a stop is chosen only when allowed.
    const fast: Bot<WeinhaendlerState, WeinhaendlerMove> = {
      name: 'rollout',
      choose: ({ state, seat, legal, rng: r }) =>
        weinhaendlerRollout({ state, seat, legal, rng: r }) as WeinhaendlerMove,
    };
    expect(playGame([fast, fast, fast, fast], 'fast').scores).toHaveLength(4);
  });
});
