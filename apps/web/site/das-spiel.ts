/**
 * The Das Spiel page: one table, the game from the link's `#hash`, and the snippet to copy for it; the games and
 * their usual seats are the boards' (`pyramidBoards`).
 *
 * @module
 */
import { pyramidBoards } from '../src/das-spiel/boards.ts';

function show(): void {
  const hash = location.hash.slice(1);
  const game = Object.hasOwn(pyramidBoards, hash) ? (hash as keyof typeof pyramidBoards) : 'cui-bono';
  const seats = pyramidBoards[game].defaultSeats;
  const table = document.createElement('tafel-das-spiel');
  table.setAttribute('game', game);
  table.setAttribute('seats', seats);
  document.getElementById('table')!.replaceChildren(table);
  for (const a of document.querySelectorAll<HTMLAnchorElement>('nav.games a'))
    a.setAttribute('aria-current', a.hash === `#${game}` ? 'page' : 'false');
  document.getElementById('how-to-play')?.setAttribute('href', `./how-to-play.html?game=${game}`);
  document.getElementById('guided')?.setAttribute('href', `./how-to-play.html?game=${game}#guided`);
  document.getElementById('snippet')!.textContent =
    `<script type="module" src="https://YOUR-TAFEL-HOST/tafel-das-spiel.js"></script>\n<tafel-das-spiel game="${game}" seats="${seats}"></tafel-das-spiel>`;
}

addEventListener('hashchange', show);
show();
