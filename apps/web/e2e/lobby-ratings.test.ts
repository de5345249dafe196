/**
 * The live lobby and the ratings, end to end: the built API (`@tafel/api`, Node and SQLite) serves the site and
 * the API on one port, and each person is a browser context of their own (their own storage, as on their own
 * device).
 *
 * - The lobby (`together.html`) follows `GET /v1/tables/events`: a public table another browser hosts shows in
 *   it within 2 s (it would otherwise wait for the next read, 15 s later), and leaves it within 2 s once its
 *   last seat is taken.
 * - Two people claim names on the ratings page; one carries hers to a third browser with a move code; she
 *   hosts a public Wine Cellar table from the lobby and he joins it there (both seats carry their person's key);
 *   they play it to its end (their moves sent with the seats' tokens, which their browsers keep); then each sees
 *   the new ratings on the leaderboard, their own row marked; an invite link's seat too plays under the name
 *   claimed.
 * - While the stream is refused, the lobby reads the list every 15 s instead (the page's clock run on).
 */
import type { ChildProcess } from 'node:child_process';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launch, shot, startApi } from './support.js';

let browser: Browser;
let server: ChildProcess;
let url: string;

beforeAll(async () => {
  ({ server, url } = await startApi('lobby-ratings'));
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  server?.kill();
});

/** A person: a browser context of their own, and a page in it. */
async function person(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.on('pageerror', (e) => {
    throw e;
  });
  return { context, page };
}

/** A JSON request to the API from the test (as a program would). */
async function api<T>(path: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await res.json()) as T;
}

/** The seat's token this browser keeps for `match` (the site keeps it in `localStorage`, never in an address). */
const tokenOf = (page: Page, match: string) =>
  page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { token?: string }).token ?? null,
    `tafel:match:${match}`,
  );

/** Claims `name` on the ratings page; resolves once the page says who this browser plays as. */
async function claim(page: Page, name: string): Promise<void> {
  await page.goto(`${url}/ratings.html`);
  await page.locator('form.claim input[name="name"]').fill(name);
  await page.locator('form.claim button[type="submit"]').click();
  await expect.poll(() => page.locator('.you .who').textContent()).toBe(`You play as ${name}.`);
}

describe('the live lobby', () => {
  it('shows a public table another browser hosts within 2 s, and takes it away within 2 s once it begins', async () => {
    const watcher = await person();
    const w = watcher.page;
    await w.goto(`${url}/together.html`);
    await w.locator('.no-tables, ul.tables').first().waitFor();
    const other = await person();
    await other.page.goto(`${url}/together.html`);
    // The other browser hosts a public table (through the API, as its page does).
    const hosted = await other.page.evaluate(async () => {
      const res = await fetch('/v1/matches', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          game: 'wiezen',
          name: 'Live table',
          visibility: 'public',
          seats: [{ kind: 'human', name: 'Anna' }, { kind: 'open' }, { kind: 'bot' }, { kind: 'bot' }],
        }),
      });
      return (await res.json()) as { id: string };
    });
    const opened = Date.now();
    const listed = w.locator(`li.open-table[data-match="${hosted.id}"]`);
    await listed.waitFor({ timeout: 2000 });
    const shownAfter = Date.now() - opened;
    expect(await listed.textContent()).toMatch(/Live table[\s\S]*1 of 4 seats open/);
    // Its last seat taken: the game begins and the table leaves the lobby.
    await api(`/v1/matches/${hosted.id}/seats/1/join`, { name: 'Bram' });
    const joined = Date.now();
    await listed.waitFor({ state: 'detached', timeout: 2000 });
    console.log(
      `live lobby: a new table shown after ${shownAfter} ms, a begun one gone after ${Date.now() - joined} ms`,
    );
    await Promise.all([watcher.context.close(), other.context.close()]);
  });
  it('reads the list every 15 s instead while the stream fails (the page clock run on, not waited for)', async () => {
    const watcher = await person();
    const w = watcher.page;
    // The stream is refused, as a proxy that does not pass server-sent events on would.
    await w.route('**/v1/tables/events*', (route) => route.fulfill({ status: 502, body: 'bad gateway' }));
    await w.clock.install();
    await w.goto(`${url}/together.html`);
    await w.locator('.no-tables, ul.tables').first().waitFor();
    const hosted = await api<{ id: string }>('/v1/matches', {
      game: 'wiezen',
      name: 'Polled table',
      visibility: 'public',
      seats: [{ kind: 'human', name: 'Anna' }, { kind: 'open' }, { kind: 'bot' }, { kind: 'bot' }],
    });
    const listed = w.locator(`li.open-table[data-match="${hosted.id}"]`);
    // Nothing tells the page yet: no stream, and the next read is 15 s away.
    await w.clock.runFor(5_000);
    expect(await listed.count()).toBe(0);
    await w.clock.runFor(10_500);
    await listed.waitFor();
    await watcher.context.close();
  });
});

