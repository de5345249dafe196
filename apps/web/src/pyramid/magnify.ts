/**
 * Picking a die with a finger. On a phone the whole pyramid shows its dice 16–24 px wide, too small to hit a
 * chosen one; a finger needs about 44 px. So a tap on the pyramid while its dice are smaller than that does not
 * choose: it magnifies the region tapped until a die is a finger wide (as far as the zoom goes), and the next tap
 * chooses. A mouse or a pen picks precisely and is never held up; neither is a pyramid already zoomed in enough.
 *
 * @module
 */
import { MAX_SCALE, type Zoom, zoomAt } from './zoom.js';

/** The size a finger hits reliably, in CSS pixels (WCAG's target size, Apple's and Google's guidance). */
export const FINGER_PX = 44;

/** Some room above the bare minimum, so the die is comfortably a finger wide once magnified. */
const MARGIN = 1.15;

/**
 * The zoom a tap should bring, or `null` when the tap should choose as it is: `diePx` is how wide a die is drawn
 * now (CSS pixels), `point` where the finger came down (SVG units).
 *
 * @example
 * ```ts
 * magnifyFor(WHOLE, 18, { x: 40, y: 60 }); // { scale: 2.81…, x: …, y: … }: dice 51 px wide, centred on the tap
 * magnifyFor(WHOLE, 50, { x: 40, y: 60 }); // null: a finger hits a 50 px die as it is
 * ```
 */
export function magnifyFor(
  zoom: Zoom,
  diePx: number,
  point: { readonly x: number; readonly y: number },
): Zoom | null {
  if (!(diePx > 0) || diePx >= FINGER_PX || zoom.scale >= MAX_SCALE) return null;
  const scale = Math.min(MAX_SCALE, (zoom.scale * FINGER_PX * MARGIN) / diePx);
  return zoomAt(scale, point);
}
