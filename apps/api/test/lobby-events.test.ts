/**
 * `GET /v1/tables/events` on the real Node server over HTTP: the first page at once, then a public table as it
 * opens, each seat taken, and its leaving the lobby when it begins; a private table never; `?game=` follows one
 * game; the streams a client may hold open (`TAFEL_STREAMS_PER_CLIENT`) and the rate limit count it.
 */
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.js';
import { LEVELS } from '../src/bots/index.js';
import { sqliteStores } from '../src/store/sqlite.js';
import { sseStream } from './sse.js';
import { inProcess, post, startServer, tempDb } from './support.js';

let server: { fetch: (path: string, init?: RequestInit) => Promise<Response>; child: ChildProcess };

beforeAll(async () => {
  server = await startServer(tempDb(), { TAFEL_STREAMS_PER_CLIENT: '2' });
}, 30_000);
afterAll(() => {
  server?.child.kill();
});

/** A lobby stream of the server. */
const lobbyStream = (path = '/v1/tables/events') => sseStream(server.fetch, path);

const wiezen = (visibility: 'public' | 'private') =>
  post({
    game: 'wiezen',
    visibility,
    seats: [{ kind: 'human', name: 'Anna' }, { kind: 'open' }, { kind: 'open' }, { kind: 'bot' }],
  });

describe('the lobby as server-sent events, on the Node server', () => {
  it('sends the first page, a public table as it opens, each seat taken, and its leaving when it begins', async () => {
    const before = (await (await server.fetch('/v1/matches', wiezen('public'))).json()) as { id: string };
    const lobby = await lobbyStream();
    expect(lobby.status).toBe(200);
    expect(lobby.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const first = await lobby.next();
    expect(first.event).toBe('tables');
    expect(first.data.tables.map((t: { id: string }) => t.id)).toContain(before.id);

    const table = (await (await server.fetch('/v1/matches', wiezen('public'))).json()) as { id: string };
    const opened = await lobby.next();
    expect(opened).toMatchObject({ event: 'table', data: { id: table.id, game: 'wiezen', open: 2 } });
    expect(opened.data.seats[0]).toEqual({ kind: 'human', name: 'Anna' });

    await server.fetch(`/v1/matches/${table.id}/seats/1/join`, post({ name: 'Bram' }));
    expect(await lobby.next()).toMatchObject({
      event: 'table',
      data: { id: table.id, open: 1, seats: [{ name: 'Anna' }, { kind: 'human', name: 'Bram' }, {}, {}] },
    });
    // The last seat taken: the game begins and the table leaves the lobby.
    await server.fetch(`/v1/matches/${table.id}/seats/2/join`, post({ name: 'Cas' }));
    expect(await lobby.next()).toEqual({ event: 'closed', data: { id: table.id } });

    // A private table is nobody's business in the lobby; the host deleting a public one closes it.
    await server.fetch('/v1/matches', wiezen('private'));
    const host = (await (await server.fetch('/v1/matches', wiezen('public'))).json()) as {
      id: string;
      host: string;
    };
    expect(await lobby.next()).toMatchObject({ event: 'table', data: { id: host.id } });
    await server.fetch(`/v1/matches/${host.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${host.host}` },
    });
    expect(await lobby.next()).toEqual({ event: 'closed', data: { id: host.id } });
    expect(lobby.drained()).toEqual([]);
    await lobby.close();
  });

  it("follows one game with ?game= (another game's table is not sent); an unknown game is 404 unknown-game", async () => {
    const lobby = await lobbyStream('/v1/tables/events?game=wine-cellar');
    expect((await lobby.next()).event).toBe('tables');
    await server.fetch('/v1/matches', wiezen('public'));
    const cellar = (await (
      await server.fetch(
        '/v1/matches',
        post({ game: 'wine-cellar', visibility: 'public', seats: [{ kind: 'human' }, { kind: 'open' }] }),
      )
    ).json()) as { id: string };
    // The Wiezen table came first: had it been sent, it would be the next event.
    expect(await lobby.next()).toMatchObject({
      event: 'table',
      data: { id: cellar.id, game: 'wine-cellar' },
    });
    await lobby.close();
    const unknown = await server.fetch('/v1/tables/events?game=chess');
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe('unknown-game');
  });

  it('a client may hold TAFEL_STREAMS_PER_CLIENT lobby streams (429 too-many-streams past it); a closed one frees its place', async () => {
    const a = await lobbyStream();
    const b = await lobbyStream();
    const refused = await server.fetch('/v1/tables/events');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('too-many-streams');
    await a.close();
    // The server notices the closed connection a moment later.
    let again = 0;
    for (let i = 0; i < 50 && again !== 200; i++) {
      const c = await lobbyStream();
      again = c.status;
      await c.close();
      if (again !== 200) await new Promise((r) => setTimeout(r, 100));
    }
    expect(again).toBe(200);
    await b.close();
  });
});

describe('the lobby stream in-process', () => {
  it('counts against the rate limit like every request (429 past it)', async () => {
    const api = inProcess({ rateLimit: 2 });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await api.fetch('/v1/tables/events');
      statuses.push(res.status);
      await res.body?.cancel();
    }
    expect(statuses).toEqual([200, 200, 429]);
    api.close();
  });

  it('ends every lobby stream when the lobby closes (the server stops: `serve` closes it with the matches)', async () => {
    const { app, hosted, lobby } = createApp({ ...sqliteStores(':memory:'), levels: LEVELS });
    const stream = await sseStream(async (path, init) => app.request(path, init), '/v1/tables/events');
    expect((await stream.next()).event).toBe('tables');
    lobby.close();
    await stream.ended;
    // Its place is free again: the lobby holds no stream.
    expect(lobby.size).toBe(0);
    hosted.close();
  });
});
