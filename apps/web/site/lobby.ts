/**
 * The lobby: starts a table against bots with the chosen game, number of players, bot level and language, or
 * hosts a match through the API of this site and shows the seat links to share. Which element plays a game and
 * how many may play it come from the registries (the boards' and the games'), not from this page.
 *
 * @module
 */
import '../src/tafel.ts';
import { type GameId, games } from '@tafel/core';
import { boards } from '../src/boards.ts';

const isGame = (id: string): id is GameId => Object.hasOwn(boards, id);

/** Fills a players select with the game's range, the board's default seat count chosen. */
function offerPlayers(select: HTMLSelectElement, id: string): void {
  if (!isGame(id)) return;
  const { min, max } = games[id].players;
  const usual = boards[id].board.defaultSeats.split(',').length;
  select.replaceChildren(
    ...Array.from({ length: max - min + 1 }, (_, i) => {
      const n = min + i;
      return Object.assign(document.createElement('option'), { value: String(n), textContent: String(n) });
    }),
  );
  select.value = String(Math.max(min, Math.min(max, usual)));
}

/** Offers every game of the registry by its title (the real-time ones marked so), and keeps the players select in step. */
function players(form: HTMLFormElement, select: HTMLSelectElement): void {
  const game = form.elements.namedItem('game') as HTMLSelectElement;
  game.replaceChildren(
    ...Object.keys(boards)
      .filter(isGame)
      .map((id) =>
        Object.assign(document.createElement('option'), {
          value: id,
          textContent: `${games[id].title.en}${games[id].realtime ? ' (real time)' : ''}`,
        }),
      ),
  );
  game.addEventListener('change', () => offerPlayers(select, game.value));
  offerPlayers(select, game.value);
}

const form = document.getElementById('lobby') as HTMLFormElement;
players(form, document.getElementById('players') as HTMLSelectElement);
form.addEventListener('submit', (e) => {
  e.preventDefault();
  const data = new FormData(form);
  const id = String(data.get('game'));
  if (!isGame(id)) return;
  const { tag, game } = boards[id];
  const level = String(data.get('level'));
  const table = document.createElement(tag);
  if (game) table.setAttribute('game', game);
  const n = Number(data.get('players'));
  table.setAttribute('seats', ['you', ...Array.from({ length: n - 1 }, () => `bot:${level}`)].join(','));
  table.setAttribute('lang', String(data.get('lang')));
  document.getElementById('table')!.replaceChildren(table);
});

/** The play page's address of a game's element (`variant` names the game of `<tafel-das-spiel>`). */
const elementOf = (id: GameId) => {
  const { tag, game } = boards[id];
  return game ? `${tag}&variant=${game}` : tag;
};
const hosted = document.getElementById('hosted') as HTMLFormElement;
players(hosted, document.getElementById('hosted-players') as HTMLSelectElement);
hosted.addEventListener('submit', async (e) => {
  e.preventDefault();
  const data = new FormData(hosted);
  const game = String(data.get('game'));
  if (!isGame(game)) return;
  const fill = String(data.get('fill'));
  const n = Number(data.get('players'));
  const seats = [{ kind: 'human' }, ...Array.from({ length: n - 1 }, () => ({ kind: fill }))];
  const links = document.getElementById('links')!;
  const res = await fetch('/v1/matches', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ game, seats }),
  });
  const body = (await res.json()) as {
    id?: string;
    seats?: { seat: number; token?: string }[];
    invite?: string;
    error?: { message: string };
  };
  if (!res.ok || !body.id) {
    links.textContent = body.error?.message ?? 'The match could not be created.';
    return;
  }
  const page = (q: string) =>
    new URL(`play.html?game=${elementOf(game)}&match=${body.id}&${q}`, location.href).href;
  const mine = page(`token=${body.seats![0]!.token}`);
  const open = seats.flatMap((s, seat) => (s.kind === 'open' ? [seat] : []));
  links.innerHTML = '';
  const list = document.createElement('ul');
  const item = (label: string, href: string) => {
    const li = document.createElement('li');
    const a = document.createElement('a');
    a.href = href;
    a.textContent = label;
    li.append(a);
    list.append(li);
  };
  item('Your seat (keep this link to yourself)', mine);
  const invite = body.invite ? `&invite=${encodeURIComponent(body.invite)}` : '';
  for (const seat of open)
    item(`Seat ${seat + 1}: send this link to a friend`, page(`seat=${seat}${invite}`));
  links.append(list);
});
