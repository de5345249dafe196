/**
 * `<tafel-das-spiel game="…">`: the games of Das Spiel on the dice pyramid. The element is the table (seats,
 * bots, log, controls, events, as every Tafel element); each game brings its board from its own folder
 * (`games.ts` lists them), loaded when a table plays it (a page with one dice game loads that game's rules only),
 * framed here with the pyramid's zoom and pan (its short rules are the table's rules panel, `rules/`). A `game` it does not play is refused with a
 * `tafel-error` (`unsupported-game`) naming the games it plays; a game whose code did not load, with
 * `game-failed`.
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
import type { AnyGame } from '@tafel/core';
import { html, nothing, type PropertyValues } from 'lit';
import { botsByGame, type TableBots } from '../bots/runner.js';
import { DiceLeaving, diceLeavingStyles } from '../felt/dice-leaving.js';
import { translate } from '../i18n/index.js';
import { type KernelsInUse, loadPyramidKernels } from '../pyramid/kernels.js';
import { magnifyFor } from '../pyramid/magnify.js';
import { panBy, viewBoxOf, WHOLE, type Zoom, zoomBy } from '../pyramid/zoom.js';
import { AttributeProblem } from '../table/attribute-problem.js';
import type { BoardContext } from '../table/board.js';
import { reasonOf } from '../table/match-controller.js';
import { TafelTable } from '../table/table-element.js';
import type { PyramidBoard } from './board.js';
import { isPyramidGame, loadPyramidBoard, PYRAMID_GAMES, pyramidBots } from './games.js';
import { pyramidStyles } from './styles.js';
import { dasSpielTexts } from './texts.js';

export { DICE_COLOURS } from './colours.js';

/** The game played when the `game` attribute is absent. */
const DEFAULT_GAME = 'cui-bono';

/** Each game's bots in their own Worker, started when that game's bots first move. */
const allBots = (): TableBots => botsByGame(pyramidBots);

