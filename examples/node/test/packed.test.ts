/**
 * Every published package as a Node.js user gets it from npm: each public workspace package is packed
 * (`pnpm pack`, as `pnpm publish` sends it) and the tarballs are installed with plain `npm install` into a copy of
 * this example outside the workspace (`scripts/packed`). Then, in that project:
 * - npm installed exactly one `@tafel/core`, the peer every other package shares;
 * - every export of every package's own `exports` map imports in Node (or, for a file, is there; the Worker entry
 *   of `@tafel/api` is only resolved, `examples/worker` runs it), so a subpath another branch adds is checked
 *   without changing this test;
 * - `play.js`, the example, plays a Wiezen game with bots of every level and a dice game on the Wasm kernels;
 * - the packages work together: a `RuleError` from `@tafel/bots` is the project's `RuleError`,
 *   `installWasmKernels()` changes the project's kernels, `@tafel/api/node` serves the catalogue and its reference
 *   page's assets and answers a `RuleError` of `@tafel/bots` with its code; the `tafel` command runs;
 * - on an older Node on the PATH (the system's 20 here), the packages whose `engines` allow it import and play;
 * - a `@tafel/core` one patch newer than the others (versions drift between releases) still is the only one.
 *
 * Without the npm registry (the packages' own dependencies come from it) the tests are skipped, saying why.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  installInto,
  olderNode,
  type Packed,
  packAll,
  publicPackages,
  registryUnreachable,
  run,
  tempProject,
} from '../../../scripts/packed/index.ts';

const here = join(import.meta.dirname, '..');
const offline = await registryUnreachable();
if (offline) console.warn(`@tafel/example-node: packed-tarball tests SKIPPED — ${offline}`);

/** Every published package, by name (derived from the workspace: a new package is packed without a change here). */
const PUBLIC = publicPackages();

/**
 * Subpaths for another runtime than Node, only resolved here: `@tafel/api/worker` imports the Wasm module as
 * Workers do (`import pyramid from '@tafel/pyramid-wasm/pyramid.wasm'`, a compiled module by wrangler's rule),
 * which Node's loader does not give; `examples/worker` runs it in workerd from the same tarballs.
 */
const ELSEWHERE = ['@tafel/api/worker'];
const resolveOnly = ELSEWHERE.map((spec) => `--resolve-only=${spec}`);

let packs: Record<string, Packed>;
let app: string;

beforeAll(async () => {
  if (offline) return;
  packs = packAll(PUBLIC);
  app = tempProject('tafel-node-consumer-');
  cpSync(join(here, 'play.js'), join(app, 'play.js'));
  for (const script of ['exports.mjs', 'together.mjs']) cpSync(join(here, 'test', script), join(app, script));
  await installInto(app, { packs });
}, 600_000);

afterAll(() => {
  if (offline || process.env.TAFEL_KEEP_PACKED) return;
  rmSync(app, { recursive: true, force: true });
  rmSync(dirname(packs[PUBLIC[0]!]!.tarball), { recursive: true, force: true });
});

/** The folders of every installed copy of `name` in the project (nested ones included). */
function copiesOf(dir: string, name: string): string[] {
  const found: string[] = [];
  const visit = (modules: string) => {
    if (!existsSync(modules)) return;
    if (existsSync(join(modules, name, 'package.json'))) found.push(join(modules, name));
    for (const entry of readdirSync(modules)) {
      const folders = entry.startsWith('@')
        ? readdirSync(join(modules, entry)).map((n) => join(modules, entry, n))
        : [join(modules, entry)];
      for (const folder of folders) visit(join(folder, 'node_modules'));
    }
  };
  visit(join(dir, 'node_modules'));
  return found;
}

/** Runs a script of the project with `node` (or another Node) and parses the JSON it prints last. */
async function json(node: string, args: string[]): Promise<Record<string, unknown>> {
  const r = await run(app, node, args, 240_000);
  expect(r.status, r.stderr).toBe(0);
  return JSON.parse(r.stdout.trim().split('\n').at(-1)!);
}

