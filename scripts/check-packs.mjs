/**
 * Packed packages hold no tests: asks npm what `npm pack` would put in each workspace package (a dry run, no
 * network) and fails when a test file, a test folder or a test support file is among them. Part of `pnpm test`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const TEST = /(^|\/)(test|test-support|e2e)\/|\.test\.[cm]?[jt]s$|test-results/;
let bad = 0;
for (const root of ['packages', 'apps', 'tools']) {
  if (!existsSync(root)) continue;
  for (const name of readdirSync(root)) {
    const dir = join(root, name);
    const manifest = join(dir, 'package.json');
    if (!existsSync(manifest) || JSON.parse(readFileSync(manifest, 'utf8')).private) continue;
    const out = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const files = JSON.parse(out)[0].files.map((f) => f.path);
    const tests = files.filter((f) => TEST.test(f));
    if (tests.length > 0) {
      bad++;
      console.log(`${dir}: the package would ship tests: ${tests.slice(0, 5).join(', ')}`);
    } else console.log(`${dir}: ${files.length} files packed, no tests`);
  }
}
if (bad > 0) process.exit(1);
