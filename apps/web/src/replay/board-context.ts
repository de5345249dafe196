/**
 * A {@link BoardContext} for a replay: the board draws a seat's view as it was, and nothing on it plays. Move
 * controls are drawn disabled (they show what was there), the move of the log line shown is marked on the board.
 *
 * @module
 */
import type { AnyGame, HiddenMove, Lang, Seat } from '@tafel/core';
import { html, svg } from 'lit';
import type { BoardContext, Marked } from '../table/board.js';
import type { MoveOf, ViewOf } from '../table/match.js';
import { moveKey } from '../table/move-key.js';

/** What a replay's board context is made of. */
export interface ReplayContextArgs<G extends AnyGame> {
  readonly view: ViewOf<G>;
  readonly seat: Seat | null;
  /** The seat called "you" (absent: `seat`; `null`: nobody, every seat by name). */
  readonly you?: Seat | null;
  readonly lang: Lang;
  readonly marked: Marked<G> | null;
  seatName(seat: Seat): string;
  refresh(): void;
}

/**
 * A read-only board context: no legal moves, `mine` false, `play` does nothing.
 *
 * @example
 * ```ts
 * board.render(replayContext({ view, seat: 0, lang: 'en', marked: null, seatName, refresh }));
 * ```
 */
export function replayContext<G extends AnyGame>(args: ReplayContextArgs<G>): BoardContext<G> {
  const markedKey =
    args.marked && !(args.marked.move as HiddenMove).hidden ? moveKey(args.marked.move) : null;
  const disabled = (label: string, content: unknown, part = '') =>
    html`<button part="move ${part}" class="move ${part}" aria-label=${label} aria-disabled="true" tabindex="-1">
      ${content}
    </button>`;
  return {
    view: args.view,
    legal: [],
    seat: args.seat,
    you: args.you === undefined ? args.seat : args.you,
    mine: false,
    lang: args.lang,
    position: () => null,
    play: () => {},
    seatName: args.seatName,
    isLegal: () => false,
    marked: args.marked,
    isMarked: (move: MoveOf<G>) => markedKey !== null && moveKey(move) === markedKey,
    resumesAt: null,
    moveButton: (move, label, content, control) =>
      disabled(
        label,
        content,
        `${control?.part ?? ''}${markedKey !== null && moveKey(move) === markedKey ? ' marked' : ''}`,
      ),
    stepButton: (label, content, _onChoose, step) =>
      disabled(label, content, `${step?.part ?? ''}${step?.marked ? ' marked' : ''}`),
    boardMove: (label, content, _onChoose, marked = false) =>
      svg`<g part=${marked ? 'cell marked' : 'cell'} class=${marked ? 'marked' : ''} aria-label=${label}>${content}</g>`,
    ui: {},
    refresh: args.refresh,
    notice: () => {},
    focus: () => {},
  };
}
