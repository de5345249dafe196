/**
 * The table page's links (`play.html?…`), read and written in one place:
 *
 * - `?match=<id>`: the table; this browser's seat there comes from what it keeps (`kept.ts`), else it watches;
 * - `…&seat=<n>` (and `&invite=<code>` at a private table): an invite to an open seat, joined with a name;
 * - `…&rejoin=<code>`: a seat's rejoin link, which gives the seat a new key on any device;
 * - `&lang=en|nl`, and `&api=<origin>` for an API elsewhere than the page's;
 * - `&guided`: a guided game (the table's `guided` attribute), kept in the table's own address.
 *
 * Older links named the element (`game=tafel-…`, `variant=<dice game>`) and carried the seat's `token`: they are
 * still read (the token is then kept, and the address cleared of it). What a link carries that is secret (a
 * token, an invite, a rejoin code) is taken out of the address once used ({@link tableAddress}).
 *
 * @module
 */
import type { Lang } from '@tafel/core';

/** What a table page's link says. */
export interface PlayLink {
  readonly match: string;
  /** An invite to this open seat (from 0). */
  readonly seat?: number;
  /** A private table's invite code. */
  readonly invite?: string;
  /** A seat's rejoin code. */
  readonly rejoin?: string;
  /** An older link's seat token. */
  readonly token?: string;
  readonly lang?: Lang;
  /** The API's origin, when it is not the page's. */
  readonly api?: string;
  /** A guided game: the guide on the board on each of this seat's turns (as the host's hints setting allows). */
  readonly guided?: true;
  /** An older link's element (`tafel-wiezen`) and dice game (`bunte-kuh`). */
  readonly element?: string;
  readonly variant?: string;
}

/** A match id, a code or a token as the API makes them (URL-safe). */
const WORD = /^[A-Za-z0-9_-]{1,200}$/;
const LANGS: readonly string[] = ['en', 'nl'];

/**
 * Reads a table page's address (`location.search`); `null` when it names no table.
 *
 * @example
 * ```ts
 * readPlayLink('?match=m1&seat=1&invite=abc'); // { match: 'm1', seat: 1, invite: 'abc' }
 * ```
 */
export function readPlayLink(search: string): PlayLink | null {
  const q = new URLSearchParams(search);
  const match = q.get('match');
  if (!match || !WORD.test(match)) return null;
  const word = (key: string) => {
    const v = q.get(key);
    return v && WORD.test(v) ? v : undefined;
  };
  const seatText = q.get('seat');
  const seat = seatText !== null && /^[0-5]$/.test(seatText) ? Number(seatText) : undefined;
  const lang = q.get('lang');
  const api = q.get('api');
  const element = q.get('game');
  const variant = q.get('variant');
  const invite = word('invite');
  const rejoin = word('rejoin');
  const token = word('token');
  return {
    match,
    ...(seat !== undefined ? { seat } : {}),
    ...(invite ? { invite } : {}),
    ...(rejoin ? { rejoin } : {}),
    ...(token ? { token } : {}),
    ...(lang && LANGS.includes(lang) ? { lang: lang as Lang } : {}),
    ...(api && /^https?:\/\/[^\s]+$/.test(api) ? { api } : {}),
    ...(q.has('guided') ? { guided: true as const } : {}),
    ...(element && /^tafel-[a-z-]+$/.test(element) ? { element } : {}),
    ...(variant && /^[a-z-]+$/.test(variant) ? { variant } : {}),
  };
}

/**
 * The link to a table page for `link`, next to `page` (the page it is made on: links stay on its site and in
 * its folder).
 *
 * @example
 * ```ts
 * playHref('https://tafel.example/index.html', { match: 'm1', seat: 1, invite: 'abc' });
 * // 'https://tafel.example/play.html?match=m1&seat=1&invite=abc'
 * ```
 */
export function playHref(page: string | URL, link: PlayLink): string {
  const url = new URL('play.html', page);
  const q = url.searchParams;
  q.set('match', link.match);
  if (link.seat !== undefined) q.set('seat', String(link.seat));
  if (link.invite) q.set('invite', link.invite);
  if (link.rejoin) q.set('rejoin', link.rejoin);
  if (link.token) q.set('token', link.token);
  if (link.lang) q.set('lang', link.lang);
  if (link.api) q.set('api', link.api);
  if (link.guided) q.set('guided', '');
  return url.href;
}

/** The table's own address: the link without what it carried that is secret or used up (seat, codes, token). */
export function tableAddress(page: string | URL, link: PlayLink): string {
  return playHref(page, {
    match: link.match,
    ...(link.lang ? { lang: link.lang } : {}),
    ...(link.api ? { api: link.api } : {}),
    ...(link.guided ? { guided: true as const } : {}),
  });
}

/** The link that invites someone to open seat `seat` (a private table's with its invite code). */
export function inviteHref(page: string | URL, base: PlayLink, seat: number, invite?: string): string {
  return playHref(page, {
    match: base.match,
    seat,
    ...(invite ? { invite } : {}),
    ...(base.lang ? { lang: base.lang } : {}),
    ...(base.api ? { api: base.api } : {}),
  });
}

/** A seat's rejoin link. */
export function rejoinHref(page: string | URL, base: PlayLink, rejoin: string): string {
  return playHref(page, {
    match: base.match,
    rejoin,
    ...(base.lang ? { lang: base.lang } : {}),
    ...(base.api ? { api: base.api } : {}),
  });
}

/** The play-together lobby, in the language and for the API of `base`. */
export function lobbyHref(page: string | URL, base: Pick<PlayLink, 'lang' | 'api'>): string {
  const url = new URL('together.html', page);
  if (base.lang) url.searchParams.set('lang', base.lang);
  if (base.api) url.searchParams.set('api', base.api);
  return url.href;
}
