/**
 * Fuzz: 10,000+ malformed, oversized, wrong-typed and illegal requests across every endpoint. Not one may get a
 * 5xx, every refusal has the error shape, and no hosted match may change.
 */
import { games } from '@tafel/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inProcess, post } from './support.js';

const ENDPOINTS = ['setup', 'validate', 'legal-moves', 'view', 'bot-move'] as const;

describe('fuzz', () => {
  it('10,000 bad requests: no 5xx, the error shape every time, no match changed', async () => {
    const { fetch: f, close } = inProcess({ maxBody: 16 * 1024, rateLimit: 1_000_000 });
    // Hosted matches with people only (bots would move by themselves), and a state per game for the stateless
    // endpoints.
    const matches: { id: string; tokens: string[]; game: string }[] = [];
    for (const [game, seats] of [
      ['wine-cellar', 2],
      ['wiezen', 4],
      ['bunte-kuh', 3],
      ['cui-bono', 2],
    ] as const) {
      const res = await f(
        '/v1/matches',
        post({ game, seed: `fuzz-${game}`, seats: Array.from({ length: seats }, () => ({ kind: 'human' })) }),
      );
      const m = (await res.json()) as { id: string; seats: { token: string }[] };
      matches.push({ id: m.id, game, tokens: m.seats.map((s) => s.token) });
    }
    const before = await Promise.all(matches.map((m) => f(`/v1/matches/${m.id}`).then((r) => r.json())));
    const states: Record<string, unknown> = {};
    for (const id of Object.keys(games)) {
      const g = games[id as keyof typeof games];
      states[id] = g.setup({ players: g.players.min === 1 ? 2 : g.players.min, seed: 'fuzz' });
    }

    const gameId = fc.oneof(fc.constantFrom(...Object.keys(games)), fc.string({ maxLength: 12 }));
    const junk = fc.jsonValue({ maxDepth: 3 });
    const request = fc.oneof(
      // Stateless endpoints with junk bodies, junk fields, real states with junk moves and seats.
      fc.record({
        kind: fc.constant('stateless'),
        game: gameId,
        endpoint: fc.constantFrom(...ENDPOINTS),
        body: junk,
      }),
      fc.record({
        kind: fc.constant('stateful'),
        game: fc.constantFrom(...Object.keys(games)),
        endpoint: fc.constantFrom('validate', 'legal-moves', 'view', 'bot-move'),
        seat: fc.oneof(fc.integer({ min: -3, max: 9 }), junk),
        move: junk,
        bot: fc.oneof(fc.constantFrom('easy', 'normal', 'strong'), fc.string({ maxLength: 8 })),
      }),
      // Hosted: junk creations, joins, reads and moves with good, bad and no tokens.
      fc.record({ kind: fc.constant('create'), body: junk }),
      fc.record({
        kind: fc.constant('hosted'),
        match: fc.oneof(fc.nat({ max: matches.length - 1 }), fc.constant(-1)),
        op: fc.constantFrom('read', 'move', 'join', 'record'),
        token: fc.oneof(fc.constant('good'), fc.constant('none'), fc.string({ maxLength: 30 })),
        move: junk,
        version: fc.oneof(fc.integer({ min: -2, max: 5 }), junk),
        seat: fc.oneof(fc.integer({ min: -2, max: 8 }), fc.string({ maxLength: 4 })),
      }),
      // Bodies that are no JSON, or far too large.
      fc.record({
        kind: fc.constant('raw'),
        text: fc.oneof(fc.string({ maxLength: 60 }), fc.constant('x'.repeat(20_000))),
      }),
    );

    let sent = 0;
    let fiveHundreds = 0;
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        let res: Response;
        if (r.kind === 'stateless') {
          res = await f(`/v1/games/${encodeURIComponent(r.game)}/${r.endpoint}`, post(r.body));
        } else if (r.kind === 'stateful') {
          const body = { state: states[r.game], seat: r.seat, move: r.move, bot: r.bot };
          res = await f(`/v1/games/${r.game}/${r.endpoint}`, post(body));
        } else if (r.kind === 'create') {
          res = await f('/v1/matches', post(r.body));
        } else if (r.kind === 'hosted') {
          const m = matches[r.match] ?? { id: 'no-such-match', tokens: ['x'], game: 'wiezen' };
          const token = r.token === 'good' ? m.tokens[0] : r.token === 'none' ? undefined : r.token;
          const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
          if (r.op === 'read') res = await f(`/v1/matches/${m.id}`, { headers });
          else if (r.op === 'record') res = await f(`/v1/matches/${m.id}/record`);
          else if (r.op === 'join')
            res = await f(`/v1/matches/${m.id}/seats/${encodeURIComponent(String(r.seat))}/join`, {
              method: 'POST',
            });
          else {
            // Junk from fc.jsonValue is never a legal move of these positions (it would need the exact shape,
            // a card in the seat's hand and the current version), so every one of these must be refused.
            res = await f(`/v1/matches/${m.id}/moves`, post({ move: r.move, version: r.version }, token));
          }
        } else {
          res = await f('/v1/games/wiezen/validate', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: r.text,
          });
        }
        sent++;
        if (res.status >= 500) fiveHundreds++;
        expect(res.status).toBeLessThan(500);
        if (res.status >= 400 && res.status !== 404) {
          const err = (await res.json()) as { error: { code: string; message: string } };
          expect(typeof err.error.code).toBe('string');
          expect(err.error.message.length).toBeGreaterThan(0);
        } else await res.arrayBuffer();
      }),
      { numRuns: 10_000 },
    );
    expect(sent).toBeGreaterThanOrEqual(10_000);
    expect(fiveHundreds).toBe(0);
    const after = await Promise.all(matches.map((m) => f(`/v1/matches/${m.id}`).then((r) => r.json())));
    // Who is there is not the match: a refused request that carried a seat's token still shows its person is.
    expect(after.map(withoutPresence)).toEqual(before.map(withoutPresence));
    close();
  }, 300_000);
});

/** A match's view without whether its people are there (`connected`). */
function withoutPresence(json: unknown) {
  const view = json as { seats: { connected?: boolean }[] };
  return { ...view, seats: view.seats.map(({ connected: _, ...seat }) => seat) };
}
