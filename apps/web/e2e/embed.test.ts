/**
 * The built `tafel.js` embedded as a site owner embeds it, in Debian's Chromium: from another origin (the built
 * files on one loopback port, the host page on another), from a subfolder of the host's own site
 * (`/vendor/tafel/tafel.js`), on a page whose Content Security Policy forbids Workers, and with the Wasm module
 * missing from the deployment. Every table is played to `tafel-end` by clicking; what fails must be shown on the
 * table and fired as `tafel-error`.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clickToEnd, ENABLED_MOVE, launch, type Served, serveDist } from './support.js';

let browser: Browser;
const servers: Served[] = [];

beforeAll(async () => {
  browser = await launch();
});

afterEach(() => {
  for (const s of servers.splice(0)) s.server.close();
});

afterAll(async () => {
  await browser?.close();
});

/** A host page: the script tag, one element, and a record of the tables' events on `window.tafel`. */
const hostPage = (script: string, element: string, lang = 'en') =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>A site that embeds Tafel</title>
  <script>
    window.tafel = { ends: [], errors: [] };
    addEventListener('tafel-end', (e) => tafel.ends.push(e.detail));
    addEventListener('tafel-error', (e) => tafel.errors.push(e.detail));
  </script>
  <script type="module" src="${script}"></script></head><body><main>${element}</main></body></html>`;

async function serve(options: Parameters<typeof serveDist>[0]): Promise<Served> {
  const served = await serveDist(options);
  servers.push(served);
  return served;
}

/** Opens `url` and waits for the table's first render; collects the page's Workers and errors. */
async function open(
  url: string,
): Promise<{ page: Page; workers: string[]; problems: string[]; warnings: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const workers: string[] = [];
  const problems: string[] = [];
  const warnings: string[] = [];
  page.on('worker', (w) => workers.push(w.url()));
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await page.goto(url);
  await page.waitForFunction(
    () => document.querySelector('main > *')?.shadowRoot?.querySelector('.table') != null,
  );
  return { page, workers, problems, warnings };
}

/** The table's events so far, and where its bots thought. */
const events = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as {
      tafel: { ends: unknown[]; errors: { code: string; message: string }[] };
    };
    const el = document.querySelector('main > *') as unknown as { bots: { thread?: string } };
    return { ends: w.tafel.ends.length, errors: w.tafel.errors, thread: el.bots.thread };
  });

describe('tafel.js from another origin', () => {
  it('plays Wine Cellar against a bot in its Worker (started through a same-origin Blob) to tafel-end; the hint works', async () => {
    const files = await serve({ cors: true });
    const host = await serve({
      pages: {
        '/': {
          html: hostPage(
            `${files.url}/tafel.js`,
            '<tafel-wine-cellar seats="you,bot:strong" seed="x-origin" bot-delay="0"></tafel-wine-cellar>',
          ),
        },
      },
    });
    expect(new URL(files.url).origin).not.toBe(new URL(host.url).origin);
    const { page, workers, problems } = await open(`${host.url}/`);
    await page.locator(ENABLED_MOVE).first().waitFor();
    await page.locator('[part~="hint"]').click();
    await expect
      .poll(() => page.locator('[part~="notice"]').textContent(), { timeout: 20_000 })
      .toMatch(/^Hint: /);
    await clickToEnd(page);
    const seen = await events(page);
    expect(seen).toEqual({ ends: 1, errors: [], thread: 'worker' });
    // The Worker ran from the page's own origin (the Blob), and its module from the files' origin.
    expect(workers.length).toBe(1);
    expect(workers[0]).toMatch(new RegExp(`^blob:${host.url}/`));
    expect(files.requests.some((r) => /\/assets\/bot-worker-wine-cellar-[\w-]+\.js$/.test(r.path))).toBe(
      true,
    );
    expect(files.requests.filter((r) => r.status !== 200)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('plays Das Spiel with the Wasm kernels loaded from the files’ origin', async () => {
    const files = await serve({ cors: true });
    const host = await serve({
      pages: {
        '/': {
          html: hostPage(
            `${files.url}/tafel-das-spiel.js`,
            '<tafel-das-spiel game="eintrichtern" seats="you,bot" seed="x-origin" bot-delay="0"></tafel-das-spiel>',
          ),
        },
      },
    });
    const { page, problems } = await open(`${host.url}/`);
    const kernels = await page.evaluate(
      () =>
        (document.querySelector('tafel-das-spiel') as unknown as { kernelsReady: Promise<string> })
          .kernelsReady,
    );
    expect(kernels).toBe('wasm');
    await clickToEnd(page);
    expect(await events(page)).toEqual({ ends: 1, errors: [], thread: 'worker' });
    expect(files.requests.some((r) => r.path.endsWith('.wasm') && r.status === 200)).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('a bot that cannot move is said on the table, in its language, with tafel-error and a way to try again', async () => {
    const files = await serve({ cors: true });
    const host = await serve({
      pages: {
        '/': {
          html: hostPage(
            `${files.url}/tafel.js`,
            '<tafel-wine-cellar seats="bot:grandmaster,you" seed="x-fail" bot-delay="0"></tafel-wine-cellar>',
            'nl',
          ),
        },
      },
    });
    const { page } = await open(`${host.url}/`);
    const notice = page.locator('[part~="notice"]');
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(/^Bot 1 kon niet zetten: .*grandmaster/);
    expect(await page.locator('[part~="retry"]').textContent()).toMatch(/Opnieuw proberen/);
    const seen = await events(page);
    expect(seen.errors.map((e) => e.code)).toEqual(['bot-failed']);
    expect(seen.errors[0]!.message).toBe(await notice.textContent());
    await page.close();
  });
});

describe('tafel.js from a subfolder of the site', () => {
  it('loads its chunks, its Worker and its Wasm module from /vendor/tafel/, never from the root, and plays to tafel-end', async () => {
    const site = await serve({
      at: '/vendor/tafel/',
      pages: {
        '/': {
          html: hostPage(
            '/vendor/tafel/tafel.js',
            '<tafel-das-spiel game="cui-bono" seats="you,bot" seed="subfolder" bot-delay="0"></tafel-das-spiel>',
          ),
        },
      },
    });
    const { page, workers, problems } = await open(`${site.url}/`);
    const kernels = await page.evaluate(
      () =>
        (document.querySelector('tafel-das-spiel') as unknown as { kernelsReady: Promise<string> })
          .kernelsReady,
    );
    expect(kernels).toBe('wasm');
    await clickToEnd(page);
    expect(await events(page)).toEqual({ ends: 1, errors: [], thread: 'worker' });
    expect(workers.length).toBe(1);
    expect(workers[0]).toMatch(
      new RegExp(`^${site.url}/vendor/tafel/assets/bot-worker-cui-bono-[\\w-]+\\.js$`),
    );
    expect(site.requests.some((r) => /^\/vendor\/tafel\/assets\/pyramid-[\w-]+\.wasm$/.test(r.path))).toBe(
      true,
    );
    // Nothing went to the root but the page itself (and the browser's own favicon request).
    const mine = site.requests.filter((r) => r.path !== '/favicon.ico');
    expect(mine.filter((r) => r.status !== 200)).toEqual([]);
    expect(mine.filter((r) => !r.path.startsWith('/vendor/tafel/') && r.path !== '/')).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('when something cannot load', () => {
  it('a page whose policy forbids Workers still plays: the bots think on the page’s thread', async () => {
    const files = await serve({ cors: true });
    const host = await serve({
      pages: {
        '/': {
          html: hostPage(
            `${files.url}/tafel.js`,
            '<tafel-wine-cellar seats="you,bot" seed="no-worker" bot-delay="0"></tafel-wine-cellar>',
          ),
          headers: { 'content-security-policy': "worker-src 'none'" },
        },
      },
    });
    const { page, workers, warnings } = await open(`${host.url}/`);
    await clickToEnd(page);
    expect(warnings.filter((w) => /Worker could not run/.test(w))).toHaveLength(1);
    expect(await events(page)).toEqual({ ends: 1, errors: [], thread: 'page' });
    expect(workers).toEqual([]);
    // The bots' moves are in the record: they did play, on the page's thread.
    const seats = await page.evaluate(() =>
      (
        document.querySelector('tafel-wine-cellar') as unknown as { record: { moves: { seat: number }[] } }
      ).record.moves.map((m) => m.seat),
    );
    expect(new Set(seats)).toEqual(new Set([0, 1]));
    await page.close();
  });

  it('a missing Wasm module is said on the table and fired as tafel-error; TypeScript plays the game to its end', async () => {
    const files = await serve({ cors: true, missing: /\.wasm$/ });
    const host = await serve({
      pages: {
        '/': {
          html: hostPage(
            `${files.url}/tafel-das-spiel.js`,
            '<tafel-das-spiel game="cui-bono" seats="you,bot" seed="no-wasm" bot-delay="0"></tafel-das-spiel>',
            'nl',
          ),
        },
      },
    });
    const { page } = await open(`${host.url}/`);
    const notice = page.locator('[part~="notice"]');
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(
      /WebAssembly\) laadde niet \(.*404.*\); de tafel speelt verder/,
    );
    const first = await events(page);
    expect(first.errors.map((e) => e.code)).toEqual(['wasm-failed']);
    const kernels = await page.evaluate(
      () =>
        (document.querySelector('tafel-das-spiel') as unknown as { kernelsReady: Promise<string> })
          .kernelsReady,
    );
    expect(kernels).toBe('ts');
    await clickToEnd(page);
    expect((await events(page)).ends).toBe(1);
    expect(files.requests.some((r) => r.path.endsWith('.wasm') && r.status === 404)).toBe(true);
    await page.close();
  });
});
