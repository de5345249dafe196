/**
 * The demo site as a visitor meets it, in Debian's Chromium: the home page on a laptop (1280×900) and a phone
 * (390×844, and 360 wide) — nothing scrolls sideways, every control of the site's own is at least 44×44 px, axe
 * finds nothing in the light or the dark look —, the pictures and the favicon served, the language switch that
 * puts the page into Dutch and keeps it, a game started from the page scrolled into view (the lobby's, Wine
 * Cellar's solo), and the built server (`@tafel/api`, as `tafel serve` runs it) answering an address that leads
 * nowhere with the site's 404 page while /v1 keeps its JSON errors.
 */
import type { ChildProcess } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launch, type Served, serveDist, shot, startApi } from './support.js';

let browser: Browser;
let site: Served;

beforeAll(async () => {
  [browser, site] = await Promise.all([launch(), serveDist()]);
});

afterAll(async () => {
  await browser?.close();
  site?.server.close();
});

/** Opens a page of the site at a viewport, in a look, with a language the reader's browser asks for. */
async function open(
  path: string,
  { width = 1280, height = 900, scheme = 'light', locale = 'en-GB' } = {},
): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext({
    viewport: { width, height },
    colorScheme: scheme as 'light' | 'dark',
    locale,
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(`${site.url}/${path}`);
  await page.waitForLoadState('load');
  return { page, problems };
}

/** How far the page scrolls sideways (0 when it fits its width). */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * The site's own controls smaller than 44×44 px where a finger hits them: buttons, selects, inputs, the links
 * that stand as controls (navigation, chips, buttons) and each game card, whose whole face is its link. Links
 * inside running text are exempt (WCAG 2.5.8).
 */
const smallControls = (page: Page) =>
  page.evaluate(() => {
    const controls = [
      ...document.querySelectorAll(
        'button, select, input, .button, .brand, .site-nav a, .chips a, .links-row a, .meta a, #links a',
      ),
      ...document.querySelectorAll('.game-card'),
    ];
    return controls.flatMap((el) => {
      const box = el.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) return []; // not shown (the skip link's place, a closed panel)
      // Rounded as the browser paints them: 43.99 is 44.
      const [w, h] = [Math.round(box.width), Math.round(box.height)];
      return w >= 44 && h >= 44 ? [] : [`${el.tagName.toLowerCase()} "${el.textContent?.trim()}" ${w}×${h}`];
    });
  });

