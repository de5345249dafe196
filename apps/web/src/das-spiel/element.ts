/**
 * `<tafel-das-spiel game="…">`: the games of Das Spiel on the dice pyramid. The element is the table (seats,
 * bots, log, controls, events, as every Tafel element); each game brings its board from its own folder
 * (`boards.ts` lists them). A `game` it does not play is refused with a `tafel-error` (`unsupported-game`)
 * naming the games it plays.
 *
 * @example
 * ```html
 * <script type="module" src="https://example.org/tafel-das-spiel.js"></script>
 * <tafel-das-spiel game="cui-bono" seats="you,bot,bot"></tafel-das-spiel>
 * <tafel-das-spiel game="wuerfelmarsch" seats="you,bot:strong" lang="nl"></tafel-das-spiel>
 * ```
 *
 * @module
 */
import { type AnyGame, type Bot, Rng } from '@tafel/core';
import { html, svg, type TemplateResult } from 'lit';
import { botsByGame } from '../bots/runner.js';
import { type KernelsInUse, loadPyramidKernels } from '../pyramid/kernels.js';
import { panBy, viewBoxOf, WHOLE, type Zoom, zoomBy } from '../pyramid/zoom.js';
import { AttributeProblem } from '../table/attribute-problem.js';
import type { BotRunner } from '../table/local-match.js';
import { TafelTable } from '../table/table-element.js';
import type { BoardContext, PyramidBoard } from './board.js';
import { boards } from './boards.js';
import { pyramidStyles } from './styles.js';

export { COLOUR_NAMES, DICE_COLOURS } from './colours.js';

/** The game played when the `game` attribute is absent. */
const DEFAULT_GAME = 'cui-bono';

/**
 * The Das Spiel table: the dice pyramid of one of six games (see the module comment). Zoom with +/− or the
 * wheel, pan by dragging.
 *
 * @csspart zoom - The zoom buttons.
 * @csspart zoom-in - Zoom in.
 * @csspart zoom-out - Zoom out.
 * @csspart cell - A die on the pyramid that makes (part of) a move.
 * @csspart rules - The game's rules in short.
 * @csspart turn-panel - The panel beside the pyramid: whose turn, the roll, the moves of the moment.
 * @csspart counter - Abquetschen: the dice still to build this turn.
 * @csspart take-back - Abquetschen: takes back the last die of the build in the making.
 * @csspart last-turn - Abquetschen: what the last turn built.
 * @csspart stock - Abquetschen: each player's dice left.
 * @csspart tally - Eintrichtern and Würfelmarsch: each player's score.
 * @csspart said-last - Eintrichtern: the last sum announced.
 * @csspart said - Eintrichtern: every sum announced so far.
 * @csspart last-move - Würfelmarsch: the last tilt.
 * @csspart tilt - Würfelmarsch: a tilt of the chosen die forward, left or right (with `move`).
 * @csspart off-plate - Würfelmarsch: a tilt that would roll the die off the plate (disabled, its title says so).
 */
export class TafelDasSpiel extends TafelTable {
  static override properties = {
    ...TafelTable.properties,
    gameId: { type: String, attribute: 'game' },
    wasm: { type: String },
  };
  static override styles = [...TafelTable.styles, pyramidStyles];

  /**
   * The game (the attribute `game`): `abquetschen`, `raffzahn`, `bunte-kuh`, `cui-bono` (the default),
   * `eintrichtern` or `wuerfelmarsch`; any other is refused (`unsupported-game`).
   */
  declare gameId: string | undefined;
  /** `off` keeps the TypeScript lattice kernels; by default the WebAssembly ones load in the background. */
  declare wasm: string | undefined;
  /**
   * Settles once the lattice kernels are chosen: `'wasm'` when the WebAssembly twin is installed, `'ts'` when
   * the TypeScript kernels play (Wasm off or unavailable). The table plays from the first render either way.
   */
  kernelsReady: Promise<KernelsInUse> = Promise.resolve('ts');
  #ui: Record<string, unknown> = {};
  #zoom: Zoom = WHOLE;
  /** The pointer that drags the pyramid, and where it was. */
  #drag: { id: number; x: number; y: number; moved: boolean } | null = null;
  #uiAt = -1;
  #uiMatch: unknown = null;

  /** The board of the `game` attribute (the default game's when it names none this element plays). */
  get board(): PyramidBoard<never, never> {
    const id = this.getAttribute('game') ?? DEFAULT_GAME;
    return boards[id] ?? boards[DEFAULT_GAME]!;
  }

  protected get game(): AnyGame {
    return this.board.game;
  }

  protected get defaultSeats(): string {
    return this.board.defaultSeats;
  }

  protected defaultBots(): BotRunner {
    // Each game's bots in their own Worker, started when that game's bots first move.
    return botsByGame(Object.fromEntries(Object.entries(boards).map(([id, board]) => [id, board.bots])));
  }

  /** A game this element does not play is refused with a clear error rather than half a table. */
  protected override attributeProblem(): AttributeProblem | null {
    const id = this.getAttribute('game') ?? DEFAULT_GAME;
    if (Object.hasOwn(boards, id)) return null;
    return new AttributeProblem(
      'unsupported-game',
      this.t('unsupportedGame', { games: Object.keys(boards).join('|'), game: id }),
    );
  }

