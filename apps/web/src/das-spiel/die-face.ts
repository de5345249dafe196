/**
 * One die seen face on, with its pips: the turquoise roll die of Abquetschen, the pearl roll dice of
 * Eintrichtern. An image with a name (`role="img"`), not a control.
 *
 * @module
 */
import { html, svg, type TemplateResult } from 'lit';

const PIPS: Record<number, readonly (readonly [number, number])[]> = {
  1: [[2, 2]],
  2: [
    [1, 1],
    [3, 3],
  ],
  3: [
    [1, 1],
    [2, 2],
    [3, 3],
  ],
  4: [
    [1, 1],
    [3, 1],
    [1, 3],
    [3, 3],
  ],
  5: [
    [1, 1],
    [3, 1],
    [2, 2],
    [1, 3],
    [3, 3],
  ],
  6: [
    [1, 1],
    [3, 1],
    [1, 2],
    [3, 2],
    [1, 3],
    [3, 3],
  ],
};

/**
 * A die face showing `value` (1..6) in `colour`, named `label` for screen readers.
 *
 * @example
 * ```ts
 * dieFace(4, '#1fa39a', 'The turquoise die shows 4');
 * ```
 */
export function dieFace(value: number, colour: string, label: string): TemplateResult {
  const pips = (PIPS[value] ?? []).map(
    ([x, y]) => svg`<circle cx=${x * 6} cy=${y * 6} r="1.6" class="pip" />`,
  );
  return html`<svg class="die-face" viewBox="0 0 24 24" role="img" aria-label=${label}>
    <rect x="0.5" y="0.5" width="23" height="23" rx="4" fill=${colour} class="face" />${pips}
  </svg>`;
}
