/**
 * Playing together on the demo site, end to end: the built API (`@tafel/api`, Node and SQLite) serves the site and
 * the API on one port, and each person is a browser context of their own (their own storage, as on their own
 * device). Everything is done as a person does it — the lobby's form and list, the table's controls, the links
 * the table page shows — and read off the screen; each person's move is the first control the table enables.
 *
 * - A public Wiezen table with two people and two bots: hosted from the lobby, found and joined there by the
 *   second person; a reload keeps the seat and shows the whole log; a person who closes their browser is played
 *   by a bot after the grace (the least the API allows) and comes back with their link; the game ends; both play
 *   again at the next table.
 * - A private table is not in the lobby and is reached by its invite link; its host gives an open seat to a bot
 *   and starts early; a person leaves (asked twice), is played by a bot, and comes back.
 * - Real-time Bunte Kuh between two people and a bot, to the end.
 */
import type { ChildProcess } from 'node:child_process';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, ENABLED_MOVE, launch, shot, startApi } from './support.js';

let browser: Browser;
let server: ChildProcess;
let url: string;

beforeAll(async () => {
  ({ server, url } = await startApi('together'));
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  server?.kill();
});

/** A person: a browser context of their own, which notes every `tafel-move` its pages hear (by seat). */
async function person(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => {
    const w = window as unknown as { moves: number[] };
    w.moves = [];
    document.addEventListener('tafel-move', (e) =>
      w.moves.push((e as CustomEvent<{ seat: number }>).detail.seat),
    );
  });
  const page = await context.newPage();
  page.on('pageerror', (e) => {
    throw e;
  });
  return { context, page };
}

const statusOf = async (page: Page) => (await page.locator('[part~="status"]').first().textContent()) ?? '';
const over = async (page: Page) => /Game over|Spel afgelopen/.test(await statusOf(page));
/** The seats' moves this page's table told (`tafel-move`). */
const movesHeard = (page: Page) =>
  page.evaluate(() => (window as unknown as { moves: number[] }).moves.slice());
/** How a seat is shown in the table's list of people (`here`, `gone`, `away`, `bot`, `open`, `reserved`). */
const seatState = (page: Page, seat: number) =>
  page.locator(`[part~="person"][data-seat="${seat}"]`).getAttribute('data-state');
/** The log's lines as the table shows them. */
const logLines = (page: Page) => page.locator('[part~="log"] li').allTextContents();
/** The match the page's table shows. */
const matchOf = (page: Page) => new URL(page.url()).searchParams.get('match');

/** The summaries each page's table showed (their headings), as `moveOnce` read them. */
const summaries = new WeakMap<Page, Set<string>>();
const summariesOf = (page: Page): Set<string> => {
  const seen = summaries.get(page) ?? new Set<string>();
  summaries.set(page, seen);
  return seen;
};

/**
 * Clicks the first control the page's table enables (in an auction the first bid after "pass", so that a Wiezen
 * deal is played rather than passed); whether a click was made.
 */
async function moveOnce(page: Page): Promise<boolean> {
  // A stage closed (a deal scored): its summary is read, then dismissed, as a person does.
  const summary = page.locator('[part~="summary"]');
  if ((await summary.count()) > 0) {
    const title = await summary
      .locator('h3')
      .textContent({ timeout: 2000 })
      .catch(() => null);
    if (title) summariesOf(page).add(title);
    return page
      .locator('[part~="continue"]')
      .click({ timeout: 2000 })
      .then(() => true)
      .catch(() => false);
  }
  const moves = page.locator(ENABLED_MOVE);
  if ((await moves.count()) === 0) return false;
  const bids = page.locator(`${ENABLED_MOVE}[part~="bid"]`);
  const choice = (await bids.count()) > 1 ? bids.nth(1) : moves.first();
  // The table re-renders as the others' moves arrive: a control may vanish under the pointer.
  return choice
    .click({ timeout: 2000 })
    .then(() => true)
    .catch(() => false);
}

