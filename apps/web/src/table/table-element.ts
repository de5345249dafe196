/**
 * `TafelTable<G>`: the element every game's table is, typed by its game (views, moves, steps). It reads the
 * attributes (`seed`, `seats`, `lang`, `options`, `bot-delay`; `api`, `match`, `token` for a hosted match), makes
 * the match — a {@link LocalMatch} in the page, or a {@link HostedMatch} of the API, both one interface — and
 * hands it to its {@link MatchController}, which owns it from then on. The element draws the frame every table
 * shares (the status line, the notice, the move log, the score chart, the controls: hint, undo, new game, same
 * deal, download and load the record, hot seats) around its game's {@link Board}; a hosted table adds who sits
 * where and whether they are there, the waiting room, leaving and play again (`together.ts`).
 *
 * What a person meets at the table besides the board: the whole move log in sentences (the board's words,
 * scrollable; pointing at or focusing a line shows that move on the board), a hint shown on the board before it
 * is played, a summary of a stage of the game (a deal scored) read and dismissed before the table goes on, the
 * players with their bots' levels, the pause before each roll of a real-time game, and a question before a new
 * game throws away one in progress.
 *
 * Automation contract: every control that makes or completes a move has a `part` containing `move` and an
 * accessible name. A move control that cannot be used now has `aria-disabled="true"` (it stays focusable, and
 * when it is tried, focused or pointed at, its title says why, in the rule's words); clicking it changes nothing.
 *
 * @module
 */
