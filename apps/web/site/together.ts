/**
 * The "play together" lobby (`together.html`): the public tables waiting for players (`GET /v1/tables`, a page
 * at a time, kept current by the lobby's stream, `lobby-live.ts`, or read every few seconds while it is down), each joined with one
 * click at its first open seat; and the form that hosts a table — every seat a person (named), an open seat (a
 * link to share) or a bot of a level, public or private, the level of the bots that stand in for people who are
 * gone, the grace before they do, and the options that matter for a first game (a Wiezen session's deals, a
 * dice game's stock). Which games exist, how many may play them, whether they run in real time and which options
 * they have come from core's registry, never from here.
 *
 * A table joined or hosted is kept in this browser (`kept.ts`: the seat's token and rejoin code, the host's
 * token and the links of the people they named) before the page goes to the table, whose waiting room shows
 * the links to share; the lobby lists the last few of them, the way back to a table whose page was closed.
 *
 * @module
 */
import { type GameId, games, type Lang } from '@tafel/core';
import { html, nothing, render, type TemplateResult } from 'lit';
import { boards } from '../src/boards.ts';
import { type Hosted, Refused, type SeatRequest, type TableListing, TogetherApi } from './api.ts';
import { keep, keptMatches, pageStore } from './kept.ts';
import { type PlayLink, playHref } from './links.ts';
import { followLobby } from './lobby-live.ts';
import { keptPerson, personOf } from './person.ts';
import { ratingsT } from './ratings-texts.ts';
import { onLangChange, pageLang, togetherT } from './together-texts.ts';

let lang: Lang = pageLang();
let t = togetherT(lang);
const store = pageStore();
const q = new URLSearchParams(location.search);
const apiOrigin = q.get('api') ?? undefined;
let api = new TogetherApi(apiOrigin ?? location.origin, lang);
const root = document.getElementById('together')!;

/** The games a table can be hosted for: the registry's that have a board. */
const GAMES = (Object.keys(games) as GameId[]).filter((id) => Object.hasOwn(boards, id));
/** The bot levels offered. */
const LEVELS = ['easy', 'normal', 'strong'] as const;
type Level = (typeof LEVELS)[number];
/** How often the list of open tables is read again while the page is looked at. */
const REFRESH_MS = 15_000;
/** The most tables of this browser's the lobby lists. */
const YOUR_TABLES = 5;
/** The grace the API allows (seconds), and its defaults (the API's, as docs/api.md gives them). */
const GRACE = { min: 5, max: 86_400, turns: 90, realtime: 20 } as const;
/** The turn clocks offered (seconds; 0: none), turn-based games only (the API refuses one for a real-time game). */
const TURNS = [0, 30, 60, 120, 300] as const;

/** One seat of the host's form. */
interface SeatChoice {
  readonly kind: 'human' | 'open' | 'bot';
  readonly name: string;
  readonly level: Level;
}

/** Everything the page shows. */
const state = {
  tables: [] as TableListing[],
  next: undefined as number | undefined,
  /** Whether older tables were asked for (then the list is read again only on request). */
  paged: false,
  // The list is read as the page opens: until then it says nothing (not that no table waits).
  loading: true,
  listProblem: null as string | null,
  joinProblem: null as string | null,
  busy: false,
  hostProblem: null as string | null,
  /** The host's form. */
  game: GAMES.includes('wiezen') ? ('wiezen' as GameId) : GAMES[0]!,
  seats: [] as SeatChoice[],
  tableName: '',
  visibility: 'private' as 'public' | 'private',
  level: 'normal' as Level,
  grace: 0,
  /** The turn clock in seconds (0: none). */
  turn: 0,
  /** Whether people may ask for hints, once the host chose (`null`: the API's default, see {@link hintsNow}). */
  hints: null as boolean | null,
  /** Whether spectators may write in the chat (off by default). */
  spectatorChat: false,
  /** Whether the host's own table is guided (`&guided`: the guide on the board on each of their turns). */
  guided: false,
  /** A game's options the form offers, by name (`deals`, `stock`); empty: the game's default. */
  options: {} as Record<string, string>,
};

/** A level in words. */
const levelWords = (level: string | undefined): string =>
  level === 'easy' ? t('levelEasy') : level === 'strong' ? t('levelStrong') : t('levelNormal');

/** A game's title in the page's language. */
const titleOf = (game: string): string =>
  Object.hasOwn(games, game) ? games[game as GameId].title[lang] : game;

