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

  it('the Node entry serves; the Worker entry is a fetch handler with its Durable Object', async () => {
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
    const worker = await import('../src/worker.js');
    expect(typeof worker.default.fetch).toBe('function');
    expect(typeof worker.MatchRoom).toBe('function');
    const neutral = await import('../src/index.js');
    expect(Object.keys(neutral)).toEqual(
      expect.arrayContaining(['createApp', 'inlineBots', 'sqlStore', 'HostedMatches']),
    );
    expect(Object.keys(neutral)).not.toContain('serve');
  });
});
