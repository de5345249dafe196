import { Worker } from 'node:worker_threads';
import { type AnyGame, type GameId, games, Rng, RuleError } from '@tafel/core';
import { afterAll, describe, expect, it } from 'vitest';
import { makeBot } from '../index.js';
import { createBotClient } from './client.js';
import { chooseMove } from './serve.js';

const worker = new Worker(new URL('./test-support/node-worker.mjs', import.meta.url), {
  execArgv: ['--experimental-transform-types', '--disable-warning=ExperimentalWarning'],
});
afterAll(() => worker.terminate());

/** A position `moves` moves into a seeded game between random players. */
function position(gameId: GameId, players: number, moves: number): { state: unknown; seat: number } {
  const game = games[gameId] as AnyGame;
  const rng = Rng.fromSeed(`worker-${gameId}`);
  let state: unknown = game.setup({ players, seed: `worker-${gameId}` });
  for (let i = 0; i < moves && game.outcome(state as never) === null; i++) {
    const seat = game.active(state as never)[0]!;
    state = game.play(state as never, seat, rng.pick(game.legalMoves(state as never, seat)) as never);
  }
  return { state, seat: game.active(state as never)[0]! };
}

describe('the bots worker and its client', () => {
  const client = createBotClient(worker);

  it('answers with the same move as a direct call for the same seed', async () => {
    const cases: Array<[GameId, number, number, string]> = [
      ['wiezen', 4, 20, 'strong'],
      ['wine-cellar', 2, 5, 'strong'],
      ['cui-bono', 2, 6, 'easy'],
    ];
    for (const [gameId, players, moves, bot] of cases) {
      const { state, seat } = position(gameId, players, moves);
      const request = { gameId, bot, state, seat, seed: 'w', settings: { iterations: 20 } };
      const game = games[gameId];
      const direct = makeBot(gameId, bot, { iterations: 20 }).choose({
        game,
        state,
        seat,
        legal: game.legalMoves(state as never, seat),
        rng: Rng.fromSeed('w'),
      });
      expect(chooseMove(request)).toEqual(direct);
      expect(await client.choose(request)).toEqual(direct);
    }
  });

  it('answers requests in flight together, each with its own move', async () => {
    const { state, seat } = position('wine-cellar', 2, 3);
    const seeds = ['a', 'b', 'c', 'd'];
    const moves = await Promise.all(
      seeds.map((seed) => client.choose({ gameId: 'wine-cellar', bot: 'easy', state, seat, seed })),
    );
    expect(moves).toEqual(
      seeds.map((seed) => chooseMove({ gameId: 'wine-cellar', bot: 'easy', state, seat, seed })),
    );
  });

  it('rejects an unknown bot with the RuleError the worker raised', async () => {
    const { state, seat } = position('wiezen', 4, 0);
    const failure = client.choose({ gameId: 'wiezen', bot: 'grandmaster', state, seat, seed: 'x' });
    await expect(failure).rejects.toBeInstanceOf(RuleError);
    await expect(failure).rejects.toMatchObject({ code: 'unknown-bot' });
  });
});
