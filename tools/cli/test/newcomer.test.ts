/**
 * The CLI as a newcomer meets it: the real `tafel` process, started the way the README starts it. Every mistake
 * gets one clear line on standard error and a non-zero exit; machine output on standard output stays parseable.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { progressLines } from '../src/commands/progress.js';

const cliDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const root = join(cliDir, '..', '..');
const main = join(cliDir, 'dist', 'main.js');
const dir = mkdtempSync(join(tmpdir(), 'tafel-newcomer-'));

/** Runs the built CLI (turbo builds it before this test). */
function tafel(...args: string[]) {
  const run = spawnSync(process.execPath, [main, ...args], {
    encoding: 'utf8',
    env: { ...process.env, TAFEL_WASM: '0' },
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr.trim() };
}

/** A refusal: non-zero, nothing on stdout, one line on stderr matching `pattern`. */
function expectRefusal(run: ReturnType<typeof tafel>, pattern: RegExp) {
  expect(run.status).not.toBe(0);
  expect(run.stdout).toBe('');
  expect(run.stderr.split('\n')).toHaveLength(1);
  expect(run.stderr).toMatch(pattern);
}

describe('tafel, started as the README starts it', () => {
  it('prints clean JSON on stdout through the root script, build output and all', () => {
    // The root `tafel` script builds first; its build output must not reach stdout.
    const script = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts.tafel as string;
    const run = spawnSync('sh', ['-c', `${script} simulate --game wine-cellar --games 3 --seed j --json`], {
      cwd: root,
      encoding: 'utf8',
      // pnpm puts the workspace's binaries (turbo) on the PATH of a script; so does this test.
      env: {
        ...process.env,
        TAFEL_WASM: '0',
        PATH: `${join(root, 'node_modules', '.bin')}:${process.env.PATH}`,
      },
    });
    expect(run.stderr).not.toMatch(/not found/);
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout).games).toBe(3);
    // It builds every package first (turbo): on a loaded two-core machine that alone took 90 s.
  }, 300_000);
});

describe('tafel refuses mistakes with one clear line', () => {
  it('a solo bot seated in a duel, in either seat', () => {
    expectRefusal(
      tafel('simulate', '--game', 'wine-cellar', '--games', '1', '--bots', 'solo,random'),
      /solo games/,
    );
    expectRefusal(
      tafel('simulate', '--game', 'wine-cellar', '--games', '1', '--bots', 'random,solo'),
      /solo games/,
    );
  });

  it('an empty bot name instead of silently playing fewer seats', () => {
    expectRefusal(
      tafel('simulate', '--game', 'wine-cellar', '--games', '1', '--bots', 'heuristic,'),
      /empty name/,
    );
  });

  it('a bench suite that does not exist, naming the ones that do', () => {
    expectRefusal(tafel('bench', '--only', 'wine-celar'), /matches no suite; the suites are: .*wine-cellar/);
  });

  it('a file that holds no record', () => {
    const file = join(dir, 'empty.jsonl');
    writeFileSync(file, '');
    expectRefusal(tafel('replay', file), /empty/);
  });

  it('replays the first record of a file whose second line is damaged', () => {
    const records = join(dir, 'games.jsonl');
    expect(
      tafel('simulate', '--game', 'wine-cellar', '--games', '1', '--seed', 'r', '--records', records).status,
    ).toBe(0);
    const damaged = join(dir, 'damaged.jsonl');
    writeFileSync(damaged, `${readFileSync(records, 'utf8').trim()}\nthis line is not JSON\n`);
    const run = tafel('replay', damaged, '--json');
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout).over).toBe(true);
  });
});

describe('tafel serve', () => {
  it('serves the API (and the demo site when it is built) on one port and prints the URL', async () => {
    const db = join(dir, 'serve.sqlite');
    const child = spawn(
      process.execPath,
      [main, 'serve', '--port', '0', '--db', db, '--site', join(dir, 'no-site')],
      {
        env: { ...process.env, TAFEL_WASM: '0' },
      },
    );
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (d: Buffer) => {
          out += d.toString();
          const m = /http:\/\/127\.0\.0\.1:\d+/.exec(out);
          if (m) resolve(m[0]);
        });
        child.on('exit', () => reject(new Error(out)));
      });
      const res = await fetch(`${url}/v1/games`);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { games: unknown[] }).games).toHaveLength(9);
    } finally {
      child.kill();
    }
  });
});

describe('progress without a terminal', () => {
  it('writes a line at most every interval, with the share done', () => {
    let t = 0;
    const lines: string[] = [];
    const p = progressLines(
      'wiezen',
      (line) => lines.push(line),
      5000,
      () => t,
    );
    p.update(1, 10);
    expect(lines).toEqual([]); // a short run prints nothing
    t = 5000;
    p.update(5, 10);
    t = 6000;
    p.update(6, 10);
    expect(lines).toEqual(['wiezen: 5/10 (50%), about 5 s left\n']);
  });
});
