/**
 * Cui bono? on the pyramid: pull a bottom die (the legal ones are the move controls), then put it back into a
 * funnel (the legal funnels are outlined controls) or keep it. The score is the minus points of the dice kept.
 *
 * @module
 */
import { cuiBono } from '@tafel/core/das-spiel';
import { minusPoints } from '@tafel/core/das-spiel/cui-bono';
import { html } from 'lit';
import { cuiBonoBots } from '../../bots/cui-bono.js';
import { translate } from '../../i18n/index.js';
import { type DieCell, pyramidSvg } from '../../pyramid/pyramid-svg.js';
import { markCells, type PyramidBoard } from '../board.js';
import { DICE_COLOURS } from '../colours.js';
import { placeWords } from '../place-words.js';
import { describeCuiBono } from '../telling.js';
import { dasSpielTexts, diceColourBefore, diceColourName } from '../texts.js';
import { cuiBonoTexts } from './texts.js';

/** Cui bono?'s board. */
export const cuiBonoBoard: PyramidBoard<typeof cuiBono> = {
  rules: () => import('../../rules/cui-bono.js').then((m) => m.cuiBonoRules),
  bots: cuiBonoBots,
  game: cuiBono,
  defaultSeats: 'you,bot',
  texts: cuiBonoTexts,
  describe: describeCuiBono,
  scores: (view) => minusPoints(view).map((m) => -m),
  seatInfo: (ctx, seat) => {
    const n = ctx.view.kept[seat]?.length ?? 0;
    const w = translate(cuiBonoTexts, ctx.lang);
    // No die kept yet: nothing to subtract, so no "−0".
    return n === 0 ? w('plateNone') : w('plate', { n, minus: minusPoints(ctx.view)[seat] ?? 0 });
  },
  render(ctx) {
    const { view, legal, lang } = ctx;
    const w = translate(cuiBonoTexts, lang);
    const pulls = new Map(legal.flatMap((m) => (m.type === 'pull' ? [[m.cell, m] as const] : [])));
    const returns = new Map(legal.flatMap((m) => (m.type === 'return' ? [[m.cell, m] as const] : [])));
    const cells: DieCell[] = [];
    view.owner.forEach((colour, cell) => {
      if (colour >= 0)
        cells.push({ cell, colour: DICE_COLOURS[colour]!, orientation: view.orientation[cell]! });
      else if (returns.has(cell)) cells.push({ cell, colour: null, orientation: 0, className: 'legal' });
    });
    const board = pyramidSvg(markCells(cells, ctx.marked), (d, content) => {
      const move = pulls.get(d.cell) ?? returns.get(d.cell);
      if (!move) return content;
      const label =
        move.type === 'pull'
          ? w('pull', { colour: diceColourBefore(view.owner[d.cell]!, lang), cell: placeWords(d.cell, lang) })
          : w('putBack', { cell: placeWords(d.cell, lang) });
      return ctx.boardMove(label, content, () => ctx.play(move));
    });
    const keep = legal.find((m) => m.type === 'keep');
    const minus = minusPoints(view);
    return html`
      <svg class="pyramid" viewBox=${ctx.viewBox} role="group" aria-label=${translate(dasSpielTexts, lang)('pyramid')}>${board}</svg>
      <p>${[
        ...(view.held ? [w('inHand', { colour: diceColourName(view.held.colour, lang) })] : []),
        ...view.kept.map((k, s) =>
          k.length === 0
            ? w('keptNone', { name: ctx.seatName(s) })
            : w('kept', { name: ctx.seatName(s), n: k.length, minus: minus[s] ?? 0 }),
        ),
      ].join(' · ')}</p>
      ${keep ? html`<div class="choices">${ctx.moveButton(keep, w('keepLabel'), w('keep'), { part: 'keep' })}</div>` : ''}
    `;
  },
};
