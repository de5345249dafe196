/**
 * Every refusal has one shape, `{ error: { code, message } }` (plus `at`, the place in the body, for malformed
 * input, and `version` for a stale one), with the message in the request's language (`Accept-Language`: Dutch
 * when it prefers `nl`, else English) and a status that says whose problem it is. The API's own codes are in
 * one catalogue (`catalogue.ts`); the rules' codes come with the games' `RuleError`s.
 *
 * @module
 */
import { type Lang, RuleError } from '@tafel/core';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { type DetectorOptions, detectFromHeader, languageDetector } from 'hono/language';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { CORS_HEADERS } from '../cors/index.js';
import { API_ERRORS, type ApiErrorCode, RULE_STATUS } from './catalogue.js';

export type { ApiErrorCode, ApiErrorEntry } from './catalogue.js';
export { API_ERRORS, RULE_STATUS, STATUS_MEANING } from './catalogue.js';

/** A refusal the API raises itself (not a rule of a game). */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    readonly messages: { en: string; nl: string },
    readonly extra: Record<string, unknown> = {},
    /** Headers the refusal carries (`retry-after`). */
    readonly headers: Record<string, string> = {},
  ) {
    super(messages.en);
  }
}

/** The template with its placeholders filled; a detail that is a `{ en, nl }` sentence fills in its language. */
function fill(template: string, details: Record<string, unknown>, lang: Lang): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    if (!(key in details)) return whole;
    const value = details[key] as { en?: unknown; nl?: unknown } | string | number;
    return typeof value === 'object' && value !== null && typeof value[lang] === 'string'
      ? (value[lang] as string)
      : String(value);
  });
}

/**
 * The API's refusal with this code, its sentence filled from `details`; `extra` goes into the error body,
 * `headers` onto the answer.
 *
 * @example
 * ```ts
 * throw apiError('stale-version', { version: 7 }, { version: 7 });
 * ```
 */
export function apiError(
  code: ApiErrorCode,
  details: Record<string, unknown> = {},
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): ApiError {
  const entry = API_ERRORS[code];
  return new ApiError(
    entry.status,
    code,
    { en: fill(entry.en, details, 'en'), nl: fill(entry.nl, details, 'nl') },
    extra,
    headers,
  );
}

/** How the language of a request is found: its `Accept-Language`, English or Dutch (`nl-BE` is Dutch). */
const LANGUAGE: DetectorOptions = {
  order: ['header'],
  lookupQueryString: 'lang',
  lookupCookie: 'language',
  lookupFromPathIndex: 0,
  lookupFromHeaderKey: 'accept-language',
  caches: false,
  ignoreCase: true,
  fallbackLanguage: 'en',
  supportedLanguages: ['en', 'nl'],
  convertDetectedLanguage: (tag) => tag.slice(0, 2).toLowerCase(),
};

/** The language middleware every route runs behind (Hono's `languageDetector`, on the header alone). */
export const language = () => languageDetector(LANGUAGE);

/** The request's language, as the language middleware found it (by the same rules where it did not run). */
export function langOf(c: Context): Lang {
  return (c.get('language' as never) as Lang | undefined) ?? langOfHeader(c.req.header('accept-language'));
}

/** The language an `Accept-Language` header asks for, by the same rules, where no Hono context is at hand. */
export function langOfHeader(value: string | undefined): Lang {
  const request = {
    req: { header: (name: string) => (name.toLowerCase() === 'accept-language' ? value : undefined) },
  };
  return detectFromHeader(request as unknown as Context, LANGUAGE) === 'nl' ? 'nl' : 'en';
}

/**
 * The answer for an {@link ApiError} where no Hono app is at hand (a Worker or Durable Object answering
 * before any app runs): the same shape, in the request's language, open to any origin.
 */
export function errorJson(e: ApiError, request: Request): Response {
  const lang = langOfHeader(request.headers.get('accept-language') ?? undefined);
  return Response.json(
    { error: { code: e.code, message: e.messages[lang], ...e.extra } },
    {
      status: e.status,
      headers: { ...e.headers, ...CORS_HEADERS },
    },
  );
}

/** The answer for any error thrown while handling a request. */
export function errorResponse(c: Context, e: unknown): Response {
  const lang = langOf(c);
  if (e instanceof ApiError) {
    return c.json({ error: { code: e.code, message: e.messages[lang], ...e.extra } }, e.status, e.headers);
  }
  if (e instanceof RuleError) {
    const status = RULE_STATUS[e.code] ?? 422;
    const at = typeof e.details?.at === 'string' ? { at: e.details.at } : {};
    return c.json({ error: { code: e.code, message: e.text(lang), ...at } }, status);
  }
  const status = (e as { status?: number }).status;
  if (status === 413) return errorResponse(c, apiError('body-too-large'));
  // Hono's own refusals are the client's: answer them in our shape, in our words.
  if (e instanceof HTTPException && e.status < 500) {
    const code: ApiErrorCode = e.status === 415 ? 'unsupported-media-type' : 'invalid-json';
    return errorResponse(c, apiError(code));
  }
  console.error(e);
  return errorResponse(c, apiError('internal'));
}

/**
 * Runs a game function on a state the client sent (after `parseState`): should a game's code still throw on it,
 * that is a state no game could reach, the client's malformed input (400 `invalid-state`), never a server
 * error; a game answering it with something that is no list or no state is the same.
 */
export function onClientState<T>(fn: () => T, expect: 'array' | 'object' | 'any' = 'any'): T {
  let result: T;
  try {
    result = fn();
  } catch (e) {
    throw fromClientState(e);
  }
  const shapeOk =
    expect === 'any' ||
    (expect === 'array' ? Array.isArray(result) : typeof result === 'object' && result !== null);
  if (!shapeOk) throw invalidState();
  return result;
}

/** What an error thrown while working on a client's state means for the client: its own refusal, or `invalid-state`. */
export function fromClientState(e: unknown): unknown {
  return e instanceof RuleError || e instanceof ApiError ? e : invalidState();
}

/** A state the game could not work with, though it passed the state's schema and invariants. */
const invalidState = () =>
  new RuleError('invalid-state', {
    en: 'That is not a state of this game: the rules cannot go on from it.',
    nl: 'Dat is geen toestand van dit spel: de regels kunnen er niet mee verder.',
  });

export const notFound = (what: 'match' | 'route') =>
  apiError(what === 'match' ? 'unknown-match' : 'not-found');
