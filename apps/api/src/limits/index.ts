/**
 * A fixed-window rate limit per client address: at most `limit` requests per `windowMs`; past that, 429 with
 * `Retry-After`. In memory (one process); enough to keep one client from starving the others.
 *
 * @module
 */
import type { MiddlewareHandler } from 'hono';
import { ApiError } from '../errors/index.js';

/**
 * @example
 * ```ts
 * app.use('/v1/*', rateLimit({ limit: 600, windowMs: 60_000, key: (c) => c.req.header('x-forwarded-for') ?? 'local' }));
 * ```
 */
export function rateLimit(options: {
  limit: number;
  windowMs: number;
  key: (c: Parameters<MiddlewareHandler>[0]) => string;
  now?: () => number;
}): MiddlewareHandler {
  const now = options.now ?? Date.now;
  let window = Math.floor(now() / options.windowMs);
  let counts = new Map<string, number>();
  return async (c, next) => {
    const w = Math.floor(now() / options.windowMs);
    if (w !== window) {
      window = w;
      counts = new Map();
    }
    const key = options.key(c);
    const n = (counts.get(key) ?? 0) + 1;
    counts.set(key, n);
    if (n > options.limit) {
      c.header('Retry-After', String(Math.ceil(((w + 1) * options.windowMs - now()) / 1000)));
      throw new ApiError(429, 'rate-limited', {
        en: 'Too many requests: wait a moment and try again.',
        nl: 'Te veel verzoeken: wacht even en probeer opnieuw.',
      });
    }
    await next();
  };
}
