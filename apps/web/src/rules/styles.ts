/**
 * The look of the rules panel and of a guided game's advice inside a table (the table's static styles: the panel
 * and the advice themselves load when first drawn).
 *
 * @module
 */
import { css } from 'lit';

/** The rules panel's look inside a table. */
export const rulesStyles = css`
  .rules-panel {
    grid-column: 1 / -1;
    border: 1px solid color-mix(in srgb, var(--tafel-fg) 20%, transparent);
    border-radius: var(--tafel-radius, 0.5rem);
    padding: 0 0.75rem;
    background: var(--tafel-bg);
  }
  .rules-panel > summary {
    cursor: pointer;
    font-weight: 600;
    min-height: 44px;
    display: flex;
    align-items: center;
  }
  .rules-body {
    max-height: 60vh;
    overflow-y: auto;
    padding-bottom: 0.75rem;
  }
  .rules-body h3 {
    margin: 0.25rem 0 0.5rem;
    font-size: 1.05rem;
  }
  .rules-body h4 {
    margin: 0.75rem 0 0.25rem;
    font-size: 0.95rem;
  }
  .rules-body p,
  .rules-body ul {
    margin: 0.25rem 0;
    line-height: 1.45;
  }
  .rules-body a {
    color: var(--tafel-accent);
  }
`;

/** The guided game's advice on the board. */
export const guideStyles = css`
  .guide {
    border: 2px solid var(--tafel-mark, #b3541e);
    border-radius: var(--tafel-radius, 0.5rem);
    background: var(--tafel-bg);
    color: var(--tafel-fg);
    padding: 0.5rem 0.75rem;
    margin: 0 0 0.5rem;
    line-height: 1.4;
  }
  .guide p {
    margin: 0.25rem 0;
  }
`;
