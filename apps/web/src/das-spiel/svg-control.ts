/**
 * A control on the board drawn by the board itself: an SVG group that is a button for people, keyboards and
 * screen readers, like the element's move cells. Its part may change with the board's state while the group stays
 * the same element (so keyboard focus stays on it): a die is a move control (`move cell`) while choosing it makes
 * progress, and `die` or `chosen` (no `move`: automation that clicks move controls leaves it alone) once another
 * or this die is chosen.
 *
 * @module
 */
import { nothing, svg, type TemplateResult } from 'lit';

/** What {@link svgControl} draws and does. */
export interface SvgControl {
  label: string;
  /** Its part: with `move` it is an enabled move control (`aria-disabled="false"`). */
  part: string;
  content: TemplateResult;
  onChoose(): void;
  /** Keys other than Enter and Space (true: handled). */
  onKey?(e: KeyboardEvent): boolean;
}

/** A board control; see the module comment. */
export function svgControl(c: SvgControl): TemplateResult {
  const move = c.part.split(' ').includes('move');
  return svg`<g part=${c.part} role="button" tabindex="0" aria-label=${c.label}
    aria-disabled=${move ? 'false' : nothing}
    @click=${() => c.onChoose()}
    @keydown=${(e: KeyboardEvent) => {
      if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        c.onChoose();
      } else if (c.onKey?.(e)) e.preventDefault();
    }}><title>${c.label}</title>${c.content}</g>`;
}
