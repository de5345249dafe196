/**
 * `<tafel-replay>`: steps through a finished (or any) record of any of the nine games on the game's own board,
 * as one seat saw it after each move, or everything once the game is over. The states come from core's match
 * runner (`timeline.ts`); the board, its words and the log sentences from the game's {@link Board}. A record's
 * saved analysis (`@tafel/bots/analysis`'s `RecordAnalysis`) is shown beside the log: each move's mark and each
 * seat's accuracy; without one, Analyse runs it in a Worker (`analysis.ts`, `analysis-panel.ts`). In the log the
 * seat shown is "You" and every other seat is named; with `all` every seat is named.
 *
 * @module
 */
import type { AnyGame, HiddenMove, Lang, Seat } from '@tafel/core';
import { RuleError } from '@tafel/core';
import { css, html, LitElement, nothing, type PropertyValues } from 'lit';
import { boards } from '../boards.js';
import { langOf, translate } from '../i18n/index.js';
import type { Board, Marked } from '../table/board.js';
import type { ErrorDetail } from '../table/match-controller.js';
import { tableTexts } from '../table/texts.js';
import { theme } from '../table/theme.js';
import {
  downloadWithAnalysis,
  ReplayAnalyser,
  type SavedAnalysis,
  savedAnalysisOf,
  seenAnalysis,
} from './analysis.js';
import { analysisPanel } from './analysis-panel.js';
import { replayContext } from './board-context.js';
import { replayTexts } from './texts.js';
import { clampIndex, isOver, seenMove, type Timeline, timelineOf, type Viewer } from './timeline.js';

/** What `tafel-step` carries: the index now shown (the number of moves played, 0 … the record's length). */
export interface StepDetail {
  readonly index: number;
}

/** The replay's events, typed on every element, the document and the window. */
export interface ReplayEventMap {
  'tafel-step': CustomEvent<StepDetail>;
}

declare global {
  interface HTMLElementEventMap extends ReplayEventMap {}
  interface DocumentEventMap extends ReplayEventMap {}
  interface WindowEventMap extends ReplayEventMap {}
}

const SPEEDS = { slow: 2000, normal: 1000, fast: 400 } as const;

/** What the replay shows besides the record. */
interface ReplayUi {
  readonly playing: boolean;
  readonly speed: keyof typeof SPEEDS;
  readonly problem: string | null;
  readonly loading: boolean;
}

/**
 * Steps through a match record.
 *
 * @fires {CustomEvent<StepDetail>} tafel-step - The index shown changed: the number of moves played (0 … the record's length).
 * @fires {CustomEvent<ErrorDetail>} tafel-error - The record could not be shown, or an attribute is wrong, said on the element too: `invalid-record`, `unknown-game`, `rules-version-mismatch`, `match-not-over` (a hosted match before its end), `fetch-failed`, `invalid-seat`.
 * @csspart controls - First, back, play/pause, speed, forward, last, the slider and the position.
 * @csspart first - The button to the deal, before anybody moved.
 * @csspart back - One move back.
 * @csspart play - Play / pause.
 * @csspart speed - The speed of play.
 * @csspart forward - One move on.
 * @csspart last - To the end.
 * @csspart slider - The move shown, as a slider.
 * @csspart position - The move shown, in words.
 * @csspart viewer - Whose view is shown: a seat, or everything once the game is over.
 * @csspart board - A seat's board (one per seat with `seat="all"`); the game's own parts inside it.
 * @csspart move - A move control of the board, drawn disabled: nothing plays in a replay.
 * @csspart cell - A cell of a board drawn in SVG.
 * @csspart marked - The move that led to the position shown, marked on the board.
 * @csspart log - The moves.
 * @csspart line - A move of the log, a button that jumps there.
 * @csspart mark - An analysis's mark of a move (inaccuracy, mistake, blunder).
 * @csspart analysis - The analysis: the budget, Analyse, the progress, the summary per seat.
 * @csspart budget - The samples per move an analysis takes.
 * @csspart analyse - Runs the analysis in a Worker.
 * @csspart progress - The analysis's progress bar.
 * @csspart progress-text - The analysis's progress in words: "move 12 of 52".
 * @csspart cancel - Cancels the analysis under way.
 * @csspart analysis-status - What became of the last analysis (cancelled, failed).
 * @csspart summary - Each seat's accuracy and total expected loss.
 * @csspart save-analysis - Downloads the record with its analysis.
 * @csspart notice - A wrong attribute said (a seat the record has not).
 * @csspart error - Why the record could not be shown.
 */
