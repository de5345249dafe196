/**
 * Every endpoint and every error code, as cases any runtime runs: the same requests a site or a referee sends,
 * against the app in this process (`endpoints.test.ts`) or against workerd (`workerd.test.ts`). A case that
 * needs the app built with other options (a small body limit, a low rate limit, a clock the test moves) runs
 * only where the runtime can build it so.
 */
import { createHash } from 'node:crypto';
import { games, Rng, replay } from '@tafel/core';
import { describe, expect, it } from 'vitest';
import type { HostedMatches } from '../src/matches/hosted.js';
import { holdToDocument } from './contract.js';
import { auth, type Fetch, post } from './support.js';

/** The app options a case may ask for. */
export interface CaseOptions {
  maxBody?: number;
  rateLimit?: number;
  clock?: ConstructorParameters<typeof HostedMatches>[0]['clock'];
  allBotCap?: number;
  expiry?: { idleMs?: number; keepMs?: number };
}

/** A runtime under test: a `fetch` to it, built with options when it can be (`null` when it cannot). */
export interface Runtime {
  name: string;
  api(options?: CaseOptions): Fetch | null;
}

const settle = () => new Promise((r) => setTimeout(r, 20));

/** A clock a test moves by hand: `advance` fires every timer on the way at its own time. */
function handClock() {
  let now = 1_000_000;
  const timers: { at: number; fn: () => void }[] = [];
  const clock = {
    now: () => now,
    setTimeout: (fn: () => void, ms: number) => {
      const t = { at: now + ms, fn };
      timers.push(t);
      return t;
    },
    clearTimeout: (t: unknown) => {
      const i = timers.indexOf(t as never);
      if (i >= 0) timers.splice(i, 1);
    },
  };
  // Moves the clock to `now + ms`, firing every timer on the way at its own time (timers may set new ones).
  const advance = async (ms: number) => {
    const end = now + ms;
    for (let idle = 0; idle < 10; ) {
      await settle();
      const next = timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at)[0];
      // A bot step may still be running (a loaded machine): look a few more times before calling it quiet.
      if (!next) {
        idle++;
        continue;
      }
      idle = 0;
      timers.splice(timers.indexOf(next), 1);
      now = Math.max(now, next.at);
      next.fn();
    }
    now = end;
  };
  return { clock, advance };
}

/** The events of a server-sent event stream, as they come: `{ event, data }` with `data` parsed. */
async function* sse(res: Response): AsyncGenerator<{ event: string; data: unknown }> {
  const reader = res.body!.getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += new TextDecoder().decode(value);
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? '';
      yield { event, data: data === '' ? '' : JSON.parse(data) };
    }
  }
}

/** SHA-256 (hex) of a string. */
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A hosted Wine Cellar match between the given seats (two people by default). */
async function duel(f: Fetch, seats: unknown[] = [{ kind: 'human' }, { kind: 'human' }]) {
  // A chosen seed only where nobody can join (the fairness rule); a table with an open seat gets a random one.
  const open = (seats as { kind: string }[]).some((s) => s.kind === 'open');
  return body(
    await f('/v1/matches', post({ game: 'wine-cellar', seats, ...(open ? {} : { seed: 'hosted' }) })),
  );
}

async function body(res: Response) {
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever JSON the API answers.
  return (await res.json()) as Record<string, any>;
}

