/**
 * Ratings on the real Node server over real HTTP with its SQLite file: two people claim names, finish a match
 * against each other, both see their new rating on the leaderboard, and it is still there after `kill -9`.
 */
import type { ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { auth, type Fetch, post, startServer, tempDb } from './support.js';

let child: ChildProcess | null = null;
afterEach(() => {
  child?.kill('SIGKILL');
  child = null;
});

// biome-ignore lint/suspicious/noExplicitAny: tests read whatever JSON the API answers.
type Json = Record<string, any>;
const json = async (res: Response): Promise<Json> => (await res.json()) as Json;

/** Anna hosts a Wine Cellar table with her key, Bram joins its open seat with his, and they play it out. */
async function playTable(f: Fetch, annaKey: string, bramKey: string): Promise<Json> {
  const table = await json(
    await f(
      '/v1/matches',
      post({ game: 'wine-cellar', seats: [{ kind: 'human', person: annaKey }, { kind: 'open' }] }),
    ),
  );
  const joined = await json(
    await f(
      `/v1/matches/${table.id}/seats/1/join`,
      post({ person: bramKey, invite: table.invite, name: 'Anna' }),
    ),
  );
  const tokens = [table.seats[0].token as string, joined.token as string];
  for (let step = 0; step < 500; step++) {
    for (const token of tokens) {
      const v = await json(await f(`/v1/matches/${table.id}`, auth(token)));
      if (v.outcome) return v;
      if (v.legal.length > 0)
        await f(`/v1/matches/${table.id}/moves`, post({ move: v.legal.at(-1), version: v.version }, token));
    }
  }
  throw new Error('the match did not end');
}

describe('ratings on the Node server', () => {
  it('two people finish a Wine Cellar match: both are on the leaderboard with new ratings, also after kill -9', async () => {
    const db = tempDb();
    let server = await startServer(db);
    child = server.child;
    let f: Fetch = server.fetch;
    const anna = await json(await f('/v1/people', post({ name: 'Anna' })));
    const bram = await json(await f('/v1/people', post({ name: 'Bram' })));
    // Bram joins an open seat of Anna's table with his key, as the lobby does; tables are played until one has
    // a single winner (a tie beats nobody and rates nothing).
    let end: Json | null = null;
    let tables = 0;
    while (tables < 5 && (end === null || end.outcome.winners.length !== 1)) {
      tables++;
      end = await playTable(f, anna.key, bram.key);
    }
    expect(end!.outcome.winners).toHaveLength(1);
    // Bram could not take Anna's claimed name by sending it: he plays as himself.
    expect(end!.seats.map((s: Json) => s.name)).toEqual(['Anna', 'Bram']);
    const board = async () => (await json(await f('/v1/ratings/wine-cellar'))).standings as Json[];
    let standings = await board();
    for (let i = 0; i < 50 && standings.length < 2; i++) {
      await new Promise((r) => setTimeout(r, 20));
      standings = await board();
    }
    const winner = end!.outcome.winners[0] === 0 ? 'Anna' : 'Bram';
    expect(standings.map((s) => s.name).sort()).toEqual(['Anna', 'Bram']);
    const mine = standings.find((s) => s.name === winner)!;
    const theirs = standings.find((s) => s.name !== winner)!;
    expect(mine.rating).toBeGreaterThan(theirs.rating);
    // Earlier tables of the loop tied (else it would have stopped there) and rated nobody.
    expect(mine.games).toBe(1);
    expect(theirs.games).toBe(1);

    server.child.kill('SIGKILL');
    server = await startServer(db);
    child = server.child;
    f = server.fetch;
    expect(await board()).toEqual(standings);
    // The keys still say who they are after the restart.
    expect((await json(await f('/v1/people/me', auth(bram.key)))).person.name).toBe('Bram');
  }, 60_000);
});
