/**
 * The move log, on its own: the lines in sentences (each move put into words once, kept while the match, the
 * viewer and the language stay), the keyboard's cursor on them, whether the list follows new lines, and its
 * drawing. A {@link MoveLog} is a Lit reactive controller, so any element — the match's table, a replay — can
 * show a log of a game's moves with its board's words without the match around it.
 *
 * @module
 */
import type { AnyGame, HiddenMove, Lang, Seat } from '@tafel/core';
import {
  html,
  nothing,
  type ReactiveController,
  type ReactiveControllerHost,
  type TemplateResult,
} from 'lit';
import { clubTexts } from '../club/texts.js';
import { capitalise, translate } from '../i18n/index.js';
import type { Board, Telling, Who } from './board.js';
import type { MoveOf, SeenMove, ViewOf } from './match.js';
import { moveKey } from './move-key.js';

/** A line of the move log: the sentence, and the stage of the game the move closed (its own line). */
export interface LogLine<G extends AnyGame> {
  readonly key: string;
  readonly seat: Seat;
  readonly move: MoveOf<G> | HiddenMove;
  readonly text: string;
  readonly milestone: string | null;
}

/** What the log is told to put its moves into words. */
export interface LogSource<G extends AnyGame> {
  readonly board: Board<G>;
  /** The match (or record) the moves belong to: the lines are kept while it stays. */
  readonly match: unknown;
  readonly viewer: Seat | null;
  readonly lang: Lang;
  readonly seen: readonly SeenMove<G>[];
  readonly isYou: (seat: Seat) => boolean;
  readonly seatName: (seat: Seat) => string;
  /** What a board is told to put a move of `seat` into words. */
  readonly telling: (
    seat: Seat,
    who: Who,
    views: { before: ViewOf<G>; after: ViewOf<G> } | null,
  ) => Telling<G>;
}

/** The words the log's frame needs. */
export interface LogWords {
  readonly heading: string;
  readonly label: string;
}

/** The move log of a host element: see the module comment. */
export class MoveLog<G extends AnyGame> implements ReactiveController {
  /** The log line the keyboard is on (its list has the focus), or `null`. */
  cursor: number | null = null;
  /** Whether the log was scrolled to its end (it then follows new lines). */
  atEnd = true;
  #lines: { match: unknown; viewer: Seat | null; lang: Lang; lines: LogLine<G>[] } | null = null;

