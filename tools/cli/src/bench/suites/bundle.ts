/**
 * What a browser downloads for one game: its rules (its `@tafel/core/<game>` entry point) and, where the bots
 * package is installed, its bots (`@tafel/bots/<game>`), bundled as a site's bundler would (esbuild: ESM,
 * minified, tree-shaken, browser platform) and gzipped (level 9). Target from the issue: under 20 kB per game.
 * Without esbuild (a published CLI) the suite says so and measures nothing. Beside them, the dice pyramid's
 * WebAssembly kernels as a page downloads them when it plays a dice game: each of the two module builds, gzipped.
 *
 * @module
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SCALAR_WASM_URL, WASM_URL } from '@tafel/pyramid-wasm';
import type { BenchEntry, BenchSuite } from '../harness.js';

/** Each game's rules entry and the name of its game object there. */
const GAMES = [
  ['wine-cellar', '@tafel/core/wine-cellar', 'wineCellar'],
  ['wiezen', '@tafel/core/wiezen', 'wiezen'],
  ['weinhaendler', '@tafel/core/weinhaendler', 'weinhaendler'],
  ['abquetschen', '@tafel/core/das-spiel/abquetschen', 'abquetschen'],
  ['bunte-kuh', '@tafel/core/das-spiel/bunte-kuh', 'bunteKuh'],
  ['cui-bono', '@tafel/core/das-spiel/cui-bono', 'cuiBono'],
  ['eintrichtern', '@tafel/core/das-spiel/eintrichtern', 'eintrichtern'],
  ['raffzahn', '@tafel/core/das-spiel/raffzahn', 'raffzahn'],
  ['wuerfelmarsch', '@tafel/core/das-spiel/wuerfelmarsch', 'wuerfelmarsch'],
] as const;

const TARGET = 20 * 1024;

export const bundleSuite: BenchSuite = {
  name: 'bundle',
  async run({ log }) {
    const entries: BenchEntry[] = [];
    // The pyramid kernels: the SIMD build where WebAssembly.validate accepts SIMD, the scalar build elsewhere.
    for (const [build, url] of [
      ['simd', WASM_URL],
      ['scalar', SCALAR_WASM_URL],
    ] as const) {
      const bytes = readFileSync(url);
      entries.push({
        name: `bundle/pyramid-wasm/${build}/gzip`,
        unit: 'bytes',
        value: gzipSync(bytes, { level: 9 }).length,
        note: `${build === 'simd' ? 'pyramid.wasm (128-bit SIMD)' : 'pyramid-scalar.wasm (no SIMD)'}: ${bytes.length} bytes raw; loaded apart from the game's bundle`,
      });
    }
    let esbuild: typeof import('esbuild');
    try {
      esbuild = await import('esbuild');
    } catch {
      log('bundle: esbuild is not installed (a development dependency of @tafel/cli): sizes not measured');
      return entries;
    }
    const require = createRequire(import.meta.url);
    const coreDir = dirname(require.resolve('@tafel/core/package.json'));
    const botsDir = join(coreDir, '..', 'bots');
    const withBots = existsSync(join(botsDir, 'package.json'));
    for (const [id, entry, name] of GAMES) {
      const lines = [`export { ${name} } from '${entry}';`];
      if (withBots) lines.push(`export * from '@tafel/bots/${id}';`);
      const result = await esbuild.build({
        // Resolved from the CLI's own folder, which depends on both packages, as a site would.
        stdin: { contents: lines.join('\n'), resolveDir: import.meta.dirname, loader: 'js' },
        bundle: true,
        minify: true,
        format: 'esm',
        platform: 'browser',
        write: false,
        logLevel: 'silent',
      });
      const bytes = gzipSync(result.outputFiles[0]!.contents, { level: 9 }).length;
      entries.push({
        name: `bundle/${id}/gzip`,
        unit: 'bytes',
        value: bytes,
        target: `< ${TARGET} (20 kB)`,
        note: withBots ? 'rules + bots' : 'rules only (no bots package)',
      });
    }
    return entries;
  },
};
