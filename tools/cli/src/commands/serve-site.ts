/**
 * Which site `tafel serve` serves beside the API, and what it says. In this repository the demo site is built
 * into the folder `--site` names; a `tafel` installed from npm has no such folder, so it serves the tables'
 * one-script-tag bundles from `@tafel/web`'s `cdn/` folder when that package is installed, and otherwise says
 * in words what to install or pass (never a path inside the repository).
 *
 * @module
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** What to serve at `/`: a folder (maybe none) and the sentence that says what it is, if anything needs saying. */
export type SiteChoice = { site: string; hint?: string } | { site: undefined; hint: string };

/** `@tafel/web`'s `cdn/` folder when the package is installed where this module can resolve it. */
export function installedCdn(): string | null {
  try {
    const manifest = createRequire(import.meta.url).resolve('@tafel/web/package.json');
    const cdn = join(dirname(manifest), 'cdn');
    return existsSync(join(cdn, 'tafel.js')) ? cdn : null;
  } catch {
    return null;
  }
}

/**
 * The site folder when it holds a built site (`index.html`); else `@tafel/web`'s bundles when `cdn` is given;
 * else no site, and the sentence that explains what to do.
 *
 * @example
 * ```ts
 * chooseSite('site', installedCdn()); // { site: '…/@tafel/web/cdn', hint: 'tafel: no built site in site; …' }
 * ```
 */
export function chooseSite(dir: string, cdn: string | null = null): SiteChoice {
  if (existsSync(join(dir, 'index.html'))) return { site: dir };
  if (cdn && existsSync(join(cdn, 'tafel.js')))
    return {
      site: cdn,
      hint: `tafel: no built site in ${dir}; serving the tables' bundles of @tafel/web at / (load one on a page with <script type="module" src="/tafel.js">).`,
    };
  return {
    site: undefined,
    hint: `tafel: no built site in ${dir}; serving the API only. To serve the tables' bundles too, install @tafel/web beside tafel (npm i @tafel/web), or pass --site with the folder of a built Tafel demo site.`,
  };
}
