/**
 * The Workers runtime in workerd (`wrangler dev --local`): every endpoint case of `endpoint-cases.ts` over real
 * HTTP, stateless endpoints on the Worker and each hosted match in its Durable Object; then what only this
 * runtime does — bots moving by the object's alarm, a real-time bot after its reaction time, and matches that
 * continue after workerd is stopped and started again on the same storage.
 */
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientStatesHold } from './client-states.js';
import { endpointCases } from './endpoint-cases.js';
import { auth, post, startWorkerd, type Workerd, workerdAvailable } from './support.js';

const available = workerdAvailable();
if (!available.ok) console.log(`workerd tests skipped: ${available.why}`);

const persist = mkdtempSync(join(tmpdir(), 'tafel-workerd-'));
let worker: Workerd | null = null;
// A second workerd with a rate limit of 5 a minute, for the 429 case: the limit is the deployment's setting.
let limited: Workerd | null = null;

beforeAll(async () => {
  if (!available.ok) return;
  [worker, limited] = await Promise.all([
    startWorkerd(persist, { TAFEL_RATE_LIMIT: '1000000' }),
    startWorkerd(mkdtempSync(join(tmpdir(), 'tafel-workerd-limited-')), {
      TAFEL_RATE_LIMIT: '5',
      TAFEL_STREAMS_PER_CLIENT: '2',
      TAFEL_STREAMS_PER_MATCH: '3',
    }),
  ]);
}, 120_000);
afterAll(async () => {
  await Promise.all([worker?.stop(), limited?.stop()]);
});

/** The SQLite files under a workerd storage folder (each a Durable Object that wrote something). */
function sqliteFiles(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith('.sqlite')).sort();
}

/** Waits until `check` holds (up to `ms`), polling. */
async function until(check: () => Promise<boolean>, ms = 20_000): Promise<void> {
  for (const end = Date.now() + ms; Date.now() < end; ) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('timed out');
}

// biome-ignore lint/suspicious/noExplicitAny: tests read whatever JSON the API answers.
const json = async (res: Response) => (await res.json()) as Record<string, any>;

