/**
 * What a developer's app ships for one element: the packed packages installed into a Vite project outside the
 * workspace (`scripts/packed`), one page per element importing its subpath (`import '@tafel/web/wiezen'`),
 * built by the app's own Vite. For each page: the gzip size of everything the page loads at start (its entry and
 * the chunks it imports statically: the element, Lit, the rules), and of each bots Worker the element can start
 * (the Worker bundle the app's build made: that game's bots and rules only).
 *
 * @module
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { catalogVersion, installInto, packAll, run, tempProject } from '../../../scripts/packed/index.ts';

/** The elements, by subpath. */
const ELEMENTS = ['wine-cellar', 'wiezen', 'weinhaendler', 'das-spiel'] as const;

/** A page's sizes: at start, and each Worker it can start (by file). */
export interface ConsumerSizes {
  element: string;
  startGzip: number;
  workers: { file: string; gzip: number }[];
}

const gzip = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** The chunks `file` imports statically (ES module output: `import … from "./x.js"`, `import "./x.js"`). */
function closure(dir: string, file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(join(dir, file), 'utf8');
  for (const m of code.matchAll(/(?:import|export)\s*(?:[^'"`();]*?from\s*)?["'`]\.\/([^"'`]+\.js)["'`]/g)) {
    const dep = join(dirname(file), m[1]!);
    if (existsSync(join(dir, dep))) closure(dir, dep, seen);
  }
  return seen;
}

/** The Worker files a chunk starts: `new Worker(new URL("/assets/x.js", import.meta.url), …)`. */
function workersOf(dir: string, files: Iterable<string>): string[] {
  const found = new Set<string>();
  for (const file of files) {
    const code = readFileSync(join(dir, file), 'utf8');
    for (const m of code.matchAll(/new Worker\(new URL\(["'`]\/?([^"'`]+\.js)["'`]/g)) found.add(m[1]!);
  }
  return [...found].sort();
}

/**
 * Packs, installs and builds the consumer app, then measures it (about a minute, most of it `npm install`).
 *
 * @example
 * ```ts
 * for (const s of await consumerSizes()) console.log(s.element, s.startGzip);
 * ```
 */
export async function consumerSizes(): Promise<ConsumerSizes[]> {
  const packs = packAll(['@tafel/web', '@tafel/core', '@tafel/bots', '@tafel/ai', '@tafel/pyramid-wasm']);
  const files: Record<string, string> = {
    'vite.config.js': `export default { build: { rollupOptions: { input: { ${ELEMENTS.map((e) => `'${e}': '${e}.html'`).join(', ')} } } } };\n`,
  };
  for (const e of ELEMENTS) {
    files[`${e}.html`] =
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${e}</title>` +
      `<script type="module" src="/src/${e}.js"></script></head><body><tafel-${e}></tafel-${e}></body></html>`;
    files[`src/${e}.js`] = `import '@tafel/web/${e}';\n`;
  }
  const app = tempProject('tafel-web-bench-', files);
  try {
    await installInto(app, { packs, devDependencies: { vite: catalogVersion('vite') } });
    const built = await run(app, 'vite', ['build']);
    if (built.status !== 0) throw new Error(`vite build failed:\n${built.stderr}`);
    const dist = join(app, 'dist');
    return ELEMENTS.map((element) => {
      const html = readFileSync(join(dist, `${element}.html`), 'utf8');
      const entry = /<script type="module" crossorigin src="\/([^"]+)"/.exec(html)![1]!;
      const start = closure(dist, entry);
      return {
        element,
        startGzip: [...start].reduce((n, f) => n + gzip(join(dist, f)), 0),
        workers: workersOf(dist, start).map((file) => ({ file, gzip: gzip(join(dist, file)) })),
      };
    });
  } finally {
    rmSync(app, { recursive: true, force: true });
    rmSync(dirname(packs['@tafel/web']!.tarball), { recursive: true, force: true });
  }
}

/** The files of the site build (`dist/assets`) that are bots Workers, with their gzip sizes. */
export function siteWorkers(dist: string): { file: string; gzip: number }[] {
  return readdirSync(join(dist, 'assets'))
    .filter((f) => f.startsWith('bot-worker-'))
    .map((f) => ({ file: f, gzip: gzip(join(dist, 'assets', f)) }));
}
