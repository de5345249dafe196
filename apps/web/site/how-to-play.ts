/**
 * The how-to-play page: `how-to-play.html?game=<id>` (every game listed without one). For a game: its short rules
 * (the same module the table's rules panel reads, `src/rules/`), an example played out on a `<tafel-replay>` with
 * a sentence per step (`how-to-play-examples.ts`), and a guided first game (`#guided`: a table with `guided`).
 * Drawn again in the page's language whenever the site's language switch changes it.
 *
 * @module
 */
import '../src/tafel.ts';
import type { GameId, Lang } from '@tafel/core';
import { games } from '@tafel/core';
import { html, render, type TemplateResult } from 'lit';
import { boards } from '../src/boards.ts';
import { PYRAMID_GAMES } from '../src/das-spiel/games.ts';
import { translate } from '../src/i18n/index.ts';
import { shortRulesBody } from '../src/rules/body.ts';
import { shortRules } from '../src/rules/index.ts';
import { type Example, example } from './how-to-play-examples.ts';
import { howToPlayTexts } from './how-to-play-texts.ts';
import { onLangChange, pageLang } from './together-texts.ts';

/** The games in the order the site lists them: the card games, then the pyramid's in the element's order. */
const ORDER: readonly GameId[] = ['wiezen', 'weinhaendler', 'wine-cellar', ...PYRAMID_GAMES];

/**
 * The game a page's address names (`null`: none, or one Tafel does not play).
 *
 * @example
 * gameOf('?game=wiezen'); // 'wiezen'
 */
export function gameOf(search: string): GameId | null {
  const id = new URLSearchParams(search).get('game');
  return id !== null && (ORDER as readonly string[]).includes(id) ? (id as GameId) : null;
}

/**
 * A game's own page on the site (the dice games share one, by its `#hash`).
 *
 * @example
 * gamePage('cui-bono'); // './das-spiel.html#cui-bono'
 */
export function gamePage(id: GameId): string {
  return boards[id].game ? `./das-spiel.html#${id}` : `./${id}.html`;
}

/** Each game's example in each language, worked out once: every step the replay shows redraws the page. */
const examples = new Map<string, Example>();

function exampleIn(id: GameId, lang: Lang): Example {
  const key = `${id}:${lang}`;
  let found = examples.get(key);
  if (!found) {
    found = example(id, lang);
    examples.set(key, found);
  }
  return found;
}

/** The link to a game's how-to-play page. */
const howTo = (id: GameId) => `./how-to-play.html?game=${id}`;

/** The page's list of games. */
function gameList(lang: Lang, current: GameId | null): TemplateResult {
  return html`<nav class="chips games" aria-label=${translate(howToPlayTexts, lang)('games')}>
    ${ORDER.map((id) => html`<a href=${howTo(id)} aria-current=${id === current ? 'page' : 'false'}>${games[id].title[lang]}</a>`)}
  </nav>`;
}

/**
 * The example's steps; the one the replay shows is marked, and each step's number shows it on the replay (`show`):
 * a whole Wiezen session is over a hundred moves, so a step far down the list is one click away.
 */
function steps(lang: Lang, id: GameId, shown: number, show: (index: number) => void): TemplateResult {
  const t = translate(howToPlayTexts, lang);
  return html`<ol class="steps">
    ${exampleIn(id, lang).steps.map(
      (s, i, all) => html`<li aria-current=${s.index === shown ? 'step' : 'false'}>
        <button
          type="button"
          class="show-step"
          aria-label=${t('showStep', { n: s.index })}
          @click=${() => show(s.index)}
        >${t('step', { n: s.index })}</button>: ${s.move}.
        ${
          // A rule is said where its kind of move begins, not again on every step of a run of them.
          s.rule && s.rule !== all[i - 1]?.rule
            ? html`<br /><span class="rule">${t('rule', { rule: s.rule })}</span>`
            : ''
        }
        ${s.result ? html`<br /><strong class="result">${s.result}</strong>` : ''}
        ${s.book ? html`<br /><em class="rulebook">${s.book}</em>` : ''}
      </li>`,
    )}
  </ol>`;
}

/** The replay of the example and the guided table, made once per game (their state survives a new language). */
const made = new Map<GameId, { replay: HTMLElement; table: HTMLElement }>();

function elementsOf(id: GameId, redraw: (shown: number) => void) {
  let els = made.get(id);
  if (!els) {
    const replay = document.createElement('tafel-replay');
    replay.setAttribute('seat', '0');
    replay.setAttribute('move', '0');
    (replay as HTMLElement & { record: unknown }).record = exampleIn(id, 'en').record;
    replay.addEventListener('tafel-step', (e) => redraw((e as CustomEvent<{ index: number }>).detail.index));
    const entry = boards[id];
    const table = document.createElement(entry.tag);
    if (entry.game) table.setAttribute('game', entry.game);
    table.setAttribute('seats', entry.board.defaultSeats);
    table.setAttribute('guided', '');
    table.setAttribute('how-to-play', '');
    els = { replay, table };
    made.set(id, els);
  }
  return els;
}

/** The page for `id`, or the list of games. */
function page(lang: Lang, id: GameId | null, shown: number, redraw: (shown: number) => void): TemplateResult {
  const t = translate(howToPlayTexts, lang);
  if (id === null) {
    document.title = t('allTitle');
    return html`<h1>${t('allHeading')}</h1><p class="intro">${t('allIntro')}</p>${gameList(lang, null)}`;
  }
  const title = games[id].title[lang];
  document.title = t('title', { game: title });
  const { replay, table } = elementsOf(id, redraw);
  return html`<h1>${t('heading', { game: title })}</h1>
    ${gameList(lang, id)}
    <section class="short-rules">${shortRulesBody(shortRules[id], lang, title, 2)}</section>
    <section>
      <h2>${t('example')}</h2>
      <p>${t('exampleIntro')}</p>
      <div class="table-box" role="region" aria-label=${t('replayLabel')}>${replay}</div>
      <h3>${t('steps')}</h3>
      ${steps(lang, id, shown, (index) => {
        (replay as HTMLElement & { step(index: number): void }).step(index);
        replay.scrollIntoView({ block: 'nearest' });
      })}
    </section>
    <section id="guided">
      <h2>${t('guided')}</h2>
      <p>${t('guidedIntro')}</p>
      <div class="table-box" role="region" aria-label=${t('tableLabel')}>${table}</div>
    </section>
    <p><a href=${gamePage(id)}>${t('play', { game: title })}</a></p>`;
}

/**
 * Draws the how-to-play page of the game `search` names (`?game=…`) into `root`, in the page's language, and
 * again whenever the site's language switch changes it.
 *
 * @example
 * showHowToPlay(document.getElementById('how-to-play')!, '?game=wiezen');
 */
export function showHowToPlay(root: HTMLElement, search: string): void {
  const id = gameOf(search);
  let lang = pageLang(search);
  let shown = 0;
  const draw = () => render(page(lang, id, shown, redraw), root);
  function redraw(index: number): void {
    shown = index;
    draw();
  }
  draw();
  onLangChange((now) => {
    lang = now;
    draw();
  });
}

const root = typeof document !== 'undefined' ? document.getElementById('how-to-play') : null;
if (root) {
  showHowToPlay(root, location.search);
  // The guided table was asked for by the link (`#guided`): it is shown.
  if (location.hash === '#guided') document.getElementById('guided')?.scrollIntoView();
}
