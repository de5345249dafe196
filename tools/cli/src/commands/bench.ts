/**
 * `tafel bench` (and `pnpm bench`): runs every benchmark suite, writes `bench/results.json` and prints a table.
 *
 * @module
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname } from 'node:path';
import type { BenchEntry } from '../bench/harness.js';
import { suites } from '../bench/suites/index.js';
import { table } from '../simulate/table.js';

export interface BenchFlags {
  out?: string;
  quick?: boolean;
  only?: string;
}

function formatNumber(x: number): string {
  if (x >= 1000) return Math.round(x).toLocaleString('en-US');
  return x.toPrecision(3);
}

/** Runs the suites; writes the JSON file when `out` is given; returns the table. */
export async function runBench(flags: BenchFlags): Promise<string> {
  const entries: BenchEntry[] = [];
  const log = (message: string) => process.stderr.write(`${message}\n`);
  const chosen = flags.only ? suites.filter((suite) => suite.name.includes(flags.only!)) : suites;
  if (chosen.length === 0) {
    throw new Error(
      `--only "${flags.only}" matches no suite; the suites are: ${suites.map((s) => s.name).join(', ')}`,
    );
  }
  for (const suite of chosen) {
    log(`bench: ${suite.name}…`);
    entries.push(...(await suite.run({ quick: flags.quick === true, log })));
  }
  const results = {
    date: new Date().toISOString(),
    node: process.version,
    cpu: cpus()[0]?.model ?? 'unknown',
    quick: flags.quick === true,
    entries,
  };
  if (flags.out) {
    mkdirSync(dirname(flags.out), { recursive: true });
    writeFileSync(flags.out, `${JSON.stringify(results, null, 2)}\n`);
  }
  const rows = [['benchmark', 'value', 'unit', 'vs reference', 'target']];
  for (const e of entries) {
    const ref = e.reference ? `${e.reference.ratio.toFixed(2)}x ${e.reference.name}` : '';
    rows.push([e.name, formatNumber(e.value), e.unit, ref, e.target ?? '']);
  }
  return table(rows);
}