/** The options of `game` this form offers (those of its defaults the host of a first game cares about). */
function offeredOptions(game: GameId): ('deals' | 'stock')[] {
  const defaults = games[game].defaults as Record<string, unknown>;
  return (['deals', 'stock'] as const).filter((k) => Object.hasOwn(defaults, k));
}

/** The form's defaults for `game`: the board's usual number of seats, you and bots; its grace; its options. */
function chooseGame(game: GameId): void {
  const { min, max } = games[game].players;
  const usual = Math.max(min, Math.min(max, boards[game].board.defaultSeats.split(',').length));
  state.game = game;
  state.seats = Array.from({ length: usual }, (_, i) => ({
    kind: i === 0 ? 'human' : i === 1 ? 'open' : 'bot',
    name: '',
    level: 'normal',
  }));
  state.grace = games[game].realtime ? GRACE.realtime : GRACE.turns;
  state.turn = 0;
  state.options = {};
}

/** Whether hints are on: the host's choice, else the API's default (on with one person, open seats counted). */
function hintsNow(): boolean {
  return state.hints ?? state.seats.filter((s) => s.kind !== 'bot').length <= 1;
}

/** Resizes the form's seats to `n`, keeping the seats chosen so far. */
function seatCount(n: number): void {
  state.seats = Array.from(
    { length: n },
    (_, i) => state.seats[i] ?? { kind: 'bot', name: '', level: state.level },
  );
}

/** The name the person gave (the lobby's one field, used to join and to host). */
const myName = (): string =>
  (document.getElementById('my-name') as HTMLInputElement | null)?.value.trim() ?? '';

/** The link of a table page, in this page's language and for its API. */
function tableLink(match: string, guided = false): string {
  const link: PlayLink = {
    match,
    ...(q.get('lang') ? { lang } : {}),
    ...(apiOrigin ? { api: apiOrigin } : {}),
    ...(guided ? { guided: true as const } : {}),
  };
  return playHref(location.href, link);
}

/** Lists the tables: the first page again, or (`more`) the page after the last one shown. */
async function list(more = false): Promise<void> {
  state.loading = true;
  state.listProblem = null;
  draw();
  try {
    const page = await api.tables(more ? state.next : undefined);
    state.tables = more ? [...state.tables, ...page.tables] : page.tables;
    state.paged = more;
    state.next = page.next;
  } catch (e) {
    state.listProblem = t('tablesFailed', { reason: reasonOf(e) });
  } finally {
    state.loading = false;
    draw();
  }
}

/** A failure's sentence: the API's own, else why the server was not reached. */
const reasonOf = (e: unknown): string =>
  e instanceof Refused ? e.message : t('unreachable', { reason: (e as Error).message });

/** Takes the first open seat of `table` and goes to it. */
async function join(table: TableListing): Promise<void> {
  const seat = table.seats.findIndex((s) => s.kind === 'open' && !s.reserved);
  if (seat < 0) return;
  state.busy = true;
  state.joinProblem = null;
  draw();
  try {
    const name = myName();
    const seated = await api.join(table.id, seat, { ...(name ? { name } : {}), ...personOf(store) });
    keep(store, table.id, {
      game: table.game,
      seat: seated.seat,
      token: seated.token,
      ...(seated.rejoin ? { rejoin: seated.rejoin } : {}),
    });
    location.assign(tableLink(table.id));
  } catch (e) {
    state.joinProblem = t('joinFailed', { reason: reasonOf(e) });
    state.busy = false;
    draw();
    // The table may have filled or gone: the list is read again.
    void list();
  }
}

