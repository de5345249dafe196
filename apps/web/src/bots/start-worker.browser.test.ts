/**
 * Starting a Worker from another origin: a same-origin URL is used as it is; another origin's becomes a Blob
 * module of the page's origin that imports it (a classic Worker: `importScripts`); `blob:` and `data:` URLs are
 * left alone. The whole table from another origin is played in `e2e/embed.test.ts`.
 */
import { describe, expect, it } from 'vitest';
import { startWorker, workerUrl } from './start-worker.js';

describe('workerUrl', () => {
  it('keeps a same-origin URL, a blob: and a data: URL', () => {
    const same = new URL('/assets/w.js', location.href);
    expect(workerUrl(same, { type: 'module' })).toBe(same);
    expect(workerUrl('blob:x', { type: 'module' })).toBe('blob:x');
    expect(workerUrl('data:text/javascript,1', { type: 'module' })).toBe('data:text/javascript,1');
  });

  it('wraps another origin’s module in a same-origin Blob that imports it', async () => {
    const shim = workerUrl('https://cdn.example/tafel/assets/bot-worker-wiezen-x.js', { type: 'module' });
    expect(String(shim)).toMatch(new RegExp(`^blob:${location.origin}/`));
    const source = await (await fetch(String(shim))).text();
    expect(source).toBe('import "https://cdn.example/tafel/assets/bot-worker-wiezen-x.js";\n');
  });

  it('wraps a classic Worker with importScripts', async () => {
    const shim = workerUrl('https://cdn.example/w.js');
    expect(await (await fetch(String(shim))).text()).toBe('importScripts("https://cdn.example/w.js");\n');
  });
});

describe('startWorker', () => {
  it('constructs the Worker the callback writes, and puts the page’s Worker back', async () => {
    const Native = globalThis.Worker;
    const worker = startWorker(
      () => new Worker(new URL('./workers/wine-cellar.js', import.meta.url), { type: 'module' }),
    );
    expect(worker).toBeInstanceOf(Native);
    expect(globalThis.Worker).toBe(Native);
    worker.terminate();
  });

  it('puts the page’s Worker back when constructing throws', () => {
    const Native = globalThis.Worker;
    expect(() =>
      startWorker(() => {
        throw new Error('refused');
      }),
    ).toThrow('refused');
    expect(globalThis.Worker).toBe(Native);
  });
});
