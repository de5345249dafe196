/**
 * A hosted match against a stand-in API on loopback whose stream drops: the page reads the whole history at the
 * start (moves streamed meanwhile counted once), follows the stream, reads again what it missed while the stream
 * was down, and tells every seat's move new to it once, in order, as this seat saw it; it asks the stream and the
 * history in the table's language, and shows the table (names, who is there, whether it began).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { wineCellar } from '@tafel/core/wine-cellar';
import { afterEach, describe, expect, it } from 'vitest';
import { HostedMatch } from './hosted-match.js';
import type { MatchEvent } from './match.js';

let server: Server | null = null;
afterEach(() => {
  server?.close();
  server = null;
});

const state = wineCellar.setup({ players: 2, seed: 'hosted-log' });
const view = (version: number, extra: Record<string, unknown> = {}) => ({
  id: 'm1',
  game: 'wine-cellar',
  version,
  seat: 0,
  seats: [
    { kind: 'human', name: 'An', connected: true },
    { kind: 'human', name: 'Bo', connected: false, away: true, level: 'easy' },
  ],
  started: true,
  active: [],
  view: wineCellar.view(state, 0),
  legal: [],
  outcome: null,
  table: { visibility: 'public', level: 'easy', grace: 5, name: 'Friday' },
  ...extra,
});
const entry = (n: number) => ({ n, seat: n % 2, move: { type: 'bid', hidden: true }, text: `bid ${n}` });
const sse = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/** Serves the stand-in API: `answer` by path; every request noted. */
async function serve(
  answer: (path: string, res: ServerResponse, req: IncomingMessage) => void,
): Promise<string> {
  server = createServer((req, res) => answer(req.url ?? '', res, req));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

const json = (res: ServerResponse, body: unknown, status = 200) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
/** The record of a finished match, as the stand-in API keeps it. */
const record = {
  game: 'wine-cellar',
  rulesVersion: 1,
  options: {},
  seed: 'hosted-log',
  seats: [],
  moves: [],
};

describe('a hosted match’s public log', () => {
  it('reads the history once, follows the stream, reads again what a dropped stream missed, tells each move once', async () => {
    const asked: string[] = [];
    let streams = 0;
    const api = await serve((path, res, req) => {
      asked.push(`${path} ${req.headers['accept-language']}`);
      if (path === '/v1/matches/m1') return json(res, view(2));
      if (path.startsWith('/v1/matches/m1/log')) {
        const from = Number(new URL(path, 'http://x').searchParams.get('from'));
        // The first read is slow: the stream brings move 2 before it is in, and the read has move 2 too.
        const last = from === 0 ? 3 : 5;
        const moves = Array.from({ length: last - from }, (_, i) => entry(from + i));
        setTimeout(() => json(res, { version: last, moves, milestones: [] }), from === 0 ? 150 : 0);
        return;
      }
      if (path === '/v1/matches/m1/record') return json(res, record);
      if (path.startsWith('/v1/matches/m1/events')) {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        if (streams++ === 0) {
          // Move 2, then the stream drops while moves 3 and 4 are played.
          res.end(sse('view', view(2)) + sse('move', entry(2)) + sse('view', view(3)));
        } else {
          res.end(
            sse('view', view(5)) +
              sse('move', entry(5)) +
              sse('milestone', { n: 5, milestone: { kind: 'round' }, text: 'round over' }) +
              sse('end', view(6, { outcome: { scores: [1, 0], winners: [0] } })),
          );
        }
        return;
      }
      res.writeHead(404);
      res.end();
    });
    const match = new HostedMatch({
      game: wineCellar,
      api,
      match: 'm1',
      token: 'secret',
      lang: 'nl',
      nextPollMs: 60_000,
    });
    const seen: number[] = [];
    const closed: unknown[] = [];
    let over!: () => void;
    const ended = new Promise<void>((resolve) => {
      over = resolve;
    });
    match.subscribe((e: MatchEvent<typeof wineCellar>) => {
      if (e.type === 'seen') {
        seen.push(seen.length);
        closed.push(e.milestone ?? null);
      }
      if (match.outcome && match.log(0).length === 6) over();
    });
    match.start();
    await ended;
    match.stop();
    expect(match.log(0).map((l) => l.seat)).toEqual([0, 1, 0, 1, 0, 1]);
    expect(match.log(0)[2]!.move).toEqual({ type: 'bid', hidden: true });
    // Moves 2 to 5 were new to the page: each told once (the history, 0 and 1, was not).
    expect(seen).toEqual([0, 1, 2, 3]);
    // The stage the last move closed comes with that move, for the table to tell in its own words.
    expect(match.log(0).map((l) => l.milestone)).toEqual([null, null, null, null, null, { kind: 'round' }]);
    // And the move told as new carries it (the stream sent it before the view), for the table's summary.
    expect(closed).toEqual([null, null, null, { kind: 'round' }]);
    // The history from the start, then from the first move the dropped stream missed; all in Dutch.
    expect(asked.filter((a) => a.includes('/log'))).toEqual([
      '/v1/matches/m1/log?from=0&lang=nl nl',
      '/v1/matches/m1/log?from=3&lang=nl nl',
    ]);
    expect(asked.filter((a) => a.includes('/events'))).toEqual([
      '/v1/matches/m1/events?lang=nl nl',
      '/v1/matches/m1/events?lang=nl nl',
    ]);
    expect(match.table).toMatchObject({
      id: 'm1',
      seat: 0,
      started: true,
      name: 'Friday',
      grace: 5,
      seats: [
        { name: 'An', connected: true },
        { name: 'Bo', away: true },
      ],
    });
  });

  it('the move this page played that closed a stage is told with its milestone, though the answer came first', async () => {
    // The answer to the page's own move raises the version before the stream brings the move: were the move told
    // as it came, before its milestone, the table would never show the summary of the deal it finished.
    let stream: ServerResponse | null = null;
    const api = await serve((path, res, req) => {
      if (path === '/v1/matches/m1') return json(res, view(2));
      if (path.startsWith('/v1/matches/m1/log'))
        return json(res, { version: 2, moves: [entry(0), entry(1)], milestones: [] });
      if (path.startsWith('/v1/matches/m1/events')) {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write(sse('view', view(2)));
        stream = res;
        return;
      }
      if (path === '/v1/matches/m1/moves' && req.method === 'POST') {
        json(res, view(3));
        // The stream tells the change a moment after the answer.
        setTimeout(
          () =>
            stream?.end(
              sse('move', entry(2)) +
                sse('milestone', { n: 2, milestone: { kind: 'round' }, text: 'round over' }) +
                sse('end', view(3, { outcome: { scores: [1, 0], winners: [0] } })),
            ),
          50,
        );
        return;
      }
      if (path === '/v1/matches/m1/record') return json(res, record);
      res.writeHead(404);
      res.end();
    });
    const match = new HostedMatch({
      game: wineCellar,
      api,
      match: 'm1',
      token: 't',
      lang: 'en',
      nextPollMs: 60_000,
    });
    const told: unknown[] = [];
    let over!: () => void;
    const ended = new Promise<void>((resolve) => {
      over = resolve;
    });
    match.subscribe((e: MatchEvent<typeof wineCellar>) => {
      if (e.type === 'seen') told.push(e.milestone ?? null);
      if (match.outcome && match.log(0).length === 3) over();
    });
    match.start();
    await new Promise<void>((resolve) => {
      const wait = setInterval(() => {
        if (stream) {
          clearInterval(wait);
          resolve();
        }
      }, 5);
    });
    await match.play(0, wineCellar.legalMoves(state, 0)[0]!);
    await ended;
    match.stop();
    expect(told).toEqual([{ kind: 'round' }]);
  });

  it('a finished match looks now and then for the next table, and stops once it is there', async () => {
    let reads = 0;
    let records = 0;
    const api = await serve((path, res) => {
      if (path === '/v1/matches/m1') {
        reads++;
        return json(
          res,
          view(6, { outcome: { scores: [1, 0], winners: [0] }, ...(reads >= 3 ? { next: 'm2' } : {}) }),
        );
      }
      if (path.startsWith('/v1/matches/m1/log')) return json(res, { version: 6, moves: [], milestones: [] });
      if (path.startsWith('/v1/matches/m1/events')) {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.end(sse('end', view(6, { outcome: { scores: [1, 0], winners: [0] } })));
        return;
      }
      if (path === '/v1/matches/m1/record') {
        records++;
        return json(res, record);
      }
      res.writeHead(404);
      res.end();
    });
    const match = new HostedMatch({ game: wineCellar, api, match: 'm1', lang: 'en', nextPollMs: 20 });
    const next = new Promise<string>((resolve) =>
      match.subscribe(() => {
        if (match.table?.next) resolve(match.table.next);
      }),
    );
    match.start();
    await expect(next).resolves.toBe('m2');
    await new Promise((r) => setTimeout(r, 100));
    expect(reads).toBe(3);
    // The record is asked for once, however often the match is read.
    expect(records).toBe(1);
    match.stop();
  });
});
