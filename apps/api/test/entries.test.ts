/**
 * The three entries as a developer bundles them: `@tafel/api` must bundle for the edge (no Node built-ins in its
 * graph: a browser-platform bundle fails on any `node:` import), `@tafel/api/node` serves on Node, and
 * `@tafel/api/worker` is a Worker with its Durable Object class.
 */
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const entry = (path: string) => new URL(`../src/${path}`, import.meta.url).pathname;

describe('the entries of @tafel/api', () => {
  it('the runtime-neutral entry bundles for a browser-like platform: nothing of Node in it', async () => {
    const result = await build({
      entryPoints: [entry('index.ts')],
      bundle: true,
      write: false,
      platform: 'browser',
      format: 'esm',
      conditions: ['@tafel/source'],
      logLevel: 'silent',
    });
    const code = result.outputFiles[0]!.text;
    expect(code).not.toMatch(/["']node:/);
    expect(code).toMatch(/createApp/);
  });

  it('the Node entry serves; the Worker entry is a fetch handler with its Durable Objects', async () => {
    const node = await import('../src/node.js');
    expect(Object.keys(node)).toEqual(
      expect.arrayContaining([
        'serve',
        'threadedBots',
        'sqliteStore',
        'nodeSqlite',
        'clientAddress',
        'optionsFromEnv',
      ]),
    );
    // The Worker imports its kernels' .wasm as a module (wrangler compiles it), which Node cannot import:
    // its exports are read from a bundle, as wrangler bundles it.
    const worker = await build({
      entryPoints: [entry('worker.ts')],
      bundle: true,
      write: false,
      metafile: true,
      platform: 'browser',
      format: 'esm',
      conditions: ['@tafel/source'],
      external: ['*.wasm'],
      logLevel: 'silent',
    });
    const [output] = Object.values(worker.metafile!.outputs);
    expect(output!.exports.sort()).toEqual(['HostRoom', 'LobbyRoom', 'MatchRoom', 'RatingsRoom', 'default']);
    const neutral = await import('../src/index.js');
    expect(Object.keys(neutral)).toEqual(
      expect.arrayContaining(['createApp', 'inlineBots', 'sqlStore', 'HostedMatches']),
    );
    expect(Object.keys(neutral)).not.toContain('serve');
  });
});
