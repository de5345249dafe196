/**
 * The API's load bench (run by `pnpm bench` after the CLI's suites; Node 24 runs TypeScript directly): the built
 * server in a child process with a fresh SQLite file, and the load from this process over loopback.
 *
 * - `api/bare-json`: a bare Hono JSON endpoint on `@hono/node-server` (autocannon): the reference.
 * - `api/validate-wiezen`: `POST /v1/games/wiezen/validate` on a mid-deal Wiezen state, as a ratio to the bare
 *   rate (target ≥ 30%); the two take turns over eight short rounds and the best rounds are compared.
 * - `api/catalogue-under-bots`: the latency of `GET /v1/games` while four clients each ask the strong Wiezen bot
 *   for a move with the longest budget (1 s), against the same request on the idle server (target: well under
 *   a second; bots think on worker threads, never on the thread that answers).
 * - `api/hosted-moves`: moves of hosted Wine Cellar duels, each acknowledged only after its SQLite transaction,
 *   with p99 latency (target ≥ 1,000 moves/s).
 *
 * Entries are appended to the results file the CLI wrote (`--out`).
 *
 * Usage: `node apps/api/bench/run.ts --out bench/latest.json`
 */
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { games, Rng } from '@tafel/core';
import autocannon from 'autocannon';
import { type Entry, here, median, report, start } from './support.ts';

const seconds = Number(process.env.TAFEL_BENCH_SECONDS ?? 5);

async function rate(url: string, opts: Partial<autocannon.Options> = {}): Promise<number> {
  const r = await autocannon({ url, connections: 32, duration: seconds, ...opts });
  // Requests over the run's own length: autocannon's `requests.average` is a mean of whole-second samples, which
  // a short round's last part does not fill.
  return r.requests.total / r.duration;
}

if (!existsSync(join(here, 'dist/main.js'))) {
  console.error('api bench: build @tafel/api first; skipped');
  process.exit(0);
}
const entries: Entry[] = [];

// The reference: a bare Hono JSON endpoint, in its own process beside the API's.
const bare = await start(
  [
    '--input-type=module',
    '-e',
    `import { serve } from '@hono/node-server'; import { Hono } from 'hono';
     const app = new Hono(); app.get('/bare', (c) => c.json({ ok: true }));
     serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (i) => console.log('http://127.0.0.1:' + i.port));`,
  ],
  {},
);
const db = join(mkdtempSync(join(tmpdir(), 'tafel-bench-')), 'bench.sqlite');
const api = await start([join(here, 'dist/main.js')], {
  PORT: '0',
  HOST: '127.0.0.1',
  TAFEL_DB: db,
  TAFEL_RATE_LIMIT: '100000000',
  TAFEL_CLIENT_IP_HEADER: 'x-forwarded-for',
});

// A mid-deal Wiezen state: through the auction and a few tricks of random play.
const wiezen = games.wiezen;
const rng = Rng.fromSeed('bench');
let state = wiezen.setup({ players: 4, seed: 'bench-deal' });
while (!(state.phase === 'play' && state.tricks.length >= 4)) {
  const [seat] = wiezen.active(state);
  state = wiezen.play(state, seat!, rng.pick(wiezen.legalMoves(state, seat!)));
}
const [seat] = wiezen.active(state);
const body = JSON.stringify({ state, seat, move: wiezen.legalMoves(state, seat!)[0] });
const validate: Partial<autocannon.Options> = {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body,
};

// Bare and /validate take turns, a warm-up each and then ROUNDS short rounds, and the ratio is of each one's
// best round. This machine is a virtual one on a shared host: its speed drops for seconds at a time (the bare
// rate ranged 22,000–41,000 req/s within one run), and a slow spell only ever lowers a rate, so the best round
// is the one closest to what the code costs; the median is kept in the note. Turns put both under the same
// drift (one long run of each measured whichever got the quieter half, and the cold first seconds of the API's
// JIT).
const ROUNDS = 8;
const round = Math.max(1, (seconds * 2) / 5);
await rate(`${bare.url}/bare`, { duration: 1 });
await rate(`${api.url}/v1/games/wiezen/validate`, { ...validate, duration: 1 });
const bareRates: number[] = [];
const validateRates: number[] = [];
for (let i = 0; i < ROUNDS; i++) {
  bareRates.push(await rate(`${bare.url}/bare`, { duration: round }));
  validateRates.push(await rate(`${api.url}/v1/games/wiezen/validate`, { ...validate, duration: round }));
}
bare.child.kill();
const bareRate = Math.max(...bareRates);
const validateRate = Math.max(...validateRates);
const spread = (xs: number[]) =>
  `${Math.round(Math.min(...xs))}–${Math.round(Math.max(...xs))}, median ${Math.round(median(xs))}`;
