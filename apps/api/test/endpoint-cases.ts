/**
 * Every endpoint and every error code, as cases any runtime runs: the same requests a site or a referee sends,
 * against the app in this process (`endpoints.test.ts`) or against workerd (`workerd.test.ts`). A case that
 * needs the app built with other options (a small body limit, a low rate limit, a clock the test moves) runs
 * only where the runtime can build it so.
 */
import { games, Rng, replay } from '@tafel/core';
import { describe, expect, it } from 'vitest';
import type { HostedMatches } from '../src/matches/hosted.js';
import { auth, type Fetch, post } from './support.js';

/** The app options a case may ask for. */
export interface CaseOptions {
  maxBody?: number;
  rateLimit?: number;
  clock?: ConstructorParameters<typeof HostedMatches>[0]['clock'];
}

/** A runtime under test: a `fetch` to it, built with options when it can be (`null` when it cannot). */
export interface Runtime {
  name: string;
  api(options?: CaseOptions): Fetch | null;
}

const settle = () => new Promise((r) => setTimeout(r, 20));

async function body(res: Response) {
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever JSON the API answers.
  return (await res.json()) as Record<string, any>;
}

/** Declares every endpoint case for `runtime`. */
export function endpointCases(runtime: Runtime): void {
  const api = (options: CaseOptions = {}): Fetch => runtime.api(options)!;
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
      const refused = await f('/v1/games/wiezen/validate', post({ nonsense: true }));
      expect([refused.status, refused.headers.get('access-control-allow-origin')]).toEqual([400, '*']);
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
    async function duel(f: Fetch, seats: unknown[] = [{ kind: 'human' }, { kind: 'human' }]) {
      // A chosen seed only where nobody can join (the fairness rule); a table with an open seat gets a random one.
      const open = (seats as { kind: string }[]).some((s) => s.kind === 'open');
      return body(await f('/v1/matches', post({ game: 'wine-cellar', seats, ...(open ? {} : { seed: 'hosted' }) })));
    }

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
      const first = await body(await f(`/v1/matches/${m.id}`, auth(m.seats[0].token)));
      const move = first.legal[0];
      const none = await f(`/v1/matches/${m.id}/moves`, post({ move, version: 0 }));
      expect([none.status, (await body(none)).error.code]).toEqual([401, 'token-required']);
      const wrong = await f(`/v1/matches/${m.id}`, auth('not-a-token'));
      expect([wrong.status, (await body(wrong)).error.code]).toEqual([401, 'invalid-token']);
      const early = await f(`/v1/matches/${m.id}/record`);
      expect([early.status, (await body(early)).error.code]).toEqual([403, 'match-not-over']);
      const taken = await f(`/v1/matches/${m.id}/seats/0/join`, { method: 'POST' });
      expect([taken.status, (await body(taken)).error.code]).toEqual([403, 'seat-taken']);
      const joined = await body(await f(`/v1/matches/${m.id}/seats/1/join`, { method: 'POST' }));
      expect(joined.seat).toBe(1);
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

    it('streams the seat view after every change as server-sent events', async () => {
      const f = api();
      const m = await duel(f);
      const res = await f(`/v1/matches/${m.id}/events`, auth(m.seats[1].token));
      expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
      const reader = res.body!.getReader();
      const first = new TextDecoder().decode((await reader.read()).value);
      expect(first).toMatch(/event: view/);
      const move = (await body(await f(`/v1/matches/${m.id}`, auth(m.seats[0].token)))).legal[0];
      await f(`/v1/matches/${m.id}/moves`, post({ move, version: 0 }, m.seats[0].token));
      const second = new TextDecoder().decode((await reader.read()).value);
      const view = JSON.parse(second.split('data: ')[1]!.split('\n')[0]!);
      expect(view).toMatchObject({ seat: 1, version: 1 });
      // Seat 1 sees that seat 0 bid, never the card (the bid is sealed).
      expect(view.view.bids[0]).toBe('hidden');
      await reader.cancel();
    });

    it.skipIf(!withOptions({ clock: undefined }))(
      'real time: moves apply in arrival order whatever version they name; a move no longer legal gets 409 with the rule',
      async () => {
        // A clock the test moves by hand: the bot's reaction (seconds for a person) passes at once.
        let now = 0;
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
            const next = timers.reduce<(typeof timers)[number] | null>(
              (a, t) => (a && a.at <= t.at ? a : t),
              null,
            );
            // A bot step may still be running (a loaded machine): look a few more times before calling it quiet.
            if (!next || next.at > end) {
              idle++;
              continue;
            }
            idle = 0;
            now = Math.max(now, next.at);
            timers.splice(timers.indexOf(next), 1);
            next.fn();
          }
          now = end;
        };
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
}
