/**
 * CORS for any origin, and JSON answers that carry it the cheap way.
 *
 * The web components call the API from other sites, so every answer says `Access-Control-Allow-Origin: *` (and
 * lets them read its `Date`).
 * How the header gets there matters on Node: `@hono/node-server` writes a `Response` made from a string and a
 * plain header object straight to the socket, while a response with a `Headers` object (what Hono's
 * `c.header()` prepares) costs a conversion, and a header added to a finished response turns its body into a
 * stream. So the routes answer with {@link reply} (the header already in its plain headers), and the
 * {@link cors} middleware adds the header only to answers made any other way (the docs page, the OpenAPI
 * document, errors, the static site) and answers preflights.
 *
 * @module
 */
import type { MiddlewareHandler, TypedResponse } from 'hono';
import { cors as honoCors } from 'hono/cors';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { JSONParsed } from 'hono/utils/types';

const ORIGIN = 'access-control-allow-origin';
const EXPOSE = 'access-control-expose-headers';

/**
 * What every answer carries for pages on other origins: open to any origin, and its `Date` readable (a hosted
 * table's countdown sets its clock by the server's: the view's `turnEndsAt` is the server's time).
 */
export const CORS_HEADERS = { [ORIGIN]: '*', [EXPOSE]: 'Date' } as const;

/** Answers made by {@link reply}: they carry the header already. */
const carrying = new WeakSet<Response>();

/**
 * A JSON answer with the CORS header, written by Node without a header conversion or a body stream.
 *
 * @example
 * ```ts
 * app.get('/v1/ping', () => reply({ ok: true }));
 * ```
 */
export function reply<T, S extends ContentfulStatusCode = 200>(
  body: T,
  status?: S,
): Response & TypedResponse<JSONParsed<T>, S, 'json'> {
  const res = new Response(JSON.stringify(body), {
    status: status ?? 200,
    headers: { 'content-type': 'application/json', ...CORS_HEADERS },
  });
  carrying.add(res);
  return res as Response & TypedResponse<JSONParsed<T>, S, 'json'>;
}

/**
 * Answers preflights for any origin (with `Authorization` and `Accept-Language` allowed) and adds the origin
 * header to every answer that {@link reply} did not make.
 *
 * @example
 * ```ts
 * app.use('*', cors());
 * ```
 */
export function cors(): MiddlewareHandler {
  const preflight = honoCors({
    origin: '*',
    allowHeaders: ['Content-Type', 'Authorization', 'Accept-Language'],
  });
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next);
    await next();
    if (carrying.has(c.res)) return;
    for (const [name, value] of Object.entries(CORS_HEADERS)) c.res.headers.set(name, value);
  };
}
