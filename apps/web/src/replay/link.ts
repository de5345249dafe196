/**
 * The address of a hosted match's replay (`replay.html?match=…`), for "watch the replay" and "copy the replay
 * link" once the game is over: the API only when it is not the page's own, the seat whose view it opens with,
 * the language. The site's play page and the tables' end-of-game actions share it.
 *
 * @module
 */
import type { Lang } from '@tafel/core';

/**
 * `replay.html` beside `page` for match `match`.
 *
 * @example
 * ```ts
 * replayHref('https://t.example/play.html?match=m1', { match: 'm1', seat: 2, lang: 'nl' });
 * // 'https://t.example/replay.html?match=m1&seat=2&lang=nl'
 * ```
 */
export function replayHref(
  page: string,
  link: {
    readonly match: string;
    readonly api?: string;
    readonly seat?: number | null;
    readonly lang?: Lang;
  },
): string {
  const url = new URL('replay.html', page);
  url.searchParams.set('match', link.match);
  if (link.api) url.searchParams.set('api', link.api);
  if (link.seat !== undefined && link.seat !== null) url.searchParams.set('seat', String(link.seat));
  if (link.lang) url.searchParams.set('lang', link.lang);
  return url.href;
}