describe.skipIf(!available.ok)('the Workers runtime in workerd', () => {
  endpointCases({
    name: 'workerd',
    // workerd runs the app as deployed: no options of a test's choosing, only the rate limit of a deployment.
    api: (options = {}) => {
      const keys = Object.keys(options);
      if (keys.length === 0) return (path, init) => worker!.fetch(path, init);
      if (keys.length === 1 && options.rateLimit === 5) return (path, init) => limited!.fetch(path, init);
      return null;
    },
  });

  describe('client-held states one field away from real ones', () => {
    // Here nothing could stop a looping bot (no threads; a deployed Worker dies at its CPU limit): the games'
    // state checks are the only protection, and this holds them to it.
    it('never get a 5xx from any stateless endpoint of any game, and workerd answers others meanwhile', {
      timeout: 300_000,
    }, async () => {
      const { sent, refused } = await clientStatesHold(worker!.fetch, 150);
      expect(sent).toBe(150);
      expect(refused).toBeGreaterThan(0);
    });
  });

  it('rate-limits what goes on to the objects too: creating tables, the lobby and a match (429 past 5 a minute)', async () => {
    const from =
      (ip: string) =>
      (path: string, init: RequestInit = {}) =>
        limited!.fetch(path, { ...init, headers: { ...init.headers, 'cf-connecting-ip': ip } });
    const creating = from('203.0.113.21');
    const table = { game: 'wine-cellar', seats: [{ kind: 'human' }, { kind: 'bot' }] };
    const created = [];
    for (let i = 0; i < 7; i++) created.push((await creating('/v1/matches', post(table))).status);
    expect(created).toEqual([201, 201, 201, 201, 201, 429, 429]);
    const listing = from('203.0.113.22');
    const listed = [];
    for (let i = 0; i < 7; i++) listed.push((await listing('/v1/tables')).status);
    expect(listed).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const reading = from('203.0.113.23');
    const read = [];
    for (let i = 0; i < 7; i++) read.push((await reading('/v1/matches/unknown000000002')).status);
    expect(read).toEqual([404, 404, 404, 404, 404, 429, 429]);
  });

  it("limits a match's event streams per client and per match in its object (429 too-many-streams)", async () => {
    const from =
      (ip: string) =>
      (path: string, init: RequestInit = {}) =>
        limited!.fetch(path, { ...init, headers: { ...init.headers, 'cf-connecting-ip': ip } });
    const m = await json(
      await from('203.0.113.31')(
        '/v1/matches',
        post({
          game: 'wiezen',
          seats: [{ kind: 'human' }, { kind: 'bot' }, { kind: 'bot' }, { kind: 'bot' }],
        }),
      ),
    );
    const abort = new AbortController();
    const open = async (ip: string) =>
      (await from(ip)(`/v1/matches/${m.id}/events`, { signal: abort.signal })).status;
    expect([await open('203.0.113.32'), await open('203.0.113.32'), await open('203.0.113.32')]).toEqual([
      200, 200, 429,
    ]);
    expect(await open('203.0.113.33')).toBe(200);
    expect(await open('203.0.113.34')).toBe(429);
    abort.abort();
  });

  it('checks dice moves on the WebAssembly kernels, imported as a module (its health says so)', async () => {
    const health = await json(await worker!.fetch('/v1/health'));
    expect(health).toEqual({ status: 'ok', kernels: { provider: 'wasm', simd: true } });
  });

  describe('Durable Objects', () => {
    it("a client may host two unfinished all-bot matches: its HostRoom counts them across the matches' objects", async () => {
      const f = worker!.fetch;
      const bots = {
        game: 'wiezen',
        seats: [1, 2, 3, 4].map(() => ({ kind: 'bot' })),
        options: { deals: 1000 },
      };
      const first = await json(await f('/v1/matches', post(bots)));
      const second = await f('/v1/matches', post(bots));
      expect(second.status).toBe(201);
      const third = await f('/v1/matches', post(bots, undefined, 'nl'));
      expect(third.status).toBe(429);
      expect((await json(third)).error).toMatchObject({
        code: 'too-many-matches',
        message: expect.stringMatching(/bots/),
      });
      // A table with a person at it is not capped.
      const withPerson = await f(
        '/v1/matches',
        post({ ...bots, seats: [{ kind: 'human' }, ...bots.seats.slice(1)] }),
      );
      expect(withPerson.status).toBe(201);
      // A deleted match frees its place.
      expect((await f(`/v1/matches/${first.id}`, { method: 'DELETE', ...auth(first.host) })).status).toBe(
        204,
      );
      expect((await f('/v1/matches', post(bots))).status).toBe(201);
    });

    it('a real-time bot calls after its reaction time, woken by its alarm', async () => {
      const f = worker!.fetch;
      const m = await json(
        await f(
          '/v1/matches',
          post({
            game: 'bunte-kuh',
            seed: 'alarm',
            seats: [{ kind: 'human' }, { kind: 'bot', level: 'strong' }],
          }),
        ),
      );
      // The person does nothing: only the bot's alarm can move the match on.
      await until(
        async () => (await json(await f(`/v1/matches/${m.id}`, auth(m.seats[0].token)))).version > 0,
      );
    });

    it("a turn clock runs out on the object's alarm: a bot makes that one move for the person, who has the seat again", async () => {
      const f = worker!.fetch;
      const m = await json(
        await f(
          '/v1/matches',
          post({
            game: 'wiezen',
            turn: 10,
            grace: null,
            level: 'easy',
            seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'bot' }, { kind: 'bot' }],
          }),
        ),
      );
      // Read as a spectator: nobody comes back to a seat by looking.
      const spectator = async () => json(await f(`/v1/matches/${m.id}`));
      await until(async () => (await spectator()).active.some((s: number) => s < 2));
      const start = await spectator();
      expect(start.table).toMatchObject({ turn: 10, grace: null });
      expect(start.turnEndsAt).toBeGreaterThan(Date.now());
      const p: number = start.active.find((s: number) => s < 2);
      const since = Date.now();
      await until(async () => (await spectator()).version > start.version, 40_000);
      expect(Date.now() - since).toBeGreaterThanOrEqual(9_000);
      const log = await json(await f(`/v1/matches/${m.id}/log?from=${start.version}`));
      expect(log.moves[0]).toMatchObject({ n: start.version, seat: p, timedOut: true });
      await until(async () => (await spectator()).seats[p].away === undefined);
    }, 60_000);

    it("people and ratings live in their own object: a finished match of two people is rated on the Worker's leaderboard", async () => {
      const f = worker!.fetch;
      const ann = await json(await f('/v1/people', post({ name: 'Ann on workerd' })));
      const bob = await json(await f('/v1/people', post({ name: 'Bob on workerd' })));
      expect((await f('/v1/people', post({ name: 'ANN ON WORKERD' }))).status).toBe(409);
      const m = await json(
        await f(
          '/v1/matches',
          post({
            game: 'wine-cellar',
            seed: 'rated-1',
            seats: [
              { kind: 'human', person: ann.key },
              { kind: 'human', person: bob.key },
            ],
          }),
        ),
      );
      const tokens = m.seats.map((s: { token: string }) => s.token);
      let end: Awaited<ReturnType<typeof json>> | null = null;
      for (let step = 0; step < 300 && !end; step++) {
        for (const token of tokens) {
          const v = await json(await f(`/v1/matches/${m.id}`, auth(token)));
          if (v.outcome) end = v;
          else if (v.legal.length > 0)
            await f(`/v1/matches/${m.id}/moves`, post({ move: v.legal[0], version: v.version }, token));
        }
      }
      // The same seed as the in-process test: one winner.
      expect(end!.outcome.winners).toHaveLength(1);
      const winner = end!.outcome.winners[0] === 0 ? 'Ann on workerd' : 'Bob on workerd';
      let standings: Awaited<ReturnType<typeof json>>[] = [];
      await until(async () => {
        standings = (await json(await f('/v1/ratings/wine-cellar'))).standings;
        return standings.some((s) => s.name === winner);
      });
      expect(standings.find((s) => s.name === winner)!.rating).toBeGreaterThan(1500);
      expect((await json(await f('/v1/people/me', auth(bob.key)))).person.name).toBe('Bob on workerd');
    }, 60_000);

    it("a table's chat lives in the match's object: seats write, spectators read, the record carries it", async () => {
      const f = worker!.fetch;
      const m = await json(
        await f(
          '/v1/matches',
          post({
            game: 'wine-cellar',
            seats: [
              { kind: 'human', name: 'Ann' },
              { kind: 'bot', level: 'easy' },
            ],
          }),
        ),
      );
      expect((await f(`/v1/matches/${m.id}/chat`, post({ text: 'hi' }, m.seats[0].token))).status).toBe(201);
      expect((await f(`/v1/matches/${m.id}/chat`, post({ text: 'me too' }))).status).toBe(403);
      const read = await json(await f(`/v1/matches/${m.id}/chat`));
      expect(read.messages).toEqual([expect.objectContaining({ n: 0, seat: 0, name: 'Ann', text: 'hi' })]);
    });

    it('a GET of a well-formed id no match has answers 404 and leaves no object on disk', async () => {
      const f = worker!.fetch;
      const before = sqliteFiles(persist);
      for (let i = 0; i < 40; i++) {
        const id = `unknown${String(i).padStart(9, '0')}`;
        const res = await f(`/v1/matches/${id}`);
        expect(res.status).toBe(404);
        expect((await json(res)).error.code).toBe('unknown-match');
        expect((await f(`/v1/matches/${id}/log`)).status).toBe(404);
      }
      // A preflight for such an id is answered without an object, too.
      const preflight = await f('/v1/matches/unknown000000001/moves', {
        method: 'OPTIONS',
        headers: { origin: 'https://elsewhere.test', 'access-control-request-method': 'POST' },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
      expect(sqliteFiles(persist)).toEqual(before);
    });

    it('one client may keep 5 tables waiting for players (429 too-many-tables past it); a table that begins frees its place', async () => {
      const f = (path: string, init: RequestInit = {}) =>
        worker!.fetch(path, { ...init, headers: { ...init.headers, 'cf-connecting-ip': '198.51.100.7' } });
      const waiting = { game: 'wine-cellar', seats: [{ kind: 'human' }, { kind: 'open' }] };
      const made: Awaited<ReturnType<typeof json>>[] = [];
      for (let i = 0; i < 5; i++) made.push(await json(await f('/v1/matches', post(waiting))));
      const sixth = await f('/v1/matches', post(waiting, undefined, 'nl'));
      expect(sixth.status).toBe(429);
      expect((await json(sixth)).error).toMatchObject({
        code: 'too-many-tables',
        message: expect.stringMatching(/tafels/),
      });
      // A table without open seats is not waiting for anyone.
      expect(
        (await f('/v1/matches', post({ ...waiting, seats: [{ kind: 'human' }, { kind: 'bot' }] }))).status,
      ).toBe(201);
      await f(`/v1/matches/${made[0]!.id}/start`, { method: 'POST', ...auth(made[0]!.host) });
      expect((await f('/v1/matches', post(waiting))).status).toBe(201);
    });

    it('matches continue after workerd stops and starts again on the same storage', async () => {
      const f = worker!.fetch;
      const m = await json(
        await f(
          '/v1/matches',
          post({ game: 'wine-cellar', seed: 'restart', seats: [{ kind: 'human' }, { kind: 'human' }] }),
        ),
      );
      const before = await json(await f(`/v1/matches/${m.id}`, auth(m.seats[0].token)));
      const moved = await f(
        `/v1/matches/${m.id}/moves`,
        post({ move: before.legal[0], version: 0 }, m.seats[0].token),
      );
      expect(moved.status).toBe(200);
      // A crash: wrangler and workerd killed at once (SIGKILL), then started again on the same storage.
      await worker!.stop('SIGKILL');
      worker = await startWorkerd(persist, { TAFEL_RATE_LIMIT: '1000000' });
      const g = worker.fetch;
      const after = await json(await g(`/v1/matches/${m.id}`, auth(m.seats[1].token)));
      expect(after.version).toBe(1);
      // The acknowledged move is in the log, and the other seat plays on.
      const next = await g(
        `/v1/matches/${m.id}/moves`,
        post({ move: after.legal[0], version: 1 }, m.seats[1].token),
      );
      expect([next.status, (await json(next)).version]).toEqual([200, 2]);
    }, 120_000);
  });
});