export class TafelReplay extends LitElement {
  static override styles = [
    theme,
    css`
      :host { display: block; }
      .controls { display: flex; flex-wrap: wrap; gap: 0.4rem; align-items: center; margin: 0.5rem 0; }
      .controls input[type='range'] { flex: 1 1 10rem; }
      .layout { display: grid; grid-template-columns: minmax(0, 3fr) minmax(12rem, 1fr); gap: 1rem; }
      ol { max-height: 30rem; overflow: auto; padding-left: 3.5em; position: relative; }
      .progress { display: flex; gap: 0.4rem; align-items: center; flex-wrap: wrap; }
      .note { font-size: 0.9em; }
      li button { all: unset; cursor: pointer; display: block; }
      li button:focus-visible { outline: 2px solid currentColor; }
      li.current { font-weight: bold; }
      .mark { font-style: italic; margin-left: 0.3rem; }
      .error { color: #8b0000; }
      @media (max-width: 40rem) { .layout { grid-template-columns: 1fr; } }
    `,
  ];

  static override properties = {
    src: { type: String },
    api: { type: String },
    match: { type: String },
    seat: { type: String },
    move: { type: Number, reflect: true },
    language: { type: String, attribute: 'lang' },
    record: { attribute: false },
  };

  /** URL of a record JSON. */
  declare src: string | undefined;
  /** The Tafel API's base URL, with `match`: that hosted match's record (`GET /v1/matches/{id}/record`). */
  declare api: string | undefined;
  /** A hosted match's id (with `api`). */
  declare match: string | undefined;
  /** Whose view: a seat number (its own information after each move), or `all` (everything, the game over). */
  declare seat: string | undefined;
  /** The index shown: the number of moves played (0: the deal; reflected as the person steps). */
  declare move: number | undefined;
  /** The replay's language, `en` or `nl` (the attribute `lang`; by default the page's). */
  declare language: string | undefined;
  /** The record shown (a match record's JSON, with an optional `analysis`). */
  declare record: unknown;

  #timeline: Timeline | null = null;
  /** The analysis the loaded file carried (`null`: none, or not well formed). */
  #saved: SavedAnalysis | null = null;
  readonly #analyser = new ReplayAnalyser(() => this.requestUpdate());
  #timer: ReturnType<typeof setInterval> | null = null;
  #fetched = 0;

