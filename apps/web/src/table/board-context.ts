/**
 * The {@link BoardContext} a table gives its board: the seat's view, its legal moves, the move controls (enabled
 * from the legal moves' keys, marked when they are the move shown) and the ways back to the table (play, say,
 * draw again, focus). Made from the table's {@link MatchController} and {@link BoardMarks} alone, so that the
 * element that draws the board stays a frame around it.
 *
 * @module
 */
import type { AnyGame, Lang } from '@tafel/core';
import type { ReactiveControllerHost } from 'lit';
import type { BoardContext } from './board.js';
import { type BoardMarks, type Standing, stampOf } from './board-marks.js';
import type { ViewOf } from './match.js';
import type { MatchController } from './match-controller.js';
import { boardMove, type ControlTable, moveButton, stepButton } from './move-controls.js';
import { moveKey } from './move-key.js';
import type { TableWords } from './table-parts.js';

/** What a board's context is made from: the table's match, its marks, its words and the element drawing it. */
export interface ContextSource<G extends AnyGame> {
  readonly table: MatchController<G>;
  readonly marks: BoardMarks<G>;
  readonly lang: Lang;
  readonly t: TableWords;
  readonly host: ReactiveControllerHost & { readonly renderRoot: ParentNode };
}

/** Where the match stands now (its stamp changes whenever it does). */
export function standingOf<G extends AnyGame>(table: MatchController<G>): Standing {
  return { match: table.match, stamp: stampOf(table.match, table.viewer, table.mine) };
}

/** The legal moves of the seat shown, by key (kept while the match stands still). */
export function legalKeys<G extends AnyGame>(src: ContextSource<G>): Set<string> {
  return src.marks.legal(standingOf(src.table), () => src.table.legal);
}

/** What the move controls ask of the table. */
function controlTable<G extends AnyGame>(src: ContextSource<G>): ControlTable<G> {
  const { table, t } = src;
  return {
    mine: table.mine,
    play: (move) => void table.play(move),
    say: (text) => table.say(text),
    why: (move) => table.why(move),
    notNow: table.mine ? t('notLegalNow') : t('notYourTurn'),
  };
}

/**
 * The board's context for `view` (see {@link BoardContext}).
 *
 * @example
 * const ctx = boardContext(view, { table: this.table, marks, lang: 'en', t: this.t, host: this });
 * board.render(ctx);
 */
export function boardContext<G extends AnyGame>(view: ViewOf<G>, src: ContextSource<G>): BoardContext<G> {
  const { table, marks, host } = src;
  const controls = controlTable(src);
  const isLegal = (move: unknown) => legalKeys(src).has(moveKey(move));
  const isMarked = (move: unknown) => marks.isMarked(table.match, move as never);
  return {
    view,
    legal: table.legal,
    seat: table.viewer,
    mine: table.mine,
    lang: src.lang,
    position: () => {
      const seat = table.viewer;
      return seat === null ? null : (table.match?.position(seat) ?? null);
    },
    play: (move) => void table.play(move),
    seatName: (seat) => table.seatName(seat),
    isLegal,
    marked: marks.shown(table.match),
    isMarked,
    resumesAt: table.match?.game.realtime ? (table.match.resumesAt ?? null) : null,
    moveButton: (move, label, content, control = {}) =>
      moveButton(controls, move, label, content, control, isLegal(move), isMarked(move)),
    stepButton: stepButton(controls),
    boardMove,
    ui: marks.ui(standingOf(table)),
    refresh: () => host.requestUpdate(),
    notice: (text) => table.say(text),
    focus: (selector) => {
      void host.updateComplete.then(() =>
        (host.renderRoot.querySelector(selector) as HTMLElement | SVGElement | null)?.focus(),
      );
    },
  };
}
