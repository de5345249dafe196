/**
 * Würfelmarsch on the base plate, drawn from the player's side (his side at the bottom, the true view from
 * above, so his left is on the left): choose one of your dice, then tilt it forward, left or right — with the
 * buttons or the arrow keys (↑ forward, ← left, → right; ↑ then ← or → when both ways forward are open) — or
 * turn it in place to any other orientation. The directions are core's (`tiltTarget`), the moves core's legal
 * moves of that die; a direction that is not legal now is a disabled control with the rule's reason. The last
 * move's triangles, captures and ties are shown on the plate and in words. Score: captured dice minus lost.
 *
 * @module
 */
import { faceTowards, LEVEL_START, wuerfelmarsch } from '@tafel/core/das-spiel';
import type { TiltDirection, WuerfelmarschMove } from '@tafel/core/das-spiel/wuerfelmarsch';
import {
  MARCH_GOALS,
  marchCounts,
  TILT_DIRECTIONS,
  tiltDirection,
  tiltTarget,
} from '@tafel/core/das-spiel/wuerfelmarsch';
import { html, type TemplateResult } from 'lit';
import { wuerfelmarschBots } from '../../bots/wuerfelmarsch.js';
import { type Translate, translate } from '../../i18n/index.js';
import { type DieCell, type PyramidView, position, pyramidSvg } from '../../pyramid/pyramid-svg.js';
import { markCells, type PyramidBoard, type PyramidContext } from '../board.js';
import { SEAT_COLOURS } from '../colours.js';
import { placeWords } from '../place-words.js';
import { svgControl } from '../svg-control.js';
import { dasSpielMoveTexts, describeWuerfelmarsch } from '../telling.js';
import { seatColourBefore, seatColourName } from '../texts.js';
import { wuerfelmarschTexts } from './texts.js';

type Ctx = PyramidContext<typeof wuerfelmarsch, MarchUi>;
type W = Translate<(typeof wuerfelmarschTexts)['en']>;

/** The cells of the base plate, where the march goes (level 0 of core's lattice). */
const PLATE = LEVEL_START[1]!;
const ARROWS: Record<TiltDirection, string> = {
  'forward-left': '↖',
  'forward-right': '↗',
  left: '←',
  right: '→',
};

/** The faces a die shows to the player at `side`, to his left and to his right. */
function facesFor(orientation: number, side: number): { me: number; left: number; right: number } {
  return {
    me: faceTowards(orientation, side as 0),
    left: faceTowards(orientation, ((side + 1) % 3) as 0),
    right: faceTowards(orientation, ((side + 2) % 3) as 0),
  };
}

/** What the board keeps while a move is made: the chosen die, whether ↑ waits for ← or →, a hint. */
type MarchUi = { die: number; forward: number; hint: string };

