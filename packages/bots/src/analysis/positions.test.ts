/**
 * Positions built by hand where one move is clearly best: the analysis must name it and mark the other.
 */
import { type AnyGame, games, Rng } from '@tafel/core';
import { faceNeighbours, LEVEL_START, level } from '@tafel/core/das-spiel';
import type { AbquetschenState } from '@tafel/core/das-spiel/abquetschen';
import type { WiezenState } from '@tafel/core/wiezen';
import type { WineCellarState } from '@tafel/core/wine-cellar';
import { describe, expect, it } from 'vitest';
import { analyseMove } from './index.js';
import { playedRecord } from './test-support/records.js';

const card = (suit: number, rank: number): number => suit * 13 + rank;

/** A Wiezen deal in play under vragen + meegaan, as the engine left it (the frame the position is built in). */
function vragenFrame(): WiezenState {
  const game = games.wiezen;
  for (let n = 0; n < 60; n++) {
    const record = playedRecord('wiezen', `frame-${n}`, 4, { deals: 1 });
    let state = game.setup({ players: 4, seed: record.seed, options: record.options });
    for (const { seat, move } of record.moves) {
      if (state.phase === 'play') break;
      state = game.play(state, seat, game.parseMove(move));
    }
    if (state.phase === 'play' && state.contract?.game === 'vragen' && state.contract.declarers.length === 2)
      return state;
  }
  throw new Error('no vragen deal among the frames');
}