  /**
   * @param host the element that shows the log
   * @param mark shows the move of a line on the board (`null`: none)
   */
  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly mark: (line: LogLine<G> | null) => void,
  ) {
    host.addController(this);
  }

  /** A new match: no cursor, and the log follows new lines again. */
  reset(): void {
    this.cursor = null;
    this.atEnd = true;
  }

  /** The lines told last. */
  get told(): readonly LogLine<G>[] {
    return this.#lines?.lines ?? [];
  }

  /** The log's lines in sentences (each made once: only new moves are put into words). */
  lines(source: LogSource<G> | null): LogLine<G>[] {
    if (!source) return [];
    const { board, match, viewer, lang, seen } = source;
    const cached = this.#lines;
    const kept =
      cached && cached.match === match && cached.viewer === viewer && cached.lang === lang
        ? cached.lines
        : [];
    const lines: LogLine<G>[] = [];
    for (let i = 0; i < seen.length; i++) {
      const entry = seen[i]!;
      const { seat, move } = entry;
      // A hosted table's milestone may come after its move: the line is told again when it does.
      const key = `${seat}:${moveKey(move)}:${entry.milestone ? 'closed' : ''}`;
      const old = kept[i];
      if (old && old.key === key) {
        lines.push(old);
        continue;
      }
      const who: Who = source.isYou(seat) ? 'you' : 'other';
      const views = entry.views?.() ?? null;
      const said = capitalise(board.describe(move, source.telling(seat, who, views)));
      // A hosted table's clock ran out: a bot made the move for the seat's person, and the line says so.
      const text = entry.timedOut
        ? `${translate(clubTexts, lang)('timedOut', { who, name: source.seatName(seat) })}: ${said}`
        : said;
      const milestone =
        entry.milestone && board.describeMilestone
          ? capitalise(
              board.describeMilestone(entry.milestone, {
                lang,
                seatName: source.seatName,
                isYou: source.isYou,
                after: views?.after ?? null,
              }),
            )
          : null;
      lines.push({ key, seat, move, text, milestone });
    }
    this.#lines = { match, viewer, lang, lines };
    return lines;
  }

  /** Shows the move of line `i` on the board (`null`: none). */
  #markLine(i: number | null): void {
    this.mark(i === null ? null : (this.#lines?.lines[i] ?? null));
  }

  /** The arrow keys go from log line to log line, showing each move on the board. */
  #onKey = (e: KeyboardEvent): void => {
    const count = this.#lines?.lines.length ?? 0;
    if (count === 0) return;
    const at = this.cursor ?? count;
    const to =
      e.key === 'ArrowUp'
        ? Math.max(0, at - 1)
        : e.key === 'ArrowDown'
          ? Math.min(count - 1, at + 1)
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? count - 1
              : e.key === 'Escape'
                ? null
                : undefined;
    if (to === undefined) return;
    e.preventDefault();
    this.cursor = to;
    this.#markLine(to);
  };

  /** The whole move log, scrollable; a line pointed at or focused shows its move on the board. */
  render(lines: readonly LogLine<G>[], words: LogWords): TemplateResult {
    const cursor = this.cursor;
    return html`<details part="log" class="log" open>
      <summary>${words.heading}</summary>
      <ol
        part="log-lines"
        class="lines"
        tabindex="0"
        aria-label=${words.label}
        @keydown=${this.#onKey}
        @focus=${() => {
          if (this.cursor === null && lines.length > 0) {
            this.cursor = lines.length - 1;
            this.#markLine(this.cursor);
          }
        }}
        @blur=${() => {
          this.cursor = null;
          this.#markLine(null);
        }}
        @scroll=${(e: Event) => {
          const ol = e.currentTarget as HTMLElement;
          this.atEnd = ol.scrollTop + ol.clientHeight >= ol.scrollHeight - 4;
        }}
      >
        ${lines.map(
          (line, i) =>
            html`<li
                class=${cursor === i ? 'current' : ''}
                aria-current=${cursor === i ? 'true' : nothing}
                @pointerenter=${() => this.#markLine(i)}
                @pointerleave=${() => this.#markLine(null)}
              >
                ${line.text}
                ${
                  // Inside its move's item, not an item of its own: the list's numbers (and a screen reader's
                  // count of items) are the moves' alone, as the heading counts them.
                  line.milestone
                    ? html`<span part="milestone" class="milestone">${line.milestone}</span>`
                    : nothing
                }
              </li>`,
        )}
      </ol>
    </details>`;
  }

  /** The log follows new lines while it was at its end. */
  hostUpdated(): void {
    const ol = this.host.shadowRoot?.querySelector<HTMLElement>('.log .lines');
    if (ol && this.atEnd && this.cursor === null) ol.scrollTop = ol.scrollHeight;
  }
}

/** What a board is told to put a move of `seat` into words (`views`: the seat's views before and after it). */
export function tellingOf<G extends AnyGame>(
  seat: Seat,
  who: Who,
  views: { before: ViewOf<G>; after: ViewOf<G> } | null,
  of: { readonly lang: Lang; readonly viewer: Seat | null; readonly seatName: (seat: Seat) => string },
): Telling<G> {
  return {
    lang: of.lang,
    who,
    name: of.seatName(seat),
    seat,
    viewer: of.viewer,
    before: views?.before ?? null,
    after: views?.after ?? null,
    seatName: of.seatName,
  };
}
