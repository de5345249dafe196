/**
 * The lobby: starts a table against bots with the chosen game, bot level and language.
 *
 * @module
 */
import '../src/tafel.ts';

const SEATS: Record<string, number> = { 'tafel-wine-cellar': 2, 'tafel-wiezen': 4, 'tafel-weinhaendler': 3 };

const form = document.getElementById('lobby') as HTMLFormElement;
form.addEventListener('submit', (e) => {
  e.preventDefault();
  const data = new FormData(form);
  const tag = String(data.get('game'));
  const level = String(data.get('level'));
  const table = document.createElement(tag);
  table.setAttribute(
    'seats',
    ['you', ...Array.from({ length: SEATS[tag]! - 1 }, () => `bot:${level}`)].join(','),
  );
  table.setAttribute('lang', String(data.get('lang')));
  document.getElementById('table')!.replaceChildren(table);
});
