/**
 * The complaint a schema makes about untrusted JSON, in one short English line per issue: where (the path, as
 * `cards[2].bid`) and what (valibot's message, or ours from a `check`). valibot's own messages are English and
 * short; this only adds the place.
 *
 * @module
 */
import type * as v from 'valibot';

/** Where an issue is: `cards[2].bid`, or nothing at the top. */
function where(issue: v.BaseIssue<unknown>): string {
  let at = '';
  for (const item of issue.path ?? []) {
    const key = (item as { key?: unknown }).key;
    at += typeof key === 'number' ? `[${key}]` : at === '' ? String(key) : `.${String(key)}`;
  }
  return at;
}

/**
 * What is wrong, shortly: a key too many or missing in our words, otherwise valibot's message without its
 * `Invalid …:` heading (`expected <=18 but received 99`); a message of our own (a `check`) as it is.
 */
function said(issue: v.BaseIssue<unknown>): string {
  if (issue.kind === 'schema' && issue.message.startsWith('Invalid key:')) {
    return issue.expected === 'never' ? `unknown key ${issue.received}` : `missing key ${issue.expected}`;
  }
  const plain = /^Invalid [\w ]+: E(xpected .*)$/.exec(issue.message);
  return plain ? `e${plain[1]}` : issue.message;
}

/**
 * The complaint for a failed check: one line per issue, `at <path>: <message>`.
 *
 * @example
 * ```ts
 * const result = v.safeParse(schema, json);
 * if (!result.success) console.log(complaint(result.issues));
 * ```
 */
export function complaint(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .map((issue) => {
      const at = where(issue);
      const what = said(issue);
      return at === '' ? what : `at ${at}: ${what}`;
    })
    .join('; ');
}
