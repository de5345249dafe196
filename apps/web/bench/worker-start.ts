/**
 * How to start the bots' Worker when `tafel.js` comes from another origin, measured: the built files on one
 * loopback port (with CORS, as any host serving `tafel.js` to other origins sends), the page on another. Each
 * run opens a fresh browser context (an empty cache), starts Wine Cellar's Worker one way and times it to its
 * first answer (a `random` bot's move, so the bot's thinking is nothing). The ways:
 *
 * - `same-origin`: `new Worker(url)` from a page on the files' own origin — the reference, what a same-origin
 *   page gets;
 * - `blob-import`: a same-origin Blob module that `import`s the Worker's URL (what `start-worker.ts` does);
 * - `data-import`: the same module as a `data:` URL (the Worker then runs in an opaque origin);
 * - `blob-text`: the Worker's text fetched and started from a Blob (its relative imports and `import.meta.url`
 *   would then point at the Blob; it works only because Vite's Worker bundles are single files);
 * - `direct`: `new Worker(url)` across origins, which the browser refuses (the row says whether it started).
 *
 * @module
 */
import type { Browser } from 'playwright-core';
import { serveDist } from '../e2e/support.ts';

/** One way's result: whether it started, and its median and slowest time to the first answer. */
export interface StartTime {
  way: string;
  started: boolean;
  medianMs: number;
  maxMs: number;
  note: string;
}

const WAYS = ['same-origin', 'blob-import', 'data-import', 'blob-text', 'direct'] as const;

/** What each way means for a site (README, "Worker from another origin"). */
const NOTES: Record<(typeof WAYS)[number], string> = {
  'same-origin': 'reference: the page on the files’ origin',
  'blob-import':
    'chosen: a Blob of the page’s origin imports the module (its chunks, import.meta.url intact)',
  'data-import': 'works, but the Worker runs in an opaque origin',
  'blob-text': 'works only for a single-file Worker; its import.meta.url is the Blob',
  direct: 'refused by the browser (SecurityError)',
};

/**
 * Times each way `runs` times (fresh contexts) to the first answer of `worker` (a path under the built site).
 *
 * @example
 * ```ts
 * const rows = await workerStartTimes(browser, 'assets/bot-worker-wine-cellar-XXXX.js', state, 10);
 * ```
 */
export async function workerStartTimes(
  browser: Browser,
  worker: string,
  state: unknown,
  runs = 10,
): Promise<StartTime[]> {
  const files = await serveDist({
    cors: true,
    pages: { '/blank.html': { html: '<!doctype html><title>files</title>' } },
  });
  const host = await serveDist({ pages: { '/': { html: '<!doctype html><title>host</title>' } } });
  const times = new Map<string, number[]>(WAYS.map((w) => [w, []]));
  const refused = new Set<string>();
  try {
    // The ways take turns, run by run, so a slow spell of the shared machine falls on all of them alike.
    for (let i = 0; i < runs; i++) {
      for (const way of WAYS) {
        if (refused.has(way)) continue;
        const page = way === 'same-origin' ? `${files.url}/blank.html` : `${host.url}/`;
        const ms = await timeOnce(browser, page, { url: `${files.url}/${worker}`, way, state });
        if (ms < 0) refused.add(way);
        else times.get(way)!.push(ms);
      }
    }
  } finally {
    files.server.close();
    host.server.close();
  }
  return WAYS.map((way): StartTime => {
    const xs = times.get(way)!.sort((x, y) => x - y);
    const started = !refused.has(way);
    return {
      way,
      started,
      medianMs: started ? xs[Math.floor(xs.length / 2)]! : Number.NaN,
      maxMs: started ? xs.at(-1)! : Number.NaN,
      note: NOTES[way],
    };
  });
}

/** One cold start (a fresh context) of the Worker one way, from `page`, to its first answer; -1 if refused. */
async function timeOnce(
  browser: Browser,
  page: string,
  args: { url: string; way: string; state: unknown },
): Promise<number> {
  const context = await browser.newContext();
  try {
    const tab = await context.newPage();
    await tab.goto(page);
    return await tab.evaluate(async ({ url, way, state }) => {
      const request = { id: 0, gameId: 'wine-cellar', bot: 'random', state, seat: 1, seed: 'start' };
      const start = performance.now();
      let w: Worker;
      try {
        if (way === 'blob-import' || way === 'data-import') {
          const source = `import ${JSON.stringify(url)};`;
          const shim =
            way === 'blob-import'
              ? URL.createObjectURL(new Blob([source], { type: 'text/javascript' }))
              : `data:text/javascript,${encodeURIComponent(source)}`;
          w = new Worker(shim, { type: 'module' });
        } else if (way === 'blob-text') {
          const text = await (await fetch(url)).text();
          w = new Worker(URL.createObjectURL(new Blob([text], { type: 'text/javascript' })), {
            type: 'module',
          });
        } else w = new Worker(url, { type: 'module' });
      } catch {
        return -1;
      }
      return new Promise<number>((resolve) => {
        w.addEventListener('message', () => resolve(performance.now() - start));
        w.addEventListener('error', () => resolve(-1));
        w.postMessage(request);
      });
    }, args);
  } finally {
    await context.close();
  }
}