/**
 * Each page moves when it can until `done` (checked between rounds) holds; returns the clicks per page. A
 * round in which nobody could move waits a moment for the others (bots, the server) to play.
 */
async function playUntil(pages: Page[], done: () => Promise<boolean>, most = 3000): Promise<number[]> {
  const clicks = pages.map(() => 0);
  for (let round = 0; !(await done()); round++) {
    if (round > most) throw new Error('the table did not get there');
    let moved = false;
    for (const [i, page] of pages.entries()) {
      if (await moveOnce(page)) {
        clicks[i]!++;
        moved = true;
      }
    }
    if (!moved) await pages[0]!.waitForTimeout(50);
  }
  return clicks;
}

/** Hosts a table from the lobby's form; resolves on the table page with the match's id. */
async function host(
  page: Page,
  args: {
    name: string;
    game: string;
    seats: string[];
    visibility: 'public' | 'private';
    grace?: number;
    options?: Record<string, number>;
    /** Names the host gives the other people's seats, by seat. */
    names?: Record<number, string>;
  },
): Promise<string> {
  await page.goto(`${url}/together.html`);
  await page.locator('#my-name').fill(args.name);
  await page.locator('#host select[name="game"]').selectOption(args.game);
  await page.locator('#host select[name="players"]').selectOption(String(args.seats.length));
  for (const [i, kind] of args.seats.entries())
    await page.locator(`#host select[name="seat-${i}"]`).selectOption(kind);
  for (const [seat, name] of Object.entries(args.names ?? {}))
    await page.locator(`#host input[name="seat-${seat}-name"]`).fill(name);
  await page.locator(`#host input[name="visibility"][value="${args.visibility}"]`).check();
  if (args.grace !== undefined) await page.locator('#host input[name="grace"]').fill(String(args.grace));
  for (const [key, value] of Object.entries(args.options ?? {}))
    await page.locator(`#host input[name="${key}"]`).fill(String(value));
  await page.locator('#host button[type="submit"]').click();
  await page.waitForURL(/\/play\.html\?match=/);
  await page.locator('[part~="people"]').waitFor();
  return matchOf(page)!;
}

