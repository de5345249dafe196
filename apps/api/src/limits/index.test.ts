import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { errorResponse } from '../errors/index.js';
import { limits } from './index.js';

/** An app behind the limits, answering in the API's error shape, with a clock the test moves. */
function app(options: { limit?: number; maxBody?: number } = {}) {
  let time = 0;
  const a = new Hono();
  a.onError((e, c) => errorResponse(c, e));
  a.use(
    '*',
    limits({
      limit: options.limit ?? 100,
      windowMs: 60_000,
      key: (c) => c.req.header('x-forwarded-for') ?? 'direct',
      maxBody: options.maxBody ?? 1000,
      tooLarge: (c) => errorResponse(c, Object.assign(new Error('too large'), { status: 413 })),
      now: () => time,
    }),
  );
  a.get('/', (c) => c.json({ ok: true }));
  a.post('/', async (c) => c.json({ length: (await c.req.text()).length }));
  return { app: a, advance: (ms: number) => (time += ms) };
}

const status = async (res: Response | Promise<Response>) => (await res).status;

describe('limits', () => {
  it('refuses a client past its requests a window with 429 and Retry-After, others not, until the next window', async () => {
    const { app: a, advance } = app({ limit: 2 });
    const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
    expect(await status(a.request('/', from('1.1.1.1')))).toBe(200);
    expect(await status(a.request('/', from('1.1.1.1')))).toBe(200);
    advance(15_000);
    const refused = await a.request('/', from('1.1.1.1'));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('45');
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('rate-limited');
    expect(await status(a.request('/', from('2.2.2.2')))).toBe(200);
    advance(45_000);
    expect(await status(a.request('/', from('1.1.1.1')))).toBe(200);
  });

  it('refuses a body over the limit with 413, declared or streamed without a length, and lets one at it pass', async () => {
    const { app: a } = app({ maxBody: 1000 });
    const post = (body: string | ReadableStream, headers: Record<string, string> = {}) =>
      a.request('/', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);
    expect(await (await post('x'.repeat(1000))).json()).toEqual({ length: 1000 });
    const declared = await post('x'.repeat(1001));
    expect(declared.status).toBe(413);
    expect(((await declared.json()) as { error: { code: string } }).error.code).toBe('body-too-large');
    // A stream has no Content-Length: its bytes are counted as they come.
    const stream = (n: number) =>
      new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('x'.repeat(n)));
          controller.close();
        },
      });
    expect(await status(post(stream(1001)))).toBe(413);
    expect(await (await post(stream(999))).json()).toEqual({ length: 999 });
  });
});