describe.skipIf(offline)('the packed packages installed with npm', () => {
  it('install one @tafel/core, which every package takes as its peer', () => {
    expect(copiesOf(app, '@tafel/core')).toEqual([join(app, 'node_modules', '@tafel', 'core')]);
    for (const name of PUBLIC.filter((n) => n !== '@tafel/core')) {
      const manifest = JSON.parse(readFileSync(join(app, 'node_modules', name, 'package.json'), 'utf8'));
      expect(manifest.peerDependencies?.['@tafel/core'], name).toMatch(/^\^/);
      expect(manifest.dependencies?.['@tafel/core'], name).toBeUndefined();
    }
  });

  it('import every export of every package in Node', async () => {
    const results = await json('node', ['exports.mjs', ...resolveOnly, ...PUBLIC]);
    const failed = Object.entries(results).filter(([, r]) => r !== 'module' && r !== 'file');
    expect(failed).toEqual([]);
    // Every subpath of every exports map was tried: the wildcard ones stand for at least one file each.
    for (const name of PUBLIC) {
      const { exports } = JSON.parse(readFileSync(join(app, 'node_modules', name, 'package.json'), 'utf8'));
      for (const subpath of Object.keys(exports)) {
        const [head] = (name + subpath.slice(1)).split('*');
        expect(
          Object.keys(results).some((spec) => spec.startsWith(head!)),
          `${name} ${subpath}`,
        ).toBe(true);
      }
    }
    expect(results['@tafel/core']).toBe('module');
    expect(results['@tafel/api/node']).toBe('module');
    expect(results['@tafel/pyramid-wasm/pyramid.wasm']).toBe('file');
    for (const spec of ELSEWHERE) expect(results[spec], spec).toBe('file');
  });

  it('play a Wiezen game with bots of every level and a dice game on the Wasm kernels (play.js)', async () => {
    const played = (await json('node', ['play.js'])) as {
      wiezen: { moves: number; scores: number[]; winners: number[] };
      abquetschen: { moves: number; winners: number[] };
      kernels: string[];
    };
    expect(played.wiezen.scores).toHaveLength(4);
    expect(played.wiezen.winners.length).toBeGreaterThan(0);
    expect(played.wiezen.moves).toBeGreaterThan(52);
    expect(played.abquetschen.winners.length).toBeGreaterThan(0);
    expect(played.kernels).toEqual(['ts', 'wasm']);
  });

  it('share one core: RuleError across packages, the Wasm kernels, the API on Node', async () => {
    const seen = await json('node', ['together.mjs']);
    expect(seen.unknownBot).toEqual({ ruleError: true, code: 'unknown-bot', name: 'RuleError' });
    expect(seen.outOfTurn).toMatchObject({ ruleError: true });
    expect(seen.kernels).toEqual(['ts', 'wasm']);
    expect(seen.health).toEqual({ provider: 'wasm', simd: true });
    expect(seen.kernelsAfterServe).toBe('wasm');
    expect(seen.catalogue).toContain('wiezen');
    expect(seen.catalogue).toHaveLength(9);
    expect(seen.docs).toBe(200);
    expect(seen.apiUnknownBot).toEqual({ status: 422, code: 'unknown-bot' });
  });

  it('run the tafel command', async () => {
    const version = await run(app, 'tafel', ['--version']);
    expect(version.stdout.trim()).toBe(packs['@tafel/cli']!.version);
    const games = await run(app, 'tafel', ['games']);
    expect(games.status, games.stderr).toBe(0);
    expect(games.stdout).toMatch(/wiezen/);
    const sim = await run(app, 'tafel', [
      'simulate',
      '--game',
      'wine-cellar',
      '--games',
      '4',
      '--bots',
      'strong,random',
      '--json',
    ]);
    expect(sim.status, sim.stderr).toBe(0);
    expect(JSON.parse(sim.stdout).bots).toHaveLength(2);
  });
});

