/**
 * The table page of a hosted match (`play.html?match=<id>`, see `links.ts` for every link it reads): it finds
 * this browser's seat, shows the table's element, and beside it the seat panel (`seat-panel.ts`).
 *
 * The seat: the token this browser keeps for the match (`kept.ts`), so reopening the page — or the invite link
 * it came by — takes the person back to their seat; a rejoin link gives the seat a new token (on any device);
 * an invite link to an open seat asks for a name and joins. Without a seat the page watches. Whatever the API
 * refuses is said with its own sentence, in the page's language, and the page goes on (watching, or asking
 * again) rather than ending there.
 *
 * The element draws the waiting room until every seat is taken and the game after, from its event stream (no
 * reload); "play again" moves it to the next table, whose seat this page keeps and whose address it shows.
 *
 * @module
 */
import '../src/tafel.ts';
import type { Lang } from '@tafel/core';
import { html, nothing, render } from 'lit';
import { PYRAMID_GAMES } from '../src/das-spiel/games.ts';
import type { Rematch, TableInfo } from '../src/table/match.ts';
import { type MatchSummary, Refused, TogetherApi } from './api.ts';
import { forgetSeat, type KeptMatch, keep, kept, pageStore } from './kept.ts';
import { lobbyHref, type PlayLink, readPlayLink, rejoinHref, tableAddress } from './links.ts';
import { personOf } from './person.ts';
import { replayHref } from './replay-link.ts';
import { SeatPanel } from './seat-panel.ts';
import { onLangChange, pageLang, togetherT } from './together-texts.ts';

const store = pageStore();
const status = document.getElementById('status')!;
const lang: Lang = pageLang();
const t = togetherT(lang);

/** The element (and its `game` attribute) that plays a game of the registry. */
function elementOf(game: string): { tag: string; variant?: string } {
  return (PYRAMID_GAMES as readonly string[]).includes(game)
    ? { tag: 'tafel-das-spiel', variant: game }
    : { tag: `tafel-${game}` };
}

/** Whether the page said something of its own (a refusal) that stays while the table shows. */
let spoken = false;

/** Says `text` in the page's status line (a refusal, what the page does), with a link to act on it. */
function say(text: string, link?: { href: string; label: string }): void {
  // The page's first words ("joining…") are the markup's: they go before the first sentence of the page's own.
  if (!spoken) status.replaceChildren();
  render(html`${text}${link ? html` <a href=${link.href}>${link.label}</a>` : nothing}`, status);
  spoken = true;
}

/** A failure's sentence: the API's own, else why the server was not reached. */
const reasonOf = (e: unknown) =>
  e instanceof Refused ? e.message : t('unreachable', { reason: (e as Error).message });

/** Asks for a name and the open seat of an invite link; resolves with the seat taken, or `null` to watch. */
function askToJoin(api: TogetherApi, link: PlayLink, seat: number): Promise<KeptMatch | null> {
  const form = document.getElementById('join')!;
  return new Promise((resolve) => {
    let problem: string | null = null;
    const draw = () =>
      render(
        html`<h2>${t('joinTitle', { n: seat + 1 })}</h2>
          <p>${t('joinIntro')}</p>
          <form class="join" @submit=${submit}>
            <label>${t('yourName')}
              <input name="name" maxlength="40" autocomplete="nickname" placeholder=${t('player', { n: seat + 1 })} />
            </label>
            <button type="submit">${t('sitDown')}</button>
            <button type="button" @click=${watch}>${t('watchInstead')}</button>
          </form>
          ${problem ? html`<p class="message" role="alert">${problem}</p>` : nothing}`,
        form,
      );
    const done = (value: KeptMatch | null) => {
      render(nothing, form);
      resolve(value);
    };
    const watch = () => done(null);
    async function submit(e: Event) {
      e.preventDefault();
      const name = String(new FormData(e.target as HTMLFormElement).get('name') ?? '').trim();
      try {
        const seated = await api.join(link.match, seat, {
          ...(name ? { name } : {}),
          ...(link.invite ? { invite: link.invite } : {}),
          ...personOf(store),
        });
        done(
          keep(store, link.match, {
            seat: seated.seat,
            token: seated.token,
            ...(seated.rejoin ? { rejoin: seated.rejoin } : {}),
          }),
        );
      } catch (err) {
        problem = t('joinFailed', { reason: reasonOf(err) });
        draw();
      }
    }
    draw();
  });
}