/** Würfelmarsch's board. */
export const wuerfelmarschBoard: PyramidBoard<typeof wuerfelmarsch, MarchUi> = {
  rules: () => import('../../rules/wuerfelmarsch.js').then((m) => m.wuerfelmarschRules),
  bots: wuerfelmarschBots,
  game: wuerfelmarsch,
  defaultSeats: 'you,bot',
  texts: wuerfelmarschTexts,
  describe: describeWuerfelmarsch,
  scores: (view) => marchCounts(view),
  seatInfo: (ctx, seat) =>
    translate(wuerfelmarschTexts, ctx.lang)('plate', {
      colour: seatColourName(seat, ctx.lang),
      captured: ctx.view.captured[seat] ?? 0,
      lost: ctx.view.lost[seat] ?? 0,
      left: ctx.view.owner.filter((o) => o === seat).length,
    }),
  render(ctx) {
    const { view, lang, seat } = ctx;
    const w: W = translate(wuerfelmarschTexts, lang);
    const side = seat ?? 0;
    const look: PyramidView = { from: side };
    const { ui } = ctx;
    const mine = seat !== null && ctx.mine;
    const byCell = new Map<number, WuerfelmarschMove[]>();
    for (const m of ctx.legal) byCell.set(m.cell, [...(byCell.get(m.cell) ?? []), m]);
    const die = mine && ui.die !== undefined && byCell.has(ui.die) ? ui.die : undefined;

    /** The legal tilt of the die in `cell` in direction `d`, if any. */
    const tiltOf = (cell: number, d: TiltDirection) => {
      const to = tiltTarget(cell, side, d);
      return byCell.get(cell)?.find((m) => m.type === 'tilt' && m.to === to);
    };
    const refresh = (change: Partial<MarchUi>) => {
      Object.assign(ui, { hint: undefined }, change);
      ctx.refresh();
    };
    /** Tilts `cell` in `d`: the move when legal, else the rule's refusal (off the plate: a hint). */
    const tilt = (cell: number, d: TiltDirection) => {
      const move = tiltOf(cell, d);
      if (move) return ctx.play(move);
      const to = tiltTarget(cell, side, d);
      if (to < 0) return refresh({ hint: w('offPlate') });
      // The one move tried: the rules refuse it (into a die) in their words, and nothing changes.
      ctx.play({ type: 'tilt', cell, to });
    };
    const keys = (cell: number) => (e: KeyboardEvent) => {
      if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
        const leftKey = e.key === 'ArrowLeft';
        const armed = ui.forward === cell;
        tilt(cell, armed ? (leftKey ? 'forward-left' : 'forward-right') : leftKey ? 'left' : 'right');
        return true;
      }
      if (e.key === 'ArrowUp') {
        const ways = (['forward-left', 'forward-right'] as const).filter((d) => tiltOf(cell, d));
        if (ways.length === 1) ctx.play(tiltOf(cell, ways[0]!)!);
        else if (ways.length === 2) refresh({ die: cell, forward: cell, hint: w('forwardWhich') });
        else tilt(cell, 'forward-left');
        return true;
      }
      if (e.key === 'ArrowDown') {
        refresh({ forward: undefined });
        return true;
      }
      return false;
    };

    const last = view.last;
    const gone = new Set([...(last?.captures ?? []), ...(last?.removed ?? [])].map((c) => c.cell));
    const cells: DieCell[] = [];
    for (let cell = 0; cell < PLATE; cell++) {
      const owner = view.owner[cell]!;
      if (owner >= 0) {
        const recent = last?.move.type === 'tilt' ? last.move.to === cell : last?.move.cell === cell;
        cells.push({
          cell,
          colour: SEAT_COLOURS[owner]!,
          orientation: view.orientation[cell]!,
          className: die === cell ? 'chosen' : recent ? 'recent' : '',
        });
      } else {
        const goal = seat !== null && MARCH_GOALS[seat] === cell;
        const from = last?.move.type === 'tilt' && last.move.cell === cell;
        cells.push({
          cell,
          colour: null,
          orientation: 0,
          className: gone.has(cell) ? 'gone' : goal ? 'goal' : from ? 'empty recent' : 'empty',
          label: gone.has(cell) ? '✕' : goal ? w('goal') : '',
        });
      }
    }
    for (const t of last?.triangles ?? [])
      cells.push({
        cell: t.funnel,
        colour: null,
        orientation: 0,
        className: 'judged',
        label: t.result === 'tie' ? '=' : String(Math.max(...t.faces)),
      });

    const board = pyramidSvg(
      markCells(cells, ctx.marked),
      (d, content) => {
        if (!mine || d.colour === null || !byCell.has(d.cell)) return content;
        const f = facesFor(d.orientation, side);
        const cell = placeWords(d.cell, lang, look);
        const [part, label, onChoose] =
          die === undefined
            ? [
                'move cell',
                w('choose', { colour: seatColourBefore(seat!, lang), cell, ...f }),
                () => {
                  refresh({ die: d.cell, forward: undefined });
                  // The chosen die keeps the focus (a click on it may not give it): the arrows tilt it.
                  ctx.focus('[part~="chosen"]');
                },
              ]
            : die === d.cell
              ? ['chosen', w('chosen', { cell, ...f }), () => refresh({ die: undefined, forward: undefined })]
              : [
                  'die',
                  w('other', { cell }),
                  () => {
                    refresh({ die: d.cell, forward: undefined });
                    ctx.focus('[part~="chosen"]');
                  },
                ];
        return svgControl({ part, label, content, onChoose, onKey: keys(d.cell) });
      },
      look,
    );

    return html`
      <svg class="pyramid tint" viewBox=${ctx.viewBox} role="group" aria-label=${w('pyramid')}>${board}</svg>
      <div class="turn-panel" part="turn-panel">
        ${panel(ctx, w, { mine, die, byCell, side, ui, tilt })}
      </div>
      <p class="last" part="last-move" aria-live="polite">${lastText(ctx, w)}</p>
      <ul class="tally" part="tally">
        ${view.captured.map(
          (captured, s) =>
            html`<li>
              ${w('tally', {
                name: ctx.seatName(s),
                colour: seatColourName(s, lang),
                captured,
                lost: view.lost[s]!,
                left: view.owner.filter((o) => o === s).length,
              })}
            </li>`,
        )}
      </ul>
      ${view.end ? html`<p class="end">${endText(ctx, w)}</p>` : ''}
    `;
  },
};