entries.push({
  name: 'api/bare-json',
  unit: 'req/s',
  value: bareRate,
  note: `a bare Hono JSON route, the reference; best of ${ROUNDS} rounds of ${round} s (${spread(bareRates)})`,
});
entries.push({
  name: 'api/validate-wiezen',
  unit: 'req/s',
  value: validateRate,
  reference: { name: 'api/bare-json', value: bareRate, ratio: validateRate / bareRate },
  target: '>= 0.30 of the bare rate',
  note: `best of ${ROUNDS} rounds taking turns with the bare route (${spread(validateRates)}); ratio of the medians ${(median(validateRates) / median(bareRates)).toFixed(2)}`,
});

// Hosted moves: duels whose move sequences are known in advance (played locally with the same seed).
// The catalogue while bots think: four clients, the strong bot, its longest budget.
const catalogueMs = async () => {
  const t = performance.now();
  await (await fetch(`${api.url}/v1/games`)).arrayBuffer();
  return performance.now() - t;
};
const idleMs: number[] = [];
for (let i = 0; i < 30; i++) idleMs.push(await catalogueMs());
let thinking = true;
const bots = Promise.all(
  [1, 2, 3, 4].map((n) =>
    fetch(`${api.url}/v1/games/wiezen/bot-move`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${n}` },
      body: JSON.stringify({ state, seat, bot: 'strong', ms: 1000 }),
    }).then((res) => res.status),
  ),
).finally(() => {
  thinking = false;
});
const busyMs: number[] = [];
while (thinking) {
  busyMs.push(await catalogueMs());
  await new Promise((r) => setTimeout(r, 20));
}
const statuses = await bots;
entries.push({
  name: 'api/catalogue-under-bots',
  unit: 'ms',
  value: median(busyMs),
  reference: { name: 'api/catalogue-idle', value: median(idleMs), ratio: median(busyMs) / median(idleMs) },
  target: '< 1000 ms',
  note: `median of ${busyMs.length} catalogue requests while four strong Wiezen bots thought 1 s each (answers ${statuses.join(', ')}); slowest ${Math.max(...busyMs).toFixed(1)} ms; idle median ${median(idleMs).toFixed(1)} ms`,
});

const wc = games['wine-cellar'];
const duels = await Promise.all(
  Array.from({ length: 64 }, async (_, i) => {
    const res = await fetch(`${api.url}/v1/matches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        game: 'wine-cellar',
        seed: `bench-${i}`,
        seats: [{ kind: 'human' }, { kind: 'human' }],
      }),
    });
    const m = (await res.json()) as { id: string; seats: { token: string }[] };
    let s = wc.setup({ players: 2, seed: `bench-${i}`, options: wc.parseOptions({}) });
    const moves: { token: string; body: string }[] = [];
    for (let v = 0; wc.active(s).length > 0; v++) {
      const who = wc.active(s)[0]!;
      const move = wc.legalMoves(s, who)[0];
      moves.push({ token: m.seats[who]!.token, body: JSON.stringify({ move, version: v }) });
      s = wc.play(s, who, move);
    }
    return { id: m.id, moves };
  }),
);
const latencies: number[] = [];
const started = performance.now();
await Promise.all(
  duels.map(async (d) => {
    for (const m of d.moves) {
      const t = performance.now();
      const res = await fetch(`${api.url}/v1/matches/${d.id}/moves`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${m.token}` },
        body: m.body,
      });
      if (res.status !== 200) throw new Error(`move refused: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
      latencies.push(performance.now() - t);
    }
  }),
);
const elapsed = (performance.now() - started) / 1000;
api.child.kill();
latencies.sort((a, b) => a - b);
entries.push({
  name: 'api/hosted-moves',
  unit: 'moves/s',
  value: latencies.length / elapsed,
  target: '>= 1000',
  note: `${latencies.length} durable moves over 64 matches; p50 ${latencies[Math.floor(latencies.length / 2)]!.toFixed(1)} ms, p99 ${latencies[Math.floor(latencies.length * 0.99)]!.toFixed(1)} ms`,
});
entries.push({
  name: 'api/hosted-moves/p99',
  unit: 'ms',
  value: latencies[Math.floor(latencies.length * 0.99)]!,
});

// Every `api/` entry but the crowd's (`crowd.ts` writes those after this).
report(entries, 'api/', 26);
process.exit(0);
