/**
 * What the outside audit bent at a public table, tried again over real HTTP against the real Node server and its
 * SQLite file: a deal the host could read (and shop for) before anyone joined, a stacked deck carried into "play again" and published, a rejoin code that lost its "play again"
 * seat, the all-bot cap skipped by "play again", waiting tables without bound (and all loaded after a restart),
 * names that hide characters, and a document rebuilt for every Host.
 */
import type { ChildProcess } from 'node:child_process';
import { games, type MatchRecord, replay } from '@tafel/core';
import { dealSeed, verifyDeal } from '@tafel/core/match';
import { afterEach, describe, expect, it } from 'vitest';
import { auth, playOut, post, startServer, tempDb } from './support.js';

let child: ChildProcess | null = null;
afterEach(() => {
  child?.kill('SIGKILL');
  child = null;
});

// biome-ignore lint/suspicious/noExplicitAny: tests read whatever JSON the API answers.
type Json = Record<string, any>;
const json = async (res: Response): Promise<Json> => (await res.json()) as Json;

describe('a public table no one can bend, on the Node server', () => {
  it('"play again" after a stacked deck deals afresh, says so truthfully, and no lobby row shows a deck', async () => {
    const server = await startServer(tempDb());
    child = server.child;
    const f = server.fetch;
    // Wine Cellar's 18 cards in a chosen order: allowed at a table of named seats only, and marked.
    const deck = Array.from({ length: 18 }, (_, i) => i + 1);
    const m = await json(
      await f(
        '/v1/matches',
        post({
          game: 'wine-cellar',
          visibility: 'public',
          options: { deck },
          seats: [
            { kind: 'human', name: 'An' },
            { kind: 'human', name: 'Bo' },
          ],
        }),
      ),
    );
    const tokens = m.seats.map((s: Json) => s.token as string);
    expect((await json(await f(`/v1/matches/${m.id}`))).seedChosen).toBe(true);
    await playOut(f, m.id, tokens);
    const again = await json(await f(`/v1/matches/${m.id}/rematch`, { method: 'POST', ...auth(tokens[0]) }));
    const next = await json(await f(`/v1/matches/${again.id}`));
    expect(next.seedChosen).toBe(false);
    // The public lobby lists the rematch (a seat is kept open for Bo), without the deck.
    const lobby = await json(await f('/v1/tables'));
    const row = lobby.tables.find((t: Json) => t.id === again.id);
    expect(row).toBeDefined();
    expect(row.options.deck ?? null).toBeNull();
    // Bo takes his seat; the rematch's record at the end was dealt from no stacked deck.
    const bo = await json(await f(`/v1/matches/${m.id}/rematch`, { method: 'POST', ...auth(tokens[1]) }));
    await playOut(f, again.id, [again.token, bo.token]);
    const record = await json(await f(`/v1/matches/${again.id}/record`));
    expect(record.options.deck ?? null).toBeNull();
  }, 60_000);

  it('deals fairly: no hand exists before the start; the deal comes from the committed seed and every contribution, and the record proves it', async () => {
    const server = await startServer(tempDb());
    child = server.child;
    const f = server.fetch;
    const created = await json(
      await f(
        '/v1/matches',
        post({
          game: 'wiezen',
          visibility: 'public',
          options: { deals: 1 },
          seats: [
            { kind: 'human', name: 'Host', contribution: 'host-word' },
            { kind: 'open' },
            { kind: 'bot' },
            { kind: 'bot' },
          ],
        }),
      ),
    );
    // The waiting room: the host sees the table, and no card.
    const waiting = await json(await f(`/v1/matches/${created.id}`, auth(created.seats[0].token)));
    expect([waiting.started, waiting.view, waiting.legal]).toEqual([false, null, []]);
    expect(waiting.commitment).toBe(created.commitment);
    const joined = await json(
      await f(`/v1/matches/${created.id}/seats/1/join`, post({ name: 'Guest', contribution: 'guest-word' })),
    );
    const begun = await json(await f(`/v1/matches/${created.id}`, auth(created.seats[0].token)));
    expect(begun.started).toBe(true);
    expect(begun.view.hand).toHaveLength(13);
    expect(begun.commitment).toBe(created.commitment);
    await playOut(f, created.id, [created.seats[0].token, joined.token]);
    const record = (await json(await f(`/v1/matches/${created.id}/record`))) as MatchRecord & Json;
    expect(record.deal!.contributions).toEqual(['host-word', 'guest-word', null, null]);
    expect(await verifyDeal(record)).toEqual({ verified: true });
    // The record replays to the end it published, from the deal it proves.
    expect(games.wiezen.outcome(replay(games.wiezen, record))).toEqual(
      (await json(await f(`/v1/matches/${created.id}`))).outcome,
    );
    // Had the guest sent another word, the host would have held other cards: the guest's word counted.
    const dealtWith = async (guest: string) => {
      const seed = await dealSeed(record.deal!.serverSeed, ['host-word', guest, null, null]);
      return games.wiezen.view(games.wiezen.setup({ players: 4, seed, options: record.options }), 0);
    };
    expect((await dealtWith('guest-word')).hand).toEqual(begun.view.hand);
    expect((await dealtWith('another-word')).hand).not.toEqual(begun.view.hand);
    // A record whose contributions or seed were changed does not verify.
    expect(
      await verifyDeal({
        ...record,
        deal: { ...record.deal!, contributions: ['x', 'guest-word', null, null] },
      }),
    ).toEqual({
      verified: false,
      reason: 'seed',
    });
  }, 60_000);

  it('a person who took a new token with their rejoin code still takes their "play again" seat', async () => {
    const server = await startServer(tempDb());
    child = server.child;
    const f = server.fetch;
    const m = await json(
      await f(
        '/v1/matches',
        post({
          game: 'wine-cellar',
          seats: [
            { kind: 'human', name: 'An' },
            { kind: 'human', name: 'Bo' },
          ],
        }),
      ),
    );
    const tokens = m.seats.map((s: Json) => s.token as string);
    await playOut(f, m.id, tokens);
    // An asks first; then Bo, on another device, takes a new token with his rejoin code and asks too.
    const an = await json(await f(`/v1/matches/${m.id}/rematch`, { method: 'POST', ...auth(tokens[0]) }));
    const rejoined = await json(await f(`/v1/matches/${m.id}/rejoin`, post({ code: m.seats[1].rejoin })));
    const bo = await f(`/v1/matches/${m.id}/rematch`, { method: 'POST', ...auth(rejoined.token) });
    expect(bo.status).toBe(201);
    const seated = await json(bo);
    expect(seated.id).toBe(an.id);
    expect(seated.seat).toBe(0);
    expect((await json(await f(`/v1/matches/${an.id}`, auth(seated.token)))).seat).toBe(0);
  }, 60_000);

  it('"play again" on an all-bot match counts towards the cap on all-bot matches (429 too-many-matches)', async () => {
    const server = await startServer(tempDb(), { TAFEL_ALL_BOT_MATCHES: '1' });
    child = server.child;
    const f = server.fetch;
    const bots = {
      game: 'wine-cellar',
      seats: [
        { kind: 'bot', level: 'easy' },
        { kind: 'bot', level: 'easy' },
      ],
    };
    const first = await json(await f('/v1/matches', post(bots)));
    let over = false;
    for (let i = 0; i < 200 && !over; i++) {
      over = (await json(await f(`/v1/matches/${first.id}`))).outcome !== null;
      if (!over) await new Promise((r) => setTimeout(r, 25));
    }
    expect(over).toBe(true);
    // A long all-bot match now plays: the one this client may have going.
    const longRes = await f(
      '/v1/matches',
      post({ game: 'wiezen', options: { deals: 1000 }, seats: [1, 2, 3, 4].map(() => ({ kind: 'bot' })) }),
    );
    expect(longRes.status).toBe(201);
    const long = await json(longRes);
    // "Play again" on the finished one would be a second.
    const again = await f(`/v1/matches/${first.id}/rematch`, { method: 'POST', ...auth(first.host) });
    expect(again.status).toBe(429);
    expect((await json(again)).error.code).toBe('too-many-matches');
    // Once the long one is gone, it may.
    await f(`/v1/matches/${long.id}`, { method: 'DELETE', ...auth(long.host) });
    expect((await f(`/v1/matches/${first.id}/rematch`, { method: 'POST', ...auth(first.host) })).status).toBe(
      201,
    );
  }, 60_000);

  it('a table every person left counts as an all-bot match: past the cap it waits until someone is back', async () => {
    const server = await startServer(tempDb(), { TAFEL_ALL_BOT_MATCHES: '1' });
    child = server.child;
    const f = server.fetch;
    const table = () =>
      f(
        '/v1/matches',
        post({
          game: 'wiezen',
          options: { deals: 1000 },
          grace: null,
          seats: [{ kind: 'human', name: 'An' }, { kind: 'bot' }, { kind: 'bot' }, { kind: 'bot' }],
        }),
      ).then(json);
    const first = await table();
    await f(`/v1/matches/${first.id}/leave`, { method: 'POST', ...auth(first.seats[0].token) });
    // It plays itself now: no other all-bot match for this client.
    const bots = await f(
      '/v1/matches',
      post({ game: 'wiezen', seats: [1, 2, 3, 4].map(() => ({ kind: 'bot' })) }),
    );
    expect(bots.status).toBe(429);
    expect((await json(bots)).error.code).toBe('too-many-matches');
    // A second table left: past the cap it waits, its bots do not play it on.
    const second = await table();
    const before = (await json(await f(`/v1/matches/${second.id}`))).version;
    await f(`/v1/matches/${second.id}/leave`, { method: 'POST', ...auth(second.seats[0].token) });
    await new Promise((r) => setTimeout(r, 1500));
    const idle = (await json(await f(`/v1/matches/${second.id}`))).version;
    expect(idle - before).toBeLessThanOrEqual(1);
    // Its person is back: the match goes on.
    await f(`/v1/matches/${second.id}`, auth(second.seats[0].token));
    let after = idle;
    for (let i = 0; i < 40 && after <= idle + 1; i++) {
      await new Promise((r) => setTimeout(r, 100));
      after = (await json(await f(`/v1/matches/${second.id}`))).version;
      const mine = await json(await f(`/v1/matches/${second.id}`, auth(second.seats[0].token)));
      if (mine.legal.length > 0)
        await f(
          `/v1/matches/${second.id}/moves`,
          post({ move: mine.legal[0], version: mine.version }, second.seats[0].token),
        );
    }
    expect(after).toBeGreaterThan(idle + 1);
  }, 60_000);

  it('one address may keep 5 tables waiting (429 too-many-tables after); after a restart none is loaded until asked for', async () => {
    const db = tempDb();
    let server = await startServer(db);
    child = server.child;
    const waiting = {
      game: 'wiezen',
      visibility: 'public',
      seats: [{ kind: 'human' }, { kind: 'open' }, { kind: 'bot' }, { kind: 'bot' }],
    };
    const statuses: number[] = [];
    const made: Json[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await server.fetch('/v1/matches', post(waiting));
      statuses.push(res.status);
      if (res.status === 201) made.push(await json(res));
      else expect((await json(res)).error.code).toBe('too-many-tables');
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    // A table whose last seat is taken begins, and frees its place.
    const joined = await server.fetch(`/v1/matches/${made[0]!.id}/seats/1/join`, post({ name: 'Cas' }));
    expect(joined.status).toBe(200);
    expect((await server.fetch('/v1/matches', post(waiting))).status).toBe(201);

    server.child.kill('SIGKILL');
    await new Promise((r) => server.child.once('exit', r));
    server = await startServer(db);
    child = server.child;
    // The waiting tables are rows until someone comes: the lobby lists them, a join takes a seat.
    const lobby = await json(await server.fetch('/v1/tables?game=wiezen'));
    expect(lobby.tables).toHaveLength(5);
    expect(
      (await server.fetch(`/v1/matches/${made[1]!.id}/seats/1/join`, post({ name: 'Dirk' }))).status,
    ).toBe(200);
  }, 60_000);

  it('refuses names that hide characters (NUL, bidi override, zero-width, lone surrogate), at a table and in a join', async () => {
    const server = await startServer(tempDb());
    child = server.child;
    const f = server.fetch;
    for (const name of ['A\u0000n', 'gnp.exe\u202Eevil', 'Bo\u200Bb', 'x\uD800']) {
      const created = await f(
        '/v1/matches',
        post({ game: 'wine-cellar', seats: [{ kind: 'human', name }, { kind: 'bot' }] }),
      );
      expect(created.status, JSON.stringify(name)).toBe(400);
      expect((await json(created)).error.code).toBe('invalid-request');
    }
    const open = await json(
      await f(
        '/v1/matches',
        post({ game: 'wine-cellar', visibility: 'public', seats: [{ kind: 'human' }, { kind: 'open' }] }),
      ),
    );
    const join = await f(`/v1/matches/${open.id}/seats/1/join`, post({ name: 'Z\u200Dz' }));
    expect(join.status).toBe(400);
    // Nothing changed: the seat is still open.
    expect((await json(await f(`/v1/matches/${open.id}`))).seats[1].kind).toBe('open');
  }, 60_000);

  it('one address may hold 20 event streams open (429 too-many-streams past it); a closed one frees its place', async () => {
    const server = await startServer(tempDb());
    child = server.child;
    const m = await json(
      await server.fetch(
        '/v1/matches',
        post({
          game: 'wiezen',
          seats: [{ kind: 'human' }, { kind: 'bot' }, { kind: 'bot' }, { kind: 'bot' }],
        }),
      ),
    );
    const open = async () => {
      const abort = new AbortController();
      const res = await fetch(`${server.url}/v1/matches/${m.id}/events`, { signal: abort.signal });
      return { status: res.status, res, abort };
    };
    const streams = [];
    for (let i = 0; i < 20; i++) streams.push(await open());
    expect(streams.map((s) => s.status)).toEqual(Array(20).fill(200));
    const past = await open();
    expect(past.status).toBe(429);
    expect((await json(past.res)).error.code).toBe('too-many-streams');
    streams[0]!.abort.abort();
    let again = await open();
    for (let i = 0; i < 50 && again.status === 429; i++) {
      await new Promise((r) => setTimeout(r, 50));
      again = await open();
    }
    expect(again.status).toBe(200);
    for (const s of [...streams, again]) s.abort.abort();
  }, 60_000);

  it('serves one OpenAPI document whatever the Host, with a relative server', async () => {
    const server = await startServer(tempDb());
    child = server.child;
    const a = await (await server.fetch('/v1/openapi.json', { headers: { host: 'a.example' } })).text();
    const b = await (await server.fetch('/v1/openapi.json', { headers: { host: 'b.example' } })).text();
    expect(a).toBe(b);
    expect(JSON.parse(a).servers[0].url).toBe('/');
  }, 60_000);
});