  /** What the replay shows besides the record: playing, at what speed, a failure, a fetch under way. */
  #ui: ReplayUi = {
    playing: false,
    speed: 'normal',
    problem: null,
    loading: false,
  };

  #change(patch: Partial<ReplayUi>): void {
    this.#ui = { ...this.#ui, ...patch };
    this.requestUpdate();
  }

  /** The timeline shown (`null`: none yet, or it failed). */
  get timeline(): Timeline | null {
    return this.#timeline;
  }

  /** The index shown, within the record. */
  get index(): number {
    const t = this.#timeline;
    return t ? clampIndex(t, this.move ?? t.record.moves.length) : 0;
  }

  /** Whose view is shown: `all` only once the game is over (before, the first seat's). */
  get viewer(): Viewer {
    const t = this.#timeline;
    if (this.seat === 'all') return t && isOver(t) ? 'all' : 0;
    const n = Number(this.seat ?? 0);
    const seats = t?.record.seats.length ?? 1;
    return Number.isInteger(n) && n >= 0 && n < seats ? n : 0;
  }

  get #lang(): Lang {
    return langOf(this);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#stop();
    this.#analyser.dispose();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('record') && this.record !== undefined) this.#load(this.record);
    else if ((changed.has('src') || changed.has('api') || changed.has('match')) && this.record === undefined)
      void this.#fetch();
    const problem = this.#seatProblem();
    if (problem !== null && problem !== this.#toldSeat)
      this.dispatchEvent(
        new CustomEvent<ErrorDetail>('tafel-error', {
          detail: { code: 'invalid-seat', message: problem },
          bubbles: true,
          composed: true,
        }),
      );
    this.#toldSeat = problem;
  }

  #toldSeat: string | null = null;

  /** Why the `seat` attribute names no seat of the record (`null`: it does, or there is no record yet). */
  #seatProblem(): string | null {
    const t = this.#timeline;
    const seat = this.seat;
    if (!t || seat === undefined || seat === null || seat === 'all') return null;
    const n = Number(seat);
    const last = t.record.seats.length - 1;
    if (/^\d+$/.test(seat) && n <= last) return null;
    return translate(replayTexts, this.#lang)('badSeat', { seat, last });
  }

  /** Shows the record at `index` (clamped) and says so (`tafel-step`). */
  step(index: number): void {
    const t = this.#timeline;
    if (!t) return;
    const next = clampIndex(t, index);
    if (next === this.index && this.move !== undefined) return;
    this.move = next;
    if (next === t.record.moves.length) this.#stop();
    this.dispatchEvent(
      new CustomEvent<StepDetail>('tafel-step', { detail: { index: next }, bubbles: true, composed: true }),
    );
  }

  #load(json: unknown): void {
    try {
      this.#timeline = timelineOf(json);
      this.#saved = savedAnalysisOf(json);
      this.#analyser.reset();
      this.#change({ problem: null });
    } catch (e) {
      this.#timeline = null;
      this.#fail(e instanceof RuleError ? e.code : 'invalid-record', e);
    }
  }

  async #fetch(): Promise<void> {
    const url = this.src
      ? this.src
      : this.api && this.match
        ? `${this.api.replace(/\/$/, '')}/v1/matches/${encodeURIComponent(this.match)}/record`
        : null;
    if (!url) return;
    const ticket = ++this.#fetched;
    this.#change({ loading: true });
    try {
      const res = await fetch(url);
      if (ticket !== this.#fetched) return;
      if (res.status === 403 && !this.src) {
        this.#timeline = null;
        this.#fail('match-not-over', translate(replayTexts, this.#lang)('notOver'));
        return;
      }
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      this.#load(await res.json());
    } catch (e) {
      if (ticket === this.#fetched) this.#fail('fetch-failed', e);
    } finally {
      if (ticket === this.#fetched) this.#change({ loading: false });
    }
  }

  #fail(code: string, e: unknown): void {
    const lang = this.#lang;
    const message =
      typeof e === 'string'
        ? e
        : translate(replayTexts, lang)('failed', {
            reason: e instanceof RuleError ? e.messages[lang] : e instanceof Error ? e.message : String(e),
          });
    this.#change({ problem: message });
    this.dispatchEvent(
      new CustomEvent<ErrorDetail>('tafel-error', {
        detail: { code, message },
        bubbles: true,
        composed: true,
      }),
    );
  }

  #toggle(): void {
    if (this.#ui.playing) {
      this.#stop();
      return;
    }
    const t = this.#timeline;
    if (!t) return;
    if (this.index >= t.record.moves.length) this.step(0);
    this.#change({ playing: true });
    this.#timer = setInterval(() => this.step(this.index + 1), SPEEDS[this.#ui.speed]);
  }

  #stop(): void {
    if (this.#timer !== null) clearInterval(this.#timer);
    this.#timer = null;
    this.#change({ playing: false });
  }

  #keydown(e: KeyboardEvent): void {
    const keys: Record<string, () => number> = {
      ArrowLeft: () => this.index - 1,
      ArrowRight: () => this.index + 1,
      Home: () => 0,
      End: () => this.#timeline?.record.moves.length ?? 0,
    };
    const to = keys[e.key];
    if (!to || (e.target as HTMLElement | null)?.tagName === 'INPUT') return;
    e.preventDefault();
    this.step(to());
  }

  /** A seat's name as the record gives it. */
  seatName(seat: Seat): string {
    const t = translate(tableTexts, this.#lang);
    const s = this.#timeline?.record.seats[seat];
    return s?.name ?? (s?.bot ? t('bot', { n: seat + 1 }) : t('seat', { n: seat + 1 }));
  }

  /** The `i`-th move as one sentence, said as the viewer saw it. */
  #line(board: Board<AnyGame>, t: Timeline, i: number, viewer: Viewer): string {
    const { seat } = t.record.moves[i]!;
    const eyes = viewer === 'all' ? null : viewer;
    const you = seat === eyes;
    return board.describe(seenMove(t, i, viewer) as never, {
      lang: this.#lang,
      who: you ? 'you' : 'other',
      name: you ? translate(replayTexts, this.#lang)('you') : this.seatName(seat),
      seat,
      viewer: eyes,
      before: t.game.view(t.states[i], eyes),
      after: t.game.view(t.states[i + 1], eyes),
      seatName: (s) => this.seatName(s),
    });
  }

  override render() {
    const tr = translate(replayTexts, this.#lang);
    if (this.#ui.problem) return html`<p part="error" class="error" role="alert">${this.#ui.problem}</p>`;
    const t = this.#timeline;
    if (!t) return html`<p role="status">${this.#ui.loading ? tr('loading') : tr('noRecord')}</p>`;
    const board = boards[t.game.id as keyof typeof boards]?.board;
    if (!board) return html`<p part="error" class="error" role="alert">${t.game.id}</p>`;
    const index = this.index;
    const viewer = this.viewer;
    const total = t.record.moves.length;
    const analysis = this.#analysisShown(viewer);
    const marks = new Map(analysis?.moves.map((m) => [m.index, m.mark]) ?? []);
    return html`
      ${board.styles ? html`<style>${board.styles.cssText}</style>` : nothing}
      <section aria-label=${tr('replay')} @keydown=${(e: KeyboardEvent) => this.#keydown(e)}>
        ${this.#toldSeat ? html`<p part="notice" role="note">${this.#toldSeat}</p>` : nothing}
        ${
          this.seat === 'all' && viewer !== 'all'
            ? html`<p role="note">${tr('allBeforeEnd', { name: this.seatName(0) })}</p>`
            : nothing
        }
        <div part="controls" class="controls">
          <button part="first" aria-label=${tr('first')} @click=${() => this.step(0)} ?disabled=${index === 0}>|◀◀</button>
          <button part="back" aria-label=${tr('back')} @click=${() => this.step(index - 1)} ?disabled=${index === 0}>|◀</button>
          <button part="play" aria-label=${this.#ui.playing ? tr('pause') : tr('play')} @click=${() => this.#toggle()}>
            ${this.#ui.playing ? '||' : '▶'}
          </button>
          <label>${tr('speed')}
            <select part="speed" @change=${(e: Event) => {
              this.#change({ speed: (e.target as HTMLSelectElement).value as keyof typeof SPEEDS });
              if (this.#ui.playing) {
                this.#stop();
                this.#toggle();
              }
            }}>
              ${(Object.keys(SPEEDS) as (keyof typeof SPEEDS)[]).map(
                (s) => html`<option value=${s} ?selected=${s === this.#ui.speed}>${tr(s)}</option>`,
              )}
            </select>
          </label>
          <button part="forward" aria-label=${tr('forward')} @click=${() => this.step(index + 1)} ?disabled=${index === total}>▶|</button>
          <button part="last" aria-label=${tr('last')} @click=${() => this.step(total)} ?disabled=${index === total}>▶▶|</button>
          <input part="slider" type="range" min="0" max=${total} .value=${String(index)} aria-label=${tr('position')}
            aria-valuetext=${index === 0 ? tr('start') : tr('at', { n: index, total })}
            @input=${(e: Event) => this.step(Number((e.target as HTMLInputElement).value))} />
          <span part="position" role="status">${index === 0 ? tr('start') : tr('at', { n: index, total })}</span>
          ${this.#viewPicker(t, viewer)}
        </div>
        <div class="layout">
          <div>${this.#boards(board, t, index, viewer)}</div>
          <div>
            ${this.#panel(t, viewer, analysis)}
            <h3 id="moves">${tr('moves')}</h3>
            <ol part="log" aria-labelledby="moves" start="0">
              <li class=${index === 0 ? 'current' : ''}>
                <button aria-current=${index === 0 ? 'step' : 'false'} @click=${() => this.step(0)}>${tr('startLine')}</button>
              </li>
              ${t.record.moves.map((_, i) => {
                const mark = marks.get(i) ?? null;
                return html`<li class=${index === i + 1 ? 'current' : ''}>
                  <button part="line" data-index=${i + 1} aria-current=${index === i + 1 ? 'step' : 'false'}
                    @click=${() => this.step(i + 1)}>${this.#line(board, t, i, viewer)}${
                      mark ? html`<span part="mark" class="mark ${mark}">(${tr(mark)})</span>` : nothing
                    }</button>
                </li>`;
              })}
            </ol>
          </div>
        </div>
      </section>
    `;
  }

  /** Whose view is shown: each seat, and everything once the game is over (the attribute `seat` follows). */
  #viewPicker(t: Timeline, viewer: Viewer): unknown {
    const tr = translate(replayTexts, this.#lang);
    const choices: Viewer[] = [...t.record.seats.map((_, s) => s), ...(isOver(t) ? ['all' as const] : [])];
    return html`<label>${tr('view')}
      <select part="viewer" @change=${(e: Event) => this.setAttribute('seat', (e.target as HTMLSelectElement).value)}>
        ${choices.map(
          (c) =>
            html`<option value=${String(c)} ?selected=${c === viewer}>
              ${c === 'all' ? tr('everything') : this.seatName(c)}
            </option>`,
        )}
      </select>
    </label>`;
  }

  /** The analysis shown, cut to what `viewer` may see: the last run's, else the one the file carried. */
  #analysisShown(viewer: Viewer): SavedAnalysis | null {
    const analysis = this.#analyser.result ?? this.#saved;
    return analysis ? seenAnalysis(analysis, viewer) : null;
  }

  /** The analysis panel: Analyse (one seat's moves, or every seat's with `all`), progress, summary, save. */
  #panel(t: Timeline, viewer: Viewer, shown: SavedAnalysis | null): unknown {
    const analyser = this.#analyser;
    const result = analyser.result;
    const lang = this.#lang;
    return analysisPanel({
      t: translate(replayTexts, lang),
      state: analyser.state,
      shown,
      onlySeat: viewer === 'all' ? null : this.seatName(viewer),
      budget: analyser.budget,
      seatName: (s) => this.seatName(s),
      chooseBudget: (budget) => {
        analyser.budget = budget;
        this.requestUpdate();
      },
      analyse: () =>
        void analyser.analyse(t.record, {
          ...(viewer === 'all' ? {} : { seat: viewer }),
          say: (e) =>
            e instanceof RuleError ? e.messages[lang] : e instanceof Error ? e.message : String(e),
        }),
      cancel: () => analyser.cancel(),
      save: result ? () => downloadWithAnalysis(t.record, result) : null,
    });
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    if (changed.has('move')) this.#keepInView();
  }

  /** Scrolls the log (not the page) just enough to show the line of the move shown. */
  #keepInView(): void {
    const ol = this.renderRoot.querySelector<HTMLElement>('[part~="log"]');
    const li = ol?.querySelector<HTMLElement>('li.current');
    if (!ol || !li) return;
    if (li.offsetTop < ol.scrollTop) ol.scrollTop = li.offsetTop;
    else if (li.offsetTop + li.offsetHeight > ol.scrollTop + ol.clientHeight)
      ol.scrollTop = li.offsetTop + li.offsetHeight - ol.clientHeight;
  }

  /** The board of each seat shown, the move that led there marked on it. */
  #boards(board: Board<AnyGame>, t: Timeline, index: number, viewer: Viewer): unknown {
    const seats = viewer === 'all' ? t.record.seats.map((_, s) => s) : [viewer];
    const tr = translate(replayTexts, this.#lang);
    return seats.map((seat) => {
      const last = index > 0 ? t.record.moves[index - 1]! : null;
      const marked: Marked<AnyGame> | null = last
        ? { seat: last.seat, move: seenMove(t, index - 1, seat) as HiddenMove, from: 'log' }
        : null;
      const ctx = replayContext<AnyGame>({
        view: t.game.view(t.states[index], seat),
        seat,
        // With every seat shown, no board says "you": each names its seat, as the log does.
        you: viewer === 'all' ? null : seat,
        lang: this.#lang,
        marked,
        seatName: (s) => this.seatName(s),
        refresh: () => this.requestUpdate(),
      });
      return html`<section part="board" data-seat=${seat} aria-label=${tr('whose', { name: this.seatName(seat) })}>
        ${viewer === 'all' ? html`<h3>${tr('whose', { name: this.seatName(seat) })}</h3>` : nothing}
        ${board.render(ctx)} ${board.renderScore ? board.renderScore(ctx) : nothing}
      </section>`;
    });
  }
}
