/**
 * `tafel` on the oldest Node.js it supports (20), as a user with their system's Node runs it: the built CLI
 * answers `--version`, `--help`, `games`, `simulate` and `replay`, and `serve` says plainly what it needs
 * instead of failing on `node:sqlite`. The project itself runs on Node 24 (its own dev dependency), so the test
 * looks for an older Node on the PATH; without one it says so and is skipped.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const cli = new URL('../dist/main.js', import.meta.url).pathname;

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
if (!node) console.log('old-Node CLI test skipped: no Node.js older than 22 on the PATH');

const tafel = (...args: string[]) => spawnSync(node!, [cli, ...args], { encoding: 'utf8', timeout: 60_000 });

describe.skipIf(!node || !existsSync(cli))('tafel on Node.js 20', () => {
  it('prints its version and its help', () => {
    const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    expect(tafel('--version').stdout.trim()).toBe(version);
    expect(tafel('--help').stdout).toMatch(/simulate/);
  });

  it('lists the games, simulates and replays', () => {
    expect(tafel('games').stdout).toMatch(/wiezen/);
    const records = join(mkdtempSync(join(tmpdir(), 'tafel-old-node-')), 'games.jsonl');
    const sim = tafel(
      'simulate',
      '--game',
      'wine-cellar',
      '--games',
      '4',
      '--bots',
      'heuristic,random',
      '--seed',
      'old',
      '--records',
      records,
      '--json',
    );
    expect(sim.status, sim.stderr).toBe(0);
    expect(JSON.parse(sim.stdout).bots).toHaveLength(2);
    const replayed = tafel('replay', records, '--json');
    expect(replayed.status, replayed.stderr).toBe(0);
    expect(JSON.parse(replayed.stdout).outcome).toBeTruthy();
  });

  it('serve says which Node it needs, and fails cleanly', () => {
    const served = tafel('serve', '--port', '0');
    expect(served.status).toBe(1);
    expect(served.stderr).toMatch(/needs Node\.js 22\.13 or later/);
    expect(served.stderr).not.toMatch(/ERR_|at .*\.js:\d+/);
  });
});
