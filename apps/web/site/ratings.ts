/**
 * The ratings page (`ratings.html`): a game's leaderboard as the API keeps it (`GET /v1/ratings/{game}`: rank,
 * name, rating, deviation, rated games and wins; this browser's person's row marked), chosen by `?game=`; and
 * the person this browser is (`person.ts`) — claiming a name once, showing a move code for another device, and
 * entering a code from another device. Which games exist comes from core's registry.
 *
 * @module
 */
import { type GameId, games, type Lang } from '@tafel/core';
import { html, nothing, render, type TemplateResult } from 'lit';
import { Refused } from './api.ts';
import { pageStore } from './kept.ts';
import { type KeptPerson, keepPerson, keptPerson, type Leaderboard, PeopleApi } from './person.ts';
import { ratingsT } from './ratings-texts.ts';
import { onLangChange, pageLang } from './together-texts.ts';

let lang: Lang = pageLang();
let t = ratingsT(lang);
const store = pageStore();
const q = new URLSearchParams(location.search);
const apiOrigin = q.get('api') ?? location.origin;
let api = new PeopleApi(apiOrigin, lang);
const root = document.getElementById('ratings')!;

const GAMES = Object.keys(games) as GameId[];
const isGame = (id: string | null): id is GameId => id !== null && Object.hasOwn(games, id);

/** Everything the page shows. */
const state = {
  game: isGame(q.get('game')) ? (q.get('game') as GameId) : GAMES.includes('wiezen') ? 'wiezen' : GAMES[0]!,
  person: keptPerson(store) as KeptPerson | null,
  board: null as Leaderboard | null,
  /** The person's own rating at the chosen game (`null`: none yet), whether or not the top of the board shows it. */
  mine: null as { game: string; rating: number; rd: number; games: number } | null,
  boardProblem: null as string | null,
  personProblem: null as string | null,
  code: null as { code: string; until: number } | null,
  busy: false,
};

/** A failure's sentence: the API's own, else why the server was not reached. */
const reasonOf = (e: unknown): string =>
  e instanceof Refused ? e.message : t('unreachable', { reason: (e as Error).message });

/** Reads the chosen game's leaderboard, and the person's own rating at it. */
async function readBoard(): Promise<void> {
  state.boardProblem = null;
  const game = state.game;
  try {
    const [board, me] = await Promise.all([
      api.leaderboard(game),
      state.person ? api.me(state.person.key).catch(() => null) : null,
    ]);
    state.board = board;
    state.mine = me?.ratings.find((r) => r.game === game) ?? null;
  } catch (e) {
    state.board = null;
    state.boardProblem = t('boardFailed', { reason: reasonOf(e) });
  }
  draw();
}

/** Runs `act` (a request about the person) with the form busy; its failure is said with `problem`. */
async function personAct(act: () => Promise<void>, problem: 'claimFailed' | 'codeFailed' | 'moveFailed') {
  state.busy = true;
  state.personProblem = null;
  draw();
  try {
    await act();
  } catch (e) {
    state.personProblem = t(problem, { reason: reasonOf(e) });
  }
  state.busy = false;
  draw();
}

/** The field of a submitted form, trimmed. */
const field = (e: Event, name: string): string =>
  String(new FormData(e.target as HTMLFormElement).get(name) ?? '').trim();

function claim(e: Event): void {
  e.preventDefault();
  const name = field(e, 'name');
  if (!name) return;
  void personAct(async () => {
    state.person = await api.claim(name);
    keepPerson(store, state.person);
    void readBoard();
  }, 'claimFailed');
}

function makeCode(): void {
  const person = state.person;
  if (!person) return;
  void personAct(async () => {
    state.code = await api.moveCode(person.key);
  }, 'codeFailed');
}

function useCode(e: Event): void {
  e.preventDefault();
  const code = field(e, 'code');
  if (!code) return;
  void personAct(async () => {
    state.person = await api.move(code);
    keepPerson(store, state.person);
    state.code = null;
    void readBoard();
  }, 'moveFailed');
}

/** The form that takes a code from another device. */
const codeForm = (): TemplateResult =>
  html`<form class="move-code" @submit=${useCode}>
    <label>${t('enterCode')} <input name="code" autocomplete="off" spellcheck="false" maxlength="40" /></label>
    <button type="submit" ?disabled=${state.busy}>${t('useCode')}</button>
  </form>`;

