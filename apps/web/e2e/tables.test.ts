/**
 * Every table in the built site at desktop (1280 × 900) and phone (390 × 844) size, in Debian's Chromium: the
 * table never scrolls sideways, every control is at least 44 × 44 CSS px, axe-core finds no WCAG AA violation,
 * and a hint is shown on the board before it is played. The stages a person reads are shown with their words:
 * Wiezen's deal summary, Die Weinhändler's auction, Wine Cellar's solo rank.
 */
import type { Server } from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, clickToEnd, ENABLED_MOVE, launch, serveDist, tablePage } from './support.js';

let browser: Browser;
let server: Server;
let url: string;

beforeAll(async () => {
  ({ server, url } = await serveDist());
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  server?.close();
});

/** Every game's table, its bots slow enough that the person's turn waits for the hint. */
const TABLES = [
  ['wine-cellar', '<tafel-wine-cellar seats="you,bot" seed="sizes" bot-delay="0"></tafel-wine-cellar>'],
  ['wiezen', '<tafel-wiezen seed="sizes" bot-delay="0"></tafel-wiezen>'],
  ['weinhaendler', '<tafel-weinhaendler seed="sizes" bot-delay="0"></tafel-weinhaendler>'],
  ...(['abquetschen', 'cui-bono', 'eintrichtern', 'wuerfelmarsch', 'raffzahn', 'bunte-kuh'] as const).map(
    (game) =>
      [
        game,
        `<tafel-das-spiel game="${game}" seats="you,bot" seed="sizes" bot-delay="${game === 'raffzahn' || game === 'bunte-kuh' ? '100000' : '0'}"></tafel-das-spiel>`,
      ] as const,
  ),
] as const;

const SIZES = [
  [1280, 900],
  [390, 844],
] as const;

/** What the page measures: sideways scroll, and the controls smaller than 44 × 44 px. */
function measure(page: Page) {
  return page.evaluate(() => {
    const host = document.querySelector('main > *')!;
    const root = host.shadowRoot!;
    const table = root.querySelector<HTMLElement>('.table')!;
    const small = [...root.querySelectorAll<HTMLElement>('button, select, [part~="load"]')]
      .map((c) => ({ part: c.getAttribute('part') ?? c.tagName, box: c.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.width < 44 || box.height < 44))
      .map(({ part, box }) => `${part} ${Math.round(box.width)}×${Math.round(box.height)}`);
    return {
      pageScroll: document.documentElement.scrollWidth - window.innerWidth,
      tableScroll: table.scrollWidth - table.clientWidth,
      small,
    };
  });
}

describe.each(TABLES)('%s in the built site', (_game, element) => {
  it.each(SIZES)(
    'at %i × %i: no sideways scroll, 44 px controls, accessible, a hint shown on the board',
    async (width, height) => {
      const page = await tablePage(browser, url, element, width, 'en', height);
      await page.locator(ENABLED_MOVE).first().waitFor({ timeout: 30_000 });
      const hint = page.locator('[part~="hint"]');
      await expect.poll(() => hint.isEnabled(), { timeout: 30_000 }).toBe(true);
      const before = await page.evaluate(
        () =>
          (document.querySelector('main > *') as unknown as { record: { moves: unknown[] } }).record.moves
            .length,
      );
      await hint.click();
      // The hinted move is marked on the board (a control raised, or dice outlined), and not yet played.
      await page.locator('[part~="marked"], svg.pyramid .marked').first().waitFor({ timeout: 30_000 });
      await expect(page.locator('[part~="notice"]').textContent()).resolves.toMatch(
        /^Hint: .+ \(marked on the board\)$/,
      );
      const after = await page.evaluate(
        () =>
          (document.querySelector('main > *') as unknown as { record: { moves: unknown[] } }).record.moves
            .length,
      );
      // Real-time bots may have moved meanwhile; the person has not.
      expect(after >= before).toBe(true);
      const m = await measure(page);
      expect(m.pageScroll, 'the page scrolls sideways').toBeLessThanOrEqual(0);
      expect(m.tableScroll, 'the table scrolls sideways').toBeLessThanOrEqual(0);
      expect(m.small).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
      await page.close();
    },
    120_000,
  );
});

/**
 * Clicks the first (or last) enabled move until the table shows a summary, at most 400 looks; a control that
 * vanishes under the pointer is looked for again.
 */
async function playUntilSummary(page: Page, which: 'first' | 'last'): Promise<void> {
  for (let i = 0; i < 400 && (await page.locator('[part~="summary"]').count()) === 0; i++) {
    const moves = page.locator(ENABLED_MOVE);
    if ((await moves.count()) === 0) {
      await page.waitForTimeout(20);
      continue;
    }
    await moves[which]()
      .click({ timeout: 2000 })
      .catch(() => {});
  }
}

describe('the stages a person reads', () => {
  it('Wiezen: the deal’s summary with game, tricks, points and totals, on a phone', async () => {
    const page = await tablePage(
      browser,
      url,
      `<tafel-wiezen seed="e2e-summary" bot-delay="0" options='{"deals":2}'></tafel-wiezen>`,
      390,
      'en',
      844,
    );
    await playUntilSummary(page, 'first');
    const summary = page.locator('[part~="summary"]');
    await expect(summary.locator('h3').textContent()).resolves.toMatch(/^Deal 1: /);
    const rows = await summary.locator('tbody tr').allTextContents();
    expect(rows.map((r) => r.trim().split(/\s+/)[0])).toEqual(['You', 'Bot', 'Bot', 'Bot']);
    const m = await measure(page);
    expect(m.tableScroll).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('[part~="continue"]').click();
    await expect(summary.count()).resolves.toBe(0);
    await page.close();
  }, 120_000);

  it('Die Weinhändler: the auction announced, and at the end the final count', async () => {
    const page = await tablePage(
      browser,
      url,
      '<tafel-weinhaendler seats="you,bot,bot" seed="e2e-auction" bot-delay="0"></tafel-weinhaendler>',
    );
    await playUntilSummary(page, 'last');
    await expect(page.locator('[part~="summary"] h3').textContent()).resolves.toBe('Round 1: the auction');
    expect(await axeViolations(page)).toEqual([]);
    await clickToEnd(page);
    await expect(page.locator('[part~="final-count"] caption').textContent()).resolves.toBe(
      'The final count',
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  }, 180_000);

  it('Wine Cellar solo: the score and the rank, no empty "Winner:"', async () => {
    const page = await tablePage(
      browser,
      url,
      '<tafel-wine-cellar seats="you" seed="e2e-rank" bot-delay="0"></tafel-wine-cellar>',
      390,
      'en',
      844,
    );
    await clickToEnd(page);
    const status = (await page.locator('[part~="status"]').textContent()) ?? '';
    expect(status).toMatch(
      /Game over — \d+ points: (Master Sommelier|Sommelier|Wine Geek|Still fermenting in the tank)/,
    );
    expect(status).not.toMatch(/Winners?:/);
    await page.close();
  }, 120_000);
});
