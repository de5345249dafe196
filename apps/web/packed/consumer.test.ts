/**
 * `@tafel/web` as a developer gets it from npm: the packages it needs are packed (`pnpm pack`) and installed with
 * plain `npm install` into a project outside the workspace (`scripts/packed`), with vite, TypeScript and React
 * from the registry. Then:
 * - publint and arethetypeswrong (ESM-only profile) find nothing wrong with the tarball;
 * - a TypeScript consumer and a React 19 consumer type-check against the shipped types (the tags, their
 *   properties and typed events; a wrong prop is an error);
 * - a Vite app importing `@tafel/web/wine-cellar` and `@tafel/web/das-spiel` builds; its tables, served from the
 *   build, play to `tafel-end` in Chromium with the bots in the Worker the app's build made, and the dice table
 *   finds its Wasm module; the same app on Vite's dev server plays too.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  catalogVersion,
  installInto,
  type Packed,
  packAll,
  run,
  tempProject,
  withWorkspaceDependencies,
} from '../../../scripts/packed/index.ts';
import { chromiumPath, clickToEnd, launch, type Served, serveDir } from '../e2e/support.ts';

const hasChromium = existsSync(chromiumPath);

/** `@tafel/web` and the workspace packages it needs at run time (read from the manifests), itself first. */
const NEEDED = withWorkspaceDependencies(['@tafel/web']);

/** The consumer: two pages (a Wine Cellar table, a dice table), TypeScript and React sources. */
const FILES: Record<string, string> = {
  'index.html': `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>packed</title>
<script type="module" src="/src/main.ts"></script></head>
<body><main><tafel-wine-cellar seats="you,bot" seed="packed" bot-delay="0"></tafel-wine-cellar></main></body></html>`,
  'dice.html': `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>dice</title>
<script type="module" src="/src/dice.ts"></script></head><body><main></main></body></html>`,
  'vite.config.js': `export default {
  build: { rollupOptions: { input: { main: 'index.html', dice: 'dice.html' } } },
};
`,
  // A TypeScript consumer: the tag map, the typed events, the exported types.
  'src/main.ts': `import '@tafel/web/wine-cellar';
import type { Outcome } from '@tafel/web';

const table = document.querySelector('tafel-wine-cellar');
if (!table) throw new Error('no table');
const seed: string | undefined = table.seed;
const ends: Outcome[] = [];
table.addEventListener('tafel-end', (e) => {
  ends.push(e.detail);
  document.title = \`ended \${seed}: \${e.detail.winners.join(',')}\`;
});
(window as unknown as { ends: Outcome[] }).ends = ends;
`,
  // The import for its effect (it defines the tag): a type-only import is dropped by every bundler.
  'src/dice.ts': `import '@tafel/web/das-spiel';
import type { TafelDasSpiel } from '@tafel/web/das-spiel';

const table = document.createElement('tafel-das-spiel');
const same: TafelDasSpiel = table;
same.setAttribute('game', 'cui-bono');
same.setAttribute('seats', 'you,bot');
same.setAttribute('seed', 'packed-dice');
same.setAttribute('bot-delay', '0');
table.addEventListener('tafel-error', (e) => console.error(e.detail.code, e.detail.message));
document.querySelector('main')!.append(table);
`,
  // A React 19 consumer: the tags in JSX, their props typed, an ontafel-end handler with its detail.
  'src/app.tsx': `import '@tafel/web/wiezen';
import type {} from '@tafel/web/react';
import type { Outcome } from '@tafel/web';

export function Table({ onEnd }: { onEnd: (outcome: Outcome) => void }) {
  return (
    <tafel-wiezen
      seed="deal-1"
      seats="you,bot:strong,bot,bot"
      bot-delay={0}
      lang="nl"
      ontafel-end={(e) => onEnd(e.detail)}
      ontafel-error={(e) => console.warn(e.detail.code)}
    />
  );
}

export function Dice() {
  return <tafel-das-spiel game="raffzahn" wasm="off" ontafel-move={(e) => console.log(e.detail.seat)} />;
}

export function WrongSeed() {
  // @ts-expect-error: a seed is text
  return <tafel-wiezen seed={42} />;
}

export function Misspelt() {
  // @ts-expect-error: the element has no such attribute
  return <tafel-wine-cellar sead="x" />;
}

export function WrongDetail() {
  // @ts-expect-error: tafel-end's detail is an Outcome, which has no 'seat'
  return <tafel-wine-cellar ontafel-end={(e) => e.detail.seat} />;
}
`,
  'tsconfig.json': `${JSON.stringify(
    {
      compilerOptions: {
        target: 'es2022',
        module: 'esnext',
        moduleResolution: 'bundler',
        lib: ['es2023', 'dom', 'dom.iterable'],
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        types: [],
      },
      include: ['src'],
    },
    null,
    2,
  )}\n`,
};

