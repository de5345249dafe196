/**
 * The pack-and-install harness: tests that stand where a user of the published packages stands. It packs
 * workspace packages with `pnpm pack` (so `workspace:` and `catalog:` versions become real ones and only the
 * `files` ship, exactly as `pnpm publish` would send them), and installs the tarballs with plain `npm install`
 * into a fresh project in the system's temp folder, outside the workspace: no workspace links, no hoisted
 * devDependencies, no `@tafel/source` condition — what a user's `npm i @tafel/web` gives.
 *
 * - {@link packAll}: pack packages by name (lifecycle scripts off: it packs what `pnpm build` built, so a test
 *   never rebuilds a `dist/` other tests are reading).
 * - {@link tempProject}: a fresh folder outside the workspace, with the files you give it.
 * - {@link installInto}: a `package.json` with the tarballs and registry packages, then `npm install` (async).
 * - {@link run}: a command in that project (its `node_modules/.bin` first on the `PATH`; async, time-limited).
 * - {@link catalogVersion}: a version from the pnpm catalog, so the consumers use the versions the workspace does.
 * - {@link publicPackages}, {@link withWorkspaceDependencies}: what to pack (every published package, or some
 *   with the workspace packages they need).
 * - {@link registryUnreachable}, {@link olderNode}: whether npm can install here at all (a packed test skips,
 *   saying why, when it cannot), and an older Node to hold `engines` to.
 *
 * @example
 * ```ts
 * const packs = packAll(['@tafel/core']);
 * const dir = tempProject('tafel-node-', { 'main.mjs': "import { games } from '@tafel/core'; console.log(Object.keys(games));" });
 * await installInto(dir, { packs });
 * (await run(dir, 'node', ['main.mjs'])).stdout; // the game ids
 * ```
 *
 * @module
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';

/** The workspace's root folder. */
export const ROOT: string = join(import.meta.dirname, '..', '..');

/** The pnpm every script of this repository uses (README: "Two commands"). */
const PNPM = ['-y', 'pnpm@12.21.0'];

/** A packed package: its name and version as published, and its tarball. */
export interface Packed {
  name: string;
  version: string;
  tarball: string;
}

/** Every workspace package by name, with its folder. */
export function workspacePackages(): Map<string, string> {
  const found = new Map<string, string>();
  for (const group of ['packages', 'apps', 'tools']) {
    const root = join(ROOT, group);
    if (!existsSync(root)) continue;
    for (const name of readdirSync(root)) {
      const manifest = join(root, name, 'package.json');
      if (existsSync(manifest)) found.set(JSON.parse(readFileSync(manifest, 'utf8')).name, join(root, name));
    }
  }
  return found;
}

/** The names of the workspace packages that are published (no `private`), in `workspacePackages` order. */
export function publicPackages(): string[] {
  return [...workspacePackages()]
    .filter(([, dir]) => !JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).private)
    .map(([name]) => name);
}

/**
 * `names` and every workspace package they need at run time, `dependencies` and `peerDependencies` followed
 * through (what a tarball of theirs asks npm for): the packages a test must pack so npm finds each in a tarball.
 *
 * @example
 * ```ts
 * withWorkspaceDependencies(['@tafel/api']); // ['@tafel/api', '@tafel/bots', '@tafel/ai', '@tafel/core']
 * ```
 */
export function withWorkspaceDependencies(names: readonly string[]): string[] {
  const folders = workspacePackages();
  const found = new Set<string>();
  const visit = (name: string) => {
    const folder = folders.get(name);
    if (!folder || found.has(name)) return;
    found.add(name);
    const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
    for (const dep of Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies })) visit(dep);
  };
  names.forEach(visit);
  return [...found];
}

/**
 * Why npm cannot install from the registry here (`npm ping` fails or gets no answer in 30 s), or `null` when it
 * can. The packed tests need the registry for the packages' own dependencies; without it they skip and say so.
 */