/**
 * The Das Spiel table: the dice pyramid of one of six games (see the module comment). Zoom with +/−, a pinch or the
 * wheel, pan by dragging. On a phone, a tap on dice smaller than a finger magnifies the region first; the next tap
 * chooses.
 *
 * @csspart zoom - The zoom buttons.
 * @csspart zoom-in - Zoom in.
 * @csspart zoom-out - Zoom out.
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
export class TafelDasSpiel extends TafelTable<AnyGame> {
  static override properties = {
    ...TafelTable.properties,
    gameId: { type: String, attribute: 'game' },
    wasm: { type: String },
  };
  static override styles = [...TafelTable.styles, pyramidStyles, diceLeavingStyles];

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
  /** A die taken leaves the pyramid (rises and fades) rather than vanishing. */
  protected readonly diceLeaving = new DiceLeaving(this);
  #zoom: Zoom = WHOLE;
  /** The fingers (pointers) down on the pyramid, for a pinch. */
  #pointers = new Map<number, { x: number; y: number }>();
  /** While two fingers pinch: how far apart they were at the last move. */
  #pinch: number | null = null;
  /** The pointer that drags the pyramid, and where it was. */
  #drag: { id: number; x: number; y: number; moved: boolean } | null = null;
  /** What came down on the pyramid last (`touch`, `mouse`, `pen`): a finger's tap may magnify first. */
  #pointerType = '';
  /** The board of the game played, once loaded, and the game it is for. */
  #board: { id: string; board: PyramidBoard<AnyGame> } | null = null;

  /** The `game` attribute (the default game when absent). */
  #gameId(): string {
    return this.getAttribute('game') ?? DEFAULT_GAME;
  }

  /** The board of the `game` attribute, once loaded (`null` meanwhile, or for a game this element does not play). */
  protected get board(): PyramidBoard<AnyGame> | null {
    return this.#board?.id === this.#gameId() ? this.#board.board : null;
  }

  /** Loads the board of the `game` attribute, then starts its game. */
  #loadBoard(): void {
    const id = this.#gameId();
    if (!isPyramidGame(id) || this.#board?.id === id) return;
    const loading = loadPyramidBoard(id).then(
      (board) => {
        if (this.#gameId() !== id) return;
        this.#board = { id, board };
        this.boardLoading = null;
        this.newGame(this.seed);
      },
      (error: unknown) => {
        this.boardLoading = null;
        this.showError('game-failed', this.t('gameFailed', { reason: reasonOf(error, this.tableLang) }));
      },
    );
    this.boardLoading = loading;
  }

  /** Every game's bots, each started on its own first move (one runner whatever `game` becomes). */
  protected override defaultBots(): TableBots {
    return allBots();
  }

  /** A game this element does not play is refused with a clear error rather than half a table. */
  protected override attributeProblem(): AttributeProblem | null {
    const id = this.#gameId();
    if (isPyramidGame(id)) return null;
    return new AttributeProblem(
      'unsupported-game',
      this.t('unsupportedGame', { games: PYRAMID_GAMES.map((g) => `"${g}"`).join(', '), game: id }),
    );
  }

  override connectedCallback(): void {
    this.#loadBoard();
    super.connectedCallback();
    const load = loadPyramidKernels(this.getAttribute('wasm') !== 'off');
    this.kernelsReady = load.then((l) => l.inUse);
    // A module that did not load is said on the table; the TypeScript kernels play on meanwhile.
    void load.then((l) => {
      if (l.error) this.showError('wasm-failed', this.t('wasmFailed', { reason: l.error.message }));
    });
  }

  /** Another `game`: its board is loaded and its game started. */
  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('gameId') && changed.get('gameId') !== undefined) this.#loadBoard();
    super.willUpdate(changed);
  }

  protected override renderBoard(ctx: BoardContext<AnyGame>): unknown {
    const t = translate(dasSpielTexts, this.tableLang);
    const board = this.board;
    if (!board) return nothing;
    return html`<div class="zoom" part="zoom">
        <button part="zoom-in" aria-label=${t('zoomIn')} @click=${() => this.#zoomTo(zoomBy(this.#zoom, 1.5))}>+</button>
        <button part="zoom-out" aria-label=${t('zoomOut')} ?disabled=${this.#zoom.scale <= 1} @click=${() => this.#zoomTo(zoomBy(this.#zoom, 1 / 1.5))}>−</button>
      </div>
      <div class="pan ${this.#zoom.scale > 1 ? 'zoomed' : ''}" @wheel=${this.#onWheel} @pointerdown=${this.#onPointerDown} @pointermove=${this.#onPointerMove}
        @pointerup=${this.#onPointerUp} @pointercancel=${this.#onPointerUp} @click=${{ handleEvent: this.#onClickAfterDrag, capture: true }}>${board.render({ ...ctx, viewBox: viewBoxOf(this.#zoom) })}</div>`;
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
    this.#pointerType = e.pointerType;
    this.#pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (this.#pointers.size === 2) {
      // Two fingers: a pinch zooms (the drag of one of them is over; the click after it is the pinch's).
      this.#pinch = this.#spread();
      this.#drag = { id: -1, x: 0, y: 0, moved: true };
      return;
    }
    if (this.#zoom.scale <= 1) return;
    this.#drag = { id: e.pointerId, x: e.clientX, y: e.clientY, moved: false };
  };

  /** How far apart the two fingers on the pyramid are, in screen pixels. */
  #spread(): number {
    const [a, b] = [...this.#pointers.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  }

  #onPointerMove = (e: PointerEvent): void => {
    if (this.#pointers.has(e.pointerId)) this.#pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (this.#pinch !== null && this.#pointers.size === 2) {
      const spread = this.#spread();
      if (this.#pinch > 0 && spread > 0) this.#zoomTo(zoomBy(this.#zoom, spread / this.#pinch));
      this.#pinch = spread;
      return;
    }
    const drag = this.#drag;
    if (!drag || drag.id !== e.pointerId) return;
    const dx = e.clientX - drag.x;
    const dy = e.clientY - drag.y;
    if (!drag.moved && Math.hypot(dx, dy) < 4) return;
    const width = (e.currentTarget as HTMLElement).getBoundingClientRect().width;
    this.#drag = { id: drag.id, x: e.clientX, y: e.clientY, moved: true };
    this.#zoomTo(panBy(this.#zoom, dx, dy, width));
  };

  #onPointerUp = (e: PointerEvent): void => {
    this.#pointers.delete(e.pointerId);
    if (this.#pointers.size < 2) this.#pinch = null;
    if (this.#drag && !this.#drag.moved) this.#drag = null;
  };

  /**
   * A drag ends with a click on whatever was under the pointer: that click is the drag's, not a move. A finger's
   * tap while the dice are drawn smaller than a finger magnifies the region tapped instead of choosing (see
   * `pyramid/magnify.ts`); the next tap chooses.
   */
  #onClickAfterDrag = (e: MouseEvent): void => {
    if (this.#drag?.moved || (this.#pointerType === 'touch' && this.#magnify(e))) e.stopPropagation();
    this.#drag = null;
  };

  /** Magnifies around a tap when the pyramid's controls are smaller than a finger; whether it did. */
  #magnify(e: MouseEvent): boolean {
    const svg = (e.currentTarget as HTMLElement).querySelector('svg');
    const control = svg?.querySelector('[role="button"]');
    const ctm = svg?.getScreenCTM();
    if (!control || !ctm) return false;
    const { width, height } = control.getBoundingClientRect();
    const point = new DOMPoint(e.clientX, e.clientY).matrixTransform(ctm.inverse());
    const zoom = magnifyFor(this.#zoom, Math.min(width, height), point);
    if (!zoom) return false;
    this.#zoomTo(zoom);
    return true;
  }
}
