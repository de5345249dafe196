/**
 * People and ratings through the app in this process: names claimed once, keys moved by code, and a finished
 * match between two people rated once.
 */
import { describe, expect, it } from 'vitest';
import { auth, type Fetch, inProcess, playOut, post } from '../../test/support.js';

// biome-ignore lint/suspicious/noExplicitAny: tests read whatever JSON the API answers.
type Json = Record<string, any>;
const json = async (res: Response): Promise<Json> => (await res.json()) as Json;

async function claim(f: Fetch, name: string): Promise<{ status: number; body: Json }> {
  const res = await f('/v1/people', post({ name }));
  return { status: res.status, body: await json(res) };
}

describe('people', () => {
  it('claims a name once: the same letters in other capitals or width are taken (409 name-taken, en and nl)', async () => {
    const { fetch: f, close } = inProcess();
    const first = await claim(f, 'Anna');
    expect(first.status).toBe(201);
    expect(first.body.person.name).toBe('Anna');
    expect(typeof first.body.key).toBe('string');
    const again = await claim(f, '  ＡＮＮＡ ');
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('name-taken');
    const nl = await f('/v1/people', post({ name: 'anna' }, undefined, 'nl'));
    expect((await json(nl)).error.message).toContain('al bezet');
    close();
  });

  it('refuses names with control or invisible characters (NUL, bidi override, zero-width, lone surrogate)', async () => {
    const { fetch: f, close } = inProcess();
    for (const name of ['An\u0000na', 'evil\u202Egnp.exe', 'Bo\u200Bb', 'x\uD800y', '   ']) {
      const res = await claim(f, name);
      expect(res.status, JSON.stringify(name)).toBe(400);
      expect(res.body.error.code).toBe('invalid-request');
    }
    close();
  });

  it('moves a person to another device with a code that works once', async () => {
    const { fetch: f, close } = inProcess();
    const { body } = await claim(f, 'Bram');
    const code = await json(await f('/v1/people/me/codes', post({}, body.key)));
    expect(code.code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    const moved = await f('/v1/people/move', post({ code: code.code.toLowerCase() }));
    expect(moved.status).toBe(200);
    const other = await json(moved);
    expect(other.key).not.toBe(body.key);
    expect((await json(await f('/v1/people/me', auth(other.key)))).person).toEqual(body.person);
    // The old device keeps its key; the code is spent.
    expect((await f('/v1/people/me', auth(body.key))).status).toBe(200);
    const twice = await f('/v1/people/move', post({ code: code.code }));
    expect(twice.status).toBe(401);
    expect((await json(twice)).error.code).toBe('invalid-move-code');
    expect((await f('/v1/people/me', auth('nobody-has-this-key'))).status).toBe(401);
    close();
  });

  it('refuses a seat asked for with an unknown person key, and keeps nothing', async () => {
    const { fetch: f, close } = inProcess();
    const res = await f(
      '/v1/matches',
      post({ game: 'wine-cellar', seats: [{ kind: 'human', person: 'not-a-key' }, { kind: 'bot' }] }),
    );
    expect(res.status).toBe(401);
    expect((await json(res)).error.code).toBe('invalid-person-key');
    close();
  });
});

describe('ratings', () => {
  it('rates a finished match of two people once: the winner above 1500, the loser below, both on the leaderboard', async () => {
    const { fetch: f, close } = inProcess();
    const anna = (await claim(f, 'Anna')).body;
    const bram = (await claim(f, 'Bram')).body;
    const created = await json(
      await f(
        '/v1/matches',
        post({
          game: 'wine-cellar',
          // A seed whose first-legal-move game has one winner (a tie would rate as no win for anyone).
          seed: 'rated-1',
          seats: [
            { kind: 'human', person: anna.key, name: 'ignored' },
            { kind: 'human', person: bram.key },
          ],
        }),
      ),
    );
    const tokens = created.seats.map((s: Json) => s.token as string);
    const start = await json(await f(`/v1/matches/${created.id}`, auth(tokens[0])));
    // The seat plays under the claimed name, not the one sent beside the key.
    expect(start.seats.map((s: Json) => s.name)).toEqual(['Anna', 'Bram']);
    const end = (await playOut(f, created.id, tokens)) as Json;
    // Rating runs after the last move is stored; the next request sees it.
    await new Promise((r) => setTimeout(r, 20));
    expect(end.outcome.winners).toHaveLength(1);
    const board = await json(await f('/v1/ratings/wine-cellar'));
    const [winner, loser] = end.outcome.winners[0] === 0 ? ['Anna', 'Bram'] : ['Bram', 'Anna'];
    expect(board.standings).toHaveLength(2);
    expect(board.standings[0]).toMatchObject({ rank: 1, name: winner, games: 1, wins: 1 });
    expect(board.standings[1]).toMatchObject({ rank: 2, name: loser, games: 1, wins: 0 });
    expect(board.standings[0].rating).toBeGreaterThan(1500);
    expect(board.standings[1].rating).toBeLessThan(1500);
    const me = await json(await f('/v1/people/me', auth(anna.key)));
    expect(me.ratings).toEqual([expect.objectContaining({ game: 'wine-cellar', games: 1 })]);
    // Asking again for the record or the view rates nothing twice.
    await f(`/v1/matches/${created.id}/record`);
    expect((await json(await f('/v1/ratings/wine-cellar'))).standings[0].games).toBe(1);
    expect(board.bots.strong.rating).toBe(1800);
    close();
  });

  it('answers 404 unknown-game for a leaderboard of no game', async () => {
    const { fetch: f, close } = inProcess();
    const res = await f('/v1/ratings/chess');
    expect(res.status).toBe(404);
    expect((await json(res)).error.code).toBe('unknown-game');
    close();
  });
});
