/**
 * The lobby: starts a table against bots with the chosen game, number of players, bot level and language, or
 * hosts a table through the API of this site and goes to it (its waiting room shows the links to share). Which element plays a game and
 * how many may play it come from the registries (the boards' and the games'), not from this page.
 *
 * @module
 */
import '../src/tafel.ts';
import { type GameId, games, type Lang } from '@tafel/core';
import { boards } from '../src/boards.ts';
import { langOf } from '../src/i18n/index.ts';
import { type SeatRequest, TogetherApi } from './api.ts';
import { keep, pageStore } from './kept.ts';
import { playHref } from './links.ts';
import { personOf } from './person.ts';
import { onLangChange, togetherT } from './together-texts.ts';

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

const hosted = document.getElementById('hosted') as HTMLFormElement;
players(hosted, document.getElementById('hosted-players') as HTMLSelectElement);
// The turn clock (turn-based games only): how long a person may think before a bot moves for them.
const TURNS = [0, 30, 60, 120, 300] as const;
const turnSelect = Object.assign(document.createElement('select'), { name: 'turn' });
const turnText = document.createElement('span');
const turnLabel = Object.assign(document.createElement('label'), { className: 'wide' });
turnLabel.append(turnText, turnSelect);
const sayTurns = (lang: Lang) => {
  const t = togetherT(lang);
  turnText.textContent = t('turnClock');
  const chosen = turnSelect.value || '0';
  turnSelect.replaceChildren(
    ...TURNS.map((n) =>
      Object.assign(document.createElement('option'), {
        value: String(n),
        textContent:
          n === 0 ? t('turnNone') : n < 60 ? t('turnSeconds', { n }) : t('turnMinutes', { n: n / 60 }),
      }),
    ),
  );
  turnSelect.value = chosen;
};
sayTurns(langOf(document.documentElement));
onLangChange(sayTurns);
hosted.querySelector('button[type="submit"]')!.before(turnLabel);
const hostedGame = hosted.elements.namedItem('game') as HTMLSelectElement;
const showTurns = () => {
  turnLabel.hidden = isGame(hostedGame.value) && games[hostedGame.value].realtime === true;
};
hostedGame.addEventListener('change', showTurns);
showTurns();
// The way to the "play together" page, under the quick form (drawn here: its words are playing together's).
const toTogether = Object.assign(document.createElement('a'), {
  href: './together.html',
  className: 'to-together',
});
const sayToTogether = (lang: Lang) => {
  toTogether.textContent = togetherT(lang)('toTogether');
};
sayToTogether(langOf(document.documentElement));
onLangChange(sayToTogether);
const toTogetherLine = Object.assign(document.createElement('p'), { className: 'hint' });
toTogetherLine.append(toTogether);
hosted.append(toTogetherLine);
// A quick table with friends: you at the first seat, the others open (or bots). The table is kept in this
// browser (the host's and the seat's tokens, never in an address) and the page goes to it: its waiting room
// shows the links to share. The "play together" page (together.html) offers every choice and the open tables.
hosted.addEventListener('submit', async (e) => {
  e.preventDefault();
  const data = new FormData(hosted);
  const game = String(data.get('game'));
  if (!isGame(game)) return;
  const fill: 'bot' | 'open' = String(data.get('fill')) === 'bot' ? 'bot' : 'open';
  const n = Number(data.get('players'));
  const seats: SeatRequest[] = [
    { kind: 'human', ...personOf(pageStore()) },
    ...Array.from({ length: n - 1 }, () => ({ kind: fill })),
  ];
  const links = document.getElementById('links')!;
  const lang = langOf(document.documentElement);
  try {
    const turn = games[game].realtime === true ? 0 : Number(data.get('turn'));
    const table = await new TogetherApi(location.origin, lang).create({
      game,
      seats,
      ...(turn > 0 ? { turn } : {}),
    });
    const mine = table.seats[0]!;
    keep(pageStore(), table.id, {
      game,
      host: table.host,
      seat: 0,
      ...(mine.token ? { token: mine.token } : {}),
      ...(mine.rejoin ? { rejoin: mine.rejoin } : {}),
    });
    location.assign(playHref(location.href, { match: table.id }));
  } catch (err) {
    links.textContent = togetherT(lang)('hostFailed', { reason: (err as Error).message });
  }
});
