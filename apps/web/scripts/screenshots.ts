/**
 * The site's pictures of its tables, taken from the real elements on the built site (`dist/`) in Debian's
 * Chromium, so what the home page and the docs show is what a player gets:
 *
 * - `site/pictures/<table>-light.jpg` and `-dark.jpg`: the home page's card for each of the nine tables, the
 *   top of the table at 720 px wide in the light and the dark look (the page picks by `prefers-color-scheme`);
 * - `docs/screenshots/<table>-1280.png` and `-390.png`: each table's page at 1280×900 (a laptop) and 390×844 (a
 *   phone), scrolled to the table.
 *
 * Each table is dealt from a fixed seed with the bots at full speed and played a few moves in (the first
 * enabled move each time), so a run draws the same deals; the real-time dice games depend on the bots' timing
 * and differ a little from run to run. Build first, then `pnpm --filter @tafel/web screenshots`; after new
 * pictures, build again so the site carries them. `--only wiezen,raffzahn` takes some tables only.
 *
 * @module
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ENABLED_MOVE, here, launch, serveDist } from '../e2e/support.ts';

/** A table to picture: where the site shows it and how far into a game. */
interface Table {
  /** The file names' stem. */
  name: string;
  /** The site's page of it (with its `#hash`). */
  page: string;
  /** How many of the person's moves to play before the picture. */
  moves: number;
  /** Real time: the bots race the person, and with no delay at all they would end the round at once. */
  realtime?: boolean;
}

const TABLES: readonly Table[] = [
  { name: 'wine-cellar', page: 'wine-cellar.html#duel', moves: 5 },
  { name: 'wiezen', page: 'wiezen.html', moves: 8 },
  { name: 'weinhaendler', page: 'weinhaendler.html', moves: 3 },
  { name: 'abquetschen', page: 'das-spiel.html#abquetschen', moves: 6 },
  { name: 'raffzahn', page: 'das-spiel.html#raffzahn', moves: 2, realtime: true },
  { name: 'bunte-kuh', page: 'das-spiel.html#bunte-kuh', moves: 1, realtime: true },
  { name: 'cui-bono', page: 'das-spiel.html#cui-bono', moves: 6 },
  { name: 'eintrichtern', page: 'das-spiel.html#eintrichtern', moves: 4 },
  { name: 'wuerfelmarsch', page: 'das-spiel.html#wuerfelmarsch', moves: 4 },
];

const pictures = join(here, 'site/pictures');
const screenshots = join(here, '../../docs/screenshots');

/** The table on the page, dealt again from `seed` with the bots at `delay`, played `moves` moves in. */
async function deal(page: Page, table: Table): Promise<void> {
  await page.waitForFunction(() => document.querySelector('#table > *')?.shadowRoot?.querySelector('.table'));
  await page.evaluate(
    ({ delay, seed }) => {
      const el = document.querySelector('#table > *')!;
      // The delay first: a new seed deals a new game, which takes the delay it finds.
      el.setAttribute('bot-delay', String(delay));
      el.setAttribute('seed', seed);
    },
    { delay: table.realtime ? 4000 : 0, seed: `screenshots-${table.name}` },
  );
  for (let played = 0; played < table.moves; played++) {
    const move = page.locator(ENABLED_MOVE);
    const reveal = page.locator('[part~="reveal"]');
    await page
      .waitForFunction(
        (selector) => {
          const root = document.querySelector('#table > *')?.shadowRoot;
          return root?.querySelector(selector) ?? root?.querySelector('[part~="reveal"]');
        },
        ENABLED_MOVE,
        { timeout: 15_000 },
      )
      .catch(() => undefined);
    if ((await reveal.count()) > 0) await reveal.first().click();
    else if ((await move.count()) > 0) await move.first().click();
    else break;
  }
  // Let the bots answer and the table draw it.
  await page.waitForTimeout(table.realtime ? 300 : 800);
}

async function take(browser: Browser, url: string, table: Table): Promise<void> {
  // The home page's cards: 720 px wide, the table's top at 16:10, in both looks.
  for (const scheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ viewport: { width: 720, height: 900 }, colorScheme: scheme });
    const page = await context.newPage();
    await page.goto(`${url}/${table.page}`);
    await deal(page, table);
    const box = (await page.locator('#table').boundingBox())!;
    await page.evaluate((y) => scrollTo(0, y), box.y);
    const top = (await page.locator('#table').boundingBox())!;
    await page.screenshot({
      path: join(pictures, `${table.name}-${scheme}.jpg`),
      type: 'jpeg',
      quality: 80,
      clip: { x: top.x, y: Math.max(0, top.y), width: top.width, height: Math.round((top.width * 10) / 16) },
    });
    await context.close();
  }
  // The docs: a laptop and a phone, the page scrolled to the table.
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    await page.goto(`${url}/${table.page}`);
    await deal(page, table);
    await page.locator('#table').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: join(screenshots, `${table.name}-${width}.png`) });
    await context.close();
  }
}

const at = process.argv.indexOf('--only');
const only = at > 0 ? new Set(process.argv[at + 1]!.split(',')) : null;
mkdirSync(pictures, { recursive: true });
mkdirSync(screenshots, { recursive: true });
const { server, url } = await serveDist();
const browser = await launch();
try {
  for (const table of TABLES) {
    if (only && !only.has(table.name)) continue;
    await take(browser, url, table);
    console.log(`screenshots: ${table.name}`);
  }
} finally {
  await browser.close();
  server.close();
}
