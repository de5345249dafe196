/** The Das Spiel page: one table, the game from the link's `#hash`, and the snippet to copy for it. @module */
const GAMES = ['abquetschen', 'raffzahn', 'bunte-kuh', 'cui-bono', 'eintrichtern', 'wuerfelmarsch'] as const;
const SEATS: Record<string, string> = { raffzahn: 'you,bot,bot', 'bunte-kuh': 'you,bot,bot' };

function show(): void {
  const hash = location.hash.slice(1);
  const game = (GAMES as readonly string[]).includes(hash) ? hash : 'cui-bono';
  const seats = SEATS[game] ?? 'you,bot';
  const table = document.createElement('tafel-das-spiel');
  table.setAttribute('game', game);
  table.setAttribute('seats', seats);
  document.getElementById('table')!.replaceChildren(table);
  for (const a of document.querySelectorAll<HTMLAnchorElement>('nav.games a'))
    a.setAttribute('aria-current', a.hash === `#${game}` ? 'page' : 'false');
  document.getElementById('snippet')!.textContent =
    `<script type="module" src="https://YOUR-TAFEL-HOST/tafel-das-spiel.js"></script>\n<tafel-das-spiel game="${game}" seats="${seats}"></tafel-das-spiel>`;
}

addEventListener('hashchange', show);
show();
