/**
 * How `/bot-move` budgets a search bot: by the level's iterations unless the caller asks for time (capped), and
 * always by iterations where clocks stand still while code runs (Workers).
 */
import { describe, expect, it } from 'vitest';
import { type AppOptions, createApp } from '../src/app.js';
import { inlineBots, LEVELS, makeBot } from '../src/bots/index.js';
import { sqliteStore } from '../src/store/sqlite.js';
import { post } from './support.js';

function api(botBudget?: AppOptions['botBudget']) {
  const asked: unknown[] = [];
  const { app, hosted } = createApp({
    store: sqliteStore(':memory:'),
    levels: LEVELS,
    botBudget,
    bots: inlineBots((game, name, settings) => {
      asked.push(settings);
      return makeBot(game, name, settings);
    }),
  });
  const move = async (body: Record<string, unknown>) => {
    const res = await app.request('/v1/games/wine-cellar/bot-move', post({ state, seat: 0, ...body }));
    expect(res.status).toBe(200);
    return ((await res.json()) as { move: unknown }).move;
  };
  return { asked, move, close: () => hosted.close() };
}

const { state } = (await (
  await createApp({ store: sqliteStore(':memory:'), levels: LEVELS }).app.request(
    '/v1/games/wine-cellar/setup',
    post({ players: 2, seed: 'budget' }),
  )
).json()) as { state: unknown };

describe('/bot-move budgets', () => {
  it("without ms: the level's iteration budget, the same move for the same seed", async () => {
    const t = api();
    const a = await t.move({ bot: 'strong', seed: 's' });
    const b = await t.move({ bot: 'strong', seed: 's' });
    expect(t.asked).toEqual([{}, {}]);
    expect(b).toEqual(a);
    t.close();
  });

  it('with ms: that long, capped at the server maximum (1 s by default)', async () => {
    const t = api();
    await t.move({ bot: 'normal', ms: 20 });
    await t.move({ bot: 'normal', ms: 60_000 });
    expect(t.asked).toEqual([{ ms: 20 }, { ms: 1000 }]);
    t.close();
  });

  it("botBudget 'iterations' (Workers): ms is ignored, the level's iterations decide", async () => {
    const t = api('iterations');
    await t.move({ bot: 'normal', ms: 20 });
    expect(t.asked).toEqual([{}]);
    t.close();
  });
});
