/**
 * Würfelmarsch on the base plate: choose one of your dice (those that can move are lit), then tilt it into a lit
 * hollow — forward, left or right, never back — or turn it in place to another orientation. With the keyboard: a
 * chosen die tilts with the arrow keys (towards where the arrow points on the screen), Escape lets it go.
 * Captures and ties of the last tilt are shown as they happen. The score is each player's captured dice minus
 * his own dice lost by a tie.
 *
 * @module
 */
import {
  faceTowards,
  type WuerfelmarschMove,
  type WuerfelmarschView,
  wuerfelmarsch,
} from '@tafel/core/das-spiel';
import { html, svg } from 'lit';
import { centre, type DieCell, pyramidSvg } from '../../pyramid/pyramid-svg.js';
import type { BoardContext, PyramidBoard } from '../board.js';
import { SEAT_COLOUR_NAMES, SEAT_COLOURS } from '../colours.js';

type Ctx = BoardContext<WuerfelmarschView, WuerfelmarschMove>;
type Tilt = Extract<WuerfelmarschMove, { type: 'tilt' }>;

/** Captured dice minus dice lost by a tie, per seat: the count at the end. */
export const marchScore = (view: WuerfelmarschView): number[] =>
  view.captured.map((c, s) => c - view.lost[s]!);

/** The faces a die shows towards X, Y and Z, as a short label (`3·2·1`). */
const faces = (orientation: number): string =>
  [0, 1, 2].map((a) => faceTowards(orientation, a as 0 | 1 | 2)).join('·');

/** The arrow key that points from `from` to `to` on the screen. */
function arrowTowards(from: number, to: number): string {
  const [x0, y0] = centre(from);
  const [x1, y1] = centre(to);
  const dx = x1 - x0;
  const dy = y1 - y0;
  return Math.abs(dx) > Math.abs(dy)
    ? dx < 0
      ? 'ArrowLeft'
      : 'ArrowRight'
    : dy < 0
      ? 'ArrowUp'
      : 'ArrowDown';
}

/** The tilt an arrow key asks for among `tilts`: the one whose direction on the screen is nearest the arrow's. */
export function tiltForKey(key: string, from: number, tilts: readonly Tilt[]): Tilt | null {
  const want = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] }[key];
  if (!want) return null;
  const [x0, y0] = centre(from);
  let best: Tilt | null = null;
  let bestDot = 0.3;
  for (const t of tilts) {
    const [x1, y1] = centre(t.to);
    const len = Math.hypot(x1 - x0, y1 - y0);
    const dot = ((x1 - x0) * want[0]! + (y1 - y0) * want[1]!) / len;
    if (dot > bestDot) [best, bestDot] = [t, dot];
  }
  return best;
}