let packs: Record<string, Packed>;
let app: string;
let browser: Browser | undefined;

beforeAll(async () => {
  packs = packAll(NEEDED);
  app = tempProject('tafel-web-consumer-', FILES);
  await installInto(app, {
    packs,
    devDependencies: {
      vite: catalogVersion('vite'),
      typescript: catalogVersion('typescript'),
      react: catalogVersion('react'),
      '@types/react': catalogVersion('@types/react'),
    },
  });
}, 600_000);

afterAll(async () => {
  await browser?.close();
  // The projects stay for a look when asked (TAFEL_KEEP_PACKED=1), else they go.
  if (!process.env.TAFEL_KEEP_PACKED) {
    for (const dir of [app, dirname(packs['@tafel/web']!.tarball)])
      rmSync(dir, { recursive: true, force: true });
  }
});

describe('the @tafel/web tarball', () => {
  it('publint finds nothing to fix', async () => {
    const r = await run(app, join(import.meta.dirname, '..', 'node_modules', '.bin', 'publint'), [
      '--strict',
      packs['@tafel/web']!.tarball,
    ]);
    expect(r.stderr + r.stdout).toMatch(/All good!/);
    expect(r.status).toBe(0);
  });

  it('arethetypeswrong finds nothing wrong for ESM consumers (node16 from ESM, bundlers)', async () => {
    const r = await run(app, join(import.meta.dirname, '..', 'node_modules', '.bin', 'attw'), [
      packs['@tafel/web']!.tarball,
      '--profile',
      'esm-only',
      '--format',
      'json',
    ]);
    const report = JSON.parse(r.stdout) as {
      analysis: { problems: { kind: string; resolutionKind: string }[] };
    };
    const problems = report.analysis.problems.filter(
      (p) => p.resolutionKind !== 'node10' && p.resolutionKind !== 'node16-cjs',
    );
    expect(problems).toEqual([]);
    expect(r.status).toBe(0);
  });

  it('ships the library, its types and the manifest, and neither the demo site nor tests', () => {
    const root = join(app, 'node_modules', '@tafel', 'web');
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    expect(manifest.customElements).toBe('dist/custom-elements.json');
    expect(existsSync(join(root, manifest.customElements))).toBe(true);
    expect(existsSync(join(root, 'dist', 'lib', 'elements', 'tafel-wiezen.d.ts'))).toBe(true);
    expect(readdirSync(join(root, 'dist')).sort()).toEqual(['custom-elements.json', 'lib', 'types']);
    expect(JSON.stringify(manifest.exports)).not.toContain('@tafel/source');
  });
});

describe('a TypeScript and a React 19 consumer', () => {
  it('type-check against the shipped types (and a wrong prop, attribute or detail is an error)', async () => {
    const r = await run(app, 'tsc', ['-p', 'tsconfig.json']);
    expect(r.stdout + r.stderr).toBe('');
    expect(r.status).toBe(0);
  });
});

