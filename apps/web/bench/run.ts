/**
 * The web bench (run by `pnpm bench` after the CLI's suites), in Debian's Chromium where timing is measured:
 * - the gzip size of each element's bundle as a site loads it with a script tag (the element's entry and every
 *   chunk it imports, Lit included), and of each game's bots Worker, which loads apart;
 * - the same for a developer's app: the packed packages installed into a Vite project outside the workspace,
 *   one page per element (`consumer.ts`; skipped with `--no-consumer`, as it runs `npm install`);
 * - how long each way of starting the Worker from another origin takes to its first answer (`worker-start.ts`);
 * - the time from `document.createElement` to the first rendered table, and the 165-dice pyramid's renders.
 * Entries are appended to the results file the CLI wrote (`--out`), in the same shape.
 *
 * Usage: `node apps/web/bench/run.ts --out bench/latest.json` (Node 24 runs TypeScript directly).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { wineCellar } from '@tafel/core/wine-cellar';
import { dist, launch, serveDist } from '../e2e/support.ts';
import { consumerSizes, siteWorkers } from './consumer.ts';
import { workerStartTimes } from './worker-start.ts';

interface Entry {
  name: string;
  unit: string;
  value: number;
  target?: string;
  note?: string;
}

/** The files an entry loads: itself and, transitively, every chunk it imports statically. */
function closure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(join(dist, file), 'utf8');
  for (const m of code.matchAll(
    /(?:import|export)\s*(?:[^'"]*?from\s*)?["']\.\/?((?:assets\/)?[^"']+\.js)["']/g,
  )) {
    const dep = m[1]!.startsWith('assets/') ? m[1]! : file.startsWith('assets/') ? `assets/${m[1]}` : m[1]!;
    if (existsSync(join(dist, dep))) closure(dep, seen);
  }
  return seen;
}

const gz = (files: Iterable<string>) =>
  [...files].reduce((n, f) => n + gzipSync(readFileSync(join(dist, f)), { level: 9 }).length, 0);

const at = process.argv.indexOf('--out');
const out = at > 0 ? process.argv[at + 1] : undefined;
const entries: Entry[] = [];
if (!existsSync(join(dist, 'tafel.js'))) {
  console.error('web bench: no build in apps/web/dist (pnpm --filter @tafel/web build); skipped');
  process.exit(0);
}
const elements = readdirSync(dist).filter((f) => /^tafel-.*\.js$/.test(f));
for (const file of elements) {
  entries.push({
    name: `web/${file.replace(/\.js$/, '')}/gzip`,
    unit: 'bytes',
    value: gz(closure(file)),
    target: '< 61440 (60 kB)',
    note: 'tafel-<game>.js from a script tag: the element with Lit and the rules it imports, without its bots Worker (Das Spiel: without the game it plays, loaded apart)',
  });
}
// `<tafel-das-spiel>` loads a game's board (and its rules) when a table plays it: what a page with one dice game
// loads at start is the element and that game's chunk with what it imports beyond the element.
const dasSpiel = closure('tafel-das-spiel.js');
for (const board of readdirSync(join(dist, 'assets')).filter((f) => /^board-[a-z-]+-[\w-]{8}\.js$/.test(f))) {
  const game = board.replace(/^board-/, '').replace(/-[\w-]{8}\.js$/, '');
  const page = closure(`assets/${board}`, new Set(dasSpiel));
  entries.push({
    name: `web/tafel-das-spiel/${game}/gzip`,
    unit: 'bytes',
    value: gz(page),
    target: '< 61440 (60 kB)',
    note: `a page with <tafel-das-spiel game="${game}">: the element and that game's board and rules (${gz(page) - gz(dasSpiel)} bytes of it)`,
  });
}
// The dice pyramid's WebAssembly kernels load after the first render, apart from the element: the module and
// its loader chunk (the dynamic import of `@tafel/pyramid-wasm`).
// Two builds: the page loads the SIMD one where WebAssembly.validate accepts SIMD, the scalar one elsewhere.
for (const w of readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.wasm'))) {
  const build = w.startsWith('pyramid-scalar') ? 'scalar' : 'simd';
  entries.push({
    name: `web/pyramid-wasm/module/${build}/gzip`,
    unit: 'bytes',
    value: gz([`assets/${w}`]),
    note: 'loaded by <tafel-das-spiel> in the background, not part of the element; one of the two builds',
  });
}
// One bots Worker per game, started by the element on its first bot move: that game's rules and bots only.
for (const w of siteWorkers(dist)) {
  entries.push({
    name: `web/bots-worker/${w.file.replace(/^bot-worker-/, '').replace(/-[\w-]{8}\.js$/, '')}/gzip`,
    unit: 'bytes',
    value: w.gzip,
    target: '< 61440 (60 kB)',
    note: 'one game’s bots and rules (before: one Worker with every game’s, 57,739 bytes)',
  });
}

if (!process.argv.includes('--no-consumer')) {
  for (const c of await consumerSizes()) {
    entries.push({
      name: `web/consumer/${c.element}/gzip`,
      unit: 'bytes',
      value: c.startGzip,
      target: '< 61440 (60 kB)',
      note: `a Vite app's page with import '@tafel/web/${c.element}': what it loads at start`,
    });
    for (const w of c.workers) {
      entries.push({
        name: `web/consumer/${c.element}/worker/${w.file.replace(/^assets\//, '').replace(/-[\w-]{8}\.js$/, '')}/gzip`,
        unit: 'bytes',
        value: w.gzip,
        note: 'the bots Worker the app’s Vite built for the element, loaded on the first bot move',
      });
    }
  }
}

if (existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
  const { server, url } = await serveDist();
  const browser = await launch();
  for (const tag of elements.map((f) => f.replace(/\.js$/, ''))) {
    const page = await browser.newPage();
    await page.goto(`${url}/index.html`);
    await page.setContent('<!doctype html><html lang="en"><body></body></html>');
    await page.addScriptTag({ type: 'module', url: `${url}/${tag}.js` });
    await page.waitForFunction((t) => customElements.get(t) !== undefined, tag);
    const times: number[] = [];
    for (let i = 0; i < 15; i++) {
      times.push(
        await page.evaluate(async (t) => {
          const start = performance.now();
          const el = document.createElement(t) as HTMLElement & { updateComplete: Promise<unknown> };
          el.setAttribute('seed', `bench-${Math.random()}`);
          el.setAttribute('bot-delay', '100000');
          document.body.append(el);
          await el.updateComplete;
          const ms = performance.now() - start;
          el.remove();
          return ms;
        }, tag),
      );
    }
    times.sort((a, b) => a - b);
    entries.push({
      name: `web/${tag}/first-render`,
      unit: 'ms',
      value: times[Math.floor(times.length / 2)]!,
      note: 'median of 15',
    });
    await page.close();
  }
  await pyramidRenderTimes(browser, url);
  const wineCellarWorker = siteWorkers(dist).find((w) => w.file.startsWith('bot-worker-wine-cellar-'))!;
  const state = wineCellar.setup({ players: 2, seed: 'worker-start' });
  for (const row of await workerStartTimes(browser, `assets/${wineCellarWorker.file}`, state, 20)) {
    if (!row.started) {
      console.error(`web bench: a Worker started by ${row.way} did not start (${row.note})`);
      continue;
    }
    entries.push({
      name: `web/worker-start/${row.way}/first-answer`,
      unit: 'ms',
      value: row.medianMs,
      note: `median of 20 cold starts, the ways taking turns (slowest ${row.maxMs.toFixed(1)} ms): ${row.note}`,
    });
  }
  await browser.close();
  server.close();
} else {
  console.error('web bench: no Chromium; render times skipped');
}

/**
 * The full 165-dice pyramid (Cui bono?'s start) drawn from scratch and drawn again after a move (a person pulls a
 * die: the rules' move and the re-render), in this machine's Chromium: median and 95th percentile over 30 each.
 */
async function pyramidRenderTimes(browser: Awaited<ReturnType<typeof launch>>, url: string): Promise<void> {
  const page = await browser.newPage();
  await page.goto(`${url}/index.html`);
  await page.setContent('<!doctype html><html lang="en"><body></body></html>');
  await page.addScriptTag({ type: 'module', url: `${url}/tafel-das-spiel.js` });
  await page.waitForFunction(() => customElements.get('tafel-das-spiel') !== undefined);
  const runs = await page.evaluate(async () => {
    type Table = HTMLElement & { updateComplete: Promise<unknown> };
    const first: number[] = [];
    const again: number[] = [];
    for (let i = 0; i < 30; i++) {
      const el = document.createElement('tafel-das-spiel') as Table;
      el.setAttribute('game', 'cui-bono');
      // The bot waits (a long bot-delay), so the board after the person's move is what is drawn again.
      el.setAttribute('seats', 'you,bot');
      el.setAttribute('bot-delay', '100000');
      el.setAttribute('seed', `render-${i}`);
      let start = performance.now();
      document.body.append(el);
      await el.updateComplete;
      first.push(performance.now() - start);
      if (el.shadowRoot!.querySelectorAll('.die').length !== 165) throw new Error('not the full pyramid');
      const pull = el.shadowRoot!.querySelector('[part~="cell"]')!;
      start = performance.now();
      pull.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
      await el.updateComplete;
      again.push(performance.now() - start);
      if (el.shadowRoot!.querySelectorAll('.die').length !== 164) throw new Error('the move was not drawn');
      el.remove();
    }
    return { first, again };
  });
  const stat = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.floor(q * (xs.length - 1))]!;
  for (const [what, xs] of [
    ['first-render', runs.first],
    ['after-a-move', runs.again],
  ] as const) {
    entries.push({
      name: `web/pyramid-165/${what}/median`,
      unit: 'ms',
      value: stat(xs, 0.5),
      target: '< 16',
    });
    entries.push({ name: `web/pyramid-165/${what}/p95`, unit: 'ms', value: stat(xs, 0.95), target: '< 16' });
  }
  await page.close();
}

const rows = entries.map(
  (e) =>
    `${e.name.padEnd(56)} ${e.value.toFixed(e.unit === 'ms' ? 1 : 0).padStart(10)} ${e.unit.padEnd(6)} ${e.target ?? ''}`,
);
console.log(rows.join('\n'));
if (out) {
  const results = existsSync(out)
    ? JSON.parse(readFileSync(out, 'utf8'))
    : { date: new Date().toISOString(), entries: [] };
  results.entries = [...results.entries.filter((e: Entry) => !e.name.startsWith('web/')), ...entries];
  writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
}