/** Finds this browser's seat at the table of `link`: kept, brought by a rejoin link, or joined by invite. */
async function seatOf(api: TogetherApi, link: PlayLink): Promise<KeptMatch | null> {
  let mine = kept(store, link.match);
  // An older link carried the token itself.
  if (link.token && mine?.token !== link.token) mine = keep(store, link.match, { token: link.token });
  if (link.rejoin && mine?.rejoin !== link.rejoin) {
    try {
      const seated = await api.rejoin(link.match, link.rejoin);
      mine = keep(store, link.match, { seat: seated.seat, token: seated.token, rejoin: link.rejoin });
    } catch (e) {
      say(t('rejoinFailed', { reason: reasonOf(e) }));
    }
  }
  // An invite to an open seat, for a browser that has no seat here yet (one that has goes back to it).
  if (link.seat !== undefined && !mine?.token) mine = (await askToJoin(api, link, link.seat)) ?? mine;
  return mine;
}

/** The match as this seat sees it; a token the API no longer knows is forgotten, and the page watches. */
async function summaryOf(api: TogetherApi, link: PlayLink, mine: KeptMatch | null): Promise<MatchSummary> {
  if (mine?.token) {
    try {
      return await api.read(link.match, mine.token);
    } catch (e) {
      if (!(e instanceof Refused) || e.status !== 401) throw e;
      // The seat was taken back elsewhere with its rejoin code (that token now works, this one not). The code
      // this browser kept still gives the seat back here, but only when the person asks: two open devices must
      // not take it from each other in turn.
      const back = mine.rejoin ? rejoinHref(location.href, link, mine.rejoin) : undefined;
      forgetSeat(store, link.match);
      say(t('keyLost', { reason: e.message }), back ? { href: back, label: t('takeBack') } : undefined);
    }
  }
  return api.read(link.match);
}

async function main(): Promise<void> {
  const link = readPlayLink(location.search);
  if (!link) {
    say(t('noMatch'), { href: lobbyHref(location.href, { lang }), label: t('toLobby') });
    return;
  }
  const api = new TogetherApi(link.api ?? location.origin, lang);
  let mine = await seatOf(api, link);
  const summary = await summaryOf(api, link, mine);
  mine = keep(store, link.match, { game: summary.game });
  // What the link carried that is secret or used up leaves the address: a reload (or a copy) is the table's.
  history.replaceState(null, '', tableAddress(location.href, link));
  const { tag, variant } = elementOf(summary.game);
  const table = document.createElement(tag);
  if (variant) table.setAttribute('game', variant);
  table.setAttribute('api', link.api ?? location.origin);
  table.setAttribute('match', link.match);
  if (mine.token && summary.seat !== null) table.setAttribute('token', mine.token);
  // A link that names a language gives the table that one; else the table speaks the page's, whichever the
  // reader switches to.
  if (link.lang) table.setAttribute('lang', link.lang);
  // A guided game, asked for by the link (`&guided`): the guide follows the host's hints setting.
  if (link.guided) table.setAttribute('guided', '');
  // The page's "joining…" goes; a refusal said on the way stays.
  if (!spoken) status.replaceChildren();
  const panel = new SeatPanel(document.getElementById('seat-panel')!, api, {
    lang,
    link,
    kept: mine,
    table: null,
  });
  // The reader switched the site's language: the panel follows (the table does by itself).
  onLangChange((now) => panel.update({ lang: now }));
  let current = link;
  table.addEventListener('tafel-table', (e: CustomEvent<TableInfo>) => {
    // A watcher who followed to the next table: the address becomes that table's.
    if (e.detail.id !== current.match) {
      current = { ...current, match: e.detail.id };
      history.replaceState(null, '', tableAddress(location.href, current));
    }
    panel.update({ table: e.detail, kept: kept(store, current.match), link: current });
  });
  // "Play again": the element moves to the next table; the page keeps the seat there and shows its address.
  table.addEventListener('tafel-rematch', (e: CustomEvent<Rematch>) => {
    const next = e.detail;
    const before = kept(store, current.match);
    keep(store, next.match, {
      ...(before?.game ? { game: before.game } : {}),
      ...(next.seat !== undefined ? { seat: next.seat } : {}),
      ...(next.token ? { token: next.token } : {}),
      ...(next.rejoin ? { rejoin: next.rejoin } : {}),
      // The next table keeps the host of the one before.
      ...(before?.host ? { host: before.host } : {}),
    });
    current = { ...current, match: next.match };
    history.replaceState(null, '', tableAddress(location.href, current));
    panel.update({ link: current, kept: kept(store, next.match), table: null, invite: undefined });
  });
  // The game over: its replay, from this seat's eyes (the API gives the record only now).
  table.addEventListener('tafel-end', () => {
    const href = replayHref(location.href, {
      match: current.match,
      ...(current.api ? { api: current.api } : {}),
      seat: kept(store, current.match)?.seat ?? null,
      lang,
    });
    say(t('replayReady'), { href, label: t('watchReplay') });
  });
  document.getElementById('table')!.replaceChildren(table);
}

main().catch((e: unknown) => say(reasonOf(e)));
