/**
 * Cui bono? on the pyramid: pull a bottom die (the legal ones are the move controls), then put it back into a
 * funnel (the legal funnels are outlined controls) or keep it. The score is the minus points of the dice kept.
 *
 * @module
 */
import { type CuiBonoMove, type CuiBonoView, cuiBono, minusPoints } from '@tafel/core/das-spiel';
import { html } from 'lit';
import { cuiBonoBots } from '../../bots/cui-bono.js';
import { type DieCell, pyramidSvg } from '../../pyramid/pyramid-svg.js';
import type { PyramidBoard } from '../board.js';
import { COLOUR_NAMES, DICE_COLOURS } from '../colours.js';

/** Cui bono?'s board. */
export const cuiBonoBoard: PyramidBoard<CuiBonoView, CuiBonoMove> = {
  bots: cuiBonoBots,
  game: cuiBono,
  defaultSeats: 'you,bot',
  rules: {
    en: 'Pull a die from the bottom layer. Put it back into an empty funnel whose sum it makes, or keep it: every die kept counts minus points. The fewest minus points win.',
    nl: 'Trek een dobbelsteen uit de onderste laag. Zet hem terug in een lege trechter waarvan hij de som maakt, of houd hem: elke gehouden dobbelsteen telt minpunten. De minste minpunten winnen.',
  },
  scores: (view) => minusPoints(view).map((m) => -m),
  render(ctx) {
    const { view, legal, lang } = ctx;
    const nl = lang === 'nl';
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
          ? `${nl ? 'Trek de' : 'Pull the'} ${COLOUR_NAMES[lang][view.owner[d.cell]!]} ${nl ? 'dobbelsteen' : 'die'}, ${where}`
          : `${nl ? 'Zet hem terug in de trechter' : 'Put it back into the funnel'}, ${where}`;
      return ctx.boardMove(label, content, () => ctx.play(move));
    });
    const keep = legal.find((m) => m.type === 'keep');
    const minus = minusPoints(view);
    return html`
      <svg class="pyramid" viewBox=${ctx.viewBox} role="group" aria-label=${nl ? 'De piramide' : 'The pyramid'}>${board}</svg>
      <p>
        ${view.held ? html`${nl ? 'In de hand' : 'In hand'}: ${COLOUR_NAMES[lang][view.held.colour]} · ` : ''}
        ${view.kept.map((k, s) => html`${ctx.seatName(s)}: ${k.length} ${nl ? 'dobbelstenen' : 'dice'}, −${minus[s]} `)}
      </p>
      ${keep ? html`<div class="choices">${ctx.moveButton(keep, nl ? 'Houd de dobbelsteen' : 'Keep the die', nl ? 'Houden' : 'Keep', 'keep')}</div>` : ''}
    `;
  },
};
