/**
 * The Node server as an outside client meets it, over real HTTP: no request can hold it (a state that hung it,
 * bots at their longest budget, a bot past its time limit, one client asking for more than its share), it
 * shuts down with a stream open, its database is its owner's only, and behind a trusted proxy each client has
 * its own rate limit. No assertion here is about how fast the machine is: only about what answers before what.
 */
import { statSync } from 'node:fs';
import { games, Rng } from '@tafel/core';
import { afterEach, describe, expect, it } from 'vitest';
import { post, startServer, tempDb } from './support.js';

const servers: Array<{ child: import('node:child_process').ChildProcess }> = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.child.kill('SIGKILL');
});

async function server(env: Record<string, string> = {}, db = tempDb()) {
  const s = await startServer(db, env);
  servers.push(s);
  return s;
}

// biome-ignore lint/suspicious/noExplicitAny: tests read whatever JSON the API answers.
const json = async (res: Response) => (await res.json()) as Record<string, any>;

/** A Wiezen state in the middle of the play of a deal, and the seat to move. */
function midDeal(): { state: unknown; seat: number } {
  const wiezen = games.wiezen;
  const rng = Rng.fromSeed('safety');
  let state = wiezen.setup({ players: 4, seed: 'safety' });
  while (state.phase !== 'play' || state.tricks.length < 2) {
    const [seat] = wiezen.active(state);
    state = wiezen.play(state, seat!, rng.pick(wiezen.legalMoves(state, seat!)));
  }
  return { state, seat: wiezen.active(state)[0]! };
}

const from = (address: string, init: RequestInit): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), 'x-forwarded-for': address },
});

describe('no request holds the server', () => {
  it("the audit's hang: a Wiezen state without its deal, to the strong bot, is refused, and the server answers meanwhile", async () => {
    const { fetch } = await server();
    const { state } = await json(
      await fetch('/v1/games/wiezen/setup', post({ players: 4, seed: 'audit-1' })),
    );
    delete (state as Record<string, unknown>).deal;
    const bot = fetch('/v1/games/wiezen/bot-move', post({ state, seat: 1, bot: 'strong' }));
    const catalogue = await fetch('/v1/games');
    expect(catalogue.status).toBe(200);
    const refused = await bot;
    expect(refused.status).toBe(400);
    expect((await json(refused)).error).toMatchObject({ code: 'invalid-state', at: 'deal' });
  });

  it('four strong bots at their longest budget: the catalogue answers before they are done', async () => {
    const { fetch } = await server({ TAFEL_CLIENT_IP_HEADER: 'x-forwarded-for' });
    const { state, seat } = midDeal();
    const done: string[] = [];
    const bots = [1, 2, 3, 4].map((n) =>
      fetch(
        '/v1/games/wiezen/bot-move',
        from(`198.51.100.${n}`, post({ state, seat, bot: 'strong', ms: 1000 })),
      ).then(async (res) => {
        done.push('bot');
        return res.status;
      }),
    );
    const catalogue = await fetch('/v1/games');
    done.push('catalogue');
    expect(catalogue.status).toBe(200);
    expect(await Promise.all(bots)).toEqual([200, 200, 200, 200]);
    // The four bots think a second each on fewer threads than four: the catalogue came first.
    expect(done.indexOf('catalogue')).toBeLessThan(done.lastIndexOf('bot'));
  });

  it('a bot that thinks past the time limit is stopped with 503 bot-timeout, and the next one answers', async () => {
    const { fetch } = await server({ TAFEL_BOT_TIMEOUT_MS: '100' });
    const { state, seat } = midDeal();
    const slow = await fetch(
      '/v1/games/wiezen/bot-move',
      post({ state, seat, bot: 'strong', ms: 1000 }, undefined, 'nl'),
    );
    expect(slow.status).toBe(503);
    const refusal = (await json(slow)).error;
    expect(refusal.code).toBe('bot-timeout');
    expect(refusal.message).toMatch(/gestopt/);
    const next = await fetch('/v1/games/wiezen/bot-move', post({ state, seat, bot: 'easy', seed: 'n' }));
    expect(next.status).toBe(200);
  });

  it('one client gets its share of the bots (429 bots-busy beyond it); another client still gets in', async () => {
    const { fetch } = await server({ TAFEL_BOT_THREADS: '1', TAFEL_CLIENT_IP_HEADER: 'x-forwarded-for' });
    const { state, seat } = midDeal();
    const ask = (address: string) =>
      fetch('/v1/games/wiezen/bot-move', from(address, post({ state, seat, bot: 'strong', ms: 600 })));
    const greedy = [ask('203.0.113.1'), ask('203.0.113.1'), ask('203.0.113.1')];
    const other = ask('203.0.113.2');
    const statuses = await Promise.all(greedy.map(async (r) => (await r).status));
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    const refused = await Promise.all(greedy).then((all) => all.find((r) => r.status === 429)!);
    expect((await json(refused)).error.code).toBe('bots-busy');
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect((await other).status).toBe(200);
  });
});

describe('the server as an operator runs it', () => {
  it('checks dice moves on the WebAssembly kernels (its health says so)', async () => {
    const { fetch } = await server();
    const health = await (await fetch('/v1/health')).json();
    expect(health).toEqual({ status: 'ok', kernels: { provider: 'wasm', simd: expect.any(Boolean) } });
  });

  it('SIGTERM with a stream open: the stream ends with gone, and the process exits', async () => {
    const s = await server();
    const m = await json(
      await s.fetch(
        '/v1/matches',
        post({ game: 'wine-cellar', seats: [{ kind: 'human' }, { kind: 'human' }] }),
      ),
    );
    const res = await s.fetch(`/v1/matches/${m.id}/events`, {
      headers: { authorization: `Bearer ${m.seats[0].token}` },
    });
    const reader = res.body!.getReader();
    let text = new TextDecoder().decode((await reader.read()).value);
    expect(text).toMatch(/event: view/);
    const exited = new Promise<number | null>((done) => s.child.once('exit', (code) => done(code)));
    s.child.kill('SIGTERM');
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += new TextDecoder().decode(value);
    }
    expect(text).toMatch(/event: gone\ndata: \{"reason":"shutdown"\}/);
    expect(await exited).toBe(0);
  });

  it('the database and its journal are readable by their owner only', async () => {
    const db = tempDb();
    const { fetch } = await server({}, db);
    await fetch('/v1/matches', post({ game: 'wine-cellar', seats: [{ kind: 'human' }, { kind: 'bot' }] }));
    for (const file of [db, `${db}-wal`]) expect((statSync(file).mode & 0o777).toString(8)).toBe('600');
  });

  it("behind a trusted proxy each client has its own rate limit, from the proxy's header", async () => {
    const { fetch } = await server({ TAFEL_CLIENT_IP_HEADER: 'x-forwarded-for', TAFEL_RATE_LIMIT: '3' });
    const statuses = async (chain: string) => {
      const out = [];
      for (let i = 0; i < 4; i++)
        out.push((await fetch('/v1/games', { headers: { 'x-forwarded-for': chain } })).status);
      return out;
    };
    // The proxy appends the address it saw: a client cannot pose as another by sending its own header.
    expect(await statuses('192.0.2.50, 198.51.100.7')).toEqual([200, 200, 200, 429]);
    expect(await statuses('192.0.2.50, 198.51.100.8')).toEqual([200, 200, 200, 429]);
  });
});
