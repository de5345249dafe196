/**
 * A client of the Tafel API as a developer would write one: types generated from the served OpenAPI document
 * (`npx openapi-typescript http://host/v1/openapi.json -o generated/tafel.ts`), calls through `openapi-fetch`,
 * no casts. It hosts a Wine Cellar match against a bot (with a contribution of its own to the deal), plays its
 * seat's first legal move until the match is over, checks the fair deal from the record — the commitment
 * published at the start is that of the server's seed and the options, and the seed is the one the server's seed
 * and every contribution make — and prints the outcome.
 *
 * Run: `node play.ts http://127.0.0.1:8787` (Node ≥ 22.18 runs TypeScript that only needs its types erased).
 */
import { createHash, randomBytes } from 'node:crypto';
import createClient from 'openapi-fetch';
import type { paths } from './generated/tafel.ts';

const baseUrl = process.argv[2] ?? 'http://127.0.0.1:8787';
const api = createClient<paths>({ baseUrl });

const created = await api.POST('/v1/matches', {
  body: {
    game: 'wine-cellar',
    seats: [
      { kind: 'human', contribution: randomBytes(16).toString('hex') },
      { kind: 'bot', level: 'easy' },
    ],
  },
});
if (!created.data) throw new Error(`could not host: ${created.error?.error.message}`);
const { id, commitment } = created.data;
const token = created.data.seats[0]?.token;
if (token === undefined) throw new Error('no token for seat 0');
const headers = { authorization: `Bearer ${token}` };
const params = { path: { id } };

let moves = 0;
for (;;) {
  const read = await api.GET('/v1/matches/{id}', { params, headers });
  if (!read.data) throw new Error(`could not read: ${read.error?.error.message}`);
  const match = read.data;
  if (match.outcome !== null) {
    console.log(
      JSON.stringify({
        game: match.game,
        moves,
        scores: match.outcome.scores,
        winners: match.outcome.winners,
      }),
    );
    break;
  }
  const move = match.legal[0];
  if (move === undefined) {
    // A bot is thinking: look again in a moment.
    await new Promise((resolve) => setTimeout(resolve, 20));
    continue;
  }
  const played = await api.POST('/v1/matches/{id}/moves', {
    params,
    headers,
    body: { move, version: match.version },
  });
  if (played.error) {
    // Someone moved first (409): read again; anything else is a mistake of ours.
    if (played.response.status === 409) continue;
    throw new Error(`refused: ${played.error.error.code} ${played.error.error.message}`);
  }
  moves++;
}

const record = await api.GET('/v1/matches/{id}/record', { params });
if (!record.data) throw new Error(`no record: ${record.error?.error.message}`);
const sha256 = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');
const deal = record.data.deal;
if (!deal) throw new Error('the record carries no proof of its deal');
if (deal.commitment !== commitment || sha256([deal.serverSeed, record.data.options]) !== commitment)
  throw new Error('the record does not match the commitment published at the start');
if (sha256([deal.serverSeed, ...deal.contributions]) !== record.data.seed)
  throw new Error("the deal's seed is not the one the server's seed and the contributions make");
console.log(JSON.stringify({ verified: true, recordMoves: record.data.moves.length }));
