/**
 * A table's chat through the app in this process: who may write, what is refused, the limits, the stream, and
 * the record at the end.
 */
import type { HostedEvent } from '@tafel/core/match';
import { describe, expect, it } from 'vitest';
import { auth, type Fetch, inProcess, post } from '../../test/support.js';
import { CHAT_LIMITS } from './index.js';

// biome-ignore lint/suspicious/noExplicitAny: tests read whatever JSON the API answers.
type Json = Record<string, any>;
const json = async (res: Response): Promise<Json> => (await res.json()) as Json;

async function table(f: Fetch, extra: Record<string, unknown> = {}): Promise<Json> {
  return json(
    await f(
      '/v1/matches',
      post({
        game: 'wine-cellar',
        seats: [
          { kind: 'human', name: 'Ann' },
          { kind: 'human', name: 'Bob' },
        ],
        ...extra,
      }),
    ),
  );
}

describe('the chat of a table', () => {
  it("seats write text and quick phrases, everyone reads them in order, and every stream hears them as 'chat'", async () => {
    const { fetch: f, hosted, close } = inProcess();
    const m = await table(f);
    const heard: HostedEvent[] = [];
    const stop = await hosted.subscribe(m.id, {}, 'en', (e) => heard.push(e));
    const first = await f(`/v1/matches/${m.id}/chat`, post({ text: '  hello Bob  ' }, m.seats[0].token));
    expect(first.status).toBe(201);
    expect(await json(first)).toMatchObject({ n: 0, seat: 0, name: 'Ann', text: 'hello Bob' });
    await f(`/v1/matches/${m.id}/chat`, post({ quick: 'good-luck' }, m.seats[1].token));
    const read = await json(await f(`/v1/matches/${m.id}/chat`));
    expect(read.messages.map((x: Json) => [x.n, x.seat, x.text ?? x.quick])).toEqual([
      [0, 0, 'hello Bob'],
      [1, 1, 'good-luck'],
    ]);
    expect(heard.filter((e) => e.event === 'chat').map((e) => (e as { message: Json }).message.n)).toEqual([
      0, 1,
    ]);
    stop();
    close();
  });

  it('keeps markup as the characters written, and refuses control and invisible characters (400, nothing kept)', async () => {
    const { fetch: f, close } = inProcess();
    const m = await table(f);
    const markup = '<img src=x onerror="alert(1)"><b>hi</b>';
    expect(
      (await json(await f(`/v1/matches/${m.id}/chat`, post({ text: markup }, m.seats[0].token)))).text,
    ).toBe(markup);
    for (const text of ['a\u0000b', 'evil\u202Etxt', 'zero\u200Bwidth', 'x\uD800', '   ', 'x'.repeat(281)]) {
      const res = await f(`/v1/matches/${m.id}/chat`, post({ text }, m.seats[0].token));
      expect(res.status, JSON.stringify(text)).toBe(400);
    }
    expect(
      (await f(`/v1/matches/${m.id}/chat`, post({ quick: 'no-such-phrase' }, m.seats[0].token))).status,
    ).toBe(400);
    expect((await json(await f(`/v1/matches/${m.id}/chat`))).messages).toHaveLength(1);
    close();
  });

  it('spectators read but do not write, unless the host allowed it; a token of nobody here is refused', async () => {
    const { fetch: f, close } = inProcess();
    const closed = await table(f);
    const refused = await f(`/v1/matches/${closed.id}/chat`, post({ quick: 'bye' }, undefined, 'nl'));
    expect(refused.status).toBe(403);
    expect((await json(refused)).error).toMatchObject({ code: 'chat-not-allowed', message: /Toeschouwers/ });
    expect((await f(`/v1/matches/${closed.id}/chat`, post({ quick: 'bye' }, 'not-a-token'))).status).toBe(
      401,
    );
    // The host writes as the host.
    const byHost = await f(`/v1/matches/${closed.id}/chat`, post({ quick: 'bye' }, closed.host));
    expect(await json(byHost)).toMatchObject({ seat: null, name: 'host' });
    const open = await table(f, { spectatorChat: true });
    expect((await json(await f(`/v1/matches/${open.id}`))).table.spectatorChat).toBe(true);
    const spectator = await f(`/v1/matches/${open.id}/chat`, post({ text: 'nice game' }));
    expect(await json(spectator)).toMatchObject({ seat: null, name: 'spectator', text: 'nice game' });
    close();
  });

  it(`lets a writer send ${CHAT_LIMITS.burst} in a row, then 429 chat-too-fast with Retry-After; the others still write`, async () => {
    const { fetch: f, close } = inProcess();
    const m = await table(f);
    for (let i = 0; i < CHAT_LIMITS.burst; i++)
      expect((await f(`/v1/matches/${m.id}/chat`, post({ text: `m${i}` }, m.seats[0].token))).status).toBe(
        201,
      );
    const fast = await f(`/v1/matches/${m.id}/chat`, post({ text: 'one more' }, m.seats[0].token));
    expect(fast.status).toBe(429);
    expect((await json(fast)).error.code).toBe('chat-too-fast');
    expect(Number(fast.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await f(`/v1/matches/${m.id}/chat`, post({ text: 'me too' }, m.seats[1].token))).status).toBe(
      201,
    );
    expect((await json(await f(`/v1/matches/${m.id}/chat`))).messages).toHaveLength(CHAT_LIMITS.burst + 1);
    close();
  });

  it('is published with the record once the match is over; 404 for the chat of no match', async () => {
    const { fetch: f, close } = inProcess();
    const m = await json(
      await f(
        '/v1/matches',
        post({ game: 'wine-cellar', seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }] }),
      ),
    );
    await f(`/v1/matches/${m.id}/chat`, post({ quick: 'well-played' }, m.seats[0].token));
    for (let i = 0; i < 200; i++) {
      const v = await json(await f(`/v1/matches/${m.id}`, auth(m.seats[0].token)));
      if (v.outcome) break;
      if (v.legal.length > 0)
        await f(
          `/v1/matches/${m.id}/moves`,
          post({ move: v.legal[0], version: v.version }, m.seats[0].token),
        );
      else await new Promise((r) => setTimeout(r, 5));
    }
    const record = await json(await f(`/v1/matches/${m.id}/record`));
    expect(record.chat).toEqual([expect.objectContaining({ n: 0, seat: 0, quick: 'well-played' })]);
    expect((await f('/v1/matches/AAAAAAAAAAAAAAAA/chat')).status).toBe(404);
    close();
  });

  it('decides hints by the table: on with one person, off with more unless the host allows them', async () => {
    const { fetch: f, close } = inProcess();
    const two = await table(f);
    expect((await json(await f(`/v1/matches/${two.id}`))).table.hints).toBe(false);
    const allowed = await table(f, { hints: true });
    expect((await json(await f(`/v1/matches/${allowed.id}`))).table.hints).toBe(true);
    const alone = await json(
      await f('/v1/matches', post({ game: 'wine-cellar', seats: [{ kind: 'human' }, { kind: 'bot' }] })),
    );
    expect((await json(await f(`/v1/matches/${alone.id}`))).table.hints).toBe(true);
    close();
  });
});