import type { AnyGame, Lang, MatchRecord, Milestone, Outcome } from '@tafel/core';
import { parseRecord } from '@tafel/core';
import type { BotRunner } from '@tafel/core/match';
import { html, LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { chatStyles } from '../club/chat-panel.js';
import { feltStyles } from '../felt/styles.js';
import { TableFelt } from '../felt/table-felt.js';
import { langOf, translate } from '../i18n/index.js';
import { ReplayActions } from '../replay/end-actions.js';
import { GuidedGame, guideSource, type Hinted } from '../rules/guided.js';
import { TableRules } from '../rules/panel.js';
import { guideStyles, rulesStyles } from '../rules/styles.js';
import type { AttributeProblem } from './attribute-problem.js';
import type { Board, BoardContext } from './board.js';
import { boardContext } from './board-context.js';
import { BoardMarks } from './board-marks.js';
import { showHint } from './hint.js';
import { HostedMatch } from './hosted-match.js';
import { LocalMatch } from './local-match.js';
import type { Rematch, TableInfo, ViewOf } from './match.js';
import { type ErrorDetail, MatchController, type MoveDetail, reasonOf } from './match-controller.js';
import { NewGameQuestion } from './new-game-question.js';
import { paceOf } from './pace.js';
import { downloadRecord, pickedRecord } from './record-file.js';
import { RollPauseTimer } from './roll-pause-timer.js';
import { matchScoreChart } from './score-chart.js';
import { type StatusOf, statusLine } from './status-line.js';
import { handOverPanel, statusHeader, tableControls } from './table-frame.js';
import { TableLog } from './table-log.js';
import { pacePicker, playersList } from './table-parts.js';
import { localPlan, optionsOf, refusalOf } from './table-setup.js';
import { tableTexts } from './texts.js';
import { theme } from './theme.js';
import { leftPanel, togetherStyles, waitingRoom } from './together.js';
import { TogetherState } from './together-state.js';

export type { Rematch, TableInfo, TableSeat } from './match.js';
export type { ErrorDetail, MoveDetail } from './match-controller.js';

/** The tables' events, by name: they bubble out of the shadow root, so any ancestor hears them. */
export interface TafelEventMap {
  'tafel-move': CustomEvent<MoveDetail>;
  'tafel-end': CustomEvent<Outcome>;
  'tafel-error': CustomEvent<ErrorDetail>;
  'tafel-table': CustomEvent<TableInfo>;
  'tafel-rematch': CustomEvent<Rematch>;
}

declare global {
  /** Typed on every element, the document and the window, where a page listens for them. */
  interface HTMLElementEventMap extends TafelEventMap {}
  interface DocumentEventMap extends TafelEventMap {}
  interface WindowEventMap extends TafelEventMap {}
}

/** A fresh seed for a new game. */
const freshSeed = (): string => Math.random().toString(36).slice(2, 10);

/**
 * The base class of every game's element; see the module comment. The tags below describe what every table
 * has (the Custom Elements Manifest lists them on each element).
 *
 * @fires {CustomEvent<MoveDetail>} tafel-move - A move was made at the table: the seat, the move (another seat's hidden move only as its kind) and the new view of the seat shown.
 * @fires {CustomEvent<Outcome>} tafel-end - The game is over: the outcome (scores, winners).
 * @fires {CustomEvent<TableInfo>} tafel-table - A hosted table changed: who sits where (names, bots, open seats), who is there or played by a bot while away, whether the game began, the next table once somebody asked to play again.
 * @fires {CustomEvent<Rematch>} tafel-rematch - This seat took its place at the next table ("play again"): the match, the seat, its token and rejoin code there; the table moves to it.
 * @fires {CustomEvent<ErrorDetail>} tafel-error - Something went wrong, said on the table too in its language: a bad attribute (`invalid-seats`, `invalid-options`, `invalid-bot-delay`, `invalid-roll-pause`, `unsupported-game`), a refused move (the rule's code), a move that could not be sent (`move-failed`), a bot that could not move (`bot-failed`), the Wasm module that did not load (`wasm-failed`), a dice game whose code did not load (`game-failed`), a record that could not be loaded (`invalid-record`), an unreachable API or a connection given up (`api-unreachable`).
 *
 * @cssprop [--tafel-bg=#fbfaf7] - The table's background (dark: #191a1c).
 * @cssprop [--tafel-fg=#1d1b18] - The table's text (dark: #eceae6).
 * @cssprop [--tafel-felt=#d3e6d6] - The play area (dark: #203326).
 * @cssprop [--tafel-rim=#8a6440] - The wooden rim around the felt (dark: #4b3522).
 * @cssprop [--tafel-accent=#1f5f3a] - Enabled move controls and the focus ring (dark: #9ad7ae).
 * @cssprop [--tafel-on-accent=#ffffff] - Text on the accent colour (dark: #0d1f14).
 * @cssprop [--tafel-muted=#55504a] - Secondary text (dark: #b9b4ad).
 * @cssprop [--tafel-card-bg=#ffffff] - A card's face (dark: #f4f1ea).
 * @cssprop [--tafel-card-fg=#1d1b18] - A card's text and pips.
 * @cssprop [--tafel-mark=#b3541e] - The move shown on the board: a hint's, or the log line's pointed at (dark: #f0a86c).
 * @cssprop [--tafel-radius=0.5rem] - The corners of the table, cards and controls.
 * @cssprop [--tafel-font=system-ui, sans-serif] - The table's type.
 *
 * @csspart table - The whole table (a grid of status, notice, board, side and controls).
 * @csspart status - The title and whose turn it is (a live region); also says when a hosted match reconnects.
 * @csspart thinking - The spinner shown while a bot thinks.
 * @csspart notice - A refusal, a hint or a failure (an alert).
 * @csspart board - The game's board, on the felt with the seats around it.
 * @csspart felt - The seats around the board (`data-seats`: how many).
 * @csspart seat-plate - A seat's plate around the felt: its name, whether it is its turn, the board's words about it (`data-place`: left, top, right or bottom).
 * @csspart standings - Once the game is over: every seat's place and score, the winners marked.
 * @csspart settings - The bots' speed (`speed`) and the sound (`sound`), kept in the browser.
 * @csspart side - The score sheet, the score chart and the move log.
 * @csspart log - The move log (every move, scrollable; pointing at or focusing a line shows its move on the board).
 * @csspart log-lines - The list of the log's lines (focusable: the arrow keys go from line to line).
 * @csspart milestone - A log line that says what a stage of the game came to (a deal scored, an auction settled).
 * @csspart players - Who sits where, with each bot's level.
 * @csspart marked - The move (or the part of it) shown on the board: a hint's, or the log line's pointed at.
 * @csspart summary - A stage of the game to read before the table goes on (a deal's score), over the board.
 * @csspart continue - The button that dismisses the summary (the bots go on).
 * @csspart confirm - The question before a new game throws away the game in progress.
 * @csspart confirm-yes - Its answer that starts the new game.
 * @csspart confirm-no - Its answer that keeps the game in progress.
 * @csspart pace - Real-time games: the pause before each roll.
 * @csspart score-chart - The score-over-time chart, once the game is over.
 * @csspart move - Every control that makes (or completes) a move; `aria-disabled="true"` when it cannot be used now, its title saying why.
 * @csspart cell - A control drawn on the board in SVG (a die on the pyramid) that makes (part of) a move, with `move`.
 * @csspart controls - The row of table controls.
 * @csspart control - Each table control (hint, undo, new game, same deal, download, load, try again, reveal, continue, confirm).
 * @csspart seat-clock - A hosted table: the time left to the seat to move, beside its name.
 * @csspart status-clock - A hosted table: the time left, after the status line.
 * @csspart chat - A table of people: the chat (messages, quick phrases, the line to write).
 * @csspart chat-messages - The chat's messages; `chat-message` each, `chat-muted` the count hidden by a mute.
 * @csspart chat-message - One message.
 * @csspart chat-muted - How many messages of muted people are hidden.
 * @csspart mute - Mutes (or unmutes) one person's messages.
 * @csspart quick - A quick phrase ("Well played"), sent in each reader's language.
 * @csspart chat-input - The message to write; `chat-send` sends it.
 * @csspart chat-send - Sends the message.
 * @csspart chat-read-only - Says a spectator reads but does not write (unless the host allows it).
 * @csspart chat-problem - Why a message was refused (too fast, too long), in words.
 * @csspart replay-actions - At the end of a game: watch the replay, and at a hosted table copy its link.
 * @csspart watch-replay - Opens (or closes) the game's replay in the table.
 * @csspart copy-replay-link - Copies a hosted match's replay link.
 * @csspart replay-link-status - Says the link was copied, or shows it to copy by hand.
 * @csspart replay-link - The replay link, to copy by hand when the clipboard refuses.
 * @csspart replay - The replay of the game just played (a `<tafel-replay>`).
 * @csspart hint - The hint button.
 * @csspart undo - The undo button.
 * @csspart new-game - The new-game button.
 * @csspart same-seed - The same-deal-again button.
 * @csspart download - The download-record button.
 * @csspart load - The load-record control.
 * @csspart retry - The try-again button, after a bot could not move.
 * @csspart people - A hosted table: the list of its seats, who sits there and whether they are there.
 * @csspart person - One seat in that list (`data-state`: here, gone, away, bot, open or reserved).
 * @csspart waiting - A hosted table before every seat is taken: the waiting room, in the board's place.
 * @csspart leave - The button that leaves a hosted table (asked again before it does).
 * @csspart leave-confirm - The question before leaving, with its two buttons (`leave-yes`, `leave-no`).
 * @csspart leave-yes - Leaves the table.
 * @csspart leave-no - Stays.
 * @csspart left - In the board's place once this seat left the table: the way back.
 * @csspart back - The button back to this seat.
 * @csspart play-again - At the end of a hosted match: to the next table with the same players.
 * @csspart next - Says that the next table is ready.
 * @csspart hand-over - At hot seats: the screen that asks to hand the table over.
 * @csspart reveal - At hot seats: the button that shows the next person's cards.
 * @csspart rules - The rules panel: the game's short rules (goal, a turn, scoring, the end) behind a "Rules" disclosure.
 * @csspart rules-toggle - The panel's "Rules" summary, which opens and closes it.
 * @csspart how-to-play - The panel's link to the game's how-to-play page (the `how-to-play` attribute).
 * @csspart guide - A guided game (`guided`), on your turn: the suggested move, shown on the board, and the rule behind it.
 * @csspart guide-move - The suggested move, in words.
 * @csspart guide-rule - The short rules' sentence for that kind of move (where none is suggested: each kind's now).
 * @csspart guide-note - Where the host allows no hints: that no move is suggested, before the rules of the moment.
 * @csspart guide-now - A real-time game: what you can claim now and why (the roll, the dice or funnels that match).
 * @csspart guide-refused - What the rules say against the other moves of that kind now.
 * @attr {string} how-to-play - The address of the rules panel's how-to-play link, `{game}` and `{lang}` filled in (`how-to-play.html?game={game}&lang={lang}` by default; empty: no link).
 */
export abstract class TafelTable<G extends AnyGame = AnyGame> extends LitElement {
  static override properties = {
    seed: { type: String, reflect: true },
    seats: { type: String },
    language: { type: String, attribute: 'lang' },
    options: { type: String },
    botDelay: { type: Number, attribute: 'bot-delay' },
    rollPause: { type: Number, attribute: 'roll-pause' },
    api: { type: String },
    matchId: { type: String, attribute: 'match' },
    token: { type: String },
    theme: { type: String, reflect: true },
    guided: { type: Boolean },
  };

  static override styles = [theme, togetherStyles, feltStyles, rulesStyles, guideStyles, chatStyles];

  /** The board of the game this element plays (`null` while it loads: Das Spiel loads each game on demand). */
  protected abstract get board(): Board<G> | null;

  /** While the board loads: settles once it is there (the element then starts its game). */
  protected boardLoading: Promise<unknown> | null = null;

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
  /**
   * Milliseconds before each bot move, so a person can follow (600; 0 in tests). In the real-time games
   * (Raffzahn, Bunte Kuh) it sets the bots' pace instead: `bot-delay / 600` of their level's reaction times (600
   * their own pace, 1200 half as fast, 0 at once).
   */
  declare botDelay: number | undefined;
  /**
   * Real-time games: milliseconds the table waits before each roll, so that people can read the last round
   * (2500 at the bots' own pace; scaled by `bot-delay / 600` when absent, so 0 in tests). A person may change it
   * on the table.
   */
  declare rollPause: number | undefined;
  /** Hosted play: the Tafel API's base URL (with `match` and `token`). */
  declare api: string | undefined;
  /** Hosted play: the match id. */
  declare matchId: string | undefined;
  /** Hosted play: this seat's token (from the seat link); a spectator without one. */
  declare token: string | undefined;
  /** Forces the light or the dark look (by default the page's `prefers-color-scheme`). */
  declare theme: 'light' | 'dark' | undefined;
  /**
   * A guided first game: on your turns the hint, on the board, with the rule behind it. Where the host allows no
   * hints, no suggestion: the rules of what you can do now. Real-time games: what you can claim now and why.
   */
  declare guided: boolean | undefined;

  /** The match this table shows, and its events. */
  protected readonly table = new MatchController<G>(this);
  #bots: BotRunner | null = null;
  #started = false;
  /** A hosted table: "leave" was clicked and waits for its answer; this seat left; a request on its way. */
  readonly #together = new TogetherState<G>(this, this.table);
  /** The move marked on the board, a move in the making and the legal moves' keys (see {@link BoardMarks}). */
  readonly #marks = new BoardMarks<G>();
  /** The question before a new game throws away the one in progress. */
  readonly #question = new NewGameQuestion(
    this,
    () => {
      const m = this.table.match;
      return m !== null && m.outcome === null && (m.record?.moves.length ?? m.version) > 0;
    },
    (which) => this.newGame(which === 'same' ? this.table.match?.record?.seed : undefined),
  );
  /** The move log: its lines, the keyboard's cursor on them, whether it follows new lines. */
  readonly #log = new TableLog<G>(this, {
    table: this.table,
    board: () => this.board,
    marks: this.#marks,
    lang: () => this.tableLang,
  });
  /** The felt: the seats around the board, the final standings, the speed, the sound, your turn in view. */
  readonly #felt = new TableFelt<G>(this, this.table, () => this.board);
  /** Draws again when a pause before a roll ends. */
  readonly #rollPause = new RollPauseTimer(this, () => {
    const m = this.table.match;
    return m?.game.realtime ? (m.resumesAt ?? null) : null;
  });
  /** The rules panel, its game's short rules loaded when first drawn (see `rules/panel.ts`). */
  readonly #rules = new TableRules(this);
  /** A guided game's advice on each of the person's turns (see `rules/guided.ts`). */
  readonly #guide = new GuidedGame(this, () =>
    guideSource(
      { guided: this.guided === true, hints: this.#together.club.hints },
      this.table,
      this.board,
      (b) => this.#rules.of(b),
      this.tableLang,
      { hint: () => this.#hint(false), marks: this.#marks },
    ),
  );

  /**
   * Where the bots think: the game's own Worker, or the page's thread where no Worker can start. A page (or a
   * test) may put its own runner (core's `BotRunner`) here before the element connects.
   */
  get bots(): BotRunner {
    this.#bots ??= this.defaultBots();
    return this.#bots;
  }

  set bots(bots: BotRunner) {
    this.#bots = bots;
  }

  /** The runner a table starts with: its game's bots (see `bots/runner.ts`). */
  protected defaultBots(): BotRunner {
    const board = this.board;
    if (!board) throw new Error('the table has no board yet');
    return board.bots();
  }

  /** The language of the table. */
  get tableLang(): Lang {
    return langOf(this);
  }

  /** The seat view shown now: the person at this screen (or the hot seat that has it); spectator when none. */
  get view(): ViewOf<G> | null {
    return this.table.view;
  }

  /** The match record: save it, and set it again to continue that match. */
  get record(): MatchRecord | null {
    return this.table.match?.record ?? null;
  }

  set record(record: MatchRecord) {
    this.#load(record);
  }

  /** The outcome once the game is over (`tafel-end` carries the same), `null` while it is on. */
  get outcome(): Outcome | null {
    return this.table.match?.outcome ?? null;
  }

  /** The table's words in its language. */
  protected get t() {
    return translate(tableTexts, this.tableLang);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.#started) this.newGame(this.seed);
  }

  /** Done drawing once a move made here has been played (or refused) and drawn too. */
  protected override async getUpdateComplete(): Promise<boolean> {
    await this.boardLoading;
    let done = await super.getUpdateComplete();
    for (let pending = this.table.pending; pending; pending = this.table.pending) {
      // Its failure is the controller's to show (a notice and `tafel-error`); here it only ends the wait.
      await pending.catch(() => undefined);
      done = await super.getUpdateComplete();
    }
    return done;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!this.#started) return;
    const was = (p: string) => changed.has(p as keyof TafelTable) && changed.get(p as never) !== undefined;
    if (['api', 'matchId', 'token'].some(was)) {
      this.newGame();
      return;
    }
    if (['seats', 'options'].some(was) || (was('seed') && this.seed !== this.table.match?.record?.seed)) {
      this.newGame(this.seed);
    }
  }

  /** Starts a new game (a new seed unless one is given); a hosted table joins its match instead. */
  newGame(seed: string | undefined = undefined): void {
    const refused = this.attributeProblem();
    const board = this.board;
    if (!refused && !board) return;
    this.#started = true;
    this.#together.reset();
    this.#marks.marked = null;
    this.#question.asked = null;
    this.#log.reset();
    if (board && this.api && this.matchId) {
      this.table.match = new HostedMatch({
        game: board.game,
        api: this.api,
        match: this.matchId,
        token: this.token,
        lang: this.tableLang,
      });
      return;
    }
    try {
      if (refused || !board) throw refused;
      const match = LocalMatch.create(this.#local(board), {
        seed: seed ?? freshSeed(),
        options: optionsOf(board as Board<AnyGame>, this.options, this.t),
      });
      this.table.match = match;
      this.seed = match.record.seed;
    } catch (e) {
      this.table.match = null;
      this.#refuseAttributes(e);
    }
  }

  /**
   * An attribute this element cannot play with, said in the table's language (`null`: none). The base table
   * checks `seats`, `options` and `bot-delay` itself; a game's element adds its own (Das Spiel's `game`).
   */
  protected attributeProblem(): AttributeProblem | null {
    return null;
  }

  /** How a match in the page is played: the game, the seats, the bots and the people's pace. */
  #local(board: Board<G>) {
    const attributes = {
      seats: this.seats,
      options: this.options,
      botDelay: this.botDelay,
      rollPause: this.rollPause,
      written: (name: string) => this.getAttribute(name),
    };
    return localPlan(board, attributes, this.t, this.bots, () => paceOf(this.botDelay, this.rollPause));
  }

  /** Shows why the attributes give no table, and fires `tafel-error`. */
  #refuseAttributes(e: unknown): void {
    const { code, message } = refusalOf(e, this.board, this.options, this.tableLang, this.t);
    this.table.error(code, message);
  }

  /** For a game's element: shows a failure of its own (e.g. its Wasm module) as the table does its own. */
  protected showError(code: string, message: string): void {
    this.table.error(code, message);
  }

  #load(record: MatchRecord): void {
    const board = this.board;
    if (!board && this.boardLoading) {
      void this.boardLoading.then(() => this.#load(record));
      return;
    }
    try {
      if (!board) throw new Error('this table plays no game');
      const parsed = parseRecord(record);
      if (parsed.game !== board.game.id) throw new Error(`it is a record of ${parsed.game}`);
      const match = LocalMatch.fromRecord(this.#local(board), parsed);
      this.#started = true;
      this.#marks.marked = null;
      this.#question.asked = null;
      this.table.match = match;
      this.seed = parsed.seed;
    } catch (e) {
      this.table.error('invalid-record', this.t('loadFailed', { reason: reasonOf(e, this.tableLang) }));
    }
  }

  async #upload(e: Event): Promise<void> {
    try {
      const record = await pickedRecord(e);
      if (record) this.#load(record);
    } catch (err) {
      this.table.error('invalid-record', this.t('loadFailed', { reason: reasonOf(err, this.tableLang) }));
    }
  }

  /** The strong bot's move for the seat shown, marked on the board; said to the person unless `say` is false. */
  #hint(say = true): Promise<Hinted | null> {
    return showHint(
      {
        bots: this.bots,
        table: this.table,
        board: this.board,
        marks: this.#marks,
        t: this.t,
        lang: this.tableLang,
      },
      say,
    );
  }

  /** Whether a stage of the game is shown as a summary the person dismisses (see `Board.summary`). */
  wantsSummary(milestone: Milestone): boolean {
    const board = this.board;
    const view = this.table.view;
    if (!board?.summary || view === null) return false;
    return board.summary(milestone, this.context(view)) !== null;
  }

  /** What the board is given (see {@link BoardContext}). */
  protected context(view: ViewOf<G>): BoardContext<G> {
    return boardContext(view, {
      table: this.table,
      marks: this.#marks,
      lang: this.tableLang,
      t: this.t,
      host: this,
    });
  }

  /** The game's board for the view shown (a game's element may frame it: Das Spiel's zoom). */
  protected renderBoard(ctx: BoardContext<G>): unknown {
    return this.board?.render(ctx);
  }

  /** The status line: how the match is reached, whose turn, who thinks, or the result. */
  protected status(): string {
    const m = this.table.match;
    if (!m) return this.#together.left ? '' : (this.table.notice ?? '');
    return statusLine(this.t, m, this.#statusOf());
  }

  /** What the status line and the result are told besides the match. */
  #statusOf(): StatusOf {
    const board = this.board;
    const view = this.table.view;
    return {
      seatName: (s) => this.table.seatName(s),
      mine: this.table.mine,
      ownResult: (outcome) =>
        board?.result && view !== null ? board.result(outcome, this.context(view)) : null,
    };
  }

  /** Real-time games in the page: the pause before each roll, which the person may change. */
  #pacePicker(): TemplateResult | typeof nothing {
    const m = this.table.match;
    if (!m?.game.realtime || !m.restartable) return nothing;
    return pacePicker(this.t, paceOf(this.botDelay, this.rollPause).rollPause, (ms) => {
      this.rollPause = ms;
    });
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    // A summary takes the focus when it comes (its button: read, then go on).
    const summary = this.renderRoot.querySelector<HTMLElement>('[part~="continue"]');
    if (summary && summary.dataset.focused !== 'yes') {
      summary.dataset.focused = 'yes';
      summary.focus();
    }
  }

  /** The game over: watch its replay, and (hosted) copy the replay link. */
  readonly #replay = new ReplayActions(() => this.requestUpdate());

  override render(): TemplateResult {
    const t = this.t;
    const table = this.table;
    const m = table.match;
    const handOver = table.handOverTo;
    const view = table.view;
    const board = this.board;
    const ctx = m && board && view !== null ? this.context(view) : null;
    const hosted = m?.table ?? null;
    const waiting = hosted !== null && !hosted.started && !m?.outcome;
    return html`<section part="table" class="table" lang=${this.tableLang}>
      ${statusHeader(board ? board.game.title[this.tableLang] : null, this.status(), m?.thinking != null, this.#together.club.clockWords())}
      ${table.notice ? html`<p part="notice" class="notice" role="alert">${table.notice}</p>` : nothing}
      ${
        handOver !== null
          ? handOverPanel(t, table.seatName(handOver), () => table.reveal(handOver))
          : this.#together.left
            ? leftPanel(t, () => this.newGame())
            : waiting
              ? waitingRoom(t, hosted)
              : ctx
                ? html`<div part="board" class=${this.botDelay === 0 ? 'board instant' : 'board'}>${this.#felt.render(ctx, t, html`${this.#guide.render()}${this.renderBoard(ctx)}`)}</div>`
                : nothing
      }
      <aside part="side" class="side">
        ${this.#rules.render(board, this.tableLang, this.getAttribute('how-to-play'))}
        ${hosted ? this.#together.side(t, hosted, m?.outcome != null) : nothing}
        ${ctx && board?.renderScore && !waiting ? board.renderScore(ctx) : nothing}
        ${m?.outcome && board ? matchScoreChart(t, m, board, table.viewer, (s) => table.seatName(s)) : nothing}
        ${m && !hosted ? playersList(t, m.seats, (s) => table.seatName(s)) : nothing} ${this.#felt.settings()} ${this.#pacePicker()} ${this.#log.render(t)}
      </aside>
      ${tableControls(
        t,
        html`${hosted ? this.#together.render(t, hosted, m?.outcome != null) : nothing}
        ${this.#question.render(t) ?? nothing}`,
        {
          hint:
            !m || m.outcome !== null || m.thinking !== null || !table.mine ? null : () => void this.#hint(),
          hintHidden: !this.#together.club.hints,
          restartable: !m || m.restartable,
          undo: m?.canUndo ? () => table.undo() : null,
          ask: (which) => this.#question.ask(which),
          download: this.record ? () => downloadRecord(this.record!) : null,
          upload: (e) => void this.#upload(e),
          retry: table.failure ? () => table.retry() : null,
        },
      )}
      ${
        m?.outcome
          ? this.#replay.render({
              record: this.api ? null : this.record,
              hosted: this.api && this.matchId ? { api: this.api, match: this.matchId } : null,
              viewer: table.viewer,
              lang: this.tableLang,
            })
          : nothing
      }
    </section>`;
  }
}
