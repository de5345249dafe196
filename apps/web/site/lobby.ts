/**
 * The lobby: starts a table against bots with the chosen game, bot level and language.
 *
 * @module
 */
import '../src/tafel.ts';

/** Seats at each table (a Das Spiel game is `tafel-das-spiel:<game>`). */
const SEATS: Record<string, number> = {
  'tafel-wine-cellar': 2,
  'tafel-wiezen': 4,
  'tafel-weinhaendler': 3,
  'tafel-das-spiel:raffzahn': 3,
  'tafel-das-spiel:bunte-kuh': 3,
};

const form = document.getElementById('lobby') as HTMLFormElement;
form.addEventListener('submit', (e) => {
  e.preventDefault();
  const data = new FormData(form);
  const choice = String(data.get('game'));
  const [tag, game] = choice.split(':') as [string, string | undefined];
  const level = String(data.get('level'));
  const table = document.createElement(tag);
  if (game) table.setAttribute('game', game);
  table.setAttribute(
    'seats',
    ['you', ...Array.from({ length: (SEATS[choice] ?? 2) - 1 }, () => `bot:${level}`)].join(','),
  );
  table.setAttribute('lang', String(data.get('lang')));
  document.getElementById('table')!.replaceChildren(table);
});

/** Hosted matches: created through the API of this site; the seat links are shown to share. */
const PLAYERS: Record<string, number> = {
  'wine-cellar': 2,
  wiezen: 4,
  weinhaendler: 3,
  abquetschen: 2,
  raffzahn: 3,
  'bunte-kuh': 3,
  'cui-bono': 2,
  eintrichtern: 2,
  wuerfelmarsch: 2,
};
/** The element that plays a game, and its `game` attribute for the dice games. */
const DICE = new Set(['abquetschen', 'raffzahn', 'bunte-kuh', 'cui-bono', 'eintrichtern', 'wuerfelmarsch']);
const elementOf = (game: string) => (DICE.has(game) ? `tafel-das-spiel&variant=${game}` : `tafel-${game}`);
const hosted = document.getElementById('hosted') as HTMLFormElement;
hosted.addEventListener('submit', async (e) => {
  e.preventDefault();
  const data = new FormData(hosted);
  const game = String(data.get('game'));
  const fill = String(data.get('fill'));
  const seats = [{ kind: 'human' }, ...Array.from({ length: PLAYERS[game]! - 1 }, () => ({ kind: fill }))];
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
