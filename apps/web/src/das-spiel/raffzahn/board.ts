/**
 * Raffzahn on the pyramid, in real time: the roller rolls the turquoise die, then everyone grabs at once — the lit
 * dice are the free ones whose face towards your side shows the roll; the roller may call STOP. The bots race
 * with their reaction times (their level), through the match engine's race. A late take shows its penalty. The
 * score is the dice each player holds.
 *
 * @module
 */
import { raffzahn } from '@tafel/core/das-spiel';
import { html } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import { raffzahnBots } from '../../bots/raffzahn.js';
import { translate } from '../../i18n/index.js';
import { type DieCell, pyramidSvg } from '../../pyramid/pyramid-svg.js';
import { isYou } from '../../table/board.js';
import { markCells, type PyramidBoard, type PyramidContext } from '../board.js';
import { DICE_COLOURS } from '../colours.js';
import { placeWords } from '../place-words.js';
import { describeRaffzahn } from '../telling.js';
import { dasSpielTexts, diceColourBefore } from '../texts.js';
import { raffzahnTexts } from './texts.js';

function render(ctx: PyramidContext<typeof raffzahn>) {
  const { view, legal, lang } = ctx;
  const w = translate(raffzahnTexts, lang);
  const takes = new Map(legal.flatMap((m) => (m.type === 'take' ? [[m.cell, m] as const] : [])));
  const cells: DieCell[] = [];
  view.owner.forEach((colour, cell) => {
    if (colour >= 0)
      cells.push({ cell, colour: DICE_COLOURS[colour]!, orientation: view.orientation[cell]! });
  });
  const board = pyramidSvg(markCells(cells, ctx.marked), (d, content) => {
    const move = takes.get(d.cell);
    if (!move) return content;
    return ctx.boardMove(
      w('take', { colour: diceColourBefore(view.owner[d.cell]!, lang), cell: placeWords(d.cell, lang) }),
      content,
      () => ctx.play(move),
    );
  });
  const stop = legal.find((m) => m.type === 'stop');
  const roll = legal.find((m) => m.type === 'roll');
  const late = view.current.late;
  return html`
    <svg class="pyramid" viewBox=${ctx.viewBox} role="group" aria-label=${translate(dasSpielTexts, lang)('pyramid')}>${board}</svg>
    <p aria-live="polite">
      ${w('round', { round: view.round, name: ctx.seatName(view.roller) })}
      ${view.roll === null ? '' : html`${w('roll')} ${keyed(view.round, html`<strong class="rolled">${view.roll}</strong>`)}`}
      ${view.phase === 'stopped' ? html`· <strong>${w('stop')}</strong>` : ''}
      ${late.map((l) => html` · <span class="penalty">${w('late', { name: ctx.seatName(l.seat), n: l.gave, who: isYou(ctx, l.seat) ? 'you' : 'other' })}</span>`)}
    </p>
    <p>${view.taken.map((n, s) => w('taken', { name: ctx.seatName(s), n })).join(' · ')}</p>
    <div class="choices">
      ${roll ? ctx.moveButton(roll, w('rollLabel'), w('rollButton'), { part: 'roll' }) : ''}
      ${stop ? ctx.moveButton(stop, w('stopLabel'), w('stop'), { part: 'stop' }) : ''}
    </div>
  `;
}

/** Raffzahn's board. */
export const raffzahnBoard: PyramidBoard<typeof raffzahn> = {
  rules: () => import('../../rules/raffzahn.js').then((m) => m.raffzahnRules),
  bots: raffzahnBots,
  game: raffzahn,
  defaultSeats: 'you,bot,bot',
  texts: raffzahnTexts,
  describe: describeRaffzahn,
  // A readable pause before each roll: the round just called stays on the table before the next one comes.
  pause: (before, after, pace) => (after.round !== before.round ? pace.rollPause : 0),
  scores: (view) => view.taken,
  cue: (before, after) => (after.round > before.round ? 'won' : null),
  seatInfo: (ctx, seat) => translate(raffzahnTexts, ctx.lang)('plate', { n: ctx.view.taken[seat] ?? 0 }),
  render,
};
