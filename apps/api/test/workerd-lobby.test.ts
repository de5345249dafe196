/**
 * `GET /v1/tables/events` in workerd (`wrangler dev --local`): the Worker sends the stream to the lobby's
 * Durable Object, which every match's object tells of its listing — so a table hosted in one object, and a seat
 * taken in it, reach a stream held open at another. Limited per client address (`TAFEL_STREAMS_PER_CLIENT`)
 * and counted by the Worker's rate limit.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sseStream } from './sse.js';
import { post, startWorkerd, type Workerd, workerdAvailable } from './support.js';

const available = workerdAvailable();
if (!available.ok) console.log(`workerd lobby tests skipped: ${available.why}`);

let worker: Workerd | null = null;

beforeAll(async () => {
  if (!available.ok) return;
  worker = await startWorkerd(mkdtempSync(join(tmpdir(), 'tafel-workerd-lobby-')), {
    // Per client address a minute: each test below speaks from addresses of its own, and sends fewer.
    TAFEL_RATE_LIMIT: '8',
    TAFEL_STREAMS_PER_CLIENT: '2',
    // Lobby streams end after 4 s here (600 by default), for the test of a stream's age.
    TAFEL_LOBBY_STREAM_SECONDS: '4',
  });
}, 120_000);
afterAll(async () => {
  await worker?.stop();
});

/** Requests from one client address (`CF-Connecting-IP`). */
const from =
  (ip: string) =>
  (path: string, init: RequestInit = {}) =>
    worker!.fetch(path, { ...init, headers: { ...init.headers, 'cf-connecting-ip': ip } });

const wiezen = () =>
  post({
    game: 'wiezen',
    visibility: 'public',
    seats: [{ kind: 'human', name: 'Anna' }, { kind: 'open' }, { kind: 'open' }, { kind: 'bot' }],
  });

describe.skipIf(!available.ok)('the lobby as server-sent events in workerd', () => {
  it('a table opened in its own object, each seat taken and its beginning reach a stream at the lobby object', async () => {
    const f = from('203.0.113.51');
    const lobby = await sseStream(f, '/v1/tables/events', {}, 10_000);
    expect(lobby.status).toBe(200);
    expect((await lobby.next()).event).toBe('tables');
    const table = (await (await f('/v1/matches', wiezen())).json()) as { id: string };
    expect(await lobby.next()).toMatchObject({ event: 'table', data: { id: table.id, open: 2 } });
    await f(`/v1/matches/${table.id}/seats/1/join`, post({ name: 'Bram' }));
    expect(await lobby.next()).toMatchObject({
      event: 'table',
      data: { id: table.id, open: 1, seats: [{}, { kind: 'human', name: 'Bram' }, {}, {}] },
    });
    await f(`/v1/matches/${table.id}/seats/2/join`, post({ name: 'Cas' }));
    expect(await lobby.next()).toEqual({ event: 'closed', data: { id: table.id } });
    // A stream opened now starts with the page as it is: the table that began is not in it.
    const later = await sseStream(f, '/v1/tables/events', {}, 10_000);
    const page = await later.next();
    expect(page.event).toBe('tables');
    expect(page.data.tables.map((t: { id: string }) => t.id)).not.toContain(table.id);
    await Promise.all([lobby.close(), later.close()]);
  });

  it('a client may hold TAFEL_STREAMS_PER_CLIENT lobby streams (429 too-many-streams), another client more; an unknown game is 404', async () => {
    const a = await sseStream(from('203.0.113.52'), '/v1/tables/events');
    const b = await sseStream(from('203.0.113.52'), '/v1/tables/events?game=wiezen');
    expect([a.status, b.status]).toEqual([200, 200]);
    const refused = await from('203.0.113.52')('/v1/tables/events');
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('too-many-streams');
    const other = await sseStream(from('203.0.113.53'), '/v1/tables/events');
    expect(other.status).toBe(200);
    const unknown = await from('203.0.113.53')('/v1/tables/events?game=chess');
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe('unknown-game');
    await Promise.all([a.close(), b.close(), other.close()]);
  });

  it("counts each stream asked for against the Worker's rate limit (429 rate-limited past 8 a minute)", async () => {
    const statuses: string[] = [];
    for (let i = 0; i < 9; i++) {
      const res = await from('203.0.113.54')('/v1/tables/events?game=chess');
      statuses.push(`${res.status} ${((await res.json()) as { error: { code: string } }).error.code}`);
    }
    expect(statuses).toEqual([...Array(8).fill('404 unknown-game'), '429 rate-limited']);
  });

  it('a stream ends at its age (TAFEL_LOBBY_STREAM_SECONDS) and its place is free again, whether or not its leaving reached the object', async () => {
    const f = from('203.0.113.55');
    const a = await sseStream(f, '/v1/tables/events');
    const b = await sseStream(f, '/v1/tables/events');
    expect([(await a.next()).event, (await b.next()).event]).toEqual(['tables', 'tables']);
    // The server ends the stream (well within 15 s of its 4 s age).
    const ended = await Promise.race([
      a.ended.then(() => 'ended'),
      new Promise((r) => setTimeout(() => r('still open'), 15_000)),
    ]);
    expect(ended).toBe('ended');
    await b.close();
    let status = 0;
    for (const end = Date.now() + 15_000; status !== 200 && Date.now() < end; ) {
      const again = await sseStream(f, '/v1/tables/events');
      status = again.status;
      await again.close();
      if (status !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(status).toBe(200);
  }, 40_000);
});
