/**
 * The built site teaches: from Wiezen's table, its rules panel and the how-to-play link it holds, followed to the
 * page it names (the short rules, the example on a replay with a sentence per step and the rulebook's worked
 * example where the game comes to it, a guided table that says the rule behind its suggestion), in the navigation
 * of every page; the Dutch page in Dutch; nothing sideways at 360 px; axe finds nothing against WCAG A/AA.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launch, type Served, serveDist } from './support.js';

let browser: Browser;
let site: Served;

beforeAll(async () => {
  [browser, site] = await Promise.all([launch(), serveDist()]);
});

afterAll(async () => {
  await browser?.close();
  site?.server.close();
});

async function open(path: string, width = 1280, height = 900): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext({ viewport: { width, height }, locale: 'en-GB' });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(`${site.url}/${path}`);
  await page.waitForLoadState('load');
  return { page, problems };
}

describe('how to play', () => {
  it('Wiezen: the table’s rules panel, its link followed, the example and the guided table', async () => {
    const { page, problems } = await open('wiezen.html');
    const table = page.locator('tafel-wiezen');
    await table.locator('[part~="rules-toggle"]').click();
    await expect
      .poll(() => table.locator('[part~="rules"] h3').textContent())
      .toMatch(/^The rules of Wiezen/);
    const href = await table.locator('[part~="how-to-play"]').getAttribute('href');
    expect(href).toBe('how-to-play.html?game=wiezen&lang=en');
    await table.locator('[part~="how-to-play"]').click();
    await page.waitForURL(/how-to-play\.html\?game=wiezen/);
    await expect.poll(() => page.locator('h1').textContent()).toMatch(/^How to play Wiezen/);
    expect(await page.locator('.short-rules').textContent()).toContain('Follow the suit led if you can');
    const moves = await page.evaluate(
      () =>
        (document.querySelector('tafel-replay') as unknown as { record: { moves: unknown[] } }).record.moves
          .length,
    );
    expect(await page.locator('.steps > li').count()).toBe(moves);
    // The example is two whole deals, and the step that scores each says the rulebook's example beside the score.
    const booked = page.locator('.steps > li').filter({ has: page.locator('.rulebook') });
    expect(await booked.locator('.rulebook').allTextContents()).toEqual([
      'The rulebook’s example: Bram played alone and took 5 tricks: +6 for Bram, −2 for each opponent.',
      'The rulebook’s example: Cas asked, Dirk joined, and together they took 7 tricks, one short of 8: −6 for each of them (4 for not making it, 2 for the trick short) and +6 for each opponent.',
    ]);
    expect(await booked.locator('.result').allTextContents()).toEqual([
      'Deal 1 scored: alone; Ann -2, Bram +6, Cas -2, Dirk -2',
      'Deal 2 scored: ask and join; Ann +6, Bram +6, Cas -6, Dirk -6',
    ]);
    // Stepping the replay marks the step shown.
    await page.locator('tafel-replay [part~="forward"]').click();
    await expect
      .poll(() => page.locator('.steps > li[aria-current="step"]').textContent())
      .toMatch(/^\s*Move 1:/);
    // A step's number shows it on the replay: the second deal's score, far down the list.
    await page.getByRole('button', { name: 'Move 113: show it on the table' }).click();
    await expect
      .poll(() => page.locator('.steps > li[aria-current="step"] .rulebook').textContent())
      .toMatch(/^The rulebook’s example: Cas asked, Dirk joined/);
    expect(await page.locator('tafel-replay').evaluate((r) => (r as unknown as { move: number }).move)).toBe(
      113,
    );
    // The guided table: on your turn, the suggestion and the rule behind it.
    const guided = page.locator('#guided tafel-wiezen[guided]');
    await expect
      .poll(() => guided.locator('[part~="guide-rule"]').textContent(), { timeout: 60_000 })
      .toMatch(/^Why: /);
    expect(
      await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'How to play' }).count(),
    ).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('a dice game in Dutch from its link; the list of games; nothing sideways at 360 px', async () => {
    const { page } = await open('how-to-play.html?game=cui-bono&lang=nl', 360, 740);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Zo speel je Cui bono?');
    expect(await page.locator('.short-rules').textContent()).toContain('Elke gehouden steen kost minpunten');
    // The rulebook's funnels A, B and C, in Dutch, at the step that puts the red die back.
    expect(await page.locator('.steps .rulebook').textContent()).toMatch(
      /^Het voorbeeld uit de spelregels: de getrokken rode dobbelsteen .*\(trechter A\).*\(trechter C\)\.$/,
    );
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBe(0);
    await page.context().close();
    const list = await open('how-to-play.html');
    expect(await list.page.locator('nav.games a').count()).toBe(9);
    await list.page.context().close();
    // Each game's own page links to its how-to-play page and its guided game.
    const das = await open('das-spiel.html#raffzahn');
    expect(await das.page.locator('#how-to-play').getAttribute('href')).toBe(
      './how-to-play.html?game=raffzahn',
    );
    expect(await das.page.locator('#guided').getAttribute('href')).toBe(
      './how-to-play.html?game=raffzahn#guided',
    );
    await das.page.context().close();
    // Würfelmarsch's example comes to the rulebook's tilt into two funnels, on a table of three.
    const march = await open('how-to-play.html?game=wuerfelmarsch');
    await expect
      .poll(() => march.page.locator('.steps .rulebook').textContent())
      .toContain('one tilt forms two funnels at once');
    expect(
      await march.page.evaluate(
        () =>
          (document.querySelector('tafel-replay') as unknown as { record: { seats: unknown[] } }).record.seats
            .length,
      ),
    ).toBe(3);
    // The replay draws the pyramid at the table's size (it drew a thumbnail without the pyramid's styles).
    const [width, height] = await march.page.locator('tafel-replay').evaluate((r) => {
      const box = r.shadowRoot?.querySelector('svg.pyramid')?.getBoundingClientRect();
      return [box?.width ?? 0, box?.height ?? 0];
    });
    expect(width).toBeGreaterThan(400);
    expect(height).toBeGreaterThan(300);
    expect(march.problems).toEqual([]);
    await march.page.context().close();
  }, 120_000);
});
