import { Worker } from 'node:worker_threads';
import { type AnyGame, type GameId, games, Rng, RuleError } from '@tafel/core';
import { think } from '@tafel/core/match';
import { afterAll, describe, expect, it } from 'vitest';
import { makeBot } from '../index.js';
import { createBotClient, type WorkerTask } from './client.js';
import { thinkTask } from './serve.js';

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

  it('answers a task as core’s think does on this thread: the same move, the generator as the bot left it', async () => {
    const cases: Array<[GameId, number, number, string]> = [
      ['wiezen', 4, 20, 'strong'],
      ['wine-cellar', 2, 5, 'strong'],
      ['cui-bono', 2, 6, 'easy'],
    ];
    for (const [game, players, moves, bot] of cases) {
      const { state, seat } = position(game, players, moves);
      const task: WorkerTask = {
        game,
        bot,
        state,
        seat,
        rng: Rng.fromSeed('w').state(),
        settings: { iterations: 20 },
      };
      const direct = think(games[game], makeBot(game, bot, { iterations: 20 }), task);
      expect(thinkTask(task)).toEqual(direct);
      expect(await client.run(task)).toEqual(direct);
      expect(direct.rng).not.toEqual(task.rng);
    }
  });

  it('answers a real-time reaction with its time', async () => {
    const { state, seat } = position('bunte-kuh', 2, 0);
    const task = { game: 'bunte-kuh', bot: 'easy', state, seat, rng: Rng.fromSeed('r').state(), react: true };
    const answer = await client.run(task);
    expect(answer).toEqual(thinkTask(task));
    expect(answer.ms).toBeGreaterThan(0);
  });

  it('answers tasks in flight together, each with its own move', async () => {
    const { state, seat } = position('wine-cellar', 2, 3);
    const tasks = ['a', 'b', 'c', 'd'].map((seed) => ({
      game: 'wine-cellar',
      bot: 'easy',
      state,
      seat,
      rng: Rng.fromSeed(seed).state(),
    }));
    expect(await Promise.all(tasks.map((t) => client.run(t)))).toEqual(tasks.map((t) => thinkTask(t)));
  });

  it('rejects an unknown bot with the RuleError the worker raised', async () => {
    const { state, seat } = position('wiezen', 4, 0);
    const failure = client.run({
      game: 'wiezen',
      bot: 'grandmaster',
      state,
      seat,
      rng: Rng.fromSeed('x').state(),
    });
    await expect(failure).rejects.toBeInstanceOf(RuleError);
    await expect(failure).rejects.toMatchObject({ code: 'unknown-bot' });
  });
});
