/**
 * The one way a Tafel table puts text on screen: a catalogue of messages per board (and one for the table
 * itself), the same keys in every language, filled in by {@link translate}.
 *
 * - A message is a text with `{name}` placeholders, or plural forms chosen by one number (`{ count: 'n', one:
 *   '{n} card', other: '{n} cards' }`, the forms Unicode's plural rules name for the language: `Intl.PluralRules`;
 *   with `ordinal: true` its ordinal forms, `'{n}st'`, `'{n}nd'`, …), or forms chosen by a word (`{ select: 'who',
 *   you: 'You play {card}', other: '{name} plays {card}' }`: who did it, for verbs that agree with their subject).
 * - A number put into a placeholder is written as the language writes numbers (`Intl.NumberFormat`); `{total:euro}`
 *   writes cents as euro.
 * - Keys are typed: a catalogue's Dutch half must have every English key ({@link defineCatalogue}), and a call
 *   names a key of its catalogue and the placeholders its English message has.
 *
 * Why not `@lit/localize`: its locale is one per page (`setLocale`), while each table speaks its own `lang` (a
 * Dutch table beside an English one); and this needs no build step or extra package in the elements' bundles.
 *
 * @module
 */
import type { Lang } from '@tafel/core';

/** The forms a plural message may give, as `Intl.PluralRules` names them (`other` is always needed). */
export type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/**
 * A message with plural forms, chosen by the number in the placeholder `count` names (cardinal forms: `1 card`,
 * `2 cards`; with `ordinal`, ordinal ones: `1st`, `2nd`, `3rd`).
 */
export type PluralMessage = { readonly count: string; readonly ordinal?: boolean; readonly other: string } & {
  readonly [F in Exclude<PluralForm, 'other'>]?: string;
};

/**
 * A message with forms chosen by the text in the placeholder `select` names (`other` when no form has its name):
 * a sentence whose verb agrees with who did it (`You play`, `Bot 2 plays`), or that names a seat otherwise as
 * the one at this screen (`jouw worp`, `worp van Bot 2`).
 */
export type SelectMessage = { readonly select: string; readonly other: string } & {
  readonly [choice: string]: string;
};

/** One message: a text with `{placeholders}`, its plural forms, or its forms by a word. */
export type Message = string | PluralMessage | SelectMessage;

/** A language's messages, by key. */
export type Messages = Readonly<Record<string, Message>>;

/** Every language's messages, with the same keys (the English ones, as written, type the calls). */
export interface Catalogue<M extends Messages = Messages> {
  readonly en: M;
  readonly nl: { readonly [K in keyof M]: Message };
}

/** The placeholder names of a text (`'{name} has {n:euro}'` → `'name' | 'n'`). */
type HolesOf<S> = S extends `${string}{${infer Hole}}${infer Rest}`
  ? (Hole extends `${infer Name}:${string}` ? Name : Hole) | HolesOf<Rest>
  : never;

/** The placeholder names of a message (every form of a plural one and its count; of a select one, its word). */
export type Placeholders<M> = M extends string
  ? HolesOf<M>
  : M extends { readonly count: infer C }
    ? (C & string) | HolesOf<M[Exclude<keyof M, 'count' | 'ordinal'>]>
    : M extends { readonly select: infer S }
      ? (S & string) | HolesOf<M[Exclude<keyof M, 'select'>]>
      : never;

/** What a placeholder takes: a text, or a number written as the language writes numbers. */
export type Value = string | number;

/** The values a message needs, one per placeholder (none for a message without). */
export type ParamsOf<M> = [Placeholders<M>] extends [never]
  ? { readonly [k: string]: never }
  : {
      readonly [P in Placeholders<M>]: Value;
    };

/** The function that puts a catalogue's messages into one language. */
export type Translate<M extends Messages> = <K extends keyof M & string>(
  key: K,
  ...params: [Placeholders<M[K]>] extends [never] ? [] : [ParamsOf<M[K]>]
) => string;

/**
 * A catalogue: the English messages and the Dutch ones, with the same keys (a missing or extra key is a type
 * error, and the catalogues' test checks the placeholders too).
 *
 * @example
 * ```ts
 * const texts = defineCatalogue(
 *   { cards: { count: 'n', one: '{n} card', other: '{n} cards' }, turn: '{name} to move' },
 *   { cards: { count: 'n', one: '{n} kaart', other: '{n} kaarten' }, turn: '{name} is aan zet' },
 * );
 * ```
 */
