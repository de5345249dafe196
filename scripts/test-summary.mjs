/**
 * Adds up the vitest results of every package (each test run writes `test-results.json`) and prints one closing
 * line, `vitest: N passed, N failed`, that CI reads. Exits non-zero when a package failed or wrote no results.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const roots = ['packages', 'apps', 'tools', 'examples'];
let passed = 0;
let failed = 0;
let skipped = 0;
const missing = [];
for (const root of roots) {
  if (!existsSync(root)) continue;
  for (const name of readdirSync(root)) {
    const dir = join(root, name);
    const manifest = join(dir, 'package.json');
    if (!existsSync(manifest)) continue;
    if (!JSON.parse(readFileSync(manifest, 'utf8')).scripts?.test) continue;
    const file = join(dir, 'test-results.json');
    if (!existsSync(file)) {
      missing.push(dir);
      continue;
    }
    const r = JSON.parse(readFileSync(file, 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
    console.log(`${dir}: ${r.numPassedTests} passed, ${r.numFailedTests} failed`);
  }
}
for (const dir of missing) console.log(`${dir}: no test results`);
console.log(`vitest: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
if (failed > 0 || missing.length > 0 || passed === 0) process.exit(1);
