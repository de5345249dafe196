/**
 * The dice pyramid in the built site, as a person plays it in headless Chromium: one whole game of each of the six
 * games against bots by clicking (the real-time ones with the bots at a tenth of their reaction times), a whole
 * Würfelmarsch game by keyboard only, WCAG AA checked with axe-core (also in the middle of a move), screenshots at
 * phone and desktop width; every record replays in core to the outcome the table showed.
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

const GAMES = [
  ['abquetschen', 'you,bot', '0'],
  ['raffzahn', 'you,bot,bot', '60'],
  ['bunte-kuh', 'you,bot,bot', '60'],
  ['cui-bono', 'you,bot', '0'],
  ['eintrichtern', 'you,bot', '0'],
  ['wuerfelmarsch', 'you,bot', '0'],
] as const;

const table = (game: string, seats: string, delay: string, seed: string) =>
  `<tafel-das-spiel game="${game}" seats="${seats}" seed="${seed}" bot-delay="${delay}"></tafel-das-spiel>`;

/** The moves in the table's record, and how many of them the person (seat 0) made. */
const moves = (page: Page) =>
  page.evaluate(() => {
    const el = document.querySelector('tafel-das-spiel') as unknown as {
      record: { moves: { seat: number }[] };
    };
    return { all: el.record.moves.length, mine: el.record.moves.filter((m) => m.seat === 0).length };
  });

/** The record replays in core to a finished game with the outcome the table reported. */
async function replaysToTheEnd(page: Page, game: string): Promise<void> {
  const { record, outcome } = await page.evaluate(() => {
    const el = document.querySelector('tafel-das-spiel') as unknown as {
      record: MatchRecord;
      outcome: unknown;
    };
    return { record: el.record, outcome: el.outcome };
  });
  const g = games[game as keyof typeof games] as AnyGame;
  const replayed = g.outcome(replay(g, record));
  expect(replayed).not.toBeNull();
  expect(outcome).toMatchObject(replayed!);
}

describe.each(GAMES)('%s in the built site', (game, seats, delay) => {
  it('a whole game against bots by clicking; accessible; screenshots at phone and desktop width', async () => {
    const phone = await tablePage(browser, url, table(game, seats, '100000', `phone-${game}`), 390);
    await shot(phone, `das-spiel-${game}-phone`);
    await phone.close();
    const page = await tablePage(browser, url, table(game, seats, delay, `e2e-${game}`));
    expect(await axeViolations(page)).toEqual([]);
    await clickToEnd(page, 4000);
    await expect(page.locator('[part~="status"]').first().textContent()).resolves.toMatch(/Game over/);
    expect((await moves(page)).mine).toBeGreaterThan(0);
    await replaysToTheEnd(page, game);
    await shot(page, `das-spiel-${game}-desktop`);
    await page.close();
  }, 180_000);
});

describe('Würfelmarsch by keyboard only', () => {
  it('a whole game: Tab to a die, Enter chooses it, an arrow key tilts it (or Tab to a turn and Enter)', async () => {
    const page = await tablePage(browser, url, table('wuerfelmarsch', 'you,bot', '0', 'e2e-keys'));
    /** What has the focus inside the table: its parts. */
    const focused = () =>
      page.evaluate(() => {
        let el = document.activeElement;
        while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
        return {
          part: el?.getAttribute('part') ?? '',
          disabled: el?.getAttribute('aria-disabled') === 'true',
        };
      });
    let presses = 0;
    let byArrow = 0;
    for (;;) {
      const status = await page.locator('[part~="status"]').first().textContent();
      if (/Game over/.test(status ?? '')) break;
      expect(presses++).toBeLessThan(20_000);
      await page.keyboard.press('Tab');
      const f = await focused();
      if (!f.part.split(' ').includes('move') || f.disabled) continue;
      const before = (await moves(page)).all;
      await page.keyboard.press('Enter');
      if ((await focused()).part !== 'chosen') continue;
      // A die is chosen and holds the focus: tilt it with the arrows.
      for (const key of ['ArrowUp', 'ArrowLeft', 'ArrowRight', 'ArrowDown']) {
        if ((await moves(page)).all > before) break;
        await page.keyboard.press(key);
        if ((await moves(page)).all > before) byArrow++;
      }
    }
    expect((await moves(page)).mine).toBeGreaterThan(0);
    expect(byArrow).toBeGreaterThan(0);
    await replaysToTheEnd(page, 'wuerfelmarsch');
    await shot(page, 'das-spiel-wuerfelmarsch-keyboard');
  }, 300_000);
});

describe('the lobby', () => {
  it('starts a Das Spiel game against bots of the chosen level, as many players as the game takes', async () => {
    const page = await browser.newPage();
    await page.goto(`${url}/index.html`);
    await page.locator('#lobby select[name="game"]').selectOption('bunte-kuh');
    // The players the game takes, from the game registry (Bunte Kuh: 2 to 6), its board's three by default.
    const players = page.locator('#lobby select[name="players"]');
    await expect(players.locator('option').allTextContents()).resolves.toEqual(['2', '3', '4', '5', '6']);
    await expect(players.inputValue()).resolves.toBe('3');
    await page.locator('#lobby select[name="level"]').selectOption('easy');
    await page.locator('#lobby button[type="submit"]').click();
    const table = page.locator('#table tafel-das-spiel');
    await expect(table.getAttribute('game')).resolves.toBe('bunte-kuh');
    await expect(table.getAttribute('seats')).resolves.toBe('you,bot:easy,bot:easy');
    await page.locator('#table tafel-das-spiel svg.pyramid').waitFor();
    await page.close();
  });
});

describe('a move in the making', () => {
  it.each(['abquetschen', 'eintrichtern', 'wuerfelmarsch'])(
    '%s: accessible one step into a move, at phone and desktop width',
    async (game) => {
      for (const width of [390, 1280]) {
        const page = await tablePage(browser, url, table(game, 'you,bot,bot', '0', 'mid-move'), width);
        await page.locator(ENABLED_MOVE).first().waitFor();
        // One step into a move: a cell picked, a red die lifted, a die chosen (its directions and turns shown).
        await page.locator(ENABLED_MOVE).first().click();
        await page.locator(ENABLED_MOVE).first().waitFor();
        await shot(page, `das-spiel-${game}-${width === 390 ? 'phone' : 'desktop'}-mid-move`);
        expect(await axeViolations(page)).toEqual([]);
        await page.close();
      }
    },
  );

  it('Würfelmarsch in Dutch, from the page’s language: the rules panel and the board speak Dutch', async () => {
    const page = await tablePage(browser, url, table('wuerfelmarsch', 'you,bot', '0', 'nl'), 1280, 'nl');
    // The short rules load apart from the element, just after its first render.
    await expect.poll(() => page.locator('[part~="rules"]').textContent()).toMatch(/kantel/);
    await expect(page.locator('[part~="turn-panel"]').textContent()).resolves.toMatch(
      /Kies een van je stenen/,
    );
    await page.close();
  });
});
