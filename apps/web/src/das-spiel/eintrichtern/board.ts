/**
 * Eintrichtern on the pyramid: 45 yellow dice on the base plate, their faces hidden, under 36 red dice on the
 * funnels. The total to find (the pearl dice, or a total taken over), the red dice that may be lifted (core's
 * legal lifts are the move controls), what each lift said, and the choice to roll or take over after a failure.
 * Opened funnels show their sum; the sums said are listed on request (what the table heard). Score: red dice.
 *
 * @module
 */
import { eintrichtern, LEVEL_START } from '@tafel/core/das-spiel';
import type { EintrichternView } from '@tafel/core/das-spiel/eintrichtern';
import { eintrichternTarget } from '@tafel/core/das-spiel/eintrichtern';
import { html } from 'lit';
import { eintrichternBots } from '../../bots/eintrichtern.js';
import { capitalise, type Translate, translate } from '../../i18n/index.js';
import { type DieCell, pyramidSvg } from '../../pyramid/pyramid-svg.js';
import { markCells, type PyramidBoard, type PyramidContext } from '../board.js';
import { DICE_COLOURS, PEARL } from '../colours.js';
import { dieFace } from '../die-face.js';
import { placeWords } from '../place-words.js';
import { describeEintrichtern } from '../telling.js';
import { eintrichternTexts } from './texts.js';

const [RED, YELLOW] = DICE_COLOURS;
/** The base plate is level 0; the funnels, covered by red dice, are level 1 (core's lattice). */
const FIRST = LEVEL_START[1]!;
const FUNNELS = LEVEL_START[2]! - FIRST;

type Ctx = PyramidContext<typeof eintrichtern>;
type W = Translate<(typeof eintrichternTexts)['en']>;

/** Eintrichtern's board. */
export const eintrichternBoard: PyramidBoard<typeof eintrichtern> = {
  rules: () => import('../../rules/eintrichtern.js').then((m) => m.eintrichternRules),
  bots: eintrichternBots,
  game: eintrichtern,
  defaultSeats: 'you,bot,bot',
  texts: eintrichternTexts,
  describe: describeEintrichtern,
  scores: (view) => view.red.slice(),
  seatInfo: (ctx, seat) =>
    translate(eintrichternTexts, ctx.lang)('plate', {
      n: ctx.view.red[seat] ?? 0,
      target: eintrichternTarget(ctx.view),
    }),
  render(ctx) {
    const { view, lang, seat } = ctx;
    const w: W = translate(eintrichternTexts, lang);
    const lifts = new Map(ctx.legal.flatMap((m) => (m.type === 'lift' ? [[m.cell, m] as const] : [])));
    const last = view.announcements.at(-1);

    const cells: DieCell[] = [];
    for (let cell = 0; cell < FIRST; cell++)
      cells.push({ cell, colour: YELLOW, orientation: 0, pips: false });
    for (let i = 0; i < FUNNELS; i++) {
      const cell = FIRST + i;
      const recent = last?.cell === cell ? 'recent' : '';
      if (view.covered[i]) cells.push({ cell, colour: RED, orientation: 0, pips: false, className: recent });
      else
        cells.push({
          cell,
          colour: null,
          orientation: 0,
          className: `open ${recent}`,
          label: String(view.known[i] ?? ''),
        });
    }
    const board = pyramidSvg(markCells(cells, ctx.marked), (d, content) => {
      const move = lifts.get(d.cell);
      return move
        ? ctx.boardMove(w('liftLabel', { cell: placeWords(d.cell, lang) }), content, () => ctx.play(move))
        : content;
    });

    const mine = seat !== null && ctx.mine;
    const toMove = view.active[0];
    const target = eintrichternTarget(view);
    return html`
      <svg class="pyramid tint" viewBox=${ctx.viewBox} role="group" aria-label=${w('pyramid')}>${board}</svg>
      <div class="turn-panel" part="turn-panel">${panel(ctx, w, mine, toMove)}</div>
      <p class="last" part="said-last" aria-live="polite">${last ? saidText(ctx, w, last) : ''}</p>
      <ul class="tally" part="tally">
        ${view.red.map((n, s) => html`<li>${w('red', { name: ctx.seatName(s), n, target })}</li>`)}
      </ul>
      ${
        view.end
          ? html`<p class="end">
              ${
                view.end.reason === 'target'
                  ? w('endTarget', { name: ctx.seatName(view.end.seat), target })
                  : w('endEmpty')
              }
            </p>`
          : ''
      }
      <details class="said" part="said">
        <summary>${w('memory', { n: view.announcements.length })}</summary>
        <ol reversed>
          ${[...view.announcements]
            .reverse()
            .map(
              (a) =>
                html`<li>${w(a.kept ? 'memoryKept' : 'memoryLine', { cell: capitalise(placeWords(a.cell, ctx.lang)), sum: a.sum })}</li>`,
            )}
        </ol>
      </details>
    `;
  },
};

/** The total to find and what to do now: lift, or choose between rolling and taking over. */
function panel(ctx: Ctx, w: W, mine: boolean, toMove: number | undefined): unknown {
  const { view } = ctx;
  if (view.phase === 'over' || toMove === undefined) return '';
  const name = ctx.seatName(toMove);
  if (view.phase === 'choose') {
    const failed = view.failed ?? 0;
    const who = view.announcements.at(-1);
    return html`<p>
        ${mine ? w('choose', { name: who ? ctx.seatName(who.seat) : '', total: failed }) : w('waitingChoose', { name, total: failed })}
      </p>
      <div class="choices">
        ${ctx.moveButton({ type: 'roll' }, w('rollLabel'), w('roll'), { part: 'roll' })}
        ${ctx.moveButton({ type: 'take-over' }, w('takeOverLabel', { total: failed }), w('takeOver', { total: failed }), { part: 'take-over' })}
      </div>`;
  }
  const total = view.total ?? 0;
  const dice = view.dice;
  return html`${
    dice
      ? html`<span class="roll">${dice.map((d) => dieFace(d, PEARL, w('die', { n: d })))}
          ${w('rolled', { total, dice: dice.join(' + ') })}</span>`
      : html`<span class="roll">${w('takenOver', { total })}</span>`
  }
    <p>${mine ? w('lift', { total }) : w('waitingLift', { name, total })}</p>`;
}

/** What the last lift said. */
function saidText(ctx: Ctx, w: W, a: EintrichternView['announcements'][number]): string {
  const said = w('said', { name: ctx.seatName(a.seat), cell: placeWords(a.cell, ctx.lang), sum: a.sum });
  return said + (a.kept ? w('kept') : w('back', { total: a.total }));
}