describe('the home page', () => {
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      it(`at ${width}×${height} in the ${scheme} look: fits, controls of 44 px, axe clean`, async () => {
        const { page, problems } = await open('index.html', { width, height, scheme });
        // The four games by name in the title, their pictures loaded, the nine tables on cards.
        expect(await page.title()).toMatch(/Wiezen.*Die Weinhändler.*Wine Cellar.*Das Spiel/);
        await expect.poll(() => page.locator('.game-card').count()).toBe(9);
        for (const img of await page.locator('.game-card img').all()) {
          await img.scrollIntoViewIfNeeded();
          await expect
            .poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth))
            .toBeGreaterThan(300);
        }
        expect(await sideways(page)).toBe(0);
        expect(await smallControls(page)).toEqual([]);
        expect(await axeViolations(page)).toEqual([]);
        expect(problems).toEqual([]);
        await shot(page, `site-home-${width}-${scheme}`);
        await page.context().close();
      });
    }
  }

  it('nothing on any page scrolls sideways at 360 px, and its controls stay 44 px', async () => {
    for (const path of [
      'index.html',
      'wine-cellar.html',
      'wine-cellar.html#solo',
      'wiezen.html',
      'weinhaendler.html',
      'das-spiel.html#raffzahn',
      'das-spiel.html#wuerfelmarsch',
      '404.html',
    ]) {
      const { page } = await open(path, { width: 360, height: 740 });
      // The tables draw after the page; wait for the one there is.
      if (path !== 'index.html' && path !== '404.html')
        await page.waitForFunction(() =>
          document.querySelector('#table > *')?.shadowRoot?.querySelector('.table'),
        );
      expect(await sideways(page), path).toBe(0);
      expect(await smallControls(page), path).toEqual([]);
      await page.context().close();
    }
  });

  it('serves the favicon as SVG and names it on every page', async () => {
    const res = await fetch(`${site.url}/favicon.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(await res.text()).toContain('<svg');
    const { page } = await open('index.html');
    expect(await page.locator('link[rel="icon"]').getAttribute('type')).toBe('image/svg+xml');
    await page.context().close();
  });
});

describe('the language switch', () => {
  it('puts the page into Dutch, keeps it on the next page, and back into English', async () => {
    const { page } = await open('index.html');
    const heading = page.locator('h1');
    await expect.poll(() => heading.textContent()).toBe('Games from the rulebook, at your table');
    await page.getByRole('button', { name: 'NL', exact: true }).click();
    await expect.poll(() => heading.textContent()).toBe('Spellen uit het regelboek, aan jouw tafel');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('nl');
    expect(await page.title()).toBe('Tafel — Wiezen, Die Weinhändler, Wine Cellar en Das Spiel');
    expect(await page.getByRole('button', { name: 'NL', exact: true }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    // The lobby's next table speaks it too.
    expect(await page.locator('#lobby select[name="lang"]').inputValue()).toBe('nl');

    await page.goto(`${site.url}/wiezen.html`);
    await expect.poll(() => page.locator('footer p').first().textContent()).toContain('Tafel speelt');
    // The table on the page, which speaks its page's language.
    await expect
      .poll(() => page.locator('tafel-wiezen [part~="status"]').first().textContent())
      .toMatch(/beurt|Bot/);

    await page.getByRole('button', { name: 'EN', exact: true }).click();
    await expect.poll(() => page.locator('footer p').first().textContent()).toContain('Tafel plays');
    await page.context().close();
  });

  it('speaks the language a shared link names, over the browser’s, and links every page to playing together', async () => {
    const { page } = await open('together.html?lang=nl', { locale: 'en-GB' });
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('nl');
    const together = page.getByRole('navigation').getByRole('link', { name: 'Samen spelen' });
    expect(await together.getAttribute('aria-current')).toBe('page');
    await page.goto(`${site.url}/wiezen.html`);
    // Not kept: the next page is the browser's language again (only the switch is remembered).
    await page.getByRole('navigation').getByRole('link', { name: 'Play together' }).click();
    await page.waitForURL(/together\.html$/);
    await page.context().close();
  });

  it('starts in Dutch for a browser that asks for it', async () => {
    const { page } = await open('404.html', { locale: 'nl-BE' });
    await expect.poll(() => page.locator('h1').textContent()).toBe('Hier ligt niets op tafel');
    await page.context().close();
  });
});

describe('starting a game', () => {
  /** Whether the table's top is on the screen (after a smooth scroll has settled). */
  const tableInView = (page: Page) =>
    page.evaluate(() => {
      const box = document.getElementById('table')!.getBoundingClientRect();
      return box.top >= -1 && box.top < innerHeight / 2;
    });

  it('on a phone, the lobby scrolls the new table into view', async () => {
    const { page } = await open('index.html', { width: 390, height: 844 });
    const start = page.locator('#lobby button[type="submit"]');
    await start.scrollIntoViewIfNeeded();
    expect(await tableInView(page)).toBe(false);
    await start.click();
    await page.waitForFunction(() =>
      document.querySelector('#table > *')?.shadowRoot?.querySelector('.table'),
    );
    await expect.poll(() => tableInView(page)).toBe(true);
    await page.context().close();
  });

  it('Wine Cellar solo from the home page: one seat against the automaton, in view', async () => {
    const { page } = await open('index.html', { width: 390, height: 844 });
    await page.locator('.game-card a[href$="#solo"]').click();
    await page.waitForURL(/wine-cellar\.html#solo$/);
    await page.waitForFunction(() =>
      document.querySelector('#table > *')?.shadowRoot?.querySelector('.table'),
    );
    expect(await page.locator('tafel-wine-cellar').getAttribute('seats')).toBe('you');
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            (document.querySelector('tafel-wine-cellar') as unknown as { view: { solo: boolean } }).view
              ?.solo,
        ),
      )
      .toBe(true);
    // Switching on the page itself is the reader's act: the new table comes into view.
    await page.getByRole('link', { name: 'Duel against a bot' }).click();
    await expect.poll(() => page.locator('tafel-wine-cellar').getAttribute('seats')).toBe('you,bot');
    await expect.poll(() => tableInView(page)).toBe(true);
    await page.context().close();
  });
});

describe('an address that leads nowhere, on the built server', () => {
  let server: ChildProcess;
  let url: string;

  beforeAll(async () => {
    ({ server, url } = await startApi('site'));
  });

  afterAll(() => {
    server?.kill();
  });

  it('a page path gets the site’s 404 page, HTML with status 404, in the site’s look with a way home', async () => {
    const res = await fetch(`${url}/no/such/page.html`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const answer = await page.goto(`${url}/no/such/page.html`);
    expect(answer?.status()).toBe(404);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Nothing on this table');
    // Its style and script load from the root however deep the address.
    expect(await page.evaluate(() => getComputedStyle(document.body).display)).toBe('flex');
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await page.waitForURL(`${url}/`);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('an unknown path under /v1 gets the API’s JSON error', async () => {
    const res = await fetch(`${url}/v1/nope`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('not-found');
  });

  it('the favicon and the reference page, which wears the site’s look', async () => {
    expect((await fetch(`${url}/favicon.svg`)).headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.goto(`${url}/v1/docs`);
    await page.locator('.opblock').first().waitFor();
    expect(await page.locator('.tafel-header .tafel-brand').textContent()).toBe('Tafel');
    expect(await sideways(page)).toBe(0);
    await context.close();
  });
});
