/**
 * The card games end to end, against the built site in Debian's Chromium: whole games played by clicking, by
 * keyboard only, at hot seats and in Dutch; WCAG AA checked with axe-core; screenshots at phone and desktop width.
 */
import type { Server } from 'node:http';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, clickToEnd, ENABLED_MOVE, launch, serveDist, shot, tablePage } from './support.js';

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

describe('Wine Cellar in the built site', () => {
  it('a whole solo game by clicking, accessible at the start and the end', async () => {
    const page = await tablePage(
      browser,
      url,
      '<tafel-wine-cellar seats="you" seed="e2e-solo" bot-delay="0"></tafel-wine-cellar>',
    );
    expect(await axeViolations(page)).toEqual([]);
    expect(await clickToEnd(page)).toBeGreaterThanOrEqual(17);
    await expect(page.locator('[part~="score-sheet"]').textContent()).resolves.toMatch(/Score/);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('a whole duel against a bot in its Worker', async () => {
    const page = await tablePage(
      browser,
      url,
      '<tafel-wine-cellar seats="you,bot" seed="e2e-duel" bot-delay="0"></tafel-wine-cellar>',
    );
    await clickToEnd(page);
    const record = await page.evaluate(
      () =>
        (document.querySelector('tafel-wine-cellar') as unknown as { record: { moves: { seat: number }[] } })
          .record,
    );
    expect(new Set(record.moves.map((m) => m.seat))).toEqual(new Set([0, 1]));
    await page.close();
  });

  it('a hot-seat duel: the screen is handed over and each sees only his own hand', async () => {
    const page = await tablePage(
      browser,
      url,
      '<tafel-wine-cellar seats="you,hotseat" seed="e2e-hot" bot-delay="0"></tafel-wine-cellar>',
    );
    // Standard rules bid at once: after the first person's bid the screen goes to the second, cards hidden.
    await page.locator(ENABLED_MOVE).first().click();
    await page.locator('[part~="reveal"]').waitFor();
    expect(await page.locator('[part~="card"]').count()).toBe(0);
    await clickToEnd(page);
    const record = await page.evaluate(
      () =>
        (document.querySelector('tafel-wine-cellar') as unknown as { record: { moves: { seat: number }[] } })
          .record,
    );
    expect(new Set(record.moves.map((m) => m.seat))).toEqual(new Set([0, 1]));
    await page.close();
  });

  it('in Dutch, from the page’s language', async () => {
    const page = await tablePage(
      browser,
      url,
      '<tafel-wine-cellar seats="you,bot" seed="e2e-nl" bot-delay="0"></tafel-wine-cellar>',
      1280,
      'nl',
    );
    await expect(page.locator('[part~="controls"]').textContent()).resolves.toMatch(/Nieuw spel/);
    await clickToEnd(page);
    await expect(page.locator('[part~="status"]').textContent()).resolves.toMatch(/Spel afgelopen/);
    await page.close();
  });

  it('a whole game by keyboard only: Tab to an enabled move, Enter', async () => {
    const page = await tablePage(
      browser,
      url,
      '<tafel-wine-cellar seats="you" seed="e2e-keys" bot-delay="0"></tafel-wine-cellar>',
    );
    let presses = 0;
    for (;;) {
      const status = await page.locator('[part~="status"]').textContent();
      if (/Game over/.test(status ?? '')) break;
      expect(presses++).toBeLessThan(5000);
      await page.keyboard.press('Tab');
      const onMove = await page.evaluate(() => {
        let el = document.activeElement;
        while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
        return (
          el?.getAttribute('part')?.split(' ').includes('move') === true &&
          el.getAttribute('aria-disabled') === 'false'
        );
      });
      if (onMove) await page.keyboard.press('Enter');
    }
    await page.close();
  });

  for (const [game, element] of [
    ['wine-cellar', '<tafel-wine-cellar seats="you,bot" seed="shot" bot-delay="0"></tafel-wine-cellar>'],
    ['wiezen', '<tafel-wiezen seed="shot" bot-delay="0"></tafel-wiezen>'],
    ['weinhaendler', '<tafel-weinhaendler seed="shot" bot-delay="0"></tafel-weinhaendler>'],
  ] as const) {
    it(`${game}: screenshots at phone and desktop width, accessible mid-game`, async () => {
      for (const width of [390, 1280]) {
        const page = await tablePage(browser, url, element, width);
        await page.locator(ENABLED_MOVE).first().waitFor();
        await page.locator(ENABLED_MOVE).first().click();
        // The next move, or a summary to read first (a Wiezen deal everybody passed is scored at once).
        await page.locator(`${ENABLED_MOVE}, [part~="continue"]`).first().waitFor();
        await shot(page, `${game}-${width === 390 ? 'phone' : 'desktop'}`);
        expect(await axeViolations(page)).toEqual([]);
        await page.close();
      }
    });
  }
});

describe('Wiezen and Die Weinhändler in the built site', () => {
  it('a whole Wiezen deal by clicking', async () => {
    const page = await tablePage(
      browser,
      url,
      `<tafel-wiezen seed="e2e-wz" bot-delay="0" options='{"deals":1}'></tafel-wiezen>`,
    );
    await clickToEnd(page);
    await page.close();
  });

  it('a whole game of Die Weinhändler with 3 seats by clicking', async () => {
    const page = await tablePage(
      browser,
      url,
      '<tafel-weinhaendler seats="you,bot,bot" seed="e2e-wh" bot-delay="0"></tafel-weinhaendler>',
    );
    await clickToEnd(page);
    await page.close();
  });
});