/** Hosts the table of the form and goes to it. */
async function host(e: Event): Promise<void> {
  e.preventDefault();
  const you = state.seats.findIndex((s) => s.kind === 'human');
  const seats: SeatRequest[] = state.seats.map((s, i) => {
    if (s.kind === 'bot') return { kind: 'bot', level: s.level };
    if (s.kind === 'open') return { kind: 'open' };
    const name = i === you ? myName() : s.name.trim();
    // Your own seat plays under the name you claimed (if you did), and the game is rated.
    return { kind: 'human', ...(name ? { name } : {}), ...(i === you ? personOf(store) : {}) };
  });
  const options: Record<string, number> = {};
  for (const key of offeredOptions(state.game)) {
    const value = state.options[key]?.trim();
    if (value) options[key] = Number(value);
  }
  state.busy = true;
  state.hostProblem = null;
  draw();
  let hosted: Hosted;
  try {
    const name = state.tableName.trim();
    hosted = await api.create({
      game: state.game,
      seats,
      visibility: state.visibility,
      level: state.level,
      grace: state.grace,
      hints: hintsNow(),
      spectatorChat: state.spectatorChat,
      ...(state.turn > 0 && !games[state.game].realtime ? { turn: state.turn } : {}),
      ...(name ? { name } : {}),
      ...(Object.keys(options).length > 0 ? { options } : {}),
    });
  } catch (err) {
    state.hostProblem = t('hostFailed', { reason: reasonOf(err) });
    state.busy = false;
    draw();
    return;
  }
  const mine = you >= 0 ? hosted.seats.find((s) => s.seat === you) : undefined;
  keep(store, hosted.id, {
    game: state.game,
    host: hosted.host,
    ...(mine?.token ? { seat: you, token: mine.token, ...(mine.rejoin ? { rejoin: mine.rejoin } : {}) } : {}),
    // The other people the host named: their links, shown to the host in the waiting room.
    people: hosted.seats.flatMap((s) => {
      const name = state.seats[s.seat]?.name.trim();
      return s.seat !== you && s.rejoin
        ? [{ seat: s.seat, rejoin: s.rejoin, ...(name ? { name } : {}) }]
        : [];
    }),
  });
  location.assign(tableLink(hosted.id, state.guided && mine !== undefined));
}

/** When a table was made, as the language says it ("5 minutes ago"). */
function age(created: number): string {
  const seconds = Math.max(0, Math.round((Date.now() - created) / 1000));
  const rtf = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
  if (seconds < 60) return rtf.format(-seconds, 'second');
  if (seconds < 3600) return rtf.format(-Math.round(seconds / 60), 'minute');
  if (seconds < 86_400) return rtf.format(-Math.round(seconds / 3600), 'hour');
  return rtf.format(-Math.round(seconds / 86_400), 'day');
}

/** A listed table's options worth telling (those the host can set here), in words. */
function optionWords(table: TableListing): string[] {
  const words: string[] = [];
  const { deals, stock } = table.options as { deals?: unknown; stock?: unknown };
  if (typeof deals === 'number') words.push(t('dealsN', { n: deals }));
  if (typeof stock === 'number') words.push(t('stockN', { n: stock }));
  return words;
}

/** One listed table. */
function tableItem(table: TableListing): TemplateResult {
  const title = titleOf(table.game);
  const shown = table.name ?? title;
  return html`<li class="open-table" data-match=${table.id} data-game=${table.game}>
    <h3>${shown}</h3>
    <p>
      ${table.name ? html`${title} · ` : nothing}${optionWords(table).map((w) => html`${w} · `)}
      <span class="seats-open">${t('seatsOpen', { n: table.open, total: table.seats.length })}</span> ·
      <time datetime=${new Date(table.created).toISOString()}>${t('madeAgo', { ago: age(table.created) })}</time>
    </p>
    <ol class="seats">
      ${table.seats.map(
        (s, i) =>
          html`<li data-kind=${s.kind}>${
            s.kind === 'human'
              ? (s.name ?? t('player', { n: i + 1 }))
              : s.kind === 'bot'
                ? t('seatBot', { level: levelWords(s.level) })
                : s.reserved
                  ? t('seatReserved')
                  : t('seatOpen')
          }</li>`,
      )}
    </ol>
    <button type="button" class="join" ?disabled=${state.busy} aria-label=${t('joinTable', { table: shown })}
      @click=${() => join(table)}>${t('join')}</button>
  </li>`;
}

/** The host's row for seat `i`. */
function seatRow(s: SeatChoice, i: number, you: number): TemplateResult {
  const set = (changes: Partial<SeatChoice>) => {
    state.seats = state.seats.map((x, j) => (j === i ? { ...x, ...changes } : x));
    draw();
  };
  return html`<li class="seat-choice" data-seat=${i}>
    <label>${t('seatKind', { n: i + 1 })}
      <select name=${`seat-${i}`} .value=${s.kind === 'bot' ? `bot:${s.level}` : s.kind}
        @change=${(e: Event) => {
          const v = (e.target as HTMLSelectElement).value;
          if (v.startsWith('bot:')) set({ kind: 'bot', level: v.slice(4) as Level });
          else set({ kind: v as 'human' | 'open' });
        }}>
        <option value="human" ?selected=${s.kind === 'human'}>${i === you ? t('kindYou') : t('kindPerson')}</option>
        <option value="open" ?selected=${s.kind === 'open'}>${t('kindOpen')}</option>
        ${LEVELS.map(
          (l) =>
            html`<option value=${`bot:${l}`} ?selected=${s.kind === 'bot' && s.level === l}>${t('kindBot', { level: levelWords(l) })}</option>`,
        )}
      </select>
    </label>
    ${
      s.kind === 'human' && i !== you
        ? html`<label>${t('seatName', { n: i + 1 })}
            <input name=${`seat-${i}-name`} maxlength="40" .value=${s.name}
              @input=${(e: Event) => {
                state.seats = state.seats.map((x, j) =>
                  j === i ? { ...x, name: (e.target as HTMLInputElement).value } : x,
                );
              }} />
          </label>`
        : nothing
    }
  </li>`;
}

