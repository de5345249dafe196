/**
 * The API under a crowd (run by `pnpm bench` after `run.ts`; Node 24 runs TypeScript directly): the built server
 * in a child process with a fresh SQLite file, the load from this process over loopback.
 *
 * - `api/crowd/bots-match-watched`: how long a bots-only Wiezen match takes (from the start to its outcome, asked
 *   every 25 ms) with 1,000 event streams open from one address watching it, as a ratio to the same match (same
 *   seed, same bots) watched by one stream (target ≤ 1.5x), with the server allowing 1,000 streams a client; the
 *   1,001st stream is refused (429).
 * - `api/crowd/catalogue-p95`: `GET /v1/games` p95 latency meanwhile (target < 100 ms).
 * - `api/crowd/tables-from-one-address`: of 3,000 table creations with an open seat from one address, how many
 *   were made before 429 `too-many-tables` (the cap, `TAFEL_OPEN_TABLES`, default 5).
 * - `api/crowd/memory-after-restart`: the server's resident memory after a restart over 1,000 waiting tables (from
 *   200 addresses), as a ratio to a restart over an empty file (target ≈ 1: waiting tables are rows, not loaded).
 *
 * Usage: `node apps/api/bench/crowd.ts --out bench/latest.json`
 */
import { type ChildProcess, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Entry, here, median, report, start } from './support.ts';

const STREAMS = 1000;

/** The built server on a fresh port with `db`, allowed any load from this process. */
const startServer = (db: string, env: Record<string, string> = {}) =>
  start([join(here, 'dist/main.js')], {
    PORT: '0',
    HOST: '127.0.0.1',
    TAFEL_DB: db,
    TAFEL_RATE_LIMIT: '100000000',
    TAFEL_CLIENT_IP_HEADER: 'x-forwarded-for',
    ...env,
  });

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

const post = (url: string, body: unknown, from: string) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify(body),
  });

/** Opens an event stream and reads it until it closes (or `signal`); resolves with its status once it answers. */
async function watch(url: string, signal: AbortSignal): Promise<{ status: number; done: Promise<void> }> {
  const res = await fetch(url, { signal, headers: { 'x-forwarded-for': '192.0.2.1' } });
  const reader = res.body!.getReader();
  const done = (async () => {
    try {
      while (!(await reader.read()).done);
    } catch {
      // aborted
    }
  })();
  return { status: res.status, done };
}

/** Milliseconds from creating a bots-only Wiezen match to its end, with `streams` spectators watching it. */
async function botsMatch(url: string, streams: number, n: number): Promise<{ ms: number; refused: number }> {
  const created = (await (
    await post(
      `${url}/v1/matches`,
      {
        game: 'wiezen',
        seed: 'crowd',
        options: { deals: 6 },
        level: 'easy',
        // The first seat a person who has left at once: the bots play it, and the match waits for nobody's page.
        seats: [
          { kind: 'human', name: 'Host' },
          { kind: 'bot', level: 'easy' },
          { kind: 'bot', level: 'easy' },
          { kind: 'bot', level: 'easy' },
        ],
        grace: null,
      },
      `198.51.100.${n}`,
    )
  ).json()) as { id: string; seats: { token?: string }[] };
  const abort = new AbortController();
  const watchers = [];
  for (let i = 0; i < streams; i++)
    watchers.push(await watch(`${url}/v1/matches/${created.id}/events`, abort.signal));
  // One more past the limit: refused.
  const extra =
    streams >= STREAMS ? await watch(`${url}/v1/matches/${created.id}/events`, abort.signal) : null;
  const t = performance.now();
  // The person leaves: from now on the bots play the whole match, told to every stream move by move.
  await fetch(`${url}/v1/matches/${created.id}/leave`, {
    method: 'POST',
    headers: { authorization: `Bearer ${created.seats[0]!.token}`, 'x-forwarded-for': `198.51.100.${n}` },
  });
  // The match's own pace: until its outcome is there (asked every 25 ms, alike with or without the crowd).
  for (;;) {
    const v = (await (await fetch(`${url}/v1/matches/${created.id}`)).json()) as { outcome: unknown };
    if (v.outcome !== null) break;
    await new Promise((r) => setTimeout(r, 25));
  }
  const ms = performance.now() - t;
  await Promise.all(watchers.map((w) => w.done));
  abort.abort();
  return { ms, refused: extra?.status === 429 ? 1 : 0 };
}

if (!existsSync(join(here, 'dist/main.js'))) {
  console.error('api crowd bench: build @tafel/api first; skipped');
  process.exit(0);
}
const entries: Entry[] = [];

