/**
 * The complaint a schema makes about untrusted JSON, one short line per issue in every language Tafel speaks:
 * where (the path, as `cards[2].bid`) and what (`expected <=18 but received 99`, `verwacht <=18 maar kreeg
 * 99`). valibot's own messages are English only, so the sentence is built here from the issue's parts (its
 * kind, `expected` and `received`), never from valibot's text; a `check` of ours says its own words through
 * {@link said}.
 *
 * @module
 */
import type * as v from 'valibot';
import type { Message } from '../errors/index.js';

/** Where an issue is: `cards[2].bid`, or nothing at the top. */
export function where(issue: v.BaseIssue<unknown>): string {
  let at = '';
  for (const item of issue.path ?? []) {
    const key = (item as { key?: unknown }).key;
    at += typeof key === 'number' ? `[${key}]` : at === '' ? String(key) : `.${String(key)}`;
  }
  return at;
}

/** The Dutch of the English messages our own checks give (see {@link said}). */
const DUTCH = new Map<string, string>();

/**
 * A message for a valibot `check` (or any action that takes one) in both languages: returns the English, which
 * valibot keeps, and remembers the Dutch, which {@link complaint} puts in the Dutch sentence.
 *
 * @example
 * ```ts
 * v.check((d) => new Set(d).size === d.length, said({ en: 'no card twice', nl: 'geen kaart twee keer' }));
 * ```
 */
export function said(message: Message): string {
  DUTCH.set(message.en, message.nl);
  return message.en;
}

/** Words of the issue kinds whose `expected` is not a value (an integer, a check of ours). */
const KIND: Record<string, Message> = {
  integer: { en: 'expected an integer', nl: 'verwacht een geheel getal' },
  safe_integer: { en: 'expected an integer', nl: 'verwacht een geheel getal' },
  finite: { en: 'expected a finite number', nl: 'verwacht een eindig getal' },
};

/** What is wrong with one issue, in both languages. */
function what(issue: v.BaseIssue<unknown>): Message {
  if (issue.kind === 'schema' && issue.message.startsWith('Invalid key:')) {
    return issue.expected === 'never'
      ? { en: `unknown key ${issue.received}`, nl: `onbekende sleutel ${issue.received}` }
      : { en: `missing key ${issue.expected}`, nl: `ontbrekende sleutel ${issue.expected}` };
  }
  if (issue.type === 'check' || issue.type === 'custom' || issue.type === 'raw_check') {
    return { en: issue.message, nl: DUTCH.get(issue.message) ?? issue.message };
  }
  const kind = KIND[issue.type];
  if (kind) {
    return { en: `${kind.en} but received ${issue.received}`, nl: `${kind.nl} maar kreeg ${issue.received}` };
  }
  if (issue.received === 'undefined') {
    // JSON has no undefined: the value is not there at all.
    return issue.expected === null
      ? { en: 'missing', nl: 'ontbreekt' }
      : { en: `missing (expected ${issue.expected})`, nl: `ontbreekt (verwacht ${issue.expected})` };
  }
  if (issue.expected !== null) {
    return {
      en: `expected ${issue.expected} but received ${issue.received}`,
      nl: `verwacht ${issue.expected} maar kreeg ${issue.received}`,
    };
  }
  return { en: `not accepted: ${issue.received}`, nl: `niet aanvaard: ${issue.received}` };
}

/**
 * The complaint for a failed check: one line per issue, `at <path>: <what>` (`bij <path>: <wat>`), in English
 * and Dutch.
 *
 * @example
 * ```ts
 * const result = v.safeParse(schema, json);
 * if (!result.success) console.log(complaint(result.issues).nl);
 * ```
 */
export function complaint(issues: readonly v.BaseIssue<unknown>[]): Message {
  const lines = issues.map((issue) => ({ at: where(issue), ...what(issue) }));
  return {
    en: lines.map((l) => (l.at === '' ? l.en : `at ${l.at}: ${l.en}`)).join('; '),
    nl: lines.map((l) => (l.at === '' ? l.nl : `bij ${l.at}: ${l.nl}`)).join('; '),
  };
}
