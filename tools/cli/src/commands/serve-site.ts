/**
 * Which site `tafel serve` serves beside the API, and what it says when there is none. In this repository the
 * demo site is built into `apps/web/dist`; a `tafel` installed from npm has no such folder, so the words name
 * what to install or pass rather than a path inside the repository.
 *
 * @module
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** The site folder when it holds a built site (`index.html`), or the sentence that explains its absence. */
export function chooseSite(dir: string): { site: string } | { site: undefined; hint: string } {
  if (existsSync(join(dir, 'index.html'))) return { site: dir };
  return {
    site: undefined,
    hint: `tafel: no built site in ${dir}; serving the API only. To serve the tables too, pass --site with the folder of a built Tafel demo site, or put the tables of the @tafel/web package (npm i @tafel/web) on your own page and point them at this API.`,
  };
}
