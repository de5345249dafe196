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
import type { AnyGame, HiddenMove, Lang, MatchRecord, Milestone, Outcome, Seat } from '@tafel/core';
import { parseRecord, Rng, RuleError } from '@tafel/core';
import type { BotRunner } from '@tafel/core/match';
import { html, LitElement, nothing, type PropertyValues, svg, type TemplateResult } from 'lit';
import { capitalise, langOf, translate } from '../i18n/index.js';
import { AttributeProblem } from './attribute-problem.js';
import type { Board, BoardContext, Marked, MoveControl, Pace, Telling, Who } from './board.js';
import { HostedMatch } from './hosted-match.js';
import { LocalMatch } from './local-match.js';
import type { MoveOf, Rematch, SeenMove, TableInfo, ViewOf } from './match.js';
import { type ErrorDetail, MatchController, type MoveDetail, reasonOf } from './match-controller.js';
import { moveKey } from './move-key.js';
import { scoreChart } from './score-chart.js';
import { parseSeats, SeatsError } from './seats.js';
import { tableTexts } from './texts.js';
import { theme } from './theme.js';
import {
  leftPanel,
  openCount,
  peopleList,
  togetherControls,
  togetherStyles,
  waitingRoom,
} from './together.js';

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

/** The bots' own pace: `bot-delay` 600. */
const OWN_PACE_MS = 600;
/** The pause before each roll of a real-time game at the bots' own pace, in ms (`roll-pause`'s default). */
const ROLL_PAUSE_MS = 2500;
/** The pauses a person may choose before each roll (ms). */
const ROLL_PAUSES = [0, 1000, 2500, 4000, 6000] as const;

