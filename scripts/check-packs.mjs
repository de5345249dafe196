/**
 * The release gate for every public workspace package (`private` not set): what `pnpm publish` would send,
 * checked before anything is sent. Part of `pnpm test` and of `pnpm release`; it packs what `pnpm build` built.
 *
 * In the workspace (package.json):
 * - `publishConfig.exports` is `exports` without the `@tafel/source` condition (that condition points at
 *   TypeScript sources, for the workspace's own tools only; pnpm puts `publishConfig.exports` in the packed
 *   package.json). `pnpm check-packs --fix` rewrites it from `exports`: run it after changing an `exports` map.
 * - a `prepack` script that builds (so `pnpm pack`/`pnpm publish` from a fresh clone ships `dist`), a README,
 *   `license`, `repository` (this repository, with the package's `directory`), `homepage`, `bugs`,
 *   `engines.node`, `keywords`, `publishConfig.access: public`;
 * - `@tafel/*` dependencies as `workspace:^` (published as a caret range, so versions that drift still share
 *   one copy), and `@tafel/core` only ever as a peer dependency: kernels installed into it and `instanceof
 *   RuleError` work only when every package of an app sees the same core.
 *
 * In the tarball (`pnpm pack`, as `pnpm publish` makes it; no network):
 * - no tests, no WebAssembly text (`.wat`);
 * - `LICENSE` and `README.md`; every dependency a range (no `workspace:`, no `catalog:`, no exact pin of a
 *   library); no `@tafel/source` anywhere in `exports`;
 * - every source map's sources and every `sourceMappingURL` are files of the tarball;
 * - publint (strict) and arethetypeswrong with the ESM-only profile (the packages ship ES modules only; the
 *   CommonJS resolutions are out of scope) find nothing. attw reads the tarball pnpm made rather than its own
 *   `--pack`, which runs `npm pack` and so would check `exports` before `publishConfig` replaces them.
 */
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { packAll, publicPackages, ROOT, workspacePackages } from './packed/index.ts';

const fix = process.argv.includes('--fix');
const bin = (name) => join(ROOT, 'node_modules', '.bin', name);
const rootManifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const TEST = /(^|\/)(test|test-support|e2e)\/|\.test\.[cm]?[jt]s$|test-results/;
const SOURCE = '@tafel/source';
/** Compiled files whose source is gone are left from an older build (tsc never empties `dist`). */
const STALE = ' (an old build? remove dist and build again)';
/** The resolutions arethetypeswrong's `esm-only` profile does not hold against a package. */
const ESM_ONLY_IGNORES = ['node10', 'node16-cjs'];

/** `exports` without the workspace's source condition: what a published package.json must say. */
function published(exports) {
  if (typeof exports === 'string' || exports === null) return exports;
  return Object.fromEntries(
    Object.entries(exports)
      .filter(([k]) => k !== SOURCE)
      .map(([k, v]) => [k, published(v)]),
  );
}

const problems = [];
const say = (pkg, text) => problems.push(`${pkg}: ${text}`);

const folders = workspacePackages();
const names = publicPackages();

for (const name of names) {
  const dir = folders.get(name);
  const file = join(dir, 'package.json');
  const pkg = JSON.parse(readFileSync(file, 'utf8'));
  const folder = relative(ROOT, dir);

  const wanted = published(pkg.exports);
  if (JSON.stringify(wanted) !== JSON.stringify(pkg.exports)) {
    if (JSON.stringify(pkg.publishConfig?.exports) !== JSON.stringify(wanted)) {
      if (fix) {
        pkg.publishConfig = { ...pkg.publishConfig, exports: wanted };
        writeFileSync(file, `${JSON.stringify(pkg, null, 2)}\n`);
        console.log(`${folder}: publishConfig.exports rewritten from exports`);
      } else
        say(name, 'publishConfig.exports is not exports without @tafel/source (run: pnpm check-packs --fix)');
    }
  }
  if (!/\bbuild\b/.test(pkg.scripts?.prepack ?? '')) say(name, 'no prepack script that builds');
  if (!existsSync(join(dir, 'README.md'))) say(name, 'no README.md');
  if (pkg.license !== rootManifest.license)
    say(name, `license is ${pkg.license}, not ${rootManifest.license}`);
  if (pkg.repository?.url !== rootManifest.repository?.url || pkg.repository?.directory !== folder)
    say(name, `repository must be ${rootManifest.repository?.url} with directory ${folder}`);
  for (const field of ['homepage', 'bugs', 'description']) if (!pkg[field]) say(name, `no ${field}`);
  if (!pkg.engines?.node) say(name, 'no engines.node');
  if (!(pkg.keywords?.length > 0)) say(name, 'no keywords');
  if (pkg.publishConfig?.access !== 'public') say(name, 'publishConfig.access is not public');
  for (const field of ['dependencies', 'peerDependencies']) {
    for (const [dep, range] of Object.entries(pkg[field] ?? {})) {
      if (dep.startsWith('@tafel/') && range !== 'workspace:^')
        say(name, `${field}.${dep} is ${range}, not workspace:^`);
    }
  }
  if (name !== '@tafel/core' && pkg.dependencies?.['@tafel/core'])
    say(name, '@tafel/core must be a peer dependency (one core per app), not a dependency');
}

