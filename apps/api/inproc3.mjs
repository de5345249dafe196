import { readFileSync } from 'node:fs';
import { games } from '@tafel/core';
import { Hono } from 'hono';
import { createApp } from './dist/app.js';
import { LEVELS, makeBot } from './dist/bots/index.js';
import { sqliteStore } from './dist/store/sqlite.js';

const g = games.wiezen;
const body = readFileSync('/tmp/prof/body.json', 'utf8');
const { app } = createApp({ store: sqliteStore(':memory:'), makeBot, levels: LEVELS, rateLimit: 1e9 });
const plain = new Hono();
plain.post('/v1/games/:id/validate', async (c) => {
  const { state, seat, move } = await c.req.json();
  const parsed = g.parseMove(move);
  const next = g.play(state, seat, parsed);
  return c.json({
    state: next,
    view: g.view(next, seat),
    outcome: g.outcome(next),
    description: g.describeMove(parsed, 'en'),
  });
});
const req = () =>
  new Request('http://x/v1/games/wiezen/validate', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
    body,
  });
const N = 10000;
async function t(a) {
  const s = process.cpuUsage();
  for (let i = 0; i < N; i++) {
    const r = await a.fetch(req());
    await r.text();
  }
  const e = process.cpuUsage(s);
  return (e.user + e.system) / N;
}
const out = { plain: [], api: [] };
for (let k = 0; k < 6; k++) {
  out.plain.push(await t(plain));
  out.api.push(await t(app));
}
for (const [k, v] of Object.entries(out)) console.log(k, v.map((x) => x.toFixed(1)).join(' '));
