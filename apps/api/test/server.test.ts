/**
 * The real Node server over real HTTP, with its SQLite file: racing clients on one version, and `kill -9` in the
 * middle of a load of moves.
 */
import type { ChildProcess } from 'node:child_process';
import { games, replay } from '@tafel/core';
import { afterEach, describe, expect, it } from 'vitest';
import { type Fetch, post, startServer, tempDb } from './support.js';

let child: ChildProcess | null = null;
afterEach(() => {
  child?.kill('SIGKILL');
  child = null;
});

async function json(res: Response) {
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever JSON the API answers.
  return (await res.json()) as Record<string, any>;
}

async function view(f: Fetch, id: string, token: string) {
  return json(await f(`/v1/matches/${id}`, { headers: { authorization: `Bearer ${token}` } }));
}

describe('the Node server', () => {
  it('50 clients send a move on the same version at once: exactly one applies, the rest get 409 (100 times)', async () => {
    const server = await startServer(tempDb());
    child = server.child;
    const f = server.fetch;
    for (let round = 0; round < 100; round++) {
      const m = await json(
        await f(
          '/v1/matches',
          post({ game: 'wine-cellar', seed: `race-${round}`, seats: [{ kind: 'human' }, { kind: 'human' }] }),
        ),
      );
      const token = m.seats[0].token as string;
      const { legal } = await view(f, m.id, token);
      // Each client bids a card of its own choosing: the first to arrive wins, the others are stale.
      const statuses = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          f(`/v1/matches/${m.id}/moves`, post({ move: legal[i % legal.length], version: 0 }, token)).then(
            async (r) => {
              const b = await json(r);
              return r.status === 409 ? `409:${b.error.version}` : String(r.status);
            },
          ),
        ),
      );
      expect(statuses.filter((s) => s === '200')).toHaveLength(1);
      expect(statuses.filter((s) => s === '409:1')).toHaveLength(49);
      expect((await view(f, m.id, token)).version).toBe(1);
    }
  }, 120_000);

  it('kill -9 during a load of moves across 20 matches: every acknowledged move survives and every match goes on', async () => {
    const db = tempDb();
    let server = await startServer(db);
    child = server.child;
    // Twenty duels, half of them against a bot, so the bots must also resume after the restart.
    const matches: { id: string; tokens: (string | undefined)[] }[] = [];
    for (let i = 0; i < 20; i++) {
      const seats =
        i % 2 === 0 ? [{ kind: 'human' }, { kind: 'human' }] : [{ kind: 'human' }, { kind: 'bot' }];
      const m = await json(
        await server.fetch('/v1/matches', post({ game: 'wine-cellar', seed: `crash-${i}`, seats })),
      );
      matches.push({ id: m.id, tokens: m.seats.map((s: { token?: string }) => s.token) });
    }
    // Acknowledged moves: match → version after the move → the move.
    const acked = new Map<string, Map<number, unknown>>(matches.map((m) => [m.id, new Map()]));
    let killed = false;
    const load = matches.map(async (m) => {
      while (!killed) {
        try {
          const views = await Promise.all(m.tokens.map((t) => (t ? view(server.fetch, m.id, t) : null)));
          const mover = views.findIndex((v) => v && v.legal.length > 0);
          if (mover < 0) {
            if (views[0]?.outcome) return;
            continue;
          }
          const move = views[mover]!.legal[0];
          const res = await server.fetch(
            `/v1/matches/${m.id}/moves`,
            post({ move, version: views[mover]!.version }, m.tokens[mover]),
          );
          if (res.status === 200) acked.get(m.id)!.set((await json(res)).version, move);
          else await res.arrayBuffer();
        } catch {
          return; // the server is gone
        }
      }
    });
    // Killed in the middle of the load: once 60 moves are acknowledged (by count, not by time, so a slow or
    // busy machine still kills mid-load), with the 20 clients still sending.
    const ackedNow = () => [...acked.values()].reduce((n, a) => n + a.size, 0);
    for (const end = Date.now() + 60_000; ackedNow() < 60 && Date.now() < end; )
      await new Promise((r) => setTimeout(r, 10));
    killed = true;
    server.child.kill('SIGKILL');
    await Promise.all(load);
    const total = ackedNow();
    expect(total).toBeGreaterThanOrEqual(60);

    server = await startServer(db);
    child = server.child;
    for (const m of matches) {
      // Play every match to its end on the restarted server (the bots move by themselves again).
      for (let steps = 0; steps < 200; steps++) {
        const v = await view(server.fetch, m.id, m.tokens[0]!);
        if (v.outcome) break;
        const other = m.tokens[1] ? await view(server.fetch, m.id, m.tokens[1]) : null;
        const [mover, token] =
          v.legal.length > 0
            ? [v, m.tokens[0]]
            : other && other.legal.length > 0
              ? [other, m.tokens[1]]
              : [null, null];
        if (!mover) {
          await new Promise((r) => setTimeout(r, 10));
          continue;
        }
        await server.fetch(
          `/v1/matches/${m.id}/moves`,
          post({ move: mover.legal[0], version: mover.version }, token!),
        );
      }
      const record = await json(await server.fetch(`/v1/matches/${m.id}/record`));
      expect(games['wine-cellar'].outcome(replay(games['wine-cellar'], record as never))).not.toBeNull();
      // Every acknowledged move is in the log at its place.
      for (const [version, move] of acked.get(m.id)!) expect(record.moves[version - 1].move).toEqual(move);
    }
  }, 120_000);

  it('kill -9 with a table in its waiting room and a table with a seat gone: nothing lost, the grace counts again', async () => {
    const db = tempDb();
    let server = await startServer(db);
    child = server.child;
    const waiting = await json(
      await server.fetch(
        '/v1/matches',
        post({
          game: 'wiezen',
          visibility: 'public',
          seats: [{ kind: 'human', name: 'An' }, { kind: 'open' }, { kind: 'bot' }, { kind: 'bot' }],
        }),
      ),
    );
    const playing = await json(
      await server.fetch(
        '/v1/matches',
        post({
          game: 'wine-cellar',
          grace: 5,
          seats: [
            { kind: 'human', name: 'An' },
            { kind: 'human', name: 'Bo' },
          ],
        }),
      ),
    );
    // An bids; Bo never comes.
    const first = await view(server.fetch, playing.id, playing.seats[0].token);
    await server.fetch(
      `/v1/matches/${playing.id}/moves`,
      post({ move: first.legal[0], version: 0 }, playing.seats[0].token),
    );
    server.child.kill('SIGKILL');
    await new Promise((r) => server.child.once('exit', r));

    server = await startServer(db);
    child = server.child;
    // The waiting room is as it was: in the lobby, its seat open, the game not begun.
    const listed = (await json(await server.fetch('/v1/tables?game=wiezen'))).tables;
    expect(listed.find((t: { id: string }) => t.id === waiting.id)).toMatchObject({ open: 1 });
    expect((await view(server.fetch, waiting.id, waiting.seats[0].token)).started).toBe(false);
    // The played table: An's move is there; after the grace, counted again from the restart, a bot plays for Bo.
    const spectator = async () => json(await server.fetch(`/v1/matches/${playing.id}`));
    expect((await spectator()).version).toBeGreaterThanOrEqual(1);
    let now = await spectator();
    for (const end = Date.now() + 60_000; !now.seats[1].away && Date.now() < end; now = await spectator())
      await new Promise((r) => setTimeout(r, 200));
    expect(now.seats[1]).toMatchObject({ name: 'Bo', away: true });
    // With both seats' people gone, the bots play the match on to its end.
    for (const end = Date.now() + 60_000; now.outcome === null && Date.now() < end; now = await spectator())
      await new Promise((r) => setTimeout(r, 200));
    expect(now.outcome, JSON.stringify(now)).not.toBeNull();
  }, 180_000);

  it('a turn clock: the setting round-trips, a real-time game refuses it, and after kill -9 it counts again from the restart', async () => {
    const db = tempDb();
    let server = await startServer(db);
    child = server.child;
    const refused = await server.fetch(
      '/v1/matches',
      post({ game: 'bunte-kuh', seats: [{ kind: 'human' }, { kind: 'bot' }], turn: 10 }, undefined, 'nl'),
    );
    expect(refused.status).toBe(400);
    expect((await json(refused)).error).toMatchObject({ code: 'turn-clock-realtime' });
    const m = await json(
      await server.fetch(
        '/v1/matches',
        post({
          game: 'wiezen',
          turn: 10,
          grace: null,
          level: 'easy',
          seats: [
            { kind: 'human', name: 'An' },
            { kind: 'human', name: 'Bo' },
            { kind: 'bot' },
            { kind: 'bot' },
          ],
        }),
      ),
    );
    expect((await view(server.fetch, m.id, m.seats[0].token)).table).toMatchObject({ turn: 10, grace: null });
    // The bots before the first person move; then a person is to move (read as a spectator: nobody comes).
    const spectator = async () => json(await server.fetch(`/v1/matches/${m.id}`));
    let now = await spectator();
    for (
      const end = Date.now() + 20_000;
      !now.active.some((s: number) => s < 2) && Date.now() < end;
      now = await spectator()
    )
      await new Promise((r) => setTimeout(r, 100));
    const p: number = now.active.find((s: number) => s < 2);
    expect(p).toBeDefined();
    const { version } = now;
    server.child.kill('SIGKILL');
    await new Promise((r) => server.child.once('exit', r));

    server = await startServer(db);
    child = server.child;
    const woke = Date.now();
    // The clock counts again from the restart: after the turn a bot makes the person's move, once, and the seat
    // is the person's again.
    now = await spectator();
    for (
      const end = Date.now() + 40_000;
      now.version === version && Date.now() < end;
      now = await spectator()
    )
      await new Promise((r) => setTimeout(r, 200));
    expect(now.version).toBeGreaterThan(version);
    expect(Date.now() - woke).toBeGreaterThanOrEqual(9_000);
    const log = await json(await server.fetch(`/v1/matches/${m.id}/log?from=${version}`));
    expect(log.moves[0]).toMatchObject({ n: version, seat: p, timedOut: true });
    for (const end = Date.now() + 5_000; now.seats[p].away && Date.now() < end; now = await spectator())
      await new Promise((r) => setTimeout(r, 100));
    expect(now.seats[p].away).toBeUndefined();
  }, 120_000);
});