describe('hand-built positions', () => {
  it('Wiezen, the last two tricks: ruffing to make the eighth trick is best, discarding is marked', () => {
    const game = games.wiezen;
    const frame = vragenFrame();
    const [me, partner] = frame.contract!.declarers as [number, number];
    const trump = frame.contract!.trump;
    const others = [0, 1, 2, 3].filter((s) => s !== me && s !== partner);
    const led = [0, 1, 2, 3].find((s) => s !== trump)!; // the suit led to trick 12
    const low = [0, 1, 2, 3].find((s) => s !== trump && s !== led)!; // the suit of the losers
    // Trick 12: led by the seat after me, an opponent's king of `led` winning; I am last and void in `led`.
    const leader = (me + 1) % 4;
    const order = [leader, (me + 2) % 4, (me + 3) % 4];
    const onTable = order.map((s) =>
      s === leader ? card(led, 11) : s === partner ? card(led, 0) : card(led, 1),
    );
    if (partner === leader) onTable[0] = card(led, 2); // my partner leads low; an opponent's king wins after
    if (partner === leader) onTable[order.findIndex((s) => s !== partner)] = card(led, 11);
    const mine = [card(trump, 0), card(low, 0)]; // the lowest trump and a loser
    const unseen = [card(trump, 12), card(low, 5), card(low, 6)]; // the ace of trumps is out
    const endCards = new Set([...onTable, ...mine, ...unseen]);
    const rest = Array.from({ length: 52 }, (_, c) => c).filter((c) => !endCards.has(c));
    rest.sort((a, b) => a - b);
    // Eleven tricks before: the declarers won seven, the last won by the seat that leads trick 12.
    const winners = [me, partner, me, partner, me, partner, me, others[0]!, others[1]!, others[0]!, leader];
    const tricks = winners.map((winner, i) => ({
      leader: i === 0 ? frame.contract!.leader : winners[i - 1]!,
      cards: rest.slice(4 * i, 4 * i + 4),
      winner,
    }));
    const taken = [0, 0, 0, 0];
    for (const w of winners) taken[w]!++;
    const hands: number[][] = [[], [], [], []];
    hands[me] = mine;
    order.forEach((s, i) => {
      hands[s] = [unseen[i]!];
    });
    const state: WiezenState = { ...frame, tricks, taken, hands, trick: { leader, cards: onTable } };
    const legal = game.legalMoves(state, me);
    expect(legal).toHaveLength(2);
    const ruff = { type: 'play', card: card(trump, 0) };
    const discard = { type: 'play', card: card(low, 0) };
    const judged = analyseMove(game, state, me, discard, { budget: 24 });
    expect(judged.best.move).toEqual(ruff);
    expect(judged.loss).toBeGreaterThan(0);
    expect(['mistake', 'blunder']).toContain(judged.mark);
    const right = analyseMove(game, state, me, ruff, { budget: 24 });
    expect(right.mark).toBeNull();
    expect(right.loss).toBe(0);
  });

  it('Wine Cellar solo, trick 7: bidding the 18 wins the prize worth 25 points more; bidding the 1 is marked', () => {
    const game = games['wine-cellar'];
    const state = wineCellarTrick7();
    // The prizes: 16 (left) and 15 (right). 15 is worth much more to me: swapped in as my bonus card at the end it
    // scores +4 for each of the four sparkling wines in my cellar (17, 7, 9, 11) and +3 for each of the three
    // Spanish ones (8, 10, 11): 25 points. The automaton's last cards (12, 14) are both even: when it wins the
    // trick it takes the right prize, the 15, out of the game. Only my 18 wins the trick for sure.
    expect(state.prizes).toEqual([16, 15]);
    expect(state.hands[0]).toEqual([1, 18]);
    expect([...state.pile].sort((a, b) => a - b)).toEqual([12, 14]);
    const high = { type: 'bid', card: 18 };
    const low = { type: 'bid', card: 1 };
    const judged = analyseMove(game, state, 0, low, { budget: 24 });
    expect(judged.best.move).toEqual(high);
    expect(judged.loss).toBeGreaterThanOrEqual(0.1); // ten points of a solo score of 100
    expect(['mistake', 'blunder']).toContain(judged.mark);
    const right = analyseMove(game, state, 0, high, { budget: 24 });
    expect(right.best.move).toEqual(high);
    expect(right.loss).toBe(0);
    expect(right.mark).toBeNull();
  });

  it("Abquetschen: the build that fills the last free face of the other player's die ends the game and wins", () => {
    const game = games.abquetschen;
    const { state, last, elsewhere } = abquetschenSqueeze();
    const legal = game.legalMoves(state, 0);
    const squeeze = legal.find((m) => m.cells.includes(last))!;
    const other = legal.find((m) => m.cells.includes(elsewhere))!;
    expect(squeeze).toBeDefined();
    expect(other).toBeDefined();
    // The rules: the squeeze buries seat 1 (fewest dice in stock wins: seat 0); the other build leaves him a face.
    const after = game.play(state, 0, squeeze);
    expect(game.outcome(after)?.winners).toEqual([0]);
    expect(game.outcome(game.play(state, 0, other))).toBeNull();
    const judged = analyseMove(game, state, 0, other, { budget: 4 });
    expect((judged.best.move as { cells: number[] }).cells).toContain(last);
    expect(['mistake', 'blunder']).toContain(judged.mark);
    const right = analyseMove(game, state, 0, squeeze, { budget: 4 });
    expect(right.loss).toBe(0);
    expect(right.mark).toBeNull();
  });
});

/**
 * A Wine Cellar solo game stacked and played by hand to trick 7: I won tricks 1 to 6 with 7, 8, 9, 10, 11 and
 * 16 and took 17, 7, 8, 9, 10, 11 into my cellar; the automaton turned 2, 3, 4, 5, 6 and 15.
 */
function wineCellarTrick7(): WineCellarState {
  const game = games['wine-cellar'];
  const mine = [7, 8, 9, 10, 11, 16, 18, 1];
  const pile = [2, 3, 4, 5, 6, 15, 12, 14];
  // Dealt one at a time (mine, the automaton's), the last two the first prizes.
  const deck = [...mine.flatMap((card, i) => [card, pile[i]!]), 13, 17];
  let state: WineCellarState = game.setup({ players: 1, seed: 'hand-built', options: { deck } });
  for (const [card, prize] of [
    [7, 1],
    [8, 0],
    [9, 0],
    [10, 0],
    [11, 0],
    [16, 0],
  ] as const) {
    state = game.play(state, 0, { type: 'bid', card });
    state = game.play(state, 0, { type: 'take', prize, end: 'bottom' });
  }
  expect(state.cellars[0]).toEqual([17, 7, 8, 9, 10, 11]);
  expect(state.trick).toBe(7);
  return state;
}