export async function registryUnreachable(): Promise<string | null> {
  const r = await run(tmpdir(), 'npm', ['ping', '--no-update-notifier', '--loglevel=error'], 30_000);
  if (r.status === 0) return null;
  return r.timedOut ? 'npm ping got no answer in 30 s' : `npm ping failed: ${r.stderr.trim().split('\n')[0]}`;
}

/**
 * A Node.js older than `major` on the `PATH`, if there is one (the workspace runs on its own Node 24; the
 * system's may be older): for checking what a package's `engines` promise.
 */
export function olderNode(major = 22): { path: string; version: string } | null {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const node = join(dir, 'node');
    if (!existsSync(node)) continue;
    try {
      const version = execFileSync(node, ['--version'], { encoding: 'utf8', timeout: 10_000 })
        .trim()
        .slice(1);
      if (Number(version.split('.')[0]) < major) return { path: node, version };
    } catch {
      // Not a Node we can run.
    }
  }
  return null;
}

/**
 * Packs workspace packages by name with `pnpm pack` into `into` (a new temp folder by default), lifecycle
 * scripts off: build first (`pnpm build`; `pnpm test` does). Returns the tarballs by package name.
 *
 * @example
 * ```ts
 * const packs = packAll(['@tafel/web', '@tafel/core', '@tafel/bots', '@tafel/ai', '@tafel/pyramid-wasm']);
 * packs['@tafel/web'].tarball; // /tmp/tafel-packs-…/tafel-web-0.1.0-0.tgz
 * ```
 */
export function packAll(
  names: readonly string[],
  into: string = tempProject('tafel-packs-'),
): Record<string, Packed> {
  const folders = workspacePackages();
  const packs: Record<string, Packed> = {};
  for (const name of names) {
    const folder = folders.get(name);
    if (!folder) throw new Error(`packAll: no workspace package ${name}`);
    const out = execFileSync(
      'npx',
      [...PNPM, 'pack', '--pack-destination', into, '--config.ignore-scripts=true', '--json'],
      { cwd: folder, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: cleanEnv(), timeout: 120_000 },
    );
    const report = JSON.parse(out) as { name: string; version: string; filename: string };
    packs[name] = { name: report.name, version: report.version, tarball: report.filename };
  }
  return packs;
}

/**
 * A fresh folder in the system's temp folder (outside the workspace, so no workspace package or `.npmrc`
 * reaches it), with `files` written into it (paths relative to it, folders made as needed).
 *
 * @example
 * ```ts
 * const dir = tempProject('tafel-vite-', { 'index.html': '<!doctype html>…', 'src/main.ts': "import '@tafel/web';" });
 * ```
 */
export function tempProject(prefix: string, files: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  writeFiles(dir, files);
  return dir;
}

