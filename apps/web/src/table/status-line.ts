/**
 * The table's status line in words: how the match is reached, whose turn it is, who thinks, or how it ended;
 * and the scores over the match for its chart. Drawn from the match and the names alone.
 *
 * @module
 */
import type { AnyGame, Outcome, Seat } from '@tafel/core';
import type { Board } from './board.js';
import type { TableMatch } from './match.js';
import type { TableWords } from './table-parts.js';
import { openCount } from './together.js';

/** What the status line is told besides the match. */
export interface StatusOf {
  readonly seatName: (seat: Seat) => string;
  /** Whether the seat shown may move now. */
  readonly mine: boolean;
  /** The board's own words for the outcome (a solo rank), if it has some. */
  readonly ownResult: (outcome: Outcome) => string | null;
}

/** How the game ended: the board's words (a solo rank), else its winners. */
export function resultLine(t: TableWords, outcome: Outcome, of: StatusOf): string {
  const own = of.ownResult(outcome);
  if (own) return own;
  if (outcome.winners.length === 0) return t('noWinner');
  const names = outcome.winners.map((s) => of.seatName(s)).join(', ');
  return t('winner', { n: outcome.winners.length, names });
}

/** The status line of a match: how it is reached, whose turn, who thinks, or the result. */
export function statusLine<G extends AnyGame>(t: TableWords, m: TableMatch<G>, of: StatusOf): string {
  if (m.status === 'connecting') return t('connecting');
  if (m.table && !m.table.started && !m.outcome) return t('waiting', { n: openCount(m.table) });
  const outcome = m.outcome;
  if (outcome) {
    const ended = t('ended', { result: resultLine(t, outcome, of) });
    // A hosted match's deal, checked in this page from the record once it is read.
    const deal = m.table?.deal;
    if (!deal) return ended;
    return `${ended} · ${deal.verified ? t('dealVerified') : t('dealNotVerified')}`;
  }
  if (m.status === 'reconnecting') return t('reconnecting');
  if (m.game.realtime && m.resumesAt != null) return t('pausing');
  if (m.thinking !== null) return t('thinking', { name: of.seatName(m.thinking) });
  if (of.mine) return t('yourTurn');
  return m
    .active()
    .map((s) => t('seatTurn', { name: of.seatName(s) }))
    .join(' · ');
}

/** The scores after every move of the match, as `viewer` saw them (changes only). */
export function scoreSeries<G extends AnyGame>(
  m: TableMatch<G>,
  board: Board<G>,
  viewer: Seat | null,
): number[][] {
  if (!board.scores) return [];
  const series: number[][] = [];
  for (const view of m.views(viewer)) {
    const now = board.scores(view);
    const previous = series.at(-1);
    if (now && (!previous || now.some((v, i) => v !== previous[i]))) series.push([...now]);
  }
  return series;
}
