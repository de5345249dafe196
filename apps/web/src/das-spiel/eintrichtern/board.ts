/**
 * Eintrichtern on the pyramid: the yellow base dice hide their faces; the red dice on level 1 cover funnels. Roll
 * the three pearl dice (or take over the total the last player failed), then lift a red die: the lit red dice
 * are the ones that still cover a funnel. A lifted funnel shows the sum that was announced, for everyone to
 * remember. The score is the red dice each player kept.
 *
 * @module
 */
import { type EintrichternMove, type EintrichternView, eintrichtern } from '@tafel/core/das-spiel';
import { html } from 'lit';
import { type DieCell, pyramidSvg } from '../../pyramid/pyramid-svg.js';
import type { BoardContext, PyramidBoard } from '../board.js';
import { DICE_COLOURS } from '../colours.js';

type Ctx = BoardContext<EintrichternView, EintrichternMove>;

/** Level 1 starts at this cell: 45 base cells come first. */
const LEVEL_1 = 45;

function render(ctx: Ctx) {
  const { view, legal, lang } = ctx;
  const nl = lang === 'nl';
  const lifts = new Map(legal.flatMap((m) => (m.type === 'lift' ? [[m.cell, m] as const] : [])));
  const cells: DieCell[] = [];
  for (let cell = 0; cell < LEVEL_1; cell++)
    cells.push({ cell, colour: DICE_COLOURS[1], orientation: 0, pips: false });
  view.covered.forEach((covered, i) => {
    const cell = LEVEL_1 + i;
    const sum = view.known[i];
    if (covered) cells.push({ cell, colour: DICE_COLOURS[0], orientation: 0, pips: false });
    else cells.push({ cell, colour: null, orientation: 0, label: sum === null ? '' : String(sum) });
  });
  const board = pyramidSvg(cells, (d, content) => {
    const move = lifts.get(d.cell);
    if (!move) return content;
    return ctx.boardMove(
      `${nl ? 'Til de rode steen op, cel' : 'Lift the red die, cell'} ${d.cell}`,
      content,
      () => ctx.play(move),
    );
  });
  const roll = legal.find((m) => m.type === 'roll');
  const takeOver = legal.find((m) => m.type === 'take-over');
  const last = view.announcements.at(-1);
  return html`
    <svg class="pyramid" viewBox=${ctx.viewBox} role="group" aria-label=${nl ? 'De piramide' : 'The pyramid'}>${board}</svg>
    <p aria-live="polite">
      ${view.dice ? html`${nl ? 'Worp' : 'Roll'}: ${view.dice.join(' + ')} = <strong>${view.total}</strong> · ` : ''}
      ${view.failed === null ? '' : html`${nl ? 'Mislukt totaal' : 'Failed total'}: ${view.failed} · `}
      ${last ? html`${nl ? 'Laatst genoemd' : 'Last announced'}: ${last.sum} · ` : ''}
      ${view.red.map((r, s) => html`${ctx.seatName(s)}: ${r} ${nl ? 'rood' : 'red'} · `)}
    </p>
    <div class="choices">
      ${roll ? ctx.moveButton(roll, nl ? 'Gooi de drie dobbelstenen' : 'Roll the three dice', nl ? 'Gooien' : 'Roll', 'roll') : ''}
      ${takeOver ? ctx.moveButton(takeOver, nl ? 'Neem het mislukte totaal over' : 'Take over the failed total', nl ? 'Overnemen' : 'Take over', 'take-over') : ''}
    </div>
  `;
}

/** Eintrichtern's board. */
export const eintrichternBoard: PyramidBoard<EintrichternView, EintrichternMove> = {
  game: eintrichtern,
  defaultSeats: 'you,bot',
  rules: {
    en: 'Roll the three pearl dice (or take over the total the last player failed), then lift a red die: the sum of the funnel beneath is announced. If it equals your total you keep the red die and go again; if not, it goes back and the turn passes. Remember the sums! The first with 8 red dice (9 with 5–6 players) wins.',
    nl: 'Gooi de drie parelmoeren stenen (of neem het totaal over dat de vorige speler miste) en til een rode steen op: de som van de trechter eronder wordt genoemd. Is die gelijk aan je totaal, dan houd je de rode steen en ga je door; zo niet, dan gaat hij terug en is de volgende aan de beurt. Onthoud de sommen! Wie eerst 8 rode stenen heeft (9 met 5–6 spelers) wint.',
  },
  scores: (view) => view.red,
  render,
};
