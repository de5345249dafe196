/**
 * The tables' look, set through CSS custom properties so a site can restyle any table from outside
 * (`tafel-wiezen { --tafel-accent: #b00; }`), plus `::part` for deeper changes. A light default and a dark one,
 * by the page's `prefers-color-scheme` or `theme="dark|light"` on the element. Colours pass WCAG AA on their
 * backgrounds.
 *
 * | property | what |
 * |---|---|
 * | `--tafel-bg`, `--tafel-fg` | the table's background and text |
 * | `--tafel-felt` | the play area |
 * | `--tafel-rim` | the wooden rim around the felt |
 * | `--tafel-accent`, `--tafel-on-accent` | enabled move controls, focus ring |
 * | `--tafel-muted` | secondary text |
 * | `--tafel-card-bg`, `--tafel-card-fg` | cards |
 * | `--tafel-mark` | the move shown on the board (a hint's, a log line's) |
 * | `--tafel-radius`, `--tafel-font` | corners, type |
 *
 * @module
 */
import { css } from 'lit';

export const theme = css`
  :host {
    --_bg: var(--tafel-bg, #fbfaf7);
    --_fg: var(--tafel-fg, #1d1b18);
    --_felt: var(--tafel-felt, #d3e6d6);
    --_rim: var(--tafel-rim, #8a6440);
    --_accent: var(--tafel-accent, #1f5f3a);
    --_on-accent: var(--tafel-on-accent, #ffffff);
    --_muted: var(--tafel-muted, #55504a);
    --_card-bg: var(--tafel-card-bg, #ffffff);
    --_card-fg: var(--tafel-card-fg, #1d1b18);
    --_radius: var(--tafel-radius, 0.5rem);
    --_mark: var(--tafel-mark, #b3541e);
    display: block;
    container-type: inline-size;
    font-family: var(--tafel-font, system-ui, sans-serif);
    color: var(--_fg);
    background: var(--_bg);
    border-radius: var(--_radius);
  }
  @media (prefers-color-scheme: dark) {
    :host(:not([theme='light'])) {
      --_bg: var(--tafel-bg, #191a1c);
      --_fg: var(--tafel-fg, #eceae6);
      --_felt: var(--tafel-felt, #203326);
      --_rim: var(--tafel-rim, #4b3522);
      --_accent: var(--tafel-accent, #9ad7ae);
      --_on-accent: var(--tafel-on-accent, #0d1f14);
      --_muted: var(--tafel-muted, #b9b4ad);
      --_card-bg: var(--tafel-card-bg, #f4f1ea);
      --_card-fg: var(--tafel-card-fg, #1d1b18);
      --_mark: var(--tafel-mark, #f0a86c);
    }
  }
  :host([theme='dark']) {
    --_bg: var(--tafel-bg, #191a1c);
    --_fg: var(--tafel-fg, #eceae6);
    --_felt: var(--tafel-felt, #203326);
    --_rim: var(--tafel-rim, #4b3522);
    --_accent: var(--tafel-accent, #9ad7ae);
    --_on-accent: var(--tafel-on-accent, #0d1f14);
    --_muted: var(--tafel-muted, #b9b4ad);
    --_card-bg: var(--tafel-card-bg, #f4f1ea);
    --_card-fg: var(--tafel-card-fg, #1d1b18);
    --_mark: var(--tafel-mark, #f0a86c);
  }
  figure {
    margin: 0;
  }
  .table {
    display: grid;
    gap: 0.75rem;
    padding: 0.75rem;
    grid-template-areas: 'status' 'notice' 'board' 'side' 'controls';
  }
  @container (min-width: 52rem) {
    .table {
      grid-template-columns: 1fr 16rem;
      grid-template-areas: 'status status' 'notice notice' 'board side' 'controls controls';
    }
  }
  .status {
    grid-area: status;
    display: flex;
    align-items: baseline;
    gap: 1rem;
    flex-wrap: wrap;
  }
  .title {
    font-size: 1.1rem;
    margin: 0;
  }
  .turn {
    margin: 0;
    font-weight: 600;
  }
  .thinking {
    width: 0.8rem;
    height: 0.8rem;
    border-radius: 50%;
    border: 2px solid var(--_accent);
    border-top-color: transparent;
    animation: spin 0.8s linear infinite;
  }
  @keyframes spin {
    to {
      transform: rotate(360deg);
    }
  }
  .notice {
    grid-area: notice;
    margin: 0;
    padding: 0.4rem 0.6rem;
    border-left: 4px solid var(--_accent);
    background: var(--_felt);
  }
  .table {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .board,
  .hand-over {
    grid-area: board;
    background: var(--_felt);
    border: 0.4rem solid var(--_rim);
    border-radius: calc(var(--_radius) * 3);
    padding: 0.75rem;
    min-width: 0;
    /* As tall as the game, not as the move log beside it. */
    align-self: start;
  }
  .side {
    grid-area: side;
    font-size: 0.9rem;
  }
  /* Every control a finger can hit: 44 × 44 CSS px at least (WCAG 2.5.5). */
  button,
  .load,
  select,
  summary {
    min-height: 2.75rem;
    min-width: 2.75rem;
    box-sizing: border-box;
  }
  summary {
    display: flex;
    align-items: center;
    cursor: pointer;
    font-weight: 600;
  }
  summary::before {
    content: '▸';
    margin-right: 0.4rem;
  }
  details[open] > summary::before {
    content: '▾';
  }
  summary::-webkit-details-marker {
    display: none;
  }
  .log .lines {
    margin: 0.25rem 0 0;
    padding: 0 0 0 2.2rem;
    color: var(--_fg);
    max-height: 18rem;
    overflow-y: auto;
    overscroll-behavior: contain;
    border-radius: var(--_radius);
  }
  .log .lines li {
    padding: 0.1rem 0.2rem;
    border-radius: 0.25rem;
  }
  .log .lines li:hover,
  .log .lines li.current {
    background: var(--_felt);
    outline: 2px solid var(--_mark);
  }
  .log .lines:focus-visible {
    outline: 3px solid var(--_accent);
    outline-offset: 2px;
  }
  .log .milestone {
    display: block;
    font-weight: 600;
    margin: 0.15rem 0 0.3rem -1.2rem;
  }
  /* One seat a line: in the narrow side column a wrapping row put "You" and "Bot 2: bot, normal" side by side. */
  .players {
    list-style: none;
    padding: 0;
    margin: 0 0 0.5rem;
    display: flex;
    flex-direction: column;
    gap: 0.2rem;
  }
  .pace {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.4rem;
    margin: 0 0 0.5rem;
  }
  select {
    font: inherit;
    color: var(--_fg);
    background: var(--_bg);
    border: 1px solid var(--_muted);
    border-radius: var(--_radius);
    padding: 0.2rem 0.4rem;
  }
  .summary {
    background: var(--_bg);
    border: 2px solid var(--_accent);
    border-radius: var(--_radius);
    padding: 0.6rem 0.8rem;
    margin-bottom: 0.75rem;
    overflow-x: auto;
  }
  .summary h3 {
    margin: 0 0 0.4rem;
    font-size: 1rem;
  }
  .summary .continue {
    margin-top: 0.5rem;
    background: var(--_accent);
    color: var(--_on-accent);
    border-color: var(--_accent);
  }
  .confirm {
    flex-basis: 100%;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
    padding: 0.4rem 0.6rem;
    border: 2px solid var(--_accent);
    border-radius: var(--_radius);
  }
  .confirm p {
    margin: 0;
    flex-basis: 100%;
  }
  /* The move shown on the board (a hint's, a log line's): raised and outlined. */
  button.marked,
  .marked > button {
    outline: 3px solid var(--_mark);
    outline-offset: 2px;
    transform: translateY(-0.35rem);
  }
  @media (prefers-reduced-motion: reduce) {
    button.marked {
      transform: none;
    }
  }
  /* The chart itself, not the legend's line samples (which kept their 22 px and their label beside them). */
  .chart > svg {
    width: 100%;
    max-width: 24rem;
    color: var(--_fg);
  }
  .legend li {
    display: flex;
    align-items: center;
    gap: 0.3rem;
    white-space: nowrap;
  }
  .chart figcaption {
    font-weight: 600;
  }
  .legend {
    list-style: none;
    padding: 0;
    margin: 0.25rem 0 0;
    display: flex;
    flex-wrap: wrap;
    gap: 0.6rem;
  }
  .controls {
    grid-area: controls;
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  button,
  .load {
    font: inherit;
    color: var(--_fg);
    background: var(--_bg);
    border: 1px solid var(--_muted);
    border-radius: var(--_radius);
    padding: 0.35rem 0.7rem;
    cursor: pointer;
  }
  .load input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
  .load:focus-within {
    outline: 3px solid var(--_accent);
    outline-offset: 2px;
  }
  button.move[aria-disabled='false'] {
    border-color: var(--_accent);
    box-shadow: 0 0 0 1px var(--_accent);
  }
  button.move[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }
  button:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  button:focus-visible {
    outline: 3px solid var(--_accent);
    outline-offset: 2px;
  }
`;
