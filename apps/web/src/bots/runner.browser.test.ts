/**
 * Where a table's bots think, in a real browser: the game's own Worker when it starts; the page's thread when the
 * Worker's script is missing or the browser refuses to construct one; a bot's refusal comes back as the same
 * `RuleError` either way. The answers (the move and the bot's generator) are core's `think`'s for the same task.
 */
import { games, Rng, RuleError } from '@tafel/core';
import { describe, expect, it } from 'vitest';
import { botsByGame, tableBots } from './runner.js';
import { wineCellarBots } from './wine-cellar.js';
import { thinkTask } from './workers/wine-cellar.js';

const game = games['wine-cellar'];
const state = game.setup({ players: 2, seed: 'runner' });
const request = {
  game: 'wine-cellar',
  bot: 'strong',
  state,
  seat: 1,
  rng: Rng.fromSeed('r').state(),
  settings: { iterations: 30 },
};
const other = { ...request, rng: Rng.fromSeed('s').state() };

describe('tableBots', () => {
  it('thinks in the game’s Worker, with the same move as the direct call', async () => {
    const bots = wineCellarBots();
    expect(bots.thread).toBe('none');
    const answer = await bots.run(request);
    expect(bots.thread).toBe('worker');
    expect(answer).toEqual(thinkTask(request));
    expect(game.legalMoves(state, 1)).toContainEqual(answer.move);
  });

  it('falls back to the page’s thread when the Worker’s script does not load, answering what was waiting', async () => {
    const bots = tableBots({
      worker: () => new Worker(new URL('./workers/not-deployed.js', import.meta.url), { type: 'module' }),
      inPage: () => import('./workers/wine-cellar.js'),
    });
    const answers = await Promise.all([bots.run(request), bots.run(other)]);
    expect(bots.thread).toBe('page');
    expect(answers).toEqual([thinkTask(request), thinkTask(other)]);
  });

  it('falls back to the page’s thread when no Worker can be constructed', async () => {
    const bots = tableBots({
      worker: () => {
        throw new DOMException('Workers are not allowed here', 'SecurityError');
      },
      inPage: () => import('./workers/wine-cellar.js'),
    });
    expect(await bots.run(request)).toEqual(thinkTask(request));
    expect(bots.thread).toBe('page');
  });

  it('rejects a bot’s refusal as the RuleError it is, from the Worker and from the page', async () => {
    const bad = { ...request, bot: 'grandmaster' };
    for (const bots of [
      wineCellarBots(),
      tableBots({
        worker: () => {
          throw new Error('no');
        },
        inPage: () => import('./workers/wine-cellar.js'),
      }),
    ]) {
      const failure = bots.run(bad);
      await expect(failure).rejects.toBeInstanceOf(RuleError);
      await expect(failure).rejects.toMatchObject({ code: 'unknown-bot' });
    }
  });

  it('rejects when the page’s copy cannot load either (the table then says so)', async () => {
    const bots = tableBots({
      worker: () => {
        throw new Error('no Worker');
      },
      inPage: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    });
    await expect(bots.run(request)).rejects.toThrow(/Failed to fetch/);
  });
});

describe('botsByGame', () => {
  it('starts each game’s bots on that game’s first request', async () => {
    const started: string[] = [];
    const fake = (id: string) => () => {
      started.push(id);
      return { thread: 'page' as const, run: async () => ({ move: id, rng: request.rng }) };
    };
    const bots = botsByGame({ 'cui-bono': fake('cui-bono'), raffzahn: fake('raffzahn') });
    expect((await bots.run({ ...request, game: 'raffzahn' })).move).toBe('raffzahn');
    expect((await bots.run({ ...request, game: 'raffzahn' })).move).toBe('raffzahn');
    expect(started).toEqual(['raffzahn']);
    await expect(bots.run({ ...request, game: 'wiezen' })).rejects.toThrow(/no bots for wiezen/);
  });
});
