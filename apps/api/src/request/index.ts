/**
 * A request's JSON body, checked by the route's zod schema in one step (the stateless routes are a client's hot
 * path, so they skip OpenAPIHono's three validator middlewares). The answers are the ones every route gives:
 * 415 for a body that is not JSON by its media type, 400 `invalid-json` for a body that does not parse, 400
 * `invalid-request` naming the first problems in English or Dutch (built from zod's issue codes, never from its
 * English text).
 *
 * @module
 */

import type { Message } from '@tafel/core';
import type { Context } from 'hono';
import type { z } from 'zod';
import { type ApiError, apiError } from '../errors/index.js';

/** JSON media types, as Hono's validator reads them (`application/json`, `application/problem+json`, …). */
const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;

type Issue = z.core.$ZodIssue;

/** What one zod issue says, in both languages. */
function said(issue: Issue): Message {
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected === 'nonoptional'
        ? { en: 'required', nl: 'verplicht' }
        : { en: `expected ${issue.expected}`, nl: `verwacht ${issue.expected}` };
    case 'too_small':
      return {
        en: `${issue.origin === 'array' ? 'at least' : 'no less than'} ${issue.minimum}${issue.origin === 'array' ? ' items' : ''}`,
        nl: `minstens ${issue.minimum}${issue.origin === 'array' ? ' elementen' : ''}`,
      };
    case 'too_big':
      return {
        en: `${issue.origin === 'array' ? 'at most' : 'no more than'} ${issue.maximum}${issue.origin === 'array' ? ' items' : issue.origin === 'string' ? ' characters' : ''}`,
        nl: `hoogstens ${issue.maximum}${issue.origin === 'array' ? ' elementen' : issue.origin === 'string' ? ' tekens' : ''}`,
      };
    case 'unrecognized_keys':
      return { en: `unknown key ${issue.keys.join(', ')}`, nl: `onbekende sleutel ${issue.keys.join(', ')}` };
    case 'invalid_value':
      return {
        en: `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`,
        nl: `verwacht een van ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`,
      };
    case 'invalid_union':
      return { en: 'none of the allowed forms', nl: 'geen van de toegelaten vormen' };
    case 'not_multiple_of':
      return {
        en: `expected a multiple of ${issue.divisor}`,
        nl: `verwacht een veelvoud van ${issue.divisor}`,
      };
    default:
      return { en: 'not accepted', nl: 'niet aanvaard' };
  }
}

/**
 * A 400 `invalid-request` naming the first three problems.
 *
 * @example
 * ```ts
 * const result = Body.safeParse(json);
 * if (!result.success) throw invalidRequest(result.error.issues);
 * ```
 */
export function invalidRequest(issues: readonly Issue[]): ApiError {
  const lines = issues.slice(0, 3).map((issue) => {
    const at = issue.path.map(String).join('.') || 'body';
    const what = said(issue);
    return { en: `${at}: ${what.en}`, nl: `${at}: ${what.nl}` };
  });
  const at = issues[0]?.path.map(String).join('.') ?? '';
  const reason = { en: lines.map((l) => l.en).join('; '), nl: lines.map((l) => l.nl).join('; ') };
  return apiError('invalid-request', { reason }, { at });
}

const notJson = () => apiError('unsupported-media-type');
const malformedJson = () => apiError('invalid-json');

/**
 * The JSON body of a request checked by `schema` (a body-less request is `{}`).
 *
 * @example
 * ```ts
 * const { players, seed } = await checkedJson(c, Setup);
 * ```
 */
export async function checkedJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const type = c.req.header('content-type');
  let value: unknown = {};
  if (type === undefined) {
    if (Number(c.req.header('content-length') ?? 0) > 0 || c.req.header('transfer-encoding') !== undefined)
      throw notJson();
  } else if (!JSON_TYPE.test(type.split(';')[0]!.trim())) {
    throw notJson();
  } else {
    try {
      value = await c.req.json();
    } catch (e) {
      // A body over the size limit is the limit's refusal, not bad JSON.
      if ((e as { status?: number }).status === 413) throw e;
      throw malformedJson();
    }
  }
  const result = schema.safeParse(value);
  if (!result.success) throw invalidRequest(result.error.issues);
  return result.data;
}
