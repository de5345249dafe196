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
const MALFORMED = new Set(['invalid-move', 'invalid-options', 'invalid-record', 'invalid-seat', 'invalid-players']);

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
  console.error(e);
  return c.json({ error: { code: 'internal', message: 'Something went wrong on our side.' } }, 500);
}

const TOO_LARGE = { en: 'The request body is too large.', nl: 'De inhoud van het verzoek is te groot.' };

/**
 * Runs a game function on a state the client sent: a game's code may throw anything on a state that no game
 * could reach, and that is the client's malformed input (400 `invalid-state`), never a server error.
 */
export function onClientState<T>(fn: () => T): T {
  try {
    return fn();
  } catch (e) {
    if (e instanceof RuleError || e instanceof ApiError) throw e;
    throw new ApiError(400, 'invalid-state', {
      en: `That is not a state of this game: ${(e as Error).message}`,
      nl: `Dat is geen toestand van dit spel: ${(e as Error).message}`,
    });
  }
}

export const notFound = (what: 'match' | 'route') =>
  new ApiError(
    404,
    what === 'match' ? 'unknown-match' : 'not-found',
    what === 'match'
      ? { en: 'There is no match with that id.', nl: 'Er is geen wedstrijd met die id.' }
      : { en: 'There is nothing at this address.', nl: 'Op dit adres staat niets.' },
  );
