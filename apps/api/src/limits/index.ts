/**
 * The API's limits, in one middleware: requests per client address (a fixed window: at most `limit` per
 * `windowMs`, then 429 with `Retry-After`) and the size of a request body (413).
 *
 * One middleware for both, and not an `async` one: every request passes them, and each layer of Hono's chain
 * costs an async step on the hot path. The rate counts live in memory (one process, or one Worker isolate):
 * enough to keep one client from starving the others.
 *
 * @module
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from '../errors/index.js';

/** The refusal past the rate limit (429 `rate-limited`), with its `Retry-After` in seconds. */
export const rateLimited = (retryAfter: number) =>
  new ApiError(
    429,
    'rate-limited',
    {
      en: 'Too many requests: wait a moment and try again.',
      nl: 'Te veel verzoeken: wacht even en probeer opnieuw.',
    },
    {},
    { 'retry-after': String(retryAfter) },
  );

/**
 * A fixed-window count of requests per client: the function takes a client's key and counts one request,
 * answering `null` while the client is within `limit` per `windowMs`, or the seconds to wait (for
 * `Retry-After`) past it. For a runtime that must count requests outside an app (the Worker forwarding to its
 * Durable Objects).
 *
 * @example
 * ```ts
 * const count = rateCounter({ limit: 600, windowMs: 60_000 });
 * if (count(address) !== null) return tooMany();
 * ```
 */
export function rateCounter(options: {
  limit: number;
  windowMs: number;
  now?: () => number;
}): (key: string) => number | null {
  const now = options.now ?? Date.now;
  let window = Math.floor(now() / options.windowMs);
  let counts = new Map<string, number>();
  return (key) => {
    const w = Math.floor(now() / options.windowMs);
    if (w !== window) {
      window = w;
      counts = new Map();
    }
    const n = (counts.get(key) ?? 0) + 1;
    counts.set(key, n);
    if (n <= options.limit) return null;
    return Math.ceil(((w + 1) * options.windowMs - now()) / 1000);
  };
}

/** What {@link limits} enforces. */
export interface LimitOptions {
  /** Requests a client may make per window. */
  limit: number;
  windowMs: number;
  /** Who a request comes from. */
  key: (c: Context) => string;
  /** The largest request body, in bytes. */
  maxBody: number;
  /** The answer to a body that is too large. */
  tooLarge: (c: Context) => Response;
  /** The clock (default `Date.now`). */
  now?: () => number;
}

/**
 * Counts a client's requests and refuses one past the limit (429, `rate-limited`), then checks the body's size:
 * a declared `Content-Length` at once; a body without one (chunked) is counted as it streams (Hono's
 * `bodyLimit`, which costs a stream copy, so only then).
 *
 * @example
 * ```ts
 * app.use('/v1/*', limits({
 *   limit: 600,
 *   windowMs: 60_000,
 *   key: (c) => c.req.header('x-forwarded-for') ?? 'local',
 *   maxBody: 256 * 1024,
 *   tooLarge: (c) => c.json({ error: { code: 'too-large', message: 'Too large.' } }, 413),
 * }));
 * ```
 */
export function limits(options: LimitOptions): MiddlewareHandler {
  const counted = bodyLimit({ maxSize: options.maxBody, onError: options.tooLarge });
  const rate = rateCounter(options);
  return (c, next) => {
    const retry = rate(options.key(c));
    // Thrown, not returned: Hono's chain hands it to the app's error handler, which answers in the error shape.
    if (retry !== null) throw rateLimited(retry);
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next();
    const declared = c.req.header('content-length');
    if (declared === undefined) return counted(c, next);
    if (!(Number(declared) <= options.maxBody)) return Promise.resolve(options.tooLarge(c));
    return next();
  };
}
