/**
 * The packed tarball, as `pnpm publish` makes it: the two `.wasm` modules, no WebAssembly text (`build/*.wat`
 * was half the package), and the packages whose dependencies need a newer Node say so in `engines`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const repo = join(import.meta.dirname, '../../..');
const folders: string[] = [];
afterAll(() => {
  for (const f of folders) rmSync(f, { recursive: true, force: true });
});

/** Packs the package in `folder` (relative to the repository) as `pnpm publish` would; the tarball's path. */
function pack(folder: string): string {
  const into = mkdtempSync(join(tmpdir(), 'tafel-pack-'));
  folders.push(into);
  const out = execFileSync(
    'npx',
    ['-y', 'pnpm@12.21.0', 'pack', '--pack-destination', into, '--config.ignore-scripts=true', '--json'],
    { cwd: join(repo, folder), encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000 },
  );
  const name = (JSON.parse(out) as { filename: string }).filename.split('/').pop()!;
  return join(into, name);
}

const listing = (tarball: string) =>
  execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).trim().split('\n');
const manifest = (tarball: string) =>
  JSON.parse(execFileSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' }));

describe('the packed packages', () => {
  it('@tafel/pyramid-wasm ships its Wasm modules and no .wat', () => {
    const files = listing(pack('packages/pyramid-wasm'));
    expect(files).toContain('package/build/pyramid.wasm');
    expect(files).toContain('package/build/pyramid-scalar.wasm');
    expect(files.filter((f) => f.endsWith('.wat'))).toEqual([]);
  }, 120_000);

  it('@tafel/cli and @tafel/api state the Node their dependencies need', () => {
    expect(manifest(pack('tools/cli')).engines.node).toBe('>=22.12');
    expect(manifest(pack('apps/api')).engines.node).toBe('>=22.13');
    // commander's own requirement is what the CLI states.
    const commander = JSON.parse(
      readFileSync(join(repo, 'tools/cli/node_modules/commander/package.json'), 'utf8'),
    );
    expect(commander.engines.node).toBe('>=22.12.0');
  }, 120_000);
});
