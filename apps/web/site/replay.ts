/**
 * The replay page: `replay.html?match=<id>` (a hosted match's record, from the page's own API or `&api=<origin>`)
 * or `replay.html?src=<url of a record JSON>`, with `&seat=<n|all>` and `&move=<n>`. The page puts a
 * `<tafel-replay>` with those attributes on itself and keeps `move` in its address as the reader steps, so the
 * address shared is the move shown.
 *
 * @module
 */
import '../src/elements/tafel-replay.ts';
import { pageLang } from './together-texts.ts';

/** The element's attributes from the page's address (only the ones it knows; an `api` only if it is http(s)). */
export function replayAttributes(search: string, origin: string): Record<string, string> {
  const q = new URLSearchParams(search);
  const attrs: Record<string, string> = {};
  const src = q.get('src');
  const match = q.get('match');
  const api = q.get('api');
  if (src) attrs.src = src;
  else if (match) {
    attrs.match = match;
    attrs.api = api && /^https?:\/\/\S+$/.test(api) ? api : origin;
  }
  for (const name of ['seat', 'move'] as const) {
    const value = q.get(name);
    if (value && /^(all|\d+)$/.test(value)) attrs[name] = value;
  }
  return attrs;
}

if (typeof document !== 'undefined' && document.getElementById('replay')) {
  pageLang();
  const el = document.createElement('tafel-replay');
  for (const [name, value] of Object.entries(replayAttributes(location.search, location.origin)))
    el.setAttribute(name, value);
  el.addEventListener('tafel-step', (e) => {
    const url = new URL(location.href);
    url.searchParams.set('move', String((e as CustomEvent<{ index: number }>).detail.index));
    history.replaceState(null, '', url);
  });
  document.getElementById('replay')!.append(el);
}
