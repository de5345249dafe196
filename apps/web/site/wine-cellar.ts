/**
 * The Wine Cellar page: a duel against a bot, or the solo against the automaton, chosen by the link's `#hash`
 * (`wine-cellar.html#solo`: the home page links there), so either can be started, kept and shared.
 *
 * @module
 */

/** The table's seats for each way to play. */
const MODES = { duel: 'you,bot', solo: 'you' } as const;

function show(): void {
  const mode = location.hash === '#solo' ? 'solo' : 'duel';
  const table = document.createElement('tafel-wine-cellar');
  table.setAttribute('seats', MODES[mode]);
  document.getElementById('table')!.replaceChildren(table);
  for (const a of document.querySelectorAll<HTMLAnchorElement>('nav.chips a'))
    a.setAttribute('aria-current', a.hash === `#${mode}` ? 'page' : 'false');
}

addEventListener('hashchange', show);
show();
