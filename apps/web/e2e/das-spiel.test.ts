/**
 * The turn-based games of the dice pyramid end to end, against the built site in Debian's Chromium: a whole game
 * of Abquetschen, Eintrichtern and Würfelmarsch against bots by clicking (the record replays in core), a whole
 * Würfelmarsch game by keyboard only (Tab, arrows, Enter), and screenshots of each table at phone and desktop
 * width, checked with axe-core.
 */
import type { Server } from 'node:http';
import { type AnyGame, games, type MatchRecord, replay } from '@tafel/core';
import type { Browser, Page } from 'playwright-core';
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

const GAMES = ['abquetschen', 'eintrichtern', 'wuerfelmarsch'] as const;
type Game = (typeof GAMES)[number];

const table = (game: Game, seed: string, seats = 'you,bot') =>
  `<tafel-das-spiel game="${game}" seats="${seats}" seed="${seed}" bot-delay="0"></tafel-das-spiel>`;

const recordOf = (page: Page) =>
  page.evaluate(
    () => (document.querySelector('tafel-das-spiel') as unknown as { record: MatchRecord }).record,
  );

/** The record replays in core to a finished game with the outcome the table reported. */
async function replaysToTheEnd(page: Page, game: Game): Promise<void> {
  const record = await recordOf(page);
  const g: AnyGame = games[game];
  const state = replay(g, record);
  expect(g.outcome(state)).not.toBeNull();
  expect(new Set(record.moves.map((m) => m.seat))).toEqual(new Set([0, 1]));
}

describe('the dice pyramid’s turn-based games in the built site', () => {
  for (const game of GAMES) {
    it(`${game}: a whole game against a bot by clicking; the record replays`, async () => {
      const page = await tablePage(browser, url, table(game, `e2e-${game}`));
      const clicks = await clickToEnd(page, 5000);
      expect(clicks).toBeGreaterThan(3);
      await expect(page.locator('[part~="status"]').textContent()).resolves.toMatch(/Game over/);
      await replaysToTheEnd(page, game);
      await page.close();
    });
  }

  it('wuerfelmarsch: a whole game by keyboard only (Tab to a die, arrows tilt it; Tab to a button, Enter)', async () => {
    const page = await tablePage(browser, url, table('wuerfelmarsch', 'e2e-keys'));
    const moves = async () => (await recordOf(page)).moves.length;
    /** What has the focus inside the table: its part and whether it is an enabled move control. */
    const focused = () =>
      page.evaluate(() => {
        let el = document.activeElement;
        while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
        const part = el?.getAttribute('part')?.split(' ') ?? [];
        return { part, enabled: el?.getAttribute('aria-disabled') === 'false' };
      });
    let presses = 0;
    let byArrow = 0;
    for (;;) {
      const status = await page.locator('[part~="status"]').textContent();
      if (/Game over/.test(status ?? '')) break;
      expect(presses++).toBeLessThan(20_000);
      await page.keyboard.press('Tab');
      const f = await focused();
      if (!f.enabled || !f.part.includes('move')) continue;
      const before = await moves();
      if (f.part.includes('cell')) {
        // A die of ours: ↑ marches it forward (↑ then ← when both ways are open), else ← or → along the side.
        for (const key of ['ArrowUp', 'ArrowLeft', 'ArrowRight']) {
          await page.keyboard.press(key);
          if ((await moves()) > before) break;
        }
        if ((await moves()) > before) byArrow++;
        // No way to tilt it: Enter chooses it, and Tab reaches its turn buttons.
        else await page.keyboard.press('Enter');
      } else await page.keyboard.press('Enter');
    }
    expect(byArrow).toBeGreaterThan(0);
    await replaysToTheEnd(page, 'wuerfelmarsch');
    await page.close();
  });

  for (const game of GAMES) {
    it(`${game}: screenshots at phone and desktop width, accessible mid-move`, async () => {
      for (const width of [390, 1280]) {
        const page = await tablePage(browser, url, table(game, 'shot', 'you,bot,bot'), width);
        await page.locator(ENABLED_MOVE).first().waitFor();
        // One step into a move: a pick, a lift, a chosen die.
        await page.locator(ENABLED_MOVE).first().click();
        await page.locator(ENABLED_MOVE).first().waitFor();
        await shot(page, `das-spiel-${game}-${width === 390 ? 'phone' : 'desktop'}`);
        expect(await axeViolations(page)).toEqual([]);
        await page.close();
      }
    });
  }

  it('the demo page has a table per game, the lobby starts one, and Dutch tables speak Dutch', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${url}/das-spiel.html`);
    await page.waitForFunction(() => document.querySelectorAll('tafel-das-spiel').length === 4);
    for (const game of ['cui-bono', ...GAMES])
      await expect(page.locator(`tafel-das-spiel[game="${game}"] [part~="board"]`).count()).resolves.toBe(1);
    // The lobby starts one against bots too.
    await page.goto(`${url}/index.html`);
    await page.selectOption('#lobby select[name="game"]', 'tafel-das-spiel:wuerfelmarsch');
    await page.locator('#lobby button[type="submit"]').click();
    await page.locator('#table tafel-das-spiel[game="wuerfelmarsch"] [part~="board"]').waitFor();
    await expect(page.locator('#table tafel-das-spiel').getAttribute('seats')).resolves.toBe(
      'you,bot:normal',
    );
    await page.close();
    const nl = await tablePage(browser, url, table('wuerfelmarsch', 'nl'), 1280, 'nl');
    await expect(nl.locator('[part~="rules"]').textContent()).resolves.toMatch(/kantel/);
    await expect(nl.locator('[part~="turn-panel"]').textContent()).resolves.toMatch(/Kies een van je stenen/);
    await nl.close();
  });
});
