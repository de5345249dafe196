/**
 * Abquetschen on the pyramid: the turquoise die is rolled for the player; he picks the cells of his build one by
 * one. The cells that may come next are core's continuations of the build so far (`abquetschen.steps`, exact
 * however many builds a roll allows), so every lit cell leads to a legal build; a counter shows the picks
 * against the roll, the last pick can be taken back, and the Build button completes the move once the picks are
 * one. Bonus dice are a second build of the same turn, picked the same way. The score is the dice built.
 *
 * @module
 */
import { abquetschen, level } from '@tafel/core/das-spiel';
import type { AbquetschenMove, AbquetschenView } from '@tafel/core/das-spiel/abquetschen';
import { diceToBuild, STOCK } from '@tafel/core/das-spiel/abquetschen';
import { html } from 'lit';
import { abquetschenBots } from '../../bots/abquetschen.js';
import { type Translate, translate } from '../../i18n/index.js';
import { type DieCell, pyramidSvg } from '../../pyramid/pyramid-svg.js';
import { isYou } from '../../table/board.js';
import { markCells, type PyramidBoard, type PyramidContext } from '../board.js';
import { DICE_COLOURS, SEAT_COLOURS } from '../colours.js';
import { dieFace } from '../die-face.js';
import { placeWords } from '../place-words.js';
import { describeAbquetschen } from '../telling.js';
import { seatColourName } from '../texts.js';
import { abquetschenTexts } from './texts.js';

type Ctx = PyramidContext<typeof abquetschen, AbquetschenUi>;
type W = Translate<(typeof abquetschenTexts)['en']>;

/** The turquoise roll die's colour. */
const TURQUOISE = DICE_COLOURS[3];

/** Core's continuations of the picks so far, and the build they make (cached until the picks change). */
interface Continuation {
  key: string;
  next: number[];
  move: AbquetschenMove | null;
}

function continuation(ctx: Ctx, picks: number[]): Continuation {
  const key = `${ctx.seat}:${picks.join()}`;
  const cached = ctx.ui.continuation;
  if (cached?.key === key) return cached;
  // The steps read the position only (the turquoise die's future plays no part).
  const state = ctx.position();
  const steps = abquetschen.steps!;
  const out =
    state === null || ctx.seat === null
      ? { key, next: [], move: null }
      : { key, next: steps.next(state, ctx.seat, picks), move: steps.move(state, ctx.seat, picks) };
  ctx.ui.continuation = out;
  return out;
}

/** What the board keeps while a build is picked: the cells so far, and core's continuations of them. */
type AbquetschenUi = { picks: number[]; continuation: Continuation };