describe('a Vite app', () => {
  let served: Served | undefined;

  afterAll(() => {
    served?.server.close();
  });

  it('builds with the elements, their Workers and the Wasm module', async () => {
    const r = await run(app, 'vite', ['build']);
    expect(r.status, r.stderr).toBe(0);
    const assets = readdirSync(join(app, 'dist', 'assets'));
    expect(assets.some((f) => /^wine-cellar-.*\.js$/.test(f))).toBe(true);
    expect(assets.some((f) => /^pyramid-.*\.wasm$/.test(f))).toBe(true);
  });

  it.skipIf(!hasChromium)(
    'plays Wine Cellar to tafel-end from the build, the bot in its Worker',
    async () => {
      served = await serveDir(join(app, 'dist'));
      browser ??= await launch();
      const page = await open(browser, `${served.url}/`);
      await clickToEnd(page);
      expect(await page.title()).toMatch(/^ended packed: /);
      expect(await thread(page)).toBe('worker');
      const worker = served.requests.find((r) => /\/assets\/wine-cellar-[\w-]+\.js$/.test(r.path));
      expect(worker?.status).toBe(200);
      await page.close();
    },
  );

  it.skipIf(!hasChromium)('plays Das Spiel from the build with the Wasm kernels', async () => {
    served ??= await serveDir(join(app, 'dist'));
    browser ??= await launch();
    const page = await open(browser, `${served.url}/dice.html`);
    const kernels = await page.evaluate(
      () =>
        (document.querySelector('tafel-das-spiel') as unknown as { kernelsReady: Promise<string> })
          .kernelsReady,
    );
    expect(kernels).toBe('wasm');
    await clickToEnd(page);
    expect(await thread(page)).toBe('worker');
    await page.close();
  });

  it.skipIf(!hasChromium)('plays Wine Cellar to tafel-end on the Vite dev server', async () => {
    const port = await freePort();
    const dev = spawn(join(app, 'node_modules', '.bin', 'vite'), ['--port', String(port), '--strictPort'], {
      cwd: app,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // What the dev server and the page said, for the failure message: a stall here has only happened on a
    // loaded CI machine, and a bare timeout tells nothing about it.
    const said: string[] = [];
    dev.stdout?.on('data', (d: Buffer) => said.push(`vite: ${d.toString().trim()}`));
    dev.stderr?.on('data', (d: Buffer) => said.push(`vite: ${d.toString().trim()}`));
    try {
      await ready(dev, /Local:/);
      browser ??= await launch();
      const page = await open(browser, `http://localhost:${port}/`);
      page.on('console', (m) => said.push(`page ${m.type()}: ${m.text()}`));
      page.on('requestfailed', (r) => said.push(`failed: ${r.url()} ${r.failure()?.errorText}`));
      page.on('response', (r) => {
        if (r.status() >= 400) said.push(`${r.status()}: ${r.url()}`);
      });
      await clickToEnd(page).catch((e: Error) => {
        throw new Error(`${e.message}\n${said.join('\n')}`);
      });
      expect(await page.title()).toMatch(/^ended packed: /);
      expect(await thread(page)).toBe('worker');
      await page.close();
    } finally {
      dev.kill();
    }
  });
});

/** Opens a consumer page and waits for its table's first render; a page error fails the test. */
async function open(b: Browser, url: string): Promise<Page> {
  const page = await b.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('pageerror', (e) => {
    throw e;
  });
  await page.goto(url);
  await page.waitForFunction(
    () => document.querySelector('main > *')?.shadowRoot?.querySelector('.table') != null,
  );
  return page;
}

/** Where the table's bots thought. */
const thread = (page: Page) =>
  page.evaluate(
    () => (document.querySelector('main > *') as unknown as { bots: { thread: string } }).bots.thread,
  );

/** A free loopback port. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** Resolves when the process prints `line` (fails if it exits first). */
function ready(child: ChildProcess, line: RegExp): Promise<void> {
  return new Promise((resolve, reject) => {
    let out = '';
    const look = (d: Buffer) => {
      // Colours stay on where the test runner forces them (CI): Vite then prints `Local` in bold.
      out += stripVTControlCharacters(d.toString());
      if (line.test(out)) resolve();
    };
    child.stdout!.on('data', look);
    child.stderr!.on('data', look);
    child.on('exit', (code) => reject(new Error(`exited ${code}: ${out}`)));
    // Vite prints its address within seconds; two minutes without it is a hang, said with what it printed.
    setTimeout(() => reject(new Error(`no ${line} after two minutes: ${out}`)), 120_000).unref();
  });
}
