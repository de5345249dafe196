/**
 * The score-over-time chart shown at the end of a game: one line per seat, drawn in SVG (no chart library: the
 * tables stay small). Lines differ in dash pattern as well as colour, and the chart has a text summary for
 * screen readers.
 *
 * @module
 */
import type { AnyGame, Seat } from '@tafel/core';
import { html, svg, type TemplateResult } from 'lit';
import type { Board } from './board.js';
import type { TableMatch } from './match.js';
import { scoreSeries } from './status-line.js';
import type { TableWords } from './table-parts.js';

const COLOURS = ['#1f5f3a', '#9c2a1b', '#1f4fa0', '#7a5a00', '#6a2c8a'] as const;
const DASHES = ['', '6 3', '2 3', '8 3 2 3', '1 2'] as const;

/**
 * A chart of `series[t][seat]` (the scores after step t).
 *
 * @example
 * ```ts
 * scoreChart([[0, 0], [3, 1], [5, 6]], ['You', 'Bot 2'], 'Score over time');
 * ```
 */
export function scoreChart(
  series: readonly (readonly number[])[],
  names: readonly string[],
  title: string,
): TemplateResult {
  const w = 320;
  const h = 160;
  const pad = 28;
  const values = series.flat();
  const lo = Math.min(0, ...values);
  const hi = Math.max(1, ...values);
  const x = (t: number) => pad + ((w - 2 * pad) * t) / Math.max(1, series.length - 1);
  const y = (v: number) => h - pad - ((h - 2 * pad) * (v - lo)) / (hi - lo);
  const last = series.at(-1) ?? [];
  const summary = names.map((n, seat) => `${n}: ${last[seat] ?? 0}`).join(', ');
  return html`<figure class="chart" part="score-chart">
    <figcaption>${title}</figcaption>
    <svg viewBox="0 0 ${w} ${h}" role="img" aria-label=${`${title}. ${summary}`}>
      <line x1=${pad} y1=${y(0)} x2=${w - pad} y2=${y(0)} stroke="currentColor" stroke-opacity="0.4" />
      <text x="2" y=${y(hi) + 4} font-size="10" fill="currentColor">${hi}</text>
      <text x="2" y=${y(lo) + 4} font-size="10" fill="currentColor">${lo}</text>
      ${names.map(
        (_, seat) => svg`<polyline fill="none" stroke=${COLOURS[seat % COLOURS.length]} stroke-width="2"
          stroke-dasharray=${DASHES[seat % DASHES.length]}
          points=${series.map((s, t) => `${x(t)},${y(s[seat] ?? 0)}`).join(' ')} />`,
      )}
    </svg>
    <ul class="legend">
      ${names.map(
        (n, seat) => html`<li><svg width="22" height="8" aria-hidden="true"><line x1="0" y1="4" x2="22" y2="4"
          stroke=${COLOURS[seat % COLOURS.length]} stroke-width="2" stroke-dasharray=${DASHES[seat % DASHES.length]} /></svg>
          ${n}: ${last[seat] ?? 0}</li>`,
      )}
    </ul>
  </figure>`;
}

/**
 * The chart of a finished match: each seat's score after every move that changed it, as `viewer` saw them.
 *
 * @example
 * html`${matchScoreChart(t, match, board, 0, (s) => names[s])}`;
 */
export function matchScoreChart<G extends AnyGame>(
  t: TableWords,
  m: TableMatch<G>,
  board: Board<G>,
  viewer: Seat | null,
  seatName: (seat: Seat) => string,
): TemplateResult {
  return scoreChart(
    scoreSeries(m, board, viewer),
    m.seats.map((_, seat) => seatName(seat)),
    t('scoreOverTime'),
  );
}