describe('playing together', () => {
  it('a public Wiezen table: hosted and joined from the lobby, a reload, a seat gone and back, the end, play again', async () => {
    const ann = await person();
    const bob = await person();
    const a = ann.page;
    const match = await host(a, {
      name: 'Ann',
      game: 'wiezen',
      seats: ['human', 'open', 'bot:easy', 'bot:easy'],
      visibility: 'public',
      grace: 5,
      options: { deals: 3 },
    });
    // The waiting room: Ann seated and there, seat 2 open with its link, two bots; the host may start.
    await a.locator('[part~="waiting"]').waitFor();
    await expect.poll(() => seatState(a, 0)).toBe('here');
    expect(await seatState(a, 1)).toBe('open');
    expect(await seatState(a, 2)).toBe('bot');
    expect(await a.locator('#seat-panel [data-link="seat-1"] input').inputValue()).toContain(
      `match=${match}`,
    );
    await expect(a.locator('#seat-panel button.start').count()).resolves.toBe(1);
    // Nothing secret in the address: the seat's key is kept by the browser.
    expect(new URL(a.url()).searchParams.get('token')).toBeNull();

    // Bob finds the table in the lobby and joins it: the last open seat, so the game begins.
    const b = bob.page;
    await b.goto(`${url}/together.html`);
    await b.locator('#my-name').fill('Bob');
    const listed = b.locator(`li.open-table[data-match="${match}"]`);
    await listed.waitFor();
    expect(await listed.textContent()).toMatch(/1 of 4 seats open/);
    expect(await listed.textContent()).toContain('Ann');
    await listed.locator('button.join').click();
    await b.waitForURL(/\/play\.html\?match=/);
    expect(matchOf(b)).toBe(match);
    await expect.poll(() => a.locator('[part~="waiting"]').count()).toBe(0);
    await expect.poll(() => seatState(a, 1)).toBe('here');
    await expect.poll(() => b.locator('[part~="person"][data-seat="1"]').textContent()).toContain('Bob');
    // Once begun, the table is no longer listed.
    const tables = (await (await fetch(`${url}/v1/tables`)).json()) as { tables: { id: string }[] };
    expect(tables.tables.map((t) => t.id)).not.toContain(match);

    // Both play a few moves; Ann's table tells every seat's.
    const movesOf = async (page: Page, seat: number) =>
      (await movesHeard(page)).filter((s) => s === seat).length;
    await playUntil([a, b], async () => (await movesOf(a, 0)) >= 3 && (await movesOf(a, 1)) >= 3);
    expect(await movesOf(a, 2)).toBeGreaterThan(0);

    // Bob reloads: the same seat, and the whole log as Ann sees it.
    await b.reload();
    await b.locator('[part~="people"]').waitFor();
    await expect.poll(() => seatState(b, 1)).toBe('here');
    expect(await b.locator('[part~="person"][data-seat="1"]').textContent()).toContain('Bob');
    // Each table calls its own seat "You", and the verb agrees ("You play", "Ann plays"): with who moved named
    // and the verb left out, the two logs read the same.
    const named = async (page: Page, name: string) =>
      JSON.stringify(
        (await logLines(page)).map((l) => {
          const [, who, rest] = /^(You|Bot \d+|\S+) \S+(.*)$/s.exec(l.trim()) ?? [];
          // A milestone inside the line ("Trick 1: you win it") names the seat here as "you" too.
          const told = rest?.replace(/\byou win it\b/g, `${name} wins it`);
          return `${who === 'You' ? name : who}:${told}`;
        }),
      );
    await expect.poll(() => named(b, 'Bob')).toBe(await named(a, 'Ann'));
    expect((await logLines(b)).length).toBeGreaterThan(6);
    await shot(b, 'together-wiezen-reloaded');

    // Bob's link back to his seat (shown on his page), then he closes his browser.
    const rejoin = await b.locator('#seat-panel [data-link="rejoin"] input').inputValue();
    expect(rejoin).toContain('rejoin=');
    await bob.context.close();
    // After the grace a bot plays his seat, which everyone sees; Ann plays on meanwhile.
    await playUntil([a], async () => (await seatState(a, 1)) === 'away');
    const before = await movesOf(a, 1);
    await playUntil([a], async () => (await movesOf(a, 1)) > before);
    expect(await a.locator('[part~="person"][data-seat="1"]').textContent()).toMatch(/bot/i);

    // Bob comes back on another browser with his link: his seat again, and everyone sees him there.
    const bob2 = await person();
    const b2 = bob2.page;
    await b2.goto(rejoin);
    await b2.locator('[part~="people"]').waitFor();
    expect(new URL(b2.url()).searchParams.get('rejoin')).toBeNull();
    await expect.poll(() => seatState(b2, 1)).toBe('here');
    await playUntil([a, b2], async () => (await seatState(a, 1)) === 'here');

    // To the end.
    await playUntil([a, b2], async () => (await over(a)) && (await over(b2)));
    await shot(a, 'together-wiezen-over');
    // Each deal scored was summed up over the board for the people at the table, as at a table with bots (the
    // last one is under the final standings at the end).
    for (const page of [a, b2]) {
      const last = page.locator('[part~="standings"] .last-stage > summary');
      if ((await last.count()) > 0)
        summariesOf(page).add(((await last.textContent()) ?? '').replace(/^[^:]*:\s*/, ''));
    }
    const deals = (page: Page) => [...summariesOf(page)].filter((t) => /^Deal \d/.test(t)).length;
    // Ann was at the table throughout: all three deals, the ones she finished herself too.
    expect(deals(a)).toBe(3);
    expect(deals(b2)).toBeGreaterThanOrEqual(1);

    // Play again: each follows to the next table, at a seat of their own.
    await a.locator('[part~="play-again"]').click();
    await expect.poll(() => matchOf(a)).not.toBe(match);
    const next = matchOf(a)!;
    await b2.locator('[part~="play-again"]').click();
    await expect.poll(() => matchOf(b2)).toBe(next);
    await expect
      .poll(async () => [await seatState(a, 1), await seatState(a, 2)].sort().join())
      .toBe('here,here');
    const seatOf = async (page: Page) =>
      (await page.locator('[part~="person"]').allTextContents()).findIndex((t) => /\(you\)/.test(t));
    expect(await seatOf(a)).not.toBe(await seatOf(b2));
    await ann.context.close();
    await bob2.context.close();
  }, 300_000);

  it('a private table: not in the lobby, its invite link seats a person; the host gives a seat to a bot and starts; a seat taken back on another device and back here; leave and back', async () => {
    const ann = await person();
    const bob = await person();
    const a = ann.page;
    const match = await host(a, {
      name: 'Ann',
      game: 'wiezen',
      seats: ['human', 'open', 'open', 'open'],
      visibility: 'private',
    });
    const invite = await a.locator('#seat-panel [data-link="seat-1"] input').inputValue();
    expect(invite).toMatch(/invite=/);
    // The host comes back to the waiting room: the invite links are shown again.
    await a.reload();
    await expect.poll(() => a.locator('#seat-panel [data-link="seat-1"] input').inputValue()).toBe(invite);

    // Not in the lobby; its link asks for a name and seats Bob.
    const b = bob.page;
    await b.goto(`${url}/together.html`);
    await b.locator('button.refresh:not([disabled])').waitFor();
    expect(await b.locator(`li.open-table[data-match="${match}"]`).count()).toBe(0);
    await b.goto(invite);
    await b.locator('#join input[name="name"]').fill('Bob');
    await b.locator('#join button[type="submit"]').click();
    await b.locator('[part~="people"]').waitFor();
    expect(new URL(b.url()).searchParams.get('invite')).toBeNull();
    await expect.poll(() => seatState(a, 1)).toBe('here');
    expect(await a.locator('[part~="person"][data-seat="1"]').textContent()).toContain('Bob');
    // Opening the invite link again on his browser takes Bob back to his seat (no second seat, no question).
    await b.goto(invite);
    await b.locator('[part~="people"]').waitFor();
    expect(await b.locator('#join form').count()).toBe(0);
    await expect
      .poll(() => b.locator('[part~="person"][data-seat="1"]').textContent())
      .toContain('Bob (you)');
    expect(await seatState(a, 2)).toBe('open');
    // Bob sees the waiting room, not the host's controls.
    expect(await b.locator('[part~="waiting"]').count()).toBe(1);
    expect(await b.locator('#seat-panel button.start').count()).toBe(0);

    // The host gives seat 3 to a bot, then starts: a bot takes seat 4 too, and the game begins.
    await a.locator('#seat-panel .invite:has([data-link="seat-2"]) button.give-bot').click();
    await expect.poll(() => seatState(b, 2)).toBe('bot');
    await a.locator('#seat-panel button.start').click();
    await expect.poll(() => seatState(b, 3)).toBe('bot');
    await expect.poll(() => b.locator('[part~="waiting"]').count()).toBe(0);
    await expect.poll(() => a.locator('#seat-panel .invites').count()).toBe(0);

    // Someone with the table's address but no seat watches: the people, no controls of a seat.
    const carl = await person();
    await carl.page.goto(`${url}/play.html?match=${match}`);
    await carl.page.locator('[part~="people"]').waitFor();
    await expect.poll(() => carl.page.locator('#seat-panel').textContent()).toMatch(/You are watching/);
    expect(await carl.page.locator('[part~="leave"]').count()).toBe(0);
    expect(await carl.page.locator('[part~="person"][data-seat="1"]').textContent()).toContain('Bob');
    await carl.context.close();

    // Bob takes his seat on another device with his link: this browser's key stops working, and on its next
    // load the page says so, watches, and offers the seat back here.
    const rejoin = await b.locator('#seat-panel [data-link="rejoin"] input').inputValue();
    const phone = await person();
    await phone.page.goto(rejoin);
    await expect
      .poll(() => phone.page.locator('[part~="person"][data-seat="1"]').textContent())
      .toContain('(you)');
    await b.reload();
    await expect.poll(() => b.locator('#status').textContent()).toMatch(/no longer works/);
    expect(await b.locator('[part~="leave"]').count()).toBe(0);
    await b.locator('#status a').click();
    await expect
      .poll(() => b.locator('[part~="person"][data-seat="1"]').textContent())
      .toContain('Bob (you)');
    await phone.context.close();

    // Bob leaves (asked twice): everyone sees a bot play his seat; he comes back.
    await b.locator('[part~="leave"]').click();
    await b.locator('[part~="leave-yes"]').click();
    await expect.poll(() => seatState(a, 1)).toBe('away');
    await b.locator('[part~="back"]').click();
    await expect.poll(() => seatState(a, 1)).toBe('here');
    await expect.poll(() => seatState(b, 1)).toBe('here');
    await ann.context.close();
    await bob.context.close();
  });

  it('a person the host named gets a link of their own, which the host can send again', async () => {
    const ann = await person();
    const a = ann.page;
    await host(a, {
      name: 'Ann',
      game: 'wiezen',
      seats: ['human', 'human', 'bot:easy', 'bot:easy'],
      names: { 1: 'Cem' },
      visibility: 'private',
    });
    // No seat is open: the game begins at once, and Cem's seat waits for him (or its bot, after the grace).
    const link = a.locator('#seat-panel [data-link="person-1"]');
    expect(await link.textContent()).toContain('Cem');
    const href = await link.locator('input').inputValue();
    const cem = await person();
    await cem.page.goto(href);
    await cem.page.locator('[part~="people"]').waitFor();
    await expect.poll(() => seatState(cem.page, 1)).toBe('here');
    expect(await cem.page.locator('[part~="person"][data-seat="1"]').textContent()).toContain('Cem (you)');
    await expect.poll(() => seatState(a, 1)).toBe('here');
    await ann.context.close();
    await cem.context.close();
  });

  it('real-time Bunte Kuh between two people and a bot, to the end', async () => {
    const ann = await person();
    const bob = await person();
    const a = ann.page;
    const match = await host(a, {
      name: 'Ann',
      game: 'bunte-kuh',
      seats: ['human', 'open', 'bot:easy'],
      visibility: 'private',
      options: { stock: 3 },
    });
    const invite = await a.locator('#seat-panel [data-link="seat-1"] input').inputValue();
    const b = bob.page;
    await b.goto(invite);
    await b.locator('#join button[type="submit"]').click();
    await b.locator('[part~="people"]').waitFor();
    await expect.poll(() => a.locator('[part~="waiting"]').count()).toBe(0);
    const clicks = await playUntil([a, b], async () => (await over(a)) && (await over(b)));
    expect(clicks[0]).toBeGreaterThan(0);
    expect(clicks[1]).toBeGreaterThan(0);
    // Both people's moves are in the match, and each page heard every seat's.
    const record = (await (await fetch(`${url}/v1/matches/${match}/record`)).json()) as {
      moves: { seat: number }[];
    };
    const seats = new Set(record.moves.map((m) => m.seat));
    expect(seats.has(0) && seats.has(1)).toBe(true);
    expect((await movesHeard(a)).length).toBe(record.moves.length);
    await shot(b, 'together-bunte-kuh-over');
    await ann.context.close();
    await bob.context.close();
  }, 240_000);
  it('the lobby lists the tables a page at a time, and the home page’s quick table goes to its waiting room', async () => {
    // More public tables than a page holds (the API's page is 20).
    for (let i = 0; i < 22; i++) {
      const res = await fetch(`${url}/v1/matches`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          game: 'wine-cellar',
          name: `Table ${i}`,
          visibility: 'public',
          seats: [{ kind: 'open' }, { kind: 'open' }],
        }),
      });
      expect(res.status).toBe(201);
    }
    const ann = await person();
    const a = ann.page;
    await a.goto(`${url}/together.html`);
    await a.locator('li.open-table').first().waitFor();
    expect(await a.locator('li.open-table').count()).toBe(20);
    // The newest first.
    expect(await a.locator('li.open-table h3').first().textContent()).toBe('Table 21');
    await a.locator('button.more').click();
    await expect.poll(() => a.locator('li.open-table').count()).toBeGreaterThanOrEqual(22);
    const names = await a.locator('li.open-table h3').allTextContents();
    expect(new Set(names).size).toBe(names.length);

    // The home page's form for a game with friends leads to this page too; and it makes a table and goes to
    // its waiting room.
    await a.goto(`${url}/index.html`);
    await a.locator('#hosted a.to-together').click();
    await a.waitForURL(/\/together\.html/);
    await a.goto(`${url}/index.html`);
    // A real-time game has no turn clock to offer; a turn-based one does, and the table gets it.
    await a.locator('#hosted select[name="game"]').selectOption('bunte-kuh');
    expect(await a.locator('#hosted select[name="turn"]').isVisible()).toBe(false);
    await a.locator('#hosted select[name="game"]').selectOption('wine-cellar');
    await a.locator('#hosted select[name="fill"]').selectOption('open');
    await a.locator('#hosted select[name="turn"]').selectOption('60');
    await a.locator('#hosted button[type="submit"]').click();
    await a.waitForURL(/\/play\.html\?match=/);
    await a.locator('[part~="waiting"]').waitFor();
    const clocked = (await (await fetch(`${url}/v1/matches/${matchOf(a)}`)).json()) as {
      table: { turn: number };
    };
    expect(clocked.table.turn).toBe(60);
    await expect
      .poll(() => a.locator('#seat-panel [data-link="seat-1"] input').inputValue())
      .toMatch(/invite=/);
    // The lobby lists this browser's tables: the way back to one whose page was closed.
    const mine = matchOf(a)!;
    await a.goto(`${url}/together.html`);
    await a.locator(`.your-tables li[data-match="${mine}"] a`).click();
    await a.waitForURL(new RegExp(`match=${mine}`));
    // Generous: the table's page loads and reads the match anew, which a busy CI machine once took over 5 s for.
    await expect
      .poll(() => a.locator('[part~="person"][data-seat="0"]').textContent(), { timeout: 20_000 })
      .toMatch(/\(you\)|You/);
    await ann.context.close();
  });

  it('the lobby and a waiting room in Dutch, with no WCAG A or AA violation', async () => {
    const ann = await person();
    const a = ann.page;
    await a.goto(`${url}/together.html?lang=nl`);
    await a.locator('#host select[name="game"]').selectOption('wiezen');
    await a.locator('#host input[name="visibility"][value="public"]').check();
    await a.locator('#host button[type="submit"]').click();
    await a.waitForURL(/\/play\.html\?match=/);
    await a.locator('[part~="waiting"]').waitFor();
    expect(await a.locator('#seat-panel').textContent()).toMatch(/Openbare tafel/);
    expect(await axeViolations(a)).toEqual([]);
    await shot(a, 'together-waiting-nl');
    const match = matchOf(a)!;
    await a.goto(`${url}/together.html?lang=nl`);
    const listed = a.locator(`li.open-table[data-match="${match}"]`);
    await listed.waitFor();
    expect(await listed.textContent()).toMatch(/1 van 4 plaatsen vrij/);
    expect(await axeViolations(a)).toEqual([]);
    await shot(a, 'together-lobby-nl');
    // The site's language switch: the lobby follows.
    await a.goto(`${url}/together.html`);
    await expect.poll(() => a.locator('h1').first().textContent()).toBe('Play together');
    await a.locator('button[data-lang="nl"]').click();
    await expect.poll(() => a.locator('h1').first().textContent()).toBe('Samen spelen');
    await ann.context.close();
  });
});