/** A die as its player sees it, for a turn button: the apex die of a pyramid drawn from his side. */
function miniDie(orientation: number, colour: string, side: number): TemplateResult {
  const [x, y] = position(164, { from: side });
  return html`<svg viewBox=${`${x - 11} ${y - 11} 22 22`} aria-hidden="true">
    ${pyramidSvg([{ cell: 164, colour, orientation }], undefined, { from: side })}
  </svg>`;
}

interface PanelArgs {
  mine: boolean;
  die: number | undefined;
  byCell: Map<number, WuerfelmarschMove[]>;
  side: number;
  ui: Partial<MarchUi>;
  tilt: (cell: number, d: TiltDirection) => void;
}

/** Below the plate: what to do now; for a chosen die its four directions and its turns. */
function panel(ctx: Ctx, w: W, a: PanelArgs): unknown {
  const { view } = ctx;
  const toMove = view.active[0];
  if (view.end || toMove === undefined) return '';
  if (!a.mine) return html`<p>${w('waiting', { name: ctx.seatName(toMove) })}</p>`;
  const hint = a.ui.hint ? html`<p class="hint" part="hint" role="status">${a.ui.hint}</p>` : '';
  if (a.die === undefined) return html`<p>${w('pickDie')}</p><p>${w('keys')}</p>${hint}`;
  const cell = a.die;
  const directions = TILT_DIRECTIONS.map((d) => {
    const to = tiltTarget(cell, a.side, d);
    const content = html`<span aria-hidden="true">${ARROWS[d]}</span> ${w(d)}`;
    if (to < 0)
      return html`<button
        part="move tilt off-plate"
        class="move tilt"
        aria-label=${w(d)}
        aria-disabled="true"
        title=${w('offPlate')}
        @click=${() => a.tilt(cell, d)}
      >
        ${content}
      </button>`;
    return ctx.moveButton(
      { type: 'tilt', cell, to },
      w('tiltLabel', { direction: w(d).toLowerCase(), cell: placeWords(to, ctx.lang, { from: a.side }) }),
      content,
      { part: 'tilt' },
    );
  });
  const colour = SEAT_COLOURS[view.owner[cell]!]!;
  // Up to 23 turns: grouped in rows by the face they show the player, so a row is a few dice a finger can hit.
  const byFace = new Map<number, TemplateResult[]>();
  for (const m of a.byCell.get(cell) ?? []) {
    if (m.type !== 'turn') continue;
    const faces = facesFor(m.orientation, a.side);
    const button = ctx.moveButton(m, w('turnLabel', faces), miniDie(m.orientation, colour, a.side), {
      part: 'turn',
    });
    byFace.set(faces.me, [...(byFace.get(faces.me) ?? []), button]);
  }
  const rows = [...byFace.entries()]
    .sort(([x], [y]) => x - y)
    .map(
      ([me, buttons]) =>
        html`<div class="turn-row" role="group" aria-label=${w('turnRow', { me })}>
          <span class="turn-face" aria-hidden="true">${me}</span>${buttons}
        </div>`,
    );
  return html`<div>
    <p>${w('tilt')}</p>
    <div class="directions">${directions}</div>
    ${hint}
    <p>${w('turn')}</p>
    <div class="turns">${rows}</div>
  </div>`;
}

/** The last move in words: who tilted or turned what, and what its triangles captured or removed. */
function lastText(ctx: Ctx, w: W): string {
  const last = ctx.view.last;
  if (!last) return '';
  const name = ctx.seatName(last.seat);
  // A player moves only their own dice: the die is in the mover's colour. Where it went, the board shows.
  const colour = seatColourBefore(last.seat, ctx.lang);
  const way = last.move.type === 'tilt' ? tiltDirection(last.move.cell, last.move.to, last.seat) : null;
  let out =
    last.move.type === 'tilt' && way !== null
      ? w('lastTilt', { name, colour, way: translate(dasSpielMoveTexts, ctx.lang)(way) })
      : w('lastTurn', { name, colour });
  for (const c of last.captures) {
    const t = last.triangles.find((x) => x.result === 'capture' && x.cells.includes(c.cell));
    const high = t ? Math.max(...t.faces) : 0;
    const low = t ? t.faces[t.cells.indexOf(c.cell)]! : 0;
    out += w('capture', { by: ctx.seatName(c.by), colour: seatColourName(c.owner, ctx.lang), high, low });
  }
  const ties = last.triangles.filter((t) => t.result === 'tie').map((t) => Math.max(...t.faces));
  if (ties.length > 0) out += w('tie', { face: ties.join(', '), n: last.removed.length });
  return out;
}

/** Why the game ended. */
function endText(ctx: Ctx, w: W): string {
  const end = ctx.view.end!;
  if (end.reason === 'corner') return w('endCorner', { name: ctx.seatName(end.seat) });
  return w(end.reason === 'count' ? 'endCount' : 'endLimit');
}
