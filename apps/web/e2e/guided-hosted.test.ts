/**
 * A guided game at hosted tables, end to end: the built API server (`@tafel/api`, SQLite on a free port) hosts
 * the tables, and the site's table page (`play.html?…&guided`) or a page carrying the table element with `api`,
 * `match`, a seat's token and `guided` plays them by clicking, as a person does, reading the guide on the board.
 *
 * - Hints allowed (the host's choice): on each of the person's turns the suggested move is on the board with
 *   the rule behind it; following the suggestion (clicking the move marked on the board) through the auction
 *   into the play, core's refusal "You must follow …" is said beside a suggested card.
 * - Hints not allowed: no move is suggested (nothing marked, no Hint button), the guide says so and gives the
 *   rules of what the seat can do now — in Dutch here — turn after turn.
 * - A real-time game (Bunte Kuh) at a hosted table with hints allowed: the roll's total and the funnels adding
 *   up to it, from the seat's view the server sent.
 */
import type { ChildProcess } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bunteKuhRules } from '../src/rules/bunte-kuh.js';
import { wiezenRules } from '../src/rules/wiezen.js';
import { axeViolations, ENABLED_MOVE, launch, shot, startApi } from './support.js';

let browser: Browser;
let server: ChildProcess;
let url: string;

beforeAll(async () => {
  ({ server, url } = await startApi('guided-hosted'));
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  server?.kill();
});

