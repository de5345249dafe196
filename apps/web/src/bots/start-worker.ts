/**
 * Starting a module Worker from wherever the script came from. A browser refuses `new Worker(url)` for a
 * script of another origin (a table embedded from `https://cdn.example/tafel.js` on `https://shop.example/`):
 * a Worker's script must be same-origin with the page. The way browsers do allow it is a small same-origin
 * module — a Blob URL of the page's origin — that imports the real Worker module by its absolute URL; the
 * imported module and its chunks then load as any cross-origin module script does (CORS, which a host serving
 * `tafel.js` to other origins sends already: the module script itself needs it). Same-origin scripts get a
 * plain `new Worker(url)`, which a strict Content Security Policy (`worker-src 'self'`) also allows.
 *
 * Why not other ways (measured in `apps/web/bench/run.ts`, README "Worker from another origin"):
 * - a `data:` URL works too, but runs the Worker in an opaque origin; the Blob keeps the page's origin;
 * - fetching the Worker's text into a Blob breaks its relative imports (its chunks) and its `import.meta.url`.
 *
 * Bundlers only bundle a Worker written as `new Worker(new URL('./x.js', import.meta.url), …)`, so the caller
 * writes exactly that inside `construct`, and {@link startWorker} runs it with `Worker` briefly standing for a
 * subclass that swaps a cross-origin URL for the Blob shim (synchronously: nothing else runs meanwhile).
 *
 * @module
 */

/** The shim's source: a module that imports the Worker's module (a classic Worker: `importScripts`). */
function shimSource(href: string, options: WorkerOptions | undefined): string {
  return options?.type === 'module'
    ? `import ${JSON.stringify(href)};\n`
    : `importScripts(${JSON.stringify(href)});\n`;
}

/**
 * The URL to start a Worker from: `url` itself when the page may (same origin, or a `blob:`/`data:` URL), else
 * a same-origin Blob module that imports it.
 */
export function workerUrl(url: string | URL, options?: WorkerOptions): string | URL {
  const target = new URL(String(url), document.baseURI);
  if (target.protocol === 'blob:' || target.protocol === 'data:' || target.origin === location.origin)
    return url;
  return URL.createObjectURL(new Blob([shimSource(target.href, options)], { type: 'text/javascript' }));
}

/**
 * Runs `construct` — a `new Worker(new URL('…', import.meta.url), { type: 'module' })` a bundler can see — so
 * that a Worker script of another origin starts through a same-origin Blob module. Throws what the browser
 * throws when no Worker can start here at all.
 *
 * @example
 * ```ts
 * const worker = startWorker(() => new Worker(new URL('./workers/wiezen.js', import.meta.url), { type: 'module' }));
 * ```
 */
export function startWorker(construct: () => Worker): Worker {
  const Native = globalThis.Worker;
  if (typeof Native !== 'function') throw new Error('this browser has no Web Workers');
  class AnyOriginWorker extends Native {
    constructor(url: string | URL, options?: WorkerOptions) {
      const start = workerUrl(url, options);
      super(start, options);
      // The shim is read when the Worker starts; once it answered or failed, its Blob can go.
      if (start !== url) {
        const revoke = () => URL.revokeObjectURL(String(start));
        this.addEventListener('message', revoke, { once: true });
        this.addEventListener('error', revoke, { once: true });
      }
    }
  }
  globalThis.Worker = AnyOriginWorker;
  try {
    return construct();
  } finally {
    globalThis.Worker = Native;
  }
}
