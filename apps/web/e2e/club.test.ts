/**
 * The club at a hosted table, end to end: the built API (`@tafel/api`, Node and SQLite) serves the site and the
 * API on one port; each person is a browser context of their own. Tables are made through the API (the host's
 * form has its own tests), and each person opens the table page with their seat's token, as the site's links do.
 *
 * - The turn clock: a countdown beside the seat to move and in the status line; when it runs out a bot makes
 *   that one move, the log says so, and the seat is the person's again. The Hint button follows `hints`.
 * - Presence: a page closed shows its seat gone to the others within 3 s.
 * - A background tab: its title changes when its turn comes, and comes back when it is seen.
 * - The chat: a phrase and a message arrive (in the reader's language), markup never runs, a person is muted,
 *   writing too fast is said in words, a spectator reads only, and the chat survives a `kill -9` of the server.
 * - Play again: the others see "Anna wants to play again", and all who accept sit at one new table.
 */
import type { ChildProcess } from 'node:child_process';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, ENABLED_MOVE, launch, startApi } from './support.js';

let browser: Browser;
let server: ChildProcess;
let url: string;
let db: string;

beforeAll(async () => {
  ({ server, url, db } = await startApi('club'));
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  server?.kill();
});

interface Made {
  id: string;
  host: string;
  seats: { seat: number; token?: string; rejoin?: string }[];
}

/** A table made through the API. */
async function make(request: Record<string, unknown>): Promise<Made> {
  const res = await fetch(`${url}/v1/matches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
  const body = (await res.json()) as Made;
  if (res.status !== 201) throw new Error(JSON.stringify(body));
  return body;
}

/** The seat's view through the API (to know whose turn it is, and to play to the end). */
async function viewOf(id: string, token?: string) {
  const res = await fetch(`${url}/v1/matches/${id}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return (await res.json()) as {
    version: number;
    active: number[];
    legal: unknown[];
    outcome: unknown;
    next?: string;
    turnEndsAt?: number | null;
    seats: { kind: string; name?: string; connected?: boolean; reserved?: boolean }[];
  };
}

/** A person: a browser context of their own, at the table page of `id` (with their seat's token, if any). */
async function person(
  id: string,
  token?: string,
  lang = 'en',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // Notes the pitch of each tone the page starts (the table's sounds), so the turn's chime can be told apart.
  await context.addInitScript(() => {
    const w = window as unknown as { notes: number[] };
    w.notes = [];
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (this: OscillatorNode, when?: number) {
      w.notes.push(this.frequency.value);
      return start.call(this, when);
    };
  });
  const page = await context.newPage();
  page.on('pageerror', (e) => {
    throw e;
  });
  const q = new URLSearchParams({ match: id, lang, ...(token ? { token } : {}) });
  await page.goto(`${url}/play.html?${q}`);
  await page.locator('[part~="people"]').waitFor();
  return { context, page };
}

/** Waits (polling) until `fn` meets the matcher that follows: long enough for a busy two-core machine. */
const until = <T>(fn: () => Promise<T> | T, timeout = 10_000) => expect.poll(fn, { timeout, interval: 50 });

const statusOf = async (page: Page) => (await page.locator('[part~="status"]').first().textContent()) ?? '';
const seatState = (page: Page, seat: number) =>
  page.locator(`[part~="person"][data-seat="${seat}"]`).getAttribute('data-state');
const logLines = (page: Page) => page.locator('[part~="log"] li').allTextContents();
const chatLines = (page: Page) => page.locator('[part~="chat-message"]').allTextContents();

/** Plays every seat's first legal move through the API until the match is over. */
async function playOut(id: string, tokens: string[]): Promise<void> {
  for (let i = 0; i < 5000; i++) {
    let moved = false;
    for (const token of tokens) {
      const v = await viewOf(id, token);
      if (v.outcome) return;
      if (v.legal.length === 0) continue;
      const res = await fetch(`${url}/v1/matches/${id}/moves`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ move: v.legal[0], version: v.version }),
      });
      if (res.ok) moved = true;
    }
    if (!moved) await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the match did not end');
}

