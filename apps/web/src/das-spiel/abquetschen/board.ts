/**
 * Abquetschen on the pyramid: the turquoise die says how many dice to build; pick the cells of the build one by
 * one — the cells that can still complete a legal build are lit (the game's `steps`, exact however many builds
 * the roll allows), a counter says how many are chosen of how many — then build. Bonus dice are picked the same
 * way. A player who cannot build says so. The score is the dice each player has built.
 *
 * @module
 */
import { type AbquetschenMove, type AbquetschenView, abquetschen } from '@tafel/core/das-spiel';
import { html } from 'lit';
import { type DieCell, pyramidSvg } from '../../pyramid/pyramid-svg.js';
import type { BoardContext, PyramidBoard } from '../board.js';
import { SEAT_COLOUR_NAMES, SEAT_COLOURS } from '../colours.js';

type Ctx = BoardContext<AbquetschenView, AbquetschenMove>;
type State = Parameters<NonNullable<typeof abquetschen.steps>['next']>[0];

/** The dice each seat has on the pyramid. */
export const diceBuilt = (view: AbquetschenView): number[] =>
  Array.from({ length: view.players }, (_, s) => view.owner.filter((o) => o === s).length);

/** How many dice the build in the making needs, when the game says (the roll, or the bonus dice). */
function needed(view: AbquetschenView): number | null {
  if (view.phase === 'bonus') return view.bonus;
  if (view.phase === 'build') return view.roll;
  return null;
}

/** The cells chosen so far for the build in the making. */
const chosen = (ctx: Ctx): number[] => (ctx.ui.cells as number[] | undefined) ?? [];

function render(ctx: Ctx) {
  const { view, seat, lang } = ctx;
  const nl = lang === 'nl';
  const partial = chosen(ctx);
  const mine = seat !== null && view.active.includes(seat) && view.phase !== 'over';
  const steps = abquetschen.steps!;
  const state = mine ? (ctx.state() as State) : null;
  const next = state ? steps.next(state, seat!, partial) : [];
  const build = state ? steps.move(state, seat!, partial) : null;
  const lit = new Set(next);
  const picked = new Set(partial);
  const cells: DieCell[] = [];
  view.owner.forEach((owner, cell) => {
    if (owner >= 0) {
      const fresh = view.thisTurn.includes(cell);
      cells.push({
        cell,
        colour: SEAT_COLOURS[owner]!,
        orientation: 0,
        pips: false,
        className: fresh ? 'fresh' : '',
      });
    } else if (picked.has(cell)) {
      cells.push({ cell, colour: SEAT_COLOURS[seat!]!, orientation: 0, pips: false, className: 'chosen' });
    } else if (lit.has(cell)) {
      cells.push({ cell, colour: null, orientation: 0, className: 'legal' });
    }
  });
  const board = pyramidSvg(cells, (d, content) => {
    if (!lit.has(d.cell)) return content;
    return ctx.boardMove(`${nl ? 'Bouw op cel' : 'Build on cell'} ${d.cell}`, content, () => {
      ctx.ui.cells = [...partial, d.cell];
      ctx.refresh();
    });
  });
  const n = needed(view);
  const counter =
    mine && (next.length > 0 || partial.length > 0)
      ? html`<span part="counter">${nl ? 'Gekozen' : 'Chosen'}: ${partial.length}${n === null ? '' : ` / ${n}`}</span>`
      : '';
  const cannot = build && build.cells.length === 0;
  const counts = diceBuilt(view);
  return html`
    <svg class="pyramid" viewBox=${ctx.viewBox} role="group" aria-label=${nl ? 'De piramide' : 'The pyramid'}>${board}</svg>
    <p>
      ${view.roll === null ? '' : html`${nl ? 'Turkoois' : 'Turquoise die'}: <strong>${view.roll}</strong> · `}
      ${view.phase === 'bonus' ? html`${nl ? 'Bonusstenen' : 'Bonus dice'}: <strong>${view.bonus}</strong> · ` : ''}
      ${view.phase === 'start' ? html`${nl ? 'Kies de startpiramide' : 'Choose the start pyramid'} · ` : ''}
      ${counts.map((c, s) => html`${ctx.seatName(s)} (${SEAT_COLOUR_NAMES[lang][s]}): ${c} · `)}
    </p>
    <div class="choices">
      ${counter}
      ${
        partial.length > 0
          ? html`<button part="take-back" class="secondary" @click=${() => {
              ctx.ui.cells = partial.slice(0, -1);
              ctx.refresh();
            }}>${nl ? 'Laatste terug' : 'Take back the last'}</button>`
          : ''
      }
      ${build && !cannot ? ctx.moveButton(build, nl ? 'Bouw deze stenen' : 'Build these dice', nl ? 'Bouwen' : 'Build', 'build') : ''}
      ${cannot && partial.length === 0 ? ctx.moveButton(build, nl ? 'Ik kan niet bouwen' : 'I cannot build', nl ? 'Kan niet bouwen' : 'Cannot build', 'pass') : ''}
    </div>
  `;
}

/** Abquetschen's board. */
export const abquetschenBoard: PyramidBoard<AbquetschenView, AbquetschenMove> = {
  game: abquetschen,
  defaultSeats: 'you,bot',
  rules: {
    en: 'Roll the turquoise die and build exactly that many dice of your colour: touching each other and one of your earlier dice, each in a hollow of the plate or on three dice. Four to six in a row earn bonus dice. When all of the mover’s dice are squeezed inside the pyramid the game ends and the fewest dice left in stock win; rolling more than your stock wins at once.',
    nl: 'Gooi de turkooise steen en bouw precies zoveel stenen van je kleur: tegen elkaar en tegen een eerdere steen van jou, elk in een kuil van de plaat of op drie stenen. Vier tot zes op een rij leveren bonusstenen op. Zijn alle stenen van de speler aan zet in de piramide ingesloten, dan eindigt het spel en wint wie de minste stenen over heeft; wie meer gooit dan hij nog heeft, wint meteen.',
  },
  scores: diceBuilt,
  render,
};
