/**
 * The one-script-tag bundles for a CDN path to the npm package (`…/npm/@tafel/web@<version>/cdn/tafel.js`):
 * copies `dist/tafel.js`, `dist/tafel-<game>.js` and every file of `dist/assets` they load, directly or
 * through another asset, into `cdn/` (the bundles' own relative paths unchanged). The demo site's pages and
 * photos are not loaded by any bundle, so they stay out. Runs after `vite build`.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const cdn = join(root, 'cdn');
const assets = readdirSync(join(dist, 'assets'));
const entries = readdirSync(dist).filter((f) => /^tafel(-[a-z-]+)?\.js$/.test(f));
if (!entries.includes('tafel.js')) throw new Error('cdn: dist/tafel.js is missing (run vite build first)');

// Every asset a bundle names (a file name is unique: vite gives each a content hash), followed to the end.
const needed = new Set();
const queue = entries.map((f) => join(dist, f));
while (queue.length > 0) {
  const text = readFileSync(queue.pop(), 'utf8');
  for (const asset of assets) {
    if (!needed.has(asset) && text.includes(asset)) {
      needed.add(asset);
      queue.push(join(dist, 'assets', asset));
    }
  }
}

rmSync(cdn, { recursive: true, force: true });
mkdirSync(join(cdn, 'assets'), { recursive: true });
for (const f of entries) cpSync(join(dist, f), join(cdn, f));
for (const f of needed) cpSync(join(dist, 'assets', f), join(cdn, 'assets', f));
if (!existsSync(join(cdn, 'tafel.js'))) throw new Error('cdn: nothing copied');
console.log(`cdn: ${entries.length} bundles and ${needed.size} of ${assets.length} assets`);
