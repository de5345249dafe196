/**
 * The harness leaves no process behind: a Node process that started a group (a leader and its own child, as
 * wrangler starts workerd) and is then interrupted with SIGTERM or SIGINT, or simply exits, takes the whole
 * group with it. A control run without `trackGroup` shows the group would otherwise survive.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';

const groups = new URL('./process-groups.ts', import.meta.url).href;
const leftovers: number[] = [];

afterAll(() => {
  for (const pid of leftovers) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {}
  }
});

/** True while `pid` runs (a zombie waiting for its parent to reap it counts as gone). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] !== 'Z';
  } catch {
    return true;
  }
}

async function gone(pid: number, ms = 5000): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 50)))
    if (!alive(pid)) return true;
  return false;
}

/**
 * Starts a harness process: it spawns a detached leader which spawns a grandchild in the same group, prints
 * both pids and waits (`end: 'wait'`) or exits (`end: 'exit'`).
 */
function harness(track: boolean, end: 'wait' | 'exit'): Promise<{ proc: ChildProcess; pids: number[] }> {
  const script = `
    import { spawn } from 'node:child_process';
    import { trackGroup } from ${JSON.stringify(groups)};
    const child = spawn(process.execPath, ['-e', ${JSON.stringify(
      `const g = require('node:child_process').spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' }); console.log(g.pid); setInterval(() => {}, 1000);`,
    )}], { detached: true, stdio: ['ignore', 'pipe', 'inherit'] });
    ${track ? 'trackGroup(child.pid);' : ''}
    child.stdout.once('data', (d) => {
      console.log(JSON.stringify([child.pid, Number(String(d).trim())]));
      ${end === 'exit' ? 'process.exit(0);' : 'setInterval(() => {}, 1000);'}
    });
  `;
  const proc = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    proc.stdout!.once('data', (d) => {
      const pids = JSON.parse(String(d)) as number[];
      leftovers.push(pids[0]!);
      resolve({ proc, pids });
    });
    proc.once('error', reject);
  });
}

describe('process groups of the test harness', () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`an interrupted run (${signal}) leaves no process of the group behind`, async () => {
      const { proc, pids } = await harness(true, 'wait');
      expect(pids.every(alive)).toBe(true);
      const exited = new Promise((done) => proc.once('exit', done));
      proc.kill(signal);
      await exited;
      for (const pid of pids) expect(await gone(pid)).toBe(true);
    });
  }

  it('a run that exits takes its group with it', async () => {
    const { proc, pids } = await harness(true, 'exit');
    await new Promise((done) => proc.once('exit', done));
    for (const pid of pids) expect(await gone(pid)).toBe(true);
  });

  it('control: without tracking, the detached group outlives the interrupted run', async () => {
    const { proc, pids } = await harness(false, 'wait');
    const exited = new Promise((done) => proc.once('exit', done));
    proc.kill('SIGTERM');
    await exited;
    expect(await gone(pids[1]!, 300)).toBe(false);
    process.kill(-pids[0]!, 'SIGKILL');
    for (const pid of pids) expect(await gone(pid)).toBe(true);
  });
});
