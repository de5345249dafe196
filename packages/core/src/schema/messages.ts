/**
 * Short English complaints for the schemas. `zod/mini` ships no messages (every complaint would read "Invalid
 * input"), and its English locale weighs 2 kB in every page that embeds one game; these cover every check our
 * schemas use in a few hundred bytes.
 *
 * @module
 */
import type * as z from 'zod/mini';

type Issue = z.core.$ZodRawIssue;

const shown = (v: unknown) => (typeof v === 'string' ? `"${v}"` : String(v));

/**
 * The message of one schema complaint.
 *
 * @example
 * ```ts
 * z.config({ localeError: message });
 * ```
 */
export function message(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected}, received ${issue.input === null ? 'null' : Array.isArray(issue.input) ? 'array' : typeof issue.input}`;
    case 'invalid_value':
      return `expected one of ${issue.values.map(shown).join(', ')}`;
    case 'too_small':
      return issue.origin === 'array' || issue.origin === 'string'
        ? `expected at least ${issue.minimum} ${issue.origin === 'array' ? 'items' : 'characters'}`
        : `expected ${issue.inclusive ? '>=' : '>'} ${issue.minimum}`;
    case 'too_big':
      return issue.origin === 'array' || issue.origin === 'string'
        ? `expected at most ${issue.maximum} ${issue.origin === 'array' ? 'items' : 'characters'}`
        : `expected ${issue.inclusive ? '<=' : '<'} ${issue.maximum}`;
    case 'unrecognized_keys':
      return `unknown key${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.map(shown).join(', ')}`;
    case 'invalid_union':
      return 'matches none of the allowed shapes';
    default:
      return issue.message ?? 'invalid input';
  }
}