  override connectedCallback(): void {
    super.connectedCallback();
    const load = loadPyramidKernels(this.getAttribute('wasm') !== 'off');
    this.kernelsReady = load.then((l) => l.inUse);
    // A module that did not load is said on the table; the TypeScript kernels play on meanwhile.
    void load.then((l) => {
      if (l.error) this.showError('wasm-failed', this.t('wasmFailed', { reason: l.error.message }));
    });
  }

  /** The board's state for a move in the making, cleared whenever the match moves on. */
  #boardUi(): Record<string, unknown> {
    // A new game (or a loaded record) is a new match, possibly at the same move count: clear on either.
    const at = this.match?.record?.moves.length ?? -1;
    if (at !== this.#uiAt || this.match !== this.#uiMatch) {
      this.#ui = {};
      this.#uiAt = at;
      this.#uiMatch = this.match;
    }
    return this.#ui;
  }

  /** A move control on the board: an SVG group that is a button for people, keyboards and screen readers. */
  #boardMove(label: string, content: TemplateResult, onChoose: () => void): TemplateResult {
    return svg`<g part="move cell" role="button" tabindex="0" aria-disabled="false" aria-label=${label}
      @click=${onChoose}
      @keydown=${(e: KeyboardEvent) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          onChoose();
        }
      }}>${content}</g>`;
  }

  protected override renderBoard(view: unknown): unknown {
    const seat = this.viewer();
    let state: unknown;
    const ctx: BoardContext<never, never> = {
      view: view as never,
      legal: (seat === null || !this.match ? [] : this.match.legal(seat)) as never[],
      state: () => (state ??= this.game.fromView(view, Rng.fromSeed('board'))),
      seat,
      lang: this.tableLang,
      play: (move) => this.play(move),
      seatName: (s) => this.seatName(s),
      moveButton: (move, label, content, part) => this.moveButton(move, label, content, part),
      boardMove: (label, content, onChoose) => this.#boardMove(label, content, onChoose),
      stepButton: (label, content, onChoose, part = '') =>
        html`<button part="move ${part}" class="move ${part}" aria-label=${label} aria-disabled="false" title=${label} @click=${onChoose}>${content}</button>`,
      ui: this.#boardUi(),
      refresh: () => this.requestUpdate(),
      viewBox: viewBoxOf(this.#zoom),
      focus: (selector) => {
        void this.updateComplete.then(() =>
          (this.renderRoot.querySelector(selector) as HTMLElement | SVGElement | null)?.focus(),
        );
      },
    };
    const nl = this.tableLang === 'nl';
    return html`<div class="zoom" part="zoom">
        <button part="zoom-in" aria-label=${nl ? 'Inzoomen' : 'Zoom in'} @click=${() => this.#zoomTo(zoomBy(this.#zoom, 1.5))}>+</button>
        <button part="zoom-out" aria-label=${nl ? 'Uitzoomen' : 'Zoom out'} ?disabled=${this.#zoom.scale <= 1} @click=${() => this.#zoomTo(zoomBy(this.#zoom, 1 / 1.5))}>−</button>
      </div>
      <div class="pan" @wheel=${this.#onWheel} @pointerdown=${this.#onPointerDown} @pointermove=${this.#onPointerMove}
        @pointerup=${this.#onPointerUp} @pointercancel=${this.#onPointerUp} @click=${{ handleEvent: this.#onClickAfterDrag, capture: true }}>${this.board.render(ctx)}</div>
      <details class="rules-card" part="rules">
        <summary>${this.tableLang === 'nl' ? 'De regels in het kort' : 'The rules in short'}</summary>
        <p>${this.board.rules[this.tableLang]}</p>
      </details>`;
  }

  #zoomTo(zoom: Zoom): void {
    this.#zoom = zoom;
    this.requestUpdate();
  }

  #onWheel = (e: WheelEvent): void => {
    if (!e.ctrlKey && this.#zoom.scale <= 1 && e.deltaY > 0) return;
    e.preventDefault();
    this.#zoomTo(zoomBy(this.#zoom, e.deltaY < 0 ? 1.2 : 1 / 1.2));
  };

  #onPointerDown = (e: PointerEvent): void => {
    if (this.#zoom.scale <= 1) return;
    this.#drag = { id: e.pointerId, x: e.clientX, y: e.clientY, moved: false };
  };

  #onPointerMove = (e: PointerEvent): void => {
    const drag = this.#drag;
    if (!drag || drag.id !== e.pointerId) return;
    const dx = e.clientX - drag.x;
    const dy = e.clientY - drag.y;
    if (!drag.moved && Math.hypot(dx, dy) < 4) return;
    const width = (e.currentTarget as HTMLElement).getBoundingClientRect().width;
    this.#drag = { id: drag.id, x: e.clientX, y: e.clientY, moved: true };
    this.#zoomTo(panBy(this.#zoom, dx, dy, width));
  };

  #onPointerUp = (): void => {
    if (this.#drag && !this.#drag.moved) this.#drag = null;
  };

  /** A drag ends with a click on whatever was under the pointer: that click is the drag's, not a move. */
  #onClickAfterDrag = (e: Event): void => {
    if (this.#drag?.moved) e.stopPropagation();
    this.#drag = null;
  };

  protected override racer(): ((bot: string) => Bot) | undefined {
    return this.board.racer;
  }

  protected override liveScores(view: unknown): number[] {
    return this.board.scores(view as never);
  }
}