/** Abquetschen's board. */
export const abquetschenBoard: PyramidBoard<typeof abquetschen, AbquetschenUi> = {
  rules: () => import('../../rules/abquetschen.js').then((m) => m.abquetschenRules),
  bots: abquetschenBots,
  game: abquetschen,
  defaultSeats: 'you,bot',
  texts: abquetschenTexts,
  describe: describeAbquetschen,
  scores: (view) => view.stock.map((left) => STOCK - left),
  seatInfo: (ctx, seat) => {
    const left = ctx.view.stock[seat] ?? 0;
    const colour = seatColourName(seat, ctx.lang);
    return translate(abquetschenTexts, ctx.lang)('plate', { colour, built: STOCK - left, left });
  },
  render(ctx) {
    const { view, lang, seat } = ctx;
    const w: W = translate(abquetschenTexts, lang);
    const mine = seat !== null && ctx.mine;
    const picks = mine ? (ctx.ui.picks ?? []) : [];
    const steps = mine ? continuation(ctx, picks) : { next: [], move: null };
    const next = new Set(steps.next);
    const chosen = new Set(picks);
    const n = diceToBuild(view);
    const last = view.history.at(-1);
    const recent = new Set(last ? [...last.cells, ...last.bonusCells] : []);

    const cells: DieCell[] = [];
    view.owner.forEach((owner, cell) => {
      if (owner >= 0)
        cells.push({
          cell,
          colour: SEAT_COLOURS[owner]!,
          orientation: 0,
          pips: false,
          className: recent.has(cell) ? 'recent' : '',
        });
      else if (chosen.has(cell))
        cells.push({ cell, colour: SEAT_COLOURS[seat!]!, orientation: 0, pips: false, className: 'chosen' });
      else if (next.has(cell)) cells.push({ cell, colour: null, orientation: 0, className: 'legal' });
      else if (level(cell) === 0) cells.push({ cell, colour: null, orientation: 0, className: 'empty' });
    });
    const board = pyramidSvg(markCells(cells, ctx.marked), (d, content) => {
      if (!next.has(d.cell)) return content;
      return ctx.boardMove(w('pick', { cell: placeWords(d.cell, lang) }), content, () => {
        ctx.ui.picks = [...picks, d.cell];
        ctx.refresh();
      });
    });

    const pass = steps.move !== null && steps.move.cells.length === 0;
    const build: AbquetschenMove = { type: 'build', cells: [...picks].sort((a, b) => a - b) };
    const takeBack = () => {
      if (picks.length === 0) return;
      ctx.ui.picks = picks.slice(0, -1);
      ctx.refresh();
    };
    const toMove = view.active[0];
    const colour = (s: number) => seatColourName(s, lang);

    return html`
      <svg class="pyramid tint" viewBox=${ctx.viewBox} role="group" aria-label=${w('pyramid')}>${board}</svg>
      <div class="turn-panel" part="turn-panel">
        ${
          view.roll !== null && view.phase !== 'over'
            ? html`<span class="roll">${dieFace(view.roll, TURQUOISE, w('rollLabel', { n: view.roll }))}
                ${w('roll', { n: view.roll })}</span>`
            : ''
        }
        <p class="counter" part="counter" aria-live="polite">
          ${
            view.phase === 'over' || toMove === undefined
              ? ''
              : !mine
                ? view.roll !== null
                  ? w('waiting', { name: ctx.seatName(toMove), n: view.roll })
                  : ''
                : pass
                  ? w('cannotBuild', { n: view.roll ?? 0 })
                  : w(
                      view.phase === 'start'
                        ? 'startPick'
                        : view.phase === 'bonus'
                          ? 'bonusPick'
                          : 'buildPick',
                      {
                        n,
                        chosen: picks.length,
                      },
                    )
          }
        </p>
        ${
          mine
            ? html`<div class="choices">
                ${pass ? '' : ctx.moveButton(build, w('build', { n }), w('buildOne'), { part: 'build', enabled: picks.length > 0 && steps.move !== null })}
                ${ctx.moveButton({ type: 'build', cells: [] }, w('passLabel'), w('pass'), { part: 'pass', enabled: pass })}
                <button
                  part="take-back"
                  class="take-back"
                  aria-disabled=${picks.length === 0 ? 'true' : 'false'}
                  title=${picks.length === 0 ? w('nothingPicked') : w('takeBack')}
                  @click=${takeBack}
                >
                  ${w('takeBack')}
                </button>
              </div>`
            : ''
        }
      </div>
      <p class="last" part="last-turn" aria-live="polite">${lastTurn(view, ctx, w)}</p>
      ${
        view.phase === 'start' || view.history.length <= 1
          ? html`<p class="start-rolls">
              ${w('startRolls', {
                rolls: view.startRolls.map((r) => `${ctx.seatName(r.seat)}: ${r.roll}`).join(', '),
                name: ctx.seatName(view.startPlayer),
                who: isYou(ctx, view.startPlayer) ? 'you' : 'other',
              })}
            </p>`
          : ''
      }
      <ul class="stock" part="stock">
        ${view.stock.map(
          (left, s) =>
            html`<li>${w('stock', { name: ctx.seatName(s), colour: colour(s), built: STOCK - left, left })}</li>`,
        )}
      </ul>
      ${view.end ? html`<p class="end">${endText(view, ctx, w)}</p>` : ''}
    `;
  },
};

/** The last turn in words: who rolled what and built how many (and the bonus). */
function lastTurn(view: AbquetschenView, ctx: Ctx, w: W): string {
  const t = view.history.at(-1);
  if (!t) return '';
  const name = ctx.seatName(t.seat);
  if (t.roll === null) return w('lastStart', { name });
  if (t.cells.length === 0) return w('lastPass', { name, roll: t.roll });
  return (
    w('lastTurn', { name, roll: t.roll, n: t.cells.length }) +
    (t.bonusCells.length > 0 ? w('lastBonus', { n: t.bonusCells.length }) : '')
  );
}

/** Why the game ended. */
function endText(view: AbquetschenView, ctx: Ctx, w: W): string {
  const end = view.end!;
  const name = ctx.seatName(end.seat);
  if (end.reason === 'buried') return w('endBuried', { name });
  if (end.reason === 'roll') return w('endRoll', { name });
  return w('endBlocked');
}