function render(ctx: Ctx) {
  const { view, legal, lang } = ctx;
  const nl = lang === 'nl';
  const movable = new Set(legal.map((m) => m.cell));
  const from = ctx.ui.from as number | undefined;
  const chosen = from !== undefined && movable.has(from) ? from : undefined;
  const tilts = legal.filter((m): m is Tilt => m.type === 'tilt' && m.cell === chosen);
  const turns = legal.filter((m) => m.type === 'turn' && m.cell === chosen);
  const targets = new Map(tilts.map((t) => [t.to, t] as const));
  const cells: DieCell[] = [];
  view.owner.forEach((owner, cell) => {
    if (owner >= 0)
      cells.push({
        cell,
        colour: SEAT_COLOURS[owner]!,
        orientation: view.orientation[cell]!,
        className: cell === chosen ? 'chosen' : '',
      });
    // The plate's empty hollows are drawn too, so the march can be seen; the lit ones are where a tilt goes.
    else cells.push({ cell, colour: null, orientation: 0, className: targets.has(cell) ? 'legal' : 'plate' });
  });
  const choose = (cell: number | undefined) => {
    ctx.ui.from = cell;
    ctx.refresh();
    ctx.focus(cell === undefined ? '[part~="cell"]' : '[part~="chosen"]');
  };
  const onKey = (e: KeyboardEvent) => {
    if (chosen === undefined) return;
    if (e.key === 'Escape') {
      choose(undefined);
      return;
    }
    const tilt = tiltForKey(e.key, chosen, tilts);
    if (tilt) {
      e.preventDefault();
      ctx.play(tilt);
    }
  };
  const board = pyramidSvg(cells, (d, content) => {
    // The chosen die keeps the focus: the arrows tilt it, Escape lets it go (no move control: it makes none).
    if (d.cell === chosen) {
      return svg`<g part="chosen" role="button" tabindex="0" aria-label=${`${nl ? 'Gekozen steen, cel' : 'Chosen die, cell'} ${d.cell}: ${nl ? 'pijltjes kantelen, Escape laat los' : 'arrows tilt, Escape lets go'}`}>${content}</g>`;
    }
    const target = targets.get(d.cell);
    if (target) {
      const arrow = arrowTowards(chosen!, d.cell).replace('Arrow', '');
      return ctx.boardMove(`${nl ? 'Kantel naar cel' : 'Tilt to cell'} ${d.cell} (${arrow})`, content, () =>
        ctx.play(target),
      );
    }
    // While a die is chosen only its moves make progress: the other dice wait (Escape or "Another die").
    if (chosen === undefined && movable.has(d.cell)) {
      return ctx.boardMove(
        `${nl ? 'Kies je steen op cel' : 'Choose your die on cell'} ${d.cell} (${faces(view.orientation[d.cell]!)})`,
        content,
        () => choose(d.cell),
      );
    }
    return content;
  });
  const last = view.last;
  const score = marchScore(view);
  return html`
    <svg class="pyramid" viewBox=${ctx.viewBox} role="group" aria-label=${nl ? 'De plaat' : 'The plate'} @keydown=${onKey}>${board}</svg>
    <p aria-live="polite">
      ${
        last && (last.captures.length > 0 || last.removed.length > 0)
          ? html`${last.captures.map((c) => html`${ctx.seatName(c.by)} ${nl ? 'slaat' : 'captures'} ${SEAT_COLOUR_NAMES[lang][c.owner]} (${c.cell}) · `)}
          ${last.removed.map((r) => html`${nl ? 'Gelijkspel: weg' : 'Tie: out'} ${SEAT_COLOUR_NAMES[lang][r.owner]} (${r.cell}) · `)}`
          : ''
      }
      ${score.map((v, s) => html`${ctx.seatName(s)} (${SEAT_COLOUR_NAMES[lang][s]}): ${v} · `)}
    </p>
    ${
      chosen === undefined
        ? ''
        : html`<div class="choices" role="group" aria-label=${nl ? 'Draai de steen' : 'Turn the die'}>
          ${turns.map((m) => ctx.moveButton(m, `${nl ? 'Draai naar' : 'Turn to'} ${faces((m as { orientation: number }).orientation)}`, faces((m as { orientation: number }).orientation), 'turn'))}
          <button class="secondary" @click=${() => choose(undefined)}>${nl ? 'Andere steen' : 'Another die'}</button>
        </div>`
    }
  `;
}

/** Würfelmarsch's board. */
export const wuerfelmarschBoard: PyramidBoard<WuerfelmarschView, WuerfelmarschMove> = {
  game: wuerfelmarsch,
  defaultSeats: 'you,bot',
  rules: {
    en: 'March your five dice to the corner opposite your side. Each turn tilt one die into an empty hollow — forward, left or right — or turn it in place. When a tilt closes a triangle around a funnel, the highest face pointing in captures the lower opposing dice; a tie for the highest sends them all out. A die in the far corner wins; otherwise captured dice count.',
    nl: 'Breng je vijf stenen naar de hoek tegenover je kant. Kantel per beurt één steen naar een lege kuil — vooruit, links of rechts — of draai hem op zijn plaats. Sluit een kanteling een driehoek rond een trechter, dan slaat het hoogste vlak dat erin wijst de lagere stenen van de anderen; bij gelijkspel gaan ze allemaal weg. Een steen in de verre hoek wint; anders tellen de geslagen stenen.',
  },
  scores: marchScore,
  render,
};
