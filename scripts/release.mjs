/**
 * `pnpm release`: publishes to npm every public package whose version is not there yet, after
 * `pnpm changeset version` has written the versions and changelogs (and they were reviewed and committed). The
 * changesets GitHub action can run it as its `publish` command. In order:
 *
 * 1. Refuses while changesets are pending, or when a package still has the workspace's unreleased version (a
 *    prerelease such as `0.1.0-0`) outside changesets' pre mode: publishing then would send that version.
 * 2. Removes each public package's build output (`dist/`, `build/`) and builds everything afresh
 *    (`turbo run build --force`): an old build or a cache entry may hold files whose source is gone.
 * 3. `scripts/check-packs.mjs`: the tarballs as `pnpm publish` makes them (publint, arethetypeswrong, no tests,
 *    no source condition, no maps to missing files, ranges for dependencies).
 * 4. `changeset publish`: `pnpm publish` for each package not yet on the registry (its `prepack` build is a
 *    cache hit by then), then a git tag per published version (push them: `git push --follow-tags`).
 *
 * Needs npm credentials (`npm login`, or `NPM_TOKEN` in CI). `--dry-run` stops after step 3.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { publicPackages, ROOT, workspacePackages } from './packed/index.ts';

const dryRun = process.argv.includes('--dry-run');

function step(title, command, args) {
  console.log(`\nrelease: ${title}`);
  const r = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) fail(`${command} ${args.join(' ')} failed (${r.status ?? r.signal})`);
}

function fail(why) {
  console.error(`release: ${why}`);
  process.exit(1);
}

const changesets = join(ROOT, '.changeset');
const pending = readdirSync(changesets).filter((f) => f.endsWith('.md') && f !== 'README.md');
if (pending.length > 0)
  fail(
    `${pending.length} changeset(s) not yet versioned (${pending.join(', ')}): run \`pnpm changeset version\`, review and commit the versions and changelogs, then release`,
  );
const preMode = existsSync(join(changesets, 'pre.json'));
const folders = workspacePackages();
for (const name of publicPackages()) {
  const { version } = JSON.parse(readFileSync(join(folders.get(name), 'package.json'), 'utf8'));
  if (version.includes('-') && !preMode)
    fail(`${name} is at ${version}, the unreleased version: \`pnpm changeset version\` has not run for it`);
}

console.log('\nrelease: removing the build outputs of the public packages');
for (const name of publicPackages())
  for (const out of ['dist', 'build']) rmSync(join(folders.get(name), out), { recursive: true, force: true });
step('building every package afresh', 'turbo', ['run', 'build', '--force', '--output-logs=errors-only']);
step('checking the tarballs', process.execPath, [join(ROOT, 'scripts', 'check-packs.mjs')]);
if (dryRun) {
  console.log('\nrelease: --dry-run, nothing published');
  process.exit(0);
}
step('publishing', 'changeset', ['publish']);
