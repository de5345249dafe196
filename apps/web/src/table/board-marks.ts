/**
 * What the board shows besides the view, kept per match: the move marked on it (a hint's while the match stands
 * still, or the log line's pointed at), a move in the making (a board's `ctx.ui`, cleared whenever the match
 * changes) and the legal moves' keys (kept while it stands still). The table and a replay keep one each.
 *
 * @module
 */
import type { AnyGame, HiddenMove, Seat } from '@tafel/core';
import type { Marked } from './board.js';
import type { MoveOf } from './match.js';
import { moveKey } from './move-key.js';

/** A move marked on the board, and the match and version it was marked at. */
export type MarkedAt<G extends AnyGame> = Marked<G> & { readonly version: number; readonly match: unknown };

/** Where the match stands: the match, and a stamp that changes whenever it does (see {@link stampOf}). */
export interface Standing {
  readonly match: { readonly version: number } | null;
  readonly stamp: string;
}

/** What changes whenever the match does: its version, whose screen it is and whether it may move. */
export function stampOf(
  m: { readonly version: number; active(): readonly Seat[] } | null,
  viewer: Seat | null,
  mine: boolean,
): string {
  return `${m?.version ?? -1}:${viewer}:${mine}:${m?.active().join()}`;
}

/** The board's marks of one table: see the module comment. */
export class BoardMarks<G extends AnyGame> {
  /** The move marked on the board (`null`: none). */
  marked: MarkedAt<G> | null = null;
  #ui: { match: unknown; stamp: string; ui: Record<string, unknown> } = { match: null, stamp: '', ui: {} };
  #legal: { match: unknown; stamp: string; keys: Set<string> } = { match: null, stamp: '', keys: new Set() };

  /** Marks `move` of `seat` (`from`: a hint or a log line) at the match's version now. */
  mark(
    match: { readonly version: number },
    seat: Seat,
    move: MoveOf<G> | HiddenMove,
    from: Marked<G>['from'],
  ): void {
    this.marked = { seat, move, from, version: match.version, match } as MarkedAt<G>;
  }

  /** The move shown on the board now: a hint's while the match stands still, or the log line's pointed at. */
  shown(match: { readonly version: number } | null): Marked<G> | null {
    const marked = this.marked;
    if (!marked || marked.match !== match) return null;
    if (marked.from === 'hint' && marked.version !== match?.version) return null;
    return marked;
  }

  /** Whether `move` is the move shown on the board. */
  isMarked(match: { readonly version: number } | null, move: MoveOf<G>): boolean {
    const shown = this.shown(match);
    return shown !== null && !('hidden' in (shown.move as object)) && moveKey(shown.move) === moveKey(move);
  }

  /** The legal moves of the seat shown, by key (kept while the match stands still). */
  legal(at: Standing, moves: () => readonly MoveOf<G>[]): Set<string> {
    const cached = this.#legal;
    if (cached.match !== at.match || cached.stamp !== at.stamp)
      this.#legal = { match: at.match, stamp: at.stamp, keys: new Set(moves().map(moveKey)) };
    return this.#legal.keys;
  }

  /** The board's state for a move in the making: cleared whenever the match changes. */
  ui(at: Standing): Record<string, unknown> {
    if (this.#ui.match !== at.match || this.#ui.stamp !== at.stamp)
      this.#ui = { match: at.match, stamp: at.stamp, ui: {} };
    return this.#ui.ui;
  }
}