/** Declares every endpoint case for `runtime`. */
export function endpointCases(runtime: Runtime): void {
  // Every answer is held to the document the runtime serves (see contract.ts).
  // (The document is read from the runtime built without options: a case's low rate limit is its own.)
  const api = (options: CaseOptions = {}): Fetch => holdToDocument(runtime.api(options)!, runtime.api()!);
  const withOptions = (options: CaseOptions) => runtime.api(options) !== null;

  describe('the catalogue and the reference', () => {
    it('lists all nine games with titles, players, options, bot levels', async () => {
      const f = api();
      const { games: list } = await body(await f('/v1/games'));
      expect(list.map((g: { id: string }) => g.id).sort()).toEqual(Object.keys(games).sort());
      const wiezen = list.find((g: { id: string }) => g.id === 'wiezen');
      expect(wiezen).toMatchObject({
        title: { en: 'Wiezen (Belgian whist)' },
        players: { min: 4, max: 4 },
        realtime: false,
      });
      expect(wiezen.options).toEqual(games.wiezen.defaults);
      expect(wiezen.bots).toEqual(['easy', 'normal', 'strong']);
    });

    it("describes itself in OpenAPI 3.1, with every game's move and options schema, and serves a reference page", async () => {
      const f = api();
      const doc = await body(await f('/v1/openapi.json'));
      expect(doc.openapi).toBe('3.1.0');
      expect(Object.keys(doc.paths)).toContain('/v1/matches/{id}/moves');
      expect(doc.components.schemas.WiezenMove).toBeDefined();
      expect(doc.components.schemas.WineCellarOptions.properties.rules).toBeDefined();
      const page = await f('/v1/docs');
      expect(page.status).toBe(200);
      expect(await page.text()).toMatch(/swagger/i);
    });

    it('allows any origin: on answers, on refusals, and in a preflight', async () => {
      const f = api();
      const res = await f('/v1/games', { headers: { origin: 'https://example.org' } });
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      // A page elsewhere sets its turn countdown by the server's clock: it may read the Date.
      expect(res.headers.get('access-control-expose-headers')).toBe('Date');
      const refused = await f('/v1/games/wiezen/validate', post({ nonsense: true }));
      expect([refused.status, refused.headers.get('access-control-allow-origin')]).toEqual([400, '*']);
      expect(refused.headers.get('access-control-expose-headers')).toBe('Date');
      const preflight = await f('/v1/matches', {
        method: 'OPTIONS',
        headers: {
          origin: 'https://example.org',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type, authorization',
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
      expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
      expect(preflight.headers.get('access-control-allow-methods')).toMatch(/POST/);
    });
  });

  describe('stateless endpoints: the client holds the state', () => {
    it('setup, view, legal moves, validate and a bot move', async () => {
      const f = api();
      const { state } = await body(await f('/v1/games/wine-cellar/setup', post({ players: 2, seed: 's1' })));
      const { moves } = await body(await f('/v1/games/wine-cellar/legal-moves', post({ state, seat: 0 })));
      expect(moves.length).toBe(8);
      const seen = await body(await f('/v1/games/wine-cellar/view', post({ state, seat: 1 })));
      expect(seen.view.hand).toEqual(state.hands[1]);
      const spectator = await body(await f('/v1/games/wine-cellar/view', post({ state, seat: null })));
      expect(spectator.view.hand).toBeNull();
      const played = await body(
        await f('/v1/games/wine-cellar/validate', post({ state, seat: 0, move: moves[0] }, undefined, 'nl')),
      );
      expect(played.description).toMatch(/^biedt|bied/);
      expect(played.outcome).toBeNull();
      const bot = await body(
        await f('/v1/games/wine-cellar/bot-move', post({ state, seat: 1, bot: 'normal', seed: 'b' })),
      );
      expect(moves.map((m: { card: number }) => m.card).length).toBe(8);
      expect(state.hands[1]).toContain(bot.move.card);
    });

    // A suit symbol would make the whole answer UTF-16 inside the server (slow to write): it goes out escaped,
    // and any JSON parser reads the symbol back.
    it('sends a description with a suit symbol as ASCII JSON that reads back with the symbol', async () => {
      const f = api();
      const wiezen = games.wiezen;
      const rng = Rng.fromSeed('bench');
      let state = wiezen.setup({ players: 4, seed: 'bench-deal' });
      while (state.phase !== 'play') {
        const [seat] = wiezen.active(state);
        state = wiezen.play(state, seat!, rng.pick(wiezen.legalMoves(state, seat!)));
      }
      const [seat] = wiezen.active(state);
      const move = wiezen.legalMoves(state, seat!)[0];
      const res = await f('/v1/games/wiezen/validate', post({ state, seat, move }));
      const text = await res.text();
      expect(text).toMatch(/^[^\u0080-\uffff]*$/);
      expect(JSON.parse(text).description).toMatch(/^play [♠♥♦♣]/);
    });

    it("422 for an illegal move, with the rule's code and the message in the asked language", async () => {
      const f = api();
      const { state } = await body(await f('/v1/games/wine-cellar/setup', post({ players: 2, seed: 's1' })));
      const other = state.hands[1][0];
      const res = await f(
        '/v1/games/wine-cellar/validate',
        post({ state, seat: 0, move: { type: 'bid', card: other } }, undefined, 'nl'),
      );
      expect(res.status).toBe(422);
      expect((await body(res)).error).toEqual({
        code: 'card-not-in-hand',
        message: `Je hebt kaart ${other} niet in de hand.`,
      });
    });

    it('400 for malformed input: no JSON, wrong types, a move of no game, a state of no game, bad options', async () => {
      const f = api();
      const raw = await f('/v1/games/wiezen/setup', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"players":',
      });
      expect([raw.status, (await body(raw)).error.code]).toEqual([400, 'invalid-json']);
      const typed = await f('/v1/games/wiezen/setup', post({ players: 'four' }));
      expect([typed.status, (await body(typed)).error.code]).toEqual([400, 'invalid-request']);
      const opts = await f('/v1/games/wiezen/setup', post({ players: 4, options: { deals: -1 } }));
      expect([opts.status, (await body(opts)).error.code]).toEqual([400, 'invalid-options']);
      const { state } = await body(await f('/v1/games/wiezen/setup', post({ players: 4, seed: 'x' })));
      const move = await f('/v1/games/wiezen/validate', post({ state, seat: 1, move: { type: 'fly' } }));
      expect([move.status, (await body(move)).error.code]).toEqual([400, 'invalid-move']);
      const junk = await f('/v1/games/wiezen/legal-moves', post({ state: { hands: 3 }, seat: 0 }));
      expect([junk.status, (await body(junk)).error.code]).toEqual([400, 'invalid-state']);
    });

    it('404 for an unknown game or path, 413 for a body too large', async () => {
      const f = api();
      const unknown = await f('/v1/games/chess/setup', post({ players: 2 }));
      expect([unknown.status, (await body(unknown)).error.code]).toEqual([404, 'unknown-game']);
      expect((await f('/v1/nothing')).status).toBe(404);
      const big = await f('/v1/games/wiezen/setup', post({ players: 4, seed: 'x'.repeat(300_000) }));
      expect([big.status, (await body(big)).error.code]).toEqual([413, 'body-too-large']);
    });

    it.skipIf(!withOptions({ rateLimit: 5 }))('429 past the rate limit', async () => {
      const f = api({ rateLimit: 5 });
      const statuses = [];
      for (let i = 0; i < 7; i++) statuses.push((await f('/v1/games')).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    });
  });

  describe('hosted matches', () => {
    it('creates, shows each seat its own view (spectators none), plays by version, and publishes the record at the end', async () => {
      const f = api();
      const m = await duel(f);
      expect(m.seats.map((s: { token?: string }) => typeof s.token)).toEqual(['string', 'string']);
      const spectator = await body(await f(`/v1/matches/${m.id}`));
      expect([spectator.seat, spectator.view.hand, spectator.legal]).toEqual([null, null, []]);
      let version = 0;
      for (;;) {
        const views = await Promise.all(
          m.seats.map((s: { token: string }) => f(`/v1/matches/${m.id}`, auth(s.token)).then(body)),
        );
        if (views[0].outcome) break;
        const mover = views.findIndex((v) => v.legal.length > 0);
        const res = await f(
          `/v1/matches/${m.id}/moves`,
          post({ move: views[mover].legal[0], version }, m.seats[mover].token),
        );
        expect(res.status).toBe(200);
        version = (await body(res)).version;
      }
      const record = await body(await f(`/v1/matches/${m.id}/record`));
      expect(record.moves).toHaveLength(version);
      expect(games['wine-cellar'].outcome(replay(games['wine-cellar'], record as never))).not.toBeNull();
    });

    it('401 without or with a wrong token, 403 for the record before the end and for a seat that is not open, 409 for a stale version, 422 for an illegal move', async () => {
      const f = api();
      const m = await duel(f, [{ kind: 'human' }, { kind: 'open' }]);
      // The table waits for its second player: a move now is refused.
      const waiting = await body(await f(`/v1/matches/${m.id}`, auth(m.seats[0].token)));
      // No deal exists yet: it is made when the table begins, so nobody can read a hand in the waiting room.
      expect([waiting.started, waiting.legal, waiting.view]).toEqual([false, [], null]);
      const early = { type: 'bid', card: 1 };
      const tooSoon = await f(
        `/v1/matches/${m.id}/moves`,
        post({ move: early, version: 0 }, m.seats[0].token),
      );
      expect([tooSoon.status, (await body(tooSoon)).error.code]).toEqual([409, 'not-started']);
      const wrong = await f(`/v1/matches/${m.id}`, auth('not-a-token'));
      expect([wrong.status, (await body(wrong)).error.code]).toEqual([401, 'invalid-token']);
      const record = await f(`/v1/matches/${m.id}/record`);
      expect([record.status, (await body(record)).error.code]).toEqual([403, 'match-not-over']);
      const taken = await f(`/v1/matches/${m.id}/seats/0/join`, post({ invite: m.invite }));
      expect([taken.status, (await body(taken)).error.code]).toEqual([403, 'seat-taken']);
      // A private table: its invite, and nothing else, opens its seats.
      const uninvited = await f(`/v1/matches/${m.id}/seats/1/join`, { method: 'POST' });
      expect([uninvited.status, (await body(uninvited)).error.code]).toEqual([403, 'invite-required']);
      const joined = await body(
        await f(`/v1/matches/${m.id}/seats/1/join`, post({ invite: m.invite, name: 'Bo' })),
      );
      expect(joined.seat).toBe(1);
      const first = await body(await f(`/v1/matches/${m.id}`, auth(m.seats[0].token)));
      expect(first.started).toBe(true);
      expect(first.seats[1]).toMatchObject({ kind: 'human', name: 'Bo' });
      const move = first.legal[0];
      const none = await f(`/v1/matches/${m.id}/moves`, post({ move, version: 0 }));
      expect([none.status, (await body(none)).error.code]).toEqual([401, 'token-required']);
      const illegal = await f(
        `/v1/matches/${m.id}/moves`,
        post({ move: { type: 'take', prize: 0, end: 'top' }, version: 0 }, m.seats[0].token),
      );
      expect([illegal.status, (await body(illegal)).error.code]).toEqual([422, 'move-not-now']);
      expect(
        (await f(`/v1/matches/${m.id}/moves`, post({ move, version: 0 }, m.seats[0].token))).status,
      ).toBe(200);
      const stale = await f(`/v1/matches/${m.id}/moves`, post({ move, version: 0 }, joined.token));
      expect(stale.status).toBe(409);
      expect((await body(stale)).error).toMatchObject({ code: 'stale-version', version: 1 });
      expect((await f('/v1/matches/nope')).status).toBe(404);
    });

    it('bots move by themselves right after the move that makes them active', async () => {
      const f = api();
      const m = await body(
        await f(
          '/v1/matches',
          post({
            game: 'wiezen',
            seats: [{ kind: 'human' }, { kind: 'bot' }, { kind: 'bot' }, { kind: 'bot', level: 'easy' }],
            seed: 'bots',
          }),
        ),
      );
      // The bots bid one after the other in the background: wait (up to 10 s on a loaded machine) for the person's turn.
      let v = await body(await f(`/v1/matches/${m.id}`, auth(m.seats[0].token)));
      for (let tries = 0; tries < 500 && v.legal.length === 0; tries++) {
        await settle();
        v = await body(await f(`/v1/matches/${m.id}`, auth(m.seats[0].token)));
      }
      // Seat 1 opens the auction after dealer 0; the bots bid until it is the person's turn.
      expect(v.legal.length).toBeGreaterThan(0);
      expect(v.version).toBeGreaterThan(0);
      const unknownBot = await f(
        '/v1/matches',
        post({
          game: 'wiezen',
          seats: [{ kind: 'bot', level: 'genius' }, { kind: 'bot' }, { kind: 'bot' }, { kind: 'bot' }],
        }),
      );
      expect([unknownBot.status, (await body(unknownBot)).error.code]).toEqual([422, 'unknown-bot']);
    });

    it('streams the seat view after every change as server-sent events, each move as the seat saw it first', async () => {
      const f = api();
      const m = await duel(f);
      const res = await f(`/v1/matches/${m.id}/events`, auth(m.seats[1].token));
      expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
      const stream = sse(res);
      expect((await stream.next()).value?.event).toBe('view');
      const move = (await body(await f(`/v1/matches/${m.id}`, auth(m.seats[0].token)))).legal[0];
      await f(`/v1/matches/${m.id}/moves`, post({ move, version: 0 }, m.seats[0].token));
      // The move first, as seat 1 saw it: a sealed bid, its kind only.
      const seen = (await stream.next()).value!;
      expect(seen).toMatchObject({
        event: 'move',
        data: { n: 0, seat: 0, move: { type: 'bid', hidden: true } },
      });
      const after = (await stream.next()).value!;
      expect(after.event).toBe('view');
      const view = after.data as { seat: number; version: number; view: { bids: unknown[] } };
      expect(view).toMatchObject({ seat: 1, version: 1 });
      expect(view.view.bids[0]).toBe('hidden');
      await stream.return(undefined);
    });

    it.skipIf(!withOptions({ clock: undefined }))(
      'real time: moves apply in arrival order whatever version they name; a move no longer legal gets 409 with the rule',
      async () => {
        // A clock the test moves by hand: the bot's reaction (seconds for a person) passes at once.
        const { clock, advance } = handClock();
        const f = api({ clock });
        const m = await body(
          await f(
            '/v1/matches',
            post({ game: 'bunte-kuh', seed: 'rt', seats: [{ kind: 'human' }, { kind: 'bot' }] }),
          ),
        );
        const token = m.seats[0].token;
        await advance(0);
        const v0 = await body(await f(`/v1/matches/${m.id}`, auth(token)));
        expect(v0.version).toBe(0);
        const call = v0.legal[0];
        const first = await f(`/v1/matches/${m.id}/moves`, post({ move: call, version: 0 }, token));
        expect(first.status).toBe(200);
        // The same call again names round 1, which is over: no longer legal, so 409 with the rule and the version.
        const late = await f(`/v1/matches/${m.id}/moves`, post({ move: call, version: 0 }, token));
        expect(late.status).toBe(409);
        expect((await body(late)).error).toMatchObject({ code: 'round-over', version: 1 });
        // A call for the current round applies although it names an old version.
        const v1 = await body(await f(`/v1/matches/${m.id}`, auth(token)));
        const now1 = await f(`/v1/matches/${m.id}/moves`, post({ move: v1.legal[0], version: 0 }, token));
        expect([now1.status, (await body(now1)).version]).toEqual([200, 2]);
        // Left alone, the bot calls after its reaction time.
        await advance(60_000);
        expect((await body(await f(`/v1/matches/${m.id}`, auth(token)))).version).toBeGreaterThan(2);
      },
    );
  });
  describe('hosted matches are fair and bounded', () => {
    /** Plays seat 0 of a match (its first legal move each time) until the match is over. */
    async function playToEnd(f: Fetch, id: string, token: string) {
      for (let n = 0; n < 2000; n++) {
        const match = await body(await f(`/v1/matches/${id}`, auth(token)));
        if (match.outcome !== null) return match;
        if (match.legal.length === 0) {
          await settle();
          continue;
        }
        await f(`/v1/matches/${id}/moves`, post({ move: match.legal[0], version: match.version }, token));
      }
      throw new Error('the match did not end');
    }

    it('a chosen seed or deck only without open seats; every seat sees it; the commitment holds at the end', async () => {
      const f = api();
      const open = [{ kind: 'human' }, { kind: 'open' }];
      for (const fixed of [{ seed: 'known' }, { options: { deck: [...Array(18)].map((_, i) => i + 1) } }]) {
        const res = await f(
          '/v1/matches',
          post({ game: 'wine-cellar', seats: open, ...fixed }, undefined, 'nl'),
        );
        expect(res.status).toBe(403);
        const refusal = (await body(res)).error;
        expect(refusal.code).toBe('seed-not-allowed');
        expect(refusal.message).toMatch(/vrije plaatsen/);
      }
      // Without a chosen seed an open table is fine, and says so.
      const fair = await body(await f('/v1/matches', post({ game: 'wine-cellar', seats: open })));
      expect((await body(await f(`/v1/matches/${fair.id}`))).seedChosen).toBe(false);
      // Against a bot the creator may fix the deal: the seat sees that he did, and can check it at the end.
      const m = await body(
        await f(
          '/v1/matches',
          post({
            game: 'wine-cellar',
            seed: 'known',
            seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }],
          }),
        ),
      );
      expect(m.commitment).toMatch(/^[0-9a-f]{64}$/);
      const first = await body(await f(`/v1/matches/${m.id}`, auth(m.seats[0].token)));
      expect([first.seedChosen, first.commitment]).toEqual([true, m.commitment]);
      await playToEnd(f, m.id, m.seats[0].token);
      const record = await body(await f(`/v1/matches/${m.id}/record`));
      expect(record.seed).toBe('known');
      expect(sha256(JSON.stringify([record.seed, record.options]))).toBe(m.commitment);
    });

    it('the host deletes a match (nobody else may); then it is gone, and so are its streams', async () => {
      const f = api();
      const m = await duel(f);
      const stream = sse(await f(`/v1/matches/${m.id}/events`, auth(m.seats[1].token)));
      expect((await stream.next()).value?.event).toBe('view');
      const asSeat = await f(`/v1/matches/${m.id}`, { method: 'DELETE', ...auth(m.seats[0].token) });
      expect([asSeat.status, (await body(asSeat)).error.code]).toEqual([403, 'not-host']);
      const anonymous = await f(`/v1/matches/${m.id}`, { method: 'DELETE' });
      expect([anonymous.status, (await body(anonymous)).error.code]).toEqual([401, 'token-required']);
      const deleted = await f(`/v1/matches/${m.id}`, { method: 'DELETE', ...auth(m.host) });
      expect(deleted.status).toBe(204);
      expect((await stream.next()).value).toEqual({ event: 'gone', data: { reason: 'deleted' } });
      expect((await stream.next()).done).toBe(true);
      expect((await f(`/v1/matches/${m.id}`)).status).toBe(404);
      expect((await f(`/v1/matches/${m.id}`, { method: 'DELETE', ...auth(m.host) })).status).toBe(404);
    });

    it('a stream ticket stands for the token once, for EventSource', async () => {
      const f = api();
      const m = await duel(f);
      const { ticket } = await body(
        await f(`/v1/matches/${m.id}/tickets`, { method: 'POST', ...auth(m.seats[1].token) }),
      );
      const stream = sse(await f(`/v1/matches/${m.id}/events?ticket=${encodeURIComponent(ticket)}`));
      const first = (await stream.next()).value!;
      expect(first.event).toBe('view');
      expect((first.data as { seat: number }).seat).toBe(1);
      await stream.return(undefined);
      const again = await f(`/v1/matches/${m.id}/events?ticket=${encodeURIComponent(ticket)}`);
      expect([again.status, (await body(again)).error.code]).toEqual([401, 'invalid-ticket']);
    });

    it('a stream ends with the last view when the match is over', async () => {
      const f = api();
      const m = await body(
        await f(
          '/v1/matches',
          post({ game: 'wine-cellar', seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }] }),
        ),
      );
      const stream = sse(await f(`/v1/matches/${m.id}/events`, auth(m.seats[0].token)));
      const end = await playToEnd(f, m.id, m.seats[0].token);
      let last: { event: string; data: unknown } | undefined;
      for await (const event of stream) last = event;
      expect(last?.event).toBe('end');
      expect((last!.data as { outcome: unknown }).outcome).toEqual(end.outcome);
      // A stream opened after the end gives the last view and closes at once.
      const late = [];
      for await (const event of sse(await f(`/v1/matches/${m.id}/events`))) late.push(event.event);
      expect(late).toEqual(['end']);
    });

    it.skipIf(!withOptions({ allBotCap: 1 }))(
      'a client may host only a few unfinished all-bot matches; a deleted one frees its place',
      async () => {
        // A clock that never moves: the bots of the first match stay where they are.
        const { clock } = handClock();
        const f = api({ allBotCap: 1, clock });
        const bots = [{ kind: 'bot' }, { kind: 'bot' }, { kind: 'bot' }, { kind: 'bot' }];
        const first = await body(await f('/v1/matches', post({ game: 'wiezen', seats: bots })));
        const second = await f('/v1/matches', post({ game: 'wiezen', seats: bots }));
        expect([second.status, (await body(second)).error.code]).toEqual([429, 'too-many-matches']);
        expect(second.headers.get('retry-after')).toBeTruthy();
        // People at the table: not capped.
        const withPerson = await f(
          '/v1/matches',
          post({ game: 'wiezen', seats: [{ kind: 'human' }, ...bots.slice(1)] }),
        );
        expect(withPerson.status).toBe(201);
        expect((await f(`/v1/matches/${first.id}`, { method: 'DELETE', ...auth(first.host) })).status).toBe(
          204,
        );
        expect((await f('/v1/matches', post({ game: 'wiezen', seats: bots }))).status).toBe(201);
      },
    );

    it.skipIf(!withOptions({ expiry: {}, clock: undefined }))(
      'an untouched unfinished match expires, a finished one is kept longer',
      async () => {
        const { clock, advance } = handClock();
        const f = api({ clock, expiry: { idleMs: 60_000, keepMs: 600_000 } });
        const idle = await duel(f);
        const done = await body(
          await f(
            '/v1/matches',
            post({ game: 'wine-cellar', seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }] }),
          ),
        );
        for (let n = 0; n < 200; n++) {
          const match = await body(await f(`/v1/matches/${done.id}`, auth(done.seats[0].token)));
          if (match.outcome !== null) break;
          if (match.legal.length > 0)
            await f(
              `/v1/matches/${done.id}/moves`,
              post({ move: match.legal[0], version: match.version }, done.seats[0].token),
            );
          await advance(0);
        }
        await advance(30_000);
        expect((await f(`/v1/matches/${idle.id}`)).status).toBe(200);
        await advance(31_000);
        expect((await f(`/v1/matches/${idle.id}`)).status).toBe(404);
        expect((await f(`/v1/matches/${done.id}/record`)).status).toBe(200);
        await advance(600_000);
        expect((await f(`/v1/matches/${done.id}/record`)).status).toBe(404);
      },
    );
  });
  describe('playing together: tables, the waiting room, leaving and coming back, the history, play again', () => {
    const wiezenTable = (seats: unknown[], extra: Record<string, unknown> = {}) =>
      post({ game: 'wiezen', seats, options: { deals: 1 }, ...extra });

    it('public tables are listed while they wait for players; a private one never; a begun one leaves the list', async () => {
      const f = api();
      const open = await body(
        await f(
          '/v1/matches',
          wiezenTable([{ kind: 'human', name: 'An' }, { kind: 'open' }, { kind: 'bot' }, { kind: 'bot' }], {
            visibility: 'public',
            name: 'Friday club',
          }),
        ),
      );
      expect(open.invite).toBeUndefined();
      const hidden = await body(
        await f(
          '/v1/matches',
          wiezenTable([{ kind: 'human' }, { kind: 'open' }, { kind: 'bot' }, { kind: 'bot' }]),
        ),
      );
      const listed = async (game?: string) =>
        (await body(await f(`/v1/tables${game ? `?game=${game}` : ''}`))).tables as { id: string }[];
      const row = (await listed('wiezen')).find((t) => t.id === open.id);
      expect(row).toMatchObject({
        game: 'wiezen',
        name: 'Friday club',
        open: 1,
        seats: [{ kind: 'human', name: 'An' }, { kind: 'open' }, { kind: 'bot' }, { kind: 'bot' }],
      });
      expect((await listed()).some((t) => t.id === hidden.id)).toBe(false);
      expect((await listed('wine-cellar')).some((t) => t.id === open.id)).toBe(false);
      const unknown = await f('/v1/tables?game=chess');
      expect([unknown.status, (await body(unknown)).error.code]).toEqual([404, 'unknown-game']);
      // A public table's seat needs no invite; once full it begins and leaves the list.
      expect((await f(`/v1/matches/${open.id}/seats/1/join`, post({ name: 'Bo' }))).status).toBe(200);
      for (let n = 0; n < 50 && (await listed()).some((t) => t.id === open.id); n++) await settle();
      expect((await listed()).some((t) => t.id === open.id)).toBe(false);
    });

    it('the waiting room: the host gives an open seat to a bot or begins early; the game begins when every seat is taken', async () => {
      const f = api();
      const t = await body(
        await f(
          '/v1/matches',
          wiezenTable([{ kind: 'human' }, { kind: 'open' }, { kind: 'open' }, { kind: 'bot' }], {
            level: 'easy',
          }),
        ),
      );
      const asSeat = await f(`/v1/matches/${t.id}/start`, { method: 'POST', ...auth(t.seats[0].token) });
      expect([asSeat.status, (await body(asSeat)).error.code]).toEqual([403, 'not-host']);
      const one = await body(await f(`/v1/matches/${t.id}/seats/1/bot`, post({ level: 'strong' }, t.host)));
      expect([one.started, one.seats[1]]).toEqual([false, { kind: 'bot', level: 'strong' }]);
      const { invite, open } = await body(await f(`/v1/matches/${t.id}/invite`, auth(t.host)));
      expect([invite, open]).toEqual([t.invite, [2]]);
      const begun = await body(await f(`/v1/matches/${t.id}/start`, { method: 'POST', ...auth(t.host) }));
      expect([begun.started, begun.seats[2]]).toEqual([true, { kind: 'bot', level: 'easy' }]);
      const seat0 = await body(await f(`/v1/matches/${t.id}`, auth(t.seats[0].token)));
      expect(seat0.started).toBe(true);
    });

    it('a lost token: the rejoin code gives the seat a new one, and the old one stops working', async () => {
      const f = api();
      const m = await duel(f);
      const again = await f(`/v1/matches/${m.id}/rejoin`, post({ code: m.seats[1].rejoin }));
      const { seat, token } = await body(again);
      expect(seat).toBe(1);
      expect((await body(await f(`/v1/matches/${m.id}`, auth(token)))).seat).toBe(1);
      expect((await f(`/v1/matches/${m.id}`, auth(m.seats[1].token))).status).toBe(401);
      const wrong = await f(`/v1/matches/${m.id}/rejoin`, post({ code: 'nope' }));
      expect([wrong.status, (await body(wrong)).error.code]).toEqual([401, 'invalid-rejoin']);
    });

    it('a person who leaves is played by a bot until they come back, and every seat sees it', async () => {
      const f = api();
      const m = await body(
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
      const left = await body(
        await f(`/v1/matches/${m.id}/leave`, { method: 'POST', ...auth(m.seats[1].token) }),
      );
      expect(left.seats[1]).toMatchObject({ kind: 'human', name: 'Bo', away: true, level: 'normal' });
      // The bot at seat 1 bids (both bid at once in Wine Cellar): the match moves on without Bo.
      let seen = await body(await f(`/v1/matches/${m.id}`, auth(m.seats[0].token)));
      for (let n = 0; n < 100 && seen.version === 0; n++) {
        await settle();
        seen = await body(await f(`/v1/matches/${m.id}`, auth(m.seats[0].token)));
      }
      expect(seen.version).toBe(1);
      expect(seen.seats[1].away).toBe(true);
      // Bo is back with a request: the seat is his again.
      const back = await body(await f(`/v1/matches/${m.id}`, auth(m.seats[1].token)));
      expect(back.seats[1].away).toBeUndefined();
      expect(back.seats[1].connected).toBe(true);
    });

    it.skipIf(!withOptions({ clock: undefined }))(
      'a seat whose person is gone longer than the grace is played by a bot; the person is back with a stream',
      async () => {
        const { clock, advance } = handClock();
        const f = api({ clock });
        const m = await body(
          await f(
            '/v1/matches',
            post({ game: 'wine-cellar', grace: 30, seats: [{ kind: 'human' }, { kind: 'human' }] }),
          ),
        );
        // Seat 0 keeps its stream open; seat 1 never comes.
        const here = sse(await f(`/v1/matches/${m.id}/events`, auth(m.seats[0].token)));
        await here.next();
        await advance(20_000);
        expect(
          (await body(await f(`/v1/matches/${m.id}`))).seats.map((s: { away?: boolean }) => !!s.away),
        ).toEqual([false, false]);
        await advance(20_000);
        const gone = await body(await f(`/v1/matches/${m.id}`));
        expect(gone.seats.map((s: { away?: boolean }) => !!s.away)).toEqual([false, true]);
        expect(gone.seats[0].connected).toBe(true);
        // The bot at seat 1 has bid; seat 0 has not (the match waits for the person who is there).
        expect(gone.version).toBe(1);
        const stream = sse(await f(`/v1/matches/${m.id}/events`, auth(m.seats[1].token)));
        const first = (await stream.next()).value!;
        expect(first.event).toBe('view');
        expect((first.data as { seats: { away?: boolean; connected?: boolean }[] }).seats[1]).toMatchObject({
          connected: true,
        });
        expect((first.data as { seats: { away?: boolean }[] }).seats[1]!.away).toBeUndefined();
        await here.return(undefined);
        await stream.return(undefined);
      },
    );

    it('the turn clock: set at creation and shown at the table; a real-time game refuses it (400), a bound is kept', async () => {
      const f = api();
      const people = [
        { kind: 'human', name: 'An' },
        { kind: 'human', name: 'Bo' },
        { kind: 'bot' },
        { kind: 'bot' },
      ];
      const m = await body(await f('/v1/matches', post({ game: 'wiezen', seats: people, turn: 60 })));
      const seen = await body(await f(`/v1/matches/${m.id}`, auth(m.seats[0].token)));
      expect(seen.table).toMatchObject({ turn: 60, grace: 90 });
      const none = await body(await f('/v1/matches', post({ game: 'wiezen', seats: people })));
      expect((await body(await f(`/v1/matches/${none.id}`))).table.turn).toBeNull();
      for (const lang of ['en', 'nl'] as const) {
        const res = await f(
          '/v1/matches',
          post({ game: 'bunte-kuh', seats: [{ kind: 'human' }, { kind: 'bot' }], turn: 30 }, undefined, lang),
        );
        expect(res.status).toBe(400);
        const refusal = (await body(res)).error;
        expect(refusal.code).toBe('turn-clock-realtime');
        expect(refusal.message).toMatch(lang === 'en' ? /turn-based/ : /beurten/);
      }
      const realtime = await f(
        '/v1/matches',
        post({ game: 'bunte-kuh', seats: [{ kind: 'human' }, { kind: 'bot' }], turn: null }),
      );
      expect(realtime.status).toBe(201);
      expect((await body(await f(`/v1/matches/${(await body(realtime)).id}`))).table.turn).toBeNull();
      for (const turn of [9, 3601, 12.5]) {
        const res = await f('/v1/matches', post({ game: 'wiezen', seats: people, turn }));
        expect(res.status).toBe(400);
        expect((await body(res)).error.code).toBe('invalid-request');
      }
    });

    it.skipIf(!withOptions({ clock: undefined }))(
      "the turn clock: a run-out turn costs one move (a bot makes it, the log says so), then the seat is its person's with a fresh clock; three in a row and it counts as left, back with a request",
      async () => {
        const { clock, advance } = handClock();
        const f = api({ clock });
        const m = await body(
          await f(
            '/v1/matches',
            post({
              game: 'wiezen',
              turn: 30,
              grace: null,
              level: 'easy',
              seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'bot' }, { kind: 'bot' }],
            }),
          ),
        );
        // The bots before the first person have moved: a person is to move (the spectator's view: nobody comes).
        await advance(0);
        const start = await body(await f(`/v1/matches/${m.id}`));
        const p: number = start.active.find((s: number) => s < 2);
        expect(p).toBeDefined();
        // The table counts down to the end of the turn.
        expect(start.turnEndsAt).toBe(clock.now() + 30_000);
        await advance(29_000);
        expect((await body(await f(`/v1/matches/${m.id}`))).version).toBe(start.version);
        await advance(2_000);
        const after = await body(await f(`/v1/matches/${m.id}`));
        // One move, not the game: the bot made the person's move and gave the seat back.
        expect(after.version).toBeGreaterThan(start.version);
        expect(after.seats[p].away).toBeUndefined();
        const log = await body(await f(`/v1/matches/${m.id}/log?from=${start.version}`));
        expect(log.moves[0]).toMatchObject({ n: start.version, seat: p, timedOut: true });
        expect(log.moves[0].text).toMatch(/time ran out: a bot played it/);
        expect(log.moves.filter((e: { seat: number }) => e.seat === p)).toHaveLength(1);
        // Nobody moves any more: after three run-out turns in a row the seat counts as left.
        let v = after;
        for (let i = 0; i < 40 && !v.seats[p].away && !v.outcome; i++) {
          await advance(31_000);
          v = await body(await f(`/v1/matches/${m.id}`));
        }
        expect(v.seats[p]).toMatchObject({ kind: 'human', away: true, level: 'easy' });
        const timedOut = (await body(await f(`/v1/matches/${m.id}/log`))).moves.filter(
          (e: { seat: number; timedOut?: boolean }) => e.seat === p && e.timedOut,
        );
        expect(timedOut).toHaveLength(3);
        const back = await body(await f(`/v1/matches/${m.id}`, auth(m.seats[p].token)));
        expect(back.seats[p].away).toBeUndefined();
      },
    );

    it('the public history: every move as the caller saw it, and the milestones, for a seat and a spectator alike', async () => {
      const f = api();
      const m = await duel(f, [{ kind: 'human' }, { kind: 'bot', level: 'easy' }]);
      let v = await body(await f(`/v1/matches/${m.id}`, auth(m.seats[0].token)));
      for (let n = 0; n < 100 && v.version < 1; n++) {
        await settle();
        v = await body(await f(`/v1/matches/${m.id}`, auth(m.seats[0].token)));
      }
      const mine = await body(await f(`/v1/matches/${m.id}/log`, auth(m.seats[0].token)));
      // The bot's sealed bid is a kind to seat 0, as at the table.
      expect(mine.moves[0]).toMatchObject({
        n: 0,
        seat: 1,
        move: { type: 'bid', hidden: true },
        text: 'bid a sealed card',
      });
      await f(`/v1/matches/${m.id}/moves`, post({ move: v.legal[0], version: v.version }, m.seats[0].token));
      const nl = await body(
        await f(`/v1/matches/${m.id}/log?from=1`, { headers: { 'accept-language': 'nl' } }),
      );
      expect(nl.moves[0]).toMatchObject({ n: 1, seat: 0 });
      expect(nl.moves[0].text).toMatch(/^bied/);
      // A Wiezen deal, its one person gone: the bots play it out, and its score is a milestone in the history.
      const bots = await body(
        await f(
          '/v1/matches',
          post({
            game: 'wiezen',
            options: { deals: 1 },
            seats: [{ kind: 'human' }, ...[1, 2, 3].map(() => ({ kind: 'bot', level: 'easy' }))],
            level: 'easy',
          }),
        ),
      );
      await f(`/v1/matches/${bots.id}/leave`, { method: 'POST', ...auth(bots.seats[0].token) });
      let log = await body(await f(`/v1/matches/${bots.id}/log`));
      type Entry = { milestone: { kind: string }; text: string };
      const dealt = () => (log.milestones as Entry[]).find((m) => m.milestone.kind === 'deal');
      for (let n = 0; n < 400 && !dealt(); n++) {
        await settle();
        log = await body(await f(`/v1/matches/${bots.id}/log`));
      }
      expect(dealt()).toMatchObject({
        milestone: { kind: 'deal', deal: 0 },
        text: expect.stringMatching(/^deal 1/),
      });
      // Before it, each trick but the deal's last said who took it (none when everybody passed).
      const tricks = (log.milestones as Entry[]).filter((m) => m.milestone.kind === 'trick');
      expect([0, 12]).toContain(tricks.length);
      for (const t of tricks) expect(t.text).toMatch(/^trick \d+: seat \d wins it with \w+ of \w+$/);
    });

    it('play again: the same people at a new table, one seat on; each takes their seat with their own token', async () => {
      const f = api();
      const m = await duel(f, [
        { kind: 'human', name: 'An' },
        { kind: 'bot', level: 'easy' },
      ]);
      const early = await f(`/v1/matches/${m.id}/rematch`, { method: 'POST', ...auth(m.seats[0].token) });
      expect([early.status, (await body(early)).error.code]).toEqual([403, 'match-not-over']);
      for (let n = 0; n < 2000; n++) {
        const v = await body(await f(`/v1/matches/${m.id}`, auth(m.seats[0].token)));
        if (v.outcome !== null) break;
        if (v.legal.length > 0)
          await f(
            `/v1/matches/${m.id}/moves`,
            post({ move: v.legal[0], version: v.version }, m.seats[0].token),
          );
        else await settle();
      }
      const again = await body(
        await f(`/v1/matches/${m.id}/rematch`, { method: 'POST', ...auth(m.seats[0].token) }),
      );
      expect(again.seat).toBe(1);
      const next = await body(await f(`/v1/matches/${again.id}`, auth(again.token)));
      expect(next.seat).toBe(1);
      expect(next.seats).toEqual([
        { kind: 'bot', level: 'easy' },
        expect.objectContaining({ kind: 'human', name: 'An' }),
      ]);
      expect(next.started).toBe(true);
      // The old table points to the new one; asking again gives the same table.
      expect((await body(await f(`/v1/matches/${m.id}`))).next).toBe(again.id);
      expect(
        (await body(await f(`/v1/matches/${m.id}/rematch`, { method: 'POST', ...auth(m.host) }))).id,
      ).toBe(again.id);
    });
  });
}
