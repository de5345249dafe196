/**
 * Raffzahn on the pyramid, in real time: the roller rolls the turquoise die, then everyone grabs at once — the lit
 * dice are the free ones whose face towards your side shows the roll; the roller may call STOP. The bots race
 * with their reaction times (their level). A late take shows its penalty. The score is the dice each player holds.
 *
 * @module
 */
import { raffzahnRoster } from '@tafel/bots/raffzahn';
import type { Bot } from '@tafel/core';
import { type RaffzahnMove, type RaffzahnView, raffzahn } from '@tafel/core/das-spiel';
import { html } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import { raffzahnBots } from '../../bots/raffzahn.js';
import { type DieCell, pyramidSvg } from '../../pyramid/pyramid-svg.js';
import type { BoardContext, PyramidBoard } from '../board.js';
import { COLOUR_NAMES, DICE_COLOURS } from '../colours.js';

type Ctx = BoardContext<RaffzahnView, RaffzahnMove>;

function render(ctx: Ctx) {
  const { view, legal, lang } = ctx;
  const nl = lang === 'nl';
  const takes = new Map(legal.flatMap((m) => (m.type === 'take' ? [[m.cell, m] as const] : [])));
  const cells: DieCell[] = [];
  view.owner.forEach((colour, cell) => {
    if (colour >= 0)
      cells.push({ cell, colour: DICE_COLOURS[colour]!, orientation: view.orientation[cell]! });
  });
  const board = pyramidSvg(cells, (d, content) => {
    const move = takes.get(d.cell);
    if (!move) return content;
    return ctx.boardMove(
      `${nl ? 'Pak de' : 'Take the'} ${COLOUR_NAMES[lang][view.owner[d.cell]!]} ${nl ? 'steen, cel' : 'die, cell'} ${d.cell}`,
      content,
      () => ctx.play(move),
    );
  });
  const stop = legal.find((m) => m.type === 'stop');
  const roll = legal.find((m) => m.type === 'roll');
  const late = view.current.late;
  return html`
    <svg class="pyramid" viewBox=${ctx.viewBox} role="group" aria-label=${nl ? 'De piramide' : 'The pyramid'}>${board}</svg>
    <p aria-live="polite">
      ${nl ? 'Ronde' : 'Round'} ${view.round} · ${nl ? 'gooier' : 'roller'}: ${ctx.seatName(view.roller)}
      ${view.roll === null ? '' : html`· ${nl ? 'Worp' : 'Roll'}: ${keyed(view.round, html`<strong class="rolled">${view.roll}</strong>`)}`}
      ${view.phase === 'stopped' ? html`· <strong>STOP</strong>` : ''}
      ${late.map((l) => html` · <span class="penalty">${ctx.seatName(l.seat)}: ${nl ? 'te laat, geeft' : 'too late, gives'} ${l.gave}</span>`)}
    </p>
    <p>${view.taken.map((t, s) => html`${ctx.seatName(s)}: ${t} · `)}</p>
    <div class="choices">
      ${roll ? ctx.moveButton(roll, nl ? 'Gooi de turkooise steen' : 'Roll the turquoise die', nl ? 'Gooien' : 'Roll', 'roll') : ''}
      ${stop ? ctx.moveButton(stop, nl ? 'Roep STOP' : 'Call STOP', 'STOP', 'stop') : ''}
    </div>
  `;
}

/** Raffzahn's board. */
export const raffzahnBoard: PyramidBoard<RaffzahnView, RaffzahnMove> = {
  bots: raffzahnBots,
  game: raffzahn,
  defaultSeats: 'you,bot,bot',
  rules: {
    en: 'The roller rolls the turquoise die; then everyone grabs at once any free die whose face towards their own side shows that number. Only the roller may call STOP; a take after STOP is late: the die goes back and the late taker gives each other player a die (once a round: then he waits for the roll). When only the bottom layer is left, most dice wins.',
    nl: 'De gooier gooit de turkooise steen; dan grijpt iedereen tegelijk elke vrije steen waarvan het vlak naar de eigen kant dat getal toont. Alleen de gooier mag STOP roepen; wie na STOP nog pakt is te laat: de steen gaat terug en hij geeft elke andere speler een steen (één keer per ronde: daarna wacht hij op de worp). Is alleen de onderste laag nog over, dan wint wie de meeste stenen heeft.',
  },
  scores: (view) => view.taken,
  racer: (bot: string): Bot => (raffzahnRoster[bot] ?? raffzahnRoster.normal!).make({}),
  render,
};