/** The form that hosts a table. */
function hostForm(): TemplateResult {
  const g = games[state.game];
  const you = state.seats.findIndex((s) => s.kind === 'human');
  return html`<form class="lobby host" id="host" @submit=${host}>
    <label>${t('game')}
      <select name="game" @change=${(e: Event) => {
        chooseGame((e.target as HTMLSelectElement).value as GameId);
        draw();
      }}>
        ${GAMES.map(
          (id) =>
            html`<option value=${id} ?selected=${id === state.game}>${
              games[id].realtime ? t('realtime', { game: titleOf(id) }) : titleOf(id)
            }</option>`,
        )}
      </select>
    </label>
    <label>${t('players')}
      <select name="players" @change=${(e: Event) => {
        seatCount(Number((e.target as HTMLSelectElement).value));
        draw();
      }}>
        ${Array.from({ length: g.players.max - g.players.min + 1 }, (_, k) => g.players.min + k).map(
          (n) => html`<option value=${n} ?selected=${n === state.seats.length}>${n}</option>`,
        )}
      </select>
    </label>
    <p class="hint">${t('youFirst')}</p>
    <ol class="seat-choices">${state.seats.map((s, i) => seatRow(s, i, you))}</ol>
    <label>${t('tableName')} <small>(${t('tableNameHint')})</small>
      <input name="table-name" maxlength="60" .value=${state.tableName}
        @input=${(e: Event) => {
          state.tableName = (e.target as HTMLInputElement).value;
        }} />
    </label>
    <fieldset>
      <legend>${t('visibility')}</legend>
      ${(['public', 'private'] as const).map(
        (v) => html`<label><input type="radio" name="visibility" value=${v} .checked=${state.visibility === v}
            @change=${() => {
              state.visibility = v;
            }} />
          ${t(v)}</label>`,
      )}
    </fieldset>
    <label>${t('standIn')}
      <select name="level" @change=${(e: Event) => {
        state.level = (e.target as HTMLSelectElement).value as Level;
      }}>
        ${LEVELS.map((l) => html`<option value=${l} ?selected=${l === state.level}>${levelWords(l)}</option>`)}
      </select>
    </label>
    <label>${t('grace')}
      <input name="grace" type="number" min=${GRACE.min} max=${GRACE.max} step="1" required .value=${String(state.grace)}
        @input=${(e: Event) => {
          state.grace = Number((e.target as HTMLInputElement).value);
        }} />
    </label>
    ${
      g.realtime
        ? nothing
        : html`<label>${t('turnClock')}
      <select name="turn" @change=${(e: Event) => {
        state.turn = Number((e.target as HTMLSelectElement).value);
      }}>
        ${TURNS.map(
          (n) =>
            html`<option value=${n} ?selected=${n === state.turn}>${
              n === 0 ? t('turnNone') : n < 60 ? t('turnSeconds', { n }) : t('turnMinutes', { n: n / 60 })
            }</option>`,
        )}
      </select>
    </label>`
    }
    <label><input type="checkbox" name="hints" .checked=${hintsNow()} @change=${(e: Event) => {
      state.hints = (e.target as HTMLInputElement).checked;
    }} /> ${t('allowHints')}</label>
    <label><input type="checkbox" name="spectator-chat" .checked=${state.spectatorChat} @change=${(
      e: Event,
    ) => {
      state.spectatorChat = (e.target as HTMLInputElement).checked;
    }} /> ${t('allowSpectatorChat')}</label>
    <label><input type="checkbox" name="guided" .checked=${state.guided} @change=${(e: Event) => {
      state.guided = (e.target as HTMLInputElement).checked;
    }} /> ${t('guideMe')}</label>
    ${offeredOptions(state.game).map(
      (key) => html`<label>${t(key)}${key === 'stock' ? html` <small>(${t('stockHint')})</small>` : nothing}
        <input name=${key} type="number" min="1" step="1" placeholder=${String((g.defaults as Record<string, unknown>)[key] ?? '')}
          .value=${state.options[key] ?? ''}
          @input=${(e: Event) => {
            state.options = { ...state.options, [key]: (e.target as HTMLInputElement).value };
          }} />
      </label>`,
    )}
    <button type="submit" ?disabled=${state.busy}>${t('host')}</button>
    ${state.hostProblem ? html`<p class="message" role="alert">${state.hostProblem}</p>` : nothing}
  </form>`;
}