const older = olderNode();
if (!offline && !older)
  console.log('@tafel/example-node: no Node.js older than 22 on the PATH; engines >= 20 not run');

describe.skipIf(offline || !older)(`the packages on Node.js ${older?.version}`, () => {
  /** The packages whose `engines.node` (`>=major[.minor]`) this Node meets. */
  const allowed = () =>
    PUBLIC.filter((name) => {
      const { engines } = JSON.parse(readFileSync(join(app, 'node_modules', name, 'package.json'), 'utf8'));
      const [major = 0, minor = 0] = /^>=\s*(\d+)(?:\.(\d+))?/
        .exec(engines.node)!
        .slice(1)
        .map((n) => Number(n ?? 0));
      const [hasMajor = 0, hasMinor = 0] = older!.version.split('.').map(Number);
      return hasMajor > major || (hasMajor === major && hasMinor >= minor);
    });

  it('import every export of each package whose engines allow it, and play', async () => {
    const names = allowed();
    expect(names).toEqual(expect.arrayContaining(['@tafel/core', '@tafel/bots', '@tafel/pyramid-wasm']));
    const results = await json(older!.path, ['exports.mjs', ...resolveOnly, ...names]);
    expect(Object.entries(results).filter(([, r]) => r !== 'module' && r !== 'file')).toEqual([]);
    const played = (await json(older!.path, ['play.js'])) as { kernels: string[] };
    expect(played.kernels).toEqual(['ts', 'wasm']);
  });
});

describe.skipIf(offline)('a @tafel/core one patch newer than the packages built with it', () => {
  it('is still the one core: ranges, not pins, so npm nests no second copy', async () => {
    const core = packs['@tafel/core']!;
    const newer = bumpPatch(core.version);
    const drifted = repack(core, newer);
    const dir = tempProject('tafel-node-drift-', {
      'check.mjs': `import { RuleError } from '@tafel/core';
import { makeBot } from '@tafel/bots';
import { kernels } from '@tafel/core/das-spiel';
import { installWasmKernels } from '@tafel/pyramid-wasm';
let error;
try { makeBot('wiezen', 'grandmaster'); } catch (e) { error = e; }
await installWasmKernels();
console.log(JSON.stringify({ ruleError: error instanceof RuleError, kernels: kernels().name }));
`,
    });
    try {
      const { '@tafel/core': _, ...others } = packs;
      const needed = ['@tafel/ai', '@tafel/bots', '@tafel/pyramid-wasm'];
      await installInto(dir, {
        packs: Object.fromEntries(Object.entries(others).filter(([n]) => needed.includes(n))),
        dependencies: { '@tafel/core': `file:${drifted}` },
      });
      expect(
        JSON.parse(readFileSync(join(dir, 'node_modules/@tafel/core/package.json'), 'utf8')).version,
      ).toBe(newer);
      expect(copiesOf(dir, '@tafel/core')).toHaveLength(1);
      const r = await run(dir, 'node', ['check.mjs']);
      expect(r.status, r.stderr).toBe(0);
      expect(JSON.parse(r.stdout)).toEqual({ ruleError: true, kernels: 'wasm' });
    } finally {
      if (!process.env.TAFEL_KEEP_PACKED) rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** `0.1.0-0` → `0.1.1`, `0.1.0` → `0.1.1`: the next patch release. */
function bumpPatch(version: string): string {
  const [major, minor, patch] = version.split('-')[0]!.split('.').map(Number);
  return `${major}.${minor}.${patch! + 1}`;
}

/** The package's tarball again, its `version` changed: what npm would fetch for a later release. */
function repack(packed: Packed, version: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'tafel-repack-'));
  execFileSync('tar', ['-xzf', packed.tarball, '-C', dir]);
  const file = join(dir, 'package', 'package.json');
  writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), version }, null, 2));
  const tarball = join(dirname(packed.tarball), `drifted-${version}.tgz`);
  execFileSync('tar', ['-czf', tarball, '-C', dir, 'package']);
  rmSync(dir, { recursive: true, force: true });
  return tarball;
}