/** A line of the move log: the sentence, and the stage of the game the move closed (its own line). */
interface LogLine<G extends AnyGame> {
  readonly key: string;
  readonly seat: Seat;
  readonly move: MoveOf<G> | HiddenMove;
  readonly text: string;
  readonly milestone: string | null;
}

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
 * @cssprop [--tafel-felt=#e6efe7] - The play area (dark: #203326).
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
 * @csspart board - The game's board.
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
 * @csspart milestone - A line of the log that tells what the table learnt (a deal scored, an auction settled).
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
  };

  static override styles = [theme, togetherStyles];

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

  /** The match this table shows, and its events. */
  protected readonly table = new MatchController<G>(this);
  #bots: BotRunner | null = null;
  #started = false;
  /** A move in the making (a board's `ctx.ui`), and the match version it belongs to. */
  #ui: { match: unknown; stamp: string; ui: Record<string, unknown> } = { match: null, stamp: '', ui: {} };
  /** A hosted table: "leave" was clicked and waits for its answer; this seat left; a request on its way. */
  #together = { confirming: false, left: false, busy: false };
  /** The move shown on the board (a hint's, or a log line's), and the match version it was shown at. */
  #marked: (Marked<G> & { readonly version: number; readonly match: unknown }) | null = null;
  /** A new game asked for while one is in progress: the question shown (`same`: the same deal again). */
  #confirming: 'new' | 'same' | null = null;
  /** The log line the keyboard is on (its list has the focus), or `null`. */
  #logCursor: number | null = null;
  /** Whether the log was scrolled to its end (it then follows new lines). */
  #logAtEnd = true;
  /** The log's lines as sentences, kept while the match, the viewer and the language stay. */
  #lines: { match: unknown; viewer: Seat | null; lang: Lang; lines: LogLine<G>[] } | null = null;
  /** The timer that draws again when a pause before a roll ends. */
  #pauseTimer: ReturnType<typeof setTimeout> | null = null;
  /** The legal moves' keys, and the match and stamp they were taken at. */
  #legalKeys: { match: unknown; stamp: string; keys: Set<string> } = {
    match: null,
    stamp: '',
    keys: new Set(),
  };

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
    this.#together = { confirming: false, left: false, busy: false };
    this.#marked = null;
    this.#confirming = null;
    this.#logCursor = null;
    this.#logAtEnd = true;
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
      const seats = parseSeats(this.seats ?? board.defaultSeats, board.game.players);
      const match = LocalMatch.create(this.#local(board, seats), {
        seed: seed ?? freshSeed(),
        options: this.#options(board),
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
  #local(board: Board<G>, seats: ReturnType<typeof parseSeats>) {
    const botDelay = this.#botDelay();
    this.#rollPause(botDelay);
    const pause = board.pause;
    return {
      game: board.game,
      seats,
      bots: this.bots,
      botDelay,
      ...(pause
        ? {
            pause: (before: unknown, after: unknown) => pause(before as never, after as never, this.#pace()),
          }
        : {}),
    };
  }

  /** The `options` attribute as an object; an {@link AttributeProblem} when it is not JSON. */
  #options(board: Board<G>): Record<string, unknown> {
    if (!this.options) return {};
    try {
      return JSON.parse(this.options) as Record<string, unknown>;
    } catch {
      // The parser's own words are English and about characters: the table names the attribute instead.
      throw new AttributeProblem(
        'invalid-options',
        this.t('invalidOptionsJson', { attribute: this.options, keys: optionKeys(board) }),
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

  /**
   * The `roll-pause` attribute in ms: by default 2500 at the bots' own pace, scaled as they are; an
   * {@link AttributeProblem} when it is no such number.
   */
  #rollPause(botDelay: number): number {
    const pause = this.rollPause ?? ROLL_PAUSE_MS * (botDelay / OWN_PACE_MS);
    if (Number.isFinite(pause) && pause >= 0) return pause;
    throw new AttributeProblem(
      'invalid-roll-pause',
      this.t('invalidRollPause', { attribute: this.getAttribute('roll-pause') ?? String(pause) }),
    );
  }

  /** The people's pace now (read whenever a board's pause is asked: the person may change it meanwhile). */
  #pace(): Pace {
    const botDelay =
      Number.isFinite(this.botDelay) && (this.botDelay ?? 0) >= 0 ? this.botDelay! : OWN_PACE_MS;
    const factor = botDelay / OWN_PACE_MS;
    const rollPause = this.rollPause ?? ROLL_PAUSE_MS * factor;
    return { factor, rollPause: Number.isFinite(rollPause) && rollPause >= 0 ? rollPause : 0 };
  }

  /** Shows why the attributes give no table, and fires `tafel-error`. */
  #refuseAttributes(e: unknown): void {
    const board = this.board;
    if (e instanceof AttributeProblem) this.table.error(e.code, e.message);
    else if (e instanceof SeatsError) this.table.error(e.code, e.text(this.tableLang));
    else if (e instanceof RuleError)
      this.table.error(
        e.code,
        this.t('invalidOptions', {
          attribute: this.options ?? '',
          reason: e.text(this.tableLang),
          keys: board ? optionKeys(board) : '',
        }),
      );
    else throw e;
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
      const seats = parseSeats(this.seats ?? board.defaultSeats, board.game.players);
      const match = LocalMatch.fromRecord(this.#local(board, seats), parsed);
      this.#started = true;
      this.#marked = null;
      this.#confirming = null;
      this.table.match = match;
      this.seed = parsed.seed;
    } catch (e) {
      this.table.error('invalid-record', this.t('loadFailed', { reason: reasonOf(e, this.tableLang) }));
    }
  }

  #download(): void {
    const record = this.record;
    if (!record) return;
    const blob = new Blob([`${JSON.stringify(record, null, 2)}\n`], { type: 'application/json' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = `${record.game}-${record.seed}.json`;
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
      this.table.error('invalid-record', this.t('loadFailed', { reason: reasonOf(err, this.tableLang) }));
    }
  }

  /**
   * The strong bot's move for the seat shown, on a state with what it sees: said in the board's words and shown
   * on the board (cells outlined, the card raised) until the match moves on; the person plays it or not.
   */
  async #hint(): Promise<void> {
    const match = this.table.match;
    const seat = this.table.viewer;
    const board = this.board;
    if (!match || !board || seat === null || !this.table.mine) return;
    try {
      const state = match.position(seat);
      const version = match.version;
      const { move } = await this.bots.run({
        game: match.game.id,
        bot: 'strong',
        state,
        seat,
        rng: Rng.fromSeed(`hint:${version}`).state(),
      });
      if (this.table.match !== match) return;
      const hinted = move as MoveOf<G>;
      // Another seat moved meanwhile (a sealed bid, a real-time race): the hint stands while it is still legal.
      if (match.version !== version && !match.legal(seat).some((m) => moveKey(m) === moveKey(hinted))) return;
      this.#marked = { seat, move: hinted, from: 'hint', version: match.version, match };
      const now = this.table.view;
      const words = board.describe(
        hinted,
        this.#telling(seat, 'hint', now === null ? null : { before: now, after: now }),
      );
      this.table.say(this.t('hintIs', { move: words }));
    } catch (e) {
      this.table.error('bot-failed', this.t('hintFailed', { reason: reasonOf(e, this.tableLang) }));
    }
  }

  /** What a board is told to put a move of `seat` into words. */
  #telling(seat: Seat, who: Who, views: { before: ViewOf<G>; after: ViewOf<G> } | null): Telling<G> {
    return {
      lang: this.tableLang,
      who,
      name: this.table.seatName(seat),
      seat,
      viewer: this.table.viewer,
      before: views?.before ?? null,
      after: views?.after ?? null,
      seatName: (s) => this.table.seatName(s),
    };
  }

  /** The move shown on the board now: a hint's while the match stands still, or the log line's pointed at. */
  #shown(): Marked<G> | null {
    const marked = this.#marked;
    const match = this.table.match;
    if (!marked || marked.match !== match) return null;
    if (marked.from === 'hint' && marked.version !== match?.version) return null;
    return marked;
  }

  /** Whether `move` is the move shown on the board. */
  #isMarked(move: MoveOf<G>): boolean {
    const shown = this.#shown();
    return shown !== null && !('hidden' in (shown.move as object)) && moveKey(shown.move) === moveKey(move);
  }

  /** The log's lines in sentences (each made once: only new moves are put into words). */
  #logLines(): LogLine<G>[] {
    const board = this.board;
    const match = this.table.match;
    if (!board || !match) return [];
    const viewer = this.table.viewer;
    const lang = this.tableLang;
    const seen: SeenMove<G>[] = this.table.log;
    const cached = this.#lines;
    const kept =
      cached && cached.match === match && cached.viewer === viewer && cached.lang === lang
        ? cached.lines
        : [];
    const lines: LogLine<G>[] = [];
    for (let i = 0; i < seen.length; i++) {
      const { seat, move } = seen[i]!;
      // A hosted table's milestone may come after its move: the line is told again when it does.
      const key = `${seat}:${moveKey(move)}:${seen[i]!.milestone ? 'closed' : ''}`;
      const old = kept[i];
      if (old && old.key === key) {
        lines.push(old);
        continue;
      }
      const entry = seen[i]!;
      const who: Who = this.table.isYou(seat) ? 'you' : 'other';
      const text = capitalise(board.describe(move, this.#telling(seat, who, entry.views?.() ?? null)));
      const milestone =
        entry.milestone && board.describeMilestone
          ? capitalise(
              board.describeMilestone(entry.milestone, { lang, seatName: (s) => this.table.seatName(s) }),
            )
          : null;
      lines.push({ key, seat, move, text, milestone });
    }
    this.#lines = { match, viewer, lang, lines };
    return lines;
  }

  /** Shows the move of log line `i` on the board (`null`: none). */
  #markLine(i: number | null): void {
    const match = this.table.match;
    const line = i === null ? undefined : this.#lines?.lines[i];
    if (!match || !line) {
      if (this.#marked?.from === 'log') this.#marked = null;
    } else this.#marked = { seat: line.seat, move: line.move, from: 'log', version: match.version, match };
    this.requestUpdate();
  }

  /** The arrow keys go from log line to log line, showing each move on the board. */
  #onLogKey = (e: KeyboardEvent): void => {
    const count = this.#lines?.lines.length ?? 0;
    if (count === 0) return;
    const at = this.#logCursor ?? count;
    const to =
      e.key === 'ArrowUp'
        ? Math.max(0, at - 1)
        : e.key === 'ArrowDown'
          ? Math.min(count - 1, at + 1)
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? count - 1
              : e.key === 'Escape'
                ? null
                : undefined;
    if (to === undefined) return;
    e.preventDefault();
    this.#logCursor = to;
    this.#markLine(to);
  };

  /** Asks before a new game throws away a game in progress (`same`: the same deal again). */
  #ask(which: 'new' | 'same'): void {
    const m = this.table.match;
    const inProgress = m !== null && m.outcome === null && (m.record?.moves.length ?? m.version) > 0;
    if (!inProgress) {
      this.#start(which);
      return;
    }
    this.#confirming = which;
    this.requestUpdate();
    void this.updateComplete.then(() =>
      (this.renderRoot.querySelector('[part~="confirm-no"]') as HTMLElement | null)?.focus(),
    );
  }

  #start(which: 'new' | 'same'): void {
    const seed = this.table.match?.record?.seed;
    this.#confirming = null;
    this.newGame(which === 'same' ? seed : undefined);
  }

  /** Whether a stage of the game is shown as a summary the person dismisses (see `Board.summary`). */
  wantsSummary(milestone: Milestone): boolean {
    const board = this.board;
    const view = this.table.view;
    if (!board?.summary || view === null) return false;
    return board.summary(milestone, this.context(view)) !== null;
  }

  /** A move control: enabled as the board says (by default: the move is legal now), else it says why when tried. */
  #moveButton(move: MoveOf<G>, label: string, content: unknown, control: MoveControl = {}): TemplateResult {
    const marked = this.#isMarked(move) ? ' marked' : '';
    const part = `${control.part ?? ''}${marked}`;
    const enabled = (control.enabled ?? this.#legal().has(moveKey(move))) && this.table.mine;
    const why = () => this.table.why(move);
    return html`<button
      part="move ${part}"
      class="move ${part}"
      aria-label=${label}
      aria-disabled=${enabled ? 'false' : 'true'}
      title=${enabled ? label : this.table.mine ? this.t('notLegalNow') : this.t('notYourTurn')}
      @focus=${enabled ? nothing : (e: Event) => explain(e, why)}
      @pointerenter=${enabled ? nothing : (e: Event) => explain(e, why)}
      @click=${(e: Event) => (enabled ? void this.table.play(move) : this.table.say(explain(e, why)))}
    >
      ${content}
    </button>`;
  }

  /** The legal moves of the seat shown, by key (kept while the match stands still). */
  #legal(): Set<string> {
    const match = this.table.match;
    const stamp = this.#stamp();
    const cached = this.#legalKeys;
    if (cached.match !== match || cached.stamp !== stamp)
      this.#legalKeys = { match, stamp, keys: new Set(this.table.legal.map(moveKey)) };
    return this.#legalKeys.keys;
  }

  /** What changes whenever the match does: its version, whose screen it is and whether it may move. */
  #stamp(): string {
    const m = this.table.match;
    return `${m?.version ?? -1}:${this.table.viewer}:${this.table.mine}:${m?.active().join()}`;
  }

  /** The board's state for a move in the making: cleared whenever the match changes. */
  #boardUi(): Record<string, unknown> {
    const match = this.table.match;
    const stamp = this.#stamp();
    if (this.#ui.match !== match || this.#ui.stamp !== stamp) this.#ui = { match, stamp, ui: {} };
    return this.#ui.ui;
  }

  /** What the board is given (see {@link BoardContext}). */
  protected context(view: ViewOf<G>): BoardContext<G> {
    const table = this.table;
    return {
      view,
      legal: table.legal,
      seat: table.viewer,
      mine: table.mine,
      lang: this.tableLang,
      position: () => {
        const seat = table.viewer;
        return seat === null ? null : (table.match?.position(seat) ?? null);
      },
      play: (move) => void table.play(move),
      seatName: (seat) => table.seatName(seat),
      isLegal: (move) => this.#legal().has(moveKey(move)),
      marked: this.#shown(),
      isMarked: (move) => this.#isMarked(move),
      resumesAt: table.match?.game.realtime ? (table.match.resumesAt ?? null) : null,
      moveButton: (move, label, content, control) => this.#moveButton(move, label, content, control),
      stepButton: (label, content, onChoose, step = {}) => {
        const enabled = (step.enabled ?? true) && table.mine;
        const why = step.why ?? (table.mine ? this.t('notLegalNow') : this.t('notYourTurn'));
        const part = `${step.part ?? ''}${step.marked ? ' marked' : ''}`;
        return html`<button
          part="move ${part}"
          class="move ${part} ${step.chosen ? 'chosen' : ''}"
          aria-label=${label}
          aria-pressed=${step.chosen === undefined ? nothing : step.chosen ? 'true' : 'false'}
          aria-disabled=${enabled ? 'false' : 'true'}
          title=${enabled ? label : why}
          @click=${() => (enabled ? onChoose() : table.say(why))}
        >
          ${content}
        </button>`;
      },
      boardMove: (label, content, onChoose, marked = false) =>
        svg`<g part=${marked ? 'move cell marked' : 'move cell'} class=${marked ? 'marked' : ''} role="button" tabindex="0" aria-disabled="false" aria-label=${label}
          @click=${onChoose}
          @keydown=${(e: KeyboardEvent) => {
            if (e.key === 'Enter' || e.key === ' ') {
              e.preventDefault();
              onChoose();
            }
          }}>${content}</g>`,
      ui: this.#boardUi(),
      refresh: () => this.requestUpdate(),
      notice: (text) => table.say(text),
      focus: (selector) => {
        void this.updateComplete.then(() =>
          (this.renderRoot.querySelector(selector) as HTMLElement | SVGElement | null)?.focus(),
        );
      },
    };
  }

  /** The game's board for the view shown (a game's element may frame it: Das Spiel's zoom). */
  protected renderBoard(ctx: BoardContext<G>): unknown {
    return this.board?.render(ctx);
  }

  /** The status line: how the match is reached, whose turn, who thinks, or the result. */
  protected status(): string {
    const t = this.t;
    const m = this.table.match;
    if (!m) return this.#together.left ? '' : (this.table.notice ?? '');
    if (m.status === 'connecting') return t('connecting');
    if (m.table && !m.table.started && !m.outcome) return t('waiting', { n: openCount(m.table) });
    const outcome = m.outcome;
    if (outcome) {
      const ended = t('ended', { result: this.#result(outcome) });
      const deal = m.table?.deal;
      if (!deal) return ended;
      return `${ended} · ${deal.verified ? t('dealVerified') : t('dealNotVerified')}`;
    }
    if (m.status === 'reconnecting') return t('reconnecting');
    if (m.game.realtime && m.resumesAt != null) return t('pausing');
    if (m.thinking !== null) return t('thinking', { name: this.table.seatName(m.thinking) });
    if (this.table.mine) return t('yourTurn');
    return m
      .active()
      .map((s) => t('seatTurn', { name: this.table.seatName(s) }))
      .join(' · ');
  }

  /** How the game ended: the board's words (a solo rank), else its winners. */
  #result(outcome: Outcome): string {
    const board = this.board;
    const view = this.table.view;
    const own = board?.result && view !== null ? board.result(outcome, this.context(view)) : null;
    if (own) return own;
    if (outcome.winners.length === 0) return this.t('noWinner');
    const names = outcome.winners.map((s) => this.table.seatName(s)).join(', ');
    return this.t('winner', { n: outcome.winners.length, names });
  }

  /** The scores after every move of the match, as the seat shown saw them (changes only). */
  #scoreSeries(): number[][] {
    const m = this.table.match;
    const board = this.board;
    if (!m || !board?.scores) return [];
    const series: number[][] = [];
    for (const view of m.views(this.table.viewer)) {
      const now = board.scores(view);
      const previous = series.at(-1);
      if (now && (!previous || now.some((v, i) => v !== previous[i]))) series.push([...now]);
    }
    return series;
  }

  /** Who sits where: the people by name, each bot with its level. */
  #players(): TemplateResult | typeof nothing {
    const m = this.table.match;
    if (!m || m.seats.length === 0) return nothing;
    const t = this.t;
    const level = (bot: string) => (bot === 'easy' || bot === 'normal' || bot === 'strong' ? t(bot) : bot);
    return html`<ul part="players" class="players" aria-label=${t('players')}>
      ${m.seats.map((spec, seat) => {
        const name = this.table.seatName(seat);
        return html`<li>${spec.kind === 'bot' ? t('botLevel', { name, level: level(spec.bot) }) : name}</li>`;
      })}
    </ul>`;
  }

  /** Real-time games in the page: the pause before each roll, which the person may change. */
  #pacePicker(): TemplateResult | typeof nothing {
    const m = this.table.match;
    if (!m?.game.realtime || !m.restartable) return nothing;
    const t = this.t;
    // A pause scaled from `bot-delay` (say 16,666.7 ms) is offered to a tenth of a second: "16.7 s", not "16.67 s".
    const now = Math.round(this.#pace().rollPause / 100) * 100;
    const choices: number[] = [...new Set([...ROLL_PAUSES, now])].sort((a, b) => a - b);
    return html`<label part="pace" class="pace">
      ${t('rollPause')}
      <select
        @change=${(e: Event) => {
          this.rollPause = Number((e.target as HTMLSelectElement).value);
        }}
      >
        ${choices.map(
          (ms) =>
            html`<option value=${ms} ?selected=${ms === now}>
              ${ms === 0 ? t('noPause') : t('seconds', { s: ms / 1000 })}
            </option>`,
        )}
      </select>
    </label>`;
  }

  /** The whole move log, scrollable; a line pointed at or focused shows its move on the board. */
  #log(): TemplateResult {
    const t = this.t;
    const lines = this.#logLines();
    const cursor = this.#logCursor;
    return html`<details part="log" class="log" open>
      <summary>${t('logLines', { n: lines.length })}</summary>
      <ol
        part="log-lines"
        class="lines"
        tabindex="0"
        aria-label=${t('log')}
        @keydown=${this.#onLogKey}
        @focus=${() => {
          if (this.#logCursor === null && lines.length > 0) {
            this.#logCursor = lines.length - 1;
            this.#markLine(this.#logCursor);
          }
        }}
        @blur=${() => {
          this.#logCursor = null;
          this.#markLine(null);
        }}
        @scroll=${(e: Event) => {
          const ol = e.currentTarget as HTMLElement;
          this.#logAtEnd = ol.scrollTop + ol.clientHeight >= ol.scrollHeight - 4;
        }}
      >
        ${lines.map(
          (line, i) =>
            html`<li
                class=${cursor === i ? 'current' : ''}
                aria-current=${cursor === i ? 'true' : nothing}
                @pointerenter=${() => this.#markLine(i)}
                @pointerleave=${() => this.#markLine(null)}
              >
                ${line.text}
                ${
                  // Inside its move's item, not an item of its own: the list's numbers (and a screen reader's
                  // count of items) are the moves' alone, as the heading counts them.
                  line.milestone
                    ? html`<span part="milestone" class="milestone">${line.milestone}</span>`
                    : nothing
                }
              </li>`,
        )}
      </ol>
    </details>`;
  }

  /** The question before a new game throws the one in progress away. */
  #confirm(which: 'new' | 'same'): TemplateResult {
    const t = this.t;
    return html`<div part="confirm" class="confirm" role="alertdialog" aria-labelledby="tafel-confirm">
      <p id="tafel-confirm">${t(which === 'same' ? 'confirmSame' : 'confirmNew')}</p>
      <button part="control confirm-yes" @click=${() => this.#start(which)}>${t('confirmYes')}</button>
      <button
        part="control confirm-no"
        @click=${() => {
          this.#confirming = null;
          this.requestUpdate();
        }}
      >
        ${t('confirmNo')}
      </button>
    </div>`;
  }

  /** The summary of a stage of the game, read before the table goes on. */
  #summary(ctx: BoardContext<G> | null): TemplateResult | typeof nothing {
    const milestone = this.table.summary;
    const board = this.board;
    if (!milestone || !board?.summary || !ctx) return nothing;
    const summary = board.summary(milestone, ctx);
    if (!summary) return nothing;
    return html`<section part="summary" class="summary" role="dialog" aria-labelledby="tafel-summary">
      <h3 id="tafel-summary">${summary.title}</h3>
      ${summary.body}
      <button part="control continue" class="continue" @click=${() => this.table.dismiss()}>
        ${this.t('continue')}
      </button>
    </section>`;
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    // The log follows new lines while it was at its end.
    const ol = this.renderRoot.querySelector<HTMLElement>('.log .lines');
    if (ol && this.#logAtEnd && this.#logCursor === null) ol.scrollTop = ol.scrollHeight;
    // A summary takes the focus when it comes (its button: read, then go on).
    const summary = this.renderRoot.querySelector<HTMLElement>('[part~="continue"]');
    if (summary && summary.dataset.focused !== 'yes') {
      summary.dataset.focused = 'yes';
      summary.focus();
    }
    // A pause before the next roll: draw again when it ends.
    const at = this.table.match?.game.realtime ? this.table.match.resumesAt : null;
    if (this.#pauseTimer !== null) clearTimeout(this.#pauseTimer);
    this.#pauseTimer =
      at != null ? setTimeout(() => this.requestUpdate(), Math.max(0, at - performance.now()) + 20) : null;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    if (this.#pauseTimer !== null) clearTimeout(this.#pauseTimer);
    this.#pauseTimer = null;
  }

  /** A hosted table: leave (once confirmed), then the way back; play again at the end. */
  #togetherControls(info: TableInfo, over: boolean): unknown {
    const state = this.#together;
    const set = (next: Partial<typeof state>) => {
      this.#together = { ...this.#together, ...next };
      this.requestUpdate();
    };
    return togetherControls(this.t, {
      table: info,
      over,
      confirming: state.confirming,
      busy: state.busy,
      askLeave: () => set({ confirming: true }),
      stay: () => set({ confirming: false }),
      leave: async () => {
        set({ busy: true });
        const left = await this.table.leave();
        set({ busy: false, confirming: false, left });
        // Gone from the table: its stream closes, so the others see the seat empty and a bot takes it.
        if (left) this.table.match = null;
      },
      playAgain: async () => {
        set({ busy: true });
        const next = await this.table.rematch();
        set({ busy: false });
        if (next) this.#moveTo(next.match, next.token);
      },
      follow: () => {
        if (info.next) this.#moveTo(info.next, undefined);
      },
    });
  }

  /** Shows another hosted match (the next table): its id, and this seat's token there. */
  #moveTo(match: string, token: string | undefined): void {
    this.setAttribute('match', match);
    if (token) this.setAttribute('token', token);
    else this.removeAttribute('token');
  }

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
    const confirming = this.#confirming;
    return html`<section part="table" class="table" lang=${this.tableLang}>
      <header part="status" class="status" role="status" aria-live="polite">
        ${board ? html`<h2 class="title">${board.game.title[this.tableLang]}</h2>` : nothing}
        <p class="turn">${this.status()}</p>
        ${m?.thinking != null ? html`<span class="thinking" part="thinking" aria-hidden="true"></span>` : nothing}
      </header>
      ${table.notice ? html`<p part="notice" class="notice" role="alert">${table.notice}</p>` : nothing}
      ${
        handOver !== null
          ? html`<div part="hand-over" class="hand-over">
              <p>${t('handOver', { name: table.seatName(handOver) })}</p>
              <button part="control reveal" @click=${() => table.reveal(handOver)}>
                ${t('handOverReady', { name: table.seatName(handOver) })}
              </button>
            </div>`
          : this.#together.left
            ? leftPanel(t, () => this.newGame())
            : waiting
              ? waitingRoom(t, hosted)
              : ctx
                ? html`<div part="board" class="board">${this.#summary(ctx)}${this.renderBoard(ctx)}</div>`
                : nothing
      }
      <aside part="side" class="side">
        ${hosted ? peopleList(t, hosted, (s) => table.seatName(s), m?.outcome != null) : nothing}
        ${ctx && board?.renderScore && !waiting ? board.renderScore(ctx) : nothing}
        ${
          m?.outcome
            ? scoreChart(
                this.#scoreSeries(),
                m.seats.map((_, seat) => table.seatName(seat)),
                t('scoreOverTime'),
              )
            : nothing
        }
        ${this.#players()} ${this.#pacePicker()} ${this.#log()}
      </aside>
      <footer part="controls" class="controls">
        ${hosted ? this.#togetherControls(hosted, m?.outcome != null) : nothing}
        ${confirming ? this.#confirm(confirming) : nothing}
        ${
          table.failure
            ? html`<button part="control retry" class="retry" @click=${() => table.retry()}>${t('retry')}</button>`
            : nothing
        }
        <button part="control hint" @click=${() => this.#hint()} ?disabled=${!m || m.outcome !== null || m.thinking !== null || !table.mine}>
          ${t('hint')}
        </button>
        ${
          m && !m.restartable
            ? nothing
            : html`<button part="control undo" @click=${() => table.undo()} ?disabled=${!m?.canUndo}>${t('undo')}</button>
                <button part="control new-game" @click=${() => this.#ask('new')}>${t('newGame')}</button>
                <button part="control same-seed" @click=${() => this.#ask('same')}>
                  ${t('sameSeed')}
                </button>`
        }
        <button part="control download" @click=${() => this.#download()} ?disabled=${!this.record}>${t('download')}</button>
        ${
          m && !m.restartable
            ? nothing
            : html`<label part="control load" class="load">
                ${t('load')}
                <input type="file" accept="application/json,.json" @change=${(e: Event) => this.#upload(e)} />
              </label>`
        }
      </footer>
    </section>`;
  }
}

/** A game's option names, as the `options` attribute's messages list them (`"deals", "shuffle"`). */
function optionKeys(board: { readonly game: AnyGame }): string {
  return Object.keys(board.game.defaults as object)
    .map((k) => `"${k}"`)
    .join(', ');
}

/** Sets a disabled control's title to why it cannot be used (asked of that one move), and returns it. */
function explain(e: Event, why: () => string): string {
  const reason = why();
  (e.currentTarget as HTMLElement).title = reason;
  return reason;
}