function you(): TemplateResult {
  const time = (ms: number) =>
    new Date(ms).toLocaleTimeString(lang === 'nl' ? 'nl-BE' : 'en-GB', {
      hour: '2-digit',
      minute: '2-digit',
    });
  const problem = state.personProblem
    ? html`<p class="message" role="alert">${state.personProblem}</p>`
    : nothing;
  if (!state.person)
    return html`<section class="you" aria-labelledby="you-title">
      <h2 id="you-title">${t('youTitle')}</h2>
      <p>${t('claimIntro')}</p>
      <form class="claim" @submit=${claim}>
        <label>${t('yourName')} <input name="name" maxlength="40" autocomplete="nickname" required /></label>
        <button type="submit" ?disabled=${state.busy}>${t('claim')}</button>
      </form>
      ${codeForm()} ${problem}
    </section>`;
  return html`<section class="you" aria-labelledby="you-title">
    <h2 id="you-title">${t('youTitle')}</h2>
    <p class="who">${t('youAre', { name: state.person.name })}</p>
    <p>${t('moveIntro')}</p>
    <button type="button" class="make-code" ?disabled=${state.busy} @click=${makeCode}>${t('makeCode')}</button>
    ${
      state.code
        ? html`<p class="code" role="status">${t('codeIs', { code: state.code.code })}
            <small>${t('codeUntil', { time: time(state.code.until) })}</small></p>`
        : nothing
    }
    ${codeForm()} ${problem}
  </section>`;
}

/** The person's own rating at the chosen game (the board lists the first 50 only). */
function myRating(): TemplateResult {
  const game = games[state.game].title[lang];
  const mine = state.mine?.game === state.game ? state.mine : null;
  return html`<p class="my-rating">${
    mine
      ? t('myRating', {
          game,
          rating: String(Math.round(mine.rating)),
          rd: String(Math.round(mine.rd)),
          games: mine.games,
        })
      : t('myUnrated', { game })
  }</p>`;
}

function board(): TemplateResult {
  const chosen = (e: Event) => {
    state.game = (e.target as HTMLSelectElement).value as GameId;
    const url = new URL(location.href);
    url.searchParams.set('game', state.game);
    history.replaceState(null, '', url);
    void readBoard();
  };
  const b = state.board?.game === state.game ? state.board : null;
  const mine = state.person?.name;
  const bots = b?.bots;
  return html`<section class="leaderboard" aria-labelledby="board-title">
    <h2 id="board-title">${t('boardTitle')}</h2>
    <label>${t('game')}
      <select name="game" @change=${chosen}>
        ${GAMES.map((id) => html`<option value=${id} ?selected=${id === state.game}>${games[id].title[lang]}</option>`)}
      </select>
    </label>
    ${state.boardProblem ? html`<p class="message" role="alert">${state.boardProblem}</p>` : nothing}
    ${b && state.person ? myRating() : nothing}
    ${
      b && b.standings.length === 0
        ? html`<p class="no-ratings">${t('nobody', { game: games[state.game].title[lang] })}</p>`
        : nothing
    }
    ${
      b && b.standings.length > 0
        ? html`<div class="scroll-box"><table class="attrs standings" data-game=${b.game}>
            <thead><tr>
              <th scope="col">${t('rank')}</th><th scope="col">${t('name')}</th><th scope="col">${t('rating')}</th>
              <th scope="col">${t('deviation')}</th><th scope="col">${t('games')}</th><th scope="col">${t('wins')}</th>
            </tr></thead>
            <tbody>${b.standings.map(
              (
                s,
              ) => html`<tr class=${s.name === mine ? 'mine' : ''} aria-current=${s.name === mine ? 'true' : nothing}>
                <td>${s.rank}</td>
                <th scope="row">${s.name}${s.name === mine ? html` <span class="you-tag">(${t('you')})</span>` : nothing}</th>
                <td class="rating">${s.rating}</td><td class="rd">±${s.rd}</td><td class="games">${s.games}</td><td>${s.wins}</td>
              </tr>`,
            )}</tbody>
          </table></div>`
        : nothing
    }
    ${
      bots?.easy && bots.normal && bots.strong
        ? html`<p class="hint">${t('bots', { easy: bots.easy.rating, normal: bots.normal.rating, strong: bots.strong.rating })}</p>`
        : nothing
    }
  </section>`;
}

function draw(): void {
  render(html`<h1>${t('title')}</h1><p>${t('intro')}</p>${you()}${board()}`, root);
}

document.title = t('pageTitle');
draw();
void readBoard();
// The reader switched the site's language: the page speaks it, and the API's refusals come in it.
onLangChange((now) => {
  lang = now;
  t = ratingsT(lang);
  api = new PeopleApi(apiOrigin, lang);
  document.title = t('pageTitle');
  draw();
});
