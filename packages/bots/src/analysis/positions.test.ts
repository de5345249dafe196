/**
 * Positions built by hand where one move is clearly best: the analysis must name it and mark the other.
 */
import { games } from '@tafel/core';
import type { WiezenState } from '@tafel/core/wiezen';
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
});