/** Writes `files` (relative path → text) into `dir`. */
export function writeFiles(dir: string, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

/** What {@link installInto} installs. */
export interface Install {
  /** Tarballs from {@link packAll}: each becomes a `file:` dependency. */
  packs?: Record<string, Packed>;
  /** Registry packages by name and version (see {@link catalogVersion}). */
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

/**
 * Writes the project's `package.json` (ESM, private) with the tarballs and registry packages and runs plain
 * `npm install` in it. npm resolves the packed packages' dependencies on each other (`@tafel/web` needs
 * `@tafel/bots@^0.1.0-0` and its peer `@tafel/core@^0.1.0-0`) to the tarballs given here, everything else from
 * the registry.
 *
 * @example
 * ```ts
 * await installInto(dir, { packs, devDependencies: { vite: catalogVersion('vite') } });
 * ```
 */
export async function installInto(dir: string, install: Install): Promise<void> {
  const packs = Object.values(install.packs ?? {});
  const manifest = {
    name: 'tafel-packed-consumer',
    private: true,
    type: 'module',
    dependencies: {
      ...Object.fromEntries(packs.map((p) => [p.name, `file:${p.tarball}`])),
      ...install.dependencies,
    },
    devDependencies: install.devDependencies ?? {},
  };
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const args = [
    'install',
    '--no-audit',
    '--no-fund',
    '--no-update-notifier',
    // Registry metadata npm already has is used as it is: fewer requests, fewer chances to wait on the network.
    '--prefer-offline',
    '--loglevel=error',
    // Its own log folder: other npm runs on the machine clean the shared one (ten logs at most).
    `--logs-dir=${join(dir, '.npm-logs')}`,
  ];
  // npm retries a request that fails (a proxy without its certificate, a slow registry) for minutes: a time
  // limit and a second try. (Under turbo, the certificate variables reach npm only through
  // `globalPassThroughEnv` in turbo.json.)
  for (let attempt = 1; ; attempt++) {
    const result = await run(dir, 'npm', args, INSTALL_MS);
    if (result.status === 0) return;
    const why = result.timedOut ? `no answer after ${INSTALL_MS / 1000} s` : result.stderr;
    if (attempt === 2 || !result.timedOut) throw new Error(`npm install failed in ${dir}:\n${why}`);
    console.warn(`installInto: npm install in ${dir} did not finish (${why}); trying again`);
  }
}

/** How long one `npm install` may take (a cold cache downloads vite, TypeScript and React: well under this). */
const INSTALL_MS = 240_000;

/** The commands {@link run} started that still run: stopped when this process exits (a test that timed out). */
const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) child.kill();
});

/** The outcome of {@link run}. */
export interface Ran {
  status: number;
  stdout: string;
  stderr: string;
  /** It was stopped after its time limit. */
  timedOut: boolean;
}

/**
 * Runs `command` in `dir` with the project's `node_modules/.bin` first on the `PATH` (so `tsc`, `vite`, … are
 * the project's own), stopped after `timeoutMs`. Asynchronous, so a test runner's own time limits still work
 * while it runs. Never rejects: check `status`.
 *
 * @example
 * ```ts
 * const { status, stdout } = await run(dir, 'tsc', ['--noEmit', '-p', '.']);
 * ```
 */
export function run(
  dir: string,
  command: string,
  args: readonly string[],
  timeoutMs = 300_000,
): Promise<Ran> {
  const env = cleanEnv();
  env.PATH = `${join(dir, 'node_modules', '.bin')}${delimiter}${env.PATH ?? ''}`;
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    running.add(child);
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
    });
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill();
    }, timeoutMs);
    child.on('error', (e) => {
      stderr += String(e);
    });
    child.on('close', (code) => {
      running.delete(child);
      clearTimeout(timer);
      resolve({ status: code ?? -1, stdout, stderr, timedOut });
    });
  });
}

/**
 * The version the pnpm catalog (`pnpm-workspace.yaml`) gives a package, so a consumer project installs the
 * same vite, TypeScript or React the workspace is tested with.
 *
 * @example
 * ```ts
 * catalogVersion('vite'); // '8.3.8'
 * ```
 */
export function catalogVersion(name: string): string {
  const yaml = readFileSync(join(ROOT, 'pnpm-workspace.yaml'), 'utf8');
  const block = yaml.slice(yaml.indexOf('\ncatalog:'));
  for (const line of block.split('\n').slice(2)) {
    if (!line.startsWith('  ')) break;
    const m = /^\s+"?([^":]+)"?:\s*(\S+)/.exec(line);
    if (m?.[1] === name) return m[2]!;
  }
  throw new Error(`catalogVersion: ${name} is not in the pnpm catalog`);
}

/**
 * The environment without what pnpm and turbo put in it for their own scripts (`npm_config_*`,
 * `npm_package_*`, …): a consumer's npm must read its own configuration, not the workspace's.
 */
function cleanEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !/^(npm_|pnpm_|PNPM_|TURBO_|INIT_CWD$)/i.test(k)),
  );
}
