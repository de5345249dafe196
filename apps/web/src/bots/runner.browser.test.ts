/**
 * Where a table's bots think, in a real browser: the game's own Worker when it starts; the page's thread when the
 * Worker's script is missing or the browser refuses to construct one; a bot's refusal comes back as the same
 * `RuleError` either way. The moves are the same as the direct call's for the same seed.
 */
import { games, RuleError } from '@tafel/core';
import { describe, expect, it } from 'vitest';
import { botsByGame, tableBots } from './runner.js';
import { wineCellarBots } from './wine-cellar.js';
import { chooseMove } from './workers/wine-cellar.js';

const game = games['wine-cellar'];
const state = game.setup({ players: 2, seed: 'runner' });
const request = {
  gameId: 'wine-cellar' as const,
  bot: 'strong',
  state,
  seat: 1,
  seed: 'r',
  settings: { iterations: 30 },
};

describe('tableBots', () => {
  it('thinks in the game’s Worker, with the same move as the direct call', async () => {
    const bots = wineCellarBots();
    expect(bots.thread).toBe('none');
    const move = await bots.choose(request);
    expect(bots.thread).toBe('worker');
    expect(move).toEqual(chooseMove(request));
    expect(game.legalMoves(state, 1)).toContainEqual(move);
  });

  it('falls back to the page’s thread when the Worker’s script does not load, answering what was waiting', async () => {
    const bots = tableBots({
      worker: () => new Worker(new URL('./workers/not-deployed.js', import.meta.url), { type: 'module' }),
      inPage: () => import('./workers/wine-cellar.js'),
    });
    const moves = await Promise.all([bots.choose(request), bots.choose({ ...request, seed: 's' })]);
    expect(bots.thread).toBe('page');
    expect(moves).toEqual([chooseMove(request), chooseMove({ ...request, seed: 's' })]);
  });

  it('falls back to the page’s thread when no Worker can be constructed', async () => {
    const bots = tableBots({
      worker: () => {
        throw new DOMException('Workers are not allowed here', 'SecurityError');
      },
      inPage: () => import('./workers/wine-cellar.js'),
    });
    expect(await bots.choose(request)).toEqual(chooseMove(request));
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
      const failure = bots.choose(bad);
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
    await expect(bots.choose(request)).rejects.toThrow(/Failed to fetch/);
  });
});

describe('botsByGame', () => {
  it('starts each game’s bots on that game’s first request', async () => {
    const started: string[] = [];
    const fake = (id: string) => () => {
      started.push(id);
      return { thread: 'page' as const, choose: async () => id };
    };
    const bots = botsByGame({ 'cui-bono': fake('cui-bono'), raffzahn: fake('raffzahn') });
    expect(await bots.choose({ ...request, gameId: 'raffzahn' })).toBe('raffzahn');
    expect(await bots.choose({ ...request, gameId: 'raffzahn' })).toBe('raffzahn');
    expect(started).toEqual(['raffzahn']);
    await expect(bots.choose({ ...request, gameId: 'wiezen' })).rejects.toThrow(/no bots for wiezen/);
  });
});
