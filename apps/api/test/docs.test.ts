/**
 * The reference page as a developer opens it, in Chromium, from the real Node server and from workerd: Swagger UI
 * draws the operations from assets the server serves itself; not one request leaves the server (this machine
 * has no internet, as many a developer's laptop on a train).
 */
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, startWorkerd, tempDb, type Workerd, workerdAvailable } from './support.js';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const haveChromium = existsSync(chromiumPath);
if (!haveChromium) console.log(`reference page tests skipped: no Chromium at ${chromiumPath}`);
const haveWorkerd = workerdAvailable().ok;

let browser: Browser;
let node: Awaited<ReturnType<typeof startServer>>;
let workerd: Workerd | null = null;

beforeAll(async () => {
  if (!haveChromium) return;
  [browser, node, workerd] = await Promise.all([
    chromium.launch({
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    }),
    startServer(tempDb()),
    haveWorkerd ? startWorkerd(mkdtempSync(join(tmpdir(), 'tafel-docs-'))) : Promise.resolve(null),
  ]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  node?.child.kill('SIGKILL');
  await workerd?.stop();
});

/** Opens the page; the operations it drew and every URL it asked for. */
async function open(url: string) {
  const page = await browser.newPage();
  const asked: string[] = [];
  page.on('request', (r) => asked.push(r.url()));
  await page.goto(`${url}/v1/docs`);
  await page.getByText('/v1/games/wiezen/validate').first().waitFor({ timeout: 30_000 });
  const operations = await page.locator('.opblock').count();
  await page.close();
  return { operations, asked };
}

describe.skipIf(!haveChromium)('the reference page, offline', () => {
  it('Node: Swagger UI draws every operation from assets this server serves', async () => {
    const { operations, asked } = await open(node.url);
    expect(operations).toBeGreaterThan(45);
    for (const url of asked) expect(url.startsWith(node.url), url).toBe(true);
    expect(asked).toContain(`${node.url}/v1/docs/swagger-ui-bundle.js`);
  });

  it.skipIf(!haveWorkerd)('workerd: the same page from the Worker and its static assets', async () => {
    const { operations, asked } = await open(workerd!.url);
    expect(operations).toBeGreaterThan(45);
    for (const url of asked) expect(url.startsWith(workerd!.url), url).toBe(true);
  });
});
