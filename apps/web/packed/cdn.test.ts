/**
 * The script tag from npm: `@tafel/web`'s tarball ships the one-script-tag bundles in `cdn/` (`tafel.js`,
 * `tafel-<game>.js` and the `assets/` they load, without the demo site's pages and photos), so
 * `<script type="module" src="…/npm/@tafel/web@<version>/cdn/tafel.js">` works. The packed tarball is unpacked,
 * its `cdn/` served from one loopback origin (as a CDN does, with CORS) and a host page from another; a Wine
 * Cellar table is played to `tafel-end` in Chromium.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packAll, tempProject } from '../../../scripts/packed/index.ts';
import { chromiumPath, clickToEnd, ENABLED_MOVE, launch, type Served, serveDir } from '../e2e/support.ts';

let unpacked = '';
const folders: string[] = [];
const servers: Served[] = [];
let browser: Browser | undefined;

beforeAll(() => {
  const into = tempProject('tafel-cdn-');
  folders.push(into);
  const { tarball } = packAll(['@tafel/web'], into)['@tafel/web']!;
  unpacked = join(into, 'package');
  mkdirSync(unpacked);
  execFileSync('tar', ['-xzf', tarball, '-C', unpacked, '--strip-components=1']);
}, 180_000);

afterAll(async () => {
  for (const s of servers) s.server.close();
  await browser?.close();
  for (const f of folders) rmSync(f, { recursive: true, force: true });
});

describe('@tafel/web from a CDN path (cdn/ in the tarball)', () => {
  it('ships tafel.js, the games’ bundles and their assets, without the demo site’s pages and photos', () => {
    const cdn = join(unpacked, 'cdn');
    const top = readdirSync(cdn);
    expect(top).toEqual(
      expect.arrayContaining([
        'tafel.js',
        'tafel-wine-cellar.js',
        'tafel-wiezen.js',
        'tafel-weinhaendler.js',
        'tafel-das-spiel.js',
        'assets',
      ]),
    );
    const assets = readdirSync(join(cdn, 'assets'));
    expect(assets.some((f) => /^bot-worker-wine-cellar-[\w-]+\.js$/.test(f))).toBe(true);
    expect(assets.some((f) => f.endsWith('.wasm'))).toBe(true);
    expect([...top, ...assets].filter((f) => /\.(html|jpe?g|png|webp|avif)$/.test(f))).toEqual([]);
  });

  it.skipIf(!existsSync(chromiumPath))('plays a table to its end from another origin', async () => {
    const files = await serveDir(join(unpacked, 'cdn'), { cors: true });
    servers.push(files);
    const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>CDN</title>
      <script>window.tafel = { ends: [], errors: [] };
        addEventListener('tafel-end', (e) => tafel.ends.push(e.detail));
        addEventListener('tafel-error', (e) => tafel.errors.push(e.detail));</script>
      <script type="module" src="${files.url}/tafel.js"></script></head>
      <body><main><tafel-wine-cellar seats="you,bot" seed="cdn" bot-delay="0"></tafel-wine-cellar></main></body></html>`;
    const hostRoot = tempProject('tafel-cdn-host-');
    folders.push(hostRoot);
    const host = await serveDir(hostRoot, { pages: { '/': { html: page } } });
    servers.push(host);
    expect(new URL(files.url).origin).not.toBe(new URL(host.url).origin);
    browser = await launch();
    const tab = await browser.newPage();
    await tab.goto(`${host.url}/`);
    await tab.locator(ENABLED_MOVE).first().waitFor();
    await clickToEnd(tab);
    const seen = await tab.evaluate(() => {
      const t = (window as unknown as { tafel: { ends: unknown[]; errors: unknown[] } }).tafel;
      return { ends: t.ends.length, errors: t.errors };
    });
    expect(seen).toEqual({ ends: 1, errors: [] });
    expect(files.requests.filter((r) => r.status !== 200)).toEqual([]);
    expect(files.requests.some((r) => r.path === '/tafel.js')).toBe(true);
  });
});
