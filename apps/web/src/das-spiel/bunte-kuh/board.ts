/**
 * Bunte Kuh on the pyramid, in real time: the holder rolls the three pearl dice; be the first to call. A call
 * takes three steps, as at the table — STOP (a funnel has the roll's sum) or NERGENS (none has), then the funnel
 * (every funnel: pointing at a wrong one is a wrong call, penalised), then the orientation of your die. The bots
 * race with their reaction times (their level). A wrong call shows its penalty. The score is the dice left in
 * each stock (fewer is better).
 *
 * @module
 */
import { bunteKuhRoster } from '@tafel/bots/bunte-kuh';
import type { Bot } from '@tafel/core';
import {
  BASE_DIE,
  type BunteKuhMove,
  type BunteKuhView,
  bunteKuh,
  type CallStep,
  faceTowards,
} from '@tafel/core/das-spiel';
import { html } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import { bunteKuhBots } from '../../bots/bunte-kuh.js';
import { type DieCell, pyramidSvg } from '../../pyramid/pyramid-svg.js';
import type { BoardContext, PyramidBoard } from '../board.js';
import { PEARL, SEAT_COLOURS } from '../colours.js';

type Ctx = BoardContext<BunteKuhView, BunteKuhMove>;
type State = Parameters<NonNullable<typeof bunteKuh.steps>['next']>[0];

const faces = (o: number): string => [0, 1, 2].map((a) => faceTowards(o, a as 0 | 1 | 2)).join('·');

function render(ctx: Ctx) {
  const { view, seat, lang } = ctx;
  const nl = lang === 'nl';
  const steps = bunteKuh.steps!;
  // A partial call belongs to its round: a new roll starts afresh.
  const partial = ctx.ui.round === view.round ? ((ctx.ui.steps as CallStep[] | undefined) ?? []) : [];
  const mine = seat !== null && view.active.includes(seat);
  const state = mine ? (ctx.state() as State) : null;
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
  const board = pyramidSvg(cells, (d, content) => {
    const s = funnelSteps.get(d.cell);
    if (!s) return content;
    return ctx.boardMove(`${nl ? 'Deze trechter, cel' : 'This funnel, cell'} ${d.cell}`, content, () =>
      step(s),
    );
  });
  const calls = next.filter((s): s is { call: BunteKuhMove['type'] } => 'call' in s);
  const orientations = next.filter((s): s is { orientation: number } => 'orientation' in s);
  // The last round that was called (the round under way has no call yet).
  const last = view.rounds.findLast((r) => r.calls.length > 0);
  const wrong = last?.calls.filter((c) => !c.right) ?? [];
  return html`
    <svg class="pyramid" viewBox=${ctx.viewBox} role="group" aria-label=${nl ? 'De piramide' : 'The pyramid'}>${board}</svg>
    <p aria-live="polite">
      ${nl ? 'Ronde' : 'Round'} ${view.round} · ${nl ? 'worp van' : 'roll by'} ${ctx.seatName(view.holder)}:
      ${keyed(view.round, html`<strong class="rolled">${view.roll.join(' + ')} = ${view.total}</strong>`)}
      ${wrong.map((c) => html` · <span class="penalty">${ctx.seatName(c.seat)}: ${nl ? 'foute roep, krijgt stenen' : 'wrong call, takes dice'}</span>`)}
    </p>
    <p>${view.stock.map((n, s) => html`${ctx.seatName(s)}: ${n} ${nl ? 'over' : 'left'} · `)}</p>
    <div class="choices">
      ${calls.map((s) =>
        ctx.stepButton(
          s.call === 'stop'
            ? nl
              ? 'Roep STOP: een trechter heeft de som'
              : 'Call STOP: a funnel has the sum'
            : nl
              ? 'Roep NERGENS: geen trechter heeft de som'
              : 'Call NERGENS: no funnel has the sum',
          s.call === 'stop' ? 'STOP' : 'NERGENS',
          () => step(s),
          s.call,
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
          `${nl ? 'Zet hem zo' : 'Put it so'}: ${faces(s.orientation)}`,
          faces(s.orientation),
          'orientation',
        ),
      )}
    </div>
  `;
}

/** Bunte Kuh's board. */
export const bunteKuhBoard: PyramidBoard<BunteKuhView, BunteKuhMove> = {
  bots: bunteKuhBots,
  game: bunteKuh,
  defaultSeats: 'you,bot,bot',
  rules: {
    en: 'The holder rolls the three pearl dice. Be first to call STOP and point at a funnel whose sum equals the roll — you put one of your dice there — or NERGENS when no funnel has it. A wrong call places nothing and every other player gives you a die. Every call ends the round. The first to get rid of all their dice wins.',
    nl: 'De houder gooit de drie parelmoeren stenen. Roep als eerste STOP en wijs een trechter aan waarvan de som gelijk is aan de worp — je zet er een van je stenen in — of NERGENS als geen trechter die som heeft. Een foute roep plaatst niets en elke andere speler geeft je een steen. Elke roep beëindigt de ronde. Wie als eerste al zijn stenen kwijt is, wint.',
  },
  scores: (view) => view.stock.map((n) => -n),
  racer: (bot: string): Bot => (bunteKuhRoster[bot] ?? bunteKuhRoster.normal!).make({}),
  render,
};
