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
 * ```
 *
 * @module
 */
import { type AnyGame, type Bot, Rng } from '@tafel/core';
import { html, svg, type TemplateResult } from 'lit';
import { TafelTable } from '../table/table-element.js';
import type { BoardContext, PyramidBoard } from './board.js';
import { boards } from './boards.js';
import { pyramidStyles } from './styles.js';

export { COLOUR_NAMES, DICE_COLOURS } from './colours.js';

/** The game played when the `game` attribute is absent. */
const DEFAULT_GAME = 'cui-bono';

/** The Das Spiel table; see the module comment. */
export class TafelDasSpiel extends TafelTable {
  static override properties = { ...TafelTable.properties, gameId: { type: String, attribute: 'game' } };
  static override styles = [...TafelTable.styles, pyramidStyles];

  declare gameId: string | undefined;
  #ui: Record<string, unknown> = {};
  #uiAt = -1;

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

  override connectedCallback(): void {
    // A game this element does not play is refused with a clear error rather than half a table.
    const id = this.getAttribute('game') ?? DEFAULT_GAME;
    if (!Object.hasOwn(boards, id)) {
      this.dispatchEvent(
        new CustomEvent('tafel-error', {
          detail: {
            code: 'unsupported-game',
            message: `<tafel-das-spiel> plays game="${Object.keys(boards).join('|')}", not "${id}".`,
          },
          bubbles: true,
          composed: true,
        }),
      );
    }
    super.connectedCallback();
  }

  /** The board's state for a move in the making, cleared whenever the match moves on. */
  #boardUi(): Record<string, unknown> {
    const at = this.match?.record?.moves.length ?? -1;
    if (at !== this.#uiAt) {
      this.#ui = {};
      this.#uiAt = at;
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
      focus: (selector) => {
        void this.updateComplete.then(() =>
          (this.renderRoot.querySelector(selector) as HTMLElement | SVGElement | null)?.focus(),
        );
      },
    };
    return html`${this.board.render(ctx)}
      <details class="rules-card" part="rules">
        <summary>${this.tableLang === 'nl' ? 'De regels in het kort' : 'The rules in short'}</summary>
        <p>${this.board.rules[this.tableLang]}</p>
      </details>`;
  }

  protected override racer(): ((bot: string) => Bot) | undefined {
    return this.board.racer;
  }

  protected override liveScores(view: unknown): number[] {
    return this.board.scores(view as never);
  }
}
