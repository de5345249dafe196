/**
 * `@tafel/api/node` on a Node.js without `node:sqlite` (a user's system Node 20): importing it says in words
 * which Node it needs instead of failing with a bare `ERR_UNKNOWN_BUILTIN_MODULE`. The project runs on Node 24,
 * so the test looks for an older Node on the PATH; without one it says so and is skipped.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const entry = new URL('../dist/node.js', import.meta.url).pathname;

/** A Node.js older than 22 on the PATH, if there is one. */
function olderNode(): string | null {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const node = join(dir, 'node');
    if (!existsSync(node)) continue;
    try {
      const version = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
      if (Number(version.slice(1).split('.')[0]) < 22) return node;
    } catch {}
  }
  return null;
}

const node = olderNode();
if (!node) console.log('old-Node API test skipped: no Node.js older than 22 on the PATH');

describe.skipIf(!node || !existsSync(entry))('@tafel/api/node on Node.js 20', () => {
  it('refuses to load with the Node version it needs, not ERR_UNKNOWN_BUILTIN_MODULE', () => {
    const script = `import(${JSON.stringify(entry)}).then(() => console.log('loaded'), (e) => console.log(e.message))`;
    const run = spawnSync(node!, ['-e', script], { encoding: 'utf8', timeout: 30_000 });
    expect(run.stdout).toMatch(/needs Node\.js 22\.13 or later/);
    expect(run.stdout + run.stderr).not.toMatch(/ERR_UNKNOWN_BUILTIN_MODULE/);
  });
});
