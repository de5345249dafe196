/**
 * Bunte Kuh on the pyramid, in real time: the holder rolls the three pearl dice; be the first to call. A call
 * takes three steps, as at the table — STOP (a funnel has the roll's sum) or NERGENS (none has), then the funnel
 * (every funnel: pointing at a wrong one is a wrong call, penalised), then the orientation of your die. The bots
 * race with their reaction times (their level). A wrong call shows its penalty. The score is the dice left in
 * each stock (fewer is better).
 *
 * @module
 */
import { bunteKuh, faceTowards } from '@tafel/core/das-spiel';
import type { BunteKuhMove, CallStep } from '@tafel/core/das-spiel/bunte-kuh';
import { BASE_DIE } from '@tafel/core/das-spiel/bunte-kuh';
import { html } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import { bunteKuhBots } from '../../bots/bunte-kuh.js';
import { translate } from '../../i18n/index.js';
import { type DieCell, pyramidSvg } from '../../pyramid/pyramid-svg.js';
import { markCells, type PyramidBoard, type PyramidContext } from '../board.js';
import { PEARL, SEAT_COLOURS } from '../colours.js';
import { placeWords } from '../place-words.js';
import { describeBunteKuh } from '../telling.js';
import { dasSpielTexts } from '../texts.js';
import { bunteKuhTexts } from './texts.js';

/** What the board keeps while a call is made: its round, and the steps so far. */
type CallUi = { round: number; steps: CallStep[] };
type Ctx = PyramidContext<typeof bunteKuh, CallUi>;

const faces = (o: number): string => [0, 1, 2].map((a) => faceTowards(o, a as 0 | 1 | 2)).join('·');

function render(ctx: Ctx) {
  const { view, seat, lang } = ctx;
  const w = translate(bunteKuhTexts, lang);
  const steps = bunteKuh.steps!;
  // A partial call belongs to its round: a new roll starts afresh.
  const partial = ctx.ui.round === view.round ? (ctx.ui.steps ?? []) : [];
  const state = seat !== null && ctx.mine ? ctx.position() : null;
  const next = state ? steps.next(state, seat!, partial) : [];
  const step = (s: CallStep) => {
    ctx.ui.round = view.round;
    ctx.ui.steps = [...partial, s];
    const made = state ? steps.move(state, seat!, [...partial, s]) : null;
    if (made) ctx.play(made);
    else ctx.refresh();
  };
  const funnelSteps = new Map(next.flatMap((s) => ('cell' in s ? [[s.cell, s] as const] : [])));
  const chosenCell = partial.find((s): s is { cell: number } => 'cell' in s)?.cell;
  const cells: DieCell[] = [];
  view.owner.forEach((owner, cell) => {
    if (owner >= 0)
      cells.push({
        cell,
        colour: owner === BASE_DIE ? PEARL : SEAT_COLOURS[owner]!,
        orientation: view.orientation[cell]!,
      });
    else if (funnelSteps.has(cell) || cell === chosenCell)
      cells.push({
        cell,
        colour: null,
        orientation: 0,
        className: cell === chosenCell ? 'chosen legal' : 'legal',
      });
  });
  const board = pyramidSvg(markCells(cells, ctx.marked), (d, content) => {
    const s = funnelSteps.get(d.cell);
    if (!s) return content;
    return ctx.boardMove(w('funnel', { cell: placeWords(d.cell, lang) }), content, () => step(s));
  });
  const calls = next.filter((s): s is { call: BunteKuhMove['type'] } => 'call' in s);
  const orientations = next.filter((s): s is { orientation: number } => 'orientation' in s);
  // The last round that was called (the round under way has no call yet).
  const last = view.rounds.findLast((r) => r.calls.length > 0);
  const wrong = last?.calls.filter((c) => !c.right) ?? [];
  return html`
    <svg class="pyramid" viewBox=${ctx.viewBox} role="group" aria-label=${translate(dasSpielTexts, lang)('pyramid')}>${board}</svg>
    <p aria-live="polite">
      ${w('round', { round: view.round, name: ctx.seatName(view.holder), who: view.holder === seat ? 'you' : 'other' })}
      ${keyed(view.round, html`<strong class="rolled">${view.roll.join(' + ')} = ${view.total}</strong>`)}
      ${wrong.map((c) => html` · <span class="penalty">${w('wrong', { name: ctx.seatName(c.seat), who: c.seat === seat ? 'you' : 'other' })}</span>`)}
    </p>
    <p>${view.stock.map((n, s) => w('left', { name: ctx.seatName(s), n })).join(' · ')}</p>
    <div class="choices">
      ${calls.map((s) =>
        ctx.stepButton(
          w(s.call === 'stop' ? 'stopLabel' : 'nowhereLabel'),
          w(s.call === 'stop' ? 'stop' : 'nowhere'),
          () => step(s),
          { part: s.call },
        ),
      )}
      ${orientations.map((s) =>
        ctx.moveButton(
          {
            type: (partial[0] as { call: BunteKuhMove['type'] }).call,
            round: view.round,
            cell: chosenCell!,
            orientation: s.orientation,
          },
          w('orientation', { faces: faces(s.orientation) }),
          faces(s.orientation),
          { part: 'orientation', enabled: true },
        ),
      )}
    </div>
  `;
}

/** Bunte Kuh's board. */
export const bunteKuhBoard: PyramidBoard<typeof bunteKuh, CallUi> = {
  rules: () => import('../../rules/bunte-kuh.js').then((m) => m.bunteKuhRules),
  bots: bunteKuhBots,
  game: bunteKuh,
  defaultSeats: 'you,bot,bot',
  texts: bunteKuhTexts,
  describe: describeBunteKuh,
  // A readable pause before each roll: the round just called stays on the table before the next one comes.
  pause: (before, after, pace) => (after.round !== before.round ? pace.rollPause : 0),
  scores: (view) => view.stock.map((n) => -n),
  cue: (before, after) => (after.round > before.round ? 'won' : null),
  seatInfo: (ctx, seat) => translate(bunteKuhTexts, ctx.lang)('plate', { n: ctx.view.stock[seat] ?? 0 }),
  render,
};