// A crowd of streams on one match.
{
  const server = await startServer(join(mkdtempSync(join(tmpdir(), 'tafel-crowd-')), 'crowd.sqlite'), {
    TAFEL_STREAMS_PER_CLIENT: String(STREAMS),
    TAFEL_STREAMS_PER_MATCH: String(STREAMS),
  });
  const quiet: number[] = [];
  const crowded: number[] = [];
  let refused = 0;
  let catalogue: number[] = [];
  for (let round = 0; round < 3; round++) {
    quiet.push((await botsMatch(server.url, 1, round * 2 + 1)).ms);
    let busy = true;
    const probe = (async () => {
      const times: number[] = [];
      while (busy) {
        const t = performance.now();
        await (await fetch(`${server.url}/v1/games`)).arrayBuffer();
        times.push(performance.now() - t);
        await new Promise((r) => setTimeout(r, 10));
      }
      return times;
    })();
    const crowd = await botsMatch(server.url, STREAMS, round * 2 + 2);
    busy = false;
    catalogue = catalogue.concat(await probe);
    crowded.push(crowd.ms);
    refused += crowd.refused;
  }
  await stop(server.child);
  const ratio = median(crowded) / median(quiet);
  catalogue.sort((a, b) => a - b);
  entries.push({
    name: 'api/crowd/bots-match-watched',
    unit: 'ms',
    value: median(crowded),
    reference: { name: 'api/crowd/bots-match-one-stream', value: median(quiet), ratio },
    target: '<= 1.5x the match with one stream',
    note: `a bots-only Wiezen match of 6 deals with ${STREAMS} event streams of one address watching it, median of 3 (${crowded.map((x) => x.toFixed(0)).join(', ')} ms) against one stream (${quiet.map((x) => x.toFixed(0)).join(', ')} ms); the stream past ${STREAMS} refused with 429 in ${refused} of 3`,
  });
  entries.push({
    name: 'api/crowd/catalogue-p95',
    unit: 'ms',
    value: catalogue[Math.floor(catalogue.length * 0.95)] ?? 0,
    target: '< 100 ms',
    note: `GET /v1/games while ${STREAMS} streams watched the match: ${catalogue.length} requests, median ${median(catalogue).toFixed(1)} ms`,
  });
}

// Tables from one address, and memory after a restart over waiting tables.
{
  const db = join(mkdtempSync(join(tmpdir(), 'tafel-crowd-')), 'tables.sqlite');
  let server = await startServer(db);
  const table = {
    game: 'wiezen',
    visibility: 'public',
    seats: [{ kind: 'human' }, { kind: 'open' }, { kind: 'bot' }, { kind: 'bot' }],
  };
  let made = 0;
  let refused = 0;
  for (let i = 0; i < 3000; i++) {
    const res = await post(`${server.url}/v1/matches`, table, '203.0.113.9');
    await res.arrayBuffer();
    if (res.status === 201) made++;
    else if (res.status === 429) refused++;
  }
  entries.push({
    name: 'api/crowd/tables-from-one-address',
    unit: 'tables',
    value: made,
    target: '= TAFEL_OPEN_TABLES (default 5)',
    note: `of 3,000 creations of a table with an open seat from one address, ${made} made and ${refused} refused with 429 too-many-tables`,
  });
  // Waiting tables from many addresses, each within its cap.
  for (let i = 0; i < 1000; i++)
    await (await post(`${server.url}/v1/matches`, table, `10.${Math.floor(i / 5)}.0.1`)).arrayBuffer();
  const rss = (child: ChildProcess) =>
    Number(execFileSync('ps', ['-o', 'rss=', '-p', String(child.pid)]).toString()) / 1024;
  await stop(server.child);
  server = await startServer(db);
  await new Promise((r) => setTimeout(r, 1500));
  const full = rss(server.child);
  await stop(server.child);
  const empty = await startServer(join(mkdtempSync(join(tmpdir(), 'tafel-crowd-')), 'empty.sqlite'));
  await new Promise((r) => setTimeout(r, 1500));
  const bare = rss(empty.child);
  await stop(empty.child);
  entries.push({
    name: 'api/crowd/memory-after-restart',
    unit: 'MB',
    value: full,
    reference: { name: 'api/crowd/memory-after-restart-empty', value: bare, ratio: full / bare },
    target: '≈ 1x an empty file',
    note: `resident memory 1.5 s after a restart over ${made + 1000} waiting tables, against a restart over an empty file`,
  });
}

report(entries, 'api/crowd/', 36);
process.exit(0);