export function defineCatalogue<const En extends Messages>(
  en: En,
  nl: { readonly [K in keyof En]: Message },
): Catalogue<En> {
  return { en, nl };
}

const numbers = new Map<string, Intl.NumberFormat>();
const plurals = new Map<string, Intl.PluralRules>();

/**
 * The locale each language writes numbers and euro in: one way per language at every table (`€16` and `€0.20`
 * in English; `€ 16` and `€ 0,20` in Dutch, as Belgium writes it).
 */
const LOCALES = new Map<Lang, string>([
  ['en', 'en-GB'],
  ['nl', 'nl-BE'],
]);

/** The locale `lang` writes numbers in (see {@link LOCALES}). */
export const localeOf = (lang: Lang): string => LOCALES.get(lang) ?? lang;

/**
 * A number as `lang` writes it (`format`: `euro` takes cents, and shows them only when there are any; `signed`
 * shows the sign of points won or lost, `+2`, `−4`, `0`).
 */
function number(lang: Lang, value: number, format: string | undefined): string {
  const euro = format === 'euro';
  const digits = euro && value % 100 !== 0 ? 2 : 0;
  const key = `${lang}:${euro ? `euro${digits}` : (format ?? '')}`;
  let f = numbers.get(key);
  if (!f) {
    f = euro
      ? new Intl.NumberFormat(localeOf(lang), {
          style: 'currency',
          currency: 'EUR',
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
        })
      : new Intl.NumberFormat(localeOf(lang), {
          useGrouping: false,
          maximumFractionDigits: 2,
          ...(format === 'signed' ? { signDisplay: 'exceptZero' as const } : {}),
        });
    numbers.set(key, f);
  }
  return f.format(euro ? value / 100 : value);
}

/**
 * Cents as euro, the one way `lang` writes money at every table (the catalogues' `{name:euro}` is this).
 *
 * @example
 * ```ts
 * euro('en', 1620); // '€16.20'
 * euro('nl', 500);  // '€ 5'
 * ```
 */
export const euro = (lang: Lang, cents: number): string => number(lang, cents, 'euro');

/** The plural form `n` takes in `lang`, cardinal or ordinal. */
function pluralForm(lang: Lang, n: number, ordinal: boolean): PluralForm {
  const key = `${lang}:${ordinal}`;
  let rules = plurals.get(key);
  if (!rules) {
    rules = new Intl.PluralRules(lang, { type: ordinal ? 'ordinal' : 'cardinal' });
    plurals.set(key, rules);
  }
  return rules.select(n) as PluralForm;
}

/**
 * A message in `lang` with its placeholders filled; an unknown placeholder stays visible as `{name}`.
 *
 * @example
 * ```ts
 * format('nl', { count: 'n', one: '{n} kaart', other: '{n} kaarten' }, { n: 3 }); // '3 kaarten'
 * format('nl', 'Bod {total:euro}', { total: 1620 });                               // 'Bod € 16,20'
 * ```
 */
export function format(lang: Lang, message: Message, params: Readonly<Record<string, Value>> = {}): string {
  let text: string;
  if (typeof message === 'string') text = message;
  else if ('select' in message) {
    const choice = String(params[message.select] ?? 'other');
    text = (choice === 'select' ? undefined : message[choice]) ?? message.other;
  } else {
    const form = pluralForm(lang, Number(params[message.count] ?? 0), message.ordinal === true);
    text = (form === 'other' ? undefined : message[form]) ?? message.other;
  }
  return text.replace(/\{(\w+)(?::(\w+))?\}/g, (hole, name: string, style: string | undefined) => {
    const value = params[name];
    if (value === undefined) return hole;
    return typeof value === 'number' ? number(lang, value, style) : value;
  });
}

/**
 * The catalogue's messages in `lang`.
 *
 * @example
 * ```ts
 * const t = translate(texts, 'nl');
 * t('turn', { name: 'Bot 2' }); // 'Bot 2 is aan zet'
 * ```
 */
export function translate<M extends Messages>(catalogue: Catalogue<M>, lang: Lang): Translate<M> {
  const messages: Readonly<Record<string, Message>> = catalogue[lang];
  return ((key: string, params?: Readonly<Record<string, Value>>) =>
    format(lang, messages[key] as Message, params)) as Translate<M>;
}

/** A sentence's first letter in upper case (core's move words start in lower case). */
export const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