/** The tables this browser sits at or hosts, the most recent first: the way back to one whose page was closed. */
function yourTables(): TemplateResult | typeof nothing {
  const mine = keptMatches(store)
    .filter(({ kept }) => kept.token || kept.host)
    .slice(0, YOUR_TABLES);
  if (mine.length === 0) return nothing;
  return html`<section class="your-tables" aria-labelledby="your-tables">
    <h2 id="your-tables">${t('yourTables')}</h2>
    <ul>
      ${mine.map(
        ({ match, kept }) => html`<li data-match=${match}>
          <a href=${tableLink(match)}>${kept.game ? titleOf(kept.game) : t('backToTable')}</a>
          · <time datetime=${new Date(kept.at).toISOString()}>${age(kept.at)}</time>
        </li>`,
      )}
    </ul>
  </section>`;
}

function draw(): void {
  // A person this browser is (see the ratings page) sits down under the name they claimed.
  const person = keptPerson(store);
  render(
    html`<h1>${t('togetherTitle')}</h1>
      <p>${t('togetherIntro')}</p>
      ${yourTables()}
      ${
        person
          ? html`<p class="my-name playing-as">${ratingsT(lang)('playingAs', { name: person.name })}
              <a href="./ratings.html">${ratingsT(lang)('yourRatings')}</a></p>`
          : html`<label class="my-name">${t('yourName')} <small>(${t('nameOptional')})</small>
        <input id="my-name" name="name" maxlength="40" autocomplete="nickname" />
      </label>`
      }
      <section class="open-tables" aria-labelledby="open-tables">
        <h2 id="open-tables">${t('openTables')}</h2>
        <button type="button" class="refresh" ?disabled=${state.loading} @click=${() => list()}>${t('refresh')}</button>
        ${state.listProblem ? html`<p class="message" role="alert">${state.listProblem}</p>` : nothing}
        ${state.joinProblem ? html`<p class="message" role="alert">${state.joinProblem}</p>` : nothing}
        ${
          state.tables.length > 0
            ? html`<ul class="tables" aria-busy=${state.loading ? 'true' : 'false'}>${state.tables.map(tableItem)}</ul>`
            : state.loading || state.listProblem
              ? nothing
              : html`<p class="no-tables">${t('noTables')}</p>`
        }
        ${
          state.next !== undefined
            ? html`<button type="button" class="more" ?disabled=${state.loading} @click=${() => list(true)}>${t('moreTables')}</button>`
            : nothing
        }
      </section>
      <section aria-labelledby="host-title">
        <h2 id="host-title">${t('hostTitle')}</h2>
        ${hostForm()}
      </section>`,
    root,
  );
}

document.title = t('pageTitle');
chooseGame(state.game);
draw();
// The reader switched the site's language: the lobby speaks it, and the API's refusals come in it.
onLangChange((now) => {
  lang = now;
  t = togetherT(lang);
  api = new TogetherApi(apiOrigin ?? location.origin, lang);
  document.title = t('pageTitle');
  draw();
});
void list();
// The list follows the lobby's stream (a table shows as it opens); while the stream is down it is read every
// 15 s, and at once when the reader comes back to the page — not once older tables were asked for (reading the
// first page again would take them away).
const idle = () => !document.hidden && !state.loading && !state.busy && !state.paged;
const live = followLobby(
  apiOrigin ?? location.origin,
  {
    page: (page) => {
      if (state.paged) return;
      state.tables = page.tables;
      state.next = page.next;
      state.loading = false;
      state.listProblem = null;
      draw();
    },
    table: (table) => {
      const at = state.tables.findIndex((t) => t.id === table.id);
      if (at >= 0) state.tables[at] = table;
      else state.tables.unshift(table);
      draw();
    },
    closed: (id) => {
      state.tables = state.tables.filter((t) => t.id !== id);
      draw();
    },
    poll: () => {
      if (idle()) void list();
    },
  },
  { pollMs: REFRESH_MS },
);
document.addEventListener('visibilitychange', () => {
  if (!live.connected() && idle()) void list();
});
