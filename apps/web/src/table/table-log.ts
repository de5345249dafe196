/**
 * The table's move log: a {@link MoveLog} told by the table's match (the seat shown, the seats' names, the
 * board's words) and marking the line pointed at on the board. Kept apart from the element so that the element
 * stays a frame of named parts.
 *
 * @module
 */
import type { AnyGame, Lang, Seat } from '@tafel/core';
import type { ReactiveControllerHost, TemplateResult } from 'lit';
import type { Board, Telling, Who } from './board.js';
import type { BoardMarks } from './board-marks.js';
import type { ViewOf } from './match.js';
import type { MatchController } from './match-controller.js';
import { type LogLine, MoveLog, tellingOf } from './move-log.js';
import type { TableWords } from './table-parts.js';

/** What the table's log reads: the match, the board, the marks it shows a line on, the language. */
export interface TableLogSource<G extends AnyGame> {
  readonly table: MatchController<G>;
  readonly board: () => Board<G> | null;
  readonly marks: BoardMarks<G>;
  readonly lang: () => Lang;
}

/** See the module comment. */
export class TableLog<G extends AnyGame> {
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #src: TableLogSource<G>;
  readonly #log: MoveLog<G>;

  constructor(host: ReactiveControllerHost & HTMLElement, src: TableLogSource<G>) {
    this.#host = host;
    this.#src = src;
    this.#log = new MoveLog<G>(host, (line) => this.#markLine(line));
  }

  /** A new game: no lines, the cursor at the start. */
  reset(): void {
    this.#log.reset();
  }

  /** What a board is told to put a move of `seat` into words. */
  #telling(seat: Seat, who: Who, views: { before: ViewOf<G>; after: ViewOf<G> } | null): Telling<G> {
    const table = this.#src.table;
    const seatName = (s: Seat) => table.seatName(s);
    return tellingOf(seat, who, views, { lang: this.#src.lang(), viewer: table.viewer, seatName });
  }

  /** The log's lines in sentences (see {@link MoveLog}). */
  lines(): LogLine<G>[] {
    const board = this.#src.board();
    const table = this.#src.table;
    const match = table.match;
    if (!board || !match) return [];
    return this.#log.lines({
      board,
      match,
      viewer: table.viewer,
      lang: this.#src.lang(),
      seen: table.log,
      isYou: (seat) => table.isYou(seat),
      seatName: (seat) => table.seatName(seat),
      telling: (seat, who, views) => this.#telling(seat, who, views),
    });
  }

  /** Shows the move of a log line on the board (`null`: none). */
  #markLine(line: LogLine<G> | null): void {
    const { marks, table } = this.#src;
    const match = table.match;
    if (!match || !line) {
      if (marks.marked?.from === 'log') marks.marked = null;
    } else marks.mark(match, line.seat, line.move, 'log');
    this.#host.requestUpdate();
  }

  /** The whole move log, scrollable; a line pointed at or focused shows its move on the board. */
  render(t: TableWords): TemplateResult {
    const lines = this.lines();
    return this.#log.render(lines, { heading: t('logLines', { n: lines.length }), label: t('log') });
  }
}