describe('ratings', () => {
  it('two people claim names, play a hosted Wine Cellar table to its end, and both see their new rating', async () => {
    const anna = await person();
    const bram = await person();
    const a = anna.page;
    const b = bram.page;
    await claim(a, 'Anna');
    await claim(b, 'Bram');
    // A name is claimed once: a third browser cannot have it.
    const phone = await person();
    const p = phone.page;
    await p.goto(`${url}/ratings.html`);
    await p.locator('form.claim input[name="name"]').fill('anna');
    await p.locator('form.claim button[type="submit"]').click();
    await expect.poll(() => p.locator('.you [role="alert"]').textContent()).toMatch(/taken/i);
    // Anna moves to that browser with a code her first one shows.
    await a.locator('button.make-code').click();
    const code = /([A-Z0-9]{5}-[A-Z0-9]{5})/.exec((await a.locator('.you .code').textContent()) ?? '')?.[1];
    expect(code).toBeTruthy();
    await p.locator('form.move-code input[name="code"]').fill(code!.toLowerCase());
    await p.locator('form.move-code button[type="submit"]').click();
    await expect.poll(() => p.locator('.you .who').textContent()).toBe('You play as Anna.');

    // Anna hosts a public table in the lobby (her seat carries her key), Bram finds it there and joins.
    await a.goto(`${url}/together.html`);
    // The lobby says under which name she sits down (no name field to fill).
    await expect.poll(() => a.locator('.playing-as').textContent()).toContain('You sit down as Anna,');
    expect(await a.locator('#my-name').count()).toBe(0);
    await a.locator('#host select[name="game"]').selectOption('wine-cellar');
    await a.locator('#host select[name="players"]').selectOption('2');
    await a.locator('#host select[name="seat-0"]').selectOption('human');
    await a.locator('#host select[name="seat-1"]').selectOption('open');
    await a.locator('#host input[name="visibility"][value="public"]').check();
    await a.locator('#host button[type="submit"]').click();
    await a.waitForURL(/\/play\.html\?match=/);
    const match = new URL(a.url()).searchParams.get('match')!;
    await b.goto(`${url}/together.html`);
    const listed = b.locator(`li.open-table[data-match="${match}"]`);
    await listed.waitFor();
    // The table shows the name Anna claimed (her key decided it, not the form's empty name field).
    expect(await listed.textContent()).toContain('Anna');
    await listed.locator('button.join').click();
    await b.waitForURL(/\/play\.html\?match=/);
    const tokens = [await tokenOf(a, match), await tokenOf(b, match)];
    expect(tokens.every((t) => typeof t === 'string')).toBe(true);
    const seats = (await api<{ seats: { name?: string }[] }>(`/v1/matches/${match}`)).seats;
    expect(seats.map((s) => s.name)).toEqual(['Anna', 'Bram']);

    // They play it to the end: each seat in turn plays its first legal move, with its own token.
    type View = { outcome: { winners: number[] } | null; legal: unknown[]; version: number };
    let last: View | null = null;
    for (let step = 0; step < 2000 && !last; step++) {
      let moved = false;
      for (const token of tokens) {
        const v = await api<View>(`/v1/matches/${match}`, undefined, token!);
        if (v.outcome) {
          last = v;
          break;
        }
        if (v.legal.length === 0) continue;
        await api(`/v1/matches/${match}/moves`, { move: v.legal[0], version: v.version }, token!);
        moved = true;
      }
      if (!moved && !last) await new Promise((r) => setTimeout(r, 20));
    }
    expect(last?.outcome).toBeTruthy();

    // The leaderboard, as the API keeps it, once the match is rated.
    type Board = { standings: { name: string; rating: number; rd: number; games: number }[] };
    let board: Board = { standings: [] };
    await expect
      .poll(async () => {
        board = await api<Board>('/v1/ratings/wine-cellar');
        return board.standings.map((s) => `${s.name}:${s.games}`).sort();
      })
      .toEqual(['Anna:1', 'Bram:1']);
    const annaWon = last!.outcome!.winners.includes(0);
    const bramWon = last!.outcome!.winners.includes(1);
    for (const s of board.standings) {
      const won = s.name === 'Anna' ? annaWon : bramWon;
      const drew = annaWon === bramWon;
      if (drew) expect(s.rating).toBe(1500);
      else if (won) expect(s.rating).toBeGreaterThan(1500);
      else expect(s.rating).toBeLessThan(1500);
      expect(s.rd).toBeLessThan(350);
    }

    // Each sees both rows on the page, their own marked, with the ratings the API keeps.
    for (const [page, name, other] of [
      [a, 'Anna', 'Bram'],
      [b, 'Bram', 'Anna'],
    ] as const) {
      await page.goto(`${url}/ratings.html?game=wine-cellar`);
      const rows = page.locator('table.standings tbody tr');
      await expect.poll(() => rows.count()).toBe(2);
      const mine = page.locator('table.standings tr.mine');
      expect(await mine.count()).toBe(1);
      const expected = board.standings.find((s) => s.name === name)!;
      expect(await mine.locator('th').textContent()).toBe(`${name} (you)`);
      expect(await mine.locator('td.rating').textContent()).toBe(String(expected.rating));
      expect(await mine.locator('td.rd').textContent()).toBe(`±${expected.rd}`);
      expect(await mine.locator('td.games').textContent()).toBe('1');
      expect(await page.locator('table.standings tbody tr:not(.mine) th').textContent()).toBe(other);
      expect(await page.locator('.my-rating').textContent()).toBe(
        `Your rating at Wine Cellar: ${expected.rating} (±${expected.rd}), after 1 rated game.`,
      );
    }
    await shot(a, 'ratings-leaderboard');
    expect(await axeViolations(a)).toEqual([]);

    // In Dutch: the page, its navigation link and the columns.
    await b.goto(`${url}/ratings.html?game=wine-cellar&lang=nl`);
    await expect.poll(() => b.locator('h1').textContent()).toBe('Ranglijsten');
    expect(await b.getByRole('navigation').getByRole('link', { name: 'Ranglijsten' }).count()).toBe(1);
    await expect.poll(() => b.locator('table.standings thead').textContent()).toContain('Afwijking');
    expect(await b.locator('table.standings tr.mine th').textContent()).toBe('Bram (jij)');
    // On a phone: nothing scrolls sideways (the leaderboard scrolls in its own box if it must).
    await b.setViewportSize({ width: 360, height: 800 });
    expect(await b.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // An invite link to a private table: Bram sits down under his claimed name, whatever he types in its form.
    const annaKey = await a.evaluate(
      () => (JSON.parse(localStorage.getItem('tafel:person') ?? '{}') as { key?: string }).key,
    );
    const invited = await api<{ id: string; invite: string }>('/v1/matches', {
      game: 'wine-cellar',
      seats: [{ kind: 'human', person: annaKey }, { kind: 'open' }],
    });
    await b.goto(`${url}/play.html?match=${invited.id}&seat=1&invite=${invited.invite}`);
    await b.locator('form.join input[name="name"]').fill('Someone else');
    await b.locator('form.join button[type="submit"]').click();
    await expect
      .poll(async () => (await api<{ seats: { name?: string }[] }>(`/v1/matches/${invited.id}`)).seats)
      .toMatchObject([{ name: 'Anna' }, { name: 'Bram' }]);
    await Promise.all([anna.context.close(), bram.context.close(), phone.context.close()]);
  });
});
