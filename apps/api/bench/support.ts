/**
 * What the API's benches share: the shape of a result entry, a server (or any script) started in a child
 * process and known by the URL it prints, the median, and the report — a table on the terminal and the entries
 * merged into the results file the CLI wrote (`--out`), each bench replacing its own entries by name prefix.
 *
 * @module
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** One measurement, as `bench/results.json` keeps it. */
export interface Entry {
  name: string;
  unit: string;
  value: number;
  reference?: { name: string; value: number; ratio: number };
  target?: string;
  note?: string;
}

/** The API package's folder. */
export const here = fileURLToPath(new URL('..', import.meta.url));

/**
 * Starts `node script…` from the package's folder (so a `-e` script finds its dependencies) with `env` added;
 * resolves with the child and the loopback URL it prints once it listens.
 */
export function start(
  script: string[],
  env: Record<string, string>,
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, script, {
    cwd: here,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let text = '';
    child.stdout!.on('data', (d: Buffer) => {
      text += d.toString();
      const m = /http:\/\/127\.0\.0\.1:(\d+)/.exec(text);
      if (m) resolve({ child, url: `http://127.0.0.1:${m[1]}` });
    });
    child.on('exit', (code) => reject(new Error(`exited ${code}: ${text}`)));
  });
}

/** The middle value (the upper one of an even count). */
export const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;

/**
 * Prints the entries as a table and, with `--out file` on the command line, writes them into that results file
 * in place of its entries whose names start with `prefix`.
 */
export function report(entries: Entry[], prefix: string, width: number): void {
  for (const e of entries) {
    const ref = e.reference ? ` (${e.reference.ratio.toFixed(2)}x ${e.reference.name})` : '';
    const digits = e.unit === 'ms' || e.unit === 'MB' ? 1 : 0;
    console.log(
      `${e.name.padEnd(width)} ${e.value.toFixed(digits).padStart(10)} ${e.unit}${ref} ${e.target ?? ''} ${e.note ?? ''}`,
    );
  }
  const at = process.argv.indexOf('--out');
  const out = at > 0 ? process.argv[at + 1] : undefined;
  if (!out) return;
  const results = existsSync(out)
    ? JSON.parse(readFileSync(out, 'utf8'))
    : { date: new Date().toISOString(), entries: [] };
  results.entries = [...results.entries.filter((e: Entry) => !e.name.startsWith(prefix)), ...entries];
  writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
}