/** Hosts a table through the API: the first seat a person (its token comes back), the others as given. */
async function host(
  game: string,
  others: readonly unknown[],
  settings: Record<string, unknown>,
): Promise<{ id: string; token: string }> {
  const res = await fetch(`${url}/v1/matches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ game, seats: [{ kind: 'human' }, ...others], ...settings }),
  });
  expect(res.status).toBe(201);
  const match = (await res.json()) as { id: string; seats: { token?: string }[] };
  return { id: match.id, token: match.seats[0]!.token! };
}

/** A page with the hosted table's element on it, guided, loading `tafel.js` from the API's own site. */
async function guidedPage(tag: string, table: { id: string; token: string }, extra = ''): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('pageerror', (e) => {
    throw e;
  });
  await page.goto(`${url}/index.html`);
  await page.setContent(
    `<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width"><title>guided</title>
     <script type="module" src="${url}/tafel.js"></script></head><body><main>
     <${tag} api="${url}" match="${table.id}" token="${table.token}" guided ${extra}></${tag}></main></body></html>`,
  );
  return page;
}

const squash = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();
const text = async (page: Page, part: string) =>
  squash(await page.locator(`[part~="${part}"]`).first().textContent());

/** How many lines the table's move log has. */
const logLines = (page: Page) => page.locator('[part~="log-lines"] > li').count();

/** Waits for the person's turn with the guide showing (a deal's summary on the way is read and dismissed). */
async function guideShown(page: Page, part: string): Promise<void> {
  const shown = page.locator(`[part~="${part}"]`);
  const summary = page.locator('[part~="continue"]');
  await shown.or(summary).first().waitFor({ timeout: 30_000 });
  while ((await shown.count()) === 0) {
    if ((await summary.count()) > 0) await summary.first().click();
    await shown.or(summary).first().waitFor({ timeout: 30_000 });
  }
}

describe('a guided game at a hosted table', () => {
  it('hints allowed: the suggestion on the board with its rule; following it, "You must follow" comes', async () => {
    const table = await host('wiezen', [{ kind: 'bot' }, { kind: 'bot' }, { kind: 'bot' }], {
      hints: true,
      seed: 'guided-hosted-w',
    });
    // The site's table page, the link asking for a guided game; the address keeps asking for it.
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.on('pageerror', (e) => {
      throw e;
    });
    await page.goto(`${url}/play.html?match=${table.id}&token=${table.token}&guided`);
    await page.locator('tafel-wiezen[guided]').waitFor({ state: 'attached' });
    expect(new URL(page.url()).searchParams.has('guided')).toBe(true);
    const why = wiezenRules.en.turn.slice(0, 2).map((r) => `Why: ${r}`);
    let followed = false;
    for (let turn = 0; turn < 40 && !followed; turn++) {
      await guideShown(page, 'guide-move');
      expect(await text(page, 'guide-move')).toMatch(/^Suggested: \w.+\.$/);
      expect(why).toContain(await text(page, 'guide-rule'));
      // The host allows hints: the Hint button is there too.
      expect(await page.locator('[part~="hint"]').count()).toBe(1);
      if ((await page.locator('[part~="guide-refused"]').count()) > 0) {
        const refused = await text(page, 'guide-refused');
        if (/You must follow \w+/.test(refused)) {
          followed = true;
          // The rule said is core's: some card of the hand is refused now.
          expect(await page.locator('[part~="move"][aria-disabled="true"]').count()).toBeGreaterThan(0);
          await shot(page, 'guided-hosted-hints');
          break;
        }
      }
      // Click the move the guide suggests, marked on the board, as a person does; the server answers.
      const marked = page.locator('[part~="move"][part~="marked"]');
      await marked.first().waitFor();
      const lines = await logLines(page);
      await marked.first().click();
      // The move was played (the server took it): the log has its line; the next turn's guide comes after.
      await expect.poll(() => logLines(page), { timeout: 30_000 }).toBeGreaterThan(lines);
    }
    expect(followed).toBe(true);
  });

  it('the lobby’s "Guide me" box: the host lands at their own table guided', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.on('pageerror', (e) => {
      throw e;
    });
    await page.goto(`${url}/together.html`);
    await page.locator('#my-name').fill('Ann');
    await page.locator('#host select[name="game"]').selectOption('wiezen');
    for (const i of [1, 2, 3]) await page.locator(`#host select[name="seat-${i}"]`).selectOption('bot:easy');
    await page.locator('#host input[name="guided"]').check();
    await page.locator('#host button[type="submit"]').click();
    await page.waitForURL(/\/play\.html\?match=.*guided/);
    await page.locator('tafel-wiezen[guided]').waitFor({ state: 'attached' });
    // One person at the table: hints are on (the API's default), so the guide suggests a move.
    await guideShown(page, 'guide-move');
    expect(await text(page, 'guide-move')).toMatch(/^Suggested: \w.+\.$/);
    await page.close();
  });

  it('hints not allowed: no move suggested or marked, the note and the rules of the moment, in Dutch', async () => {
    const table = await host('wiezen', [{ kind: 'bot' }, { kind: 'bot' }, { kind: 'bot' }], {
      hints: false,
      seed: 'guided-hosted-w',
    });
    // The same deal as above, whose guide suggested a move on each of these turns.
    const page = await guidedPage('tafel-wiezen', table, 'lang="nl"');
    const rules = wiezenRules.nl.turn.slice(0, 2).map((r) => `Regel: ${r}`);
    const seen = new Set<string>();
    for (let turn = 0; turn < 12; turn++) {
      await guideShown(page, 'guide-note');
      expect(await text(page, 'guide-note')).toBe(
        'De gastheer staat aan deze tafel geen hints toe, dus er wordt geen zet voorgesteld. De regels van wat je nu kunt doen:',
      );
      const said = await page.locator('[part~="guide-rule"]').allTextContents();
      expect(said.length).toBeGreaterThan(0);
      for (const rule of said) {
        expect(rules).toContain(squash(rule));
        seen.add(squash(rule));
      }
      // Nothing suggested: no move in words, none marked on the board, no Hint button, nothing about a die or card.
      expect(await page.locator('[part~="guide-move"], [part~="guide-now"], [part~="marked"]').count()).toBe(
        0,
      );
      expect(await page.locator('[part~="hint"]').count()).toBe(0);
      if (turn === 0) {
        await shot(page, 'guided-hosted-no-hints');
        expect(await axeViolations(page)).toEqual([]);
      }
      // The person's own choice: the first enabled move.
      const lines = await logLines(page);
      await page.locator(ENABLED_MOVE).first().click();
      await expect.poll(() => logLines(page), { timeout: 30_000 }).toBeGreaterThan(lines);
    }
    // The auction's rule, and once the cards are played, the rule of play.
    expect([...seen].sort()).toEqual([...rules].sort());
  });

  it('a real-time game (Bunte Kuh), hints allowed: the total and the funnels adding up to it, from the server’s view', async () => {
    const table = await host('bunte-kuh', [{ kind: 'bot', level: 'easy' }], {
      hints: true,
      options: { stock: 3 },
    });
    const page = await guidedPage('tafel-das-spiel', table, 'game="bunte-kuh"');
    await guideShown(page, 'guide-now');
    expect(await text(page, 'guide-now')).toMatch(
      /^The roll adds up to (\d+), and (no funnel’s|one funnel’s|\d+ funnels’) three faces add up to \1: call (STOP|NOWHERE) .+ \(call (STOP|NOWHERE).+\)\.$/,
    );
    expect(await text(page, 'guide-rule')).toBe(`Rule: ${bunteKuhRules.en.turn[1]}`);
    expect(await page.locator('[part~="guide-move"]').count()).toBe(0);
    await shot(page, 'guided-hosted-bunte-kuh');
  });
});
