import { readFileSync } from 'node:fs';
import { createApp } from './dist/app.js';
import { LEVELS, makeBot } from './dist/bots/index.js';
import { sqliteStore } from './dist/store/sqlite.js';

const body = readFileSync('/tmp/prof/body.json', 'utf8');
const { app } = createApp({ store: sqliteStore(':memory:'), makeBot, levels: LEVELS, rateLimit: 1e9 });
const req = () =>
  new Request('http://x/v1/games/wiezen/validate', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
    body,
  });
for (let i = 0; i < 50000; i++) {
  const r = await app.fetch(req());
  await r.text();
}