describe('the club at a hosted table', () => {
  it('a turn clock counts down beside the seat and in the status line; running out costs one move, told in the log; no hint where the host allowed none', async () => {
    const made = await make({
      game: 'wine-cellar',
      seats: [
        { kind: 'human', name: 'Anna' },
        { kind: 'human', name: 'Bob' },
      ],
      turn: 10,
      // The auction of 2021 in turns: one seat to move at a time.
      options: { rules: '2021' },
    });
    const [ta, tb] = made.seats.map((s) => s.token!);
    const anna = await person(made.id, ta);
    const bob = await person(made.id, tb);
    const first = (await viewOf(made.id, ta)).active[0]!;
    const [mover, other] = first === 0 ? [anna.page, bob.page] : [bob.page, anna.page];
    const name = first === 0 ? 'Anna' : 'Bob';
    const start = (await viewOf(made.id)).version;
    // The countdown beside the seat to move, on both screens, and in the status line; it goes down.
    const clock = (page: Page) =>
      page.locator(`[part~="person"][data-seat="${first}"] [part~="seat-clock"]`).textContent();
    await until(() => clock(other)).toMatch(/⏱ \d+ s/);
    await until(() => clock(mover)).toMatch(/⏱ \d+ s/);
    // What the page shows is the time the server's turn has left (its `turnEndsAt`, this machine's clock too), to
    // the second — however long a busy machine took to open the page.
    const { turnEndsAt } = await viewOf(made.id);
    const shown = Number(/(\d+)/.exec((await clock(other)) ?? '')![1]);
    const left = (turnEndsAt! - Date.now()) / 1000;
    expect(shown).toBeLessThanOrEqual(10);
    expect(Math.abs(shown - left)).toBeLessThanOrEqual(1.5);
    expect(await statusOf(mover)).toMatch(/Your turn · \d+ seconds? left/);
    await until(async () => Number(/(\d+)/.exec((await clock(other)) ?? '')![1])).toBeLessThan(shown);
    // Two people at the table and no choice made: no hint (the API's default).
    expect(await mover.locator('[part~="hint"]').count()).toBe(0);
    // Nobody moves: the clock runs out, a bot makes that one move, and both logs say so.
    await until(() => logLines(other), 20_000).toContainEqual(
      expect.stringContaining(`Time ran out: a bot played for ${name}`),
    );
    const after = await viewOf(made.id);
    expect(after.version).toBe(start + 1);
    expect(after.seats[first]!.kind).toBe('human');
    await until(() => logLines(mover)).toContainEqual(
      expect.stringContaining('Time ran out: a bot played for you'),
    );
    // Then the other seat's clock runs.
    await until(() =>
      other.locator(`[part~="person"][data-seat="${1 - first}"] [part~="seat-clock"]`).count(),
    ).toBe(1);
    await anna.context.close();
    await bob.context.close();

    // A table whose host allows hints shows the button to the person to move.
    const hinted = await make({
      game: 'wine-cellar',
      seats: [
        { kind: 'human', name: 'Anna' },
        { kind: 'human', name: 'Bob' },
      ],
      hints: true,
    });
    const who = (await viewOf(hinted.id, hinted.seats[0]!.token)).active[0]!;
    const p = await person(hinted.id, hinted.seats[who]!.token);
    await until(() => p.page.locator('[part~="hint"]').count()).toBe(1);
    await p.context.close();
  }, 120_000);

  it('a page closed shows its seat gone within 3 s; a background tab’s title says when its turn comes', async () => {
    const made = await make({
      game: 'wine-cellar',
      seats: [
        { kind: 'human', name: 'Anna' },
        { kind: 'human', name: 'Bob' },
      ],
      options: { rules: '2021' },
    });
    const [ta, tb] = made.seats.map((s) => s.token!);
    const anna = await person(made.id, ta);
    const bob = await person(made.id, tb);
    const first = (await viewOf(made.id, ta)).active[0]!;
    const [mover, waiter] = first === 0 ? [anna.page, bob.page] : [bob.page, anna.page];
    await until(() => seatState(mover, 1 - first)).toBe('here');
    // The waiting person turns the table's sound on (off by default), and it is kept for the next page.
    const sound = waiter.locator('[part~="sound"] input');
    // One sound setting at the side, and who sits where said once (the people, with who is there).
    expect(await waiter.locator('input[type="checkbox"]').count()).toBe(1);
    expect(await waiter.locator('[part~="players"]').count()).toBe(0);
    expect(await waiter.locator('[part~="person"]').count()).toBe(2);
    expect(await sound.isChecked()).toBe(false);
    await sound.check();
    await waiter.reload();
    await waiter.locator('[part~="people"]').waitFor();
    await until(() => sound.isChecked()).toBe(true);
    // The turn's chime: two notes, 660 Hz then 880 Hz (`felt/sound.ts`); a trick won is one low note.
    const chimes = () =>
      waiter.evaluate(
        () => (window as unknown as { notes: number[] }).notes.join().split('660,880').length - 1,
      );
    // The waiting person's tab goes to the background; the person to move plays.
    const title = await waiter.title();
    await waiter.evaluate(() => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(await waiter.title()).toBe(title);
    await mover.locator(ENABLED_MOVE).first().click();
    // Wine Cellar may give the mover more than one step: the mover plays until it is the other's turn.
    await until(async () => {
      if ((await mover.locator(ENABLED_MOVE).count()) > 0)
        await mover
          .locator(ENABLED_MOVE)
          .first()
          .click({ timeout: 1000 })
          .catch(() => undefined);
      return waiter.title();
    }, 20_000).toBe('● Your turn — Tafel');
    expect(await chimes()).toBe(1);
    // Seen again: the page's own title is back.
    await waiter.evaluate(() => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(await waiter.title()).toBe(title);

    // The page is put away (as into the back-forward cache: `pagehide`, the page itself still there): its
    // stream closes, so the other sees the seat gone; shown again (`pageshow`), it is back.
    await waiter.evaluate(() =>
      window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true })),
    );
    const other = first === 0 ? 1 : 0;
    await until(() => seatState(mover, other)).toBe('gone');
    await waiter.evaluate(() =>
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })),
    );
    await until(() => seatState(mover, other)).toBe('here');

    // The person to move closes the page: the other sees the seat gone within 3 s.
    const seat = first === 0 ? 1 : 0;
    const closing = first === 0 ? bob : anna;
    const watching = first === 0 ? anna.page : bob.page;
    await until(() => seatState(watching, seat)).toBe('here');
    const closed = Date.now();
    await closing.page.close({ runBeforeUnload: true });
    await until(() => seatState(watching, seat), 10_000).toBe('gone');
    const took = Date.now() - closed;
    console.info(`club e2e: a closed page showed gone after ${took} ms`);
    expect(took).toBeLessThan(3000);
    await anna.context.close();
    await bob.context.close();
  }, 120_000);

  it('the chat: phrases and messages arrive, markup never runs, mutes, too fast in words, spectators read only, and it survives kill -9', async () => {
    const made = await make({
      game: 'cui-bono',
      seats: [
        { kind: 'human', name: 'Anna' },
        { kind: 'human', name: 'Bob' },
        { kind: 'bot', level: 'easy' },
      ],
    });
    const [ta, tb] = made.seats.filter((s) => s.token).map((s) => s.token!);
    const anna = await person(made.id, ta);
    const bob = await person(made.id, tb, 'nl');
    const carl = await person(made.id, undefined);
    const a = anna.page;
    const b = bob.page;
    const c = carl.page;
    // A spectator reads along and cannot write (the host did not allow it).
    await c.locator('[part~="chat-read-only"]').waitFor();
    expect(await c.locator('[part~="chat-input"]').count()).toBe(0);

    // A quick phrase, read in each reader's language; a message with markup, shown as its characters.
    await a.locator('[part~="quick"][data-quick="good-luck"]').click();
    await until(() => chatLines(b)).toEqual(['Anna: Veel succes!']);
    const markup = '<img src=x onerror="window.pwned=1"><b>hi</b>';
    await a.locator('[part~="chat-input"]').fill(markup);
    await a.locator('[part~="chat-send"]').click();
    await until(() => chatLines(b)).toEqual(['Anna: Veel succes!', `Anna: ${markup}`]);
    await until(() => chatLines(c)).toEqual(['Anna: Good luck!', `Anna: ${markup}`]);
    for (const page of [a, b, c]) {
      expect(await page.locator('[part~="chat"] img, [part~="chat"] li b + b').count()).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
    }

    // The panel passes WCAG A and AA, for a seat and for a spectator.
    expect(await axeViolations(a)).toEqual([]);
    expect(await axeViolations(c)).toEqual([]);

    // Bob mutes Anna: her messages are hidden on his screen only, and counted.
    await b.locator('[part~="mute"][data-writer="seat:0"]').click();
    expect(await chatLines(b)).toEqual([]);
    expect(await b.locator('[part~="chat-muted"]').textContent()).toContain('2 berichten');
    await b.locator('[part~="quick"][data-quick="thanks"]').click();
    await until(() => chatLines(a)).toContainEqual('Bob: Thanks!');
    expect(await chatLines(b)).toEqual(['Jij: Bedankt!']);

    // Anna writes on until she writes too fast (five in ten seconds, twenty a minute): the message refused is
    // not sent, and the table says why in words.
    const problem = a.locator('[part~="chat-problem"]');
    let refused = '';
    for (let i = 0; i < 25 && !refused; i++) {
      await a.locator('[part~="chat-input"]').fill(`message ${i}`);
      await a.locator('[part~="chat-send"]').click();
      await until(
        async () => (await problem.count()) > 0 || (await chatLines(c)).includes(`Anna: message ${i}`),
      ).toBe(true);
      if ((await problem.count()) > 0) refused = `Anna: message ${i}`;
    }
    expect(refused).not.toBe('');
    expect(await problem.textContent()).toMatch(
      /You are writing too fast: wait \d+ seconds? before the next message\./,
    );
    expect(await chatLines(c)).not.toContainEqual(refused);

    // kill -9, and the server back on the same port and database: the chat is all there for a new page.
    const port = Number(new URL(url).port);
    const said = await chatLines(c);
    server.kill('SIGKILL');
    await new Promise((r) => server.once('exit', r));
    ({ server } = await startApi('club', { db, port }));
    await c.reload();
    await until(() => chatLines(c), 20_000).toEqual(said);
    // Bob's page reconnects by itself, and what Anna says now reaches him.
    await until(() => seatState(a, 1), 30_000).toBe('here');
    await b.locator('[part~="mute"][data-writer="seat:0"]').click();
    await a.locator('[part~="quick"][data-quick="well-played"]').click();
    await until(() => chatLines(a)).toContainEqual('You: Well played!');
    await until(() => chatLines(b), 20_000).toContainEqual('Anna: Goed gespeeld!');
    for (const p of [anna, bob, carl]) await p.context.close();
  }, 180_000);

  it('the host’s form offers the turn clock, hints (off with two people, on alone) and spectators’ chat', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${url}/together.html`);
    await page.locator('#my-name').fill('Anna');
    await page.locator('#host select[name="game"]').selectOption('wine-cellar');
    await page.locator('#host select[name="players"]').selectOption('2');
    const hints = page.locator('#host input[name="hints"]');
    await page.locator('#host select[name="seat-1"]').selectOption('bot:normal');
    await until(() => hints.isChecked()).toBe(true);
    await page.locator('#host select[name="seat-1"]').selectOption('open');
    await until(() => hints.isChecked()).toBe(false);
    expect(await page.locator('#host input[name="spectator-chat"]').isChecked()).toBe(false);
    await page.locator('#host select[name="turn"]').selectOption('30');
    await page.locator('#host input[name="spectator-chat"]').check();
    await page.locator('#host button[type="submit"]').click();
    await page.waitForURL(/\/play\.html\?match=/);
    const id = new URL(page.url()).searchParams.get('match')!;
    const table = (
      (await (await fetch(`${url}/v1/matches/${id}`)).json()) as { table: Record<string, unknown> }
    ).table;
    expect(table).toMatchObject({ turn: 30, hints: false, spectatorChat: true });
    await context.close();
  });

  it('play again: the others see who wants to play again, and all who accept sit at one new table', async () => {
    const made = await make({
      game: 'cui-bono',
      seats: [
        { kind: 'human', name: 'Anna' },
        { kind: 'human', name: 'Bob' },
        { kind: 'human', name: 'Carl' },
      ],
    });
    const tokens = made.seats.map((s) => s.token!);
    const people = [];
    for (const token of tokens) people.push(await person(made.id, token));
    const [a, b, c] = people.map((p) => p.page) as [Page, Page, Page];
    await playOut(made.id, tokens);
    for (const page of [a, b, c]) await until(() => statusOf(page)).toMatch(/Game over/);

    // Anna asks to play again: she goes to the next table; Bob and Carl are invited.
    await a.locator('[part~="play-again"]').click();
    await until(() => new URL(a.url()).searchParams.get('match')).not.toBe(made.id);
    const next = new URL(a.url()).searchParams.get('match')!;
    for (const page of [b, c])
      await until(() => page.locator('[part~="next"]').textContent(), 10_000).toBe(
        'Anna wants to play again',
      );
    // Bob accepts: Carl now reads both names.
    await b.locator('[part~="play-again"]').click();
    await until(() => new URL(b.url()).searchParams.get('match')).toBe(next);
    await until(() => c.locator('[part~="next"]').textContent(), 10_000).toMatch(
      /^(Anna, Bob|Bob, Anna) want to play again$/,
    );
    await c.locator('[part~="play-again"]').click();
    await until(() => new URL(c.url()).searchParams.get('match')).toBe(next);
    // One table, every seat taken by one of them, the game begun.
    const v = await viewOf(next);
    expect(v.seats.map((s) => s.kind)).toEqual(['human', 'human', 'human']);
    expect(v.seats.map((s) => s.name).sort()).toEqual(['Anna', 'Bob', 'Carl']);
    await until(() => a.locator('[part~="waiting"]').count()).toBe(0);
    for (const p of people) await p.context.close();
  }, 180_000);
});
