/**
 * `<tafel-das-spiel game="…">`: the games of Das Spiel on the dice pyramid. This first version plays Cui bono?
 * (pull a bottom die — the legal ones are the move controls —, then put it back into a funnel or keep it); the
 * other five games follow on the same board (issue 14).
 *
 * @example
 * ```html
 * <script type="module" src="https://example.org/tafel-das-spiel.js"></script>
 * <tafel-das-spiel game="cui-bono" seats="you,bot,bot"></tafel-das-spiel>
 * ```
 *
 * @module
 */
import type { AnyGame } from '@tafel/core';
import { type CuiBonoMove, type CuiBonoView, cuiBono, minusPoints } from '@tafel/core/das-spiel';
import { css, html, svg, type TemplateResult } from 'lit';
import { type DieCell, pyramidSvg, VIEW_BOX } from '../pyramid/pyramid-svg.js';
import { TafelTable } from '../table/table-element.js';

/** The dice colours as drawn: red, yellow, pearl (and the turquoise roll die). */
export const DICE_COLOURS = ['#c0392b', '#e0b422', '#ece6d8', '#1fa39a'] as const;
const COLOUR_NAMES = { en: ['red', 'yellow', 'pearl'], nl: ['rood', 'geel', 'parelmoer'] } as const;

/** The Das Spiel table; see the module comment. */
export class TafelDasSpiel extends TafelTable {
  static override properties = { ...TafelTable.properties, gameId: { type: String, attribute: 'game' } };
  static override styles = [
    ...TafelTable.styles,
    css`
      svg.pyramid {
        width: 100%;
        max-width: 40rem;
        display: block;
        margin: 0 auto;
        touch-action: pinch-zoom;
      }
      .face {
        stroke: #2a2723;
        stroke-width: 0.4;
      }
      .pip {
        fill: #1d1b18;
      }
      .hole {
        fill: none;
        stroke: var(--_muted);
        stroke-width: 0.5;
        stroke-dasharray: 1 1;
      }
      .sum {
        font-size: 5px;
        text-anchor: middle;
        fill: var(--_fg);
      }
      [part~='move'] {
        cursor: pointer;
      }
      [part~='move'] .face,
      [part~='move'] .hole {
        stroke: var(--_accent);
        stroke-width: 1.6;
      }
      [part~='move']:focus {
        outline: none;
      }
      [part~='move']:focus .face,
      [part~='move']:focus .hole {
        stroke-width: 2.6;
      }
      .choices {
        display: flex;
        gap: 0.4rem;
        flex-wrap: wrap;
        margin-top: 0.4rem;
      }
    `,
  ];

  declare gameId: string | undefined;
  protected readonly defaultSeats = 'you,bot';

  protected get game(): AnyGame {
    return cuiBono as AnyGame;
  }

  override connectedCallback(): void {
    // Only Cui bono? is drawn so far: another game is refused with a clear error rather than half a table.
    const id = this.getAttribute('game') ?? 'cui-bono';
    if (id !== 'cui-bono') {
      this.dispatchEvent(
        new CustomEvent('tafel-error', {
          detail: {
            code: 'unsupported-game',
            message: `<tafel-das-spiel> plays game="cui-bono" so far, not "${id}".`,
          },
          bubbles: true,
          composed: true,
        }),
      );
    }
    super.connectedCallback();
  }

  /** A move control on the board: an SVG group that is a button for people, keyboards and screen readers. */
  #boardMove(move: CuiBonoMove, label: string, content: TemplateResult): TemplateResult {
    return svg`<g part="move cell" role="button" tabindex="0" aria-label=${label}
      @click=${() => this.play(move)}
      @keydown=${(e: KeyboardEvent) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          this.play(move);
        }
      }}>${content}</g>`;
  }

  protected override renderBoard(raw: unknown): unknown {
    const view = raw as CuiBonoView;
    const nl = this.tableLang === 'nl';
    const seat = this.viewer();
    const legal = (seat === null || !this.match ? [] : this.match.legal(seat)) as CuiBonoMove[];
    const pulls = new Map(legal.flatMap((m) => (m.type === 'pull' ? [[m.cell, m] as const] : [])));
    const returns = new Map(legal.flatMap((m) => (m.type === 'return' ? [[m.cell, m] as const] : [])));
    const cells: DieCell[] = [];
    view.owner.forEach((colour, cell) => {
      if (colour >= 0)
        cells.push({ cell, colour: DICE_COLOURS[colour]!, orientation: view.orientation[cell]! });
      else if (returns.has(cell)) cells.push({ cell, colour: null, orientation: 0, className: 'legal' });
    });
    const board = pyramidSvg(cells, (d, content) => {
      const move = pulls.get(d.cell) ?? returns.get(d.cell);
      if (!move) return content;
      const where = `${nl ? 'cel' : 'cell'} ${d.cell}`;
      const label =
        move.type === 'pull'
          ? `${nl ? 'Trek de' : 'Pull the'} ${COLOUR_NAMES[this.tableLang][view.owner[d.cell]!]} ${nl ? 'dobbelsteen' : 'die'}, ${where}`
          : `${nl ? 'Zet hem terug in de trechter' : 'Put it back into the funnel'}, ${where}`;
      return this.#boardMove(move, label, content);
    });
    const keep = legal.find((m) => m.type === 'keep');
    const minus = minusPoints(view);
    return html`
      <svg class="pyramid" viewBox=${VIEW_BOX} role="group" aria-label=${nl ? 'De piramide' : 'The pyramid'}>${board}</svg>
      <p>
        ${view.held ? html`${nl ? 'In de hand' : 'In hand'}: ${COLOUR_NAMES[this.tableLang][view.held.colour]} · ` : ''}
        ${view.kept.map((k, s) => html`${this.seatName(s)}: ${k.length} ${nl ? 'dobbelstenen' : 'dice'}, −${minus[s]} `)}
      </p>
      ${keep ? html`<div class="choices">${this.moveButton(keep, nl ? 'Houd de dobbelsteen' : 'Keep the die', nl ? 'Houden' : 'Keep', 'keep')}</div>` : ''}
    `;
  }

  protected override liveScores(raw: unknown): number[] {
    return minusPoints(raw as CuiBonoView).map((m) => -m);
  }
}
