/**
 * Every refusal has one shape, `{ error: { code, message } }`, with the message in the request's language
 * (`Accept-Language`: Dutch when it prefers `nl`, else English) and a status that says whose problem it is:
 * 400 malformed input, 401 missing or wrong token, 403 not yours (or not yet), 404 unknown game or match,
 * 409 stale version, 413 body too large, 422 an illegal move (the rule's code), 429 too many requests.
 *
 * @module
 */
import { type Lang, RuleError } from '@tafel/core';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** A refusal the API raises itself (not a rule of a game). */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    readonly messages: { en: string; nl: string },
    readonly extra: Record<string, unknown> = {},
  ) {
    super(messages.en);
  }
}

/** The request's language: Dutch when `Accept-Language` ranks `nl` above `en`, else English. */
export function langOf(c: Context): Lang {
  const header = c.req.header('accept-language') ?? '';
  let best: { lang: Lang; q: number } = { lang: 'en', q: 0 };
  for (const part of header.split(',')) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    const q = Number(params.find((p) => p.trim().startsWith('q='))?.split('=')[1] ?? 1);
    const lang = tag.startsWith('nl') ? 'nl' : tag.startsWith('en') || tag === '*' ? 'en' : null;
    if (lang && Number.isFinite(q) && q > best.q) best = { lang, q };
  }
  return best.lang;
}

/** Rule errors that mean the input was malformed (400) rather than an illegal move (422). */
const MALFORMED = new Set([
  'invalid-move',
  'invalid-options',
  'invalid-record',
  'invalid-seat',
  'invalid-players',
]);

/** The response for any error thrown while handling a request. */
export function errorResponse(c: Context, e: unknown): Response {
  const lang = langOf(c);
  if (e instanceof ApiError) {
    return c.json({ error: { code: e.code, message: e.messages[lang], ...e.extra } }, e.status);
  }
  if (e instanceof RuleError) {
    const status = e.code === 'unknown-game' ? 404 : MALFORMED.has(e.code) ? 400 : 422;
    return c.json({ error: { code: e.code, message: e.text(lang) } }, status);
  }
  const status = (e as { status?: number }).status;
  if (status === 413) return c.json({ error: { code: 'body-too-large', message: TOO_LARGE[lang] } }, 413);
  // Hono's own refusals (a body that is no JSON, …) are the client's: keep their 4xx in our shape.
  if (e instanceof HTTPException && e.status < 500) {
    const code = /json/i.test(e.message) ? 'invalid-json' : 'invalid-request';
    return c.json({ error: { code, message: `${MALFORMED_REQUEST[lang]}: ${e.message}` } }, e.status);
  }
  console.error(e);
  return c.json({ error: { code: 'internal', message: 'Something went wrong on our side.' } }, 500);
}

const MALFORMED_REQUEST = { en: 'Invalid request', nl: 'Ongeldig verzoek' };
const TOO_LARGE = { en: 'The request body is too large.', nl: 'De inhoud van het verzoek is te groot.' };

/**
 * Runs a game function on a state the client sent: a game's code may throw anything on a state that no game
 * could reach, and that is the client's malformed input (400 `invalid-state`), never a server error.
 */
export function onClientState<T>(fn: () => T, expect: 'array' | 'object' | 'any' = 'any'): T {
  let result: T;
  try {
    result = fn();
  } catch (e) {
    if (e instanceof RuleError || e instanceof ApiError) throw e;
    throw invalidState((e as Error).message);
  }
  // A game answering junk with junk (no list of moves, no state) is the same malformed input.
  const shapeOk =
    expect === 'any' ||
    (expect === 'array' ? Array.isArray(result) : typeof result === 'object' && result !== null);
  if (!shapeOk)
    throw invalidState(`the game could not read it (${expect === 'array' ? 'no moves' : 'no state'})`);
  return result;
}

const invalidState = (why: string) =>
  new ApiError(400, 'invalid-state', {
    en: `That is not a state of this game: ${why}`,
    nl: `Dat is geen toestand van dit spel: ${why}`,
  });

export const notFound = (what: 'match' | 'route') =>
  new ApiError(
    404,
    what === 'match' ? 'unknown-match' : 'not-found',
    what === 'match'
      ? { en: 'There is no match with that id.', nl: 'Er is geen wedstrijd met die id.' }
      : { en: 'There is nothing at this address.', nl: 'Op dit adres staat niets.' },
  );
