/**
 * The felt's look: the seats around it (`ring.ts`), the settings row, the final standings, and headings that
 * never break inside a word (the table lets long text wrap anywhere so nothing scrolls sideways on a phone; a
 * heading or a column head keeps its words whole and wraps between them).
 *
 * @module
 */
import { css } from 'lit';
import { ringStyles } from './ring.js';

export const feltStyles = [
  ringStyles,
  css`
    h1,
    h2,
    h3,
    h4,
    th,
    summary,
    .plate .name {
      hyphens: manual;
      overflow-wrap: normal;
      word-break: keep-all;
    }
    .settings {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0.4rem 0.8rem;
      margin: 0 0 0.5rem;
    }
    .settings label {
      display: flex;
      align-items: center;
      gap: 0.4rem;
      min-height: 2.75rem;
    }
    .settings input[type='checkbox'] {
      width: 1.4rem;
      height: 1.4rem;
      margin: 0;
      accent-color: var(--_accent);
    }
    .standings {
      background: var(--_bg);
      border: 2px solid var(--_accent);
      border-radius: var(--_radius);
      padding: 0.6rem 0.8rem;
      margin-bottom: 0.75rem;
      overflow-x: auto;
    }
    .standings h3 {
      margin: 0 0 0.4rem;
      font-size: 1.1rem;
    }
    .standings table {
      border-collapse: collapse;
      width: 100%;
      font-variant-numeric: tabular-nums;
    }
    /* Above a board's own score sheet rules (Wiezen right-aligns every column of its score sheet but the first). */
    .standings > table td,
    .standings > table th {
      border-bottom: 1px solid var(--_muted);
      padding: 0.2rem 0.4rem;
      text-align: left;
    }
    .standings > table td:last-child,
    .standings > table th:last-child {
      text-align: right;
    }
    .standings tr.winner td {
      font-weight: 700;
    }
    .standings .mark {
      color: var(--_accent);
      font-weight: 600;
    }
    .standings .last-stage {
      margin-top: 0.5rem;
    }
    /* A card travelling to the trick and a trick to its winner: see each board's styles; none when asked. */
    @media (prefers-reduced-motion: reduce) {
      *,
      *::before,
      *::after {
        animation: none !important;
        transition: none !important;
      }
    }
  `,
];