if (fix || problems.length > 0) finish();

// The tarballs, as `pnpm publish` would make them.
const into = mkdtempSync(join(tmpdir(), 'tafel-check-packs-'));
try {
  const packs = packAll(names, into);
  for (const { name, tarball } of Object.values(packs)) {
    const unpacked = join(into, name.replace('/', '+'));
    mkdirSync(unpacked);
    execFileSync('tar', ['-xzf', tarball, '-C', unpacked, '--strip-components=1']);
    const files = walk(unpacked).map((f) => relative(unpacked, f));
    const manifest = JSON.parse(readFileSync(join(unpacked, 'package.json'), 'utf8'));

    // The WebAssembly text format is a debugging aid of the build (half of the pyramid kernels' size): not shipped.
    const wat = files.filter((f) => f.endsWith('.wat'));
    if (wat.length > 0) say(name, `the tarball holds WebAssembly text files: ${wat.join(', ')}`);
    const tests = files.filter((f) => TEST.test(f));
    if (tests.length > 0) say(name, `the tarball holds tests: ${tests.join(', ')}`);
    for (const need of ['LICENSE', 'README.md'])
      if (!files.includes(need)) say(name, `the tarball has no ${need}`);
    if (JSON.stringify(manifest.exports ?? {}).includes(SOURCE))
      say(name, `the published exports keep the ${SOURCE} condition`);
    for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
      for (const [dep, range] of Object.entries(manifest[field] ?? {})) {
        if (/^(workspace|catalog):/.test(range)) say(name, `published ${field}.${dep} is ${range}`);
        else if (!/^[\^~>]/.test(range))
          say(name, `published ${field}.${dep} is pinned to ${range}: a range lets an app share one copy`);
      }
    }
    for (const file of files) {
      const path = join(unpacked, file);
      if (file.endsWith('.map')) {
        const map = JSON.parse(readFileSync(path, 'utf8'));
        for (const source of map.sources ?? []) {
          const target = resolve(dirname(path), map.sourceRoot ?? '', source);
          if (!existsSync(target) || !target.startsWith(unpacked))
            say(name, `${file} points at ${source}, which the tarball does not hold${STALE}`);
        }
      } else if (/\.(m?js|d\.m?ts)$/.test(file)) {
        const url = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(readFileSync(path, 'utf8'))?.[1];
        if (url && !url.startsWith('data:') && !existsSync(join(dirname(path), url)))
          say(name, `${file} names the source map ${url}, which the tarball does not hold`);
      }
    }

    const lint = run(bin('publint'), ['--strict', tarball]);
    if (lint.status !== 0 || !/All good!/.test(lint.output)) say(name, `publint:\n${lint.output.trim()}`);
    // Entry points that are files rather than modules (the Wasm module, a JSON manifest) have no types to check:
    // `@tafel/pyramid-wasm/pyramid.wasm` is bytes for `WebAssembly.instantiate`, not an import, so attw is told
    // to leave those subpaths out rather than fail on them (the package's README says so).
    const assets = Object.entries(manifest.exports ?? {})
      .filter(([, target]) => typeof target === 'string' && !/\.(m?js|json)$/.test(target))
      .map(([subpath]) => subpath);
    const args = [tarball, '--profile', 'esm-only', '--format', 'json'];
    if (assets.length > 0) args.push('--exclude-entrypoints', ...assets);
    const types = run(bin('attw'), args);
    let found;
    try {
      // The JSON lists every problem; the ESM-only profile leaves out those of CommonJS resolution (a
      // `require` of the package, which it does not offer) and of node10 (which predates `exports`).
      found = JSON.parse(types.output.slice(types.output.indexOf('{'))).analysis.problems.filter(
        (p) => !ESM_ONLY_IGNORES.includes(p.resolutionKind),
      );
    } catch {
      found = [{ kind: `attw did not answer: ${types.output.slice(0, 500)}` }];
    }
    if (types.status !== 0 || found.length > 0)
      say(
        name,
        `arethetypeswrong (ESM only): ${found.map((p) => `${p.kind} ${p.entrypoint ?? ''} ${p.resolutionKind ?? ''}`).join('; ')}`,
      );
    console.log(`${relative(ROOT, folders.get(name))}: ${files.length} files packed, checked`);
  }
} finally {
  rmSync(into, { recursive: true, force: true });
}
finish();

function finish() {
  for (const p of problems) console.log(p);
  if (problems.length > 0) {
    console.log(`check-packs: ${problems.length} problem(s)`);
    process.exit(1);
  }
  if (fix) process.exit(0);
}

function walk(dir) {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** Runs a checker; its stdout and stderr together, and its exit status. */
function run(command, args) {
  try {
    const output = execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    return { status: 0, output };
  } catch (e) {
    return { status: e.status ?? 1, output: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}
