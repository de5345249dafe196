/**
 * `TafelTable`: what every game's element shares — its attributes (`seed`, `seats`, `lang`, `options`,
 * `bot-delay`), its events (`tafel-move`, `tafel-end`, `tafel-error`), its properties (`view`, `record`), the
 * status line, the move log, the controls (hint, undo, new game, same deal, download and load the record), hot
 * seats, and the move buttons of the automation contract. A game's element draws only its board.
 *
 * Automation contract: every control that makes or completes a move has a `part` containing `move` and an
 * accessible name. A move control that cannot be used now has `aria-disabled="true"` (it stays focusable, and
 * its title says why, in the rule's words); clicking it changes nothing.
 *
 * @module
 */
import type { AnyGame, Bot, GameId, Lang, MatchRecord, Outcome, Seat } from '@tafel/core';
import { parseRecord, Rng, RuleError } from '@tafel/core';
import { css, html, LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { langOf, type TextKey, text } from '../i18n/index.js';
import { AttributeProblem } from './attribute-problem.js';
import { HostedMatch } from './hosted-match.js';
import { type BotRunner, LocalMatch, type Played } from './local-match.js';
import { scoreChart } from './score-chart.js';
import { parseSeats, peopleSeats, SeatsError } from './seats.js';
import { theme } from './theme.js';

/** `tafel-move`'s detail. */
export interface MoveDetail {
  seat: Seat;
  move: unknown;
  view: unknown;
}

/** `tafel-error`'s detail. */
export interface ErrorDetail {
  code: string;
  message: string;
}

/** The tables' events, by name: they bubble out of the shadow root, so any ancestor hears them. */
export interface TafelEventMap {
  'tafel-move': CustomEvent<MoveDetail>;
  'tafel-end': CustomEvent<Outcome>;
  'tafel-error': CustomEvent<ErrorDetail>;
}

declare global {
  /** Typed on every element, the document and the window, where a page listens for them. */
  interface HTMLElementEventMap extends TafelEventMap {}
  interface DocumentEventMap extends TafelEventMap {}
  interface WindowEventMap extends TafelEventMap {}
}

/** A line of the move log. */
interface LogLine {
  seat: Seat;
  text: string;
}

/** A fresh seed for a new game. */
const freshSeed = (): string => Math.random().toString(36).slice(2, 10);

/**
 * The base class of every game's element; see the module comment. The tags below describe what every table
 * has (the Custom Elements Manifest lists them on each element).
 *
 * @fires {CustomEvent<MoveDetail>} tafel-move - A move was made at the table: the seat, the move (another seat's hidden move only as its kind) and the new view of the seat shown.
 * @fires {CustomEvent<Outcome>} tafel-end - The game is over: the outcome (scores, winners).
 * @fires {CustomEvent<ErrorDetail>} tafel-error - Something went wrong, said on the table too in its language: a bad attribute (`invalid-seats`, `invalid-options`, `invalid-bot-delay`, `unsupported-game`), a refused move (the rule's code), a bot that could not move (`bot-failed`), the Wasm module that did not load (`wasm-failed`), a record that could not be loaded (`invalid-record`), an unreachable API (`api-unreachable`).
 *
 * @cssprop [--tafel-bg=#fbfaf7] - The table's background (dark: #191a1c).
 * @cssprop [--tafel-fg=#1d1b18] - The table's text (dark: #eceae6).
 * @cssprop [--tafel-felt=#e6efe7] - The play area (dark: #203326).
 * @cssprop [--tafel-accent=#1f5f3a] - Enabled move controls and the focus ring (dark: #9ad7ae).
 * @cssprop [--tafel-on-accent=#ffffff] - Text on the accent colour (dark: #0d1f14).
 * @cssprop [--tafel-muted=#55504a] - Secondary text (dark: #b9b4ad).
 * @cssprop [--tafel-card-bg=#ffffff] - A card's face (dark: #f4f1ea).
 * @cssprop [--tafel-card-fg=#1d1b18] - A card's text and pips.
 * @cssprop [--tafel-radius=0.5rem] - The corners of the table, cards and controls.
 * @cssprop [--tafel-font=system-ui, sans-serif] - The table's type.
 *
 * @csspart table - The whole table (a grid of status, notice, board, side and controls).
 * @csspart status - The title and whose turn it is (a live region).
 * @csspart thinking - The spinner shown while a bot thinks.
 * @csspart notice - A refusal, a hint or a failure (an alert).
 * @csspart board - The game's board.
 * @csspart side - The score sheet, the score chart and the move log.
 * @csspart log - The move log.
 * @csspart score-chart - The score-over-time chart, once the game is over.
 * @csspart move - Every control that makes (or completes) a move; `aria-disabled="true"` when it cannot be used now, its title saying why.
 * @csspart controls - The row of table controls.
 * @csspart control - Each table control (hint, undo, new game, same deal, download, load, try again, reveal).
 * @csspart hint - The hint button.
 * @csspart undo - The undo button.
 * @csspart new-game - The new-game button.
 * @csspart same-seed - The same-deal-again button.
 * @csspart download - The download-record button.
 * @csspart load - The load-record control.
 * @csspart retry - The try-again button, after a bot could not move.
 * @csspart hand-over - At hot seats: the screen that asks to hand the table over.
 * @csspart reveal - At hot seats: the button that shows the next person's cards.
 */
export abstract class TafelTable extends LitElement {
  static override properties = {
    seed: { type: String, reflect: true },
    seats: { type: String },
    language: { type: String, attribute: 'lang' },
    options: { type: String },
    botDelay: { type: Number, attribute: 'bot-delay' },
    api: { type: String },
    matchId: { type: String, attribute: 'match' },
    token: { type: String },
    theme: { type: String, reflect: true },
  };

  static override styles = [theme];

  /** The game this element plays. */
  protected abstract get game(): AnyGame;
  /** The default `seats` when the attribute is absent. */
  protected abstract readonly defaultSeats: string;
  /** The game's bots runner (its Worker; see `bots/runner.ts`). */
  protected abstract defaultBots(): BotRunner;

  /** The deal: the same seed plays the same game (a new random one when absent); reflects the game's seed. */
  declare seed: string | undefined;
  /**
   * Who sits where, one entry a seat, comma-separated: `you`, `bot` (`bot:easy`, `bot:normal`, `bot:strong`
   * or a bot's name), `hotseat` (another person at this screen). Each game has its default.
   */
  declare seats: string | undefined;
  /** The table's language, `en` or `nl` (the attribute `lang`; by default the page's). */
  declare language: string | undefined;
  /** The game's options as JSON, e.g. `{"rules":"2021"}` for Wine Cellar; each game's defaults when absent. */
  declare options: string | undefined;
  /** Milliseconds before each bot move, so a person can follow (600; 0 in tests). */
  declare botDelay: number | undefined;
  /** Hosted play: the Tafel API's base URL (with `match` and `token`). */
  declare api: string | undefined;
  /** Hosted play: the match id. */
  declare matchId: string | undefined;
  /** Hosted play: this seat's token (from the seat link); a spectator without one. */
  declare token: string | undefined;
  /** Forces the light or the dark look (by default the page's `prefers-color-scheme`). */
  declare theme: 'light' | 'dark' | undefined;

  /**
   * Where the bots think: the game's own Worker, or the page's thread where no Worker can start. A page (or a
   * test) may put its own runner here before the element connects.
   */
  bots: BotRunner = this.defaultBots();

  protected match: LocalMatch | HostedMatch | null = null;
  protected log: LogLine[] = [];
  protected thinking: Seat | null = null;
  protected notice: string | null = null;
  /** In hot-seat play: the seat whose cards are shown (the screen was handed to it). */
  protected shown: Seat | null = null;
  #started = false;
  #ended = false;
  /** The bots failed to move: the notice offers to try again. */
  #botsFailed = false;

  /** The language of the table. */
  get tableLang(): Lang {
    return langOf(this);
  }

  /** The seat view shown now: the person at this screen (or the hot seat that has it); spectator when none. */
  get view(): unknown {
    return this.match?.view(this.viewer()) ?? null;
  }

  /** The match record: save it, and set it again to continue that match. */
  get record(): MatchRecord | null {
    return this.match?.record ?? null;
  }

  /** The outcome once the game is over (`tafel-end` carries the same), `null` while it is on. */
  get outcome(): Outcome | null {
    return this.match?.outcome ?? null;
  }

  /** Whether this table plays a match hosted by the API. */
  get hosted(): boolean {
    return this.match instanceof HostedMatch;
  }

  set record(record: MatchRecord) {
    this.#load(record);
  }

  protected t(key: TextKey, params: Record<string, string | number> = {}): string {
    return text(this.tableLang, key, params);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.#started) this.newGame(this.seed);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.match?.stop();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!this.#started) return;
    if (
      ['api', 'matchId', 'token'].some(
        (p) => changed.has(p as keyof TafelTable) && changed.get(p as never) !== undefined,
      )
    ) {
      this.newGame();
      return;
    }
    const restart = ['seats', 'options'].some(
      (p) => changed.has(p as keyof TafelTable) && changed.get(p as never) !== undefined,
    );
    if (
      restart ||
      (changed.has('seed') && changed.get('seed') !== undefined && this.seed !== this.match?.record?.seed)
    ) {
      this.newGame(this.seed);
    }
  }

  /** Joins the hosted match of the `api`, `match` and `token` attributes. */
  #joinHosted(): void {
    const hosted = new HostedMatch({
      game: this.game,
      api: this.api!,
      match: this.matchId!,
      token: this.token,
      lang: this.tableLang,
      onChange: () => {
        // The other seats' moves reach a hosted table as views; the record at the end gives the whole log.
        if (hosted.record && this.log.length < hosted.record.moves.length)
          this.log = this.#logOf(hosted.record.moves);
        this.requestUpdate();
        if (hosted.outcome && !this.#ended) {
          this.#ended = true;
          this.dispatchEvent(
            new CustomEvent<Outcome>('tafel-end', { detail: hosted.outcome, bubbles: true, composed: true }),
          );
        }
      },
    });
    this.match = hosted;
    this.#started = true;
    this.#ended = false;
    this.log = [];
    this.notice = null;
    this.#botsFailed = false;
    hosted.connect().catch((e: Error & { code?: string }) => {
      this.match = null;
      // The API's own refusals come in the table's language; a network failure is said here.
      if (e.code) this.#error(e.code, e.message);
      else
        this.#error('api-unreachable', this.t('apiUnreachable', { api: this.api ?? '', reason: e.message }));
    });
  }

  /** Starts a new game (a new seed unless one is given); a hosted table joins its match instead. */
  newGame(seed: string | undefined = undefined): void {
    this.match?.stop();
    if (this.api && this.matchId) {
      this.#joinHosted();
      return;
    }
    try {
      const refused = this.attributeProblem();
      if (refused) throw refused;
      const seats = parseSeats(this.seats ?? this.defaultSeats, this.game.players);
      this.match = new LocalMatch({
        game: this.game,
        seats,
        seed: seed ?? freshSeed(),
        options: this.#options(),
        bots: this.bots,
        botDelay: this.#botDelay(),
        racer: this.racer(),
      });
    } catch (e) {
      this.match = null;
      this.#refuseAttributes(e);
      this.#started = true;
      return;
    }
    this.#started = true;
    this.#ended = false;
    this.seed = this.match.record.seed;
    this.log = [];
    this.notice = null;
    this.#botsFailed = false;
    this.shown = null;
    this.requestUpdate();
    void this.#runBots();
  }

  /**
   * An attribute this element cannot play with, said in the table's language (`null`: none). The base table
   * checks `seats`, `options` and `bot-delay` itself; a game's element adds its own (Das Spiel's `game`).
   */
  protected attributeProblem(): AttributeProblem | null {
    return null;
  }

  /** The `options` attribute as an object; an {@link AttributeProblem} when it is not JSON. */
  #options(): Record<string, unknown> {
    if (!this.options) return {};
    try {
      return JSON.parse(this.options) as Record<string, unknown>;
    } catch (e) {
      throw new AttributeProblem(
        'invalid-options',
        this.t('invalidOptionsJson', { attribute: this.options, reason: (e as Error).message }),
      );
    }
  }

  /** The `bot-delay` attribute in ms (600 when absent); an {@link AttributeProblem} when it is no such number. */
  #botDelay(): number {
    const delay = this.botDelay ?? 600;
    if (Number.isFinite(delay) && delay >= 0) return delay;
    throw new AttributeProblem(
      'invalid-bot-delay',
      this.t('invalidBotDelay', { attribute: this.getAttribute('bot-delay') ?? String(delay) }),
    );
  }

  /** Shows why the attributes give no table, and fires `tafel-error`. */
  #refuseAttributes(e: unknown): void {
    if (e instanceof AttributeProblem) this.#error(e.code, e.message);
    else if (e instanceof SeatsError) this.#error(e.code, e.text(this.tableLang));
    else if (e instanceof RuleError)
      this.#error(e.code, this.t('invalidOptions', { reason: e.text(this.tableLang) }));
    else throw e;
  }

  /** The seat whose view this screen shows. */
  protected viewer(): Seat | null {
    const m = this.match;
    if (!m) return null;
    const people = peopleSeats(m.seats);
    if (people.length === 0) return null;
    if (people.length === 1) return people[0]!;
    // Hot seats: the person to move, once the screen was handed over; else the last one shown.
    return this.shown ?? people[0]!;
  }

  /** In hot-seat play, the person to move next when it is not the one shown (the screen must be handed over). */
  protected handOverTo(): Seat | null {
    const m = this.match;
    if (!m) return null;
    const people = peopleSeats(m.seats).length;
    const next = m.peopleToMove()[0];
    if (people < 2 || next === undefined || next === this.viewer()) return null;
    return next;
  }

  /** A seat's name for people. */
  protected seatName(seat: Seat): string {
    const spec = this.match?.seats[seat];
    if (!spec) return this.t('seat', { n: seat + 1 });
    if (spec.kind === 'you') return this.t('you');
    if (spec.kind === 'hotseat' || spec.kind === 'remote') return this.t('hotseat', { n: seat + 1 });
    return this.t('bot', { n: seat + 1 });
  }

  /** A move in the game's own words (core's `describeMove`), for buttons, hints and the log. */
  protected describe(move: unknown): string {
    return this.game.describeMove(move, this.tableLang);
  }

  /**
   * What the seat shown may know of `seat`'s move: the move itself, or, where the table hides it (a sealed bid, a
   * card put aside face down), only its kind. Games with hidden moves override {@link hiddenMove}. The log and
   * `tafel-move` events carry only this.
   */
  protected seenMove(seat: Seat, move: unknown): { move: unknown; text: string } {
    const hidden = seat === this.viewer() ? null : this.hiddenMove(move);
    return hidden ?? { move, text: this.describe(move) };
  }

  /** A game's hidden moves as another seat sees them (`null`: the move is public). */
  protected hiddenMove(_move: unknown): { move: unknown; text: string } | null {
    return null;
  }

  /** The log from the record, as the seat shown sees it. */
  #logOf(moves: readonly { seat: Seat; move: unknown }[]): LogLine[] {
    return moves.map(({ seat, move }) => ({ seat, text: this.seenMove(seat, move).text }));
  }

  /** Plays a move of the seat shown; a refusal is shown and changes nothing. */
  protected play(move: unknown): void {
    const m = this.match;
    const seat = this.viewer();
    if (!m || seat === null) return;
    const done = (refusal: { code: string; message: string } | null) => {
      if (refusal) {
        this.#error(refusal.code, refusal.message);
        return;
      }
      this.notice = null;
      this.#botsFailed = false;
      this.#moved({ seat, move });
      void this.#runBots();
    };
    const result = m.play(seat, move, this.tableLang);
    if (result instanceof Promise) void result.then(done);
    else done(result);
  }

  #moved(played: Played): void {
    const seen = this.seenMove(played.seat, played.move);
    this.log = [...this.log, { seat: played.seat, text: seen.text }];
    this.requestUpdate();
    this.dispatchEvent(
      new CustomEvent<MoveDetail>('tafel-move', {
        detail: { seat: played.seat, move: seen.move, view: this.view },
        bubbles: true,
        composed: true,
      }),
    );
    const outcome = this.match?.outcome;
    if (outcome && !this.#ended) {
      this.#ended = true;
      this.dispatchEvent(
        new CustomEvent<Outcome>('tafel-end', { detail: outcome, bubbles: true, composed: true }),
      );
    }
  }

  async #runBots(): Promise<void> {
    const m = this.match;
    if (!m) return;
    try {
      await m.runBots(
        (played) => this.#moved(played),
        (seat) => {
          this.thinking = seat;
          this.requestUpdate();
        },
      );
    } catch (e) {
      const seat = this.match?.botsToMove()[0];
      this.#botsFailed = true;
      this.#error(
        'bot-failed',
        this.t('botFailed', {
          name: seat === undefined ? this.t('bot', { n: '' }).trim() : this.seatName(seat),
          reason: this.#reason(e),
        }),
      );
    }
  }

  /** A failure's reason in the table's language where it has one (a rule's refusal), else its message. */
  #reason(e: unknown): string {
    if (e instanceof RuleError) return e.text(this.tableLang);
    return e instanceof Error ? e.message : String(e);
  }

  /** For a game's element: shows a failure of its own (e.g. its Wasm module) as {@link TafelTable} does its. */
  protected showError(code: string, message: string): void {
    this.#error(code, message);
  }

  /** Shows `message` on the table (a notice read out to screen readers) and fires `tafel-error`. */
  #error(code: string, message: string): void {
    this.notice = message;
    this.requestUpdate();
    this.dispatchEvent(
      new CustomEvent<ErrorDetail>('tafel-error', {
        detail: { code, message },
        bubbles: true,
        composed: true,
      }),
    );
  }

  #load(record: MatchRecord): void {
    try {
      const parsed = parseRecord(record);
      if (parsed.game !== this.game.id) throw new Error(`it is a record of ${parsed.game}`);
      const seats = parseSeats(this.seats ?? this.defaultSeats, this.game.players);
      this.match?.stop();
      this.match = LocalMatch.fromRecord(
        { game: this.game, seats, bots: this.bots, botDelay: this.botDelay ?? 600, racer: this.racer() },
        parsed,
      );
      this.seed = parsed.seed;
      this.log = this.#logOf(parsed.moves);
      this.notice = null;
      this.#botsFailed = false;
      this.requestUpdate();
      void this.#runBots();
    } catch (e) {
      const message = e instanceof RuleError ? e.text(this.tableLang) : (e as Error).message;
      this.#error('invalid-record', this.t('loadFailed', { reason: message }));
    }
  }

  #download(): void {
    const record = this.record;
    if (!record) return;
    const blob = new Blob([`${JSON.stringify(record, null, 2)}\n`], { type: 'application/json' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = `${this.game.id}-${record.seed}.json`;
    a.click();
    URL.revokeObjectURL(a.href);
  }

  async #upload(e: Event): Promise<void> {
    const input = e.target as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    try {
      this.#load(JSON.parse(await file.text()) as MatchRecord);
    } catch (err) {
      this.#error('invalid-record', this.t('loadFailed', { reason: (err as Error).message }));
    }
  }

  async #hint(): Promise<void> {
    const m = this.match;
    const seat = this.viewer();
    if (!m || seat === null || !m.active().includes(seat)) return;
    // A hosted table has only its view: the bot plays on a state rebuilt from it (it reads no more anyway).
    try {
      const state =
        m instanceof LocalMatch ? m.state : this.game.fromView(m.view(seat), Rng.fromSeed('hint'));
      const move = await this.bots.choose({
        gameId: this.game.id as GameId,
        bot: 'strong',
        state,
        seat,
        seed: `hint:${m.record?.moves.length ?? 0}`,
      });
      this.notice = this.t('hintIs', { move: this.describe(move) });
      this.requestUpdate();
    } catch (e) {
      this.#error('bot-failed', this.t('hintFailed', { reason: this.#reason(e) }));
    }
  }

  /**
   * A control that makes (or completes) a move for the seat shown: enabled when the move is legal now,
   * otherwise `aria-disabled` with the rule's reason as its title.
   */
  protected moveButton(move: unknown, label: string, content: unknown, part = ''): TemplateResult {
    const seat = this.viewer();
    const refusal =
      this.match && seat !== null ? this.match.why(seat, move, this.tableLang) : { code: '', message: '' };
    const blocked = refusal !== null || this.handOverTo() !== null;
    const reason = refusal?.message ?? (blocked ? this.t('notYourTurn') : '');
    return html`<button
      part="move ${part}"
      class="move ${part}"
      aria-label=${label}
      aria-disabled=${blocked ? 'true' : 'false'}
      title=${blocked ? reason : label}
      @click=${() => (blocked ? this.#refuse(reason) : this.play(move))}
    >
      ${content}
    </button>`;
  }

  #refuse(reason: string): void {
    this.notice = reason;
    this.requestUpdate();
  }

  /** The status line: whose turn, who thinks, or the result. */
  protected status(): string {
    const m = this.match;
    if (!m) return this.notice ?? '';
    const outcome = m.outcome;
    if (outcome) {
      const names = outcome.winners.map((s) => this.seatName(s)).join(', ');
      return `${this.t('gameOver')} — ${this.t(outcome.winners.length > 1 ? 'winners' : 'winner', { names })}`;
    }
    if (this.thinking !== null) return this.t('thinking', { name: this.seatName(this.thinking) });
    const viewer = this.viewer();
    const active = m.active();
    if (viewer !== null && active.includes(viewer) && this.handOverTo() === null) return this.t('yourTurn');
    return active.map((s) => this.t('seatTurn', { name: this.seatName(s) })).join(' · ');
  }

  /** Real-time games: the racing bot of a level or name (see `LocalMatchOptions.racer`); none by default. */
  protected racer(): ((bot: string) => Bot) | undefined {
    return undefined;
  }

  /** The game's board for the view shown. */
  protected abstract renderBoard(view: unknown): unknown;

  /** The scores a view shows now, one per seat, for the score-over-time chart (`null`: the game has none). */
  protected liveScores(_view: unknown): number[] | null {
    return null;
  }

  /** The scores after every move of the match, from its record (as the viewer saw them). */
  protected scoreSeries(): number[][] {
    const m = this.match;
    if (!m) return [];
    const viewer = this.viewer();
    const { record } = m;
    if (!record) return [];
    let state = this.game.setup({ players: record.seats.length, seed: record.seed, options: record.options });
    const series: number[][] = [];
    const push = () => {
      const scores = this.liveScores(this.game.view(state, viewer));
      const previous = series.at(-1);
      if (scores && (!previous || scores.some((v, i) => v !== previous[i]))) series.push(scores);
    };
    push();
    for (const { seat, move } of record.moves) {
      state = this.game.play(state, seat, move);
      push();
    }
    return series;
  }

  /** The game's score sheet (optional). */
  protected renderScore(_view: unknown): unknown {
    return nothing;
  }

  override render(): TemplateResult {
    const m = this.match;
    const handOver = this.handOverTo();
    return html`<section part="table" class="table" lang=${this.tableLang}>
      <header part="status" class="status" role="status" aria-live="polite">
        <h2 class="title">${this.game.title[this.tableLang]}</h2>
        <p class="turn">${this.status()}</p>
        ${this.thinking !== null ? html`<span class="thinking" part="thinking" aria-hidden="true"></span>` : nothing}
      </header>
      ${this.notice ? html`<p part="notice" class="notice" role="alert">${this.notice}</p>` : nothing}
      ${
        handOver !== null
          ? html`<div part="hand-over" class="hand-over">
              <p>${this.t('handOver', { name: this.seatName(handOver) })}</p>
              <button part="control reveal" @click=${() => this.#reveal(handOver)}>
                ${this.t('handOverReady', { name: this.seatName(handOver) })}
              </button>
            </div>`
          : m
            ? html`<div part="board" class="board">${this.renderBoard(this.view)}</div>`
            : nothing
      }
      <aside part="side" class="side">
        ${m ? this.renderScore(this.view) : nothing}
        ${
          m?.outcome
            ? scoreChart(
                this.scoreSeries(),
                m.seats.map((_, seat) => this.seatName(seat)),
                this.t('scoreOverTime'),
              )
            : nothing
        }
        <details part="log" class="log" open>
          <summary>${this.t('log')}</summary>
          <ol>
            ${this.log.slice(-12).map((l) => html`<li><b>${this.seatName(l.seat)}</b> ${l.text}</li>`)}
          </ol>
        </details>
      </aside>
      <footer part="controls" class="controls">
        ${
          this.#botsFailed
            ? html`<button part="control retry" class="retry" @click=${() => this.#retryBots()}>${this.t('retry')}</button>`
            : nothing
        }
        <button part="control hint" @click=${() => this.#hint()} ?disabled=${!m || m.outcome !== null || this.thinking !== null}>
          ${this.t('hint')}
        </button>
        ${
          this.hosted
            ? nothing
            : html`<button part="control undo" @click=${() => this.#undo()} ?disabled=${!m?.canUndo}>${this.t('undo')}</button>
                <button part="control new-game" @click=${() => this.newGame()}>${this.t('newGame')}</button>
                <button part="control same-seed" @click=${() => this.newGame(this.match?.record?.seed)}>
                  ${this.t('sameSeed')}
                </button>`
        }
        <button part="control download" @click=${() => this.#download()} ?disabled=${!this.record}>${this.t('download')}</button>
        ${
          this.hosted
            ? nothing
            : html`<label part="control load" class="load">
                ${this.t('load')}
                <input type="file" accept="application/json,.json" @change=${(e: Event) => this.#upload(e)} />
              </label>`
        }
      </footer>
    </section>`;
  }

  /** After a bot failed: clears the notice and lets the bots try again. */
  #retryBots(): void {
    this.#botsFailed = false;
    this.notice = null;
    this.requestUpdate();
    void this.#runBots();
  }

  #reveal(seat: Seat): void {
    this.shown = seat;
    this.requestUpdate();
  }

  #undo(): void {
    if (this.match?.undo()) {
      this.log = this.#logOf(this.match.record?.moves ?? []);
      this.thinking = null;
      this.notice = null;
      this.#botsFailed = false;
      this.requestUpdate();
      void this.#runBots();
    }
  }
}

/** Styles shared by game boards. */
export const boardStyles = css`
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: flex-start;
  }
`;