/**
 * An Abquetschen position, seat 0 to build a roll of 3 with 5 dice left (seat 1: 4): levels 0 and 1 full of
 * seat 0's dice but for seat 1's one die on level 0, whose last free face is the empty cell `last` above it, and
 * one empty cell `elsewhere` on level 1, far from it. Filling `last` buries seat 1's die: the game ends and the
 * fewest dice in stock win. Any other build gives seat 1 a turn: a roll over his 4 dice wins it for him.
 */
function abquetschenSqueeze(): { state: AbquetschenState; last: number; elsewhere: number } {
  const start = games.abquetschen.setup({ players: 2, seed: 'hand-built' });
  const owner: number[] = start.owner.map((_, cell) => (cell < LEVEL_START[2]! ? 0 : -1));
  const buried = 27; // a level-0 cell, in the middle of the plate
  owner[buried] = 1;
  const last = faceNeighbours(buried).find((c) => level(c) === 1)!;
  const nearLast = new Set(faceNeighbours(last));
  const elsewhere = owner.findIndex(
    (_, c) =>
      level(c) === 1 &&
      c !== last &&
      !faceNeighbours(buried).includes(c) &&
      faceNeighbours(c).every((n) => !nearLast.has(n)) &&
      faceNeighbours(c).filter((n) => level(n) === 2).length >= 2,
  );
  owner[last] = -1;
  owner[elsewhere] = -1;
  const state: AbquetschenState = {
    ...start,
    phase: 'build',
    turn: 0,
    roll: 3,
    owner,
    stock: [5, 4],
    built: [true, true],
    startPlayer: 0,
    startPyramid: [],
    guard: false,
  };
  return { state, last, elsewhere };
}

describe("the other seats' hidden information never changes a seat's analysis", () => {
  /** Redraws what `seat` cannot see; checks the view is the same and the state is not, and the analysis. */
  function swapped(game: AnyGame, state: unknown, seat: number, move: unknown, budget: number) {
    const other = game.determinize!(state, seat, Rng.fromSeed('swap'));
    expect(JSON.stringify(game.view(other, seat))).toBe(JSON.stringify(game.view(state, seat)));
    expect(JSON.stringify(other)).not.toBe(JSON.stringify(state));
    const options = { budget, index: 5 };
    expect(analyseMove(game, other, seat, move, options)).toEqual(
      analyseMove(game, state, seat, move, options),
    );
  }

  it("Wine Cellar solo: the automaton's pile in another order", () => {
    const game = games['wine-cellar'];
    let state: WineCellarState = game.setup({ players: 1, seed: 'differential' });
    const card = state.hands[0]![0]!;
    state = game.play(state, 0, { type: 'bid', card });
    const move = game.legalMoves(state, 0)[0];
    swapped(game as AnyGame, state, 0, move, 8);
  });

  it("Wine Cellar duel: the other player's sealed bid", () => {
    const game = games['wine-cellar'];
    let state: WineCellarState = game.setup({ players: 2, seed: 'differential' });
    state = game.play(state, 1, { type: 'bid', card: state.hands[1]![3]! });
    swapped(game as AnyGame, state, 0, { type: 'bid', card: state.hands[0]![2]! }, 8);
  });

  it('Abquetschen: the dice still to come', () => {
    const { state, elsewhere } = abquetschenSqueeze();
    const game = games.abquetschen;
    const move = (game.legalMoves(state, 0) as { cells: number[] }[]).find((m) =>
      m.cells.includes(elsewhere),
    );
    swapped(game as AnyGame, state, 0, move, 4);
  });
});
